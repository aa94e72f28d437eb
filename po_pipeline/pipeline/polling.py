"""Polling: open tasks asked about (in as few calls as the backend allows), finished ones
fetched, validated and settled, freed slots handed to queued documents."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import timedelta

from po_pipeline.extraction.base import (
    BatchStatus,
    HeldStatus,
    PollFailed,
    ResultRejected,
    TaskLost,
    TaskState,
    TaskStatus,
)
from po_pipeline.extraction.retry_after import MAX_POLL_SECONDS, poll_delay
from po_pipeline.faults import crash_point
from po_pipeline.ledger import Document, Move, OpenWindow, Reschedule, result_to_json
from po_pipeline.ledger import DocumentStatus as S
from po_pipeline.pipeline.rounds import Round, Steps, named
from po_pipeline.pipeline.validation import Accepted, validate_result

_FINAL = frozenset(s.value for s in (S.COMPLETED, S.NEEDS_REVIEW, S.REMOTE_FAILED))


class Polling(Steps):
    """The processor's poll step. Uses the submit and recovery steps to refill the window."""

    sleep: Callable[[float], None]
    _holds: bool
    _backend_state: dict[int, str]

    def poll(self, partitions: Sequence[str]) -> Counter[str]:
        """Poll until nothing is open or the budget is spent, topping up the in-flight
        window as tasks finish. Unfinished documents stay `processing` for the next run.
        Each round reads only the documents due then, and a summary of the rest."""
        started = reported = self.clock()
        self.reconcile_unknown(partitions)
        window = self.ledger.open_window(partitions)
        hold = 0.0  # > 0: the next round asks about every open task in a held status call
        while True:
            # Held, every open task is asked about (they fit in one call).
            at = None if hold > 0 else self.clock()
            due = self.ledger.due(partitions, at=at) if window.count else []
            self._poll_round(
                partitions, due, free=self.settings.max_in_flight - window.count, hold=hold
            )
            window = self.ledger.open_window(partitions)
            deferred = self.ledger.deferred(partitions, after=self.clock())
            if window.count and self.clock() - reported >= self._progress_every:
                reported = self.clock()
                self._report_progress(partitions, deferred)
            if not window.count and not deferred:
                if self.reconcile_unknown(partitions) or self._send_the_rest(partitions):
                    window = self.ledger.open_window(partitions)
                    continue
                break
            now = self.clock()
            wakes = [d.next_poll_at or now for d in deferred]
            if window.count:
                wakes.append(now if window.due_now else window.next_poll_at or now)
            wake = min(wakes)
            budget_end = started + timedelta(seconds=self.settings.poll_budget_seconds)
            if wake > budget_end:
                self.outcomes["left_processing"] = window.count
                self.log.info(
                    "%d documents still processing, %d waiting to be sent again; the next run "
                    "resumes them", window.count, len(deferred),
                )  # fmt: skip
                break
            pause = max((wake - self.clock()).total_seconds(), 0.0) + self._coalesce(window)
            hold = self._hold(partitions, window, pause)
            if not hold:
                self.sleep(pause)
        return self.outcomes

    def _send_the_rest(self, partitions: Sequence[str]) -> bool:
        """Nothing is open and nothing waits for a Retry-After, yet documents may still be
        queued: the round counted its free slots before another run's task ended (their
        window is shared), or it filled them with documents the backend refused. Sends
        them, with the free slots counted afresh; True when any left the queue (the run goes
        on), False when none was queued or none could be sent now (a refusal without a
        Retry-After waits for the next run, as before)."""
        queued = self.ledger.count_by_status(partitions=partitions)[S.QUEUED.value]
        if not queued:
            return False
        self.submit_available(partitions)
        return self.ledger.count_by_status(partitions=partitions)[S.QUEUED.value] < queued

    def _hold(self, partitions: Sequence[str], window: OpenWindow, pause: float) -> float:
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
        if not 0 < window.count <= self.backend.max_batch:  # type: ignore[attr-defined]
            return 0.0
        if window.failing:
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
        round_ = Round(free=free)
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

    def _coalesce(self, window: OpenWindow) -> float:
        """Seconds to wait past the first due task, so that tasks due just after it share its
        status call (a backend that answers many per call). Tasks submitted one after
        another fall due one after another; without this each would cost a request. No
        task is ever polled before its Retry-After."""
        if window.count < 2 or not isinstance(self.backend, BatchStatus):
            return 0.0
        return self.settings.poll_coalesce_seconds

    @property
    def _progress_every(self) -> timedelta:
        return timedelta(seconds=self.settings.progress_every_seconds)

    def _report_progress(self, partitions: Sequence[str], deferred: list[Document]) -> None:
        still_open = self.ledger.documents(partitions=partitions, statuses=[S.PROCESSING])
        states = Counter(self._backend_state.get(d.id, "submitted") for d in still_open)
        finished = {k: v for k, v in self.outcomes.items() if v and k in _FINAL}
        self.log.info(
            "Polling: %d open at the backend (%s), %d waiting to be sent again; finished so "
            "far: %s", len(still_open), ", ".join(f"{n} {s}" for s, n in sorted(states.items())),
            len(deferred), ", ".join(f"{n} {s}" for s, n in sorted(finished.items())) or "none",
        )  # fmt: skip

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

    def _settle(self, doc: Document, answer: TaskStatus | PollFailed | None, round_: Round) -> bool:
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

    def _poll_failed(self, doc: Document, exc: PollFailed, round_: Round) -> bool:
        """Count a failed poll; True when it was one too many and the document goes to
        review."""
        failures = doc.poll_failures + 1
        if failures >= self.settings.max_poll_failures:
            return round_.leaves(self._move(
                doc,
                S.NEEDS_REVIEW,
                "poll_failed",
                f"{named(doc)}: {failures} polls of task {doc.task_id} failed in a row; "
                f"last: {exc}. The task id is kept; once the backend answers again, "
                "`po-pipeline review resubmit` sends the document again",
            ))  # fmt: skip
        # The backend said when to come back: that is the pace. Only without a
        # Retry-After do waits grow with each failure.
        if exc.retry_after is not None:
            backoff = poll_delay(exc.retry_after)
        else:
            backoff = min(poll_delay(None) * 2**failures, MAX_POLL_SECONDS)
        self.log.warning("Poll of %s failed (%d): %s", named(doc), failures, exc)
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
                f"{named(doc)}: {exc}. Task {doc.task_id} is kept: check it at the backend; "
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

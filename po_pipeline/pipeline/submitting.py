"""Submitting: queued documents claimed and uploaded into free in-flight slots."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from po_pipeline.extraction.base import (
    BackendUnavailable,
    BatchSubmit,
    RetryLater,
    SubmissionRejected,
    SubmissionUnknown,
)
from po_pipeline.faults import crash_point
from po_pipeline.ledger import Claim, Document, Move
from po_pipeline.ledger import DocumentStatus as S
from po_pipeline.liveness import run_worker
from po_pipeline.pipeline.rounds import Round, Steps, named

_REFUSED = "the backend refused our credentials; nothing was submitted"


class Submitting(Steps):
    """The processor's submit step."""

    _registered: bool

    def submit_available(
        self, partitions: Sequence[str], *, slots: int | None = None, into: Round | None = None
    ) -> int:
        """Fill free in-flight slots with queued documents; returns how many were accepted.
        `slots`: how many are free (counted in the ledger when not given). `into`: the poll
        round whose outcomes are written in the transaction of the first claim (so a
        finished document is recorded before the one that takes its slot)."""
        round_ = into or Round()
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

    def _claim(self, partitions: Sequence[str], round_: Round, **claim: Any) -> list[Document]:
        """Write the round's outcomes so far, then claim queued documents, in one
        transaction."""
        ask = Claim(partitions, backend=self.backend.name, now=self.clock(), **claim)
        return self._write(round_, claim=ask)

    def _submit_together(self, partitions: Sequence[str], slots: int, round_: Round) -> int:
        """With idempotent uploads: claim the documents for `slots` in one transaction (the
        round's), upload them (a batch a request when the backend takes batches, else one
        after another), and write their task ids in one more. A process killed meanwhile
        leaves them `submitting`; the next run sends them again with their keys and the
        backend answers with the jobs already made."""
        claimed = self._claim(partitions, round_, limit=slots)
        size = self.backend.max_submit_batch if isinstance(self.backend, BatchSubmit) else 1
        accepted = 0
        try:
            for start in range(0, len(claimed), size):
                group = claimed[start : start + size]
                if size > 1:
                    moves, refused = self._submit_group(group)
                else:
                    moves, refused = self._submit_single(group[0])
                deferred: Move | None = None
                for move in moves:
                    if move is None:
                        continue
                    round_.moves.append(move)
                    accepted += move.to is S.PROCESSING
                    if move.reason == "submit_deferred" and move.values.get("next_poll_at"):
                        deferred = move  # the backend asked us to wait (Retry-After)
                if refused is not None:
                    round_.moves += [
                        self._requeue(d, "backend_unavailable", _REFUSED)
                        for d in claimed[start + len(moves) :]
                    ]
                    raise refused
                if deferred is not None:  # all of us: the rest are not sent
                    later = deferred.values["next_poll_at"]
                    message = f"not sent: {deferred.message}"
                    round_.moves += [
                        self._requeue(d, "submit_deferred", message, later)
                        for d in claimed[start + len(group) :]
                    ]
                    break
        finally:
            self._write(round_)
        return accepted

    def _submit_single(self, doc: Document) -> tuple[list[Move | None], BackendUnavailable | None]:
        try:
            return [self._submit_one(doc)], None
        except BackendUnavailable as exc:
            return [], exc

    def _submit_group(
        self, group: list[Document]
    ) -> tuple[list[Move | None], BackendUnavailable | None]:
        """Upload `group` in one batch call: the move of each document, in order, up to the
        first the backend refused to hear for our credentials (then that refusal: it and
        those after it were not accepted)."""
        assert isinstance(self.backend, BatchSubmit)
        now = self.clock()
        moves: list[Move | None] = [None] * len(group)
        sending: list[int] = []
        for index, doc in enumerate(group):
            if now >= doc.deadline_at:
                moves[index] = self._too_late(doc)
                continue
            crash_point("after_claim")
            crash_point("upload_started")  # nothing is marked: the uploads are idempotent
            sending.append(index)
        outcomes = self.backend.submit_many([self._request(group[i]) for i in sending])
        for index, outcome in zip(sending, outcomes, strict=True):
            if isinstance(outcome, BackendUnavailable):
                return moves[:index], outcome
            if isinstance(outcome, str):
                crash_point("after_upload")
                moves[index] = self._accepted(group[index], outcome, now)
            else:
                moves[index] = self._not_accepted(group[index], outcome)
        return moves, None

    def _submit_one_by_one(self, partitions: Sequence[str], slots: int, round_: Round) -> int:
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
                self._write(Round([self._requeue(doc, "backend_unavailable", _REFUSED)]))
                raise
            if move is None:
                continue
            self._write(Round([move]))
            accepted += move.to is S.PROCESSING
        return accepted

    def _submit_one(self, doc: Document) -> Move | None:
        """Upload a claimed document; the move that records how it went (None when the
        claim was taken back before the upload: nothing was sent and nothing is written).
        Raises BackendUnavailable when the backend refused our credentials."""
        now = self.clock()
        if now >= doc.deadline_at:
            return self._too_late(doc)
        crash_point("after_claim")
        # Durably, before any byte is sent: a process that dies from here on may have
        # uploaded it; one that dies before has not (recover_interrupted tells them apart).
        # With idempotent uploads either is sent again with its key, so no mark (and no
        # transaction per upload) is needed.
        if not self.backend.idempotent_submit and not self.ledger.mark_upload_started(
            doc.id, claimed_at=doc.updated_at
        ):
            self.log.warning("%s was taken back from this run before its upload", named(doc))
            return None
        crash_point("upload_started")
        try:
            task_id = self.backend.submit(self._request(doc))
            crash_point("after_upload")
        except BackendUnavailable:
            raise
        except (OSError, RetryLater, SubmissionRejected, SubmissionUnknown) as exc:
            return self._not_accepted(doc, exc)
        return self._accepted(doc, task_id, now)

    def _too_late(self, doc: Document) -> Move:
        return self._move(
            doc,
            S.NEEDS_REVIEW,
            "deadline_exceeded",
            "the deadline passed before the document could be submitted",
        )

    def _accepted(self, doc: Document, task_id: str, now: datetime) -> Move:
        values = {
            "task_id": task_id,
            "submitted_at": now,
            "next_poll_at": now + timedelta(seconds=1),
            "poll_failures": 0,
        }
        return Move(doc.id, S.PROCESSING, S.SUBMITTING, values=values)

    def _not_accepted(self, doc: Document, exc: BaseException) -> Move:
        """The move of a document whose upload ended in `exc` (nothing accepted, or not
        known to be)."""
        if isinstance(exc, OSError):  # the file left the inbox after registration
            return self._move(
                doc,
                S.NEEDS_REVIEW,
                "source_missing",
                f"{doc.source_file} could not be read ({exc.strerror or exc}); put the "
                "file back and re-queue it with `po-pipeline review resubmit`",
            )
        if isinstance(exc, RetryLater):
            self.log.warning("Document %d not accepted yet: %s", doc.id, exc)
            # A Retry-After is honoured: the document is not claimed again before it passes.
            not_before = (
                self.clock() + timedelta(seconds=exc.retry_after)
                if exc.retry_after is not None
                else None
            )
            return self._move(doc, S.QUEUED, "submit_deferred", str(exc), next_poll_at=not_before)
        if isinstance(exc, SubmissionRejected):
            return self._move(doc, S.REMOTE_FAILED, exc.code, str(exc))
        if isinstance(exc, SubmissionUnknown):
            return self._unknown(doc, str(exc))
        raise exc

    def _requeue(
        self, doc: Document, reason: str, message: str, not_before: datetime | None = None
    ) -> Move:
        """A claimed document that was not sent goes back to the queue."""
        return self._move(doc, S.QUEUED, reason, message, next_poll_at=not_before)

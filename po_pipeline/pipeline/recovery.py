"""Recovery: documents a gone process left `submitting`, and uploads whose fate is unknown
settled against the backend's task list. Nothing is ever uploaded here."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from po_pipeline.extraction.base import TaskFinder
from po_pipeline.ledger import Document, Ledger
from po_pipeline.ledger import DocumentStatus as S
from po_pipeline.liveness import is_alive
from po_pipeline.pipeline.rounds import Steps


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


class Recovery(Steps):
    """The processor's recovery step."""

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

"""What the processor's steps share: how a document is named in messages, the moves of a
round written in one transaction, and the base the recovery, submit and poll steps build on."""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from po_pipeline.clock import Clock
from po_pipeline.extraction.base import ExtractionBackend, SubmitRequest
from po_pipeline.ledger import Claim, Document, DocumentStatus, Ledger, Move, Reschedule
from po_pipeline.ledger import DocumentStatus as S

if TYPE_CHECKING:
    from po_pipeline.pipeline.processing import ProcessingSettings
    from po_pipeline.pipeline.validation import Gate


def named(doc: Document) -> str:
    """How messages name a document: its ledger id and the file it came from."""
    return f"document {doc.id} ({Path(doc.source_file).name})"


_LOADED = ("order_number", "supplier", "total")


@dataclass
class Round:
    """What one poll round (or one batch of uploads) writes, in one transaction at its end,
    and how many in-flight slots it has free."""

    moves: list[Move] = field(default_factory=list)
    reschedules: list[Reschedule] = field(default_factory=list)
    free: int = 0

    def leaves(self, move: Move) -> bool:
        """Add the move of a document that leaves `processing`; True."""
        self.moves.append(move)
        return True


class Steps:
    """State and ledger writes shared by the processor's steps (`Processor` sets them)."""

    ledger: Ledger
    backend: ExtractionBackend
    settings: ProcessingSettings
    actor: str
    run_id: str | None
    log: logging.Logger | logging.LoggerAdapter
    doc_log: logging.Logger
    clock: Clock
    outcomes: Counter[str]
    gate: Gate

    @staticmethod
    def _request(doc: Document) -> SubmitRequest:
        return SubmitRequest(
            document_id=doc.id,
            path=Path(doc.source_file),
            filename=Path(doc.source_file).name,
            idempotency_key=doc.idempotency_key,
        )

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
        self._write(Round([self._unknown(doc, why)]))

    @staticmethod
    def _move(
        doc: Document, to: DocumentStatus, reason: str, message: str, **values: object
    ) -> Move:
        """Move `doc` on, guarded on the state it was read in: if anyone moved it since, the
        move is dropped (then we lose)."""
        return Move(doc.id, to, doc.status, reason=reason, message=message, values=values)

    def _write(self, round_: Round, *, claim: Claim | None = None) -> list[Document]:
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

"""What a person does with a document the pipeline would not decide, as plain functions:
the CLI (`po-pipeline review`) and the Dagster job `review_actions` call the same ones.

Every action is one guarded ledger transition with the operator as actor, a reason and a
message saying what changed; one that cannot be done raises ReviewRefused with why. The
warehouse follows when the document's partition is next published.
"""

from __future__ import annotations

import getpass
import json
from collections.abc import Mapping
from dataclasses import replace

import sqlalchemy as sa

from po_pipeline.ledger import OPERATOR_PREFIX, Document, DocumentStatus, Ledger
from po_pipeline.pipeline.validation import Accepted, Gate, validate_result

S = DocumentStatus
REVIEWABLE = (S.NEEDS_REVIEW, S.SUBMISSION_UNKNOWN, S.REMOTE_FAILED)
RESUBMITTABLE = REVIEWABLE
FAILABLE = (S.SUBMISSION_UNKNOWN,)
# An unknown upload may still have a task at the backend: settle it (fail) before rejecting.
REJECTABLE = (S.NEEDS_REVIEW, S.REMOTE_FAILED)
# Reasons a person may overrule by approving the extracted values as they are.
APPROVABLE_REASONS = frozenset({"low_confidence"})
FIELDS = ("order_number", "supplier", "total")


class ReviewRefused(Exception):
    """The action cannot be done to this document; the message says why."""


def operator(by: str | None) -> str:
    try:
        user = by or getpass.getuser()
    except OSError:  # no login name (some containers)
        user = "unknown"
    return f"{OPERATOR_PREFIX}{user}"


def document(ledger: Ledger, doc_id: int, allowed: tuple[DocumentStatus, ...]) -> Document:
    try:
        doc = ledger.get(doc_id)
    except sa.exc.NoResultFound as exc:
        raise ReviewRefused(f"document {doc_id} is not in the ledger") from exc
    if doc.status not in allowed:
        raise ReviewRefused(
            f"document {doc_id} is {doc.status.value}; this action needs one of "
            f"{', '.join(s.value for s in allowed)}"
        )
    return doc


def _move(
    ledger: Ledger,
    doc: Document,
    to: DocumentStatus,
    *,
    by: str | None,
    reason: str,
    message: str,
    **values: object,
) -> Document:
    """One guarded transition from the state `doc` was read in; `doc` as it was."""
    if not ledger.transition(
        doc.id,
        to,
        actor=operator(by),
        expect=[doc.status],
        reason=reason,
        message=message,
        **values,
    ):
        raise ReviewRefused(f"document {doc.id} changed state meanwhile; list again")
    return doc


def resubmit(ledger: Ledger, doc_id: int, *, reason: str, by: str | None) -> Document:
    """Back to `queued`, so the next run uploads it again ("resubmit anyway")."""
    doc = document(ledger, doc_id, RESUBMITTABLE)
    previous = f" (previous task {doc.task_id})" if doc.task_id else ""
    return _move(
        ledger,
        doc,
        S.QUEUED,
        by=by,
        reason="operator_resubmit",
        message=f"{reason}{previous}",
        task_id=None,
        next_poll_at=None,
        poll_failures=0,
        submitted_at=None,
        # A fresh attempt gets a fresh deadline of the same length as the first one.
        deadline_at=ledger.clock() + (doc.deadline_at - doc.discovered_at),
    )


def fail(ledger: Ledger, doc_id: int, *, reason: str, by: str | None) -> Document:
    """An unknown upload becomes remote_failed."""
    doc = document(ledger, doc_id, FAILABLE)
    return _move(ledger, doc, S.REMOTE_FAILED, by=by, reason="operator_failed", message=reason)


def reject(ledger: Ledger, doc_id: int, *, reason: str, by: str | None) -> Document:
    """A person's final no: needs_review or remote_failed becomes rejected."""
    if not reason.strip():
        raise ReviewRefused("a rejection must say why (--reason)")
    doc = document(ledger, doc_id, REJECTABLE)
    return _move(ledger, doc, S.REJECTED, by=by, reason="operator_rejected", message=reason.strip())


def approve(ledger: Ledger, doc_id: int, *, gate: Gate, note: str, by: str | None) -> str:
    """Accept the extracted values of a document only the confidence gate held back; every
    other check must still pass. Returns the values as loaded."""
    doc = document(ledger, doc_id, (S.NEEDS_REVIEW,))
    if doc.reason not in APPROVABLE_REASONS or not doc.result_json:
        raise ReviewRefused(
            f"document {doc_id} waits for `{doc.reason}`, which approving cannot settle; "
            "only a document held back by `low_confidence` can be approved as it stands"
        )
    opened = replace(gate, thresholds={name: 0.0 for name in gate.thresholds})
    verdict = validate_result(json.loads(doc.result_json), opened)
    if not isinstance(verdict, Accepted):
        raise ReviewRefused(f"document {doc_id} fails another check: {verdict.message}")
    who = operator(by)
    values = f"{verdict.order_number} | {verdict.supplier} | {verdict.total}"
    message = f"approved by {who}: {values}" + (f" ({note})" if note else "")
    _complete(ledger, doc, verdict, who=who, reason="operator_approved", message=message)
    return values


def correct(
    ledger: Ledger,
    doc_id: int,
    *,
    given: Mapping[str, str | None],
    gate: Gate,
    note: str,
    by: str | None,
) -> str:
    """Load the document with values a person read off it (`given`; None: as extracted),
    checked as an extraction would be. Returns what changed."""
    if all(given.get(name) is None for name in FIELDS):
        raise ReviewRefused("give at least one of --order-number, --supplier, --total")
    doc = document(ledger, doc_id, (S.NEEDS_REVIEW,))
    before = {"order_number": doc.order_number, "supplier": doc.supplier, "total": doc.total}
    values = {
        name: (new.strip() if (new := given.get(name)) is not None else (before[name] or ""))
        for name in FIELDS
    }
    verdict = validate_result({"results": {"Page_1": values}}, gate)
    if not isinstance(verdict, Accepted):
        raise ReviewRefused(f"the corrected values fail a check: {verdict.message}")
    who = operator(by)
    changes = "; ".join(
        f"{name}: {before[name] or '-'} -> {values[name]}"
        for name in FIELDS
        if given.get(name) is not None and values[name] != (before[name] or "")
    )
    message = f"corrected by {who}: {changes or 'no change'}" + (f" ({note})" if note else "")
    _complete(ledger, doc, verdict, who=who, reason="operator_corrected", message=message)
    return changes or "values as extracted"


def _complete(
    ledger: Ledger, doc: Document, verdict: Accepted, *, who: str, reason: str, message: str
) -> None:
    """needs_review -> completed with the values a person accepted."""
    refused = ledger.approve(
        doc.id,
        order_number=verdict.order_number,
        supplier=verdict.supplier,
        total=verdict.total,
        actor=who,
        reason=reason,
        message=message,
    )
    if refused:
        raise ReviewRefused(f"document {doc.id} was not loaded: {refused}")

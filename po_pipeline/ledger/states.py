"""Document states and the transitions the ledger allows between them."""

from __future__ import annotations

from enum import StrEnum


class DocumentStatus(StrEnum):
    DISCOVERED = "discovered"  # seen in the inbox, bytes fingerprinted, not yet checked
    QUEUED = "queued"  # passed intake checks, waiting for a submit slot
    SUBMITTING = "submitting"  # claimed by a submit step; the upload may be on the wire
    PROCESSING = "processing"  # the backend accepted it; we hold its task id and poll
    COMPLETED = "completed"  # validated fields, eligible for purchase_orders
    NEEDS_REVIEW = "needs_review"  # doubtful: validation, deadline, duplicate order number
    REMOTE_FAILED = "remote_failed"  # the backend said the task failed; its reason is kept
    SUBMISSION_UNKNOWN = "submission_unknown"  # upload outcome unknown, backend has no idempotency
    REJECTED = "rejected"  # bad input (empty, not a PDF, encrypted, too large), or an operator's no


S = DocumentStatus

# from-state -> states it may move to. Anything else is a bug and raises.
TRANSITIONS: dict[DocumentStatus, frozenset[DocumentStatus]] = {
    S.DISCOVERED: frozenset({S.QUEUED, S.REJECTED}),
    # queued -> needs_review: the hard deadline passed before a submit slot came free.
    S.QUEUED: frozenset({S.SUBMITTING, S.NEEDS_REVIEW}),
    # submitting -> queued: nothing reached the backend, or the backend asked us to come back
    # later (429) and the upload carries an idempotency key, so sending it again is safe.
    S.SUBMITTING: frozenset(
        {S.PROCESSING, S.QUEUED, S.SUBMISSION_UNKNOWN, S.REMOTE_FAILED, S.NEEDS_REVIEW}
    ),
    S.PROCESSING: frozenset({S.COMPLETED, S.NEEDS_REVIEW, S.REMOTE_FAILED}),
    # An operator (or reconciliation against the backend's task list) settles unknown uploads.
    S.SUBMISSION_UNKNOWN: frozenset({S.PROCESSING, S.QUEUED, S.REMOTE_FAILED}),
    # An operator may send a reviewed or failed document through extraction again, approve
    # values that only a soft rule (low confidence) held back, or reject it for good. Only a
    # person makes needs_review -> completed (Ledger.approve): the warehouse's reviewed_by
    # relies on it.
    S.NEEDS_REVIEW: frozenset({S.QUEUED, S.COMPLETED, S.REJECTED}),
    S.REMOTE_FAILED: frozenset({S.QUEUED, S.REJECTED}),
    S.COMPLETED: frozenset(),
    S.REJECTED: frozenset(),
}

# States in which the pipeline still has work to do for a document.
UNFINISHED: frozenset[DocumentStatus] = frozenset({S.QUEUED, S.SUBMITTING, S.PROCESSING})
# States whose documents belong in the needs_review table, each with a reason.
REVIEW_STATES: frozenset[DocumentStatus] = frozenset(
    {S.NEEDS_REVIEW, S.REMOTE_FAILED, S.SUBMISSION_UNKNOWN, S.REJECTED}
)


class IllegalTransition(Exception):
    """A caller asked for a move the state machine does not allow (a programming error)."""

"""review_actions: the review actions of `po-pipeline review` from the Dagster UI.

An operator opens the job's Launchpad, fills in the run config (what to do, to which
document, who they are and why) and launches it. The op calls the same functions as the
CLI (po_pipeline.pipeline.reviewing), records the ledger event, then republishes the tables for the
document's arrival day, so purchase_orders, needs_review and daily_summary show the decision
at once and the asset partitions record it. A refused action fails the run with the reason.
"""

from typing import Literal

import dagster as dg

from po_pipeline.defs.resources import IntakeResource, LedgerResource, WarehouseResource
from po_pipeline.defs.summary import summary_metadata
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.pipeline import reviewing
from po_pipeline.pipeline.reviewing import ReviewRefused
from po_pipeline.pipeline.validation import Gate
from po_pipeline.warehouse import TABLES, publish_tables


class ReviewActionConfig(dg.Config):
    action: Literal["approve", "correct", "reject", "retry", "fail"]
    document_id: int
    by: str  # who decides: recorded in the ledger event and in purchase_orders.reviewed_by
    reason: str = ""  # why: required to reject; kept for retry and fail
    note: str = ""  # for approve and correct
    order_number: str | None = None  # correct: the values read off the document
    supplier: str | None = None
    total: str | None = None
    # retry of a submission_unknown document may create a second remote task.
    retry_unknown_anyway: bool = False


@dg.op(description="Apply one review action, then republish the document's partition.")
def review_action(
    context: dg.OpExecutionContext,
    config: ReviewActionConfig,
    ledger: LedgerResource,
    warehouse: WarehouseResource,
    intake: IntakeResource,
) -> None:
    led = ledger.open()
    try:
        outcome = _apply(led, config, Gate.load(intake.schema_path))
    except ReviewRefused as exc:
        raise dg.Failure(description=str(exc)) from exc
    partition = led.get(config.document_id).arrival_partition
    store = warehouse.open()
    republished = publish_tables(led, store, tables=list(TABLES), partitions=[partition])
    for table, published in republished.items():
        metadata = {"rows": len(published.rows), "document_id": config.document_id}
        if table == "daily_summary":
            metadata |= summary_metadata(store, published.rows)
        context.log_event(
            dg.AssetMaterialization(
                asset_key=table,
                partition=partition,
                description=f"republished after review action {config.action}",
                metadata=metadata,
            )
        )
    context.log.info(
        "Document %d: %s by %s (%s); partition %s republished",
        config.document_id, config.action, config.by, outcome, partition,
    )  # fmt: skip


def _apply(led: Ledger, config: ReviewActionConfig, gate: Gate) -> str:
    """The action done, as a few words for the log; ReviewRefused when it cannot be."""
    doc_id, by = config.document_id, config.by
    match config.action:
        case "approve":
            return reviewing.approve(led, doc_id, gate=gate, note=config.note, by=by)
        case "correct":
            given = {
                "order_number": config.order_number,
                "supplier": config.supplier,
                "total": config.total,
            }
            return reviewing.correct(led, doc_id, given=given, gate=gate, note=config.note, by=by)
        case "reject":
            reviewing.reject(led, doc_id, reason=config.reason, by=by)
            return "now rejected"
        case "retry":
            doc = reviewing.document(led, doc_id, reviewing.RESUBMITTABLE)
            if doc.status is DocumentStatus.SUBMISSION_UNKNOWN and not config.retry_unknown_anyway:
                raise ReviewRefused(
                    f"document {doc_id}'s upload may have a task at the backend already; "
                    "check the backend's task list, then set retry_unknown_anyway: true"
                )
            reason = config.reason or "retried from the Dagster UI"
            reviewing.resubmit(led, doc_id, reason=reason, by=by)
            return "queued again: the next run extracts it"
        case "fail":
            reason = config.reason or "marked failed from the Dagster UI"
            reviewing.fail(led, doc_id, reason=reason, by=by)
            return "now remote_failed"


@dg.job(description="A person's decision on one document (approve, correct, reject, retry, "
        "fail), recorded in the ledger and published at once.")  # fmt: skip
def review_actions() -> None:
    review_action()

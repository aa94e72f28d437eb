"""A document waiting in needs_review, for the tests of the review actions (CLI, job, UI)."""

from __future__ import annotations

from datetime import timedelta

from po_pipeline.ledger import DocumentStatus, Ledger

S = DocumentStatus


def hold_missing_total(ledger: Ledger, partition: str) -> int:
    """Register a document in `partition` and take it to needs_review as the pipeline would
    (queued, submitted, processed as task job_7): it states no total. Returns its id."""
    doc = ledger.register(
        path="inbox/po.pdf", sha256="7".ljust(64, "0"), size_bytes=1, mtime_ns=1,
        schema_version="1", arrival_partition=partition, deadline=timedelta(hours=24),
        actor="test",
    ).document  # fmt: skip
    for to in (S.QUEUED, S.SUBMITTING, S.PROCESSING):
        assert ledger.transition(doc.id, to, actor="test", task_id="job_7", backend="local")
    assert ledger.transition(
        doc.id, S.NEEDS_REVIEW, actor="test", reason="missing_total",
        order_number="PO-7", supplier="Acme GmbH", total="",
    )  # fmt: skip
    return doc.id

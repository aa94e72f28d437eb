"""A ledger document registered and walked through the extraction lifecycle, for tests of
what is published from the ledger (the warehouse tables, daily_summary, the asset checks)."""

from __future__ import annotations

from datetime import timedelta

from po_pipeline.ledger import DocumentStatus, Ledger

S = DocumentStatus


def walked(
    ledger: Ledger,
    n: int,
    last: DocumentStatus,
    *,
    day: str,
    supplier: str = "Acme",
    total: str = "10.00",
    reason: str = "missing_total",
    review_total: str = "",
) -> int:
    """Document `n`, arrived on `day`, walked up to `last`: queued, submitting, processing,
    completed (with `supplier` and `total`) or held in needs_review (`reason`, with
    `supplier` and `review_total`). Its id."""
    doc = ledger.register(
        path=f"inbox/{n}.pdf", sha256=f"{n}".ljust(64, "0"), size_bytes=1, mtime_ns=1,
        schema_version="1", arrival_partition=day, deadline=timedelta(hours=24), actor="test",
    ).document  # fmt: skip
    for to in (S.QUEUED, S.SUBMITTING, S.PROCESSING):
        assert ledger.transition(doc.id, to, actor="test", task_id=f"job_{n}", backend="local")
        if to is last:
            return doc.id
    if last is S.COMPLETED:
        assert ledger.complete(
            doc.id, order_number=f"PO-{n}", supplier=supplier, total=total, result_json="{}",
            actor="test",
        )  # fmt: skip
    elif last is S.NEEDS_REVIEW:
        assert ledger.transition(
            doc.id, S.NEEDS_REVIEW, actor="test", reason=reason,
            order_number=f"PO-{n}", supplier=supplier, total=review_total,
        )  # fmt: skip
    return doc.id

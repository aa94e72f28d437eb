"""Rows for the warehouse, made from ledger documents (the ledger is the source of truth)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from typing import Any

from po_pipeline.ledger import REVIEW_STATES, Document, DocumentStatus


def purchase_order_rows(docs: Iterable[Document]) -> list[dict[str, Any]]:
    return [
        {
            "document_id": d.id,
            "order_number": d.order_number,
            "supplier": d.supplier,
            "total": Decimal(d.total or "0"),
            "arrival_date": date.fromisoformat(d.arrival_partition),
            "source_file": d.source_file,
            "fingerprint": d.fingerprint,
            "backend": d.backend,
            "task_id": d.task_id,
            "extracted_at": d.finished_at or d.updated_at,
        }
        for d in docs
        if d.status is DocumentStatus.COMPLETED
    ]


def needs_review_rows(docs: Iterable[Document]) -> list[dict[str, Any]]:
    return [
        {
            "document_id": d.id,
            "status": d.status.value,
            "reason": d.reason or d.status.value,
            "message": d.message,
            "order_number": d.order_number,
            "supplier": d.supplier,
            "total": d.total,
            "arrival_date": date.fromisoformat(d.arrival_partition),
            "source_file": d.source_file,
            "fingerprint": d.fingerprint,
            "backend": d.backend,
            "task_id": d.task_id,
            "since": d.updated_at,
        }
        for d in docs
        if d.status in REVIEW_STATES
    ]

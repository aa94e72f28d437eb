"""Rows for the warehouse, made from ledger documents (the ledger is the source of truth)."""

from __future__ import annotations

import json
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
            "candidates": _candidates_json(d.result_json),
        }
        for d in docs
        if d.status in REVIEW_STATES
    ]


def _candidates_json(result_json: str | None) -> str | None:
    """The candidates per field a reviewer picks from, as JSON; None when the backend
    offered none (ComPDF) or nothing was extracted."""
    offered = candidates_of(result_json)
    return json.dumps(offered, ensure_ascii=False) if offered else None


def candidates_of(result_json: str | None) -> dict[str, list[dict[str, Any]]]:
    """{field: [{"value", "confidence"}, ...]} from a stored extraction result."""
    if not result_json:
        return {}
    try:
        fields = json.loads(result_json).get("fields")
    except (ValueError, AttributeError):
        return {}
    if not isinstance(fields, dict):
        return {}
    return {
        name: list(f["candidates"])
        for name, f in fields.items()
        if isinstance(f, dict) and f.get("candidates")
    }

"""Warehouse rows as the publisher makes them from the ledger, for the warehouse tests."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any


def order_row(
    n: int, day: date, *, supplier: str = "Acme", total: str = "1.00",
    reviewed_by: str | None = None,
) -> dict[str, Any]:  # fmt: skip
    """A purchase_orders row for document `n` (order number PO-n)."""
    return {
        "document_id": n, "order_number": f"PO-{n}", "supplier": supplier,
        "total": Decimal(total), "arrival_date": day, "source_file": f"{n}.pdf",
        "fingerprint": f"f{n}", "backend": "local", "task_id": f"job_{n}",
        "extracted_at": datetime(2025, 1, 1, tzinfo=UTC), "reviewed_by": reviewed_by,
        "reviewed_at": datetime(2025, 1, 2, tzinfo=UTC) if reviewed_by else None,
    }  # fmt: skip


def review_row(
    n: int, day: date, *, since: datetime, status: str = "needs_review",
    reason: str = "low_confidence", candidates: str | None = None,
) -> dict[str, Any]:  # fmt: skip
    """A needs_review row for document `n`, waiting since `since`."""
    return {
        "document_id": n, "status": status, "reason": reason, "message": None,
        "order_number": f"PO-{n}", "supplier": None, "total": None, "arrival_date": day,
        "source_file": f"{n}.pdf", "fingerprint": f"f{n}", "backend": "local",
        "task_id": None, "since": since, "candidates": candidates,
    }  # fmt: skip

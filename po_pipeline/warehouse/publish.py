"""Rows for the warehouse, made from ledger documents (the ledger is the source of truth),
and the one operation that publishes a table's partitions from the ledger."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from po_pipeline.ledger import (
    OPERATOR_PREFIX,
    REVIEW_STATES,
    Document,
    DocumentStatus,
    Ledger,
    LedgerEvent,
)
from po_pipeline.warehouse.store import Warehouse


@dataclass(frozen=True)
class Published:
    table: str
    partitions: list[str]
    rows: list[dict[str, Any]]  # as written


def publish(
    ledger: Ledger, warehouse: Warehouse, *, table: str, partitions: Sequence[str]
) -> Published:
    """Rewrite `table`'s rows for `partitions` from the ledger, then record in the ledger
    which ledger state they reflect. A publish cut off before the end records nothing, so
    the partitions stay stale (Ledger.stale_partitions) and the next run rewrites them."""
    return publish_tables(ledger, warehouse, tables=[table], partitions=partitions)[table]


def publish_tables(
    ledger: Ledger, warehouse: Warehouse, *, tables: Sequence[str], partitions: Sequence[str]
) -> dict[str, Published]:
    """publish() for each of `tables`, all in one warehouse snapshot: one copy of the file,
    one replace, and no moment at which a reader sees one table ahead of another (a
    document just approved in both needs_review and purchase_orders). The ledger is read,
    and the publish recorded, in this publisher's turn at the file: two runs of one day
    publishing at once (a backfill's run beside the sensor's) would otherwise let the one
    that waited write what it read before waiting over the other's newer rows, and record
    its reading as the latest."""
    with warehouse.publish_lock():
        as_of = ledger.clock()  # taken before reading: later ledger changes make them stale
        rows = {table: _rows(ledger, table, partitions) for table in tables}
        warehouse.replace_tables(rows, partitions)
        for table in tables:
            ledger.mark_published(table, partitions, as_of=as_of)
    return {table: Published(table, list(partitions), rows[table]) for table in tables}


def _rows(ledger: Ledger, table: str, partitions: Sequence[str]) -> list[dict[str, Any]]:
    """`table`'s rows for `partitions`, made from the ledger."""
    if table == "purchase_orders":
        docs = ledger.documents(partitions=partitions, statuses=[DocumentStatus.COMPLETED])
        return purchase_order_rows(docs, reviews=ledger.reviews(partitions))
    if table == "needs_review":
        return needs_review_rows(ledger.documents(partitions=partitions, statuses=REVIEW_STATES))
    if table == "daily_summary":
        return daily_summary_rows(ledger.count_by_partition(partitions=partitions))
    raise ValueError(f"{table!r} is not a warehouse table")


def purchase_order_rows(
    docs: Iterable[Document], *, reviews: Mapping[int, LedgerEvent]
) -> list[dict[str, Any]]:
    """`reviews`: the event by which a person approved or corrected a document
    (Ledger.reviews); it names the row's reviewer."""
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
            "reviewed_by": _person(reviews[d.id].actor) if d.id in reviews else None,
            "reviewed_at": reviews[d.id].at if d.id in reviews else None,
        }
        for d in docs
        if d.status is DocumentStatus.COMPLETED
    ]


def _person(actor: str) -> str:
    return actor.removeprefix(OPERATOR_PREFIX)


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


def daily_summary_rows(counts: Mapping[str, Mapping[str, int]]) -> list[dict[str, Any]]:
    """`counts`: documents per arrival partition and state (Ledger.count_by_partition); one
    row per day and state that has documents, days in order, states in lifecycle order."""
    return [
        {"arrival_date": date.fromisoformat(day), "status": status.value, "documents": n}
        for day in sorted(counts)
        for status in DocumentStatus
        if (n := counts[day].get(status.value, 0))
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

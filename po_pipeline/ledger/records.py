"""What the ledger hands out: documents, registrations, events (frozen dataclasses)."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from po_pipeline.ledger.states import DocumentStatus

# The actor of a person's ledger events: "operator:" + their name (`--by`, or the login).
OPERATOR_PREFIX = "operator:"


@dataclass(frozen=True)
class Document:
    """A ledger row as the rest of the pipeline sees it."""

    id: int
    fingerprint: str
    sha256: str
    schema_version: str
    source_file: str
    size_bytes: int
    status: DocumentStatus
    idempotency_key: str
    backend: str | None
    task_id: str | None
    arrival_partition: str
    discovered_at: datetime
    submitted_at: datetime | None
    upload_started_at: datetime | None  # the latest claim's upload began (None: not yet)
    finished_at: datetime | None
    deadline_at: datetime
    next_poll_at: datetime | None
    poll_failures: int
    reason: str | None
    message: str | None
    order_number: str | None
    supplier: str | None
    total: str | None
    result_json: str | None
    updated_at: datetime

    @classmethod
    def from_row(cls, row: sa.Row[Any]) -> Document:
        values = {f.name: getattr(row, f.name) for f in fields(cls)}
        values["status"] = DocumentStatus(values["status"])
        return cls(**values)


@dataclass(frozen=True)
class OpenWindow:
    """The processing documents of some partitions, summed up without reading them."""

    count: int
    # The soonest next poll time among them; None when there are none. A document that
    # has none set (poll it now) counts as due at `due_now`'s moment.
    next_poll_at: datetime | None
    due_now: bool  # one of them has no next poll time set
    failing: bool  # one of them has failed polls in a row


@dataclass(frozen=True)
class Registration:
    document: Document
    created: bool  # False: the same bytes were already known (maybe under another name)


@dataclass(frozen=True)
class LedgerEvent:
    document_id: int
    at: datetime
    actor: str
    from_status: str | None
    to_status: str
    reason: str | None
    message: str | None


def make_fingerprint(sha256: str, schema_version: str) -> str:
    return f"{sha256}:{schema_version}"


def result_to_json(result: dict[str, Any]) -> str:
    return json.dumps(result, ensure_ascii=False, sort_keys=True)

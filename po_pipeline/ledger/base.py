"""What the ledger's parts share: its engine and clock."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from po_pipeline.clock import Clock
from po_pipeline.ledger.records import LedgerEvent


class LedgerBase:
    """The state every part of `Ledger` works on (`Ledger.__init__` sets it)."""

    url: str
    engine: sa.Engine
    clock: Clock


def event_of(row: sa.Row[Any]) -> LedgerEvent:
    return LedgerEvent(
        document_id=row.document_id,
        at=row.at,
        actor=row.actor,
        from_status=row.from_status,
        to_status=row.to_status,
        reason=row.reason,
        message=row.message,
    )

"""Run requests per partition, claimed like documents: one guarded write decides which of
two ticks evaluated at once asks for a partition's run. No Dagster here: whether the run a
request asked for exists is the caller's to tell."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa

from po_pipeline.ledger.ledger import Ledger
from po_pipeline.ledger.tables import run_requests


@dataclass(frozen=True)
class RunRequest:
    partition: str
    run_key: str
    requested_at: datetime
    actor: str


def last_requests(ledger: Ledger, partitions: Sequence[str]) -> dict[str, RunRequest]:
    """The latest run request of each of `partitions` that ever had one."""
    if not partitions:
        return {}
    query = sa.select(run_requests).where(run_requests.c.arrival_partition.in_(list(partitions)))
    with ledger.engine.connect() as conn:
        return {
            row.arrival_partition: RunRequest(
                row.arrival_partition, row.run_key, row.requested_at, row.actor
            )
            for row in conn.execute(query)
        }


def claim_request(
    ledger: Ledger, partition: str, *, seen: str | None, run_key: str, actor: str
) -> bool:
    """Record `run_key` as the partition's latest request if the latest is still `seen`
    (None: there was none); False when another requester swapped it first."""
    row = {"run_key": run_key, "requested_at": ledger.clock(), "actor": actor}
    if seen is None:
        try:
            with ledger.engine.begin() as conn:
                conn.execute(run_requests.insert().values(arrival_partition=partition, **row))
        except sa.exc.IntegrityError:  # another requester inserted it first
            return False
        return True
    with ledger.engine.begin() as conn:
        swapped = conn.execute(
            run_requests.update()
            .where(run_requests.c.arrival_partition == partition, run_requests.c.run_key == seen)
            .values(**row)
        )
    return swapped.rowcount == 1

"""Publications: which ledger state each warehouse partition reflects."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import sqlalchemy as sa

from po_pipeline.ledger.base import LedgerBase
from po_pipeline.ledger.tables import (
    documents,
    publications,
)


class Publications(LedgerBase):
    """The ledger's record of warehouse publishes."""

    def mark_published(self, table: str, partitions: Sequence[str], *, as_of: datetime) -> None:
        """Record that `table` now reflects the ledger as it was at `as_of` for `partitions`."""
        with self.engine.begin() as conn:
            conn.execute(
                publications.delete().where(
                    publications.c.table_name == table,
                    publications.c.arrival_partition.in_(list(partitions)),
                )
            )
            if partitions:
                conn.execute(
                    publications.insert(),
                    [
                        {"arrival_partition": p, "table_name": table, "as_of": as_of}
                        for p in partitions
                    ],
                )

    def stale_partitions(
        self, tables: Sequence[str], *, partitions: Sequence[str] | None = None
    ) -> list[str]:
        """Partitions (of `partitions`, if given) with documents changed after the last
        publish of any of `tables` (or never published): their warehouse rows may not match
        the ledger."""
        changed = sa.select(
            documents.c.arrival_partition, sa.func.max(documents.c.updated_at).label("changed")
        )
        if partitions is not None:
            changed = changed.where(documents.c.arrival_partition.in_(list(partitions)))
        latest = changed.group_by(documents.c.arrival_partition).subquery()
        stale: set[str] = set()
        with self.engine.connect() as conn:
            for table in tables:
                published = publications.c.as_of
                query = (
                    sa.select(latest.c.arrival_partition)
                    .outerjoin(
                        publications,
                        sa.and_(
                            publications.c.arrival_partition == latest.c.arrival_partition,
                            publications.c.table_name == table,
                        ),
                    )
                    .where(sa.or_(published.is_(None), latest.c.changed > published))
                )
                stale.update(conn.execute(query).scalars())
        return sorted(stale)

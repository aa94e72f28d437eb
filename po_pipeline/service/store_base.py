"""What the job store's parts share: its engine, its clock and the guarded UPDATE."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, update

from po_pipeline.clock import Clock
from po_pipeline.service.tables import jobs


class StoreBase:
    """The state every part of `JobStore` works on (`JobStore.__init__` sets it)."""

    engine: Engine
    _clock: Clock
    # Told the ids of jobs this store moved to a terminal state (the service's long
    # polls wait on it: po_pipeline/service/waiting.py).
    on_ended: Callable[[Iterable[str]], None] | None

    def now(self) -> datetime:
        return self._clock()

    def ended_elsewhere(self, job_id: str) -> None:
        """Another process (a worker) ended this job through its own store: tell ours."""
        self._ended(job_id, True)

    def _ended(self, job_id: str, moved: bool) -> bool:
        if moved and self.on_ended is not None:
            self.on_ended((job_id,))
        return moved

    def _update(self, *where: Any, **values: Any) -> bool:
        with self.engine.begin() as conn:
            return conn.execute(update(jobs).where(*where).values(**values)).rowcount > 0

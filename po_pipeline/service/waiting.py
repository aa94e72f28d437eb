"""Long polls: a status call that the service holds until one of its jobs ends.

`GET /api/v1/jobs?ids=...&wait=S` answers at once when a job it lists has already ended (or
none is still pending or running); otherwise it waits until one of them ends or S seconds
pass, then answers with the jobs as they are then. The dispatcher's thread records how jobs
end; the store tells `FinishedJobs`, which wakes the requests waiting on the event loop.

Only jobs that end in this process wake a waiter: with several services sharing one store, a
job finished by another one is seen when the wait runs out, as a plain poll after the same
Retry-After would see it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

# The longest a status call may be held (`wait`), as the longest Retry-After a client honours
# (the pipeline clamps Retry-After to [1, 30] s).
MAX_WAIT_S = 30.0


@dataclass(eq=False)
class _Waiter:
    job_ids: frozenset[str]
    loop: asyncio.AbstractEventLoop
    ended: asyncio.Event = field(default_factory=asyncio.Event)


class FinishedJobs:
    """Wakes the long polls waiting on jobs that ended. Safe to call from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiters: set[_Waiter] = set()

    def ended(self, job_ids: Iterable[str]) -> None:
        """These jobs reached a terminal state (completed, failed, cancelled)."""
        ended = set(job_ids)
        with self._lock:
            woken = [w for w in self._waiters if not ended.isdisjoint(w.job_ids)]
        for waiter in woken:
            waiter.loop.call_soon_threadsafe(waiter.ended.set)

    @asynccontextmanager
    async def watch(self, job_ids: Iterable[str]) -> AsyncIterator[_Watch]:
        """Watch `job_ids` from now on; enter before reading the jobs, so one that ends
        between the read and the wait is not missed."""
        waiter = _Waiter(frozenset(job_ids), asyncio.get_running_loop())
        with self._lock:
            self._waiters.add(waiter)
        try:
            yield _Watch(waiter)
        finally:
            with self._lock:
                self._waiters.discard(waiter)


class _Watch:
    def __init__(self, waiter: _Waiter) -> None:
        self._waiter = waiter

    async def wait(self, seconds: float) -> bool:
        """True as soon as a watched job ended (since the watch began); False after
        `seconds` without one."""
        try:
            await asyncio.wait_for(self._waiter.ended.wait(), timeout=max(seconds, 0.0))
        except TimeoutError:
            return False
        return True

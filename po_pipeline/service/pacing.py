"""When a client should ask about a job again: `Retry-After`, and a queued job's own estimate.

A job list answers many jobs with one `Retry-After` header, the soonest of them; a client
that polls each job at that pace asks about every queued job each second, however far back
in the queue it waits (on the 2-core machine most of the status calls' cost, on both sides,
was jobs that had not started: bench/README.md, end to end). So each unfinished job in a
list also carries its own `retry_after`: 1 s while running, and while pending three quarters of the
time the jobs ahead of it should take at the pace jobs have been finishing lately (never
less than 1 s nor more than 30 s), or the single job's `Retry-After` when no pace is known.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

from po_pipeline.service.models import JobStatus

RUNNING_RETRY_AFTER_S = 1
PENDING_RETRY_AFTER_S = 2
MAX_RETRY_AFTER_S = 30  # the longest Retry-After the pipeline honours


def poll_seconds(status: JobStatus) -> int | None:
    """The `Retry-After` of one job's own answer: None once it has ended."""
    if status is JobStatus.RUNNING:
        return RUNNING_RETRY_AFTER_S
    if status is JobStatus.PENDING:
        return PENDING_RETRY_AFTER_S
    return None


# A queued job is asked about again at this share of the wait its place predicts: the pace
# changes (on a busy machine by a quarter within seconds), and a job that finished before it
# is asked about holds its in-flight slot, at the end of a batch the batch itself. Each
# answer then predicts the rest of the wait afresh.
EARLY = 0.75


def queued_seconds(position: int, seconds_per_job: float) -> int:
    """The estimate for a pending job with `position` jobs ahead of it in the queue: EARLY
    of the wait its place predicts, rounded down, within [1, 30] s."""
    wait = int(position * seconds_per_job * EARLY)
    return min(max(wait, RUNNING_RETRY_AFTER_S), MAX_RETRY_AFTER_S)


class Pace:
    """How fast jobs have been finishing: the dispatcher tells it each job that ended.

    Seconds per job over the latest run of endings with no gap over `max_gap_s` between them
    (nor since the last one), at most `keep` of them: known once `least` such endings are in.
    A gap means the service was idle, or that jobs are too slow for a pace to say much (then
    a queued job's answer keeps its own Retry-After); counted in, an idle spell before a
    batch would put that batch's queued jobs a whole spell late."""

    def __init__(
        self,
        *,
        keep: int = 128,
        least: int = 4,
        max_gap_s: float = 2.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._ends: deque[float] = deque(maxlen=keep)
        self._least = least
        self._max_gap_s = max_gap_s
        self._clock = clock
        self._lock = threading.Lock()

    def ended(self, count: int = 1) -> None:
        now = self._clock()
        with self._lock:
            if self._ends and now - self._ends[-1] > self._max_gap_s:
                self._ends.clear()  # a new run of endings
            self._ends.extend([now] * count)

    def seconds_per_job(self) -> float | None:
        with self._lock:
            ends = list(self._ends)
        if len(ends) < self._least or self._clock() - ends[-1] > self._max_gap_s:
            return None
        return (ends[-1] - ends[0]) / (len(ends) - 1)

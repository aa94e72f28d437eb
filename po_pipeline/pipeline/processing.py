"""Submit and poll: moving documents through the ledger against an extraction backend.

No Dagster here: the `submit` and `poll` ops are thin wrappers, and `po-pipeline` commands
or tests can drive the same code. Clock and sleep are injectable.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from po_pipeline.clock import Clock, utc_now
from po_pipeline.extraction.base import ExtractionBackend, HeldStatus
from po_pipeline.ledger import Ledger
from po_pipeline.pipeline.polling import Polling
from po_pipeline.pipeline.recovery import Recovery, orphans
from po_pipeline.pipeline.submitting import Submitting
from po_pipeline.pipeline.validation import Gate

__all__ = [
    "DEFAULT_MAX_IN_FLIGHT",
    "ORPHAN_AFTER_SECONDS",
    "ProcessingSettings",
    "Processor",
    "orphans",
]

# Remote tasks open at once, per run (PO_MAX_IN_FLIGHT). To keep W service workers busy it
# must exceed W: a finished task is only seen at its next poll (Retry-After, at least 1 s),
# and only the tasks queued behind it at the service keep its worker busy meanwhile. About
# W x (1 + 1.2 s / L) for jobs of L seconds: 3 W for 1 s jobs (bench/orchestration.py).
DEFAULT_MAX_IN_FLIGHT = 4
# A document left `submitting` by a process that is gone is recovered at once. Only when
# its claimer cannot be checked (another host, or a claim made before claimers were
# recorded) does recovery wait this long: longer than any upload's timeouts, so a live
# upload in an overlapping run is never mistaken for an orphan.
ORPHAN_AFTER_SECONDS = 300.0


@dataclass(frozen=True)
class ProcessingSettings:
    """How a run drives its backend. The first three are configuration (ExtractionResource
    holds their defaults); the rest are tuning with no setting of their own."""

    max_in_flight: int  # remote tasks open at once, per run
    poll_budget_seconds: float  # how long one run keeps polling; the rest resumes later
    max_poll_failures: int  # consecutive failed status/result GETs before review
    # With a backend that answers many tasks per status call, a poll round waits this long
    # past its first due task, so the tasks falling due just after it share the call.
    poll_coalesce_seconds: float = 0.2
    orphan_after_seconds: float = ORPHAN_AFTER_SECONDS
    # At most one progress line per this many seconds while polling, however many
    # documents are open: a large batch must not log a line per poll per document.
    progress_every_seconds: float = 15.0
    # What a result must clear to be loaded; None: the packaged field schema's gate.
    gate: Gate | None = None


class Processor(Recovery, Submitting, Polling):
    """Drives one run's partitions: submit up to max_in_flight, poll, slide the window. The
    steps live beside it: recovery.py, submitting.py, polling.py (rounds.py is their base)."""

    def __init__(
        self,
        ledger: Ledger,
        backend: ExtractionBackend,
        *,
        settings: ProcessingSettings,
        actor: str,
        log: logging.Logger | logging.LoggerAdapter | None = None,
        clock: Clock = utc_now,
        sleep: Callable[[float], None] = time.sleep,
        run_id: str | None = None,
    ) -> None:
        self.ledger = ledger
        self.run_id = run_id
        self._registered = False
        self.backend = backend
        self.settings = settings
        self.actor = actor
        self.log = log or logging.getLogger(__name__)
        # A line per document goes to this module's logger, never to `log` (a Dagster run's
        # event log when an op drives us): 1,000 documents would write 2,000 event-log rows.
        # The ledger's events are the per-document record; `log` gets the progress lines,
        # warnings and the run's outcome counts.
        self.doc_log = logging.getLogger(__name__)
        # The backend's last word on each open task (pending, running), for progress lines.
        self._backend_state: dict[int, str] = {}
        self.clock = clock
        self.sleep = sleep
        self.outcomes: Counter[str] = Counter()
        self.gate = settings.gate or Gate.load("")
        # Whether the backend holds a status call until a task ends (a long poll): False once
        # it answered one at once with no news (a service that ignores `wait`).
        self._holds = isinstance(backend, HeldStatus)

    def run(self, partitions: Sequence[str]) -> Counter[str]:
        """Everything one run does: recover orphans, submit, poll."""
        self.recover_interrupted(partitions)
        self.submit_available(partitions)
        return self.poll(partitions)

"""The inbox's observe, settle and register loop. No Dagster here.

A file is registered once two looks at the inbox see it with the same size and mtime, so
half-written files wait. The inbox sensor takes one look per tick (the previous look
travels in its cursor); `po-pipeline run` looks again until nothing is settling."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from po_pipeline.ledger import Ledger, Registration
from po_pipeline.pipeline.arrivals import Observation, observe_inbox, settled
from po_pipeline.pipeline.intake import Budget, IntakeSettings, register_files

# How often, and how far apart, `po-pipeline run` looks at the inbox for files to settle.
SETTLE_ROUNDS = 10
SETTLE_SECONDS = 1.0


@dataclass(frozen=True)
class InboxPass:
    registered: list[Registration]
    # Files to look at again next time: still settling, or settled but left by the budget
    # (the next pass registers them first thing).
    waiting: dict[str, Observation]


def register_settled(
    inbox: Path,
    previous: Mapping[str, Observation],
    ledger: Ledger,
    *,
    settings: IntakeSettings,
    actor: str,
    budget: Budget | None = None,
) -> InboxPass:
    """One look at the inbox: register the files unchanged since `previous` (the last
    look's `waiting`), as far as `budget` allows (None: all of them)."""
    current = observe_inbox(inbox)
    ready, waiting = settled(current, previous, ledger)
    done = register_files(
        ready, ledger, settings=settings, observations=current, actor=actor, budget=budget
    )
    waiting.update((later, current[later]) for later in done.left)
    return InboxPass(done.registered, waiting)


def register_until_settled(
    inbox: Path,
    ledger: Ledger,
    *,
    settings: IntakeSettings,
    actor: str,
    rounds: int = SETTLE_ROUNDS,
    pause: float = SETTLE_SECONDS,
) -> tuple[list[str], int]:
    """Look at the inbox up to `rounds` times, `pause` seconds apart, until no file is still
    being written; returns the partitions of new documents and how many files still were."""
    previous: dict[str, Observation] = {}
    partitions: set[str] = set()
    for _ in range(rounds):
        done = register_settled(inbox, previous, ledger, settings=settings, actor=actor)
        partitions |= new_partitions(done.registered)
        if not done.waiting:
            return sorted(partitions), 0
        previous = done.waiting
        time.sleep(pause)
    return sorted(partitions), len(previous)


def new_partitions(registered: Iterable[Registration]) -> set[str]:
    """The partitions of the documents these registrations created (not of files whose
    bytes were already known)."""
    return {r.document.arrival_partition for r in registered if r.created}

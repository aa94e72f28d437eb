"""Which arrival partitions need an extraction run. No Dagster here."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from po_pipeline.ledger import UNFINISHED, DocumentStatus, Ledger
from po_pipeline.pipeline.processing import ORPHAN_AFTER_SECONDS, orphans
from po_pipeline.warehouse import TABLES


def partitions_to_run(
    ledger: Ledger,
    *,
    sweep: bool,
    also: Iterable[str] = (),
    within: Collection[str] | None = None,
) -> list[str]:
    """The partitions, in order, that a run must visit: `also` (new documents, rejected ones
    too since needs_review must show them; the nightly batch's previous day), those with
    work the ledger holds, and those whose tables lag the ledger (a publish failed or was
    cut off: without a run nothing would rewrite them). `within`, if given, bounds them
    (the partitions that exist).

    A `sweep` (the nightly batch, `po-pipeline run`) takes every unfinished document and
    every upload of unknown outcome, which the run reconciles against the backend's task
    list. The inbox sensor, which ticks every few seconds, does not (`sweep=False`): it
    takes queued and processing documents, and of the uploads in flight only those whose
    process is gone (processing.orphans; the next run recovers them at once), since a live
    one's run is still at it."""
    stale = ledger.stale_partitions(list(TABLES))
    chosen = set(also) | set(stale) | _with_work(ledger, sweep=sweep)
    if within is not None:
        chosen &= set(within)
    return sorted(chosen)


def _with_work(ledger: Ledger, *, sweep: bool) -> set[str]:
    """Partitions with documents a run has work on (see partitions_to_run)."""
    if sweep:
        return set(ledger.partitions_with([*UNFINISHED, DocumentStatus.SUBMISSION_UNKNOWN]))
    waiting = ledger.partitions_with([DocumentStatus.QUEUED, DocumentStatus.PROCESSING])
    cut_off = {doc.arrival_partition for doc, _ in orphans(ledger, None, ORPHAN_AFTER_SECONDS)}
    return set(waiting) | cut_off

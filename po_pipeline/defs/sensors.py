"""inbox_sensor: register settled files, then ask for a run per partition with queued work."""

import json
import time
import uuid
from pathlib import Path

import dagster as dg

from po_pipeline.config import sensor_interval_seconds
from po_pipeline.defs.assets import extract_job
from po_pipeline.defs.liveness import fail_dead_runs
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.intake import observe_inbox, register_files, settled
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.processing import ProcessingSettings, orphans
from po_pipeline.warehouse import TABLES

# Seconds a tick spends registering (hashing, checking) settled files; the rest wait in the
# cursor for the next tick, so a bulk drop never runs a tick into Dagster's 60 s timeout.
REGISTER_SECONDS = 10.0
# Files registered per call between two looks at the clock: each call ends with a write and
# a read of its own, and a chunk takes well under a second.
REGISTER_CHUNK = 50

ACTIVE_RUN_STATUSES = [
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]


def runs_holding(instance: dg.DagsterInstance, partitions: list[str]) -> dict[str, dg.DagsterRun]:
    """The queued or running run of each partition that has one."""
    held: dict[str, dg.DagsterRun] = {}
    for partition in partitions:
        runs = instance.get_runs(
            filters=dg.RunsFilter(
                job_name=extract_job.name,
                statuses=ACTIVE_RUN_STATUSES,
                tags={"dagster/partition": partition},
            ),
            limit=1,
        )
        if runs:
            held[partition] = runs[0]
    return held


def partitions_with_work(ledger: Ledger, *, new: set[str]) -> list[str]:
    """Partitions with new documents (rejected ones too: needs_review must show them), with
    queued or open work, with a document whose upload was cut off by a process that is
    gone (recovered at once by the next run; see processing.orphans), or whose tables lag
    the ledger (a publish cut off by a crash: without a run nothing would rewrite them)."""
    waiting = set(ledger.partitions_with([DocumentStatus.QUEUED, DocumentStatus.PROCESSING]))
    cut_off = {
        doc.arrival_partition
        for doc, _ in orphans(ledger, None, ProcessingSettings().orphan_after_seconds)
    }
    stale = set(ledger.stale_partitions(list(TABLES)))
    return sorted(waiting | cut_off | stale | new)


@dg.sensor(
    job=extract_job,
    minimum_interval_seconds=sensor_interval_seconds(),
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Registers PDFs that stopped growing in the inbox and requests extraction runs.",
)
def inbox_sensor(
    context: dg.SensorEvaluationContext, ledger: LedgerResource, intake: IntakeResource
) -> dg.SensorResult:
    # Cursor: the (size, mtime) of files seen last tick and not yet registered. A file is
    # registered once two consecutive ticks see it unchanged, so half-written files wait.
    previous = {path: tuple(obs) for path, obs in json.loads(context.cursor or "{}").items()}
    led = ledger.open()
    current = observe_inbox(Path(intake.inbox))
    ready, waiting = settled(current, previous, led)
    registrations = []
    stop_at = time.monotonic() + REGISTER_SECONDS
    settings = intake.settings()
    for start in range(0, len(ready), REGISTER_CHUNK):
        registrations += register_files(
            ready[start : start + REGISTER_CHUNK],
            led,
            settings=settings,
            observations=current,
            actor="inbox_sensor",
        )
        if time.monotonic() > stop_at:
            # Settled already: the next tick registers them first thing.
            waiting.update((later, current[later]) for later in ready[start + REGISTER_CHUNK :])
            break
    new = [r for r in registrations if r.created]
    if registrations:
        context.log.info(
            "Registered %d files (%d new documents); %d settling or left for the next tick",
            len(registrations),
            len(new),
            len(waiting),
        )
    for run_id in fail_dead_runs(context.instance, led, extract_job.name):
        context.log.warning("Run %s had lost its process; marked failed", run_id)
    work = partitions_with_work(led, new={r.document.arrival_partition for r in new})
    held = runs_holding(context.instance, work)
    run_requests = [
        dg.RunRequest(
            partition_key=partition,
            run_key=f"inbox:{partition}:{uuid.uuid4().hex[:12]}",
            tags={"po_pipeline/trigger": "inbox_sensor"},
        )
        for partition in work
        if partition not in held
    ]
    return dg.SensorResult(
        run_requests=run_requests,
        cursor=json.dumps({path: list(obs) for path, obs in waiting.items()}, sort_keys=True),
        skip_reason=None if run_requests else dg.SkipReason(_why_idle(held, len(waiting))),
    )


def _why_idle(held: dict[str, dg.DagsterRun], settling: int) -> str:
    """The real reason no run is requested: runs already hold the partitions with work, or
    there is none."""
    parts = [
        f"partition {p} has work but run {run.run_id} ({run.status.value}) holds it"
        for p, run in sorted(held.items())
    ] or ["no queued work"]
    return "; ".join([*parts, f"{settling} files still settling"])

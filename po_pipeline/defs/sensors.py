"""inbox_sensor: register settled files, then ask for a run per partition with queued work."""

import json
import uuid
from pathlib import Path

import dagster as dg

from po_pipeline.defs.assets import extract_job
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.intake import observe_inbox, register_files, settled
from po_pipeline.ledger import DocumentStatus, Ledger

ACTIVE_RUN_STATUSES = [
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]


def partitions_with_active_runs(instance: dg.DagsterInstance, partitions: list[str]) -> set[str]:
    active = set()
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
            active.add(partition)
    return active


def partitions_needing_runs(
    ledger: Ledger, instance: dg.DagsterInstance, *, new: set[str]
) -> list[str]:
    """Partitions with new documents (rejected ones too: needs_review must show them) or
    with queued or open work, and no run of theirs queued or in progress."""
    # Orphaned `submitting` documents are left to manual runs and the nightly batch, so a
    # crash does not make every tick launch a run that must wait out the orphan cutoff.
    waiting = set(ledger.partitions_with([DocumentStatus.QUEUED, DocumentStatus.PROCESSING]))
    candidates = sorted(waiting | new)
    busy = partitions_with_active_runs(instance, candidates)
    return [p for p in candidates if p not in busy]


@dg.sensor(
    job=extract_job,
    minimum_interval_seconds=30,
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
    registrations = list(
        register_files(
            ready, led, settings=intake.settings(), observations=current, actor="inbox_sensor"
        )
    )
    new = [r for r in registrations if r.created]
    if registrations:
        context.log.info(
            "Registered %d files (%d new documents); %d still settling",
            len(registrations),
            len(new),
            len(waiting),
        )
    run_requests = [
        dg.RunRequest(
            partition_key=partition,
            run_key=f"inbox:{partition}:{uuid.uuid4().hex[:12]}",
            tags={"po_pipeline/trigger": "inbox_sensor"},
        )
        for partition in partitions_needing_runs(
            led, context.instance, new={r.document.arrival_partition for r in new}
        )
    ]
    return dg.SensorResult(
        run_requests=run_requests,
        cursor=json.dumps({path: list(obs) for path, obs in waiting.items()}, sort_keys=True),
        skip_reason=None
        if run_requests
        else dg.SkipReason(f"no queued work; {len(waiting)} files still settling"),
    )

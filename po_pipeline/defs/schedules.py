"""nightly_batch: yesterday's partition, plus every partition with unfinished work."""

from datetime import timedelta

import dagster as dg

from po_pipeline.defs.assets import extract_job
from po_pipeline.defs.liveness import fail_dead_runs
from po_pipeline.defs.partitions import arrival_partitions
from po_pipeline.defs.resources import LedgerResource
from po_pipeline.pipeline.planning import partitions_to_run


@dg.schedule(
    job=extract_job,
    cron_schedule="0 2 * * *",
    execution_timezone=arrival_partitions.timezone,
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Nightly batch: the previous day's partition plus unfinished earlier work.",
)
def nightly_batch(
    context: dg.ScheduleEvaluationContext, ledger: LedgerResource
) -> list[dg.RunRequest]:
    assert context.scheduled_execution_time is not None
    yesterday = (context.scheduled_execution_time - timedelta(days=1)).strftime("%Y-%m-%d")
    valid = set(
        arrival_partitions.get_partition_keys(current_time=context.scheduled_execution_time)
    )
    led = ledger.open()
    # A run that lost its process would hold its partition's queue for good.
    for run_id in fail_dead_runs(context.instance, led):
        context.log.warning("Run %s had lost its process; marked failed", run_id)
    # A sweep: unknown uploads are included once a night so the run can reconcile them.
    partitions = partitions_to_run(led, sweep=True, also=[yesterday], within=valid)
    night = context.scheduled_execution_time.strftime("%Y-%m-%d")
    return [
        dg.RunRequest(
            partition_key=p,
            run_key=f"nightly:{night}:{p}",
            tags={"po_pipeline/trigger": "nightly_batch"},
        )
        for p in partitions
    ]

"""nightly_batch: yesterday's partition, plus every partition with unfinished work."""

from datetime import timedelta

import dagster as dg

from po_pipeline.defs.assets import extract_job
from po_pipeline.defs.liveness import fail_dead_runs
from po_pipeline.defs.partitions import arrival_partitions
from po_pipeline.defs.resources import LedgerResource
from po_pipeline.ledger import UNFINISHED, DocumentStatus
from po_pipeline.warehouse import TABLES


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
    # Unknown uploads are included once a night so the run can reconcile them.
    led = ledger.open()
    # A run that lost its process would hold its partition's queue for good.
    for run_id in fail_dead_runs(context.instance, led):
        context.log.warning("Run %s had lost its process; marked failed", run_id)
    unfinished = led.partitions_with([*UNFINISHED, DocumentStatus.SUBMISSION_UNKNOWN])
    stale = led.stale_partitions(list(TABLES))  # tables that lag the ledger (failed publish)
    partitions = sorted(({yesterday} | set(unfinished) | set(stale)) & valid)
    night = context.scheduled_execution_time.strftime("%Y-%m-%d")
    return [
        dg.RunRequest(
            partition_key=p,
            run_key=f"nightly:{night}:{p}",
            tags={"po_pipeline/trigger": "nightly_batch"},
        )
        for p in partitions
    ]

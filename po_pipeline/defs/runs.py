"""Which Dagster runs work on the extraction partitions, and which partitions each holds.

Not only runs of `extract_purchase_orders`: "Materialize" in the UI and a backfill launch
runs of Dagster's implicit asset job (`__ASSET_JOB`), and a backfill's single run over a
range of days carries range tags instead of `dagster/partition`. The sensor's "which run
holds this day" and the dead-run resolver must see all of them, or a dead backfill run
would hold its days' documents for good and a live one would get a second run beside it.
"""

import dagster as dg

from po_pipeline.defs.assets import extract_job, extracted_purchase_orders

# Dagster's name for the job it builds over all assets (UI "Materialize", backfills);
# older releases numbered one per partitions definition (`__ASSET_JOB_0`, ...).
IMPLICIT_ASSET_JOB = "__ASSET_JOB"
PARTITION_TAG = "dagster/partition"
RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"
EXTRACTION_ASSETS = frozenset(extracted_purchase_orders.keys)

ACTIVE_RUN_STATUSES = [
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]


def extracts(run: dg.DagsterRun) -> bool:
    """Whether `run` materialises the extraction assets (and so claims documents)."""
    if run.job_name != extract_job.name and not run.job_name.startswith(IMPLICIT_ASSET_JOB):
        return False
    # None or empty: the whole job (extract_job's runs, as the sensor and `po-pipeline run`
    # launch them, record an empty selection).
    return not run.asset_selection or bool(run.asset_selection & EXTRACTION_ASSETS)


def partition_span(run: dg.DagsterRun) -> tuple[str, str] | None:
    """The first and last day a run covers (one day, or a backfill's range), or None."""
    tags = run.tags
    if PARTITION_TAG in tags:
        return tags[PARTITION_TAG], tags[PARTITION_TAG]
    if RANGE_START_TAG in tags and RANGE_END_TAG in tags:
        return tags[RANGE_START_TAG], tags[RANGE_END_TAG]
    return None


def covers(run: dg.DagsterRun, partition: str) -> bool:
    """Whether `run` covers the daily partition `partition` (keys are ISO dates, so they
    order as strings)."""
    span = partition_span(run)
    return span is not None and span[0] <= partition <= span[1]


def extraction_runs(
    instance: dg.DagsterInstance, statuses: list[dg.DagsterRunStatus]
) -> list[dg.DagsterRun]:
    """Runs in `statuses` of every job that materialises the extraction assets."""
    runs = instance.get_runs(filters=dg.RunsFilter(statuses=statuses))
    return [run for run in runs if extracts(run)]


def runs_holding(instance: dg.DagsterInstance, partitions: list[str]) -> dict[str, dg.DagsterRun]:
    """The queued or running extraction run of each of `partitions` that has one (the
    oldest, when several do)."""
    active = extraction_runs(instance, ACTIVE_RUN_STATUSES)
    held: dict[str, dg.DagsterRun] = {}
    for partition in partitions:
        holding = [run for run in active if covers(run, partition)]
        if holding:
            held[partition] = holding[-1]  # get_runs answers newest first
    return held

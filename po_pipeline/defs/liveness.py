"""Runs whose process is gone are marked failed, so no partition waits on a dead run.

Dagster's run monitoring cannot see into runs executed in-process (`po-pipeline run`), and
the default run launcher cannot check a run worker's health, so a run killed with SIGKILL
would stay STARTED for good: the sensor would skip its partition and the one-run-per-
partition limit would hold every queued run behind it. Each run says which process runs it
(the `claimers` the ledger records when its ops start, and, for `po-pipeline run`, tags set
at launch); when none of those processes is alive on this host, the run is reported failed
with a message that says why.
"""

from __future__ import annotations

import dagster as dg

from po_pipeline.defs.runs import extraction_runs
from po_pipeline.ledger import Ledger
from po_pipeline.liveness import ProcessId, is_alive

# Tags that `po-pipeline run` sets on the runs it executes in its own process.
HOST_TAG, PID_TAG, STARTED_TAG = "po_pipeline/host", "po_pipeline/pid", "po_pipeline/pid_started"
RUNNING_STATUSES = [dg.DagsterRunStatus.STARTING, dg.DagsterRunStatus.STARTED]


def process_tags(process: ProcessId) -> dict[str, str]:
    return {HOST_TAG: process.host, PID_TAG: str(process.pid), STARTED_TAG: repr(process.started)}


def run_processes(run: dg.DagsterRun, ledger: Ledger) -> list[ProcessId]:
    """Every process known to run `run`: from its tags and from the ledger's claimers."""
    found = ledger.run_processes(run.run_id)
    tags = run.tags
    if PID_TAG in tags and HOST_TAG in tags and STARTED_TAG in tags:
        found.append(ProcessId(tags[HOST_TAG], int(tags[PID_TAG]), float(tags[STARTED_TAG])))
    return found


def fail_dead_runs(instance: dg.DagsterInstance, ledger: Ledger) -> list[str]:
    """Report failed every starting or started extraction run (of any job that
    materialises the extraction assets: a backfill's too; defs/runs.py) whose processes
    are all gone on this host; returns their run ids. A run with no known process, or one
    on another host, is left to Dagster's run monitoring."""
    failed: list[str] = []
    for run in extraction_runs(instance, RUNNING_STATUSES):
        processes = run_processes(run, ledger)
        if not processes or any(is_alive(p) is not False for p in processes):
            continue
        pids = ", ".join(sorted({str(p.pid) for p in processes}))
        instance.report_run_failed(
            run,
            message=(
                f"po-pipeline: the process that ran this run (pid {pids} on "
                f"{processes[0].host}) is gone, so the run cannot finish; marked failed to "
                "free its partition. Documents it left mid-upload are recovered by the next run."
            ),
        )
        failed.append(run.run_id)
    return failed

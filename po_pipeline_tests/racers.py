"""Racers for the race tests (a script, not a test module): one process per racer, each doing
one real thing against the data directory and Dagster instance its environment names
(PO_DATA_DIR, DAGSTER_HOME, ...), started together at a file barrier once its imports and
set-up are done, so that the racers meet at the same moment rather than whenever each
interpreter happened to finish loading Dagster.

    python racers.py tick BARRIER PARTIES CURSOR      # one evaluation of inbox_sensor
    python racers.py run BARRIER PARTIES PARTITION TAGS_JSON
                                                    # the extraction job, in this process
    python racers.py backfill BARRIER PARTIES START END
                                # a backfill's run: Dagster's implicit asset job over the
                                # extraction assets, days START..END, no tags of ours

PARTITION empty: the run's partitions come from TAGS_JSON (a backfill's range tags). Each
prints one JSON line: what it did and when it started and ended (wall clock, comparable
across processes), so the test can tell that the racers really overlapped.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path


def wait_at(barrier: Path, parties: int) -> None:
    """Arrive at the barrier (a directory: one file per racer) and wait for the rest."""
    barrier.mkdir(parents=True, exist_ok=True)
    (barrier / f"racer-{os.getpid()}").touch()
    deadline = time.monotonic() + 180
    while len(list(barrier.iterdir())) < parties:
        if time.monotonic() > deadline:
            raise SystemExit(f"barrier {barrier}: the other racers never came")
        time.sleep(0.01)


def tick(barrier: Path, parties: int, cursor: str) -> dict[str, object]:
    import dagster as dg

    from po_pipeline.config import Settings
    from po_pipeline.definitions import build_resources
    from po_pipeline.defs.sensors import inbox_sensor

    resources = build_resources(Settings.from_env())
    with dg.DagsterInstance.get() as instance:
        context = dg.build_sensor_context(
            instance=instance,
            cursor=cursor or None,
            resources={k: resources[k] for k in ("ledger", "intake")},
        )
        wait_at(barrier, parties)
        started = time.time()
        result = inbox_sensor(context)
        ended = time.time()
    assert isinstance(result, dg.SensorResult)
    return {
        "started": started,
        "ended": ended,
        "cursor": result.cursor,
        "requests": [
            {"partition": r.partition_key, "run_key": r.run_key, "tags": dict(r.tags)}
            for r in result.run_requests or []
        ],
        "skip": str(result.skip_reason.skip_message) if result.skip_reason else None,
    }


def run(barrier: Path, parties: int, partition: str, tags: dict[str, str]) -> dict[str, object]:
    import dagster as dg

    from po_pipeline.definitions import defs
    from po_pipeline.defs.liveness import process_tags
    from po_pipeline.liveness import run_worker

    job = defs.resolve_job_def("extract_purchase_orders")
    with dg.DagsterInstance.get() as instance:
        wait_at(barrier, parties)
        started = time.time()
        result = job.execute_in_process(
            partition_key=partition or None,
            instance=instance,
            raise_on_error=False,
            tags={**tags, **process_tags(run_worker())},
        )
        ended = time.time()
    failures = [  # what went wrong, for the test's message
        (e.message or "")
        + (f"\n{e.step_failure_data.error.to_string()}" if e.is_step_failure else "")
        for e in result.all_events
        if e.is_failure
    ]
    return {
        "started": started,
        "ended": ended,
        "run_id": result.run_id,
        "success": result.success,
        "failures": failures,
    }


def backfill(barrier: Path, parties: int, start: str, end: str) -> dict[str, object]:
    import dagster as dg

    from po_pipeline.definitions import defs

    job = defs.resolve_implicit_global_asset_job_def()
    with dg.DagsterInstance.get() as instance:
        wait_at(barrier, parties)
        started = time.time()
        result = job.execute_in_process(
            instance=instance,
            asset_selection=[dg.AssetKey("purchase_orders"), dg.AssetKey("needs_review")],
            raise_on_error=False,
            tags={
                "dagster/asset_partition_range_start": start,
                "dagster/asset_partition_range_end": end,
                "dagster/backfill": "racers",
            },
        )
    return {"started": started, "ended": time.time(), "run_id": result.run_id,
            "success": result.success}  # fmt: skip


def main(argv: list[str]) -> None:
    what, barrier, parties, *rest = argv
    if what == "tick":
        out = tick(Path(barrier), int(parties), rest[0])
    elif what == "run":
        out = run(Path(barrier), int(parties), rest[0], json.loads(rest[1]))
    elif what == "backfill":
        out = backfill(Path(barrier), int(parties), rest[0], rest[1])
    else:
        raise SystemExit(f"unknown racer {what!r}: tick, run or backfill")
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

"""A backfill of an empty history, as the Dagster daemon runs it (issue 12, item 6).

    python bench/backfill.py [--days 90]

An operator backfills from the UI (the asset graph, "Materialize", a range of arrival
days); the webserver stores a backfill of purchase_orders, needs_review and daily_summary
over those partitions, and the daemon's backfill loop turns it into runs. This does the
same through the instance, without the webserver: a fresh data directory and DAGSTER_HOME
(the project's dagster.yaml, so its run queue),
the project's definitions loaded as a code location (in process), `instance.add_backfill`
of the last DAYS days, then the daemon's own `execute_backfill_iteration` until the backfill
is done, each turn followed by the daemon's run-queue iteration (`QueuedRunCoordinatorDaemon`).
Runs are launched with Dagster's in-memory run launcher (they execute in this
process as a run worker would; no daemon, no gRPC server). Prints JSON: the runs created,
their partition ranges and status, and the wall seconds from the request to the last run
finished. Target: one run, in seconds, not DAYS runs (the assets' BackfillPolicy.single_run).

The history is empty, so the run extracts nothing and no extraction service is started (the
resource is given an address that is never called).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile
import textwrap
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import dagster as dg

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from po_pipeline.cli.runtime import DAGSTER_YAML  # noqa: E402

ASSETS = ["purchase_orders", "needs_review", "daily_summary"]
DONE = ("COMPLETED", "COMPLETED_SUCCESS", "COMPLETED_FAILED", "FAILED", "CANCELED")
ITERATION_LIMIT = 50

# The code location the daemon would load, reading its settings from the environment when
# it loads (po_pipeline.definitions reads them once per process, at import).
_LOCATION = textwrap.dedent(
    """
    from po_pipeline.config import Settings
    from po_pipeline.definitions import build_defs

    defs = build_defs(Settings.from_env())
    """
)


@contextmanager
def backfill_instance(data_dir: Path) -> Iterator[dg.DagsterInstance]:
    """A Dagster instance in data_dir/dagster_home: the project's dagster.yaml (its run queue,
    one run per partition), with a run launcher that executes runs in this process."""
    home = data_dir / "dagster_home"
    home.mkdir(parents=True, exist_ok=True)
    (home / "dagster.yaml").write_text(
        DAGSTER_YAML + "run_launcher:\n"
        "  module: dagster._core.launcher.sync_in_memory_run_launcher\n"
        "  class: SyncInMemoryRunLauncher\n",
        encoding="utf-8",
    )
    from dagster._core.instance.ref import InstanceRef

    with dg.DagsterInstance.from_ref(InstanceRef.from_dir(str(home))) as instance:
        yield instance


def run_backfill(
    instance: dg.DagsterInstance,
    data_dir: Path,
    partitions: list[str],
    *,
    execute_runs: bool = True,
) -> dict[str, Any]:
    """Request a backfill of the three assets over `partitions` and run the daemon's
    backfill iterations until it is done; the runs it created and how long it took. With
    `execute_runs` False, one backfill iteration only: the runs it submits stay queued."""
    from dagster._core.execution.backfill import PartitionBackfill
    from dagster._core.remote_origin import InProcessCodeLocationOrigin
    from dagster._core.test_utils import create_test_daemon_workspace_context
    from dagster._core.types.loadable_target_origin import LoadableTargetOrigin
    from dagster._core.utils import make_new_backfill_id
    from dagster._core.workspace.load_target import InProcessWorkspaceLoadTarget
    from dagster._daemon.backfill import execute_backfill_iteration
    from dagster._daemon.run_coordinator.queued_run_coordinator_daemon import (
        QueuedRunCoordinatorDaemon,
    )

    location = data_dir / "backfill_location.py"
    location.write_text(_LOCATION, encoding="utf-8")
    origin = InProcessCodeLocationOrigin(
        LoadableTargetOrigin(
            executable_path=sys.executable,
            python_file=str(location),
            working_directory=str(REPO),
        ),
        location_name="po_pipeline",
    )
    logger = logging.getLogger("bench.backfill")
    with create_test_daemon_workspace_context(
        InProcessWorkspaceLoadTarget(origin), instance
    ) as workspace:
        asset_graph = workspace.create_request_context().asset_graph
        started = time.perf_counter()
        backfill = PartitionBackfill.from_asset_partitions(
            backfill_id=make_new_backfill_id(),
            asset_graph=asset_graph,
            partition_names=partitions,
            asset_selection=[dg.AssetKey(a) for a in ASSETS],
            backfill_timestamp=time.time(),
            tags={},
            dynamic_partitions_store=instance,
            all_partitions=False,
            title=None,
            description=None,
            run_config=None,
        )
        instance.add_backfill(backfill)
        iterations = 0
        with QueuedRunCoordinatorDaemon(interval_seconds=0) as run_queue:
            while True:
                iterations += 1
                # What the daemon's two loops do each turn: the backfill loop submits runs
                # (to the run queue), the run queue's loop launches those it admits.
                list(execute_backfill_iteration(workspace, logger))
                if not execute_runs:
                    status = instance.get_backfill(backfill.backfill_id).status  # type: ignore[union-attr]
                    break
                list(run_queue.run_iteration(workspace))
                backfill_now = instance.get_backfill(backfill.backfill_id)
                status = backfill_now.status  # type: ignore[union-attr]
                if status.value in DONE or iterations >= ITERATION_LIMIT:
                    break
        seconds = time.perf_counter() - started
    runs = instance.get_runs()
    events: Counter[str] = Counter()
    for run in runs:
        for entry in instance.all_logs(run.run_id):
            events[entry.dagster_event.event_type_value if entry.dagster_event else "log"] += 1
    return {
        "partitions": len(partitions),
        "first": partitions[0],
        "last": partitions[-1],
        "backfill_status": status.value,
        "daemon_iterations": iterations,
        "runs": len(runs),
        "run_statuses": sorted(r.status.value for r in runs),
        "run_ranges": sorted(
            (
                r.tags.get("dagster/asset_partition_range_start"),
                r.tags.get("dagster/asset_partition_range_end"),
            )
            for r in runs
        ),
        "seconds": round(seconds, 2),
        "run_seconds": [
            round((r.end_time or 0) - (r.start_time or 0), 2)
            for r in (instance.get_run_record_by_id(run.run_id) for run in runs)
            if r is not None
        ],
        "event_log_rows": sum(events.values()),
        "asset_materializations": events.get("ASSET_MATERIALIZATION", 0),
    }


def last_days(days: int, *, today: datetime | None = None) -> list[str]:
    """The `days` arrival partitions before today (UTC), oldest first."""
    end = (today or datetime.now(UTC)).date()
    return [(end - timedelta(days=n)).isoformat() for n in range(days, 0, -1)]


def backfill_env(data_dir: Path) -> dict[str, str]:
    """What the code location reads: data under data_dir, a service never called."""
    return {
        "PO_DATA_DIR": str(data_dir),
        "PO_SERVICE_URL": "http://127.0.0.1:9",  # nothing to extract in an empty history
        "PO_SERVICE_TOKEN": "unused",
        "DAGSTER_HOME": str(data_dir / "dagster_home"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=90)
    args = parser.parse_args()
    # Dagster's daemon loggers write to stdout: send all of it to stderr, so that stdout holds
    # the JSON alone (bench/report.py reads it).
    sys.stdout.flush()
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    with tempfile.TemporaryDirectory(prefix="bench-backfill-") as tmp:
        data_dir = Path(tmp) / "data"
        (data_dir / "inbox").mkdir(parents=True)
        os.environ.update(backfill_env(data_dir))
        with backfill_instance(data_dir) as instance:
            figures = run_backfill(instance, data_dir, last_days(args.days))
    sys.stdout.flush()
    print(json.dumps({**figures, "runs_target": 1}, indent=1), file=out, flush=True)
    return 0 if figures["runs"] == 1 and figures["run_statuses"] == ["SUCCESS"] else 1


if __name__ == "__main__":
    raise SystemExit(main())

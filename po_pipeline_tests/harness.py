"""An in-process pipeline run against a real upstream, and the invariants, for the
fault tests (loaded by the sibling conftest.py; not shipped in the package).

`PipelineRun` does what one `po-pipeline run` does, minus Dagster: register the inbox,
`Processor.run` (the code the submit and poll ops call), then rewrite both warehouse tables
from the ledger, as the assets do. Its clock and sleep are a `RecordedTime`: every wait is
recorded and moves the clock, while only a sliver of real time passes, enough for the real
upstream to make progress. `check_invariants` asserts what must hold after any fault.
`stored_texts` gathers everything a run left in a data directory, for the secrets scans.
"""

from __future__ import annotations

import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import duckdb

from po_pipeline.clock import utc_now
from po_pipeline.defs.resources import ExtractionResource, IntakeResource
from po_pipeline.extraction.base import ExtractionBackend
from po_pipeline.ledger import (
    REVIEW_STATES,
    UNFINISHED,
    Document,
    DocumentStatus,
    Ledger,
)
from po_pipeline.pipeline.arrivals import observe_inbox
from po_pipeline.pipeline.intake import register_files
from po_pipeline.pipeline.processing import Processor
from po_pipeline.warehouse import TABLES, Warehouse, publish

S = DocumentStatus
# Where a document may be when a run ends: a final state, or waiting on an operator.
ENDED = frozenset({S.COMPLETED, S.NEEDS_REVIEW, S.REMOTE_FAILED, S.SUBMISSION_UNKNOWN, S.REJECTED})


class RecordedTime:
    """Clock and sleep for a Processor and a client: waits are recorded, not slept."""

    def __init__(self, *, real_seconds: float = 0.02) -> None:
        self.now = utc_now()
        self.waits: list[float] = []
        self.real_seconds = real_seconds

    def __call__(self) -> datetime:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.now += timedelta(seconds=seconds)
        time.sleep(min(seconds, self.real_seconds))


class PipelineRun:
    """A data directory (inbox, ledger, warehouse) and the runs made over it."""

    def __init__(self, data_dir: Path, *, schema: Path) -> None:
        self.data_dir = data_dir
        self.inbox = data_dir / "inbox"
        self.inbox.mkdir(parents=True, exist_ok=True)
        self.schema = str(schema)
        self.ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
        self.warehouse = Warehouse(data_dir / "warehouse.duckdb")
        self.time = RecordedTime()
        self.runs = 0

    def drop(self, name: str, content: bytes) -> Path:
        path = self.inbox / name
        path.write_bytes(content)
        return path

    def run(self, backend: ExtractionBackend, *, poll_budget_seconds: float = 600.0) -> Counter:
        """Register the inbox, process every partition with work, publish both tables."""
        self.runs += 1
        intake = IntakeResource(inbox=str(self.inbox), schema_path=self.schema).settings()
        seen = observe_inbox(self.inbox)
        register_files(sorted(seen), self.ledger, settings=intake, observations=seen,
                       actor="test:intake")  # fmt: skip
        partitions = self.ledger.partitions_with([*UNFINISHED, S.SUBMISSION_UNKNOWN])
        processor = Processor(
            self.ledger,
            backend,
            settings=replace(
                ExtractionResource(schema_path=self.schema).processing_settings(),
                poll_budget_seconds=poll_budget_seconds,
            ),
            actor=f"test:run{self.runs}",
            clock=self.time,
            sleep=self.time.sleep,
        )
        outcomes = processor.run(partitions)
        self.publish()
        return outcomes

    def publish(self) -> None:
        partitions = sorted({d.arrival_partition for d in self.ledger.documents()})
        for table in TABLES:
            publish(self.ledger, self.warehouse, table=table, partitions=partitions)

    def documents(self) -> dict[str, Document]:
        """Inbox file name -> its document."""
        return {Path(d.source_file).name: d for d in self.ledger.documents()}

    def endings(self) -> dict[str, tuple[str, str | None]]:
        """Inbox file name -> (status, reason) of its document."""
        return {name: (d.status.value, d.reason) for name, d in self.documents().items()}

    def table(self, sql: str) -> list[tuple]:
        with duckdb.connect(str(self.data_dir / "warehouse.duckdb"), read_only=True) as conn:
            return conn.execute(sql).fetchall()

    def check_invariants(self, remote_tasks: Callable[[Document], list[str]]) -> None:
        """What docs/ARCHITECTURE.md ("Invariants") promises after any fault.
        `remote_tasks(doc)` lists the tasks the upstream itself holds for a document (counted
        on its side, not ours)."""
        docs = self.ledger.documents()
        contents = {p.read_bytes() for p in self.inbox.iterdir()}
        assert len(docs) == len(contents), "one document per distinct file"
        for doc in docs:
            story = f"document {doc.id} {doc.status}: {doc.reason} {doc.message}"
            if doc.status is S.PROCESSING:
                assert doc.task_id, story  # a live task the next run resumes
            elif doc.status is S.QUEUED:
                assert doc.reason == "submit_deferred", story  # the next run sends it
            else:
                assert doc.status in ENDED, story
            if doc.status is not S.COMPLETED:
                assert doc.reason and doc.message, story
            tasks = remote_tasks(doc)
            assert len(tasks) <= 1, f"{story}: the upstream holds {tasks}"
            if doc.task_id:
                assert tasks == [doc.task_id], f"{story}: the upstream holds {tasks}"
            events = self.ledger.events(doc.id)
            assert events[-1].to_status == doc.status.value, story
        loaded = self.table("SELECT document_id, order_number FROM purchase_orders")
        assert sorted(i for i, _ in loaded) == [d.id for d in docs if d.status is S.COMPLETED]
        assert len({n for _, n in loaded}) == len(loaded), "an order number loaded twice"
        held = self.table("SELECT document_id FROM needs_review ORDER BY 1")
        assert [i for (i,) in held] == [d.id for d in docs if d.status in REVIEW_STATES]


def stored_texts(data_dir: Path) -> dict[str, str]:
    """Everything a run left under `data_dir`, as text, by place: every file byte for byte
    (read as latin-1, so an ASCII secret is found as written; this takes in the service's
    files, stored uploads and Dagster's compute logs), the ledger's rows (stored results
    too), the warehouse's rows (DuckDB compresses its file, so its tables are read instead),
    and the Dagster instance's runs and event logs, serialized."""
    import dagster as dg
    from dagster._serdes import serialize_value

    texts = {
        f"file {path.relative_to(data_dir)}": path.read_bytes().decode("latin-1")
        for path in sorted(data_dir.rglob("*"))
        if path.is_file() and not path.name.startswith("warehouse.duckdb")
    }
    with sqlite3.connect(data_dir / "ledger.db") as conn:
        texts["ledger rows"] = "\n".join(conn.iterdump())
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        tables = [t for (t,) in conn.execute("SHOW TABLES").fetchall()]
        texts["warehouse rows"] = "\n".join(
            repr(conn.execute(f'SELECT * FROM "{t}"').fetchall()) for t in tables
        )
    with dg.DagsterInstance.from_config(str(data_dir / "dagster_home")) as instance:
        texts["dagster runs and events"] = "\n".join(
            serialize_value(item)
            for run in instance.get_runs()
            for item in [run, *instance.all_logs(run.run_id)]
        )
    return texts


# -- `make ui` in a subprocess (po-pipeline ui: the extraction service, dg dev) ------------


def wait_for(predicate: Callable[[], object], *, timeout: float, what: str,
             every: float = 1.0) -> None:  # fmt: skip
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def answers(url: str) -> bool:
    import httpx

    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def start_ui(data_dir: Path, port: int, env: dict[str, str], log_path: Path):  # noqa: ANN201
    """`po-pipeline ui --port PORT` in its own session, as `make ui` runs it, with the
    environment `env` on top of ours (PO_* and DAGSTER_* of ours left out); waits until the
    webserver answers. Returns the Popen."""
    import os
    import subprocess
    import sys

    full = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    full |= {"PO_DATA_DIR": str(data_dir), **env}
    with log_path.open("w") as log:
        ui = subprocess.Popen(
            [sys.executable, "-m", "po_pipeline.cli", "ui", "--port", str(port)],
            env=full, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip

    def serving() -> bool:
        if ui.poll() is not None:
            raise AssertionError(f"po-pipeline ui exited ({ui.returncode}); see {log_path}")
        return answers(f"http://127.0.0.1:{port}/server_info")

    try:
        wait_for(serving, timeout=120, what=f"the Dagster webserver (log: {log_path})",
                 every=0.5)  # fmt: skip
    except AssertionError:
        stop_ui(ui)
        raise
    return ui


def stop_ui(ui, *, spare: frozenset[int] = frozenset()) -> list[str]:  # noqa: ANN001
    """SIGTERM `po-pipeline ui` as an operator would; kill what is still running after 60 s
    and return those processes, described (none, when shutdown works). A process that has
    exited but is not yet reaped (a zombie) is not running. Processes in `spare` (pids
    known to outlive the shutdown) are not waited for, and are killed too."""
    import signal

    import psutil

    try:
        root = psutil.Process(ui.pid)
        family = root.children(recursive=True) + [root]
    except psutil.NoSuchProcess:
        return []
    ui.send_signal(signal.SIGTERM)
    _, alive = psutil.wait_procs([p for p in family if p.pid not in spare], timeout=60)
    running = [describe(p) for p in alive if _running(p)]
    for proc in [*alive, *(p for p in family if p.pid in spare)]:
        try:
            proc.kill()
        except psutil.NoSuchProcess:
            pass
    return [d for d in running if d]


def _running(proc) -> bool:  # noqa: ANN001
    import psutil

    try:
        return proc.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def describe(proc) -> str:  # noqa: ANN001
    """pid, parent, start time and command line of a psutil process ("" once it is gone)."""
    import psutil

    try:
        with proc.oneshot():
            started = time.strftime("%H:%M:%S", time.localtime(proc.create_time()))
            command = " ".join(proc.cmdline())[:160]
            return f"pid {proc.pid} (parent {proc.ppid()}, started {started}): {command}"
    except psutil.NoSuchProcess:
        return ""


# -- after a daemon run was killed under `make ui` --------------------------------------


def sensor_runs(instance, job: str) -> list:  # noqa: ANN001 - DagsterInstance, DagsterRun
    """The runs of `job` that inbox_sensor requested, oldest first."""
    import dagster as dg

    runs = instance.get_runs(
        filters=dg.RunsFilter(job_name=job, tags={"po_pipeline/trigger": "inbox_sensor"})
    )
    return list(runs)[::-1]


def wait_for_recovery(
    instance,  # noqa: ANN001 - DagsterInstance
    ledger: Ledger,
    *,
    job: str,
    victim,  # noqa: ANN001 - the killed DagsterRun
    documents: int,
    timeout: float,
) -> list[str]:
    """Wait until the ledger's `documents` documents are all completed and no run of `job`
    is queued or running; then assert that the killed run `victim` is failed and that the
    sensor asked for its partition again, in runs that all succeeded (the partition was not
    wedged). Returns the killed run's log messages, for the caller to check who failed it
    and why."""
    import dagster as dg

    active = [
        dg.DagsterRunStatus.NOT_STARTED,
        dg.DagsterRunStatus.QUEUED,
        dg.DagsterRunStatus.STARTING,
        dg.DagsterRunStatus.STARTED,
    ]

    def all_done() -> bool:
        docs = ledger.documents()
        return (
            len(docs) == documents
            and {d.status for d in docs} == {DocumentStatus.COMPLETED}
            and not instance.get_runs(filters=dg.RunsFilter(job_name=job, statuses=active))
        )

    wait_for(all_done, timeout=timeout, every=0.5,
             what=f"all {documents} documents completed by the sensor's next runs")  # fmt: skip
    assert instance.get_run_by_id(victim.run_id).status is dg.DagsterRunStatus.FAILURE
    later = [r for r in sensor_runs(instance, job) if r.run_id != victim.run_id]
    partition = victim.tags["dagster/partition"]
    assert later and {r.tags["dagster/partition"] for r in later} == {partition}
    assert all(r.status is dg.DagsterRunStatus.SUCCESS for r in later), [
        (r.run_id, r.status) for r in later
    ]
    return [e.message for e in instance.all_logs(victim.run_id)]

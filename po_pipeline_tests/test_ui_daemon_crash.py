"""Issue 9, crash test "a run launched by the daemon under `make ui`, then a new file dropped
into the same partition".

`po-pipeline ui` runs as an operator starts it (the Dagster webserver, daemon and code
server of `dg dev`), against a real extraction service behind the fault proxy, with the
sensor ticking every 2 s instead of 30 (PO_SENSOR_INTERVAL_SECONDS). inbox_sensor registers
a.pdf and the daemon launches its partition's run; the proxy holds that run's first status
poll, and while it waits (the task id stored, the document `processing`) the run's worker
and its step processes are SIGKILLed, found through the process that registered as the
run's claimer in the ledger. Then b.pdf is dropped into the same (today's) partition.

Dagster's run monitoring cannot see this death: the default run launcher does not check a
run worker's health, so monitoring only times out runs stuck starting or cancelling (the
test checks that the project's dagster.yaml turns it on, and that this launcher is what
it is). The next sensor tick marks the run failed itself (po_pipeline/defs/liveness.py),
saying whose process is gone, and requests a run for the partition: the partition is not
wedged. Afterwards, DESIGN's invariants (harness.check_invariants): every inbox file is one
document in one state (both completed), the service holds exactly one job per document
(read from its own store), `purchase_orders` has exactly one row per completed document,
and each document's last ledger event is its state."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import dagster as dg
import psutil
import pytest
import yaml

from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline.service.testing import ServiceProcess, free_port

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
TOKEN = "tok-ui-crash-" + "0123456789abcdef"
STATUS = r"^/api/v1/jobs(/job_[0-9a-f]+)?$"
JOB = "extract_purchase_orders"
ACTIVE = [
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
]


def service_jobs(service_dir: Path):  # noqa: ANN201 - harness's remote_tasks callable
    def jobs(doc: Document) -> list[str]:
        with sqlite3.connect(service_dir / "jobs.sqlite3") as conn:
            rows = conn.execute(
                "SELECT job_id FROM service_jobs WHERE idempotency_key = ? ORDER BY id",
                (doc.idempotency_key,),
            ).fetchall()
        return [job_id for (job_id,) in rows]

    return jobs


def kill_run_worker(ledger: Ledger, run_id: str) -> list[int]:
    """SIGKILL the process that runs `run_id` (the run worker the daemon launched, as the
    ledger's claimers name it) and its step processes, all at once: the run dies as in a
    power cut or an OOM kill of its container. Returns the pids killed."""
    [worker] = {p.pid: p for p in ledger.run_processes(run_id)}.values()
    root = psutil.Process(worker.pid)
    assert abs(root.create_time() - worker.started) < 1.0, "the claimer is that process"
    family = [root, *root.children(recursive=True)]
    for proc in family:
        proc.kill()
    psutil.wait_procs(family, timeout=10)
    return [p.pid for p in family]


@pytest.mark.timeout(300)
def test_a_daemon_run_killed_mid_run_frees_its_partition_for_the_next_file(
    tmp_path: Path, data_dir: Path, lenient_schema: Path, fault_proxy, harness_module, monkeypatch
) -> None:
    harness = harness_module
    started = time.monotonic()
    service = ServiceProcess(tmp_path / "service", tokens={"pipeline": TOKEN}, workers=1)
    service.start()
    proxy = fault_proxy(service.url)
    # The run's first status poll waits at the proxy: the run is mid-poll when it is killed.
    held = proxy.add("GET", STATUS, "delay", seconds=20, times=1)
    inbox = data_dir / "inbox"
    (inbox / "a.pdf").write_bytes((SEEDS / "PO-2026-021.pdf").read_bytes())
    port = free_port()
    ui = harness.start_ui(
        data_dir,
        port,
        {
            "PO_SCHEMA": str(lenient_schema),
            "PO_SERVICE_URL": proxy.url,
            "PO_SERVICE_TOKEN": TOKEN,
            "PO_SENSOR_INTERVAL_SECONDS": "2",
        },
        tmp_path / "ui.log",
    )
    ui_up = time.monotonic() - started
    monkeypatch.setenv("DAGSTER_HOME", str(data_dir / "dagster_home"))
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    try:
        with dg.DagsterInstance.get() as instance:

            def sensor_runs() -> list[dg.DagsterRun]:
                return list(
                    instance.get_runs(
                        filters=dg.RunsFilter(
                            job_name=JOB, tags={"po_pipeline/trigger": "inbox_sensor"}
                        )
                    )
                )[::-1]  # oldest first

            def a_in_flight() -> bool:
                docs = ledger.documents()
                return (
                    bool(docs)
                    and docs[0].status is DocumentStatus.PROCESSING
                    and held.hits == 1
                    and bool(sensor_runs())
                    and bool(ledger.run_processes(sensor_runs()[0].run_id))
                )

            harness.wait_for(
                a_in_flight, timeout=150, every=0.2,
                what="the daemon's run to hold a.pdf's task at its first poll",
            )  # fmt: skip
            in_flight = time.monotonic() - started
            [victim] = sensor_runs()
            assert instance.get_run_by_id(victim.run_id).status is dg.DagsterRunStatus.STARTED
            partition = victim.tags["dagster/partition"]
            killed = kill_run_worker(ledger, victim.run_id)
            killed_at = time.monotonic()
            (inbox / "b.pdf").write_bytes((SEEDS / "PO-2026-017.pdf").read_bytes())

            def all_done() -> bool:
                docs = ledger.documents()
                return (
                    len(docs) == 2
                    and {d.status for d in docs} == {DocumentStatus.COMPLETED}
                    and not instance.get_runs(
                        filters=dg.RunsFilter(job_name=JOB, statuses=ACTIVE)
                    )
                )

            harness.wait_for(all_done, timeout=150, every=0.5,
                             what="both documents completed by the sensor's next runs")  # fmt: skip
            recovered_in = time.monotonic() - killed_at

            # The dead run is failed with the reason: by the code server that launched it,
            # which watches its run processes, or else by our liveness check.
            dead = instance.get_run_by_id(victim.run_id)
            assert dead.status is dg.DagsterRunStatus.FAILURE
            messages = [e.message for e in instance.all_logs(victim.run_id)]
            reasons = [
                m
                for m in messages
                if f"Run execution process for {victim.run_id} was terminated by signal 9" in m
                or ("is gone" in m and f"pid {killed[0]}" in m)
            ]
            assert reasons, messages[-5:]
            # The partition was not wedged: the sensor asked for it again, and it ran.
            later = [r for r in sensor_runs() if r.run_id != victim.run_id]
            assert later and {r.tags["dagster/partition"] for r in later} == {partition}
            assert all(r.status is dg.DagsterRunStatus.SUCCESS for r in later), [
                (r.run_id, r.status) for r in later
            ]
            # Dagster's run monitoring is on, but cannot see a dead STARTED run with this
            # launcher: that is why the liveness check exists.
            config = yaml.safe_load((data_dir / "dagster_home" / "dagster.yaml").read_text())
            assert config["run_monitoring"]["enabled"] is True
            assert instance.run_monitoring_enabled
            assert not instance.run_launcher.supports_check_run_worker_health
    finally:
        alive = harness.stop_ui(ui)
        service.stop()
    assert alive == [], f"still running after SIGTERM: {[p.pid for p in alive]}"

    pipeline = harness.PipelineRun(data_dir, schema=lenient_schema)
    pipeline.check_invariants(service_jobs(tmp_path / "service"))
    assert pipeline.endings() == {
        "a.pdf": ("completed", None),
        "b.pdf": ("completed", None),
    }
    rows = pipeline.table("SELECT order_number FROM purchase_orders ORDER BY 1")
    assert rows == [("PO-2026-017",), ("PO-2026-021",)]
    a = pipeline.documents()["a.pdf"]
    story = [(e.from_status, e.to_status) for e in pipeline.ledger.events(a.id)]
    assert story == [
        (None, "discovered"),
        ("discovered", "queued"),
        ("queued", "submitting"),
        ("submitting", "processing"),  # by the killed run; the next run polls the same task
        ("processing", "completed"),
    ], story
    print(f"ui up {ui_up:.1f} s, a in flight {in_flight:.1f} s, kill -> both completed "
          f"{recovered_in:.1f} s, wall {time.monotonic() - started:.1f} s; "
          f"failed by: {reasons[0][:120]}")  # fmt: skip

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
wedged. Afterwards, the invariants (harness.check_invariants): every inbox file is one
document in one state (both completed), the service holds exactly one job per document
(read from its own store), `purchase_orders` has exactly one row per completed document,
and each document's last ledger event is its state.

The second test takes away the code server's help. The run worker's parent, the code server
that launched it (`dagster api grpc`, under the `dagster code-server start` that `dg dev`
manages), is what reports a run whose process died ("Run execution process ... was
terminated by signal 9"). Here the run is killed mid-upload (the proxy holds a.pdf's upload;
the ledger has marked it started) together with its whole code server, as an OOM kill of
the code server's cgroup would: nobody is left to report it, so it stays STARTED in the
instance. `dg dev` restarts the code server, and only po-pipeline's own liveness can free
the partition: the sensor's tick finds the run's claimer gone and marks the run failed,
saying whose process is gone; the next run finds a.pdf's claim orphaned (its claimer's
process is dead, its upload had started) and re-sends it with its key; b.pdf, dropped into
the same day after the kill, gets a run too."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import dagster as dg
import psutil
import pytest
import yaml

from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline.service.embedded import ServiceProcess, free_port

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
TOKEN = "tok-ui-crash-" + "0123456789abcdef"
STATUS = r"^/api/v1/jobs(/job_[0-9a-f]+)?$"
UPLOAD = r"^/api/v1/jobs$"
JOB = "extract_purchase_orders"


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
                return harness.sensor_runs(instance, JOB)

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
            killed = kill_run_worker(ledger, victim.run_id)
            killed_at = time.monotonic()
            (inbox / "b.pdf").write_bytes((SEEDS / "PO-2026-017.pdf").read_bytes())

            messages = harness.wait_for_recovery(
                instance, ledger, job=JOB, victim=victim, documents=2, timeout=150
            )
            recovered_in = time.monotonic() - killed_at
            # The dead run is failed with the reason: by the code server that launched it,
            # which watches its run processes, or else by our liveness check.
            reasons = [
                m
                for m in messages
                if f"Run execution process for {victim.run_id} was terminated by signal 9" in m
                or ("is gone" in m and f"pid {killed[0]}" in m)
            ]
            assert reasons, messages[-5:]
            # Dagster's run monitoring is on, but cannot see a dead STARTED run with this
            # launcher: that is why the liveness check exists.
            config = yaml.safe_load((data_dir / "dagster_home" / "dagster.yaml").read_text())
            assert config["run_monitoring"]["enabled"] is True
            assert instance.run_monitoring_enabled
            assert not instance.run_launcher.supports_check_run_worker_health
    finally:
        alive = harness.stop_ui(ui)
        service.stop()
    assert alive == [], f"still running after SIGTERM: {alive}"

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


def code_server_of(worker_pid: int) -> psutil.Process:
    """The `dagster code-server start` process above the run worker `worker_pid`: its
    parent is the gRPC server that launched the run, whose parent is the code server."""
    launcher = psutil.Process(worker_pid).parent()
    code_server = launcher.parent() if launcher else None
    assert launcher and "dagster api grpc" in " ".join(launcher.cmdline()), launcher
    assert code_server and "dagster code-server start" in " ".join(code_server.cmdline())
    return code_server


def kill_tree(top: psutil.Process) -> list[int]:
    """SIGKILL `top` and every process under it, parents first (no parent is left alive
    for a moment to see its child die), and wait until they are gone."""
    family = [top, *top.children(recursive=True)]
    for proc in family:
        proc.kill()
    psutil.wait_procs(family, timeout=10)
    return [p.pid for p in family]


def restarted_code_servers(ui_pid: int, killed: int) -> frozenset[int]:
    """The code server `dg dev` started under `po-pipeline ui` in place of the one with pid
    `killed`, and the processes under it."""
    found: set[int] = set()
    for proc in psutil.Process(ui_pid).children(recursive=True):
        try:
            if proc.pid != killed and "code-server start" in " ".join(proc.cmdline()):
                found |= {proc.pid, *(c.pid for c in proc.children(recursive=True))}
        except psutil.NoSuchProcess:
            pass
    return frozenset(found)


@pytest.mark.timeout(480)
def test_a_daemon_run_killed_with_its_code_server_is_failed_by_our_liveness_alone(
    tmp_path: Path, data_dir: Path, lenient_schema: Path, fault_proxy, harness_module, monkeypatch
) -> None:
    harness = harness_module
    started = time.monotonic()
    service = ServiceProcess(tmp_path / "service", tokens={"pipeline": TOKEN}, workers=1)
    service.start()
    proxy = fault_proxy(service.url)
    # a.pdf's upload waits at the proxy: the run is mid-upload when it is killed.
    held = proxy.add("POST", UPLOAD, "delay", seconds=45, times=1)
    inbox = data_dir / "inbox"
    (inbox / "a.pdf").write_bytes((SEEDS / "PO-2026-021.pdf").read_bytes())
    ui = harness.start_ui(
        data_dir,
        free_port(),
        {
            "PO_SCHEMA": str(lenient_schema),
            "PO_SERVICE_URL": proxy.url,
            "PO_SERVICE_TOKEN": TOKEN,
            "PO_SENSOR_INTERVAL_SECONDS": "2",
        },
        tmp_path / "ui.log",
    )
    monkeypatch.setenv("DAGSTER_HOME", str(data_dir / "dagster_home"))
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    killed_at: float | None = None
    code_server: psutil.Process | None = None
    try:
        with dg.DagsterInstance.get() as instance:

            def sensor_runs() -> list[dg.DagsterRun]:
                return harness.sensor_runs(instance, JOB)

            def a_mid_upload() -> bool:
                docs = ledger.documents()
                runs = sensor_runs()
                return (
                    bool(docs)
                    and docs[0].status is DocumentStatus.SUBMITTING
                    and held.hits == 1
                    and bool(runs)
                    and bool(ledger.run_processes(runs[0].run_id))
                )

            harness.wait_for(
                a_mid_upload, timeout=150, every=0.2,
                what="the daemon's run to be sending a.pdf's upload",
            )  # fmt: skip
            [victim] = sensor_runs()
            assert instance.get_run_by_id(victim.run_id).status is dg.DagsterRunStatus.STARTED
            [worker] = {p.pid: p for p in ledger.run_processes(victim.run_id)}.values()
            code_server = code_server_of(worker.pid)
            killed_at = time.time()
            killed = kill_tree(code_server)
            assert worker.pid in killed and len(killed) >= 3
            (inbox / "b.pdf").write_bytes((SEEDS / "PO-2026-017.pdf").read_bytes())

            # With its code server gone, nobody reports the run: it stays STARTED until the
            # restarted code server's sensor tick looks at its claimer.
            messages = harness.wait_for_recovery(
                instance, ledger, job=JOB, victim=victim, documents=2, timeout=300
            )
            recovered_in = time.time() - killed_at
            ours = [m for m in messages if "is gone" in m and f"pid {worker.pid}" in m]
            assert ours, messages[-5:]
            assert not [m for m in messages if "Run execution process" in m], messages[-5:]
            assert not instance.run_launcher.supports_check_run_worker_health
    finally:
        spare = restarted_code_servers(ui.pid, code_server.pid) if code_server else frozenset()
        alive = harness.stop_ui(ui, spare=spare)
        service.stop()
    # dg dev does not stop a code server it restarted (Dagster 1.13: its registry dropped
    # the dead process's entry); that one ends on its own once its heartbeats stop.
    assert alive == [], f"still running after SIGTERM: {alive}"

    pipeline = harness.PipelineRun(data_dir, schema=lenient_schema)
    pipeline.check_invariants(service_jobs(tmp_path / "service"))
    assert pipeline.endings() == {"a.pdf": ("completed", None), "b.pdf": ("completed", None)}
    a = pipeline.documents()["a.pdf"]
    events = pipeline.ledger.events(a.id)
    story = [(e.from_status, e.to_status, e.reason) for e in events]
    assert story == [
        (None, "discovered", None),
        ("discovered", "queued", None),
        ("queued", "submitting", None),  # by the killed run, whose upload was held
        ("submitting", "queued", "interrupted_submit"),  # its claimer found dead
        ("queued", "submitting", None),
        ("submitting", "processing", None),  # the same key: one job at the service
        ("processing", "completed", None),
    ], story
    requeued = events[3].message
    assert f"pid {worker.pid}" in requeued and "re-sent with the same key" in requeued
    print(f"kill -> both completed {recovered_in:.1f} s, wall {time.monotonic() - started:.1f} s;"
          f" failed by: {ours[0][:120]}")  # fmt: skip

"""A file whose intake check kills or hangs its process (a parser crash or loop on a hostile
PDF, the OOM killer) must neither kill every run after it nor hold up its batch.

The PDF is parsed in a checker process (po_pipeline/pipeline/pdf_check.py, started by
pipeline/checker.py). A check still running
after PO_INTAKE_CHECK_SECONDS is stopped and its file rejected as `crashed_intake`; a
checker that dies on a file twice gets it rejected the same way; either way the rest of the
batch completes in the same `po-pipeline run`, or the same sensor tick registers it. The
faults are real: with `PO_PIPELINE_HANG_AT=while_checking:hang.pdf` the checker stops for
good inside that file's check, with `PO_PIPELINE_CRASH_AT=while_checking:crash.pdf` it
SIGKILLs itself there (po_pipeline/faults.py).

The registering process itself may still die or hang while a check is open
(`awaiting_check`): each check is recorded in the ledger before it starts, and a document
whose checks were left unfinished MAX_INTAKE_CRASHES times (their process died, or is still
at it after PO_INTAKE_STUCK_SECONDS) is rejected as `crashed_intake` by the next run without
being checked again, while the rest of the batch goes on."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import duckdb

from po_pipeline.clock import utc_now
from po_pipeline.defs.resources import IntakeResource
from po_pipeline.faults import CRASH_ENV, HANG_ENV
from po_pipeline.field_schema import load_schema
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.liveness import process_id
from po_pipeline.pipeline.arrivals import observe_inbox
from po_pipeline.pipeline.intake import (
    INTAKE_STUCK_SECONDS,
    MAX_INTAKE_CRASHES,
    register_files,
)

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
S = DocumentStatus


def env_for(data_dir: Path, schema: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    return env | {"PO_DATA_DIR": str(data_dir), "PO_SCHEMA": str(schema), **extra}


def run(data_dir: Path, schema: Path, crash_at: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env_for(data_dir, schema, **{CRASH_ENV: crash_at}),
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def test_a_file_whose_check_kills_the_registering_process_is_rejected_after_n_crashes(
    data_dir: Path, lenient_schema: Path
) -> None:
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "a.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "poison.pdf")
    shutil.copy2(SEEDS / "PO-2026-017.pdf", inbox / "z.pdf")
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")

    for attempt in range(1, MAX_INTAKE_CRASHES + 1):
        killed = run(data_dir, lenient_schema, "awaiting_check:poison.pdf")
        assert killed.returncode == -signal.SIGKILL, killed.stdout + killed.stderr
        states = {Path(d.source_file).name: d.status for d in ledger.documents()}
        # a.pdf (before it) is queued; poison.pdf waits unchecked; z.pdf (after it) unseen
        assert states == {"a.pdf": S.QUEUED, "poison.pdf": S.DISCOVERED}, (attempt, states)
        [poison] = [d for d in ledger.documents() if d.source_file.endswith("poison.pdf")]
        assert len(ledger.intake_attempts_of(poison.id)) == attempt

    # The same fault is still armed: the check is not tried a third time.
    done = run(data_dir, lenient_schema, "awaiting_check:poison.pdf")
    assert done.returncode == 0, done.stdout + done.stderr

    docs = {Path(d.source_file).name: d for d in ledger.documents()}
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "poison.pdf": (S.REJECTED, "crashed_intake"),
        "z.pdf": (S.COMPLETED, None),
    }
    poison = docs["poison.pdf"]
    assert f"{MAX_INTAKE_CRASHES} times" in poison.message and "died" in poison.message
    assert len(ledger.intake_attempts_of(poison.id)) == MAX_INTAKE_CRASHES  # not a third
    story = [(e.from_status, e.to_status, e.reason) for e in ledger.events(poison.id)]
    assert story == [(None, "discovered", None), ("discovered", "rejected", "crashed_intake")]
    # The service never saw the poisoned file; one job for each of the others.
    with sqlite3.connect(data_dir / "service" / "jobs.sqlite3") as conn:
        keys = [k for (k,) in conn.execute("SELECT idempotency_key FROM service_jobs")]
    assert sorted(keys) == sorted([docs["a.pdf"].idempotency_key, docs["z.pdf"].idempotency_key])
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        loaded = conn.sql("SELECT document_id FROM purchase_orders ORDER BY 1").fetchall()
        held = conn.sql("SELECT document_id, reason FROM needs_review").fetchall()
    assert loaded == sorted((docs[n].id,) for n in ("a.pdf", "z.pdf"))
    assert held == [(poison.id, "crashed_intake")]


HANG_LIMIT_SECONDS = 3


def test_a_file_whose_check_hangs_the_registering_process_is_rejected_by_a_later_run(
    data_dir: Path, lenient_schema: Path, harness_module
) -> None:
    """Two runs hang for good while poison.pdf's check is open (alive, never finishing it,
    as on a read that never returns: outside the checker, so no deadline stops it); once
    each has been at it for longer than PO_INTAKE_STUCK_SECONDS, the next run rejects the
    file as `crashed_intake` without checking it, and loads the rest of the batch."""
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "a.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "poison.pdf")
    shutil.copy2(SEEDS / "PO-2026-017.pdf", inbox / "z.pdf")
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    env = env_for(
        data_dir,
        lenient_schema,
        PO_INTAKE_STUCK_SECONDS=str(HANG_LIMIT_SECONDS),
        **{HANG_ENV: "awaiting_check:poison.pdf"},
    )

    def attempts() -> list[tuple[object, object]]:
        poison = [d for d in ledger.documents() if d.source_file.endswith("poison.pdf")]
        return ledger.intake_attempts_of(poison[0].id) if poison else []

    def past_the_limit() -> bool:  # by the ledger's own clock, as the next run judges it
        return all(
            utc_now() - started > timedelta(seconds=HANG_LIMIT_SECONDS + 0.5)
            for _, started in attempts()
        )

    hung: list[subprocess.Popen[bytes]] = []
    try:
        for n in (1, 2):
            hung.append(
                subprocess.Popen(
                    [sys.executable, "-m", "po_pipeline.cli", "run"],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,
                )  # fmt: skip
            )
            harness_module.wait_for(
                lambda n=n: len(attempts()) == n, timeout=180, every=0.2,
                what=f"run {n} to begin poison.pdf's intake check",
            )  # fmt: skip
            harness_module.wait_for(
                past_the_limit, timeout=60, every=0.2, what="the hang limit to pass"
            )
        # Both are hung, not dead: the limit, not a death, is what the next run goes by.
        assert [p.poll() for p in hung] == [None, None]
        assert [process.pid for process, _ in attempts()] == [p.pid for p in hung]
        states = {Path(d.source_file).name: d.status for d in ledger.documents()}
        assert states == {"a.pdf": S.QUEUED, "poison.pdf": S.DISCOVERED}

        done = subprocess.run(
            [sys.executable, "-m", "po_pipeline.cli", "run"],
            env=env, capture_output=True, text=True, timeout=600, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
        assert [p.poll() for p in hung] == [None, None]  # still stuck there
    finally:
        for process in hung:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()

    docs = {Path(d.source_file).name: d for d in ledger.documents()}
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "poison.pdf": (S.REJECTED, "crashed_intake"),
        "z.pdf": (S.COMPLETED, None),
    }
    poison = docs["poison.pdf"]
    for process in hung:
        assert f"pid {process.pid} still at it after {HANG_LIMIT_SECONDS} s" in poison.message
    assert len(ledger.intake_attempts_of(poison.id)) == MAX_INTAKE_CRASHES  # not a third
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        loaded = conn.sql("SELECT document_id FROM purchase_orders ORDER BY 1").fetchall()
        held = conn.sql("SELECT document_id, reason FROM needs_review").fetchall()
    assert loaded == sorted((docs[n].id,) for n in ("a.pdf", "z.pdf"))
    assert held == [(poison.id, "crashed_intake")]


CHECK_SECONDS = 3


def store_jobs(service_dir: Path):  # noqa: ANN201 - harness's remote_tasks callable
    """The jobs the embedded service of `po-pipeline run` holds for a document, read from
    its own store."""

    def jobs(doc) -> list[str]:  # noqa: ANN001
        with sqlite3.connect(service_dir / "jobs.sqlite3") as conn:
            rows = conn.execute(
                "SELECT job_id FROM service_jobs WHERE idempotency_key = ? ORDER BY id",
                (doc.idempotency_key,),
            ).fetchall()
        return [job_id for (job_id,) in rows]

    return jobs


def checkers_of(data_dir: Path) -> list[int]:
    """Checker processes still running for `data_dir` (started with its PO_DATA_DIR)."""
    import psutil

    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if "po_pipeline.pipeline.pdf_check" in " ".join(proc.info["cmdline"] or []) and (
                proc.environ().get("PO_DATA_DIR") == str(data_dir)
            ):
                found.append(proc.pid)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            pass
    return found


def test_a_check_that_hangs_or_kills_its_checker_is_stopped_and_the_same_run_loads_the_rest(
    data_dir: Path, lenient_schema: Path, harness_module
) -> None:
    """One `po-pipeline run` over a.pdf, crash.pdf, hang.pdf, z.pdf: the checker hangs for
    good inside hang.pdf's check and SIGKILLs itself inside crash.pdf's. The run stops the
    hung check at PO_INTAKE_CHECK_SECONDS, starts a new checker after each death, rejects
    both files as `crashed_intake` saying why, and loads a.pdf and z.pdf itself."""
    inbox = data_dir / "inbox"
    for name, seed in [("a", "021"), ("crash", "022"), ("hang", "018"), ("z", "017")]:
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", inbox / f"{name}.pdf")
    env = env_for(
        data_dir,
        lenient_schema,
        PO_INTAKE_CHECK_SECONDS=str(CHECK_SECONDS),
        **{HANG_ENV: "while_checking:hang.pdf", CRASH_ENV: "while_checking:crash.pdf"},
    )
    done = subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert checkers_of(data_dir) == [], "the hung checker was left running"

    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    assert pipeline.endings() == {
        "a.pdf": ("completed", None),
        "crash.pdf": ("rejected", "crashed_intake"),
        "hang.pdf": ("rejected", "crashed_intake"),
        "z.pdf": ("completed", None),
    }
    docs = pipeline.documents()
    assert f"still running after {CHECK_SECONDS} s" in docs["hang.pdf"].message
    crash = docs["crash.pdf"].message
    assert f"{MAX_INTAKE_CRASHES} times" in crash and "killed by signal 9" in crash, crash
    for name in ("crash.pdf", "hang.pdf"):  # checked in this run only, by this run
        assert len(pipeline.ledger.intake_attempts_of(docs[name].id)) == 1
        events = pipeline.ledger.events(docs[name].id)
        story = [(e.from_status, e.to_status, e.reason) for e in events]
        assert story == [(None, "discovered", None), ("discovered", "rejected", "crashed_intake")]
    pipeline.check_invariants(store_jobs(data_dir / "service"))
    assert pipeline.table("SELECT order_number FROM purchase_orders ORDER BY 1") == [
        ("PO-2026-017",),
        ("PO-2026-021",),
    ]
    held = pipeline.table("SELECT document_id, reason FROM needs_review ORDER BY 1")
    assert held == sorted((docs[n].id, "crashed_intake") for n in ("crash.pdf", "hang.pdf"))


_HUNG_TICKS = """
import json, sys
import dagster as dg
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import InboxCursor, inbox_sensor
resources = {
    "ledger": LedgerResource(url=sys.argv[1]),
    "intake": IntakeResource(inbox=sys.argv[2], schema_path=sys.argv[3],
                             intake_check_seconds=float(sys.argv[4])),
}
with dg.instance_for_test() as instance:
    cursor = None
    for _ in range(2):  # the first tick sees the files, the second registers them
        context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
        result = inbox_sensor(context)
        cursor = result.cursor
    print(json.dumps({"partitions": [r.partition_key for r in result.run_requests],
                      "waiting": InboxCursor.parse(cursor).waiting}))
"""


def test_a_sensor_tick_whose_check_hangs_stops_it_and_registers_the_rest(
    data_dir: Path, lenient_schema: Path, harness_module
) -> None:
    """inbox_sensor's intake hangs for good inside hang.pdf's check (the checker, as a
    looping parser would). The tick, evaluated as the daemon does in a process of its own,
    still ends: it stops the check at the deadline, rejects hang.pdf as `crashed_intake`,
    queues a.pdf and z.pdf and asks for their partition's run. The next tick leaves the
    rejected file alone, and the run that follows loads the rest: the invariants hold."""
    inbox = data_dir / "inbox"
    for name, seed in [("a", "021"), ("hang", "018"), ("z", "017")]:
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", inbox / f"{name}.pdf")
    ledger_url = f"sqlite:///{data_dir / 'ledger.db'}"
    env = env_for(data_dir, lenient_schema, **{HANG_ENV: "while_checking:hang.pdf"})
    ticks = subprocess.run(
        [sys.executable, "-c", _HUNG_TICKS, ledger_url, str(inbox), str(lenient_schema),
         str(CHECK_SECONDS)],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert ticks.returncode == 0, ticks.stderr[-3000:]
    assert checkers_of(data_dir) == [], "the hung checker was left running"
    today = utc_now().strftime("%Y-%m-%d")
    assert json.loads(ticks.stdout.splitlines()[-1]) == {"partitions": [today], "waiting": {}}

    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    assert pipeline.endings() == {
        "a.pdf": ("queued", None),
        "hang.pdf": ("rejected", "crashed_intake"),
        "z.pdf": ("queued", None),
    }
    hang = pipeline.documents()["hang.pdf"]
    assert f"still running after {CHECK_SECONDS} s" in hang.message

    # The next tick (no fault now): nothing to register, hang.pdf not checked again, and
    # the partition still has queued work, so its run is asked for again.
    import dagster as dg

    from po_pipeline.defs.resources import IntakeResource, LedgerResource
    from po_pipeline.defs.sensors import inbox_sensor

    resources = {
        "ledger": LedgerResource(url=ledger_url),
        "intake": IntakeResource(inbox=str(inbox), schema_path=str(lenient_schema)),
    }
    with dg.instance_for_test() as instance:
        context = dg.build_sensor_context(instance=instance, cursor="{}", resources=resources)
        again = inbox_sensor(context)
    assert [r.partition_key for r in again.run_requests] == [today]
    assert len(pipeline.ledger.intake_attempts_of(hang.id)) == 1

    # The run the sensor asked for (the same job, run by `po-pipeline run`).
    done = subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env_for(data_dir, lenient_schema), capture_output=True, text=True, timeout=600,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert pipeline.endings() == {
        "a.pdf": ("completed", None),
        "hang.pdf": ("rejected", "crashed_intake"),
        "z.pdf": ("completed", None),
    }
    pipeline.check_invariants(store_jobs(data_dir / "service"))
    story = [(e.from_status, e.to_status, e.reason) for e in pipeline.ledger.events(hang.id)]
    assert story == [(None, "discovered", None), ("discovered", "rejected", "crashed_intake")]


def _register(ledger: Ledger, inbox: Path, schema: Path) -> None:
    seen = observe_inbox(inbox)
    settings = IntakeResource(inbox=str(inbox), schema_path=str(schema)).settings()
    register_files(sorted(seen), ledger, settings=settings, observations=seen, actor="t")


def _discovered(ledger: Ledger, inbox: Path, schema: Path, name: str) -> int:
    """A document registered and left unchecked, as a registrant killed before its check."""
    from po_pipeline.pipeline.arrivals import arrival_partition
    from po_pipeline.pipeline.fingerprint import sha256_of

    path = inbox / name
    reg = ledger.register(
        path=str(path.resolve()),
        sha256=sha256_of(path),
        size_bytes=path.stat().st_size,
        mtime_ns=path.stat().st_mtime_ns,
        schema_version=load_schema(schema).version,
        arrival_partition=arrival_partition(utc_now(), "UTC"),
        deadline=timedelta(hours=24),
        actor="t",
    )
    return reg.document.id


def test_one_crashed_check_is_tried_again_and_a_live_one_is_left_alone(
    data_dir: Path, lenient_schema: Path, dead_process
) -> None:
    inbox = data_dir / "inbox"
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "once.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "busy.pdf")
    once = _discovered(ledger, inbox, lenient_schema, "once.pdf")
    busy = _discovered(ledger, inbox, lenient_schema, "busy.pdf")
    ledger.record_intake_attempt(once, dead_process)  # one crash: bad luck, not the file
    ledger.record_intake_attempt(busy, process_id(os.getpid()))  # being checked right now
    _register(ledger, inbox, lenient_schema)
    assert ledger.get(once).status is S.QUEUED
    assert ledger.get(busy).status is S.DISCOVERED  # not checked twice at once
    assert len(ledger.intake_attempts_of(busy)) == 1


def test_a_check_still_running_past_the_limit_counts_as_a_hang(
    data_dir: Path, lenient_schema: Path, dead_process
) -> None:
    """One check died, another has hung (its process alive, at it for longer than
    INTAKE_STUCK_SECONDS): two unfinished checks, so the document is rejected unchecked."""
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "hangs.pdf")
    then = utc_now() - timedelta(seconds=INTAKE_STUCK_SECONDS + 60)
    early = Ledger(f"sqlite:///{data_dir / 'ledger.db'}", clock=lambda: then)
    doc_id = _discovered(early, inbox, lenient_schema, "hangs.pdf")
    early.record_intake_attempt(doc_id, dead_process)
    early.record_intake_attempt(doc_id, process_id(os.getpid()))  # alive, but long ago
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    _register(ledger, inbox, lenient_schema)
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason) == (S.REJECTED, "crashed_intake"), doc.message
    assert "died" in doc.message and f"after {INTAKE_STUCK_SECONDS:.0f} s" in doc.message


_DAEMON_TICKS = """
import json, sys
import dagster as dg
from po_pipeline.config import Settings
from po_pipeline.definitions import build_resources
from po_pipeline.defs.sensors import inbox_sensor
resources = build_resources(Settings.from_env())
resources = {k: resources[k] for k in ("ledger", "intake")}
cursor = sys.argv[1] or None
with dg.DagsterInstance.get() as instance:
    for _ in range(2):  # the daemon keeps a tick's cursor only once the tick returns
        context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
        result = inbox_sensor(context)
        cursor = result.cursor
        print(json.dumps({"cursor": cursor,
                          "partitions": [r.partition_key for r in result.run_requests]}),
              flush=True)
"""


def test_sensor_ticks_killed_while_a_check_is_open_reject_the_file_and_run_the_rest(
    data_dir: Path, lenient_schema: Path, harness_module
) -> None:
    """`awaiting_check` on the daemon's path: the process evaluating inbox_sensor (the code
    server) is SIGKILLed while poison.pdf's check is open, in every tick that reaches it.
    Each tick after a kill starts from the last cursor a tick returned, as the daemon does.
    After MAX_INTAKE_CRASHES kills, the next tick rejects poison.pdf as `crashed_intake`
    without checking it again, queues the rest and asks for the day's run; that run (the
    job, as a run worker executes it) loads the rest, and the invariants hold."""
    from po_pipeline.cli.runtime import DAGSTER_YAML
    from po_pipeline.service.embedded import ServiceProcess

    inbox = data_dir / "inbox"
    for name, seed in [("a", "021"), ("poison", "022"), ("z", "017")]:
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", inbox / f"{name}.pdf")
    home = data_dir / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text(DAGSTER_YAML, encoding="utf-8")
    token = "tok-intake-crash-loop"
    env = env_for(
        data_dir, lenient_schema, DAGSTER_HOME=str(home), PO_SERVICE_TOKEN=token,
        **{CRASH_ENV: "awaiting_check:poison.pdf"},
    )  # fmt: skip
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")

    def ticks(cursor: str) -> tuple[subprocess.CompletedProcess[str], list[dict]]:
        done = subprocess.run(
            [sys.executable, "-c", _DAEMON_TICKS, cursor],
            env=env, capture_output=True, text=True, timeout=180, check=False,
        )  # fmt: skip
        return done, [json.loads(line) for line in done.stdout.splitlines() if line]

    cursor = ""
    for attempt in range(1, MAX_INTAKE_CRASHES + 1):
        killed, answers = ticks(cursor)
        assert killed.returncode == -signal.SIGKILL, killed.stderr[-3000:]
        cursor = answers[-1]["cursor"] if answers else cursor
        [poison] = [d for d in ledger.documents() if d.source_file.endswith("poison.pdf")]
        assert poison.status is S.DISCOVERED
        assert len(ledger.intake_attempts_of(poison.id)) == attempt

    survived, answers = ticks(cursor)  # the same fault still armed
    assert survived.returncode == 0, survived.stderr[-3000:]
    today = utc_now().strftime("%Y-%m-%d")
    assert answers[0]["partitions"] == [today]
    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    assert pipeline.endings() == {
        "a.pdf": ("queued", None),
        "poison.pdf": ("rejected", "crashed_intake"),
        "z.pdf": ("queued", None),
    }
    poison = pipeline.documents()["poison.pdf"]
    assert f"{MAX_INTAKE_CRASHES} times" in poison.message and "died" in poison.message
    assert len(ledger.intake_attempts_of(poison.id)) == MAX_INTAKE_CRASHES  # not a third

    service = ServiceProcess(data_dir / "service", tokens={"pipeline": token})
    service.start()
    try:
        run = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("racers.py")), "run",
             str(data_dir / "barrier"), "1", today,
             json.dumps({"po_pipeline/trigger": "inbox_sensor"})],
            env=env | {"PO_SERVICE_URL": service.url}, capture_output=True, text=True,
            timeout=300, check=False,
        )  # fmt: skip
    finally:
        service.stop()
    assert run.returncode == 0 and json.loads(run.stdout.splitlines()[-1])["success"], run.stderr
    assert pipeline.endings() == {
        "a.pdf": ("completed", None),
        "poison.pdf": ("rejected", "crashed_intake"),
        "z.pdf": ("completed", None),
    }
    pipeline.check_invariants(store_jobs(data_dir / "service"))
    story = [(e.from_status, e.to_status, e.reason) for e in ledger.events(poison.id)]
    assert story == [(None, "discovered", None), ("discovered", "rejected", "crashed_intake")]

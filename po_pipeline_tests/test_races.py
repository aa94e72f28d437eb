"""Races through the real Dagster path (issue 9, "Races"): two runs of one partition at once,
two sensor ticks at once, and the same bytes dropped under two names at the same moment.

Everything is real: a Dagster instance on disk (the project's dagster.yaml), the SQLite
ledger, DuckDB, `po-pipeline serve` on loopback behind the fault proxy, the seed PDFs. The
racers are separate processes (racers.py) released together at a file barrier, and the
race is forced at the wire: the proxy holds the first upload of each run until the other's
arrives (`gather`), so both runs are uploading, and then polling the same partition's
tasks, at the same moment. The promise in every case: one submission per document (uploads
counted at the proxy, jobs counted by the service), one row per completed document, every
document in one final state, and each file registered once.

Dagster's run queue admits one run per `dagster/partition` value, but a backfill's range
run carries no such tag, and `execute_in_process` runs (`po-pipeline run`) bypass the
queue: overlapping runs of one day are possible, so the ledger's guarded claims must hold.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.cli.runtime import DAGSTER_YAML
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline.service.embedded import ServiceProcess
from po_pipeline_tests.days import today

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
RACERS = Path(__file__).resolve().with_name("racers.py")
TOKEN = f"tok-races-{secrets.token_hex(8)}"
API_KEY = f"ck-races-{secrets.token_hex(8)}"


# An upload to the local service, or to ComPDF (the stand-in, under its /server/v2).
UPLOAD = ("POST", r"^/api/v1/jobs$|/processAsync/idp/documentExtract$")
S = DocumentStatus


@pytest.fixture
def service(data_dir: Path) -> Iterator[ServiceProcess]:
    svc = ServiceProcess(data_dir / "service", tokens={"pipeline": TOKEN})
    svc.start()
    yield svc
    svc.stop()


@pytest.fixture
def home(data_dir: Path) -> Path:
    """The Dagster home `po-pipeline run` and `make ui` would use, with the project's
    dagster.yaml (one run per partition in the run queue, run monitoring)."""
    path = data_dir / "dagster_home"
    path.mkdir()
    (path / "dagster.yaml").write_text(DAGSTER_YAML, encoding="utf-8")
    return path


def upstream_for(backend: str, request: pytest.FixtureRequest, fault_proxy):  # noqa: ANN001, ANN201
    """The backend's upstream behind a fault proxy: (proxy, the environment that points the
    pipeline at it, and `remote_tasks(doc)`: the tasks the upstream itself holds for a
    document, read from its own store)."""
    if backend == "local":
        service = request.getfixturevalue("service")

        def service_jobs(doc: Document) -> list[str]:
            return service_tasks(service).get(doc.idempotency_key, [])

        proxy = fault_proxy(service.url)
        return proxy, {"PO_SERVICE_URL": proxy.url}, service_jobs
    standin_module = request.getfixturevalue("compdf_standin")
    standin = standin_module.ComPdfStandIn(API_KEY).start()
    request.addfinalizer(standin.stop)

    def standin_tasks(doc: Document) -> list[str]:  # the stand-in knows files by name
        name = Path(doc.source_file).name
        return [t.task_id for t in standin.tasks.values() if t.file_name == name]

    proxy = fault_proxy(standin.url)
    wire = {
        "PO_BACKEND": "compdf",
        "COMPDF_BASE_URL": proxy.url + standin_module.API,
        "COMPDF_API_KEY": API_KEY,
    }
    return proxy, wire, standin_tasks


def env_for(data_dir: Path, schema: Path, wire: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_", "COMPDF_"))}
    return env | {
        "PO_DATA_DIR": str(data_dir),
        "DAGSTER_HOME": str(data_dir / "dagster_home"),
        "PO_SCHEMA": str(schema),  # the seeds that state a total load (conftest)
        "PO_SERVICE_TOKEN": TOKEN,
        **wire,
        # One open task per run: each run claims one document, uploads it, and slides its
        # window over the rest, so both runs claim and poll throughout.
        "PO_MAX_IN_FLIGHT": "1",
    }


def race(env: dict[str, str], barrier: Path, *racers: list[str]) -> list[dict]:
    """Start one racers.py process per argument list, released together at `barrier`;
    their JSON answers, in the same order."""
    procs = [
        subprocess.Popen(
            [sys.executable, str(RACERS), args[0], str(barrier), str(len(racers)), *args[1:]],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for args in racers
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    for proc, (_, err) in zip(procs, outs, strict=True):
        assert proc.returncode == 0, err[-3000:]
    return [json.loads(out.strip().splitlines()[-1]) for out, _ in outs]


def overlapped(a: dict, b: dict) -> bool:
    return a["started"] < b["ended"] and b["started"] < a["ended"]


def sensor_tick(data_dir: Path, schema: Path, home: Path, cursor: str | None) -> dg.SensorResult:
    """One evaluation of inbox_sensor in this process, against the instance in `home`."""
    resources = {
        "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
        "intake": IntakeResource(inbox=str(data_dir / "inbox"), schema_path=str(schema)),
    }
    with dg.DagsterInstance.from_config(str(home)) as instance:
        context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
        result = inbox_sensor(context)
    assert isinstance(result, dg.SensorResult)
    return result


def service_tasks(service: ServiceProcess) -> dict[str, list[str]]:
    """Jobs per idempotency key, counted in the service's own store."""
    tasks: dict[str, list[str]] = {}
    for db in service.data_dir.glob("*.sqlite3"):
        with sqlite3.connect(db) as conn:
            for key, job in conn.execute("SELECT idempotency_key, job_id FROM service_jobs"):
                tasks.setdefault(key, []).append(job)
    return tasks


def files_of(ledger: Ledger) -> dict[str, int]:
    """Inbox file name -> the document it is registered to."""
    with ledger.engine.connect() as conn:
        rows = conn.exec_driver_sql("SELECT path, document_id FROM document_files").all()
    return {Path(path).name: doc_id for path, doc_id in rows}


def check_one_submission_each(
    harness, data_dir: Path, schema: Path, remote_tasks: Callable[[Document], list[str]],
    proxy, runs: list[dict],
) -> dict[str, Document]:  # fmt: skip
    """After runs that raced: each document claimed once and uploaded once (at the proxy:
    not even a re-send with its key), one task each at the upstream, its story in the
    ledger the plain one (never taken back, never unknown, finished once), one row per
    completed document; and both runs did claim (the race happened). Returns the
    documents by inbox file name (every name of the same bytes)."""
    pipeline = harness.PipelineRun(data_dir, schema=schema)
    pipeline.check_invariants(remote_tasks)
    docs = pipeline.ledger.documents()
    uploads = Counter(
        re.search(rb'filename="([^"]+)"', s.body).group(1).decode()  # type: ignore[union-attr]
        for s in proxy.requests(*UPLOAD)
    )
    assert uploads == Counter({Path(d.source_file).name: 1 for d in docs}), uploads
    claimers = set()
    for doc in docs:
        events = pipeline.ledger.events(doc.id)
        claims = [e for e in events if e.to_status == S.SUBMITTING.value]
        assert len(claims) == 1, [(e.actor, e.to_status) for e in events]
        claimers.add(claims[0].actor.split(":")[1])  # dagster:<run id[:8]>:<op>
        # The whole story, and nothing else: neither run took the other's live claim for
        # an orphan (no re-queue, no submission_unknown), and only one run finished it.
        story = [e.to_status for e in events]
        assert story == ["discovered", "queued", "submitting", "processing", doc.status.value], [
            (e.actor, e.to_status, e.reason) for e in events
        ]
    assert claimers == {run["run_id"][:8] for run in runs}, "both runs claimed documents"
    by_id = {d.id: d for d in docs}
    return {name: by_id[doc_id] for name, doc_id in files_of(pipeline.ledger).items()}


@pytest.mark.parametrize("backend", ["local", "compdf"])
def test_a_backfill_range_run_beside_the_sensors_run_submits_each_document_once(
    backend: str, data_dir: Path, lenient_schema: Path, home: Path, fault_proxy,
    harness_module, tmp_path: Path, request: pytest.FixtureRequest,
) -> None:  # fmt: skip
    """The sensor's run for today and a backfill's range run over yesterday and today, at
    the same moment, over the same three queued documents; on the local service (keyed
    uploads, claimed a window at a time) and on ComPDF (no idempotency: claimed one by
    one, each upload marked before it is sent, so a second upload would be a second task)."""
    seeds = ("PO-2026-017.pdf", "PO-2026-021.pdf", "PO-2026-018.pdf")  # the stand-in's names
    for name in seeds:
        shutil.copy2(SEEDS / name, data_dir / "inbox" / name)
    cursor = sensor_tick(data_dir, lenient_schema, home, None).cursor
    [asked] = sensor_tick(data_dir, lenient_schema, home, cursor).run_requests
    assert asked.partition_key == today().isoformat()

    proxy, wire, remote_tasks = upstream_for(backend, request, fault_proxy)
    gather = proxy.add(*UPLOAD, "gather", times=2, seconds=120)
    backfill = {
        "dagster/asset_partition_range_start": (today() - timedelta(days=1)).isoformat(),
        "dagster/asset_partition_range_end": today().isoformat(),
        "po_pipeline/trigger": "backfill",
    }
    runs = race(
        env_for(data_dir, lenient_schema, wire),
        tmp_path / "barrier",
        ["run", asked.partition_key, json.dumps(dict(asked.tags))],
        ["run", "", json.dumps(backfill)],
    )
    assert [r["success"] for r in runs] == [True, True], [r["failures"] for r in runs]
    assert overlapped(*runs) and not gather.timed_out, "both runs uploaded at the same moment"

    docs = check_one_submission_each(
        harness_module, data_dir, lenient_schema, remote_tasks, proxy, runs
    )
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "PO-2026-017.pdf": (S.COMPLETED, None),
        "PO-2026-021.pdf": (S.COMPLETED, None),
        "PO-2026-018.pdf": (S.NEEDS_REVIEW, "missing_total"),
    }
    with dg.DagsterInstance.from_config(str(home)) as instance:
        [ranged] = [instance.get_run_by_id(r["run_id"]) for r in runs[1:]]
    assert (
        ranged.tags["dagster/asset_partition_range_start"]
        == backfill["dagster/asset_partition_range_start"]
    )  # the backfill's run really covered a range, without a dagster/partition tag
    assert "dagster/partition" not in ranged.tags


RUN_KEY_TAG = "dagster/run_key"


def as_the_daemon_launches(requests: list[dict]) -> list[list[str]]:
    """racers.py `run` arguments for the runs Dagster's sensor daemon makes of `requests`:
    one run per run key (Dagster launches a sensor's run key once), tagged with its key."""
    by_key = {r["run_key"]: r for r in requests}
    return [
        ["run", r["partition"], json.dumps({**r["tags"], RUN_KEY_TAG: key})]
        for key, r in by_key.items()
    ]


@pytest.mark.parametrize("backend", ["local", "compdf"])
def test_two_sensor_ticks_at_once_ask_for_one_run_and_submit_each_document_once(
    backend: str, data_dir: Path, lenient_schema: Path, home: Path, fault_proxy,
    harness_module, tmp_path: Path, request: pytest.FixtureRequest,
) -> None:  # fmt: skip
    """Two evaluations of inbox_sensor in two processes at the same moment over the same
    settled files, two of them the same bytes under two names: each file is registered
    once, the twins are one document, and the two ticks ask for one run of the day between
    them (one run key: the ledger's claim lets one tick ask, or the other asks again under
    the same key, which Dagster launches once). That run, raced by a second run of the day
    (another daemon's, or a backfill's) with both uploading at once, submits each document
    once; afterwards the day's next request takes a new run key."""
    inbox = data_dir / "inbox"
    # The stand-in answers by file name, so the seeds keep theirs; the twin sorts after its
    # original, so the document carries the original's name.
    names = {"PO-2026-017.pdf": "017", "PO-2026-018.pdf": "018", "PO-2026-021.pdf": "021",
             "twin-of-021.pdf": "021"}  # fmt: skip
    for name, seed in names.items():
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", inbox / name)
    cursor = sensor_tick(data_dir, lenient_schema, home, None).cursor  # seen once: settling

    proxy, wire, remote_tasks = upstream_for(backend, request, fault_proxy)
    env = env_for(data_dir, lenient_schema, wire)
    ticks = race(env, tmp_path / "ticks", ["tick", cursor], ["tick", cursor])
    assert overlapped(*ticks), "the two ticks evaluated at the same moment"

    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    docs = ledger.documents()
    assert len(docs) == 3 and {d.status for d in docs} == {S.QUEUED}
    files = files_of(ledger)
    assert sorted(files) == sorted(names)
    assert files["PO-2026-021.pdf"] == files["twin-of-021.pdf"]  # one fingerprint, one document
    for doc in docs:
        assert [e.to_status for e in ledger.events(doc.id)] == ["discovered", "queued"]

    requests = [r for t in ticks for r in t["requests"]]
    assert requests, [t["skip"] for t in ticks]
    assert {r["partition"] for r in requests} == {today().isoformat()}
    [run_key] = {r["run_key"] for r in requests}  # one run asked for, between both ticks
    for t in ticks:  # a tick that did not ask says whose request it stood aside for
        assert t["requests"] or f"(run key {run_key})" in t["skip"], t

    gather = proxy.add(*UPLOAD, "gather", times=2, seconds=120)
    [launched] = as_the_daemon_launches(requests)
    second = ["run", today().isoformat(), json.dumps({"po_pipeline/trigger": "backfill"})]
    runs = race(env, tmp_path / "runs", launched, second)
    assert [r["success"] for r in runs] == [True, True], [r["failures"] for r in runs]
    assert overlapped(*runs) and not gather.timed_out

    named = check_one_submission_each(
        harness_module, data_dir, lenient_schema, remote_tasks, proxy, runs
    )
    assert {n: (d.status, d.reason) for n, d in named.items()} == {
        "PO-2026-017.pdf": (S.COMPLETED, None),
        "PO-2026-018.pdf": (S.NEEDS_REVIEW, "missing_total"),
        "PO-2026-021.pdf": (S.COMPLETED, None),
        "twin-of-021.pdf": (S.COMPLETED, None),  # the twin: its document's state
    }
    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    loaded = pipeline.table("SELECT order_number FROM purchase_orders ORDER BY 1")
    assert loaded == [("PO-2026-017",), ("PO-2026-021",)]  # the twins: one row

    # The run asked for under that key exists and has ended: the day's next work gets a
    # run of its own, under a new key (a claim is never stuck on a run that came and went).
    with dg.DagsterInstance.from_config(str(home)) as instance:
        [ran] = instance.get_runs(filters=dg.RunsFilter(tags={RUN_KEY_TAG: run_key}))
    assert ran.status is dg.DagsterRunStatus.SUCCESS
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "PO-2026-022.pdf")
    cursor = sensor_tick(data_dir, lenient_schema, home, "{}").cursor
    [later] = sensor_tick(data_dir, lenient_schema, home, cursor).run_requests
    assert later.partition_key == today().isoformat() and later.run_key != run_key


def test_a_backfill_run_holds_its_days_while_alive_and_frees_them_once_killed(
    data_dir: Path, lenient_schema: Path, home: Path, service, fault_proxy, harness_module,
    tmp_path: Path,
) -> None:  # fmt: skip
    """A real backfill run (Dagster's implicit asset job over yesterday and today, the tags
    a backfill gives it, none of ours) is held at its first upload. While it lives, the
    sensor asks for no second run of today and says which run holds it; once it is
    SIGKILLed, the next tick marks it failed, saying why, and asks for a run, which
    finishes its documents: one job each on the service."""
    for name in ("PO-2026-017.pdf", "PO-2026-021.pdf"):
        shutil.copy2(SEEDS / name, data_dir / "inbox" / name)
    cursor = sensor_tick(data_dir, lenient_schema, home, None).cursor
    sensor_tick(data_dir, lenient_schema, home, cursor)  # registered; its request not run

    proxy = fault_proxy(service.url)
    proxy.add(*UPLOAD, "gather", times=2, seconds=120)  # the backfill's upload waits here
    env = env_for(data_dir, lenient_schema, {"PO_SERVICE_URL": proxy.url})
    yesterday = (today() - timedelta(days=1)).isoformat()
    racer = subprocess.Popen(
        [sys.executable, str(RACERS), "backfill", str(tmp_path / "b"), "1", yesterday,
         today().isoformat()],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while not proxy.requests(*UPLOAD):  # its first upload reached the proxy
            assert racer.poll() is None and time.monotonic() < deadline, racer.stderr.read()
            time.sleep(0.05)
        with dg.DagsterInstance.from_config(str(home)) as instance:
            [running] = instance.get_runs(filters=dg.RunsFilter(job_name="__ASSET_JOB"))
        assert "dagster/partition" not in running.tags  # a range run
        held = sensor_tick(data_dir, lenient_schema, home, "{}")
        assert held.run_requests == []
        assert f"partition {today().isoformat()} has work but run {running.run_id}" in str(
            held.skip_reason
        )
    finally:
        racer.kill()
        racer.wait()

    freed = sensor_tick(data_dir, lenient_schema, home, "{}")
    with dg.DagsterInstance.from_config(str(home)) as instance:
        dead = instance.get_run_by_id(running.run_id)
        failure = next(
            e.message
            for e in instance.all_logs(running.run_id)
            if e.dagster_event and e.dagster_event.event_type_value == "PIPELINE_FAILURE"
        )
    assert dead.status is dg.DagsterRunStatus.FAILURE
    assert f"pid {racer.pid}" in failure and "is gone" in failure
    [request] = freed.run_requests
    assert request.partition_key == today().isoformat()

    [ran] = race(
        env, tmp_path / "r",
        ["run", request.partition_key, json.dumps({**request.tags, RUN_KEY_TAG: request.run_key})],
    )  # fmt: skip
    assert ran["success"], ran["failures"]
    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    pipeline.check_invariants(lambda doc: service_tasks(service).get(doc.idempotency_key, []))
    assert {d.status for d in pipeline.ledger.documents()} == {S.COMPLETED}

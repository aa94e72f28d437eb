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
import secrets
import shutil
import sqlite3
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline.runtime import DAGSTER_YAML
from po_pipeline.service.testing import ServiceProcess

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
RACERS = Path(__file__).resolve().with_name("racers.py")
TOKEN = f"tok-races-{secrets.token_hex(8)}"
TODAY = datetime.now(UTC).date()
UPLOAD = ("POST", r"^/api/v1/jobs$")
S = DocumentStatus
FINAL = {S.COMPLETED, S.NEEDS_REVIEW}


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


def env_for(data_dir: Path, schema: Path, url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    return env | {
        "PO_DATA_DIR": str(data_dir),
        "DAGSTER_HOME": str(data_dir / "dagster_home"),
        "PO_SCHEMA": str(schema),  # the seeds that state a total load (conftest)
        "PO_SERVICE_URL": url,
        "PO_SERVICE_TOKEN": TOKEN,
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
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        for args in racers
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    for proc, (out, err) in zip(procs, outs, strict=True):
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
    harness, data_dir: Path, schema: Path, service: ServiceProcess, proxy, runs: list[dict]
) -> dict[str, Document]:
    """After runs that raced: each document claimed once and uploaded once (at the proxy:
    not even a re-send with its key), one job each at the service, one final state reached
    once, one row per completed document; and both runs did claim (the race happened).
    Returns the documents by inbox file name (every name of the same bytes)."""
    pipeline = harness.PipelineRun(data_dir, schema=schema)
    tasks = service_tasks(service)
    pipeline.check_invariants(lambda doc: tasks.get(doc.idempotency_key, []))
    docs = pipeline.ledger.documents()
    uploads = Counter(s.headers.get("Idempotency-Key") for s in proxy.requests(*UPLOAD))
    assert uploads == Counter({d.idempotency_key: 1 for d in docs}), uploads
    claimers = set()
    for doc in docs:
        events = pipeline.ledger.events(doc.id)
        claims = [e for e in events if e.to_status == S.SUBMITTING.value]
        assert len(claims) == 1, [(e.actor, e.to_status) for e in events]
        claimers.add(claims[0].actor.split(":")[1])  # dagster:<run id[:8]>:<op>
        assert sum(e.to_status in {s.value for s in FINAL} for e in events) == 1
    assert claimers == {run["run_id"][:8] for run in runs}, "both runs claimed documents"
    by_id = {d.id: d for d in docs}
    return {name: by_id[doc_id] for name, doc_id in files_of(pipeline.ledger).items()}


def test_a_backfill_range_run_beside_the_sensors_run_submits_each_document_once(
    data_dir: Path, lenient_schema: Path, home: Path, service, fault_proxy, harness_module,
    tmp_path: Path,
) -> None:  # fmt: skip
    """The sensor's run for today and a backfill's range run over yesterday and today, at
    the same moment, over the same three queued documents."""
    for name, seed in (("a.pdf", "017"), ("b.pdf", "021"), ("c.pdf", "018")):
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", data_dir / "inbox" / name)
    cursor = sensor_tick(data_dir, lenient_schema, home, None).cursor
    [request] = sensor_tick(data_dir, lenient_schema, home, cursor).run_requests
    assert request.partition_key == TODAY.isoformat()

    proxy = fault_proxy(service.url)
    gather = proxy.add(*UPLOAD, "gather", times=2, seconds=120)
    backfill = {
        "dagster/asset_partition_range_start": (TODAY - timedelta(days=1)).isoformat(),
        "dagster/asset_partition_range_end": TODAY.isoformat(),
        "po_pipeline/trigger": "backfill",
    }
    runs = race(
        env_for(data_dir, lenient_schema, proxy.url),
        tmp_path / "barrier",
        ["run", request.partition_key, json.dumps(dict(request.tags))],
        ["run", "", json.dumps(backfill)],
    )
    assert [r["success"] for r in runs] == [True, True]
    assert overlapped(*runs) and not gather.timed_out, "both runs uploaded at the same moment"

    docs = check_one_submission_each(
        harness_module, data_dir, lenient_schema, service, proxy, runs
    )
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "b.pdf": (S.COMPLETED, None),
        "c.pdf": (S.NEEDS_REVIEW, "missing_total"),
    }
    with dg.DagsterInstance.from_config(str(home)) as instance:
        [ranged] = [instance.get_run_by_id(r["run_id"]) for r in runs[1:]]
    assert ranged.tags["dagster/asset_partition_range_start"] == backfill[
        "dagster/asset_partition_range_start"
    ]  # the backfill's run really covered a range, without a dagster/partition tag
    assert "dagster/partition" not in ranged.tags


def test_two_sensor_ticks_at_once_register_each_file_once_even_the_same_bytes_twice(
    data_dir: Path, lenient_schema: Path, home: Path, service, fault_proxy, harness_module,
    tmp_path: Path,
) -> None:  # fmt: skip
    """Two evaluations of inbox_sensor in two processes at the same moment over the same
    settled files, two of them the same bytes under two names: each file is registered
    once, the twins are one document, each tick asks for at most one run per partition;
    then the runs of both ticks, at once, submit each document once."""
    inbox = data_dir / "inbox"
    for name, seed in (("a.pdf", "017"), ("b.pdf", "018"), ("c.pdf", "021"), ("c copy.pdf", "021")):
        shutil.copy2(SEEDS / f"PO-2026-{seed}.pdf", inbox / name)
    cursor = sensor_tick(data_dir, lenient_schema, home, None).cursor  # seen once: settling

    env = env_for(data_dir, lenient_schema, service.url)
    ticks = race(env, tmp_path / "ticks", ["tick", cursor], ["tick", cursor])
    assert overlapped(*ticks), "the two ticks evaluated at the same moment"

    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    docs = ledger.documents()
    assert len(docs) == 3 and {d.status for d in docs} == {S.QUEUED}
    files = files_of(ledger)
    assert sorted(files) == ["a.pdf", "b.pdf", "c copy.pdf", "c.pdf"]
    assert files["c.pdf"] == files["c copy.pdf"]  # one fingerprint, one document
    for doc in docs:
        assert [e.to_status for e in ledger.events(doc.id)] == ["discovered", "queued"]
    requests = [r for t in ticks for r in t["requests"]]
    for t in ticks:  # a tick never asks twice for one partition
        assert len({r["partition"] for r in t["requests"]}) == len(t["requests"]), t
    assert {r["partition"] for r in requests} == {TODAY.isoformat()}
    assert len({r["run_key"] for r in requests}) == len(requests)

    # Even when both ticks asked (no run existed yet for either to see), and both runs start
    # together, each document is submitted once. A tick that asked nothing is stood in for
    # by a second run of the day, as another daemon's would be.
    proxy = fault_proxy(service.url)
    gather = proxy.add(*UPLOAD, "gather", times=2, seconds=120)
    asked = [["run", r["partition"], json.dumps(r["tags"])] for r in requests]
    extra = [["run", TODAY.isoformat(), json.dumps({"po_pipeline/trigger": "inbox_sensor"})]]
    runs = race(env | {"PO_SERVICE_URL": proxy.url}, tmp_path / "runs", *(asked + extra)[:2])
    assert [r["success"] for r in runs] == [True, True]
    assert overlapped(*runs) and not gather.timed_out

    named = check_one_submission_each(
        harness_module, data_dir, lenient_schema, service, proxy, runs
    )
    assert {n: (d.status, d.reason) for n, d in named.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "b.pdf": (S.NEEDS_REVIEW, "missing_total"),
        "c.pdf": (S.COMPLETED, None),
        "c copy.pdf": (S.COMPLETED, None),  # the twin: its document's state
    }
    pipeline = harness_module.PipelineRun(data_dir, schema=lenient_schema)
    loaded = pipeline.table("SELECT order_number FROM purchase_orders ORDER BY 1")
    assert loaded == [("PO-2026-017",), ("PO-2026-021",)]  # the twins: one row

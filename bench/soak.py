"""Soak (issue 9, item 9): seeded cycles of drop files, run under random proxy faults and a
kill, run again clean, check DESIGN's invariants; per backend and per path.

    python bench/soak.py [--seed 1] [--cycles 10] [--files-per-cycle 3] [--keep DIR]
                         [--modes local:run,compdf:run,local:sensor,compdf:sensor]
                         [--always-kill]

A mode is a backend and a path:

- backend `local`: one real extraction service (1 worker); `compdf`: the ComPDF stand-in
  (po_pipeline_tests/compdf/standin.py, a real HTTP server that counts the tasks it
  creates), told what each dropped copy says. Either sits behind a FaultProxy
  (po_pipeline_tests/faultproxy.py; it rewrites the stand-in's download links to itself);
- path `run`: each run is `po-pipeline run` in a subprocess; path `sensor`: each run is a
  subprocess that does what `make ui`'s daemon does, minus the daemon's own process: it
  ticks `inbox_sensor` (registering the files that settled, failing runs whose process is
  gone, requesting a run per partition with work; its cursor kept in a file between
  processes) and executes every run the tick requested, with the request's tags, against
  the persistent Dagster instance, until a tick finds nothing to do.

Each mode has its own data directory, upstream and proxy, which persist across its cycles,
so each cycle also checks that nothing earlier regressed. Every run gets a lenient schema
(every threshold 0.5, so the seeds that state a total load) and the proxy's URL.

Each cycle:

1. drops `--files-per-cycle` byte-distinct copies of the seed PDFs (a `%` comment line
   appended after the PDF's bytes; copies of one seed share an order number, so all but
   the first completed copy are held as duplicates);
2. picks, with the seeded RNG, zero to three proxy faults of the backend (SAFE_FAULTS,
   COMPDF_FAULTS) and at most one kill (always one with --always-kill): a crash point
   (po_pipeline/faults.py: the run SIGKILLs itself there; on the sensor path
   `while_registering` is inside a sensor tick) or a SIGKILL sent 1 to 6 s into the run;
   and runs once under them;
3. clears the faults and runs once clean (the recovery run), then checks; sometimes runs
   a second clean run and checks again.

The checks: harness.PipelineRun.check_invariants (one document per distinct file, each in
one named state with a reason or `processing` with a task, the upstream's own records
holding at most one job per document and exactly the ledger's task (the service's store by
idempotency key; the stand-in's tasks by file name), `ledger_events` ending in each
document's state, one `purchase_orders` row per completed document and no order number
twice, `needs_review` matching the review states); every inbox file named by one document;
every recovery run exiting 0; no Dagster run left STARTED; no wire-contract breach seen by
the stand-in; and no document that was completed at an earlier check is anything else now.
On the sensor path, the recovery run's first tick must request a run for every partition
that has queued or open work (the partition is not wedged).

Prints one JSON document (per mode: cycles run and passed; per cycle what was injected,
what the killed run did, the documents' states and every invariant that failed) and exits
1 if any cycle failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import secrets
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # po_pipeline_tests (a directory of test utilities)

import dagster as dg  # noqa: E402

from po_pipeline.faults import CRASH_ENV, POINTS  # noqa: E402
from po_pipeline.field_schema import DEFAULT_SCHEMA_PATH  # noqa: E402
from po_pipeline.ledger import Document  # noqa: E402
from po_pipeline.service.embedded import ServiceProcess  # noqa: E402
from po_pipeline_tests.faultproxy import FaultProxy  # noqa: E402
from po_pipeline_tests.harness import PipelineRun  # noqa: E402

SEEDS = sorted((REPO / "data" / "inbox").glob("PO-2026-0*.pdf"))
TOKEN = "tok-soak-" + os.urandom(8).hex()
UPLOAD = ("POST", r"^/api/v1/jobs$")
STATUS = ("GET", r"^/api/v1/jobs(/job_[0-9a-f]+)?$")  # one job, or a batch (?ids=)
RESULT = ("GET", r"^/api/v1/jobs/job_[0-9a-f]+/result$")
RUN_TIMEOUT_S = 600
MODES = ("local:run", "compdf:run", "local:sensor", "compdf:sensor")

Faults = dict[str, tuple[tuple[str, str], str, dict[str, Any]]]
# Faults the pipeline must ride out within one run (test_faults_local's cases), with waits
# kept short because a real `po-pipeline run` really sleeps.
SAFE_FAULTS: Faults = {
    "upload answer dropped": (UPLOAD, "drop_response", {"times": 2}),
    "upload reset": (UPLOAD, "reset", {"times": 2}),
    "upload 429": (UPLOAD, "status", {"status": 429, "retry_after": "1"}),
    "upload 500": (UPLOAD, "status", {"status": 500}),
    "upload 502": (UPLOAD, "status", {"status": 502}),
    "upload 503": (UPLOAD, "status", {"status": 503, "retry_after": "1"}),
    "upload malformed JSON": (UPLOAD, "malformed_json", {}),
    "upload HTML error page": (UPLOAD, "html_error", {}),
    "upload trickled": (UPLOAD, "trickle", {"chunk": 64, "seconds": 0.01}),
    "upload delayed": (UPLOAD, "delay", {"seconds": 0.5}),
    "status answer dropped": (STATUS, "drop_response", {"times": 2}),
    "status reset": (STATUS, "reset", {"times": 2}),
    "status 429": (STATUS, "status", {"status": 429, "retry_after": "1", "times": 2}),
    "status 500": (STATUS, "status", {"status": 500, "times": 2}),
    "status 503": (STATUS, "status", {"status": 503, "retry_after": "1", "times": 2}),
    "status malformed JSON": (STATUS, "malformed_json", {"times": 2}),
    "status HTML error page": (STATUS, "html_error", {"times": 2}),
    "status delayed": (STATUS, "delay", {"seconds": 0.15, "times": 2}),
    "result answer dropped": (RESULT, "drop_response", {"times": 2}),
    "result reset": (RESULT, "reset", {"times": 2}),
    "result 503": (RESULT, "status", {"status": 503, "retry_after": "1", "times": 2}),
    "result HTML error page": (RESULT, "html_error", {"times": 2}),
    "result trickled": (RESULT, "trickle", {"chunk": 100, "seconds": 0.01}),
}
C_UPLOAD = ("POST", r"/processAsync/idp/documentExtract$")
C_STATUS = ("GET", r"/task/taskInfo$")
C_TASK_LIST = ("GET", r"/task/list$")
C_DOWNLOAD = ("GET", r"^/download/")
# ComPDF has no idempotency key: an upload whose answer is lost is never sent again. The
# document is reconciled from the task list when its task is there, and otherwise waits
# in `submission_unknown` for an operator (a named state, as compdf/test_compdf_faults.py
# expects for a reset or an error page on the upload).
COMPDF_FAULTS: Faults = {
    "upload answer dropped": (C_UPLOAD, "drop_response", {}),
    "upload malformed JSON": (C_UPLOAD, "malformed_json", {}),
    "upload trickled": (C_UPLOAD, "trickle", {"chunk": 64, "seconds": 0.01}),
    "upload reset": (C_UPLOAD, "reset", {}),
    "upload 503": (C_UPLOAD, "status", {"status": 503, "retry_after": "1"}),
    "upload HTML error page": (C_UPLOAD, "html_error", {}),
    "upload 429": (C_UPLOAD, "status", {"status": 429, "retry_after": "1"}),
    "task list 503": (C_TASK_LIST, "status", {"status": 503}),
    "status answer dropped": (C_STATUS, "drop_response", {"times": 2}),
    "status reset": (C_STATUS, "reset", {"times": 2}),
    "status 429": (C_STATUS, "status", {"status": 429, "retry_after": "1", "times": 2}),
    "status 500": (C_STATUS, "status", {"status": 500, "times": 2}),
    "status malformed JSON": (C_STATUS, "malformed_json", {"times": 2}),
    "status HTML page with 200": (C_STATUS, "html_error", {"status": 200, "times": 2}),
    "status delayed": (C_STATUS, "delay", {"seconds": 0.15, "times": 2}),
    "download answer dropped": (C_DOWNLOAD, "drop_response", {"times": 2}),
    "download reset": (C_DOWNLOAD, "reset", {"times": 2}),
    "download 503": (C_DOWNLOAD, "status", {"status": 503, "retry_after": "1", "times": 2}),
    "download HTML error page": (C_DOWNLOAD, "html_error", {"times": 2}),
    "download trickled": (C_DOWNLOAD, "trickle", {"chunk": 16, "seconds": 0.01}),
}
CRASH_POINTS = ("while_registering", *POINTS)
KILL_AT_RANDOM = "sigkill"  # sent from outside, at a seeded moment of the run
LIVE_RUN_STATES = (dg.DagsterRunStatus.STARTING, dg.DagsterRunStatus.STARTED)


def lenient_schema(directory: Path) -> Path:
    """The packaged schema with every field's threshold at 0.5 (as conftest's)."""
    text, n = re.subn(
        r"(?m)^(    threshold: )[0-9.]+$", r"\g<1>0.5", DEFAULT_SCHEMA_PATH.read_text("utf-8")
    )
    assert n == 3, "a threshold per field in the packaged schema"
    path = directory / "fields-0.5.yaml"
    path.write_text(text, encoding="utf-8")
    return path


# -- upstreams ----------------------------------------------------------------------------


class LocalUpstream:
    """The extraction service (1 worker); jobs counted in its own store."""

    name = "local"
    faults = SAFE_FAULTS

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.service = ServiceProcess(directory, tokens={"pipeline": TOKEN}, workers=1)

    def start(self) -> str:
        return self.service.start()

    def stop(self) -> None:
        self.service.stop()

    def env(self, proxy_url: str) -> dict[str, str]:
        return {"PO_SERVICE_URL": proxy_url, "PO_SERVICE_TOKEN": TOKEN}

    def dropped(self, name: str, seed: Path) -> None:
        pass  # the engine reads the copy itself

    def remote_tasks(self) -> Callable[[Document], list[str]]:
        """The service's own jobs for a document, read from its store by idempotency key."""

        def jobs(doc: Document) -> list[str]:
            with sqlite3.connect(self.directory / "jobs.sqlite3") as conn:
                rows = conn.execute(
                    "SELECT job_id FROM service_jobs WHERE idempotency_key = ? ORDER BY id",
                    (doc.idempotency_key,),
                ).fetchall()
            return [job_id for (job_id,) in rows]

        return jobs

    def violations(self) -> list[str]:
        return []


class ComPdfUpstream:
    """The ComPDF stand-in; tasks counted by the file name each upload carried."""

    name = "compdf"
    faults = COMPDF_FAULTS

    def __init__(self, directory: Path) -> None:
        from po_pipeline_tests.compdf.standin import SEED_TRUTHS, ComPdfStandIn

        self.truths = SEED_TRUTHS
        self.api_key = f"ck-{secrets.token_hex(16)}"
        self.standin = ComPdfStandIn(self.api_key)

    def start(self) -> str:
        self.standin.start()
        return self.standin.url

    def stop(self) -> None:
        self.standin.stop()

    def env(self, proxy_url: str) -> dict[str, str]:
        return {
            "PO_BACKEND": "compdf",
            "COMPDF_BASE_URL": proxy_url + "/server/v2",
            "COMPDF_API_KEY": self.api_key,
        }

    def dropped(self, name: str, seed: Path) -> None:
        self.standin.switches.results[name] = dict(self.truths[seed.name])

    def remote_tasks(self) -> Callable[[Document], list[str]]:
        return lambda doc: [
            t.task_id
            for t in list(self.standin.tasks.values())
            if t.file_name == Path(doc.source_file).name
        ]

    def violations(self) -> list[str]:
        return list(self.standin.violations)


# -- one run, on either path --------------------------------------------------------------


def run_pipeline(
    data_dir: Path,
    schema: Path,
    upstream_env: dict[str, str],
    crash_at: str | None,
    *,
    path: str = "run",
    kill_after_s: float | None = None,
) -> dict[str, Any]:
    """One run in a subprocess (`po-pipeline run`, or the sensor driver); its exit code,
    seconds and output tail. It kills itself at `crash_at`, or is sent SIGKILL after
    `kill_after_s` if still running."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_", "COMPDF_"))}
    env |= {"PO_DATA_DIR": str(data_dir), "PO_SCHEMA": str(schema), **upstream_env}
    if crash_at:
        env[CRASH_ENV] = crash_at
    command = (
        [sys.executable, "-m", "po_pipeline.cli", "run"]
        if path == "run"
        else [sys.executable, str(Path(__file__).resolve()), "--sensor-driver"]
    )
    started = time.monotonic()
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    try:
        output, _ = process.communicate(timeout=kill_after_s or RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()  # at a random moment (or a hung run, past RUN_TIMEOUT_S)
        output, _ = process.communicate()
    result: dict[str, Any] = {
        "exit": process.returncode,
        "seconds": round(time.monotonic() - started, 2),
    }
    if path == "sensor":
        driver = [
            json.loads(line[7:]) for line in output.splitlines() if line.startswith("DRIVER ")
        ]
        if driver:
            result["ticks"] = driver
    if process.returncode not in (0, -signal.SIGKILL):
        result["output_tail"] = output[-1500:]
    return result


SENSOR_CURSOR = "soak-sensor-cursor.json"
MAX_TICKS = 40


def sensor_driver() -> int:
    """The sensor path in one process: tick inbox_sensor and execute the runs it requests
    (with the request's partition and tags, plus this process's identity, as
    po-pipeline run tags its runs), until a tick finds nothing settling and requests
    nothing. Prints one `DRIVER {json}` line per tick that did something."""
    from po_pipeline.cli.runtime import ensure_dagster_home
    from po_pipeline.config import Settings
    from po_pipeline.definitions import build_resources, defs
    from po_pipeline.defs.liveness import process_tags
    from po_pipeline.defs.sensors import InboxCursor, inbox_sensor
    from po_pipeline.ledger import UNFINISHED, DocumentStatus, Ledger
    from po_pipeline.liveness import run_worker

    settings = Settings.from_env()
    ensure_dagster_home(settings)
    resources = build_resources(settings)
    job = defs.resolve_job_def("extract_purchase_orders")
    cursor_file = settings.data_dir / SENSOR_CURSOR
    ledger = Ledger(settings.ledger_url)
    quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
    ok = True
    with dg.DagsterInstance.get() as instance:
        for tick in range(MAX_TICKS):
            cursor = cursor_file.read_text() if cursor_file.exists() else None
            context = dg.build_sensor_context(
                instance=instance,
                cursor=cursor,
                resources={"ledger": resources["ledger"], "intake": resources["intake"]},
            )
            result = inbox_sensor(context)
            assert isinstance(result, dg.SensorResult)
            tmp = cursor_file.with_suffix(".tmp")
            tmp.write_text(result.cursor or "{}")
            os.replace(tmp, cursor_file)
            requested = [r.partition_key for r in result.run_requests or []]
            if requested:
                print("DRIVER " + json.dumps({"tick": tick, "requested": requested}), flush=True)
            for request in result.run_requests or []:
                run = job.execute_in_process(
                    partition_key=request.partition_key,
                    instance=instance,
                    raise_on_error=False,
                    tags={**request.tags, **process_tags(run_worker())},
                    run_config=quiet,
                )
                ok &= run.success
            settling = InboxCursor.parse(result.cursor).waiting
            waiting = [
                d
                for d in ledger.documents(statuses=[*UNFINISHED, DocumentStatus.DISCOVERED])
                if not (d.status is DocumentStatus.QUEUED and d.next_poll_at is not None)
            ]
            if not requested and not settling and not waiting:
                return 0 if ok else 1
            time.sleep(0.2)
    print(f"sensor driver: still busy after {MAX_TICKS} ticks", file=sys.stderr)
    return 1


# -- checks -------------------------------------------------------------------------------


def live_dagster_runs(data_dir: Path) -> list[str]:
    with dg.DagsterInstance.from_config(str(data_dir / "dagster_home")) as instance:
        return [
            f"{run.run_id} {run.status.value}"
            for run in instance.get_runs(filters=dg.RunsFilter(statuses=list(LIVE_RUN_STATES)))
        ]


def check(
    pipeline: PipelineRun,
    upstream: LocalUpstream | ComPdfUpstream,
    completed_before: dict[int, str],
) -> list[str]:
    """Every invariant that fails now, as sentences (empty: all hold)."""
    failed: list[str] = []
    try:
        pipeline.check_invariants(upstream.remote_tasks())
    except AssertionError as exc:
        failed.append(f"check_invariants: {exc or 'assertion failed'}")
    except Exception as exc:  # noqa: BLE001 - e.g. no warehouse: a failed check, not a crash
        failed.append(f"check_invariants: {type(exc).__name__}: {exc}")
    docs = pipeline.ledger.documents()
    named = Counter(Path(d.source_file).name for d in docs)
    for path in sorted(pipeline.inbox.iterdir()):
        if named[path.name] != 1:
            failed.append(f"{path.name} is named by {named[path.name]} documents, not 1")
    now = {d.id: d for d in docs}
    for doc_id, name in completed_before.items():
        doc = now.get(doc_id)
        if doc is None or doc.status.value != "completed":
            state = "gone" if doc is None else f"{doc.status.value} ({doc.reason})"
            failed.append(f"regression: document {doc_id} ({name}) was completed, now {state}")
    if live := live_dagster_runs(pipeline.data_dir):
        failed.append(f"Dagster runs left live after the recovery run: {live}")
    if breaches := upstream.violations():
        failed.append(f"wire-contract breaches seen by the stand-in: {breaches}")
    return failed


def partitions_with_work(pipeline: PipelineRun) -> set[str]:
    from po_pipeline.ledger import DocumentStatus as S

    return {
        d.arrival_partition
        for d in pipeline.ledger.documents(statuses=[S.QUEUED, S.SUBMITTING, S.PROCESSING])
    }


def soak_cycle(
    cycle: int,
    rng: random.Random,
    *,
    pipeline: PipelineRun,
    proxy: FaultProxy,
    upstream: LocalUpstream | ComPdfUpstream,
    path: str,
    schema: Path,
    files_per_cycle: int,
    always_kill: bool,
    kill_choices: list[str] | None = None,
) -> dict[str, Any]:
    dropped = []
    for copy in range(files_per_cycle):
        seed = rng.choice(SEEDS)
        name = f"c{cycle:02d}-{copy}-{seed.name}"
        upstream.dropped(name, seed)
        pipeline.drop(name, seed.read_bytes() + f"\n% soak cycle {cycle} copy {copy}\n".encode())
        dropped.append(name)
    completed_before = {
        d.id: Path(d.source_file).name
        for d in pipeline.ledger.documents()
        if d.status.value == "completed"
    }
    faults = rng.sample(sorted(upstream.faults), k=rng.randint(0, 3))
    kills = kill_choices or [*CRASH_POINTS, KILL_AT_RANDOM]
    crash_at = rng.choice([*([] if always_kill else [None]), *kills])
    kill_after_s = None
    if crash_at == KILL_AT_RANDOM:
        kill_after_s = round(rng.uniform(1.0, 6.0), 2)
        crash_at = f"{KILL_AT_RANDOM} after {kill_after_s} s"
    rules = {name: proxy.add(where[0], where[1], fault, **dict(params))
             for name in faults for where, fault, params in [upstream.faults[name]]}  # fmt: skip
    env = upstream.env(proxy.url)
    faulted = run_pipeline(
        pipeline.data_dir,
        schema,
        env,
        None if kill_after_s else crash_at,
        path=path,
        kill_after_s=kill_after_s,
    )
    faulted["killed"] = faulted["exit"] == -signal.SIGKILL
    faulted["fault_hits"] = {name: rule.hits for name, rule in rules.items()}
    with proxy._lock:  # the recovery runs are clean
        proxy.rules.clear()
    report: dict[str, Any] = {
        "cycle": cycle,
        "dropped": dropped,
        "faults": faults,
        "crash_at": crash_at,
        "faulted_run": faulted,
        "recovery_runs": [],
        "failed": [],
    }
    for attempt in range(1 + (rng.random() < 0.5)):
        work = partitions_with_work(pipeline)
        recovery = run_pipeline(pipeline.data_dir, schema, env, None, path=path)
        report["recovery_runs"].append(recovery)
        failed = check(pipeline, upstream, completed_before)
        if recovery["exit"] != 0:
            failed.insert(0, f"recovery run {attempt + 1} exited {recovery['exit']}")
        if path == "sensor" and work:
            # The first tick that requested runs must have asked for every partition that
            # had queued or open work: none is wedged behind a dead run.
            first = next((t["requested"] for t in recovery.get("ticks", [])), [])
            if missing := sorted(work - set(first)):
                failed.append(f"the sensor's first requests {first} left out {missing}")
        report["failed"] += [f"after recovery run {attempt + 1}: {f}" for f in failed]
    report["states"] = dict(
        Counter(f"{d.status.value}/{d.reason}" for d in pipeline.ledger.documents())
    )
    report["passed"] = not report["failed"]
    return report


def soak_mode(
    mode: str, root: Path, rng: random.Random, *, cycles: int, files_per_cycle: int,
    always_kill: bool, kill_choices: list[str] | None = None,
) -> dict[str, Any]:  # fmt: skip
    backend, path = mode.split(":")
    directory = root / mode.replace(":", "-")
    directory.mkdir(parents=True, exist_ok=True)
    schema = lenient_schema(directory)
    pipeline = PipelineRun(directory / "data", schema=schema)
    upstream = (LocalUpstream if backend == "local" else ComPdfUpstream)(directory / "upstream")
    started = time.monotonic()
    proxy = FaultProxy(upstream.start()).start()
    reports = []
    try:
        for cycle in range(1, cycles + 1):
            reports.append(
                soak_cycle(
                    cycle,
                    rng,
                    pipeline=pipeline,
                    proxy=proxy,
                    upstream=upstream,
                    path=path,
                    schema=schema,
                    files_per_cycle=files_per_cycle,
                    always_kill=always_kill,
                    kill_choices=kill_choices,
                )
            )
            verdict = "passed" if reports[-1]["passed"] else "FAILED"
            print(f"{mode} cycle {cycle}: {verdict}", file=sys.stderr)
    finally:
        proxy.stop()
        upstream.stop()
    return {
        "mode": mode,
        "backend": backend,
        "path": path,
        "cycles_run": len(reports),
        "cycles_passed": sum(c["passed"] for c in reports),
        "documents": len(pipeline.ledger.documents()),
        "final_states": reports[-1]["states"] if reports else {},
        "wall_seconds": round(time.monotonic() - started, 1),
        "cycles": reports,
    }


def main() -> int:
    if sys.argv[1:] == ["--sensor-driver"]:
        return sensor_driver()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cycles", type=int, default=10, help="cycles per mode")
    parser.add_argument("--files-per-cycle", type=int, default=3)
    parser.add_argument(
        "--modes", default=",".join(MODES), help=f"backend:path pairs, of {', '.join(MODES)}"
    )
    parser.add_argument("--always-kill", action="store_true", help="kill every cycle's faulted run")
    parser.add_argument(
        "--kills",
        default="",
        help=f"comma-separated kills to choose from (default all: {', '.join(CRASH_POINTS)}, "
        f"{KILL_AT_RANDOM})",
    )
    parser.add_argument("--keep", type=Path, help="data directory to use and keep")
    args = parser.parse_args()
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    if unknown := [m for m in modes if m not in MODES]:
        parser.error(f"unknown modes {unknown}; choose from {', '.join(MODES)}")
    rng = random.Random(args.seed)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="po-soak-") as scratch:
        root = args.keep or Path(scratch)
        root.mkdir(parents=True, exist_ok=True)
        results = [
            soak_mode(
                mode,
                root,
                rng,
                cycles=args.cycles,
                files_per_cycle=args.files_per_cycle,
                always_kill=args.always_kill,
                kill_choices=[k.strip() for k in args.kills.split(",") if k.strip()] or None,
            )
            for mode in modes
        ]
    cycles_run = sum(r["cycles_run"] for r in results)
    passed = sum(r["cycles_passed"] for r in results)
    print(
        json.dumps(
            {
                "seed": args.seed,
                "files_per_cycle": args.files_per_cycle,
                "always_kill": args.always_kill,
                "cycles_run": cycles_run,
                "cycles_passed": passed,
                "passed_per_mode": {
                    r["mode"]: f"{r['cycles_passed']}/{r['cycles_run']}" for r in results
                },
                "wall_seconds": round(time.monotonic() - started, 1),
                "modes": results,
            },
            indent=2,
        )
    )
    return 0 if passed == cycles_run else 1


if __name__ == "__main__":
    sys.exit(main())

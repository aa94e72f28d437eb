"""End to end on the real engine, memory and Dagster bookkeeping (issue 12, items 1, 4, 5).

    python bench/e2e.py [--docs 1000] [--memory-docs 100] [--workers 2] [--max-in-flight 256]
                        [--tick-interval 30] [--source GENERATED_SET]

N byte-distinct copies of the three text-layer seed orders (`data/inbox`, a `%` comment
line appended to each) are dropped at once into the inbox of a fresh data directory; with
--source, copies of the text-layer documents of a set `bench/families.py` wrote instead
(`make bench`: its trust documents, some 500 text-layer orders of 560 families in 20+
languages, which the engine reads five to ten times slower than the seeds: the seeds show
the pipeline's own costs at their largest against the engine's). Then,
in a child process per batch size (so each has its own peak RSS):

- `inbox_sensor` is evaluated the way the daemon does, every --tick-interval seconds (the
  sensor's `minimum_interval_seconds`, 30) on a background thread, against a real Dagster
  instance in a temporary DAGSTER_HOME (SQLite storage, the project's dagster.yaml), a real
  SQLite ledger and the real extraction service (`po-pipeline serve`, W workers, the real
  engine), started beforehand and warmed with one job per worker;
- each run the sensor requests is executed as the run worker a default run launcher starts
  would execute it: `dg.execute_job` of the reconstructable job, with the tags of the run
  request plus `dagster/partition`, on the job's own executor (in process);
- it stops when every document is final in the ledger, no run is active, and the warehouse's
  purchase_orders and needs_review hold a row per document.

The bound is the engine alone (`extract_pdf`) over the same bytes in a pool of W processes,
warmed first, in the same invocation. Prints one JSON document:

- `ratio` = `pipeline_s` / `bound_s`, where `pipeline_s` runs from the start of the tick
  that registered the files to the last row in the tables (target <= 1.2, aim 1.1);
  `ratio_with_settle` adds the wait between the tick that first saw the files and the one
  that registered them (a file must be seen unchanged by two ticks: one sensor interval of
  latency whatever N is);
- `cpu_s`: CPU seconds of the engine alone, and end to end of the service's workers, its
  HTTP process and the orchestrating process (what the 2 cores were spent on), and
  `orchestrator_pipeline`, the orchestrating process's within `pipeline_s` (its start-up,
  the Dagster instance and the first tick left out), `orchestrator_children` (the intake
  checker) and `pipeline_total`, the sum of those spent within the pipeline;
- `cpu_ratio` = `pipeline_total` / the engine alone's CPU seconds: with nothing else on the
  machine both phases keep the W cores busy, so `ratio` tends to it; it moves far less with
  other sessions' load than `ratio` does;
- `worker_occupancy`: from the service's job store, the share of the extraction (first
  upload to last job finished) during which each worker had a job running (`busy`), and
  worker-seconds idle with no uploaded job waiting (`starved_s`: uploads fell behind) or
  with jobs waiting (`idle_with_work_s`: hand-over latency);
- `memory`: peak RSS (`ru_maxrss`) of the orchestrating process (and of its largest child,
  if any), and the service's peak (HTTP process plus workers, sampled every 0.5 s), at N
  and at --memory-docs; `ratio` = peak at N / peak at the smaller batch (target <= 1.3);
- `seen_late_s`: how long a finished job waited before the pipeline recorded its document
  final (p50, p95, max seconds): the poll cadence's share of the hand-over latency;
- `requests_per_doc`: HTTP requests in the service's access log per document, by kind
  (`requests`: upload, upload_batch, status_batch, status, result; the warm-up left out);
- `bookkeeping`: Dagster runs, asset materialisations, asset events and event-log rows by
  type for N documents (`bookkeeping_at_memory_docs`: for the smaller batch); target: a
  handful, not thousands;
- `phases`: where `pipeline_s` goes, in seconds from the start of the registering tick: its
  end, each run's start and end and each of its steps (Dagster's event log), the first
  upload the service received and the last job it finished (its job store), the last
  document made final (the ledger's events), and the moment the benchmark saw the tables
  complete.

E2E_KEEP=DIR keeps each batch's data directory and service directory there. E2E_PROFILE=FILE
writes a cProfile of the orchestrating process's main thread (the run).
E2E_PYSPY=DIR records py-spy samples (collapsed stacks, every thread, 200 Hz, idle left out)
of the service's HTTP process from the drop on (`DIR/service-N.txt`) and of the orchestrating
process from its start (`DIR/orchestrator-N.txt`), N the batch size; E2E_PYSPY_BIN names
the py-spy binary (py-spy 0.4.3 cannot find this Python's version; 0.3.14 can), and
E2E_PYSPY_ARGS adds options (`--gil`: only the thread holding the GIL, what Python code
spends the CPU on, without the threads waiting for it).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import queue
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psutil

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from orchestration import count_requests  # noqa: E402 (bench/orchestration.py, beside it)
from service import cpu_seconds  # noqa: E402 (bench/service.py, beside this script)

SEED_DIR = REPO / "data" / "inbox"
TEXT_SEEDS = ["PO-2026-017.pdf", "PO-2026-018.pdf", "PO-2026-021.pdf"]  # 022 needs OCR
TOKEN = "tok-e2e-" + os.urandom(6).hex()
JOB = "extract_purchase_orders"
CHILD_TIMEOUT_S = 3600
# The CPU figures that add up to what the pipeline spent within `pipeline_s` (the intake
# checker's is its whole life: it starts with the registering tick).
PIPELINE_CPU = (
    "service_workers", "service_http", "orchestrator_pipeline", "orchestrator_children",
)  # fmt: skip


def extract_job() -> Any:
    """The job as the run worker loads it (for dg.reconstructable; steps import this file)."""
    from po_pipeline.definitions import defs

    return defs.resolve_job_def(JOB)


# --source: a generated set whose text-layer documents are dropped instead of the seeds.
SOURCE: Path | None = None


def sources() -> list[tuple[str, bytes]]:
    """The distinct documents copies are made of: the three text-layer seed orders, or the
    text-layer documents of --source (its truth.json, in name order)."""
    return _read_sources(SOURCE)


@functools.cache
def _read_sources(source: Path | None) -> list[tuple[str, bytes]]:
    """Read once: the bound, the warm-up, the drop and the report each ask for them."""
    if source is None:
        return [(name, (SEED_DIR / name).read_bytes()) for name in TEXT_SEEDS]
    truth = json.loads((source / "truth.json").read_text(encoding="utf-8"))
    names = sorted(d["name"] for d in truth if not d.get("scanned"))
    return [(name, (source / name).read_bytes()) for name in names]


def documents(n: int) -> list[tuple[str, bytes]]:
    seeds = sources()
    return [
        (f"{i:05d}-{seeds[i % len(seeds)][0]}", seeds[i % len(seeds)][1] + f"\n%e2e {i}\n".encode())
        for i in range(n)
    ]


# -- the bound: the engine alone, W processes -------------------------------------------


def _extract(pdf: bytes) -> int:
    from po_pipeline.engine import extract_pdf

    return int(extract_pdf(pdf)["pages"])


def engine_bound(docs: list[tuple[str, bytes]], workers: int) -> dict[str, Any]:
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(_extract, [pdf for _, pdf in docs[: workers * 2]]))  # warm every worker
        workers_cpu = cpu_seconds(psutil.Process().children())
        started = time.perf_counter()
        pages = sum(pool.map(_extract, [pdf for _, pdf in docs], chunksize=4))
        seconds = time.perf_counter() - started
        workers_cpu = cpu_seconds(psutil.Process().children()) - workers_cpu
    return {
        "bound_s": round(seconds, 2),
        "pages": pages,
        "workers": workers,
        "bound_engine_cpu_s": round(workers_cpu, 2),
    }


# -- the child: sensor ticks and real runs over one batch -------------------------------


def child(args: argparse.Namespace) -> int:
    import dagster as dg
    import duckdb

    from po_pipeline.cli.runtime import ensure_dagster_home
    from po_pipeline.config import Settings
    from po_pipeline.ledger import UNFINISHED, Ledger

    settings = Settings.from_env()
    ensure_dagster_home(settings)
    from po_pipeline.definitions import build_resources
    from po_pipeline.defs.sensors import inbox_sensor

    resources = build_resources(settings)
    sensor_resources = {"ledger": resources["ledger"], "intake": resources["intake"]}
    ledger = Ledger(settings.ledger_url)
    requests: queue.Queue[dg.RunRequest] = queue.Queue()
    ticks: list[dict[str, Any]] = []
    stop = threading.Event()
    started = time.perf_counter()

    with dg.DagsterInstance.get() as instance:

        def ticker() -> None:
            cursor = None
            while not stop.is_set():
                context = dg.build_sensor_context(
                    instance=instance, cursor=cursor, resources=sensor_resources
                )
                at, cpu_at, epoch = time.perf_counter(), time.process_time(), time.time()
                result = inbox_sensor(context)
                ticks.append(
                    {
                        "epoch": epoch,
                        "at_s": round(at - started, 2),
                        "cpu_at_s": cpu_at,
                        "seconds": round(time.perf_counter() - at, 2),
                        "registered": sum(ledger.count_by_status().values()),
                        "run_requests": len(result.run_requests or []),
                    }
                )
                cursor = result.cursor
                for request in result.run_requests or []:
                    requests.put(request)
                stop.wait(args.tick_interval)

        thread = threading.Thread(target=ticker, daemon=True)
        thread.start()
        recon = dg.reconstructable(extract_job)
        runs: list[dict[str, Any]] = []
        while True:
            try:
                request = requests.get(timeout=0.5)
            except queue.Empty:
                request = None
            if request is not None:
                tags = {
                    **request.tags,
                    "dagster/partition": request.partition_key,
                    "dagster/sensor_name": inbox_sensor.name,
                    "dagster/run_key": request.run_key,
                }
                at = time.perf_counter()
                with dg.execute_job(recon, instance=instance, tags=tags) as result:
                    run_id, ok = result.run_id, result.success
                runs.append(
                    {
                        "run_id": run_id,
                        "success": ok,
                        "start_s": round(at - started, 2),
                        "seconds": round(time.perf_counter() - at, 2),
                    }
                )
            # Right after a run too: waiting on the queue first would add up to 0.5 s.
            # Counted, not read: reading every row each half second (and after each tick)
            # cost this process about 1.4 CPU-s of a 1,000-document run (py-spy, loaded).
            counts = ledger.count_by_status()
            unfinished = sum(counts[s.value] for s in UNFINISHED)
            if sum(counts.values()) >= args.docs and not unfinished:
                if requests.empty():
                    break
        finished, cpu_finished, finished_epoch = (
            time.perf_counter(), time.process_time(), time.time()
        )  # fmt: skip
        # The intake checker (and Dagster's orphan watchers): processes of this one, live.
        children_cpu = cpu_seconds(psutil.Process().children(recursive=True))
        stop.set()
        thread.join()
        bookkeeping = count_bookkeeping(instance)
        registering = next(t for t in ticks if t["run_requests"])
        phases = run_phases(instance, registering["epoch"])
    phases |= ledger_phases(settings.ledger_url, registering["epoch"])
    phases["tick_end"] = registering["seconds"]
    phases["tables_complete_seen"] = round(finished_epoch - registering["epoch"], 3)

    with duckdb.connect(str(settings.warehouse_path), read_only=True) as conn:
        rows = {
            table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]  # noqa: S608
            for table in ("purchase_orders", "needs_review")
        }
    if sum(rows.values()) != args.docs:
        raise SystemExit(f"tables hold {rows} for {args.docs} documents")
    first_seen = ticks[0]
    usage = resource.getrusage(resource.RUSAGE_SELF)
    self_kb = usage.ru_maxrss
    children_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(
        json.dumps(
            {
                "docs": args.docs,
                "documents_by_state": dict(Counter(d.status.value for d in ledger.documents())),
                "table_rows": rows,
                "wall_s": round(finished - started, 2),
                "settle_s": round(registering["at_s"] - first_seen["at_s"], 2),
                "pipeline_s": round(finished - started - registering["at_s"], 2),
                "registering_tick_s": registering["seconds"],
                "ticks": len(ticks),
                "longest_tick_s": max(t["seconds"] for t in ticks),
                "runs": runs,
                "origin_epoch": registering["epoch"],
                "phases": phases,
                "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
                "cpu_s_pipeline": round(cpu_finished - registering["cpu_at_s"], 2),
                "cpu_s_children": round(children_cpu, 2),
                "peak_rss_mb": round(self_kb / 1024, 1),
                "peak_rss_children_mb": round(children_kb / 1024, 1),
                "bookkeeping": bookkeeping,
            }
        ),
        flush=True,
    )
    return 0


def run_phases(instance: Any, origin: float) -> dict[str, float]:
    """Each run's start and end and each step's, in seconds from `origin` (an epoch), from
    Dagster's event log; a second run's keys carry its number."""
    phases: dict[str, float] = {}
    marks = {"PIPELINE_START": "start", "PIPELINE_SUCCESS": "end", "PIPELINE_FAILURE": "end"}
    for n, run in enumerate(reversed(instance.get_runs())):
        prefix = "run" if n == 0 else f"run{n + 1}"
        for entry in instance.all_logs(run.run_id):
            event = entry.dagster_event
            kind = event.event_type_value if event else None
            at = round(entry.timestamp - origin, 3)
            if kind in marks:
                phases[f"{prefix}_{marks[kind]}"] = at
            elif kind in ("STEP_START", "STEP_SUCCESS", "STEP_FAILURE") and entry.step_key:
                end = "start" if kind == "STEP_START" else "end"
                phases[f"{prefix}.{entry.step_key}_{end}"] = at
    return phases


def _epoch(text: str) -> float:
    """A stored UTC timestamp (naive, or with Z) as an epoch."""
    when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()


def ledger_phases(ledger_url: str, origin: float) -> dict[str, float]:
    """When the ledger recorded the first task id and the last document made final."""
    path = ledger_url.removeprefix("sqlite:///")
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        (first,) = conn.execute(
            "SELECT min(at) FROM ledger_events WHERE to_status = 'processing'"
        ).fetchone()
        (last,) = conn.execute(
            "SELECT max(at) FROM ledger_events WHERE to_status IN "
            "('completed', 'needs_review', 'remote_failed', 'rejected')"
        ).fetchone()
    return {
        "first_task_recorded": round(_epoch(first) - origin, 3),
        "last_final_recorded": round(_epoch(last) - origin, 3),
    }


def service_phases(service_dir: Path, origin: float) -> dict[str, float]:
    """When the service made its first job and finished its last (the warm-up's jobs, sent
    without an idempotency key, left out)."""
    with _service_jobs(service_dir) as conn:
        first, last = conn.execute(
            "SELECT min(created_at), max(completed_at) FROM service_jobs "
            "WHERE idempotency_key IS NOT NULL"
        ).fetchone()
    return {
        "first_upload": round(_epoch(first) - origin, 3),
        "last_job_finished": round(_epoch(last) - origin, 3),
    }


def _service_jobs(service_dir: Path) -> sqlite3.Connection:
    [path] = service_dir.rglob("jobs.sqlite3")
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def worker_occupancy(service_dir: Path, workers: int) -> dict[str, float]:
    """How the service's workers spent the extraction (first upload to last job finished),
    from its job store (millisecond timestamps): `busy`, the share of W x that span during
    which a job was running; `starved_s`, worker-seconds idle while no uploaded job waited
    (the uploads did not keep up); `idle_with_work_s`, worker-seconds idle while jobs
    waited (hand-over latency)."""
    with _service_jobs(service_dir) as conn:
        rows = conn.execute(
            "SELECT created_at, started_at, completed_at FROM service_jobs "
            "WHERE idempotency_key IS NOT NULL AND started_at IS NOT NULL "
            "AND completed_at IS NOT NULL"
        ).fetchall()
    events: list[tuple[float, int, int]] = []  # (at, change of waiting, change of running)
    for created, started, completed in rows:
        events += [(_epoch(created), 1, 0), (_epoch(started), -1, 1), (_epoch(completed), 0, -1)]
    events.sort()
    waiting = running = 0
    starved = idle_with_work = busy = 0.0
    for (at, dw, dr), (next_at, _, _) in zip(events, [*events[1:], events[-1]], strict=True):
        waiting, running = waiting + dw, running + dr
        span = next_at - at
        busy += min(running, workers) * span
        idle = max(workers - running, 0) * span
        if waiting > 0:
            idle_with_work += idle
        else:
            starved += idle
    total = (events[-1][0] - events[0][0]) * workers
    return {
        "busy": round(busy / total, 3),
        "starved_s": round(starved, 2),
        "idle_with_work_s": round(idle_with_work, 2),
    }


def seen_late(service_dir: Path, ledger_db: Path) -> dict[str, float]:
    """How long each job waited, finished, before the pipeline recorded its document final
    (the status call that saw it, validation, the round's write): p50, p95 and max seconds,
    from the service's job store and the ledger's events."""
    with _service_jobs(service_dir) as conn:
        finished = dict(
            conn.execute(
                "SELECT job_id, completed_at FROM service_jobs "
                "WHERE idempotency_key IS NOT NULL AND completed_at IS NOT NULL"
            ).fetchall()
        )
    with sqlite3.connect(f"file:{ledger_db}?mode=ro", uri=True) as conn:
        recorded = conn.execute(
            "SELECT d.task_id, max(e.at) FROM ledger_events e JOIN documents d "
            "ON d.id = e.document_id WHERE e.from_status = 'processing' GROUP BY d.task_id"
        ).fetchall()
    waits = sorted(_epoch(at) - _epoch(finished[task]) for task, at in recorded if task in finished)
    if not waits:
        return {}
    return {
        "p50": round(waits[len(waits) // 2], 2),
        "p95": round(waits[int(len(waits) * 0.95)], 2),
        "max": round(waits[-1], 2),
    }


def count_bookkeeping(instance: Any) -> dict[str, Any]:
    """Runs, and every event-log row of every run by type (plain log lines as `log`)."""
    by_type: Counter[str] = Counter()
    runs = instance.get_runs()
    for run in runs:
        for entry in instance.all_logs(run.run_id):
            event = entry.dagster_event
            by_type[event.event_type_value if event else "log"] += 1
    asset_events = {k: v for k, v in by_type.items() if k.startswith(("ASSET_", "ASSET_CHECK"))}
    return {
        "runs": len(runs),
        "event_log_rows": sum(by_type.values()),
        "asset_materializations": by_type.get("ASSET_MATERIALIZATION", 0),
        "asset_events": sum(asset_events.values()),
        "log_lines": by_type.get("log", 0),
        "by_type": dict(sorted(by_type.items())),
    }


# -- the driver ---------------------------------------------------------------------------


class ServiceWatch:
    """Peak RSS of the service (HTTP process, and with its workers), sampled every 0.5 s."""

    def __init__(self, pid: int) -> None:
        self.process = psutil.Process(pid)
        self.workers = self.process.children(recursive=True)
        self.cpu_http = cpu_seconds([self.process])
        self.cpu_workers = cpu_seconds(self.workers)
        self.peak_http = self.peak_total = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                http = self.process.memory_info().rss
                total = http + sum(
                    c.memory_info().rss for c in self.process.children(recursive=True)
                )
            except psutil.Error:
                total = http = 0
            self.peak_http, self.peak_total = max(self.peak_http, http), max(self.peak_total, total)
            self._stop.wait(0.5)

    def stop(self) -> dict[str, float]:
        self._stop.set()
        self._thread.join()
        return {
            "cpu_s_http": round(cpu_seconds([self.process]) - self.cpu_http, 2),
            "cpu_s_workers": round(cpu_seconds(self.workers) - self.cpu_workers, 2),
            "http_mb": round(self.peak_http / 2**20, 1),
            "with_workers_mb": round(self.peak_total / 2**20, 1),
        }


def warm(url: str, workers: int) -> None:
    """One job per worker, so the engine is imported before the drop (a long-running
    service is warm)."""
    import httpx

    headers = {"Authorization": f"Bearer {TOKEN}"}
    name, pdf = documents(1)[0]
    with httpx.Client(base_url=url, headers=headers, timeout=60) as client:
        ids = [
            client.post(
                "/api/v1/jobs",
                files={"file": (name, pdf + f"%warm {n}".encode(), "application/pdf")},
            ).json()["data"]["job_id"]
            for n in range(workers)
        ]
        while any(
            client.get(f"/api/v1/jobs/{i}").json()["data"]["status"] in ("pending", "running")
            for i in ids
        ):
            time.sleep(0.2)


def _py_spy(pid: int, name: str) -> subprocess.Popen[bytes] | None:
    """py-spy recording `pid` into $E2E_PYSPY/NAME.txt until stopped (None: not asked for)."""
    out_dir = os.environ.get("E2E_PYSPY")
    if not out_dir:
        return None
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    binary = os.environ.get("E2E_PYSPY_BIN", "py-spy")
    time.sleep(1.0)  # py-spy cannot attach before the interpreter is up
    with (Path(out_dir) / f"{name}.log").open("wb") as log:
        return subprocess.Popen(
            [
                binary, "record", "--pid", str(pid), "--rate", "200", "--format", "raw",
                "--nonblocking", "--output", str(Path(out_dir) / f"{name}.txt"),
                *os.environ.get("E2E_PYSPY_ARGS", "").split(),
            ],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip


def _stop_spies(spies: list[subprocess.Popen[bytes] | None]) -> None:
    """Stop each recording as Ctrl-C would (py-spy then writes what it sampled)."""
    for spy in spies:
        if spy is not None and spy.poll() is None:
            spy.send_signal(signal.SIGINT)
    for spy in spies:
        if spy is not None:
            spy.wait(timeout=60)


def run_batch(args: argparse.Namespace, n: int) -> dict[str, Any]:
    from po_pipeline.service.embedded import ServiceProcess

    print(f"e2e: {n} documents ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-e2e-") as tmp:
        data_dir = Path(tmp) / "data"
        inbox = data_dir / "inbox"
        inbox.mkdir(parents=True)
        service = ServiceProcess(
            Path(tmp) / "service",
            tokens={"bench": TOKEN},
            workers=args.workers,
            max_queue=max(100, 2 * args.max_in_flight),
        )
        service.start()
        try:
            warm(service.url, args.workers)
            assert service.process is not None
            watch = ServiceWatch(service.process.pid)
            warm_log = service.log_path.stat().st_size  # requests before this are the warm-up
            for name, pdf in documents(n):
                (inbox / name).write_bytes(pdf)
            env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
            env |= {
                "PO_DATA_DIR": str(data_dir),
                "PO_SERVICE_URL": service.url,
                "PO_SERVICE_TOKEN": TOKEN,
                "PO_MAX_IN_FLIGHT": str(args.max_in_flight),
                "PYTHONPATH": os.pathsep.join(
                    p for p in [str(REPO), env.get("PYTHONPATH", "")] if p
                ),
            }
            spies = [_py_spy(service.process.pid, f"service-{n}")]
            process = subprocess.Popen(
                [
                    sys.executable, __file__, "--child", "--docs", str(n),
                    "--tick-interval", str(args.tick_interval),
                ],
                env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            )  # fmt: skip
            spies.append(_py_spy(process.pid, f"orchestrator-{n}"))
            try:
                stdout, stderr = process.communicate(timeout=CHILD_TIMEOUT_S)
            finally:
                process.kill()
                _stop_spies(spies)
            service_peak = watch.stop()
        finally:
            service.stop()
        if process.returncode == 0:
            origin = json.loads(stdout.strip().splitlines()[-1])["origin_epoch"]
            service_at = service_phases(Path(tmp) / "service", origin)
            occupancy = worker_occupancy(Path(tmp) / "service", args.workers)
            late = seen_late(Path(tmp) / "service", data_dir / "ledger.db")
        with service.log_path.open(encoding="utf-8", errors="replace") as log:
            log.seek(warm_log)
            requests = count_requests(log.read())
        if os.environ.get("E2E_KEEP"):  # the ledger, the job store and the service log
            shutil.copytree(tmp, Path(os.environ["E2E_KEEP"]) / f"batch-{n}", dirs_exist_ok=True)
    if process.returncode != 0:
        raise SystemExit(f"e2e child failed ({process.returncode}):\n{stderr[-4000:]}")
    figures = json.loads(stdout.strip().splitlines()[-1])
    phases = figures["phases"] | service_at
    figures["phases"] = dict(sorted(phases.items(), key=lambda kv: kv[1]))
    figures["service"] = service_peak
    figures["worker_occupancy"] = occupancy
    figures["seen_late_s"] = late
    figures["requests"] = dict(requests)
    figures["requests_per_doc"] = round(sum(requests.values()) / n, 2)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--memory-docs", type=int, default=100, help="0: no memory ratio")
    parser.add_argument("--workers", type=int, default=2, help="service (and bound) workers")
    parser.add_argument(
        "--max-in-flight",
        type=int,
        default=256,
        # A finished task is seen at its next poll, 1 s or more after its upload, and a round
        # of refills takes a while to upload: at L = 12 ms per document and worker (a quiet
        # machine) 96 left the workers waiting for work about a third of the time (16.1 s
        # against 12.1-13.6 s at 256); under load (L about 30 ms) 96 to 288 measured alike.
        help="PO_MAX_IN_FLIGHT (README: W x (1 + 1.2 s / L), plus a round's uploads)",
    )
    parser.add_argument("--tick-interval", type=float, default=30.0, help="seconds between ticks")
    parser.add_argument(
        "--source",
        type=Path,
        default=None,
        help="a generated set (bench/families.py's OUT_DIR): copies of its text-layer documents",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    global SOURCE  # noqa: PLW0603 - read by documents(), in the parent only
    SOURCE = args.source
    if args.child:
        if os.environ.get("E2E_PROFILE"):  # a cProfile of the orchestrating process's main thread
            import cProfile

            with cProfile.Profile() as profile:
                code = child(args)
            profile.dump_stats(os.environ["E2E_PROFILE"])
            return code
        return child(args)

    print(f"e2e: the engine alone over {args.docs} documents ...", file=sys.stderr, flush=True)
    bound = engine_bound(documents(args.docs), args.workers)
    big = run_batch(args, args.docs)
    report: dict[str, Any] = {
        "docs": args.docs,
        "source": str(args.source) if args.source else "seeds " + ", ".join(TEXT_SEEDS),
        "distinct_documents": len(sources()),
        "workers": args.workers,
        "max_in_flight": args.max_in_flight,
        "tick_interval_s": args.tick_interval,
        **bound,
        "pipeline_s": big["pipeline_s"],
        "ratio": round(big["pipeline_s"] / bound["bound_s"], 3),
        "ratio_with_settle": round((big["pipeline_s"] + big["settle_s"]) / bound["bound_s"], 3),
        "ratio_target": 1.2,
        "run": big,
    }
    report["cpu_s"] = {
        "engine_alone": bound["bound_engine_cpu_s"],
        "service_workers": big["service"]["cpu_s_workers"],
        "service_http": big["service"]["cpu_s_http"],
        "orchestrator": big["cpu_s"],
        "orchestrator_pipeline": big["cpu_s_pipeline"],
        "orchestrator_children": big["cpu_s_children"],
    }
    # Everything the pipeline spent the W cores on, against the engine alone: on a machine
    # nothing else uses, both are CPU-bound, so `ratio` tends to this (less noisy) figure.
    spent = sum(report["cpu_s"][k] for k in PIPELINE_CPU)
    report["cpu_s"]["pipeline_total"] = round(spent, 2)
    report["cpu_ratio"] = round(spent / bound["bound_engine_cpu_s"], 3)
    report["phases"] = big["phases"]
    report["worker_occupancy"] = big["worker_occupancy"]
    report["seen_late_s"] = big["seen_late_s"]
    report["requests_per_doc"] = big["requests_per_doc"]
    report["requests"] = big["requests"]
    report["bookkeeping"] = big["bookkeeping"]
    if args.memory_docs:
        small = run_batch(args, args.memory_docs)
        report["bookkeeping_at_memory_docs"] = {
            k: v for k, v in small["bookkeeping"].items() if k != "by_type"
        }
        report["memory"] = {
            "docs": [args.memory_docs, args.docs],
            "orchestrator_peak_rss_mb": [small["peak_rss_mb"], big["peak_rss_mb"]],
            "ratio": round(big["peak_rss_mb"] / small["peak_rss_mb"], 3),
            "largest_child_peak_rss_mb": [
                small["peak_rss_children_mb"],
                big["peak_rss_children_mb"],
            ],
            "service": [small["service"], big["service"]],
            "service_ratio": round(
                big["service"]["with_workers_mb"] / small["service"]["with_workers_mb"], 3
            ),
            "ratio_target": 1.3,
            "small_run": {k: small[k] for k in ("wall_s", "pipeline_s", "runs")},
        }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

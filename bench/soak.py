"""Soak (issue 9, item 9): seeded cycles of drop files, run under random proxy faults and a
kill, run again clean, check DESIGN's invariants.

    python bench/soak.py [--seed 1] [--cycles 10] [--files-per-cycle 3] [--keep DIR]

One real extraction service (1 worker) runs for the whole soak with a FaultProxy
(po_pipeline_tests/faultproxy.py) in front of it; every `po-pipeline run` is a subprocess
given the proxy's URL and the token (PO_SERVICE_URL, PO_SERVICE_TOKEN), a lenient schema
(every threshold 0.5, so the seeds that state a total load) and one data directory that
persists across cycles, so each cycle also checks that nothing earlier regressed.

Each cycle:

1. drops `--files-per-cycle` byte-distinct copies of the seed PDFs (a `%` comment line
   appended after the PDF's bytes; copies of one seed share an order number, so all but
   the first completed copy are held as duplicates);
2. picks, with the seeded RNG, zero to three proxy faults from SAFE_FAULTS and at most one
   kill: a crash point (po_pipeline/faults.py: the run SIGKILLs itself there) or a SIGKILL
   sent 1 to 6 s into the run; and runs once under them;
3. clears the faults and runs once clean (the recovery run), then checks; sometimes runs
   a second clean run and checks again.

The checks: harness.PipelineRun.check_invariants (one document per distinct file, each in
one named state with a reason or `processing` with a task, the service's own store holding
at most one job per idempotency key and exactly the ledger's task, `ledger_events` ending
in each document's state, one `purchase_orders` row per completed document and no order
number twice, `needs_review` matching the review states); every inbox file named by one
document; every recovery run exiting 0; no Dagster run left STARTED; and no document that
was completed at an earlier check is anything else now.

Prints one JSON document (cycles run and passed, per cycle what was injected, what the
killed run did, the documents' states and every invariant that failed) and exits 1 if any
cycle failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # po_pipeline_tests (a directory of test utilities)

import dagster as dg  # noqa: E402

from po_pipeline.engine.schema import DEFAULT_SCHEMA_PATH  # noqa: E402
from po_pipeline.faults import CRASH_ENV, POINTS  # noqa: E402
from po_pipeline.ledger import Document  # noqa: E402
from po_pipeline.service.testing import ServiceProcess  # noqa: E402
from po_pipeline_tests.faultproxy import FaultProxy  # noqa: E402
from po_pipeline_tests.harness import PipelineRun  # noqa: E402

SEEDS = sorted((REPO / "data" / "inbox").glob("PO-2026-0*.pdf"))
TOKEN = "tok-soak-" + os.urandom(8).hex()
UPLOAD = ("POST", r"^/api/v1/jobs$")
STATUS = ("GET", r"^/api/v1/jobs(/job_[0-9a-f]+)?$")  # one job, or a batch (?ids=)
RESULT = ("GET", r"^/api/v1/jobs/job_[0-9a-f]+/result$")
RUN_TIMEOUT_S = 600

# Faults the pipeline must ride out within one run (test_faults_local's cases), with waits
# kept short because a real `po-pipeline run` really sleeps.
SAFE_FAULTS: dict[str, tuple[tuple[str, str], str, dict[str, Any]]] = {
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


def run_pipeline(
    data_dir: Path,
    schema: Path,
    service_url: str,
    crash_at: str | None,
    *,
    kill_after_s: float | None = None,
) -> dict[str, Any]:
    """One `po-pipeline run` subprocess; its exit code, seconds and output tail. It kills
    itself at `crash_at`, or is sent SIGKILL after `kill_after_s` if still running."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {
        "PO_DATA_DIR": str(data_dir),
        "PO_SCHEMA": str(schema),
        "PO_SERVICE_URL": service_url,
        "PO_SERVICE_TOKEN": TOKEN,
    }
    if crash_at:
        env[CRASH_ENV] = crash_at
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        output, _ = process.communicate(timeout=kill_after_s or RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()  # at a random moment (or a hung run, past RUN_TIMEOUT_S)
        output, _ = process.communicate()
    result = {"exit": process.returncode, "seconds": round(time.monotonic() - started, 2)}
    if process.returncode not in (0, -signal.SIGKILL):
        result["output_tail"] = output[-1500:]
    return result


def service_jobs(service_dir: Path):  # noqa: ANN201 - harness's remote_tasks callable
    """The service's own jobs for a document, read from its store by idempotency key."""

    def jobs(doc: Document) -> list[str]:
        with sqlite3.connect(service_dir / "jobs.sqlite3") as conn:
            rows = conn.execute(
                "SELECT job_id FROM service_jobs WHERE idempotency_key = ? ORDER BY id",
                (doc.idempotency_key,),
            ).fetchall()
        return [job_id for (job_id,) in rows]

    return jobs


def live_dagster_runs(data_dir: Path) -> list[str]:
    with dg.DagsterInstance.from_config(str(data_dir / "dagster_home")) as instance:
        return [
            f"{run.run_id} {run.status.value}"
            for run in instance.get_runs(filters=dg.RunsFilter(statuses=list(LIVE_RUN_STATES)))
        ]


def check(pipeline: PipelineRun, service_dir: Path, completed_before: dict[int, str]) -> list[str]:
    """Every invariant that fails now, as sentences (empty: all hold)."""
    failed: list[str] = []
    try:
        pipeline.check_invariants(service_jobs(service_dir))
    except AssertionError as exc:
        failed.append(f"check_invariants: {exc or 'assertion failed'}")
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
    return failed


def soak_cycle(
    cycle: int,
    rng: random.Random,
    *,
    pipeline: PipelineRun,
    proxy: FaultProxy,
    schema: Path,
    service_dir: Path,
    files_per_cycle: int,
) -> dict[str, Any]:
    dropped = []
    for copy in range(files_per_cycle):
        seed = rng.choice(SEEDS)
        name = f"c{cycle:02d}-{copy}-{seed.name}"
        pipeline.drop(name, seed.read_bytes() + f"\n% soak cycle {cycle} copy {copy}\n".encode())
        dropped.append(name)
    completed_before = {
        d.id: Path(d.source_file).name
        for d in pipeline.ledger.documents()
        if d.status.value == "completed"
    }
    faults = rng.sample(sorted(SAFE_FAULTS), k=rng.randint(0, 3))
    crash_at = rng.choice([None, *CRASH_POINTS, KILL_AT_RANDOM])
    kill_after_s = None
    if crash_at == KILL_AT_RANDOM:
        kill_after_s = round(rng.uniform(1.0, 6.0), 2)
        crash_at = f"{KILL_AT_RANDOM} after {kill_after_s} s"
    rules = {name: proxy.add(where[0], where[1], fault, **dict(params))
             for name in faults for where, fault, params in [SAFE_FAULTS[name]]}  # fmt: skip
    faulted = run_pipeline(
        pipeline.data_dir,
        schema,
        proxy.url,
        None if kill_after_s else crash_at,
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
        recovery = run_pipeline(pipeline.data_dir, schema, proxy.url, None)
        report["recovery_runs"].append(recovery)
        failed = check(pipeline, service_dir, completed_before)
        if recovery["exit"] != 0:
            failed.insert(0, f"recovery run {attempt + 1} exited {recovery['exit']}")
        report["failed"] += [f"after recovery run {attempt + 1}: {f}" for f in failed]
    report["states"] = dict(
        Counter(f"{d.status.value}/{d.reason}" for d in pipeline.ledger.documents())
    )
    report["passed"] = not report["failed"]
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cycles", type=int, default=10)
    parser.add_argument("--files-per-cycle", type=int, default=3)
    parser.add_argument("--keep", type=Path, help="data directory to use and keep")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="po-soak-") as scratch:
        root = args.keep or Path(scratch)
        root.mkdir(parents=True, exist_ok=True)
        schema = lenient_schema(root)
        pipeline = PipelineRun(root / "data", schema=schema)
        service = ServiceProcess(root / "service", tokens={"pipeline": TOKEN}, workers=1)
        started = time.monotonic()
        service.start()
        proxy = FaultProxy(service.url).start()
        cycles = []
        try:
            for cycle in range(1, args.cycles + 1):
                cycles.append(
                    soak_cycle(
                        cycle,
                        rng,
                        pipeline=pipeline,
                        proxy=proxy,
                        schema=schema,
                        service_dir=root / "service",
                        files_per_cycle=args.files_per_cycle,
                    )
                )
                print(f"cycle {cycle}: {'passed' if cycles[-1]['passed'] else 'FAILED'}",
                      file=sys.stderr)  # fmt: skip
        finally:
            proxy.stop()
            service.stop()
        passed = sum(c["passed"] for c in cycles)
        print(
            json.dumps(
                {
                    "seed": args.seed,
                    "files_per_cycle": args.files_per_cycle,
                    "cycles_run": len(cycles),
                    "cycles_passed": passed,
                    "documents": len(pipeline.ledger.documents()),
                    "final_states": cycles[-1]["states"] if cycles else {},
                    "wall_seconds": round(time.monotonic() - started, 1),
                    "cycles": cycles,
                },
                indent=2,
            )
        )
    return 0 if passed == len(cycles) else 1


if __name__ == "__main__":
    sys.exit(main())

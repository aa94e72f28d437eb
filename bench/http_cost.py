"""CPU per document that the service and its client add to extraction (issue 12).

    python bench/http_cost.py [--docs 1000] [--runs 2]

On the 2-core machine the end-to-end run is CPU-bound (`e2e.py`'s `cpu_ratio` and
`worker_occupancy`), so what each document costs besides the engine is what separates it
from the engine-alone bound. This measures those costs without the engine: the service runs
with `--simulate-latency 0` (every job returns a made-up result at once; benchmark only),
2 workers, and one client (`LocalJobsBackend`, as a run uses it) uploads N byte-distinct
copies of the text-layer seeds one after another, each with its idempotency key, then polls
them in batches until all are finished. Prints one JSON line per run, in milliseconds of CPU
per document:

- `http`: the service's HTTP process (the request path, the dispatcher handing each job to
  the pool and recording its end, the pool's threads), from the first upload to the last
  job seen finished;
- `workers`: the service's workers (with no engine: the job's start transition, reading
  the upload, the result sent back through the pool);
- `client`: this process, while it uploads (building and sending each request, reading
  the answer).

CPU seconds are less disturbed than wall time by other sessions sharing the machine, but a
busy machine still inflates them (caches, migrations): compare versions in one session,
alternating.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from e2e import TOKEN, documents  # noqa: E402 (bench/e2e.py, beside this script)
from service import cpu_seconds  # noqa: E402 (bench/service.py, beside this script)

from po_pipeline.extraction.base import SubmitRequest, TaskState  # noqa: E402
from po_pipeline.extraction.local import LocalJobsBackend  # noqa: E402
from po_pipeline.service.embedded import ServiceProcess  # noqa: E402


def one_run(n: int, tmp: Path) -> dict[str, float]:
    inbox = tmp / "inbox"
    inbox.mkdir()
    docs = documents(n + 1)
    for name, pdf in docs:
        (inbox / name).write_bytes(pdf)
    requests = [
        SubmitRequest(document_id=i, path=inbox / name, filename=name, idempotency_key=f"k{i}")
        for i, (name, _) in enumerate(docs)
    ]
    service = ServiceProcess(
        tmp / "service", tokens={"bench": TOKEN}, workers=2, max_queue=2 * n + 10,
        simulate_latency=0,
    )  # fmt: skip
    service.start()
    try:
        assert service.process is not None
        backend = LocalJobsBackend(service.url, TOKEN)
        backend.submit(requests[0])  # warm: the first request's imports and connection
        time.sleep(1.0)
        http, me = psutil.Process(service.process.pid), psutil.Process()
        workers = http.children(recursive=True)
        start = (cpu_seconds([http]), cpu_seconds(workers), cpu_seconds([me]))
        task_ids = [backend.submit(request) for request in requests[1:]]
        client = cpu_seconds([me]) - start[2]
        open_tasks = set(task_ids)
        while open_tasks:
            time.sleep(0.3)
            for task_id, status in backend.statuses(list(open_tasks)[: backend.max_batch]).items():
                if status.state is not TaskState.PENDING:
                    open_tasks.discard(task_id)
        http_s, workers_s = cpu_seconds([http]) - start[0], cpu_seconds(workers) - start[1]
        backend.close()
    finally:
        service.stop()
    return {
        "docs": n,
        "http_ms": round(http_s / n * 1000, 2),
        "workers_ms": round(workers_s / n * 1000, 2),
        "client_ms": round(client / n * 1000, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="bench-http-cost-") as tmp:
            print(json.dumps(one_run(args.docs, Path(tmp))), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Extraction-service throughput and latency over loopback, against the engine alone.

    python bench/service.py [--copies 40] [--workers 1,2] [--concurrency 8] [--poll 0.05]
                            [--text-only]

Builds `copies` x the committed seed orders (3 text-layer, 1 image-only needing OCR; with
--text-only the 3 text-layer ones), each copy made unique so none is deduplicated. Then, in
one run:

1. the engine alone: `extract_pdf` over those bytes in this process, one after another,
   giving pages/s (the reference the service is held to);
2. per worker count, the real service (`python -m po_pipeline.service`) on a loopback port:
   `concurrency` client threads each upload a file and poll its job until it is terminal
   (Retry-After honoured, clamped to --poll so the figure is the service's, not the poll
   cadence's), then take the next file.

Prints one JSON line per phase: jobs/s and pages/s, POST and job latency (POST to the poll
that saw it finished) p50/p95, the ratio of the service's pages/s to the engine's, and the
CPU seconds spent by this client process, the service's HTTP process and its workers (the
machine runs all three, so a short client share matters on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx
import psutil

from po_pipeline.engine import extract_pdf
from po_pipeline.service.embedded import ServiceProcess

INBOX = Path(__file__).resolve().parents[1] / "data" / "inbox"
TOKEN = "bench-token"
TEXT_ONLY_MAX_BYTES = 40_000  # the image-only seed is the large one


@dataclass(frozen=True)
class Run:
    post_s: float
    wall_s: float
    status: str
    pages: int
    requests: int


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


def _uploads(copies: int, *, text_only: bool) -> list[tuple[bytes, str]]:
    seeds = sorted(INBOX.glob("PO-2026-0*.pdf"))
    if text_only:
        seeds = [p for p in seeds if p.stat().st_size < TEXT_ONLY_MAX_BYTES]
    return [
        (path.read_bytes() + f"\n%bench copy {n}\n".encode(), path.name)
        for n in range(copies)
        for path in seeds
    ]


def bench_engine(uploads: list[tuple[bytes, str]]) -> dict[str, object]:
    """The engine alone on the same bytes, single process, after a warm-up pass per seed,
    called as bench/engine_speed.py calls it (the engine caches the parsed default schema)."""
    for pdf, _name in uploads[:4]:
        extract_pdf(pdf)
    wall, cpu = time.perf_counter(), time.process_time()
    pages = sum(extract_pdf(pdf)["pages"] for pdf, _name in uploads)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "phase": "engine",
        "docs": len(uploads),
        "pages": pages,
        "pages_per_s": round(pages / wall, 2),
        "cpu_ms_per_page": round(cpu * 1000 / pages, 2),
    }


class Client:
    """One keep-alive connection per client thread, as a real caller would hold."""

    def __init__(self, url: str, poll_clamp_s: float) -> None:
        self.url = url
        self.poll_clamp_s = poll_clamp_s
        self._local = threading.local()
        self._clients: list[httpx.Client] = []

    def _client(self) -> httpx.Client:
        client = getattr(self._local, "client", None)
        if client is None:
            headers = {"Authorization": f"Bearer {TOKEN}"}
            client = httpx.Client(base_url=self.url, headers=headers, timeout=60)
            self._local.client = client
            self._clients.append(client)
        return client

    def run_one(self, upload: tuple[bytes, str]) -> Run:
        pdf, name = upload
        client = self._client()
        started = time.perf_counter()
        response = client.post("/api/v1/jobs", files={"file": (name, pdf, "application/pdf")})
        post_s = time.perf_counter() - started
        response.raise_for_status()
        job = response.json()["data"]
        requests = 1
        while job["status"] in ("pending", "running"):
            delay = float(response.headers.get("Retry-After", "1"))
            time.sleep(min(delay, self.poll_clamp_s))
            response = client.get(f"/api/v1/jobs/{job['job_id']}")
            job = response.json()["data"]
            requests += 1
        wall_s = time.perf_counter() - started
        return Run(post_s, wall_s, job["status"], job.get("pages") or 0, requests)

    def close(self) -> None:
        for client in self._clients:
            client.close()


def cpu_seconds(processes: list[psutil.Process]) -> float:
    """User + system CPU seconds of `processes` so far (one that is gone counts nothing)."""
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    return total


def bench_service(
    uploads: list[tuple[bytes, str]],
    *,
    workers: int,
    concurrency: int,
    poll_clamp_s: float,
    engine: dict[str, object],
) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        service = ServiceProcess(Path(tmp), tokens={"bench": TOKEN}, workers=workers)
        service.start()
        client = Client(service.url, poll_clamp_s)
        try:
            # Warm every worker (engine import; the OCR model unless --text-only).
            warm_seed = max(uploads, key=lambda u: len(u[0]))
            warm = [(warm_seed[0] + f"%warm {n}".encode(), "warm.pdf") for n in range(workers)]
            with ThreadPoolExecutor(workers) as pool:
                list(pool.map(client.run_one, warm))
            assert service.process is not None
            server = psutil.Process(service.process.pid)
            pool_processes = server.children(recursive=True)
            server_cpu, pool_cpu = cpu_seconds([server]), cpu_seconds(pool_processes)
            client_cpu = time.process_time()
            started = time.perf_counter()
            with ThreadPoolExecutor(concurrency) as pool:
                runs = list(pool.map(client.run_one, uploads))
            elapsed = time.perf_counter() - started
            client_cpu = time.process_time() - client_cpu
            server_cpu = cpu_seconds([server]) - server_cpu
            pool_cpu = cpu_seconds(pool_processes) - pool_cpu
        finally:
            client.close()
            service.stop()
    posts = [r.post_s * 1000 for r in runs]
    walls = [r.wall_s * 1000 for r in runs]
    pages = sum(r.pages for r in runs)
    pages_per_s = pages / elapsed
    return {
        "phase": "service",
        "workers": workers,
        "concurrency": concurrency,
        "poll_clamp_s": poll_clamp_s,
        "jobs": len(runs),
        "completed": sum(r.status == "completed" for r in runs),
        "elapsed_s": round(elapsed, 2),
        "jobs_per_s": round(len(runs) / elapsed, 2),
        "pages_per_s": round(pages_per_s, 2),
        # The target: >= 0.8 against the engine measured in this same run.
        "ratio_to_engine": round(pages_per_s / float(engine["pages_per_s"]), 2),  # type: ignore[arg-type]
        "post_ms_p50": round(statistics.median(posts), 1),
        "post_ms_p95": round(_percentile(posts, 95), 1),
        "job_ms_p50": round(statistics.median(walls), 1),
        "job_ms_p95": round(_percentile(walls, 95), 1),
        "requests_per_job": round(sum(r.requests for r in runs) / len(runs), 1),
        "cpu_s_client": round(client_cpu, 2),
        "cpu_s_service_http": round(server_cpu, 2),
        "cpu_s_service_workers": round(pool_cpu, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=40)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--text-only", action="store_true", help="skip the image-only seed")
    parser.add_argument("--poll", type=float, default=0.05, help="Retry-After clamp, s")
    args = parser.parse_args()
    uploads = _uploads(args.copies, text_only=args.text_only)
    engine = bench_engine(uploads)
    print(json.dumps({"text_only": args.text_only, **engine}), flush=True)
    for workers in (int(w) for w in args.workers.split(",")):
        result = bench_service(
            uploads,
            workers=workers,
            concurrency=args.concurrency,
            poll_clamp_s=args.poll,
            engine=engine,
        )
        print(json.dumps({"text_only": args.text_only, **result}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Extraction-service throughput and latency over loopback, per worker count.

    python bench/service.py [--copies 6] [--workers 1,2] [--concurrency 8]

Uploads `copies` x the committed seed orders (3 text-layer, 1 image-only needing OCR) from
`concurrency` client threads, each copy made unique so none is deduplicated, then polls every
job to completion (Retry-After honoured, clamped to 0.2 s to measure the service, not the
poll cadence; --poll changes it). Reports POST latency, end-to-end jobs/s and per-job wall time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from po_pipeline.service.testing import running_service

INBOX = Path(__file__).resolve().parents[1] / "data" / "inbox"
TOKEN = "bench-token"


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


POLL_CLAMP_S = 0.2


def _run_one(url: str, pdf: bytes, name: str) -> tuple[float, float, str]:
    headers = {"Authorization": f"Bearer {TOKEN}"}
    with httpx.Client(base_url=url, headers=headers, timeout=60) as client:
        started = time.perf_counter()
        response = client.post("/api/v1/jobs", files={"file": (name, pdf, "application/pdf")})
        post_s = time.perf_counter() - started
        response.raise_for_status()
        job = response.json()["data"]
        while job["status"] in ("pending", "running"):
            time.sleep(min(float(response.headers.get("Retry-After", "1")), POLL_CLAMP_S))
            response = client.get(f"/api/v1/jobs/{job['job_id']}")
            job = response.json()["data"]
        return post_s, time.perf_counter() - started, job["status"]


def bench(workers: int, copies: int, concurrency: int, *, text_only: bool) -> dict[str, object]:
    seeds = sorted(INBOX.glob("PO-2026-0*.pdf"))
    if text_only:  # the image-only seed is the large one
        seeds = [p for p in seeds if p.stat().st_size < 40_000]
    uploads = [
        (path.read_bytes() + f"\n%bench copy {n}\n".encode(), path.name)
        for n in range(copies)
        for path in seeds
    ]
    with tempfile.TemporaryDirectory() as tmp:
        with running_service(Path(tmp), tokens={"bench": TOKEN}, workers=workers) as url:
            # Warm every worker (engine import, OCR model) with one OCR job each.
            ocr_seed = max(seeds, key=lambda p: p.stat().st_size)
            with ThreadPoolExecutor(workers) as pool:
                warm = [
                    (ocr_seed.read_bytes() + f"%warm {n}".encode(), "warm.pdf")
                    for n in range(workers)
                ]
                list(pool.map(lambda u: _run_one(url, *u), warm))
            started = time.perf_counter()
            with ThreadPoolExecutor(concurrency) as pool:
                runs = list(pool.map(lambda u: _run_one(url, *u), uploads))
            elapsed = time.perf_counter() - started
    posts = [r[0] * 1000 for r in runs]
    walls = [r[1] for r in runs]
    return {
        "workers": workers,
        "jobs": len(runs),
        "completed": sum(r[2] == "completed" for r in runs),
        "elapsed_s": round(elapsed, 2),
        "jobs_per_s": round(len(runs) / elapsed, 2),
        "post_ms_p50": round(statistics.median(posts), 1),
        "post_ms_p95": round(_percentile(posts, 95), 1),
        "job_wall_s_p50": round(statistics.median(walls), 2),
        "job_wall_s_max": round(max(walls), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=6)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--text-only", action="store_true", help="skip the image-only seed")
    parser.add_argument("--poll", type=float, default=POLL_CLAMP_S, help="poll clamp, s")
    args = parser.parse_args()
    globals()["POLL_CLAMP_S"] = args.poll
    for workers in (int(w) for w in args.workers.split(",")):
        result = bench(workers, args.copies, args.concurrency, text_only=args.text_only)
        print(json.dumps({"text_only": args.text_only, **result}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Idempotency under concurrency: simultaneous uploads with one key make one job, enforced by
the store's UNIQUE (owner, idempotency_key) constraint rather than a lock in one process."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy.exc import IntegrityError

from po_pipeline.service.store import JobStore

CLIENTS = 20


def _post_together(url, kit, pdf, keys):
    barrier = threading.Barrier(len(keys))

    def post(key):
        with kit.client_for(url, "alice") as client:
            barrier.wait()
            return kit.upload(client, pdf, key=key)

    with ThreadPoolExecutor(len(keys)) as pool:
        return list(pool.map(post, keys))


def test_twenty_concurrent_posts_with_one_key_make_one_job(service, alice, kit, seed_pdf):
    pdf = seed_pdf + b"%concurrent-one-key"
    responses = _post_together(service.url, kit, pdf, ["same-key"] * CLIENTS)
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] * (CLIENTS - 1) + [201], [r.text for r in responses]
    job_ids = {kit.check(r, r.status_code)["data"]["job_id"] for r in responses}
    assert len(job_ids) == 1
    listed = alice.get("/api/v1/jobs", params={"idempotency_key": "same-key"}).json()["data"]
    assert [j["job_id"] for j in listed] == list(job_ids)
    # Losers' spooled uploads are gone; only the winner's file may remain while it runs.
    leftovers = {p.name for p in (service.data_dir / "uploads").iterdir()}
    assert leftovers <= {f"{job_ids.pop()}.pdf"}


def test_concurrent_posts_with_distinct_keys_make_distinct_jobs(service, kit, seed_pdf):
    keys = [f"distinct-{n}" for n in range(8)]
    responses = _post_together(service.url, kit, seed_pdf + b"%distinct", keys)
    assert [r.status_code for r in responses] == [201] * len(keys)
    assert len({r.json()["data"]["job_id"] for r in responses}) == len(keys)


def test_store_rejects_a_second_job_for_the_same_owner_and_key(tmp_path):
    store = JobStore.open(f"sqlite:///{tmp_path / 'jobs.sqlite3'}")
    common = {"content_sha256": "c" * 64, "filename": None, "schema_json": None, "max_pending": 9}
    assert store.create(job_id="job_" + "1" * 24, owner="alice", idempotency_key="k", **common)
    with pytest.raises(IntegrityError):
        store.create(job_id="job_" + "2" * 24, owner="alice", idempotency_key="k", **common)
    # Another owner may use the same key, and jobs without a key never collide.
    assert store.create(job_id="job_" + "3" * 24, owner="bob", idempotency_key="k", **common)
    assert store.create(job_id="job_" + "4" * 24, owner="alice", idempotency_key=None, **common)
    assert store.create(job_id="job_" + "5" * 24, owner="alice", idempotency_key=None, **common)

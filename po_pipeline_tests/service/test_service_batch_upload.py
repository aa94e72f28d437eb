"""POST /api/v1/jobs/batch against the real service on a loopback port: each file answered
as its own upload would have been, in order (201, 200 replay, 409, 415, 429 with
Retry-After), the request refused as a whole only for what concerns all of it (401, 413,
422), keys per owner, and nothing left in the uploads folder by a refused request."""

from __future__ import annotations

import httpx
import pytest

from po_pipeline.engine import extract_pdf
from po_pipeline.service.batch_route import MAX_BATCH_FILES
from po_pipeline.service.models import UploadBatchEnvelope

BATCH = "/api/v1/jobs/batch"


def batch(client: httpx.Client, pdfs: list[bytes], keys: list[str] | None = None) -> httpx.Response:
    files = [("file", (f"order-{n}.pdf", pdf, "application/pdf")) for n, pdf in enumerate(pdfs)]
    data = {"idempotency_key": keys} if keys is not None else None
    return client.post(BATCH, files=files, data=data)


def test_each_file_is_answered_as_its_own_upload_in_order(alice, bob, kit, seed_pdf, other_pdf):
    pdfs = [seed_pdf + b"%b1", b"not a pdf at all", other_pdf + b"%b1"]
    keys = ["batch-a", "batch-b", "batch-c"]
    first = kit.check(batch(alice, pdfs, keys), 200, UploadBatchEnvelope)["data"]
    assert [item["status"] for item in first] == [201, 415, 201]
    assert first[1]["error"]["code"] == "not_pdf" and "order-1.pdf" in first[1]["error"]["message"]
    assert [first[i]["job"]["idempotency_key"] for i in (0, 2)] == ["batch-a", "batch-c"]
    assert [first[i]["job"]["filename"] for i in (0, 2)] == ["order-0.pdf", "order-2.pdf"]
    assert first[0]["job"]["poll_url"].endswith(f"/api/v1/jobs/{first[0]['job']['job_id']}")

    # The same batch again: the same jobs, 200; a key sent with other bytes: 409, alone.
    again = kit.check(batch(alice, pdfs, keys), 200, UploadBatchEnvelope)["data"]
    assert [item["status"] for item in again] == [200, 415, 200]
    assert [again[i]["job"]["job_id"] for i in (0, 2)] == [
        first[i]["job"]["job_id"] for i in (0, 2)
    ]
    mixed = batch(alice, [seed_pdf + b"%b1", other_pdf + b"%changed"], ["batch-a", "batch-c"])
    outcomes = kit.check(mixed, 200, UploadBatchEnvelope)["data"]
    assert [item["status"] for item in outcomes] == [200, 409]
    assert outcomes[1]["error"]["code"] == "idempotency_key_conflict"

    # Keys belong to their owner: bob's "batch-a" is a job of his own.
    bobs = kit.check(batch(bob, [seed_pdf + b"%b1"], ["batch-a"]), 200)["data"]
    assert bobs[0]["status"] == 201 and bobs[0]["job"]["job_id"] != first[0]["job"]["job_id"]

    for item, pdf in ((first[0], pdfs[0]), (first[2], pdfs[2])):
        done = kit.wait_for(alice, item["job"]["job_id"], kit.terminal)
        assert done["status"] == "completed", done
        result = kit.check(alice.get(done["result_url"]), 200)["data"]
        assert result == extract_pdf(pdf)


def test_files_without_keys_are_new_jobs_each_time(alice, kit, seed_pdf):
    one = kit.check(batch(alice, [seed_pdf, seed_pdf]), 200)["data"]
    two = kit.check(batch(alice, [seed_pdf]), 200)["data"]
    ids = {item["job"]["job_id"] for item in one + two}
    assert [item["status"] for item in one + two] == [201, 201, 201] and len(ids) == 3


@pytest.mark.parametrize(
    ("pdfs", "keys", "code"),
    [
        (0, None, "missing_file"),
        (2, ["only-one"], "invalid_idempotency_keys"),
        (2, ["k1", ""], "invalid_idempotency_keys"),
        (MAX_BATCH_FILES + 1, None, "too_many_files"),
    ],
)
def test_a_malformed_batch_is_422_as_a_whole(service, alice, kit, pdfs, keys, code):
    small = kit.make_pdf()
    if pdfs:
        response = batch(alice, [small] * pdfs, keys)
    else:
        response = alice.post(BATCH, data={"idempotency_key": ["k"]}, files={"x": ("x", b"x")})
    body = kit.check(response, 422)
    assert body["error"]["code"] == code
    assert not list((service.data_dir / "uploads").glob("incoming-*"))


def test_a_batch_over_the_size_limit_is_413_and_leaves_nothing(service, alice, kit, seed_pdf):
    # The service under test takes 1 MB per request: a batch shares that ceiling.
    before = alice.get("/api/v1/jobs", params={"limit": 1000}).json()["data"]
    pdfs = [seed_pdf + b"%" + b"x" * 400_000 + str(n).encode() for n in range(3)]
    body = kit.check(batch(alice, pdfs, ["big-0", "big-1", "big-2"]), 413)
    assert body["error"]["code"] == "payload_too_large"
    assert not list((service.data_dir / "uploads").glob("incoming-*"))
    after = alice.get("/api/v1/jobs", params={"limit": 1000}).json()["data"]
    assert len(after) == len(before)


def test_a_batch_needs_a_token(service, kit, seed_pdf):
    with kit.client_for(service.url, None) as anonymous:
        kit.check(batch(anonymous, [seed_pdf], ["anon"]), 401)


def test_a_full_queue_turns_away_the_files_past_it_with_retry_after(tmp_path_factory, kit):
    slow = kit.start_service(
        tmp_path_factory.mktemp("svc-batch-queue"),
        workers=1,
        max_queue=2,
        engine="engines:slow_extract",
        env={"PO_TEST_ENGINE_DELAY_S": "5"},
    )
    try:
        with kit.client_for(slow.url, "alice") as client:
            pdfs = [kit.make_pdf(marker=str(n).encode()) for n in range(5)]
            response = batch(client, pdfs, [f"q-{n}" for n in range(5)])
            items = kit.check(response, 200, UploadBatchEnvelope)["data"]
            statuses = [item["status"] for item in items]
            # Two wait in the queue, at most one more was taken by the worker meanwhile.
            assert statuses[:2] == [201, 201] and statuses[-1] == 429, statuses
            assert statuses.count(201) in (2, 3)
            refused = [item for item in items if item["status"] == 429]
            assert all(item["error"]["code"] == "queue_full" for item in refused)
            assert response.headers["Retry-After"] == "5"
            for item in items:
                if item["status"] == 201:
                    client.delete(f"/api/v1/jobs/{item['job']['job_id']}")
    finally:
        slow.stop()

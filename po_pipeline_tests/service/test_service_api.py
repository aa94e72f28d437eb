"""Conformance of the jobs API (docs/ARCHITECTURE.md, "Extraction service API"), one test
per row, against the real service on a loopback port: status codes, envelope, request id,
owner isolation."""

from __future__ import annotations

import json
import re

import pytest

from po_pipeline.engine import extract_pdf
from po_pipeline.service.models import (
    HealthEnvelope,
    JobEnvelope,
    JobListEnvelope,
    ResultEnvelope,
)

JOB_ID = re.compile(r"^job_[0-9a-f]{24}$")


def test_healthz_answers_without_auth(service, kit):
    with kit.client_for(service.url, None) as anonymous:
        body = kit.check(anonymous.get("/healthz"), 200, HealthEnvelope)
    assert body["data"]["status"] == "ok"
    assert body["data"]["workers"] == 1
    assert body["data"]["queue"] >= 0


def test_create_then_complete_serves_the_engines_result(service, alice, kit, seed_pdf):
    response = kit.upload(alice, seed_pdf, filename="../../etc/passwd.pdf")
    body = kit.check(response, 201, JobEnvelope)
    job = body["data"]
    assert JOB_ID.match(job["job_id"])
    assert job["status"] in {"pending", "running"}
    assert job["poll_url"].endswith(f"/api/v1/jobs/{job['job_id']}")
    assert response.headers["Location"] == job["poll_url"]
    assert int(response.headers["Retry-After"]) >= 1
    assert kit.iso_z.match(job["created_at"])
    assert job["filename"] == "passwd.pdf"  # informational, never a path
    assert "error" not in job and "result_url" not in job
    # The request id of the upload is in the service's log line for that request.
    assert kit.log_shows(service, f"request_id={body['meta']['request_id']} method=POST")

    done = kit.wait_for(alice, job["job_id"], kit.terminal)
    assert done["status"] == "completed", done
    assert done["progress"] == 100 and done["pages"] == 1
    assert done["started_at"].endswith("Z") and done["completed_at"].endswith("Z")
    assert "poll_url" not in done and "error" not in done
    polled = alice.get(f"/api/v1/jobs/{job['job_id']}")
    kit.check(polled, 200, JobEnvelope)
    assert "Retry-After" not in polled.headers  # terminal: nothing to wait for

    result = kit.check(alice.get(done["result_url"]), 200, ResultEnvelope)["data"]
    assert result == extract_pdf(seed_pdf)
    # Uploads are stored under the job id only, and dropped once the job is finished.
    assert not list((service.data_dir / "uploads").glob("*passwd*"))
    assert not (service.data_dir / "uploads" / f"{job['job_id']}.pdf").exists()


def test_job_urls_name_the_host_each_request_was_asked_under(alice, kit, seed_pdf):
    # A route's path is resolved once per app; the host part comes from each request.
    urls = {}
    for host in ("127.0.0.1:1111", "po.example:2222", "127.0.0.1:1111"):
        response = alice.post(
            "/api/v1/jobs",
            files={"file": ("order.pdf", seed_pdf, "application/pdf")},
            headers={"Host": host, "Idempotency-Key": f"urls-{host}"},
        )
        status = 200 if host in urls else 201  # the third is a replay of the first
        job = kit.check(response, status, JobEnvelope)["data"]
        # The replay may find the job finished already: then it has a result URL instead.
        url = job.get("poll_url") or job["result_url"].removesuffix("/result")
        assert url == f"http://{host}/api/v1/jobs/{job['job_id']}"
        if host not in urls:
            assert response.headers["Location"] == job["poll_url"]
        urls[host] = job
    done = kit.wait_for(alice, urls["po.example:2222"]["job_id"], kit.terminal)
    assert done["result_url"].endswith(f"/api/v1/jobs/{done['job_id']}/result")
    listed = alice.get(
        "/api/v1/jobs", params={"ids": done["job_id"]}, headers={"Host": "po.example:2222"}
    )
    [view] = kit.check(listed, 200)["data"]
    assert view["result_url"] == f"http://po.example:2222/api/v1/jobs/{done['job_id']}/result"


def test_same_key_and_content_replays_the_same_job_with_200(alice, kit, seed_pdf):
    first = kit.check(kit.upload(alice, seed_pdf, key="replay-1"), 201, JobEnvelope)["data"]
    again = kit.upload(alice, seed_pdf, key="replay-1", filename="renamed.pdf")
    replay = kit.check(again, 200, JobEnvelope)["data"]
    assert replay["job_id"] == first["job_id"]
    listed = alice.get("/api/v1/jobs", params={"idempotency_key": "replay-1"}).json()["data"]
    assert [j["job_id"] for j in listed] == [first["job_id"]]


@pytest.mark.parametrize("change", ["other file", "same file, schema added"])
def test_same_key_with_other_content_is_409(alice, kit, seed_pdf, other_pdf, change):
    key = f"conflict-{change}"
    kit.check(kit.upload(alice, seed_pdf, key=key), 201)
    if change == "other file":
        second = kit.upload(alice, other_pdf, key=key)
    else:
        schema = json.dumps({"version": "x1", "fields": [{"name": "total", "labels": ["Total"]}]})
        second = kit.upload(alice, seed_pdf, key=key, schema=schema)
    body = kit.check(second, 409)
    assert body["error"]["code"] == "idempotency_key_conflict"
    assert len(alice.get("/api/v1/jobs", params={"idempotency_key": key}).json()["data"]) == 1


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer wrong-token"}, {"Authorization": "Basic YWxpY2U6eA=="}],
    ids=["no header", "unknown token", "basic scheme"],
)
def test_missing_or_unknown_token_is_401(service, kit, seed_pdf, headers):
    with kit.client_for(service.url, None) as client:
        for response in (
            client.post("/api/v1/jobs", files={"file": ("a.pdf", seed_pdf)}, headers=headers),
            client.get("/api/v1/jobs", headers=headers),
            client.get("/api/v1/jobs/job_000000000000000000000000", headers=headers),
        ):
            body = kit.check(response, 401)
            assert body["error"]["code"] == "unauthorized"
            assert response.headers["WWW-Authenticate"] == "Bearer"
    assert kit.log_shows(service, "status=401")
    assert "wrong-token" not in service.log_path.read_text()
    assert kit.tokens["alice"] not in service.log_path.read_text()


def test_other_tokens_job_is_404_everywhere(alice, bob, kit, seed_pdf):
    job = kit.check(kit.upload(alice, seed_pdf, key="mine"), 201)["data"]
    job_id = job["job_id"]
    for response in (
        bob.get(f"/api/v1/jobs/{job_id}"),
        bob.get(f"/api/v1/jobs/{job_id}/result"),
        bob.delete(f"/api/v1/jobs/{job_id}"),
    ):
        assert kit.check(response, 404)["error"]["code"] == "job_not_found"
    assert job_id not in {j["job_id"] for j in bob.get("/api/v1/jobs").json()["data"]}
    # Keys are per owner: bob's "mine" is a new job of his own, not alice's.
    bobs = kit.check(kit.upload(bob, seed_pdf, key="mine"), 201)["data"]
    assert bobs["job_id"] != job_id
    assert alice.get(f"/api/v1/jobs/{job_id}").status_code == 200


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"just some text, named .pdf", "not_pdf"),
        (b"\x89PNG\r\n\x1a\n" + b"\0" * 64, "not_pdf"),
        (b" %PDF-1.7 leading space", "not_pdf"),
        (b"", "empty_file"),
    ],
    ids=["text", "png", "leading space", "empty"],
)
def test_non_pdf_bytes_are_415_whatever_the_name(alice, kit, content, code):
    body = kit.check(kit.upload(alice, content, filename="invoice.pdf"), 415)
    assert body["error"]["code"] == code


def test_upload_over_the_limit_is_413_and_leaves_nothing_behind(service, alice, kit, seed_pdf):
    just_over = seed_pdf + b"%" + b"x" * (1024 * 1024)  # the session service caps at 1 MB
    assert kit.check(kit.upload(alice, just_over), 413)["error"]["code"] == "payload_too_large"
    huge = b"%PDF-1.4\n" + b"0" * (8 * 1024 * 1024)  # refused from Content-Length / mid-stream
    assert kit.check(kit.upload(alice, huge), 413)["error"]["code"] == "payload_too_large"
    assert not list((service.data_dir / "uploads").glob("incoming-*"))
    kit.check(alice.get("/healthz"), 200)


@pytest.mark.parametrize(
    ("request_kwargs", "code"),
    [
        ({"data": {"schema": "{}"}}, "missing_file"),
        ({"json": {"file": "JVBERi0="}}, "missing_file"),
        ({"schema": "not json"}, "invalid_schema"),
        ({"schema": "[1, 2]"}, "invalid_schema"),
        ({"schema": '{"version": "1", "fields": []}'}, "invalid_schema"),
        (
            {"schema": '{"version": "1", "fields": [{"name": "x y", "labels": ["X"]}]}'},
            "invalid_schema",
        ),
    ],
    ids=["no file", "json body", "schema not json", "schema array", "no fields", "bad name"],
)
def test_no_file_or_bad_schema_is_422(alice, kit, seed_pdf, request_kwargs, code):
    if "schema" in request_kwargs:
        response = kit.upload(alice, seed_pdf, schema=request_kwargs["schema"])
    else:
        response = alice.post("/api/v1/jobs", **request_kwargs)
    assert kit.check(response, 422)["error"]["code"] == code


def test_schema_override_is_used_by_the_engine(alice, kit, seed_pdf):
    schema = {
        "version": "t1",
        "fields": [
            {"name": "order_number", "type": "identifier", "labels": ["采购单号", "PO Number"]}
        ],
    }
    job = kit.check(kit.upload(alice, seed_pdf, schema=json.dumps(schema)), 201)["data"]
    done = kit.wait_for(alice, job["job_id"], kit.terminal)
    assert done["status"] == "completed", done
    result = alice.get(done["result_url"]).json()["data"]
    assert set(result["fields"]) == {"order_number"}


def test_pdf_the_engine_cannot_read_fails_with_the_engines_code(alice, kit):
    job = kit.check(kit.upload(alice, b"%PDF-1.7\nthis is not really a pdf\n"), 201)["data"]
    done = kit.wait_for(alice, job["job_id"], kit.terminal)
    assert done["status"] == "failed"
    assert done["error"]["code"] == "corrupt" and done["error"]["message"]
    assert "result_url" not in done and "poll_url" not in done
    body = kit.check(alice.get(f"/api/v1/jobs/{job['job_id']}/result"), 409)
    assert body["error"]["code"] == "job_not_completed"
    assert "corrupt" in body["error"]["message"]


def test_delete_completed_job_removes_it(alice, kit, seed_pdf):
    job = kit.check(kit.upload(alice, seed_pdf, key="to-delete"), 201)["data"]
    kit.wait_for(alice, job["job_id"], kit.terminal)
    response = alice.delete(f"/api/v1/jobs/{job['job_id']}")
    assert response.status_code == 204 and response.content == b""
    assert response.headers["X-Request-ID"].startswith("req_")
    assert kit.check(alice.get(f"/api/v1/jobs/{job['job_id']}"), 404)
    assert kit.check(alice.get(f"/api/v1/jobs/{job['job_id']}/result"), 404)
    assert kit.check(alice.delete(f"/api/v1/jobs/{job['job_id']}"), 404)
    # The key is free again: the same upload makes a new job.
    again = kit.check(kit.upload(alice, seed_pdf, key="to-delete"), 201)["data"]
    assert again["job_id"] != job["job_id"]


def test_list_returns_only_the_callers_jobs_filtered(alice, bob, kit, seed_pdf):
    mine = kit.check(kit.upload(alice, seed_pdf, key="list-a"), 201)["data"]
    kit.wait_for(alice, mine["job_id"], kit.terminal)
    kit.check(kit.upload(bob, seed_pdf, key="list-b"), 201)
    everything = kit.check(alice.get("/api/v1/jobs"), 200, JobListEnvelope)["data"]
    assert mine["job_id"] in {j["job_id"] for j in everything}
    assert all(j["idempotency_key"] != "list-b" for j in everything)
    by_key = alice.get("/api/v1/jobs", params={"idempotency_key": "list-a"}).json()["data"]
    assert [j["job_id"] for j in by_key] == [mine["job_id"]]
    completed = alice.get("/api/v1/jobs", params={"status": "completed"}).json()["data"]
    assert completed and all(j["status"] == "completed" for j in completed)
    failed = alice.get("/api/v1/jobs", params={"status": "failed"}).json()["data"]
    assert mine["job_id"] not in {j["job_id"] for j in failed}
    assert kit.check(alice.get("/api/v1/jobs", params={"status": "bogus"}), 422)


@pytest.mark.parametrize(
    ("method", "path", "status", "code", "allow"),
    [
        ("GET", "/nowhere", 404, "not_found", None),
        ("GET", "/api/v1/jobs/job_000000000000000000000000", 404, "job_not_found", None),
        ("PUT", "/healthz", 405, "method_not_allowed", "GET"),
        ("PATCH", "/api/v1/jobs", 405, "method_not_allowed", "GET, POST"),
        (
            "POST",
            "/api/v1/jobs/job_000000000000000000000000",
            405,
            "method_not_allowed",
            "GET, DELETE",
        ),
        ("GET", "/api/v1/jobs?limit=0", 422, "validation_error", None),
    ],
)
def test_framework_errors_use_the_envelope(alice, kit, method, path, status, code, allow):
    response = alice.request(method, path)
    body = kit.check(response, status)
    assert body["error"]["code"] == code
    assert response.headers.get("Allow") == allow


def test_client_request_id_is_echoed(alice, kit):
    response = alice.get("/healthz", headers={"X-Request-ID": "pipeline-run-42-abc"})
    assert response.headers["X-Request-ID"] == "pipeline-run-42-abc"
    assert response.json()["meta"]["request_id"] == "pipeline-run-42-abc"


def test_openapi_describes_every_route_with_envelopes(alice):
    spec = alice.get("/openapi.json").json()
    paths = spec["paths"]
    assert set(paths["/api/v1/jobs"]) == {"get", "post"}
    assert set(paths["/api/v1/jobs/{job_id}"]) == {"get", "delete"}
    assert "get" in paths["/api/v1/jobs/{job_id}/result"] and "get" in paths["/healthz"]
    post = paths["/api/v1/jobs"]["post"]
    assert {"200", "201", "401", "409", "413", "415", "422", "429"} <= set(post["responses"])
    assert "multipart/form-data" in post["requestBody"]["content"]
    error_ref = post["responses"]["422"]["content"]["application/json"]["schema"]["$ref"]
    assert error_ref.endswith("/ErrorEnvelope")
    assert spec["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"

"""Service setup: token sources, refusing to start without tokens, the `serve` command's
options, the ready log line, running_service's errors, and the in-process app's OpenAPI."""

from __future__ import annotations

import socket
import subprocess
import sys
import time

import click
import httpx
import pytest

from po_pipeline.service import embedded
from po_pipeline.service.app import create_app
from po_pipeline.service.auth import match_token
from po_pipeline.service.commands import serve
from po_pipeline.service.embedded import ServiceProcess, ServiceStartError, running_service
from po_pipeline.service.settings import (
    ServiceSettings,
    TokenConfigError,
    load_tokens,
    parse_token_pairs,
)


@pytest.mark.parametrize(
    ("env_value", "file_text", "expected"),
    [
        ("alice:a1", None, {"alice": "a1"}),
        ("alice:a1, bob:b:2 ,", None, {"alice": "a1", "bob": "b:2"}),
        (None, "# comment\nalice:a1\n\n  bob:b2  \n", {"alice": "a1", "bob": "b2"}),
        ("alice:a1", "bob:b2\n", {"alice": "a1", "bob": "b2"}),
        ("", None, {}),
    ],
    ids=["env", "env list, colon in token", "file", "env and file", "nothing"],
)
def test_tokens_come_from_env_and_file(tmp_path, env_value, file_text, expected):
    token_file = None
    if file_text is not None:
        token_file = tmp_path / "tokens"
        token_file.write_text(file_text)
    assert load_tokens(env_value=env_value, token_file=token_file) == expected


@pytest.mark.parametrize("pairs", [["alice"], [":secret"], ["alice:"], ["a:1", "a:2"]])
def test_malformed_tokens_are_refused_without_echoing_them(pairs):
    with pytest.raises(TokenConfigError) as excinfo:
        parse_token_pairs(pairs, source="PO_EXTRACT_TOKENS")
    assert "secret" not in str(excinfo.value)


def test_settings_refuse_an_empty_token_set(tmp_path):
    with pytest.raises(TokenConfigError, match="PO_EXTRACT_TOKENS"):
        ServiceSettings(data_dir=tmp_path, tokens={})


def test_match_token_names_the_owner_or_none():
    tokens = {"alice": "tok-a", "bob": "tok-b"}
    assert match_token(tokens, "tok-b") == "bob"
    assert match_token(tokens, "tok-") is None
    assert match_token(tokens, "tok-bb") is None


def test_serve_command_has_the_integrators_options():
    assert isinstance(serve, click.Command) and serve.name == "serve"
    options = {name: p for p in serve.params for name in p.opts}
    for flag in (
        "--host",
        "--port",
        "--data-dir",
        "--workers",
        "--token-file",
        "--max-queue",
        "--max-upload-mb",
        "--job-timeout",
    ):
        assert flag in options, flag
    assert options["--host"].default == "127.0.0.1"
    assert options["--port"].default == 8765


def test_service_without_tokens_fails_to_start_with_its_reason(tmp_path):
    with pytest.raises(ServiceStartError, match="no API tokens configured"):
        with running_service(tmp_path, tokens={}, startup_timeout_s=30):
            pass


def test_a_port_taken_before_the_service_binds_it_is_replaced_when_it_was_chosen_for_it(
    tmp_path, monkeypatch
):
    """free_port() frees the port it found; another process (a parallel test worker) may
    bind it first. A chosen port is then replaced; a port the caller named is not."""
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        chosen = iter([taken])
        real_free_port = embedded.free_port
        monkeypatch.setattr(embedded, "free_port", lambda: next(chosen, None) or real_free_port())
        service = ServiceProcess(tmp_path / "chosen", tokens={"t": "tok"})
        assert service.port == taken
        try:
            url = service.start()
            assert service.port != taken
            assert httpx.get(url + "/healthz").status_code == 200
        finally:
            service.stop()
        named = ServiceProcess(tmp_path / "named", tokens={"t": "tok"}, port=taken)
        with pytest.raises(ServiceStartError, match="exited with code"):
            named.start()


def test_a_taken_port_is_told_by_the_attempts_whole_log_not_its_last_lines(tmp_path, monkeypatch):
    """A service that lost its port may print more on its way out (a process pool's exit
    traceback) after the bind error: the port is still replaced."""
    service = ServiceProcess(tmp_path / "svc", tokens={"t": "tok"})
    first_port = service.port
    service.data_dir.mkdir(parents=True)
    service.log_path.write_text("an earlier attempt's line\n")
    ports: list[int] = []

    def start_once() -> str:
        ports.append(service.port)
        if len(ports) == 1:
            exit_noise = "".join(f"Traceback line {n}\n" for n in range(20))
            with service.log_path.open("a") as log:
                log.write(f"ERROR: [Errno 98] address already in use\n{exit_noise}")
            raise ServiceStartError("extraction service exited with code 3")
        return service.url

    monkeypatch.setattr(service, "_start_once", start_once)
    assert service.start() == service.url
    assert ports[0] == first_port and len(ports) == 2


def test_token_file_service_logs_ready_line_and_never_the_token(tmp_path, kit, seed_pdf):
    token_file = tmp_path / "tokens.txt"
    token_file.write_text("carol:tok-carol-from-file\n")
    with running_service(tmp_path / "svc", tokens={}, token_file=token_file) as url:
        headers = {"Authorization": "Bearer tok-carol-from-file"}
        response = httpx.post(
            url + "/api/v1/jobs", files={"file": ("x.pdf", seed_pdf)}, headers=headers
        )
        assert kit.check(response, 201)["data"]["job_id"].startswith("job_")
        assert httpx.get(url + "/api/v1/jobs", headers=headers).status_code == 200
        port = url.rsplit(":", 1)[1]
    log = (tmp_path / "svc" / "service.log").read_text()
    assert f"po-pipeline extraction service listening on http://127.0.0.1:{port}" in log
    assert "owner=carol" in log
    assert "tok-carol-from-file" not in log


def test_embedded_service_exits_when_its_parent_dies(tmp_path):
    """A killed `po-pipeline run` must not leave its embedded service behind."""
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from po_pipeline.service.embedded import ServiceProcess\n"
        "svc = ServiceProcess(Path(sys.argv[1]), tokens={'a': 'b'})\n"
        "svc.start()\n"
        "print(svc.process.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        service_pid = int(parent.stdout.readline())
    finally:
        parent.kill()
        parent.wait()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{service_pid}/stat") as stat:
                if stat.read().split()[2] == "Z":
                    break  # exited; not yet reaped by init
        except FileNotFoundError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"service {service_pid} outlived its parent")


def test_in_process_app_publishes_the_envelope_models(tmp_path):
    app = create_app(ServiceSettings(data_dir=tmp_path, tokens={"a": "b"}, workers=1))
    spec = app.openapi()
    schemas = spec["components"]["schemas"]
    for name in (
        "JobEnvelope",
        "JobListEnvelope",
        "ResultEnvelope",
        "ErrorEnvelope",
        "HealthEnvelope",
        "Meta",
        "Job",
    ):
        assert name in schemas, name
    job = schemas["Job"]["properties"]
    assert {
        "job_id",
        "status",
        "progress",
        "created_at",
        "started_at",
        "completed_at",
        "error",
        "result_url",
        "poll_url",
        "pages",
    } <= set(job)
    result_200 = spec["paths"]["/api/v1/jobs/{job_id}/result"]["get"]["responses"]["200"]
    assert result_200["content"]["application/json"]["schema"]["$ref"].endswith("/ResultEnvelope")
    assert (tmp_path / "uploads").is_dir() and (tmp_path / "jobs.sqlite3").exists()

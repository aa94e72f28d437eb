"""Start the real service as a subprocess on a free loopback port.

Used by `po-pipeline run` to embed the service, by the service tests and by
bench/service.py. The tests' engine stand-ins live with the tests
(po_pipeline_tests/service/engines.py), not in this package.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from po_pipeline.service.settings import TOKENS_ENV_VAR


class ServiceStartError(RuntimeError):
    """The service process exited or never answered /healthz; the message has its log tail."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _option_args(opts: Mapping[str, Any]) -> list[str]:
    args: list[str] = []
    for name, value in opts.items():
        if value is None:
            continue
        args += [f"--{name.replace('_', '-')}", str(value)]
    return args


PORT_ATTEMPTS = 3


class ServiceProcess:
    """One `python -m po_pipeline.service` process; `start()`, `stop()`, `kill()`."""

    def __init__(
        self,
        data_dir: Path,
        *,
        tokens: Mapping[str, str],
        workers: int = 1,
        port: int | None = None,
        env: Mapping[str, str] | None = None,
        startup_timeout_s: float = 60.0,
        **opts: Any,
    ) -> None:
        self.data_dir = Path(data_dir)
        self.tokens = dict(tokens)
        self.workers = workers
        # A port chosen here is free when chosen, not when bound: another process may take
        # it in between, and then start() tries another.
        self._chosen_port = port is None
        self.port = port or free_port()
        self.extra_env = dict(env or {})
        self.startup_timeout_s = startup_timeout_s
        self.opts = opts
        self.log_path = self.data_dir / "service.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        return [
            sys.executable, "-m", "po_pipeline.service",
            "--host", "127.0.0.1", "--port", str(self.port),
            "--data-dir", str(self.data_dir), "--workers", str(self.workers),
            "--parent-pid", str(os.getpid()),
            *_option_args(self.opts),
        ]  # fmt: skip

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no service log)"
        return "\n".join(text.splitlines()[-lines:])

    def start(self) -> str:
        """Start the process and wait for /healthz; returns the base URL. When the port was
        chosen here and someone took it before the service bound it, another is tried."""
        for attempt in range(PORT_ATTEMPTS):
            offset = self._log_size()
            try:
                return self._start_once()
            except ServiceStartError:
                taken = "address already in use" in self._log_since(offset).lower()
                if not (self._chosen_port and taken) or attempt == PORT_ATTEMPTS - 1:
                    raise
                self.port = free_port()
        raise AssertionError("unreachable")

    def _log_size(self) -> int:
        try:
            return self.log_path.stat().st_size
        except OSError:
            return 0

    def _log_since(self, offset: int) -> str:
        """What the log gained from `offset` on: one attempt's lines, all of them. The bind
        error is not always near the end: the process may print a traceback on its way out
        (a process pool's exit hook), and the log is appended to across attempts."""
        try:
            with self.log_path.open("rb") as log:
                log.seek(offset)
                return log.read().decode("utf-8", errors="replace")
        except OSError:
            return ""

    def _start_once(self) -> str:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, **self.extra_env, "PYTHONUNBUFFERED": "1"}
        env[TOKENS_ENV_VAR] = ",".join(f"{name}:{token}" for name, token in self.tokens.items())
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                self.command(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=True,  # so stop() can reap the worker processes too
            )
        self._wait_healthy()
        return self.url

    def _wait_healthy(self) -> None:
        assert self.process is not None
        deadline = time.monotonic() + self.startup_timeout_s
        while time.monotonic() < deadline:
            code = self.process.poll()
            if code is not None:
                raise ServiceStartError(
                    f"extraction service exited with code {code} before it was ready "
                    f"(port {self.port}); log tail:\n{self.log_tail()}"
                )
            try:
                if httpx.get(self.url + "/healthz", timeout=2.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        raise ServiceStartError(
            f"extraction service did not answer {self.url}/healthz within "
            f"{self.startup_timeout_s:g} s; log tail:\n{self.log_tail()}"
        )

    def kill(self) -> None:
        """SIGKILL the service process alone (a crash); its workers notice and exit."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self, timeout_s: float = 15.0) -> None:
        """SIGTERM, then SIGKILL after `timeout_s`; then reap the whole process group."""
        process = self.process
        if process is None:
            return
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


@contextmanager
def running_service(
    data_dir: Path, *, tokens: dict[str, str], workers: int = 1, **opts: Any
) -> Iterator[str]:
    """The service running in a subprocess for the `with` block; yields its base URL.

    `opts` become CLI options (`max_queue=2` -> `--max-queue 2`), except `port`, `env` and
    `startup_timeout_s`, which configure the process itself.
    """
    service = ServiceProcess(data_dir, tokens=tokens, workers=workers, **opts)
    try:
        yield service.start()
    finally:
        service.stop()

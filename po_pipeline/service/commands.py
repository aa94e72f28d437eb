"""`po-pipeline serve`: the extraction service on uvicorn, in-process."""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from pathlib import Path

import click
import uvicorn

from po_pipeline.service.settings import (
    DEFAULT_ENGINE,
    MB,
    TOKENS_ENV_VAR,
    ServiceSettings,
    TokenConfigError,
    default_data_dir,
    load_tokens,
)

log = logging.getLogger("po_pipeline.service")
READY_MESSAGE = "po-pipeline extraction service listening on http://%s:%d"


class _Server(uvicorn.Server):
    """Logs the ready line once the socket is bound, not before."""

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started:
            log.info(READY_MESSAGE, self.config.host, self.config.port)

    def exit_with(self, parent_pid: int) -> None:
        """Shut down gracefully once `parent_pid` is gone (an embedding process that died)."""

        def watch() -> None:
            while not self.should_exit:
                time.sleep(1.0)
                try:
                    os.kill(parent_pid, 0)
                except ProcessLookupError:
                    log.warning("parent process %d is gone; shutting down", parent_pid)
                    self.should_exit = True
                except PermissionError:
                    pass

        threading.Thread(target=watch, name="parent-watch", daemon=True).start()


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to bind.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(1, 65535))
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Job store and uploads. [default: $PO_DATA_DIR/service, PO_DATA_DIR=data]",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=None,
    help="Engine worker processes. [default: number of CPUs]",
)
@click.option(
    "--token-file",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    default=None,
    help=f"File with one name:token per line (added to ${TOKENS_ENV_VAR}).",
)
@click.option(
    "--max-queue",
    type=click.IntRange(min=1),
    default=ServiceSettings.max_queue,
    show_default=True,
    help="Pending jobs accepted before uploads get 429.",
)
@click.option(
    "--max-upload-mb",
    type=click.FloatRange(min=0.001),
    default=ServiceSettings.max_upload_bytes / MB,
    show_default=True,
    help="Largest accepted upload.",
)
@click.option(
    "--job-timeout",
    type=click.FloatRange(min=0.1),
    default=ServiceSettings.job_timeout_s,
    show_default=True,
    help="Seconds a job may run before it fails with 'timeout'.",
)
@click.option(
    "--max-pages",
    type=click.IntRange(min=1),
    default=ServiceSettings.max_pages,
    show_default=True,
    help="Pages a document may have.",
)
@click.option(
    "--prefetch",
    type=click.IntRange(min=0),
    default=None,
    help="Jobs handed to the workers ahead of time (they stay pending until started). "
    "[default: one per worker]",
)
@click.option(
    "--simulate-latency",
    "simulate_latency",
    type=click.FloatRange(min=0),
    default=None,
    metavar="SECONDS",
    help="BENCHMARK ONLY: every job sleeps SECONDS and completes with a made-up result "
    "(engine name 'simulated') instead of running the engine. Never point a pipeline with "
    "real documents at such a service. [default: off, the engine runs]",
)
@click.option(
    "--engine",
    default=DEFAULT_ENGINE,
    hidden=True,
    help="module:function replacing the engine (tests and experiments).",
)
@click.option(
    "--parent-pid",
    type=int,
    default=None,
    hidden=True,
    help="Shut down when this process exits (set by running_service).",
)
def serve(
    host: str,
    port: int,
    data_dir: Path | None,
    workers: int | None,
    token_file: Path | None,
    max_queue: int,
    max_upload_mb: float,
    job_timeout: float,
    max_pages: int,
    prefetch: int | None,
    simulate_latency: float | None,
    engine: str,
    parent_pid: int | None,
) -> None:
    """Run the asynchronous extraction service (the pipeline's default `local` backend)."""
    from po_pipeline.service.app import create_app  # noqa: PLC0415 - keep --help fast

    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        tokens = load_tokens(env_value=os.environ.get(TOKENS_ENV_VAR), token_file=token_file)
        settings = ServiceSettings(
            data_dir=data_dir or default_data_dir(),
            tokens=tokens,
            **({"workers": workers} if workers else {}),
            max_queue=max_queue,
            max_upload_bytes=int(max_upload_mb * MB),
            job_timeout_s=job_timeout,
            max_pages=max_pages,
            prefetch=prefetch,
            engine=engine,
            simulate_latency_s=simulate_latency,
        )
    except (TokenConfigError, ValueError) as exc:
        raise click.UsageError(str(exc)) from exc
    if settings.simulate_latency_s is not None:
        log.warning(
            "SIMULATED LATENCY (benchmark only): every job sleeps %g s and returns a made-up "
            "result; the engine does not run",
            settings.simulate_latency_s,
        )
    app = create_app(settings)
    config = uvicorn.Config(
        app, host=host, port=port, log_config=None, access_log=False, lifespan="on"
    )
    server = _Server(config)
    if parent_pid is not None:
        server.exit_with(parent_pid)
    server.run()

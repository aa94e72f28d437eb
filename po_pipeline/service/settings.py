"""Service configuration: limits, paths and bearer tokens, resolved once at startup."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

TOKENS_ENV_VAR = "PO_EXTRACT_TOKENS"
DATA_DIR_ENV_VAR = "PO_DATA_DIR"
DEFAULT_ENGINE = "po_pipeline.engine:extract_pdf"
MB = 1024 * 1024


class TokenConfigError(ValueError):
    """Bearer tokens are missing or malformed; the message says where and how to fix it."""


def data_dir_from_env(env: Mapping[str, str] | None = None) -> Path:
    """$PO_DATA_DIR, `data` if unset: the one place that variable is read (the pipeline's
    settings, po_pipeline/config.py, take it from here)."""
    return Path((os.environ if env is None else env).get(DATA_DIR_ENV_VAR) or "data")


def default_data_dir() -> Path:
    """`$PO_DATA_DIR/service`, with PO_DATA_DIR defaulting to `data`."""
    return data_dir_from_env() / "service"


def _default_workers() -> int:
    return os.cpu_count() or 1


@dataclass(frozen=True)
class ServiceSettings:
    """Everything the app, the job store and the dispatcher need; immutable after startup."""

    data_dir: Path
    tokens: Mapping[str, str]
    workers: int = field(default_factory=_default_workers)
    max_queue: int = 100
    max_upload_bytes: int = 20 * MB
    job_timeout_s: float = 120.0
    max_pages: int = 50
    # SQLAlchemy URL of the job store; None means SQLite in data_dir.
    database_url: str | None = None
    # "module:function" with extract_pdf's signature; swapped only by tests and experiments.
    engine: str = DEFAULT_ENGINE
    # How long the dispatcher sleeps when it has nothing to do (it is also woken on POST).
    idle_poll_s: float = 0.5
    # Jobs handed to the pool beyond one per worker, so a worker that finishes one starts
    # the next at once; None means one per worker. They stay `pending` until started.
    prefetch: int | None = None
    # Benchmark only (po_pipeline.service.simulated): every job sleeps this many seconds
    # and returns a made-up result instead of running the engine. None (the engine) unless
    # `po-pipeline serve --simulate-latency` asks for it.
    simulate_latency_s: float | None = None

    def __post_init__(self) -> None:
        if not self.tokens:
            raise TokenConfigError(
                f"no API tokens configured: set {TOKENS_ENV_VAR}=name:token[,name:token] "
                "or pass --token-file with one name:token per line"
            )
        if self.workers < 1:
            raise ValueError(f"workers must be >= 1, got {self.workers}")
        if self.max_queue < 1:
            raise ValueError(f"max_queue must be >= 1, got {self.max_queue}")
        if self.max_upload_bytes < 1:
            raise ValueError(f"max_upload_bytes must be >= 1, got {self.max_upload_bytes}")
        if self.job_timeout_s <= 0:
            raise ValueError(f"job_timeout_s must be > 0, got {self.job_timeout_s}")
        if self.prefetch is not None and self.prefetch < 0:
            raise ValueError(f"prefetch must be >= 0, got {self.prefetch}")
        if self.simulate_latency_s is not None and self.simulate_latency_s < 0:
            raise ValueError(f"simulate_latency_s must be >= 0, got {self.simulate_latency_s}")

    @property
    def handover_limit(self) -> int:
        """Jobs the dispatcher keeps in the worker pool: running plus prefetched."""
        return self.workers + (self.workers if self.prefetch is None else self.prefetch)

    @property
    def uploads_dir(self) -> Path:
        return self.data_dir / "uploads"

    @property
    def store_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'jobs.sqlite3').resolve()}"


def parse_token_pairs(pairs: list[str], *, source: str) -> dict[str, str]:
    """`name:token` strings to a mapping; errors name the source but never echo a token."""
    tokens: dict[str, str] = {}
    for index, pair in enumerate(pairs, start=1):
        name, sep, token = pair.strip().partition(":")
        name, token = name.strip(), token.strip()
        if not sep or not name or not token:
            raise TokenConfigError(f"{source}: entry {index} is not of the form name:token")
        if name in tokens and tokens[name] != token:
            raise TokenConfigError(f"{source}: token name {name!r} is defined twice")
        tokens[name] = token
    return tokens


def load_tokens(*, env_value: str | None, token_file: Path | None) -> dict[str, str]:
    """Merge tokens from the env value (comma-separated) and a token file (one per line)."""
    tokens: dict[str, str] = {}
    if env_value:
        pairs = [p for p in env_value.split(",") if p.strip()]
        tokens.update(parse_token_pairs(pairs, source=TOKENS_ENV_VAR))
    if token_file is not None:
        try:
            lines = token_file.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise TokenConfigError(f"cannot read token file {token_file}: {exc.strerror}") from exc
        pairs = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
        for name, token in parse_token_pairs(pairs, source=str(token_file)).items():
            if tokens.get(name, token) != token:
                raise TokenConfigError(f"token name {name!r} differs between env and {token_file}")
            tokens[name] = token
    return tokens

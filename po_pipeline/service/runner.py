"""What runs inside a worker process: one engine call per job, progress straight to the store.

Nothing here raises to the parent: every job ends as an Outcome, so only a real crash
(segfault, OOM kill, os._exit) can break the process pool.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from po_pipeline.field_schema import FieldSchema, SchemaError, load_schema, schema_from_mapping
from po_pipeline.service.simulated import simulate
from po_pipeline.service.store import JobStore
from po_pipeline.service.worker_moves import Ended


class OutcomeKind(StrEnum):
    COMPLETED = "completed"  # the engine returned a result: the dispatcher stores it
    FAILED = "failed"  # the job failed: the dispatcher stores its code and message
    STOPPED = "stopped"  # cancelled or taken back: the store already says so; nothing to record


@dataclass(frozen=True)
class Outcome:
    """How a job ended in its worker (sent back to the dispatcher through the pool)."""

    kind: OutcomeKind
    # COMPLETED only: the result as the JSON text to store, and its page count. Text, not
    # the dict: the dispatcher's side then neither unpickles a nested structure nor encodes
    # it again, in the HTTP process, on the cores the engine needs (bench/README.md).
    result_json: str | None = None
    pages: int | None = None
    code: str = ""  # FAILED only
    message: str = ""  # FAILED: for the job's error; STOPPED: why, for the log

    @classmethod
    def completed(cls, result: dict[str, Any], *, encoded: str | None = None) -> Outcome:
        """A completed job's outcome; `encoded`: the result's JSON text, if made already."""
        pages = result.get("pages")
        return cls(
            OutcomeKind.COMPLETED,
            result_json=encoded if encoded is not None else result_text(result),
            pages=pages if isinstance(pages, int) else None,
        )

    @property
    def result(self) -> dict[str, Any] | None:
        """The result, decoded (COMPLETED only)."""
        return None if self.result_json is None else json.loads(self.result_json)

    @classmethod
    def failed(cls, code: str, message: str) -> Outcome:
        return cls(OutcomeKind.FAILED, code=code, message=message)

    @classmethod
    def stopped(cls, why: str) -> Outcome:
        return cls(OutcomeKind.STOPPED, message=why)


_stores: dict[str, JobStore] = {}


def result_text(result: dict[str, Any]) -> str:
    """A result as the job store keeps it (JSON text)."""
    return json.dumps(result, ensure_ascii=False)


class JobStopped(BaseException):
    """The job was cancelled or re-claimed. A BaseException, so that an engine's
    `except Exception` cannot swallow it."""


class JobTimedOut(BaseException):
    """The job ran past its time limit between two pages."""


@dataclass(frozen=True)
class JobSpec:
    job_id: str
    run_token: str
    upload_path: str
    schema: dict[str, Any] | None
    store_url: str
    engine: str
    max_pages: int
    max_bytes: int
    timeout_s: float
    # Benchmark only: sleep this long and return a made-up result instead of the engine.
    simulate_latency_s: float | None = None


def init_worker(parent_pid: int) -> None:
    """Pool initializer: ignore Ctrl-C (the service shuts us down) and die with the service."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    first_parent = os.getppid()

    def _watch_parent() -> None:
        # A worker of a kill -9'd service must not keep burning CPU on a job that the
        # restarted service will re-run anyway.
        while True:
            time.sleep(1.0)
            if os.getppid() != first_parent or not _alive(parent_pid):
                os._exit(0)

    threading.Thread(target=_watch_parent, name="parent-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def warm_up(engine: str | None) -> int:
    """Import the engine and parse the default schema so the first real job doesn't pay
    (nothing to import when `engine` is None: a simulated service). The short pause keeps
    this worker busy while its siblings' warm-ups are handed out, so each worker gets one."""
    if engine is not None:
        resolve_engine(engine)
        default_schema()
    time.sleep(0.05)
    return os.getpid()


def resolve_engine(spec: str) -> Callable[..., dict[str, Any]]:
    module_name, _, attr = spec.partition(":")
    func = getattr(importlib.import_module(module_name), attr or "extract_pdf")
    if not callable(func):
        raise TypeError(f"engine {spec!r} is not callable")
    return func


def _store(url: str) -> JobStore:
    if url not in _stores:
        _stores[url] = JobStore.open(url)
    return _stores[url]


def build_limits(spec: JobSpec) -> Any:
    """EngineLimits from the job spec, for whichever limit fields the engine defines."""
    from po_pipeline.engine import EngineLimits  # noqa: PLC0415 - worker-side import only

    wanted = {
        "max_pages": spec.max_pages,
        "max_file_bytes": spec.max_bytes,
        "timeout_s": spec.timeout_s,
    }
    known = getattr(EngineLimits, "__dataclass_fields__", {})
    return EngineLimits(**{k: v for k, v in wanted.items() if k in known})


def build_schema(schema: dict[str, Any] | None) -> FieldSchema | None:
    """The job's schema override, or the default schema (parsed once per worker process)."""
    if schema is None:
        return default_schema()
    return schema_from_mapping(schema)


def default_schema() -> FieldSchema | None:
    """The engine's default schema ($PO_SCHEMA or the packaged file; the engine caches it
    until the file changes). None when it cannot be loaded, so the engine reports the
    problem in its own words."""
    try:
        return load_schema()
    except SchemaError:
        return None


# This worker's last job's end, as sent to the dispatcher: stored with the next job's start
# (`JobStore.start`'s `previous`) in case the dispatcher has not stored it by then.
_last_end: dict[str, Ended] = {}  # by store URL


def run_job(spec: JobSpec) -> Outcome:
    """Run one job to an Outcome; progress and cancellation go through the store per page.

    The job was handed over while still `pending` (the dispatcher prefetches); it becomes
    `running` here, when this worker really starts it, and its time limit counts from now.
    """
    store = _store(spec.store_url)
    previous = _last_end.pop(spec.store_url, None)
    started = store.start(spec.job_id, spec.run_token, worker_pid=os.getpid(), previous=previous)
    if not started:
        return Outcome.stopped("job was cancelled or taken back before it started")
    outcome = _run(spec, store)
    if outcome.kind is not OutcomeKind.STOPPED:
        ended = Ended(
            spec.job_id,
            spec.run_token,
            result_json=outcome.result_json,
            pages=outcome.pages,
            code=outcome.code,
            message=outcome.message,
        )
        _last_end[spec.store_url] = ended
    return outcome


def _run(spec: JobSpec, store: JobStore) -> Outcome:
    """Run a started job to its outcome."""
    deadline = time.monotonic() + spec.timeout_s

    def on_page(done: int, total: int) -> None:
        if time.monotonic() > deadline:
            raise JobTimedOut()
        if done == total:
            # The result is stored next (a guarded write that a cancel still wins): a
            # report here would be a write per job for a moment's 99%.
            return
        progress = int(done * 100 / total) if total else 0
        if not store.report_progress(spec.job_id, spec.run_token, progress=progress, pages=total):
            raise JobStopped()

    if spec.simulate_latency_s is not None:
        return Outcome.completed(simulate(spec.job_id, spec.simulate_latency_s))
    try:
        extract = resolve_engine(spec.engine)
        data = Path(spec.upload_path).read_bytes()
        result = extract(
            data,
            schema=build_schema(spec.schema),
            limits=build_limits(spec),
            on_page=on_page,
        )
        # A result we cannot store must fail here, with a reason; the text is what is stored.
        encoded = result_text(result)
    except JobStopped:
        return Outcome.stopped("job was cancelled or claimed again")
    except JobTimedOut:
        return Outcome.failed("timeout", f"extraction exceeded the {spec.timeout_s:g} s job limit")
    except FileNotFoundError:
        return Outcome.failed("upload_missing", "the stored upload is gone (job cancelled?)")
    except Exception as exc:  # noqa: BLE001 - every engine failure becomes a job failure
        code = getattr(exc, "code", None)
        if isinstance(code, str) and code:
            return Outcome.failed(code, str(exc) or code)
        return Outcome.failed("engine_error", f"{type(exc).__name__}: {exc}")
    if time.monotonic() > deadline:
        return Outcome.failed("timeout", f"extraction exceeded the {spec.timeout_s:g} s job limit")
    return Outcome.completed(result, encoded=encoded)

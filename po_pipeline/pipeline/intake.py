"""Inbox intake: find files that stopped growing, fingerprint them, register them in the
ledger, and reject bad input before anything is uploaded. No Dagster here."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from po_pipeline.faults import crash_point
from po_pipeline.field_schema import load_schema
from po_pipeline.ledger import Document, DocumentStatus, Ledger, Move, Registration
from po_pipeline.liveness import is_alive, process_id
from po_pipeline.pipeline.arrivals import Observation, arrival_partition
from po_pipeline.pipeline.checker import CHECKER, Checks
from po_pipeline.pipeline.fingerprint import Digest, digests_within
from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_MB, INTAKE_CHECK_SECONDS

log = logging.getLogger(__name__)

# The intake check parses the PDF in a checker process of the registering process (the
# sensor's code server, or `po-pipeline run`; pipeline/checker.py), which stops a check still
# running after INTAKE_CHECK_SECONDS (PO_INTAKE_CHECK_SECONDS) and rejects its file as
# `crashed_intake`, so a hostile file costs its batch that long at most. The registering
# process itself may still die or hang while a check is open (the OOM killer, a read that
# never returns). A file that did that would do so again at every pass and hold back the
# files after it, so each check is recorded before it starts: once this many checks of one
# document were left unfinished (their process died, or is still at it after
# INTAKE_STUCK_SECONDS: PO_INTAKE_STUCK_SECONDS), it is rejected as `crashed_intake`
# instead of being checked again.
MAX_INTAKE_CRASHES = 2
INTAKE_STUCK_SECONDS = 300.0


@dataclass(frozen=True)
class IntakeSettings:
    schema_version: str
    timezone: str = "UTC"
    deadline: timedelta = timedelta(hours=24)
    max_file_bytes: int = 20 * 1024 * 1024
    # An intake check still running this long counts as hung (see MAX_INTAKE_CRASHES).
    stuck_after: timedelta = timedelta(seconds=INTAKE_STUCK_SECONDS)
    # A check's own deadline, in this process: past it the checker is killed.
    check_seconds: float = INTAKE_CHECK_SECONDS
    # The address space the checker may use for one check; past it the file is rejected.
    check_memory_bytes: int = INTAKE_CHECK_MB * 2**20

    @classmethod
    def load(
        cls,
        schema_path: str,
        *,
        timezone: str,
        deadline_hours: float,
        max_file_mb: int,
        stuck_seconds: float,
        check_seconds: float,
        check_mb: int,
    ) -> IntakeSettings:
        """Settings with the version of the field schema at `schema_path` ("" = packaged).
        No defaults here: IntakeResource holds them, for the sensor and the CLI alike."""
        schema = load_schema(Path(schema_path) if schema_path else None)
        return cls(
            schema_version=schema.version,
            timezone=timezone,
            deadline=timedelta(hours=deadline_hours),
            max_file_bytes=max_file_mb * 1024 * 1024,
            stuck_after=timedelta(seconds=stuck_seconds),
            check_seconds=check_seconds,
            check_memory_bytes=check_mb * 2**20,
        )


@dataclass
class Budget:
    """The time a registering pass may take (time.monotonic): a file is begun only while
    its read and its check, each waited for at most `read_seconds` and `check_seconds`,
    fit before `ends`, and not after `soft_end` (a bulk drop is spread over passes). The
    pass's first file is begun whatever the time, so every pass makes progress; the files
    not begun are left for the next pass (`IntakePass.left`)."""

    ends: float
    soft_end: float
    begun: bool = field(default=False, init=False)

    def allows(self, seconds: float) -> bool:
        """Whether work waited for at most `seconds` may begin now (the first always may)."""
        now = time.monotonic()
        if self.begun and (now > self.soft_end or now + seconds > self.ends):
            return False
        self.begun = True
        return True


@dataclass(frozen=True)
class IntakePass:
    registered: list[Registration]
    left: list[str]  # settled files not begun within the pass's Budget, in order


def register_files(
    paths: list[str],
    ledger: Ledger,
    *,
    settings: IntakeSettings,
    observations: Mapping[str, Observation],
    actor: str,
    budget: Budget | None = None,
    chunk: int = 50,
) -> IntakePass:
    """Register each settled file, in order, `chunk` files at a time, as far as `budget`
    allows (None: all of them); new documents are checked and queued or rejected."""
    registered: list[Registration] = []
    for start in range(0, len(paths), chunk):
        done, left = _register_chunk(
            paths[start : start + chunk], ledger, settings, observations, actor, budget
        )
        registered += done
        if left:
            return IntakePass(registered, left + paths[start + chunk :])
    return IntakePass(registered, [])


def _register_chunk(
    paths: list[str],
    ledger: Ledger,
    settings: IntakeSettings,
    observations: Mapping[str, Observation],
    actor: str,
    budget: Budget | None,
) -> tuple[list[Registration], list[str]]:
    """Register files, and the paths left for `budget`. A new file costs one transaction,
    which registers it, records its own intake check before its verdict is awaited (a
    registering process that dies or hangs there must be told from the checks around it),
    and carries the verdicts on the files checked before it. The files are read (hashed) first,
    each for at most `settings.check_seconds`, and their checks run ahead in the checker
    process (pipeline/checker.py) while the ledger is written."""
    verdicts: list[Move] = []
    registered: list[Registration] = []
    left: list[str] = []
    if paths:
        CHECKER.start()  # loads while the files are hashed
    digests: list[tuple[str, Digest | None]] = []
    limit = settings.check_seconds
    reads = digests_within([Path(p) for p in paths], limit)
    try:
        for index, path_str in enumerate(paths):
            # Room for its read, and then for its check.
            if budget is not None and not budget.allows(2 * limit):
                left = paths[index:]
                break
            digests.append((path_str, next(reads)))
    finally:
        reads.close()
    # Only new documents are checked, and only a registration tells which are new; the
    # rest (the same bytes under a second name) are parsed ahead for nothing, rarely.
    contents = [Path(p) for p, digest in digests if digest and digest[1] is None]
    fresh = _fresh(ledger, settings, [(p, d[0]) for p, d in digests if d is not None])
    try:
        with CHECKER.checks(
            contents,
            max_file_bytes=settings.max_file_bytes,
            timeout=limit,
            max_memory_bytes=settings.check_memory_bytes,
        ) as checks:
            for index, (path_str, digest) in enumerate(digests):
                if digest is None:
                    continue  # removed since it was observed
                if index and budget is not None and not budget.allows(limit):
                    left = [p for p, _ in digests[index:]] + left
                    break
                registration = _register_one(
                    path_str, digest, ledger, settings, observations[path_str], actor, verdicts,
                    checks, fresh=path_str in fresh,
                )  # fmt: skip
                registered.append(registration)
    finally:
        ledger.apply(verdicts, actor=actor)  # the last files' (or what a failure left)
    ids = [r.document.id for r in registered]
    now = {d.id: d for d in ledger.documents(ids=ids)} if ids else {}
    return [Registration(now[r.document.id], r.created) for r in registered], left


def _register_one(
    path_str: str,
    digest: Digest,
    ledger: Ledger,
    settings: IntakeSettings,
    observation: Observation,
    actor: str,
    verdicts: list[Move],
    checks: Checks,
    *,
    fresh: bool,
) -> Registration:
    """Register one file, writing the pending `verdicts` in the same transaction (they are
    then emptied); its own verdict, if it was checked now (its answer from `checks`), is
    appended to them. `fresh`: neither its bytes nor its path were registered a moment ago
    (Ledger.register inserts without looking them up)."""
    path = Path(path_str)
    sha, problem = digest
    size, mtime_ns = observation
    # A new document's intake check is recorded with its registration: nothing but the wait
    # for its verdict comes between them (and a process killed there has begun the check).
    checker = process_id(os.getpid()) if problem is None else None
    registration = ledger.register(
        path=path_str,  # as observed: the inbox scan skips it by this name next time
        sha256=sha,
        size_bytes=size,
        mtime_ns=mtime_ns,
        schema_version=settings.schema_version,
        arrival_partition=arrival_partition(ledger.clock(), settings.timezone),
        deadline=settings.deadline,
        actor=actor,
        moves=verdicts,
        intake_by=checker,
        fresh=fresh,
    )
    verdicts.clear()
    crash_point("while_registering")
    doc = registration.document
    if doc.status is not DocumentStatus.DISCOVERED:
        return registration
    if problem is None:
        # A document just created has no earlier checks to look at, and its attempt is
        # recorded already (with its registration).
        verdict = None if registration.created else _before_check(ledger, doc, settings.stuck_after)
        if verdict == "busy":  # a live process is checking it now; it finishes it
            return registration
        if verdict is not None:
            problem = verdict
        else:
            if not registration.created:
                ledger.record_intake_attempt(doc.id, checker)
            crash_point("awaiting_check", path.name)
            problem = checks.result(path)
    if problem is None:
        verdicts.append(Move(doc.id, DocumentStatus.QUEUED, DocumentStatus.DISCOVERED))
    else:
        reason, message = problem
        log.warning("Rejected %s: %s", path.name, message)
        verdicts.append(
            Move(doc.id, DocumentStatus.REJECTED, DocumentStatus.DISCOVERED, reason, message)
        )
    return registration


def _fresh(ledger: Ledger, settings: IntakeSettings, files: list[tuple[str, str]]) -> set[str]:
    """The paths of `files` ((path, sha256), in order) whose path and bytes the ledger does
    not know, nor an earlier file of the batch has: one read for the batch instead of a
    lookup per registration."""
    paths, bytes_known = ledger.known_files(
        paths=[p for p, _ in files],
        sha256s=[sha for _, sha in files],
        schema_version=settings.schema_version,
    )
    fresh: set[str] = set()
    for path, sha in files:
        if path not in paths and sha not in bytes_known:
            fresh.add(path)
        bytes_known.add(sha)  # a second file with these bytes links to the first's document
    return fresh


def _before_check(
    ledger: Ledger, doc: Document, stuck_after: timedelta
) -> tuple[str, str] | str | None:
    """Before the intake check of `doc`, already registered: None (go ahead; the caller
    records the attempt), "busy" (a live process began it less than `stuck_after` ago), or
    (reason, message) when earlier checks of it killed or hung their process
    MAX_INTAKE_CRASHES times."""
    stuck_before = ledger.clock() - stuck_after
    failed: list[str] = []
    for process, started_at in ledger.intake_attempts_of(doc.id):
        alive = is_alive(process)
        if alive is False:
            failed.append(f"pid {process.pid} died")
        elif started_at <= stuck_before:
            failed.append(
                f"pid {process.pid} still at it after {stuck_after.total_seconds():.0f} s"
            )
        else:
            return "busy"  # begun moments ago by a process that is alive (or elsewhere)
    if len(failed) >= MAX_INTAKE_CRASHES:
        return "crashed_intake", (
            f"{Path(doc.source_file).name}: checking this file killed or hung the process "
            f"that checked it {len(failed)} times ({'; '.join(failed)}); it is not checked "
            "or extracted again. Send a repaired copy (new bytes are a new document)"
        )
    return None

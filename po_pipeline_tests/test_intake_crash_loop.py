"""A file whose intake check kills the process (a parser crash on a hostile PDF, the OOM
killer) must not kill every run after it: each check is recorded in the ledger before it
starts, and a document whose checks were left unfinished MAX_INTAKE_CRASHES times (their
process died, or is still at it after INTAKE_STUCK_SECONDS) is rejected as
`crashed_intake` without being checked again, while the rest of the batch goes on.

The crash is real: `po-pipeline run` SIGKILLs itself inside the check of one file
(`PO_PIPELINE_CRASH_AT=while_checking:poison.pdf`, po_pipeline/faults.py), in every run.
So is the hang: with `PO_PIPELINE_HANG_AT=while_checking:poison.pdf` each run stops for good
inside that check, alive, and with PO_INTAKE_STUCK_SECONDS=3 the third run counts the
first two as hung and carries on with the batch."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import duckdb

from po_pipeline.faults import CRASH_ENV, HANG_ENV
from po_pipeline.intake import (
    INTAKE_STUCK_SECONDS,
    MAX_INTAKE_CRASHES,
    IntakeSettings,
    observe_inbox,
    register_files,
)
from po_pipeline.ledger import DocumentStatus, Ledger, utc_now
from po_pipeline.liveness import process_id

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
S = DocumentStatus


def env_for(data_dir: Path, schema: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    return env | {"PO_DATA_DIR": str(data_dir), "PO_SCHEMA": str(schema), **extra}


def run(data_dir: Path, schema: Path, crash_at: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env_for(data_dir, schema, **{CRASH_ENV: crash_at}),
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def test_a_file_that_kills_its_intake_check_is_rejected_after_n_crashes_and_the_batch_loads(
    data_dir: Path, lenient_schema: Path
) -> None:
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "a.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "poison.pdf")
    shutil.copy2(SEEDS / "PO-2026-017.pdf", inbox / "z.pdf")
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")

    for attempt in range(1, MAX_INTAKE_CRASHES + 1):
        killed = run(data_dir, lenient_schema, "while_checking:poison.pdf")
        assert killed.returncode == -signal.SIGKILL, killed.stdout + killed.stderr
        states = {Path(d.source_file).name: d.status for d in ledger.documents()}
        # a.pdf (before it) is queued; poison.pdf waits unchecked; z.pdf (after it) unseen
        assert states == {"a.pdf": S.QUEUED, "poison.pdf": S.DISCOVERED}, (attempt, states)
        [poison] = [d for d in ledger.documents() if d.source_file.endswith("poison.pdf")]
        assert len(ledger.intake_attempts_of(poison.id)) == attempt

    # The same fault is still armed: the check is not tried a third time.
    done = run(data_dir, lenient_schema, "while_checking:poison.pdf")
    assert done.returncode == 0, done.stdout + done.stderr

    docs = {Path(d.source_file).name: d for d in ledger.documents()}
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "poison.pdf": (S.REJECTED, "crashed_intake"),
        "z.pdf": (S.COMPLETED, None),
    }
    poison = docs["poison.pdf"]
    assert f"{MAX_INTAKE_CRASHES} times" in poison.message and "died" in poison.message
    assert len(ledger.intake_attempts_of(poison.id)) == MAX_INTAKE_CRASHES  # not a third
    story = [(e.from_status, e.to_status, e.reason) for e in ledger.events(poison.id)]
    assert story == [(None, "discovered", None), ("discovered", "rejected", "crashed_intake")]
    # The service never saw the poisoned file; one job for each of the others.
    with sqlite3.connect(data_dir / "service" / "jobs.sqlite3") as conn:
        keys = [k for (k,) in conn.execute("SELECT idempotency_key FROM service_jobs")]
    assert sorted(keys) == sorted([docs["a.pdf"].idempotency_key, docs["z.pdf"].idempotency_key])
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        loaded = conn.sql("SELECT document_id FROM purchase_orders ORDER BY 1").fetchall()
        held = conn.sql("SELECT document_id, reason FROM needs_review").fetchall()
    assert loaded == sorted((docs[n].id,) for n in ("a.pdf", "z.pdf"))
    assert held == [(poison.id, "crashed_intake")]


HANG_LIMIT_SECONDS = 3


def test_a_file_that_hangs_its_intake_check_is_rejected_and_the_batch_loads(
    data_dir: Path, lenient_schema: Path, harness_module
) -> None:
    """Two runs hang for good inside poison.pdf's check (alive, never finishing it); once
    each has been at it for longer than PO_INTAKE_STUCK_SECONDS, the next run rejects the
    file as `crashed_intake` without checking it, and loads the rest of the batch."""
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "a.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "poison.pdf")
    shutil.copy2(SEEDS / "PO-2026-017.pdf", inbox / "z.pdf")
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    env = env_for(
        data_dir,
        lenient_schema,
        PO_INTAKE_STUCK_SECONDS=str(HANG_LIMIT_SECONDS),
        **{HANG_ENV: "while_checking:poison.pdf"},
    )

    def attempts() -> list[tuple[object, object]]:
        poison = [d for d in ledger.documents() if d.source_file.endswith("poison.pdf")]
        return ledger.intake_attempts_of(poison[0].id) if poison else []

    def past_the_limit() -> bool:  # by the ledger's own clock, as the next run judges it
        return all(
            utc_now() - started > timedelta(seconds=HANG_LIMIT_SECONDS + 0.5)
            for _, started in attempts()
        )

    hung: list[subprocess.Popen[bytes]] = []
    try:
        for n in (1, 2):
            hung.append(
                subprocess.Popen(
                    [sys.executable, "-m", "po_pipeline.cli", "run"],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,
                )  # fmt: skip
            )
            harness_module.wait_for(
                lambda n=n: len(attempts()) == n, timeout=180, every=0.2,
                what=f"run {n} to begin poison.pdf's intake check",
            )  # fmt: skip
            harness_module.wait_for(
                past_the_limit, timeout=60, every=0.2, what="the hang limit to pass"
            )
        # Both are hung, not dead: the limit, not a death, is what the next run goes by.
        assert [p.poll() for p in hung] == [None, None]
        assert [process.pid for process, _ in attempts()] == [p.pid for p in hung]
        states = {Path(d.source_file).name: d.status for d in ledger.documents()}
        assert states == {"a.pdf": S.QUEUED, "poison.pdf": S.DISCOVERED}

        done = subprocess.run(
            [sys.executable, "-m", "po_pipeline.cli", "run"],
            env=env, capture_output=True, text=True, timeout=600, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
        assert [p.poll() for p in hung] == [None, None]  # still stuck there
    finally:
        for process in hung:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()

    docs = {Path(d.source_file).name: d for d in ledger.documents()}
    assert {n: (d.status, d.reason) for n, d in docs.items()} == {
        "a.pdf": (S.COMPLETED, None),
        "poison.pdf": (S.REJECTED, "crashed_intake"),
        "z.pdf": (S.COMPLETED, None),
    }
    poison = docs["poison.pdf"]
    for process in hung:
        assert f"pid {process.pid} still at it after {HANG_LIMIT_SECONDS} s" in poison.message
    assert len(ledger.intake_attempts_of(poison.id)) == MAX_INTAKE_CRASHES  # not a third
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        loaded = conn.sql("SELECT document_id FROM purchase_orders ORDER BY 1").fetchall()
        held = conn.sql("SELECT document_id, reason FROM needs_review").fetchall()
    assert loaded == sorted((docs[n].id,) for n in ("a.pdf", "z.pdf"))
    assert held == [(poison.id, "crashed_intake")]


def _register(ledger: Ledger, inbox: Path, schema: Path) -> None:
    seen = observe_inbox(inbox)
    settings = IntakeSettings.load(str(schema), timezone="UTC")
    list(register_files(sorted(seen), ledger, settings=settings, observations=seen, actor="t"))


def _discovered(ledger: Ledger, inbox: Path, schema: Path, name: str) -> int:
    """A document registered and left unchecked, as a registrant killed before its check."""
    from po_pipeline.intake import arrival_partition, sha256_of

    path = inbox / name
    reg = ledger.register(
        path=str(path.resolve()),
        sha256=sha256_of(path),
        size_bytes=path.stat().st_size,
        mtime_ns=path.stat().st_mtime_ns,
        schema_version=IntakeSettings.load(str(schema), timezone="UTC").schema_version,
        arrival_partition=arrival_partition(utc_now(), "UTC"),
        deadline=timedelta(hours=24),
        actor="t",
    )
    return reg.document.id


def test_one_crashed_check_is_tried_again_and_a_live_one_is_left_alone(
    data_dir: Path, lenient_schema: Path, dead_process
) -> None:
    inbox = data_dir / "inbox"
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "once.pdf")
    shutil.copy2(SEEDS / "PO-2026-022.pdf", inbox / "busy.pdf")
    once = _discovered(ledger, inbox, lenient_schema, "once.pdf")
    busy = _discovered(ledger, inbox, lenient_schema, "busy.pdf")
    ledger.record_intake_attempt(once, dead_process)  # one crash: bad luck, not the file
    ledger.record_intake_attempt(busy, process_id(os.getpid()))  # being checked right now
    _register(ledger, inbox, lenient_schema)
    assert ledger.get(once).status is S.QUEUED
    assert ledger.get(busy).status is S.DISCOVERED  # not checked twice at once
    assert len(ledger.intake_attempts_of(busy)) == 1


def test_a_check_still_running_past_the_limit_counts_as_a_hang(
    data_dir: Path, lenient_schema: Path, dead_process
) -> None:
    """One check died, another has hung (its process alive, at it for longer than
    INTAKE_STUCK_SECONDS): two unfinished checks, so the document is rejected unchecked."""
    inbox = data_dir / "inbox"
    shutil.copy2(SEEDS / "PO-2026-021.pdf", inbox / "hangs.pdf")
    then = utc_now() - timedelta(seconds=INTAKE_STUCK_SECONDS + 60)
    early = Ledger(f"sqlite:///{data_dir / 'ledger.db'}", clock=lambda: then)
    doc_id = _discovered(early, inbox, lenient_schema, "hangs.pdf")
    early.record_intake_attempt(doc_id, dead_process)
    early.record_intake_attempt(doc_id, process_id(os.getpid()))  # alive, but long ago
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    _register(ledger, inbox, lenient_schema)
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason) == (S.REJECTED, "crashed_intake"), doc.message
    assert "died" in doc.message and f"after {INTAKE_STUCK_SECONDS:.0f} s" in doc.message

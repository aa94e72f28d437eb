"""`po-pipeline run` with PO_BACKEND=compdf SIGKILLed at each point of an upload
(po_pipeline.faults), then run once more. ComPDF has no idempotency key, so what the next
run may do depends on whether the upload can have left: the ledger marks, durably, right
before the request is sent, that the upload started.

- `after_claim` (claimed, upload not started): nothing was sent, so the document is queued
  again and uploaded once by the next run; every document ends where a clean run leaves it.
- `upload_started` (marked, the request not yet sent): the upload may have reached ComPDF,
  and the task list shows no task, so the document waits in `submission_unknown`, saying
  why, and is never uploaded by the pipeline.
- `after_upload` (ComPDF created the task, the task id not stored): the next run finds the
  task in the task list and completes the document without a second upload.

In each case the stand-in's own count proves at most one task per document, the killed
Dagster run is marked failed, and the rest of the batch completes."""

from __future__ import annotations

import os
import signal

import dagster as dg
import pytest

from po_pipeline.faults import CRASH_ENV
from po_pipeline.ledger import Ledger

FIRST = "PO-2026-017.pdf"  # registered first, so claimed first: the one the kill catches
CLEAN = {
    "PO-2026-017.pdf": ("completed", None),
    "PO-2026-018.pdf": ("needs_review", "missing_total"),
    "PO-2026-021.pdf": ("completed", None),
    "PO-2026-022.pdf": ("completed", None),
}
CASES = {
    "after_claim": (CLEAN, "interrupted_before_upload", 1),
    "upload_started": ({**CLEAN, FIRST: ("submission_unknown", "submission_unknown")}, None, 0),
    "after_upload": (CLEAN, "reconciled", 1),
}


@pytest.mark.parametrize("crash_at", list(CASES))
def test_a_compdf_run_killed_mid_upload_never_uploads_twice(pipeline, crash_at: str) -> None:
    expected, recovered_by, first_tasks = CASES[crash_at]
    standin = pipeline.standin
    killed = pipeline.run(**{CRASH_ENV: crash_at})
    assert killed.returncode == -signal.SIGKILL, killed.stdout[-2000:] + killed.stderr[-2000:]
    assert standin.created == (1 if crash_at == "after_upload" else 0)

    again = pipeline.run()
    assert again.returncode == 0, again.stdout[-3000:] + again.stderr[-3000:]

    states = pipeline.states()
    assert {name: state[:2] for name, state in states.items()} == expected
    assert {name: standin.created_for(name) for name in states} == {
        **dict.fromkeys(states, 1),
        FIRST: first_tasks,
    }
    assert standin.violations == []
    ledger = Ledger(pipeline.ledger_url)
    [first] = [d for d in ledger.documents() if d.source_file.endswith(FIRST)]
    story = ledger.events(first.id)
    if recovered_by is not None:
        assert recovered_by in [e.reason for e in story], [(e.to_status, e.reason) for e in story]
    else:
        assert "after its upload started" in first.message and "pid" in first.message
        assert "not re-uploaded automatically" in first.message
        assert first.upload_started_at is not None
    ledger.dispose()
    # Every document is in exactly one table: loaded ones once, the rest held with a reason.
    loaded = [name for name, (status, _) in expected.items() if status == "completed"]
    rows = pipeline.table("SELECT source_file FROM purchase_orders ORDER BY 1")
    assert sorted(r[0].rsplit("/", 1)[-1] for r in rows) == sorted(loaded)
    held = pipeline.table("SELECT source_file, status, reason FROM needs_review")
    assert {r[0].rsplit("/", 1)[-1]: r[1:] for r in held} == {
        name: state for name, state in expected.items() if state[0] != "completed"
    }

    os.environ["DAGSTER_HOME"] = str(pipeline.data_dir / "dagster_home")
    try:
        with dg.DagsterInstance.get() as instance:
            statuses = sorted(r.status.value for r in instance.get_runs())
    finally:
        del os.environ["DAGSTER_HOME"]
    assert statuses == ["FAILURE", "SUCCESS"], statuses  # the killed run no longer STARTED

"""Reconciliation of unknown uploads, in process: the real ComPDF client (with a short
timeout) against the stand-in stalling past it after creating the task, the real Processor
and a real SQLite ledger. With a task list the document is settled automatically; without
one it stays `submission_unknown` through any number of runs, and nothing is re-uploaded."""

from __future__ import annotations

import hashlib
import shutil
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from po_pipeline.defs.resources import ExtractionResource
from po_pipeline.extraction.base import SubmissionUnknown, SubmitRequest
from po_pipeline.extraction.compdf import ComPdfBackend
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.pipeline.processing import Processor

SEED = Path(__file__).resolve().parents[2] / "data" / "inbox" / "PO-2026-017.pdf"
PARTITION = "2026-03-01"
FAST = httpx.Timeout(0.5, connect=0.5)


@pytest.fixture
def stalled(standin):
    standin.switches.submit = {SEED.name: "stall"}
    standin.switches.stall_seconds = 1.5  # past the client's 0.5 s read timeout
    return standin


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    ledger = Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")
    pdf = tmp_path / SEED.name
    shutil.copy2(SEED, pdf)
    content = pdf.read_bytes()
    registered = ledger.register(
        path=str(pdf),
        sha256=hashlib.sha256(content).hexdigest(),
        size_bytes=len(content),
        mtime_ns=pdf.stat().st_mtime_ns,
        schema_version="test",
        arrival_partition=PARTITION,
        deadline=timedelta(hours=24),
        actor="test",
    )
    ledger.transition(registered.document.id, DocumentStatus.QUEUED, actor="test")
    return ledger


def run_once(ledger: Ledger, standin, api_key: str) -> Processor:
    backend = ComPdfBackend(standin.base_url, api_key, timeout=FAST)
    processor = Processor(
        ledger,
        backend,
        settings=replace(ExtractionResource().processing_settings(), poll_budget_seconds=20),
        actor="test",
    )
    try:
        processor.run([PARTITION])
    finally:
        backend.close()
    return processor


def test_a_stalled_upload_is_unknown_not_retried(stalled, api_key: str, tmp_path: Path) -> None:
    pdf = tmp_path / SEED.name
    shutil.copy2(SEED, pdf)
    backend = ComPdfBackend(stalled.base_url, api_key, timeout=FAST)
    with pytest.raises(SubmissionUnknown):
        backend.submit(SubmitRequest(1, pdf, pdf.name, "unused"))
    assert stalled.created == 1 and len(stalled.uploads) == 1


def test_an_unknown_upload_is_reconciled_from_the_task_list(
    stalled, ledger: Ledger, api_key: str
) -> None:
    processor = run_once(ledger, stalled, api_key)

    (doc,) = ledger.documents()
    assert doc.status is DocumentStatus.COMPLETED and doc.order_number == "PO-2026-017"
    assert doc.task_id in stalled.tasks and stalled.created == 1
    assert processor.outcomes["reconciled"] == 1
    moves = [(e.from_status, e.to_status) for e in ledger.events(doc.id)]
    assert moves[-3:] == [
        ("submitting", "submission_unknown"),
        ("submission_unknown", "processing"),
        ("processing", "completed"),
    ]


def test_without_a_task_list_it_waits_for_an_operator_through_every_run(
    stalled, ledger: Ledger, api_key: str
) -> None:
    stalled.switches.task_list = False
    for _ in range(3):
        run_once(ledger, stalled, api_key)
        (doc,) = ledger.documents()
        assert doc.status is DocumentStatus.SUBMISSION_UNKNOWN
        assert "po-pipeline review" in (doc.message or "")
    assert stalled.created == 1 and len(stalled.uploads) == 1


def test_a_task_already_held_by_another_document_is_not_taken(
    stalled, ledger: Ledger, api_key: str, tmp_path: Path
) -> None:
    stalled.switches.task_list = False
    run_once(ledger, stalled, api_key)
    (doc,) = ledger.documents()
    (task_id,) = stalled.tasks
    # Another document (same partition) already owns the only matching task.
    other = ledger.register(
        path=str(tmp_path / "other.pdf"),
        sha256="0" * 64,
        size_bytes=1,
        mtime_ns=1,
        schema_version="test",
        arrival_partition=PARTITION,
        deadline=timedelta(hours=1),
        actor="test",
    ).document
    for to in (DocumentStatus.QUEUED, DocumentStatus.SUBMITTING):
        ledger.transition(other.id, to, actor="test")
    ledger.transition(other.id, DocumentStatus.REMOTE_FAILED, actor="test", task_id=task_id)
    stalled.switches.task_list = True

    run_once(ledger, stalled, api_key)

    assert ledger.get(doc.id).status is DocumentStatus.SUBMISSION_UNKNOWN
    assert stalled.created == 1

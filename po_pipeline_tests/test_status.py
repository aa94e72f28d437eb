"""`po-pipeline status` at a glance: documents per arrival day and state, the oldest
document still waiting on the pipeline with its age, and the extraction service's health
(answering, not answering, embedded, ComPDF)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from hashlib import sha256
from pathlib import Path

import pytest

from po_pipeline.cli.status import print_status, service_health
from po_pipeline.config import Settings
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.service.embedded import running_service

START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def _ledger_with_history(data_dir: Path) -> Ledger:
    # Document k arrives at START + 10k minutes, however often the ledger reads its clock.
    now = {"at": START}
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}", clock=lambda: now["at"])
    plan = [
        ("2026-11-30", DocumentStatus.REJECTED),
        ("2026-11-30", DocumentStatus.QUEUED),  # the oldest still waiting on the pipeline
        ("2026-12-01", DocumentStatus.QUEUED),
        ("2026-12-01", DocumentStatus.QUEUED),
    ]
    for k, (day, state) in enumerate(plan):
        now["at"] = START + timedelta(minutes=10 * k)
        reg = ledger.register(
            path=f"/inbox/{k}.pdf", sha256=sha256(bytes([k])).hexdigest(), size_bytes=1, mtime_ns=1,
            schema_version="2026.9", arrival_partition=day, deadline=timedelta(hours=24),
            actor="test",
        )  # fmt: skip
        ledger.transition(reg.document.id, state, actor="test")
    return ledger


def test_status_shows_days_states_and_the_oldest_waiting_document(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ledger = _ledger_with_history(data_dir)
    settings = Settings.from_env({"PO_DATA_DIR": str(data_dir)})
    print_status(settings, ledger, now=START + timedelta(hours=3))
    out = capsys.readouterr().out
    lines = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line[:2] == "20"}
    assert lines == {"2026-11-30": ["1", "1"], "2026-12-01": ["2", "0"]}  # queued, rejected
    assert "queued" in out.split("2026-11-30")[0]  # the header names the states
    second = ledger.documents()[1]
    # Discovered at START + 10 min, shown at START + 3 h.
    assert f"Oldest unfinished document: {second.id} (/inbox/1.pdf), queued for 2.8h" in out
    assert "embedded" in out


def test_service_health_says_whether_the_service_answers(tmp_path: Path) -> None:
    with running_service(tmp_path / "service", tokens={"pipeline": "t"}) as url:
        up = service_health(Settings.from_env({"PO_SERVICE_URL": url}))
    assert up == f"{url} ok: 1 workers, 0 queued, 0 running"
    down = service_health(Settings.from_env({"PO_SERVICE_URL": url}), timeout=0.5)
    assert down.startswith(f"{url} does not answer") and down.endswith("start it")
    compdf = service_health(Settings.from_env({"PO_BACKEND": "compdf"}))
    assert compdf.startswith("ComPDF cloud")

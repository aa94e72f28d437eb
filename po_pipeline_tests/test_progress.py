"""`po-pipeline run`'s progress (po_pipeline/progress.py): on a terminal a bar per partition
with the documents settled out of all and the unfinished ones per state, read from a real
ledger while the run goes on; anywhere else the plain lines, unchanged. And the command
itself under a real pseudo-terminal."""

from __future__ import annotations

import io
import os
import pty
import shutil
import subprocess
import sys
import threading
import time
from datetime import timedelta
from pathlib import Path

import pytest
from rich.console import Console

from po_pipeline.cli.progress import BarProgress, PlainProgress, run_progress, settled
from po_pipeline.ledger import DocumentStatus, Ledger

S = DocumentStatus
PARTITION = "2026-11-30"


def queued(ledger: Ledger, n: int) -> int:
    doc = ledger.register(
        path=f"inbox/{n}.pdf", sha256=f"{n}".ljust(64, "0"), size_bytes=1, mtime_ns=1,
        schema_version="1", arrival_partition=PARTITION, deadline=timedelta(hours=24),
        actor="test",
    ).document  # fmt: skip
    assert ledger.transition(doc.id, S.QUEUED, actor="test")
    return doc.id


def finish(ledger: Ledger, doc_id: int, *, to: DocumentStatus = S.COMPLETED) -> None:
    for step in (S.SUBMITTING, S.PROCESSING):
        assert ledger.transition(doc_id, step, actor="test", task_id=f"job_{doc_id}")
    if to is S.COMPLETED:
        assert ledger.complete(
            doc_id, order_number=f"PO-{doc_id}", supplier="Acme", total="1.00",
            result_json="{}", actor="test",
        )  # fmt: skip


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        ({"completed": 2, "processing": 1}, (2, 3, "1 processing")),
        ({"queued": 2, "submitting": 1, "needs_review": 1}, (1, 4, "2 queued, 1 submitting")),
        ({"rejected": 1, "submission_unknown": 1, "remote_failed": 1}, (3, 3, "")),
        ({"discovered": 1}, (0, 1, "1 discovered")),
        ({}, (0, 0, "")),
    ],
)
def test_settled_counts_what_left_the_pipeline(counts: dict, expected: tuple) -> None:
    assert settled(counts) == expected


def test_on_a_terminal_a_bar_follows_the_ledger_while_the_run_goes_on(data_dir: Path) -> None:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    docs = [queued(ledger, n) for n in range(1, 4)]
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=140)
    with run_progress(ledger, console=console, poll_seconds=0.01) as progress:
        assert isinstance(progress, BarProgress)
        progress.line(f"-- running extract_purchase_orders for partition {PARTITION}")
        with progress.partition(PARTITION):
            [task] = progress.bars.tasks
            assert (task.completed, task.total) == (0, 3)
            finish(ledger, docs[0])
            finish(ledger, docs[1], to=S.PROCESSING)
            deadline = time.monotonic() + 10
            while task.completed != 1 and time.monotonic() < deadline:
                time.sleep(0.01)
            assert task.completed == 1, "the bar did not follow the ledger during the run"
            finish(ledger, docs[2])
        assert (task.completed, task.total) == (2, 3)  # as the run left it
        assert task.fields["detail"] == "1 processing"
    text = out.getvalue()
    assert "-- running extract_purchase_orders for partition 2026-11-30" in text
    final = text.rsplit("2026-11-30", 1)[1]  # the last frame drawn
    assert "━" in final and "2/3" in final and "documents settled" in final
    assert "1 processing" in final


def test_elsewhere_the_plain_lines_are_printed_unchanged(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    queued(ledger, 1)
    with run_progress(ledger, console=Console(file=io.StringIO())) as progress:
        assert isinstance(progress, PlainProgress)
        progress.line("-- running extract_purchase_orders for partition 2026-11-30")
        with progress.partition(PARTITION):
            pass
        progress.line("   run abc: success")
    assert capsys.readouterr().out == (
        "-- running extract_purchase_orders for partition 2026-11-30\n   run abc: success\n"
    )


SEED = Path(__file__).resolve().parent.parent / "data" / "inbox" / "PO-2026-018.pdf"


def test_po_pipeline_run_on_a_terminal_shows_the_bar_instead_of_info_lines(
    data_dir: Path,
) -> None:
    shutil.copy2(SEED, data_dir / "inbox" / SEED.name)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {"PO_DATA_DIR": str(data_dir), "COLUMNS": "160", "TERM": "xterm"}
    primary, secondary = pty.openpty()
    run = subprocess.Popen(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, stdin=subprocess.DEVNULL, stdout=secondary, stderr=subprocess.PIPE,
    )  # fmt: skip
    os.close(secondary)
    chunks: list[bytes] = []

    def drain() -> None:  # a full pty buffer would block the child
        while True:
            try:
                data = os.read(primary, 65536)
            except OSError:  # EIO: the child closed the terminal
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    _, stderr = run.communicate(timeout=300)
    reader.join(timeout=10)
    os.close(primary)
    terminal = b"".join(chunks).decode("utf-8", errors="replace")
    assert run.returncode == 0, stderr.decode()[-3000:] + terminal[-3000:]
    assert "-- running extract_purchase_orders for partition" in terminal
    assert "1/1" in terminal and "documents settled" in terminal and "━" in terminal
    # The job's INFO lines give way to the bar; the report after it is as before.
    assert " - INFO - " not in stderr.decode() + terminal
    assert "needs_review (1 rows)" in terminal

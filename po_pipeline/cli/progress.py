"""How `po-pipeline run` reports its partitions: a progress bar per partition (rich) when
stdout is a terminal, the plain lines it has always printed otherwise (a log file, CI).

The bar reads the ledger, the source of truth, on a background thread: documents of the
partition that have settled (left queued, submitting and processing) out of all of them, and
how many are in each unfinished state. The job itself knows nothing of it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)

from po_pipeline.ledger import UNFINISHED, DocumentStatus, Ledger

POLL_SECONDS = 0.5  # how often the bar re-reads the ledger (one small GROUP BY query)
# Still on the pipeline's side: not settled yet.
_OPEN = [s for s in DocumentStatus if s in UNFINISHED or s is DocumentStatus.DISCOVERED]


def settled(counts: Mapping[str, int]) -> tuple[int, int, str]:
    """(documents settled, documents in all, "3 processing, 1 queued") from the counts per
    state of a partition (Ledger.count_by_status)."""
    total = sum(counts.values())
    open_ = {s.value: counts.get(s.value, 0) for s in _OPEN}
    detail = ", ".join(f"{n} {state}" for state, n in open_.items() if n)
    return total - sum(open_.values()), total, detail


class PlainProgress:
    """A line when a partition's run starts; nothing in between (a log stays readable)."""

    def line(self, text: str) -> None:
        click.echo(text)

    @contextmanager
    def partition(self, key: str) -> Iterator[None]:
        yield


class BarProgress:
    """A rich progress bar per partition, fed from the ledger every `poll_seconds`."""

    def __init__(self, ledger: Ledger, console: Console, *, poll_seconds: float = POLL_SECONDS):
        self.ledger = ledger
        self.poll_seconds = poll_seconds
        self.bars = Progress(
            SpinnerColumn(finished_text="✓"),
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("documents settled"),
            TimeElapsedColumn(),
            TextColumn("{task.fields[detail]}"),
            console=console,
        )

    def line(self, text: str) -> None:
        self.bars.console.print(text, highlight=False, markup=False)

    @contextmanager
    def partition(self, key: str) -> Iterator[None]:
        task = self.bars.add_task(key, total=None, detail="")
        self._refresh(task, key)
        stop = threading.Event()
        watcher = threading.Thread(
            target=self._watch, args=(task, key, stop), name=f"progress-{key}", daemon=True
        )
        watcher.start()
        try:
            yield
        finally:
            stop.set()
            watcher.join()
            self._refresh(task, key)  # the partition as the run left it
            self.bars.stop_task(task)

    def _watch(self, task: TaskID, key: str, stop: threading.Event) -> None:
        while not stop.wait(self.poll_seconds):
            self._refresh(task, key)

    def _refresh(self, task: TaskID, key: str) -> None:
        done, total, detail = settled(self.ledger.count_by_status(partitions=[key]))
        self.bars.update(task, completed=done, total=total, detail=detail)


@contextmanager
def run_progress(
    ledger: Ledger, *, console: Console | None = None, poll_seconds: float = POLL_SECONDS
) -> Iterator[PlainProgress | BarProgress]:
    """Bars when `console` (by default, stdout) is a terminal; plain lines otherwise."""
    console = console or Console()
    if not console.is_terminal:
        yield PlainProgress()
        return
    progress = BarProgress(ledger, console, poll_seconds=poll_seconds)
    with progress.bars:
        yield progress

"""The intake's limits in time and memory (issue 9): a read that never returns (a hung file
system, stood in for by the `while_hashing` hang point, which stops the reading thread for
good) ends its file `rejected`/`read_timeout` instead of blocking its tick; a sensor tick
with many such files judges what fits in its budget and carries the rest to the next tick,
so it never runs into Dagster's 60 s sensor timeout; and a PDF whose intake check needs
more memory than PO_INTAKE_CHECK_MB is stopped there, `rejected`/`out_of_memory`, while the
rest of the batch goes on. Real files, a real ledger, the real checker process."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.defs import sensors
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import InboxCursor, inbox_sensor
from po_pipeline.faults import HANG_ENV
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline_tests.days import today_key
from po_pipeline_tests.hostile_pdfs import memory_bomb

CHECK_SECONDS = 1.0
S = DocumentStatus


@pytest.fixture
def instance():
    with dg.instance_for_test() as inst:
        yield inst


def tick(
    instance: dg.DagsterInstance, data_dir: Path, cursor: str | None, **intake: object
) -> tuple[dg.SensorResult, float]:
    """One evaluation of inbox_sensor; its answer and how long it took."""
    resources = {
        "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
        "intake": IntakeResource(
            **{"inbox": str(data_dir / "inbox"), "intake_check_seconds": CHECK_SECONDS, **intake}
        ),
    }
    context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
    started = time.monotonic()
    result = inbox_sensor(context)
    assert isinstance(result, dg.SensorResult)
    return result, time.monotonic() - started


def documents(data_dir: Path) -> dict[str, object]:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    return {Path(d.source_file).name: d for d in ledger.documents()}


def test_a_file_whose_read_hangs_is_refused_and_the_tick_goes_on(
    instance, data_dir: Path, seed_pdfs: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    inbox = data_dir / "inbox"
    shutil.copy2(seed_pdfs[0], inbox / "a.pdf")
    shutil.copy2(seed_pdfs[1], inbox / "stuck.pdf")
    shutil.copy2(seed_pdfs[2], inbox / "z.pdf")
    cursor = tick(instance, data_dir, None)[0].cursor
    monkeypatch.setenv(HANG_ENV, "while_hashing:stuck.pdf")
    result, seconds = tick(instance, data_dir, cursor)
    docs = documents(data_dir)
    stuck = docs["stuck.pdf"]
    assert (stuck.status, stuck.reason) == (S.REJECTED, "read_timeout")
    assert f"did not finish within {CHECK_SECONDS:.0f} s" in stuck.message
    assert (docs["a.pdf"].status, docs["z.pdf"].status) == (S.QUEUED, S.QUEUED)
    assert [r.partition_key for r in result.run_requests] == [today_key()]
    assert InboxCursor.parse(result.cursor).waiting == {}  # nothing left behind
    # The next tick does not read it again (its read would hang again).
    again, _ = tick(instance, data_dir, "{}")
    assert documents(data_dir)["stuck.pdf"].updated_at == stuck.updated_at
    assert seconds < 30  # one read's deadline, not a hang


def test_a_tick_with_many_hanging_files_judges_what_fits_and_carries_the_rest(
    instance, data_dir: Path, seed_pdfs: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every read hangs. With a budget that fits one file's read and check (2 s) and not
    two, each tick judges one file and keeps the others in its cursor: no tick waits on
    more than one hanging read, and after as many ticks as files every one has ended in a
    named state, none lost or read twice."""
    monkeypatch.setattr(sensors, "TICK_REGISTER_LIMIT_SECONDS", 2.5 * CHECK_SECONDS)
    names = [f"hang-{i}.pdf" for i in range(4)]
    for name, seed in zip(names, seed_pdfs, strict=True):
        shutil.copy2(seed, data_dir / "inbox" / name)
    cursor = tick(instance, data_dir, None)[0].cursor
    monkeypatch.setenv(HANG_ENV, "while_hashing")
    judged = []
    for _ in names:
        result, _seconds = tick(instance, data_dir, cursor)
        cursor = result.cursor
        judged.append(sorted(documents(data_dir)))
    # One hanging read judged per tick, never two; the rest carried in the cursor.
    assert judged == [names[: i + 1] for i in range(len(names))]
    assert InboxCursor.parse(cursor).waiting == {}
    for doc in documents(data_dir).values():
        assert (doc.status, doc.reason) == (S.REJECTED, "read_timeout")


def test_a_pdf_whose_check_needs_too_much_memory_is_rejected_and_the_rest_goes_on(
    instance, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    """Six object streams of 64 MiB that pypdf decodes and keeps when it counts the pages:
    384 MiB on top of the checker's own ~130 MiB, against a cap of 384 MiB. The same
    checker then checks the file after it (its cap lifted and set again per file)."""
    inbox = data_dir / "inbox"
    shutil.copy2(seed_pdfs[0], inbox / "a.pdf")
    (inbox / "m-bomb.pdf").write_bytes(memory_bomb(pages=6, mib=64))
    shutil.copy2(seed_pdfs[1], inbox / "z.pdf")
    cursor = tick(instance, data_dir, None, intake_check_mb=384)[0].cursor
    # The decoding takes seconds: the default deadline, so only memory can stop it.
    tick(instance, data_dir, cursor, intake_check_mb=384, intake_check_seconds=20.0)
    docs = documents(data_dir)
    bomb = docs["m-bomb.pdf"]
    assert (bomb.status, bomb.reason) == (S.REJECTED, "out_of_memory"), bomb.message
    assert "more than 384 MiB (PO_INTAKE_CHECK_MB)" in bomb.message
    assert (docs["a.pdf"].status, docs["z.pdf"].status) == (S.QUEUED, S.QUEUED)

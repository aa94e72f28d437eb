"""inbox_sensor, one test per cursor scenario: a new file, the same bytes under another
name, a file still growing, rejected input, no second run while one is active, and a tick
killed while registering."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import InboxCursor, inbox_sensor
from po_pipeline.faults import CRASH_ENV
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline_tests.days import today_key


@pytest.fixture
def instance():
    with dg.instance_for_test() as inst:
        yield inst


@pytest.fixture
def resources(data_dir: Path) -> dict[str, dg.ConfigurableResource]:
    return {
        "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
        "intake": IntakeResource(inbox=str(data_dir / "inbox")),
    }


def tick(instance: dg.DagsterInstance, resources: dict, cursor: str | None) -> dg.SensorResult:
    context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
    result = inbox_sensor(context)
    assert isinstance(result, dg.SensorResult)
    return result


def waiting(cursor: str) -> dict:
    """The files a tick left settling, from its cursor."""
    return InboxCursor.parse(cursor).waiting


def ledger_of(data_dir: Path) -> Ledger:
    return Ledger(f"sqlite:///{data_dir / 'ledger.db'}")


def test_a_new_file_is_registered_once_it_has_settled(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "order.pdf")
    first = tick(instance, resources, None)
    assert first.run_requests == []
    assert str((data_dir / "inbox" / "order.pdf").resolve()) in waiting(first.cursor)
    assert ledger_of(data_dir).documents() == []

    second = tick(instance, resources, first.cursor)
    docs = ledger_of(data_dir).documents()
    assert [d.status for d in docs] == [DocumentStatus.QUEUED]
    assert [
        (r.partition_key, r.run_key.startswith(f"inbox:{today_key()}:"))
        for r in second.run_requests
    ] == [(today_key(), True)]
    assert waiting(second.cursor) == {}


def test_the_same_bytes_under_another_name_are_one_document(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, resources, None).cursor
    cursor = tick(instance, resources, cursor).cursor
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "copy of a.pdf")
    cursor = tick(instance, resources, cursor).cursor
    tick(instance, resources, cursor)
    docs = ledger_of(data_dir).documents()
    assert len(docs) == 1 and docs[0].source_file.endswith("a.pdf")


def test_a_growing_file_waits_until_it_stops_growing(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    content = seed_pdfs[1].read_bytes()
    target = data_dir / "inbox" / "upload.pdf"
    target.write_bytes(content[: len(content) // 2])
    cursor = tick(instance, resources, None).cursor
    with target.open("ab") as handle:  # the writer is still going
        handle.write(content[len(content) // 2 :])
    result = tick(instance, resources, cursor)
    assert ledger_of(data_dir).documents() == [] and result.run_requests == []
    result = tick(instance, resources, result.cursor)  # unchanged since the last look
    docs = ledger_of(data_dir).documents()
    assert len(docs) == 1 and docs[0].size_bytes == len(content)
    assert docs[0].status is DocumentStatus.QUEUED


@pytest.mark.parametrize(
    ("content", "reason"),
    [(b"", "empty_file"), (b"hello, not a pdf", "not_pdf"), (b"%PDF-1.7\n1 0 obj <<", "corrupt")],
)
def test_bad_input_is_rejected_with_a_reason_and_still_gets_a_run(
    instance, resources, data_dir: Path, content: bytes, reason: str
) -> None:
    (data_dir / "inbox" / "bad.pdf").write_bytes(content)
    cursor = tick(instance, resources, None).cursor
    result = tick(instance, resources, cursor)
    [doc] = ledger_of(data_dir).documents()
    assert (doc.status, doc.reason) == (DocumentStatus.REJECTED, reason)
    # needs_review is published per partition, so the rejection still triggers a run.
    assert [r.partition_key for r in result.run_requests] == [today_key()]


def test_links_are_not_followed_out_of_the_inbox(
    instance, resources, data_dir: Path, tmp_path: Path, seed_pdfs: list[Path]
) -> None:
    """A link to a purchase order elsewhere on the host is rejected as a link: its target is
    never read, hashed or registered under the target's name, and the rest carries on."""
    outside = tmp_path / "elsewhere" / "secret-order.pdf"
    outside.parent.mkdir()
    shutil.copy2(seed_pdfs[0], outside)
    inbox = data_dir / "inbox"
    (inbox / "link.pdf").symlink_to(outside)
    (inbox / "passwd.pdf").symlink_to("/etc/passwd")
    (inbox / "folder.pdf").mkdir()
    (inbox / "archive").mkdir()  # a plain folder is no document
    shutil.copy2(seed_pdfs[1], inbox / "real.pdf")
    cursor = tick(instance, resources, None).cursor
    result = tick(instance, resources, cursor)
    docs = {Path(d.source_file).name: d for d in ledger_of(data_dir).documents()}
    assert sorted(docs) == ["folder.pdf", "link.pdf", "passwd.pdf", "real.pdf"]
    assert [(docs[n].status, docs[n].reason) for n in ("link.pdf", "passwd.pdf")] == [
        (DocumentStatus.REJECTED, "symlink")
    ] * 2
    assert (docs["folder.pdf"].status, docs["folder.pdf"].reason) == (
        DocumentStatus.REJECTED,
        "not_a_file",
    )
    assert docs["real.pdf"].status is DocumentStatus.QUEUED
    assert all(str(outside) not in d.source_file for d in docs.values())
    assert [r.partition_key for r in result.run_requests] == [today_key()]


def test_an_unreadable_file_is_rejected_and_the_rest_carries_on(
    instance, resources, data_dir: Path, seed_pdfs: list[Path], monkeypatch
) -> None:
    import po_pipeline.pipeline.fingerprint as fingerprint

    inbox = data_dir / "inbox"
    shutil.copy2(seed_pdfs[0], inbox / "locked.pdf")
    shutil.copy2(seed_pdfs[1], inbox / "fine.pdf")
    real = fingerprint.sha256_of

    def sha256_of(path: Path) -> str:  # root reads any file, so deny it here
        if path.name == "locked.pdf":
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(fingerprint, "sha256_of", sha256_of)
    cursor = tick(instance, resources, None).cursor
    tick(instance, resources, cursor)
    docs = {Path(d.source_file).name: d for d in ledger_of(data_dir).documents()}
    assert (docs["locked.pdf"].status, docs["locked.pdf"].reason) == (
        DocumentStatus.REJECTED,
        "unreadable",
    )
    assert docs["fine.pdf"].status is DocumentStatus.QUEUED


def test_no_second_run_is_requested_while_one_is_active(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, resources, None).cursor
    assert len(tick(instance, resources, cursor).run_requests) == 1
    # A run for today's partition exists: the sensor must not pile another on.
    instance.add_run(
        dg.DagsterRun(
            job_name="extract_purchase_orders",
            run_id="r1",
            status=dg.DagsterRunStatus.STARTED,
            tags={"dagster/partition": today_key()},
        )
    )
    assert tick(instance, resources, None).run_requests == []


_CRASHING_TICKS = """
import sys
import time
import dagster as dg
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import InboxCursor, inbox_sensor
resources = {"ledger": LedgerResource(url=sys.argv[1]), "intake": IntakeResource(inbox=sys.argv[2])}
with dg.instance_for_test() as instance:
    cursor = None
    for _ in range(2):  # the first tick sees the file, the second registers it
        context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
        cursor = inbox_sensor(context).cursor
"""


def test_a_tick_killed_while_registering_strands_nothing(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    """SIGKILL between a document's registration and its intake check (crash point
    while_registering): the document is in the ledger, unchecked. The next tick finishes
    the check, queues it and asks for its run, though the file itself is already known."""
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "order.pdf")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env[CRASH_ENV] = "while_registering"
    killed = subprocess.run(
        [sys.executable, "-c", _CRASHING_TICKS, resources["ledger"].url, str(data_dir / "inbox")],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    [doc] = ledger_of(data_dir).documents()
    assert doc.status is DocumentStatus.DISCOVERED  # registered, never checked

    result = tick(instance, resources, None)  # one tick: the file is not new
    [doc] = ledger_of(data_dir).documents()
    assert doc.status is DocumentStatus.QUEUED
    assert [r.partition_key for r in result.run_requests] == [today_key()]
    assert len(ledger_of(data_dir).documents()) == 1


def test_a_bulk_drop_is_registered_over_several_ticks_within_the_budget(
    instance, resources, data_dir: Path, seed_pdfs: list[Path], monkeypatch
) -> None:
    """With no time to spare, each tick registers its first settled file only (a tick
    always makes progress) and carries the rest in its cursor; the next ticks go on where
    it stopped, and nothing is lost or registered twice."""
    from po_pipeline.defs import sensors  # noqa: PLC0415

    monkeypatch.setattr(sensors, "REGISTER_SECONDS", 0.0)
    for i, pdf in enumerate(seed_pdfs):
        shutil.copy2(pdf, data_dir / "inbox" / f"bulk-{i}.pdf")
    cursor = tick(instance, resources, None).cursor  # seen once: settling
    registered = []
    for _ in seed_pdfs:
        cursor = tick(instance, resources, cursor).cursor
        registered.append(len(ledger_of(data_dir).documents()))
    assert registered == list(range(1, len(seed_pdfs) + 1))
    assert waiting(cursor) == {}
    assert sorted(Path(d.source_file).name for d in ledger_of(data_dir).documents()) == sorted(
        f"bulk-{i}.pdf" for i in range(len(seed_pdfs))
    )


def test_a_partition_whose_publish_was_cut_off_gets_a_run_without_new_work(
    instance, resources, data_dir: Path, tmp_path: Path
) -> None:
    """Nothing queued or open, no new file, but the partition's tables lag the ledger (a run
    killed while publishing, crash point while_publishing): the tick asks for a run, which
    rewrites them; once published, ticks are quiet again. (Found by bench/soak.py on the
    sensor path: without it the warehouse never showed the documents.)"""
    from po_pipeline.warehouse import TABLES, Warehouse, publish  # noqa: PLC0415

    (data_dir / "inbox" / "notes.pdf").write_bytes(b"not a pdf")
    cursor = tick(instance, resources, None).cursor
    assert [r.partition_key for r in tick(instance, resources, cursor).run_requests] == [
        today_key()
    ]
    [doc] = ledger_of(data_dir).documents()
    assert doc.status is DocumentStatus.REJECTED  # final; nothing left to do but publish
    again = tick(instance, resources, "{}")
    assert [r.partition_key for r in again.run_requests] == [today_key()]  # stale: never published
    warehouse = Warehouse(data_dir / "warehouse.duckdb")
    for table in TABLES:
        publish(ledger_of(data_dir), warehouse, table=table, partitions=[today_key()])
    quiet = tick(instance, resources, "{}")
    assert quiet.run_requests == [] and "no queued work" in str(quiet.skip_reason)


def test_a_request_is_claimed_so_a_tick_that_read_the_same_state_stands_aside(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    """Two ticks at once read the same latest request for the day; the claim is a
    compare-and-swap on its run key, so only the first to write asks. Stood in for here by
    a claim made from the state read before the winner's (test_races.py races two ticks)."""
    from po_pipeline.ledger.requests import claim_request, last_requests  # noqa: PLC0415

    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, resources, None).cursor
    ledger = ledger_of(data_dir)
    assert last_requests(ledger, [today_key()]) == {}
    [asked] = tick(instance, resources, cursor).run_requests
    # The loser read "no request yet" before the winner wrote: its insert loses.
    assert not claim_request(ledger, today_key(), seen=None, run_key="inbox:late", actor="t")
    assert not claim_request(
        ledger, today_key(), seen="inbox:older", run_key="inbox:late", actor="t"
    )
    assert last_requests(ledger, [today_key()])[today_key()].run_key == asked.run_key


def test_a_request_not_launched_yet_is_asked_again_under_its_key_and_a_launched_one_is_not(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    """A tick after a request that has no run yet (the daemon is launching it, or its tick
    was lost) asks again under the same run key, which Dagster launches once; once the
    run exists it holds the day, and when it has ended new work gets a new key."""
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, resources, None).cursor
    [first] = tick(instance, resources, cursor).run_requests
    [again] = tick(instance, resources, "{}").run_requests
    assert again.run_key == first.run_key
    run = dg.DagsterRun(
        job_name="extract_purchase_orders",
        run_id="launched",
        status=dg.DagsterRunStatus.STARTED,
        tags={"dagster/partition": today_key(), "dagster/run_key": first.run_key},
    )
    instance.add_run(run)
    held = tick(instance, resources, "{}")
    assert held.run_requests == [] and "run launched" in str(held.skip_reason)
    instance.report_run_failed(run, message="ended")  # the day's documents still queued
    [later] = tick(instance, resources, "{}").run_requests
    assert later.partition_key == today_key() and later.run_key != first.run_key


def settle_inbox_in_the_past(data_dir: Path) -> None:
    """Date the inbox directory's last change well before now, as a real inbox that nothing
    touched for a while: a listing made now may stand for it."""
    old = os.stat(data_dir / "inbox").st_mtime - 60
    os.utime(data_dir / "inbox", (old, old))


def test_an_unchanged_inbox_is_not_listed_again_until_a_full_listing_is_due(
    instance, resources, data_dir: Path, seed_pdfs: list[Path], monkeypatch
) -> None:
    """Once a listing left nothing waiting and the directory has not changed since, ticks
    do not list (nor stat) the inbox: a file rewritten in place under a registered name is
    not seen. A new entry changes the directory and is seen at once; the rewrite is seen at
    the next full listing (FULL_LISTING_SECONDS after the last one)."""
    from po_pipeline.defs import sensors  # noqa: PLC0415

    inbox = data_dir / "inbox"
    shutil.copy2(seed_pdfs[0], inbox / "a.pdf")
    settle_inbox_in_the_past(data_dir)
    cursor = tick(instance, resources, None).cursor
    cursor = tick(instance, resources, cursor).cursor
    assert len(ledger_of(data_dir).documents()) == 1
    assert InboxCursor.parse(cursor).listing is not None  # nothing waiting, directory quiet

    (inbox / "a.pdf").write_bytes(seed_pdfs[1].read_bytes())  # in place: no directory change
    for _ in range(2):
        cursor = tick(instance, resources, cursor).cursor
    assert len(ledger_of(data_dir).documents()) == 1  # not listed, so not seen

    monkeypatch.setattr(sensors, "FULL_LISTING_SECONDS", 0.0)  # a full listing is due
    cursor = tick(instance, resources, cursor).cursor
    assert str((inbox / "a.pdf").resolve()) in waiting(cursor)
    cursor = tick(instance, resources, cursor).cursor
    assert len(ledger_of(data_dir).documents()) == 2  # the rewritten bytes, registered


def test_a_new_file_ends_a_standing_listing_at_once(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    settle_inbox_in_the_past(data_dir)
    cursor = tick(instance, resources, None).cursor
    cursor = tick(instance, resources, cursor).cursor
    assert InboxCursor.parse(cursor).listing is not None
    shutil.copy2(seed_pdfs[1], data_dir / "inbox" / "b.pdf")  # a new entry: the directory changes
    cursor = tick(instance, resources, cursor).cursor
    assert str((data_dir / "inbox" / "b.pdf").resolve()) in waiting(cursor)
    assert InboxCursor.parse(cursor).listing is None  # b.pdf is waiting: list again next tick
    tick(instance, resources, cursor)
    assert len(ledger_of(data_dir).documents()) == 2


def test_a_listing_made_right_after_a_change_does_not_stand(
    instance, resources, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    """Where timestamps are coarse, a change within MTIME_SLACK_SECONDS of a listing could
    leave the directory's mtime as it was; such a listing is not trusted to stand."""
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    now = time.time()
    os.utime(data_dir / "inbox", (now, now))
    cursor = tick(instance, resources, None).cursor
    cursor = tick(instance, resources, cursor).cursor
    assert len(ledger_of(data_dir).documents()) == 1
    assert InboxCursor.parse(cursor).listing is None


def test_a_cursor_written_before_listings_stood_still_reads() -> None:
    """A cursor saved by an earlier release (the waiting files alone) carries on."""
    old = json.dumps({"/data/inbox/a.pdf": [10, 20]})
    assert InboxCursor.parse(old) == InboxCursor({"/data/inbox/a.pdf": (10, 20)}, None)
    cursor = InboxCursor({"/data/inbox/a.pdf": (10, 20)}, ((1, 2, 3), 4.5))
    assert InboxCursor.parse(cursor.dump()) == cursor
    assert InboxCursor.parse(None) == InboxCursor({}, None)

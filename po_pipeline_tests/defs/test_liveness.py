"""A crash never wedges a partition or strands a document behind a timer: a run whose
process is gone is marked failed (with the reason) by the sensor and the nightly schedule,
and a document that process left mid-upload is re-sent by the next run at once. Live runs
and live uploads are never touched. Processes here are real: a child that exits is dead."""

from __future__ import annotations

import multiprocessing
import os
import shutil
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.defs.liveness import fail_dead_runs, process_tags
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.liveness import ProcessId, is_alive, run_worker
from po_pipeline.pipeline.processing import orphans
from po_pipeline_tests.days import today, today_key

JOB = "extract_purchase_orders"


@pytest.fixture
def instance() -> Iterator[dg.DagsterInstance]:
    with dg.instance_for_test() as inst:
        yield inst


@pytest.fixture
def ledger(data_dir: Path) -> Ledger:
    return Ledger(f"sqlite:///{data_dir / 'ledger.db'}")


def started_run(instance: dg.DagsterInstance, run_id: str, tags: dict[str, str]) -> None:
    instance.add_run(
        dg.DagsterRun(
            job_name=JOB,
            run_id=run_id,
            status=dg.DagsterRunStatus.STARTED,
            tags={"dagster/partition": today_key(), **tags},
        )
    )


def tick(instance: dg.DagsterInstance, data_dir: Path, cursor: str | None) -> dg.SensorResult:
    resources = {
        "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
        "intake": IntakeResource(inbox=str(data_dir / "inbox")),
    }
    context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
    result = inbox_sensor(context)
    assert isinstance(result, dg.SensorResult)
    return result


def test_liveness_tells_a_live_process_from_a_dead_one_and_a_reused_pid(dead_process) -> None:
    me = run_worker()
    assert is_alive(me) is True
    assert is_alive(dead_process) is False
    assert is_alive(ProcessId(me.host, me.pid, me.started - 3600)) is False  # pid reused
    assert is_alive(ProcessId("another-host", me.pid, me.started)) is None


def _child_names_itself(answer: multiprocessing.SimpleQueue) -> None:
    answer.put((os.getpid(), run_worker()))


def test_a_forked_child_names_itself_not_the_parent_it_was_copied_from() -> None:
    # This process's identity is kept once asked; a fork copies what was kept.
    parent = run_worker()
    assert run_worker() is parent
    ctx = multiprocessing.get_context("fork")
    answer = ctx.SimpleQueue()
    child = ctx.Process(target=_child_names_itself, args=(answer,))
    child.start()
    pid, named = answer.get()
    child.join()
    assert named.pid == pid == child.pid != parent.pid
    assert named.started >= parent.started
    assert is_alive(named) is False  # it has exited: the name was its own, not the parent's
    assert is_alive(parent) is True


def test_a_dead_run_stops_holding_its_partition_and_says_why(
    instance, ledger, data_dir: Path, seed_pdfs: list[Path], dead_process
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, data_dir, None).cursor
    started_run(instance, "killed-run", process_tags(dead_process))  # `po-pipeline run`, SIGKILLed
    result = tick(instance, data_dir, cursor)
    run = instance.get_run_by_id("killed-run")
    assert run is not None and run.status is dg.DagsterRunStatus.FAILURE
    failure = next(
        e
        for e in instance.all_logs("killed-run")
        if e.dagster_event and e.dagster_event.event_type_value == "PIPELINE_FAILURE"
    )
    assert f"pid {dead_process.pid}" in failure.message and "is gone" in failure.message
    assert [r.partition_key for r in result.run_requests] == [today_key()]


def test_a_live_run_keeps_its_partition_and_the_skip_names_it(
    instance, ledger, data_dir: Path, seed_pdfs: list[Path]
) -> None:
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, data_dir, None).cursor
    started_run(instance, "live-run", process_tags(run_worker()))
    result = tick(instance, data_dir, cursor)
    assert result.run_requests == []
    assert instance.get_run_by_id("live-run").status is dg.DagsterRunStatus.STARTED
    assert result.skip_reason is not None
    assert f"partition {today_key()} has work but run live-run" in str(result.skip_reason)


def test_a_run_known_only_by_the_ledger_is_judged_by_its_claimers(
    instance, ledger, dead_process
) -> None:
    """A daemon-launched run carries no tags of ours; its ops registered their process."""
    started_run(instance, "daemon-run", {})
    started_run(instance, "fresh-run", {})  # no op has started yet: nothing known, left alone
    ledger.register_claimer("dagster:daemon-r:submit", dead_process, run_id="daemon-run")
    assert fail_dead_runs(instance, ledger) == ["daemon-run"]
    assert instance.get_run_by_id("fresh-run").status is dg.DagsterRunStatus.STARTED


EXTRACTION = {dg.AssetKey("purchase_orders"), dg.AssetKey("needs_review")}


def backfill_run(
    instance: dg.DagsterInstance, run_id: str, *, assets: set[dg.AssetKey], tags: dict[str, str]
) -> None:
    """A run as a backfill (or "Materialize" in the UI) launches it: Dagster's implicit
    asset job with an asset selection, and a single run over a range of days."""
    instance.add_run(
        dg.DagsterRun(
            job_name="__ASSET_JOB",
            run_id=run_id,
            status=dg.DagsterRunStatus.STARTED,
            asset_selection=frozenset(assets),
            tags={"dagster/backfill": "bf1", **tags},
        )
    )


def yesterday() -> str:
    return (today() - timedelta(days=1)).isoformat()


def range_tags() -> dict[str, str]:
    """A backfill's range run over yesterday and today."""
    return {
        "dagster/asset_partition_range_start": yesterday(),
        "dagster/asset_partition_range_end": today_key(),
    }


def test_a_dead_backfill_run_is_failed_and_its_days_get_a_run(
    instance, ledger, data_dir: Path, seed_pdfs: list[Path], dead_process
) -> None:
    """The gap of stop 21: runs of __ASSET_JOB were invisible to the resolver, so a backfill
    run whose process died held its days for good."""
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, data_dir, None).cursor
    backfill_run(instance, "dead-backfill", assets=EXTRACTION, tags=range_tags())
    ledger.register_claimer("dagster:dead-bac:submit", dead_process, run_id="dead-backfill")
    result = tick(instance, data_dir, cursor)
    assert instance.get_run_by_id("dead-backfill").status is dg.DagsterRunStatus.FAILURE
    assert [r.partition_key for r in result.run_requests] == [today_key()]


@pytest.mark.parametrize("span", ["range", "one-day"])  # a backfill's range run; UI "Materialize"
def test_a_live_backfill_run_holds_its_days_and_the_skip_names_it(
    instance, ledger, data_dir: Path, seed_pdfs: list[Path], span: str
) -> None:
    tags = range_tags() if span == "range" else {"dagster/partition": today_key()}
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, data_dir, None).cursor
    backfill_run(instance, "live-backfill", assets=EXTRACTION, tags=tags)
    ledger.register_claimer("dagster:live-bac:submit", run_worker(), run_id="live-backfill")
    result = tick(instance, data_dir, cursor)
    assert result.run_requests == []
    assert f"partition {today_key()} has work but run live-backfill" in str(result.skip_reason)
    assert instance.get_run_by_id("live-backfill").status is dg.DagsterRunStatus.STARTED


def test_a_dead_in_process_run_with_an_empty_asset_selection_is_failed(
    instance, ledger, dead_process
) -> None:
    """`po-pipeline run` executes the whole job in process: Dagster records its asset
    selection as empty, which means every asset of the job, not none."""
    instance.add_run(
        dg.DagsterRun(
            job_name=JOB,
            run_id="cli-run",
            status=dg.DagsterRunStatus.STARTED,
            asset_selection=frozenset(),
            tags={"dagster/partition": today_key(), **process_tags(dead_process)},
        )
    )
    assert fail_dead_runs(instance, ledger) == ["cli-run"]


def test_runs_of_other_assets_or_other_days_hold_nothing(
    instance, ledger, data_dir: Path, seed_pdfs: list[Path], dead_process
) -> None:
    """Only runs that materialise the extraction assets over today claim today's documents."""
    shutil.copy2(seed_pdfs[0], data_dir / "inbox" / "a.pdf")
    cursor = tick(instance, data_dir, None).cursor
    backfill_run(instance, "summary-only", assets={dg.AssetKey("daily_summary")}, tags=range_tags())
    before = {"dagster/asset_partition_range_start": "2020-01-01",
              "dagster/asset_partition_range_end": yesterday()}  # fmt: skip
    backfill_run(instance, "older-days", assets=EXTRACTION, tags=before)
    ledger.register_claimer("dagster:summary-:submit", dead_process, run_id="summary-only")
    result = tick(instance, data_dir, cursor)
    assert [r.partition_key for r in result.run_requests] == [today_key()]
    # Not ours to judge: a run that never claims a document is left to Dagster.
    assert instance.get_run_by_id("summary-only").status is dg.DagsterRunStatus.STARTED


def _submitting(ledger: Ledger, name: str, actor: str) -> int:
    reg = ledger.register(
        path=f"/inbox/{name}",
        sha256=name.encode().hex().ljust(64, "0")[:64],
        size_bytes=10,
        mtime_ns=1,
        schema_version="v",
        arrival_partition=today_key(),
        deadline=timedelta(hours=24),
        actor="test",
    )
    doc_id = reg.document.id
    ledger.transition(
        doc_id, DocumentStatus.QUEUED, actor="test", expect=[DocumentStatus.DISCOVERED]
    )
    [claimed] = ledger.claim_queued([today_key()], limit=1, backend="local", actor=actor)
    assert claimed.id == doc_id
    return doc_id


def test_an_upload_cut_off_by_a_dead_process_is_an_orphan_at_once(ledger, dead_process) -> None:
    ledger.register_claimer("dagster:dead0000:submit", dead_process, run_id="r-dead")
    ledger.register_claimer("dagster:live0000:submit", run_worker(), run_id="r-live")
    cut_off = _submitting(ledger, "cut.pdf", "dagster:dead0000:submit")
    live = _submitting(ledger, "live.pdf", "dagster:live0000:submit")
    unknown = _submitting(ledger, "old.pdf", "cli:run")  # claimed before claimers existed
    found = orphans(ledger, [today_key()], 300.0)
    assert [doc.id for doc, _ in found] == [cut_off]
    assert f"pid {dead_process.pid}" in found[0][1]
    # Only with no way to check does the timer decide.
    assert {doc.id for doc, _ in orphans(ledger, [today_key()], 0.0)} == {cut_off, unknown}
    assert live not in {doc.id for doc, _ in orphans(ledger, [today_key()], 0.0)}

"""Races on one ledger file between processes: the same bytes dropped under two names and
registered by two processes at the same moment (two sensor ticks, a tick and a run) are one
document with two files, and neither registrant fails; two runs claiming one partition's
queued documents at once never share one."""

from __future__ import annotations

import hashlib
import multiprocessing as mp
from datetime import timedelta
from pathlib import Path

from po_pipeline.ledger import DocumentStatus, Ledger

ROUNDS = 10


def _register(url: str, name: str, sha: str, barrier, results) -> None:  # type: ignore[no-untyped-def]
    ledger = Ledger(url)
    barrier.wait()  # both insert at once
    try:
        reg = ledger.register(
            path=name, sha256=sha, size_bytes=10, mtime_ns=1, schema_version="2026.9",
            arrival_partition="2026-12-01", deadline=timedelta(hours=24), actor="sensor",
        )  # fmt: skip
        results.put(("ok", reg.document.id, reg.created))
    except Exception as exc:  # noqa: BLE001 (what failed is the finding)
        results.put(("error", repr(exc), False))


def test_the_same_bytes_registered_twice_at_once_are_one_document(tmp_path: Path) -> None:
    ctx = mp.get_context("fork")
    for k in range(ROUNDS):
        url = f"sqlite:///{tmp_path / f'ledger-{k}.db'}"
        ledger = Ledger(url)
        sha = hashlib.sha256(f"order {k}".encode()).hexdigest()
        barrier, results = ctx.Barrier(2), ctx.Queue()
        procs = [
            ctx.Process(target=_register, args=(url, f"/inbox/{n}.pdf", sha, barrier, results))
            for n in ("order", "order copy")
        ]
        for p in procs:
            p.start()
        for p in procs:
            p.join(30)
        answers = [results.get(timeout=5) for _ in procs]
        assert [a[0] for a in answers] == ["ok", "ok"], answers
        assert len({a[1] for a in answers}) == 1  # one document
        assert sorted(a[2] for a in answers) == [False, True]  # created once
        [doc] = ledger.documents()
        with ledger.engine.connect() as conn:
            files = conn.exec_driver_sql("SELECT path FROM document_files").scalars().all()
        assert sorted(files) == ["/inbox/order copy.pdf", "/inbox/order.pdf"]
        assert [e.to_status for e in ledger.events(doc.id)] == ["discovered"]


def _claim(url: str, actor: str, barrier, results) -> None:  # type: ignore[no-untyped-def]
    ledger = Ledger(url)
    barrier.wait()  # both claim at once
    try:
        claimed = ledger.claim_queued(["2026-12-01"], limit=40, backend="local", actor=actor)
        results.put((actor, sorted(d.id for d in claimed)))
    except Exception as exc:  # noqa: BLE001
        results.put((actor, repr(exc)))


def test_two_runs_of_one_partition_claiming_at_once_never_share_a_document(
    tmp_path: Path,
) -> None:
    """Two runs forced onto one partition at once (a backfill beside a single-partition
    run): each queued document is claimed, and so uploaded, by exactly one of them."""
    url = f"sqlite:///{tmp_path / 'ledger.db'}"
    ledger = Ledger(url)
    for k in range(30):
        reg = ledger.register(
            path=f"/inbox/{k}.pdf", sha256=hashlib.sha256(bytes([k])).hexdigest(),
            size_bytes=10, mtime_ns=1, schema_version="2026.9",
            arrival_partition="2026-12-01", deadline=timedelta(hours=24), actor="sensor",
        )  # fmt: skip
        ledger.transition(reg.document.id, DocumentStatus.QUEUED, actor="sensor")
    ctx = mp.get_context("fork")
    barrier, results = ctx.Barrier(2), ctx.Queue()
    procs = [ctx.Process(target=_claim, args=(url, a, barrier, results)) for a in ("r1", "r2")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    claims = dict(results.get(timeout=5) for _ in procs)
    assert all(isinstance(ids, list) for ids in claims.values()), claims
    assert not set(claims["r1"]) & set(claims["r2"])
    assert sorted(claims["r1"] + claims["r2"]) == [d.id for d in ledger.documents()]
    for doc in ledger.documents():  # one claim event per document
        moves = [e for e in ledger.events(doc.id) if e.to_status == "submitting"]
        assert len(moves) == 1


def test_of_many_threads_claiming_a_partitions_run_request_from_one_state_one_wins(
    tmp_path: Path,
) -> None:
    """The run request claim (ledger.requests) is a compare-and-swap: requesters that read
    the same latest run key at once (or none yet) cannot both replace it."""
    import threading  # noqa: PLC0415

    from po_pipeline.ledger.requests import claim_request, last_requests  # noqa: PLC0415

    ledger = Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")
    seen: str | None = None
    for round_ in range(3):
        wins: list[str] = []
        barrier = threading.Barrier(8)

        def claim(
            key: str,
            seen: str | None = seen,
            barrier=barrier,
            wins=wins,  # noqa: ANN001
        ) -> None:
            barrier.wait()
            if claim_request(ledger, "2026-01-01", seen=seen, run_key=key, actor="t"):
                wins.append(key)

        threads = [threading.Thread(target=claim, args=(f"k{round_}-{i}",)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(wins) == 1, wins
        assert last_requests(ledger, ["2026-01-01"])["2026-01-01"].run_key == wins[0]
        seen = wins[0]

"""The ledger's state machine on a real SQLite file: every legal transition, illegal ones
refused, guards that lose races, the audit trail, fingerprints and database invariants."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa

from po_pipeline.ledger import (
    MOVE_COLUMNS,
    TRANSITIONS,
    DocumentStatus,
    IllegalTransition,
    Ledger,
    Move,
    Reschedule,
    UnknownColumn,
)

S = DocumentStatus
PARTITION = "2026-11-30"

# A path through the state machine that reaches each from-state, starting at discovered.
PATH_TO: dict[DocumentStatus, list[DocumentStatus]] = {
    S.DISCOVERED: [],
    S.QUEUED: [S.QUEUED],
    S.SUBMITTING: [S.QUEUED, S.SUBMITTING],
    S.PROCESSING: [S.QUEUED, S.SUBMITTING, S.PROCESSING],
    S.SUBMISSION_UNKNOWN: [S.QUEUED, S.SUBMITTING, S.SUBMISSION_UNKNOWN],
    S.NEEDS_REVIEW: [S.QUEUED, S.SUBMITTING, S.PROCESSING, S.NEEDS_REVIEW],
    S.REMOTE_FAILED: [S.QUEUED, S.SUBMITTING, S.PROCESSING, S.REMOTE_FAILED],
    S.COMPLETED: [S.QUEUED, S.SUBMITTING, S.PROCESSING, S.COMPLETED],
    S.REJECTED: [S.REJECTED],
}
COMPLETE_VALUES = {"order_number": "PO-1", "supplier": "ACME", "total": "1.00"}


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    return Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")


def register(ledger: Ledger, sha: str = "a" * 64, path: str = "inbox/a.pdf"):
    return ledger.register(
        path=path,
        sha256=sha,
        size_bytes=100,
        mtime_ns=1,
        schema_version="1",
        arrival_partition=PARTITION,
        deadline=timedelta(hours=24),
        actor="test",
    ).document


def values_for(to: DocumentStatus, n: int) -> dict[str, str]:
    values: dict[str, str] = {}
    if to in (S.PROCESSING, S.COMPLETED):
        values["task_id"] = "job_x"
    if to is S.COMPLETED:
        values |= {**COMPLETE_VALUES, "order_number": f"PO-{n}"}
    return values


def walk(ledger: Ledger, doc_id: int, path: list[DocumentStatus]) -> None:
    for to in path:
        assert ledger.transition(doc_id, to, actor="test", **values_for(to, doc_id))


LEGAL = [(src, dst) for src, targets in TRANSITIONS.items() for dst in sorted(targets)]
ILLEGAL = [
    (src, dst) for src in S for dst in S if dst not in TRANSITIONS[src] and dst is not S.DISCOVERED
]


@pytest.mark.parametrize(("src", "dst"), LEGAL, ids=[f"{a}->{b}" for a, b in LEGAL])
def test_every_legal_transition_moves_the_document_and_logs_an_event(
    ledger: Ledger, src: DocumentStatus, dst: DocumentStatus
) -> None:
    doc = register(ledger)
    walk(ledger, doc.id, PATH_TO[src])
    assert ledger.transition(
        doc.id, dst, actor="tester", reason="why", expect=[src], **values_for(dst, 99)
    )
    assert ledger.get(doc.id).status is dst
    last = ledger.events(doc.id)[-1]
    assert (last.from_status, last.to_status, last.actor, last.reason) == (
        src.value,
        dst.value,
        "tester",
        "why",
    )


@pytest.mark.parametrize(("src", "dst"), ILLEGAL, ids=[f"{a}->{b}" for a, b in ILLEGAL])
def test_illegal_transitions_change_nothing(
    ledger: Ledger, src: DocumentStatus, dst: DocumentStatus
) -> None:
    doc = register(ledger)
    walk(ledger, doc.id, PATH_TO[src])
    events_before = len(ledger.events(doc.id))
    # Either the caller names an illegal from-state (a bug: raises) or the guard finds the
    # document in a state that may not move to `dst` (returns False).
    with pytest.raises(IllegalTransition):
        ledger.transition(doc.id, dst, actor="test", expect=[src])
    assert ledger.transition(doc.id, dst, actor="test", **values_for(dst, 7)) is False
    assert ledger.get(doc.id).status is src
    assert len(ledger.events(doc.id)) == events_before


def test_a_guard_that_lost_the_race_reports_false(ledger: Ledger) -> None:
    doc = register(ledger)
    walk(ledger, doc.id, [S.QUEUED])
    assert ledger.transition(doc.id, S.SUBMITTING, actor="run-1", expect=[S.QUEUED])
    assert not ledger.transition(doc.id, S.SUBMITTING, actor="run-2", expect=[S.QUEUED])
    assert [e.actor for e in ledger.events(doc.id)][-1] == "run-1"


@pytest.mark.parametrize(
    "values",
    [
        {"task_idd": "job_x"},  # a typo
        {"fingerprint": "f" * 64},  # identity, written once at registration
        {"status": "completed"},  # every move writes its own status
        {"updated_at": datetime(2026, 1, 1, tzinfo=UTC)},
    ],
    ids=lambda v: next(iter(v)),
)
def test_a_move_that_names_a_column_it_may_not_set_is_refused(ledger: Ledger, values: dict) -> None:
    doc = register(ledger)
    walk(ledger, doc.id, [S.QUEUED, S.SUBMITTING])
    with pytest.raises(UnknownColumn, match=next(iter(values))):
        ledger.transition(doc.id, S.PROCESSING, actor="test", task_id="job_x", **values)
    with pytest.raises(UnknownColumn):
        ledger.apply([Move(doc.id, S.PROCESSING, S.SUBMITTING, values=values)], actor="test")
    with pytest.raises(UnknownColumn):
        ledger.transition(doc.id, S.QUEUED, actor="test", guard={"no_such_column": None})
    assert ledger.get(doc.id).status is S.SUBMITTING
    assert [e.to_status for e in ledger.events(doc.id)][-1] == S.SUBMITTING.value


def test_the_columns_a_move_may_set_are_the_tables_minus_identity_and_bookkeeping() -> None:
    assert {"task_id", "backend", "deadline_at", "result_json", "total"} <= MOVE_COLUMNS
    assert not {"id", "fingerprint", "status", "updated_at", "reason"} & MOVE_COLUMNS


def test_reschedules_set_each_processing_documents_own_poll_time_and_failures(
    ledger: Ledger,
) -> None:
    docs = [register(ledger, sha=c * 64, path=f"{c}.pdf") for c in "abc"]
    for doc in docs:
        walk(ledger, doc.id, PATH_TO[S.PROCESSING])
    # The third left `processing` meanwhile: its schedule is not touched.
    walk(ledger, docs[2].id, [S.COMPLETED])
    base = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    due = [base + timedelta(microseconds=n) for n in (1, 2, 3)]  # a round's times differ
    ledger.apply(
        [],
        actor="poller",
        reschedules=[
            Reschedule(d.id, t, poll_failures=n) for n, (d, t) in enumerate(zip(docs, due))
        ],
    )
    after = [ledger.get(d.id) for d in docs]
    assert [(a.next_poll_at, a.poll_failures) for a in after[:2]] == [(due[0], 0), (due[1], 1)]
    assert (after[2].status, after[2].poll_failures) == (S.COMPLETED, docs[2].poll_failures)
    assert after[2].next_poll_at != due[2]


def test_the_open_window_is_summed_up_and_only_due_documents_are_read(ledger: Ledger) -> None:
    """A poll round reads the documents due and a summary of the rest (count, soonest next
    poll, any never scheduled, any failing), never another partition's or state's."""
    docs = [register(ledger, sha=c * 64, path=f"{c}.pdf") for c in "abcde"]
    for doc in docs[:4]:
        walk(ledger, doc.id, PATH_TO[S.PROCESSING])
    walk(ledger, docs[3].id, [S.COMPLETED])  # left processing: not in the window
    base = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    ledger.apply(
        [],
        actor="poller",
        reschedules=[
            Reschedule(docs[0].id, base + timedelta(seconds=5), poll_failures=0),
            Reschedule(docs[1].id, base + timedelta(seconds=1), poll_failures=2),
            Reschedule(docs[3].id, base - timedelta(seconds=9), poll_failures=0),
        ],
    )
    with ledger.engine.begin() as conn:  # docs[2]: processing, never scheduled
        conn.execute(
            sa.text("UPDATE documents SET next_poll_at = NULL WHERE id = :id"), {"id": docs[2].id}
        )
    window = ledger.open_window([PARTITION])
    assert (window.count, window.next_poll_at) == (3, base + timedelta(seconds=1))
    assert window.due_now and window.failing
    assert [d.id for d in ledger.due([PARTITION], at=base)] == [docs[2].id]
    at_2s = ledger.due([PARTITION], at=base + timedelta(seconds=2))
    assert [d.id for d in at_2s] == [docs[1].id, docs[2].id]
    assert [d.id for d in ledger.due([PARTITION], at=None)] == [d.id for d in docs[:3]]
    assert ledger.open_window(["2026-01-01"]).count == 0
    assert ledger.due(["2026-01-01"], at=None) == []
    empty = ledger.open_window(["2026-01-01"])
    assert (empty.next_poll_at, empty.due_now, empty.failing) == (None, False, False)


def test_claim_queued_hands_each_document_to_one_claimer(ledger: Ledger) -> None:
    docs = [register(ledger, sha=c * 64, path=f"{c}.pdf") for c in "abcde"]
    for doc in docs:
        walk(ledger, doc.id, [S.QUEUED])
    first = ledger.claim_queued([PARTITION], limit=3, backend="local", actor="r1")
    second = ledger.claim_queued([PARTITION], limit=3, backend="local", actor="r2")
    assert [d.id for d in first] == [docs[0].id, docs[1].id, docs[2].id]
    assert [d.id for d in second] == [docs[3].id, docs[4].id]
    assert all(d.status is S.SUBMITTING and d.backend == "local" for d in first + second)
    assert ledger.claim_queued([PARTITION], limit=3, backend="local", actor="r3") == []


def test_a_document_deferred_by_retry_after_is_not_claimed_before_it_passes(
    ledger: Ledger,
) -> None:
    now = datetime(2026, 11, 30, 8, 0, tzinfo=UTC)
    doc = register(ledger)
    walk(ledger, doc.id, [S.QUEUED, S.SUBMITTING])
    ledger.transition(
        doc.id,
        S.QUEUED,
        actor="r1",
        reason="submit_deferred",
        next_poll_at=now + timedelta(seconds=60),
    )
    claim = dict(limit=1, backend="local", actor="r2")
    assert ledger.claim_queued([PARTITION], now=now + timedelta(seconds=59), **claim) == []
    assert [
        d.id for d in ledger.claim_queued([PARTITION], now=now + timedelta(seconds=60), **claim)
    ] == [doc.id]


def test_same_bytes_under_another_name_are_one_document(ledger: Ledger) -> None:
    first = ledger.register(
        path="inbox/a.pdf",
        sha256="f" * 64,
        size_bytes=9,
        mtime_ns=1,
        schema_version="1",
        arrival_partition=PARTITION,
        deadline=timedelta(hours=1),
        actor="t",
    )
    copy = ledger.register(
        path="inbox/copy of a.pdf",
        sha256="f" * 64,
        size_bytes=9,
        mtime_ns=2,
        schema_version="1",
        arrival_partition="2026-12-01",
        deadline=timedelta(hours=1),
        actor="t",
    )
    assert first.created and not copy.created
    assert copy.document.id == first.document.id
    assert copy.document.arrival_partition == PARTITION
    assert ledger.seen_files(["inbox/copy of a.pdf", "inbox/new.pdf"]) == {
        "inbox/copy of a.pdf": (9, 2)
    }


def test_a_fresh_registration_that_lost_a_race_links_as_a_looked_up_one_would(
    ledger: Ledger,
) -> None:
    """register(fresh=True) inserts without looking up the bytes or the path (the caller
    found neither a moment ago); when another registrant took them meanwhile, the unique
    constraints refuse the insert and it is made again, looking: the same bytes link to
    the existing document, a path registered before points at its new document."""

    def fresh(path: str, sha: str, mtime_ns: int):  # noqa: ANN202 - a Registration
        return ledger.register(
            path=path, sha256=sha, size_bytes=9, mtime_ns=mtime_ns, schema_version="1",
            arrival_partition=PARTITION, deadline=timedelta(hours=1), actor="t", fresh=True,
        )  # fmt: skip

    first = fresh("inbox/a.pdf", "f" * 64, 1)
    assert first.created
    copy = fresh("inbox/copy of a.pdf", "f" * 64, 2)  # these bytes were taken meanwhile
    assert not copy.created and copy.document.id == first.document.id
    replaced = fresh("inbox/a.pdf", "e" * 64, 3)  # this path was taken meanwhile
    assert replaced.created
    assert ledger.seen_files(["inbox/a.pdf", "inbox/copy of a.pdf"]) == {
        "inbox/a.pdf": (9, 3),
        "inbox/copy of a.pdf": (9, 2),
    }
    assert {d.id for d in ledger.documents()} == {first.document.id, replaced.document.id}
    assert ledger.known_files(
        paths=["inbox/a.pdf", "inbox/b.pdf"], sha256s=["e" * 64, "d" * 64], schema_version="1"
    ) == ({"inbox/a.pdf"}, {"e" * 64})


def test_a_new_schema_version_is_a_new_document(ledger: Ledger) -> None:
    common = dict(
        path="a.pdf",
        sha256="e" * 64,
        size_bytes=9,
        mtime_ns=1,
        arrival_partition=PARTITION,
        deadline=timedelta(hours=1),
        actor="t",
    )
    v1 = ledger.register(schema_version="1", **common)
    v2 = ledger.register(schema_version="2", **common)
    assert v2.created and v2.document.id != v1.document.id
    assert v2.document.idempotency_key != v1.document.idempotency_key


def test_complete_refuses_an_order_number_loaded_from_another_document(ledger: Ledger) -> None:
    a, b = register(ledger, "a" * 64, "a.pdf"), register(ledger, "b" * 64, "b.pdf")
    for doc in (a, b):
        walk(ledger, doc.id, [S.QUEUED, S.SUBMITTING, S.PROCESSING])
    assert ledger.complete(a.id, result_json="{}", actor="t", **COMPLETE_VALUES)
    assert ledger.complete(b.id, result_json="{}", actor="t", **COMPLETE_VALUES)
    assert ledger.get(a.id).status is S.COMPLETED
    loser = ledger.get(b.id)
    assert loser.status is S.NEEDS_REVIEW and loser.reason == "duplicate_order_number"
    assert loser.order_number == "PO-1" and str(a.id) in (loser.message or "")


def test_database_constraints_back_the_state_machine(ledger: Ledger) -> None:
    doc = register(ledger)
    with ledger.engine.begin() as conn, pytest.raises(sa.exc.IntegrityError):
        conn.execute(sa.text("UPDATE documents SET status = 'lost' WHERE id = :id"), {"id": doc.id})
    with ledger.engine.begin() as conn, pytest.raises(sa.exc.IntegrityError):
        conn.execute(
            sa.text("UPDATE documents SET status = 'completed' WHERE id = :id"), {"id": doc.id}
        )


def test_naive_datetimes_are_refused(tmp_path: Path) -> None:
    ledger = Ledger(f"sqlite:///{tmp_path / 'l.db'}", clock=lambda: datetime(2026, 1, 1))
    with pytest.raises(sa.exc.StatementError):
        register(ledger)


def test_state_survives_reopening_the_file(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'ledger.db'}"
    clock = lambda: datetime(2026, 11, 30, 12, tzinfo=UTC)  # noqa: E731
    doc = register(Ledger(url, clock=clock))
    reopened = Ledger(url)
    assert reopened.get(doc.id).discovered_at == datetime(2026, 11, 30, 12, tzinfo=UTC)
    assert reopened.count_by_status()["discovered"] == 1


def test_a_ledger_from_an_older_release_gains_the_new_indexes(tmp_path: Path) -> None:
    """An index added in a later release is created when an existing file is opened (and
    the sensor's by-status lookup uses it)."""
    url = f"sqlite:///{tmp_path / 'ledger.db'}"
    register(Ledger(url))
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP INDEX ix_documents_status"))  # as an older release made it
    Ledger(url)
    with engine.connect() as conn:
        names = {i["name"] for i in sa.inspect(conn).get_indexes("documents")}
        plan = conn.execute(
            sa.text("EXPLAIN QUERY PLAN SELECT id FROM documents WHERE status = 'discovered'")
        ).all()
    engine.dispose()
    assert "ix_documents_status" in names
    assert any("ix_documents_status" in str(row) for row in plan)


def test_a_ledger_from_before_the_upload_mark_gains_it_and_counts_open_claims_as_started(
    tmp_path: Path,
) -> None:
    """An older ledger has no `upload_started_at`: opening it adds the column, and a
    document then in `submitting` may have sent its upload, so it counts as started (never
    re-sent unmarked to a backend without idempotency); the others have no mark."""
    url = f"sqlite:///{tmp_path / 'ledger.db'}"
    old = Ledger(url)
    claimed = register(old, "a" * 64, "inbox/a.pdf")
    walk(old, claimed.id, [S.QUEUED, S.SUBMITTING])
    waiting = register(old, "b" * 64, "inbox/b.pdf")
    walk(old, waiting.id, [S.QUEUED])
    old.dispose()
    engine = sa.create_engine(url)
    with engine.begin() as conn:  # as an older release made it
        conn.execute(sa.text("ALTER TABLE documents DROP COLUMN upload_started_at"))
    engine.dispose()
    reopened = Ledger(url)
    doc = reopened.get(claimed.id)
    assert doc.upload_started_at == doc.updated_at
    assert reopened.get(waiting.id).upload_started_at is None
    Ledger(url)  # a second opener finds the column and changes nothing
    assert reopened.get(claimed.id).upload_started_at == doc.updated_at


def test_stale_partitions_track_changes_after_the_last_publish(tmp_path: Path) -> None:
    now = [datetime(2026, 11, 30, 12, tzinfo=UTC)]
    ledger = Ledger(f"sqlite:///{tmp_path / 'l.db'}", clock=lambda: now[0])
    doc = register(ledger)
    tables = ["purchase_orders", "needs_review"]
    assert ledger.stale_partitions(tables) == [PARTITION]  # never published
    ledger.mark_published("purchase_orders", [PARTITION], as_of=now[0])
    assert ledger.stale_partitions(tables) == [PARTITION]  # one table still missing
    ledger.mark_published("needs_review", [PARTITION], as_of=now[0])
    assert ledger.stale_partitions(tables) == []
    now[0] += timedelta(seconds=5)
    ledger.transition(doc.id, S.QUEUED, actor="test")
    assert ledger.stale_partitions(tables) == [PARTITION]  # changed after the publish

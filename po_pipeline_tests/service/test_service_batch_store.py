"""A batch upload's jobs stored together (one read for the keys, one transaction for the new
jobs), answered as one upload at a time would have been: the queue bound holds inside the
transaction, a key given twice in one batch makes one job, and a key that another request
takes between the read and the insert leaves that request's job the answer, inserting
nothing twice."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.exc import IntegrityError

from po_pipeline.service import batch_route
from po_pipeline.service.envelope import ApiError
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobStore, NewJob
from po_pipeline.service.uploads import BatchItem, Upload, content_hash


def _new(n: int, key: str | None) -> NewJob:
    return NewJob(f"job_{n:024x}", "alice", "0" * 64, key, None, None)


def test_the_queue_bound_holds_inside_one_transaction() -> None:
    store = JobStore.open("sqlite://")
    made = store.create_many([_new(n, f"k{n}") for n in range(3)], max_pending=2)
    assert [job is not None for job in made] == [True, True, False]
    assert store.find_by_keys("alice", ["k0", "k1", "k2"]).keys() == {"k0", "k1"}


def test_a_duplicate_key_inserts_none_of_the_batch() -> None:
    store = JobStore.open("sqlite://")
    store.create_many([_new(0, "taken")], max_pending=10)
    with pytest.raises(IntegrityError):
        store.create_many([_new(1, "fresh"), _new(2, "taken")], max_pending=10)
    assert store.get(_new(1, "fresh").job_id) is None


@pytest.fixture
def settings(tmp_path: Path) -> ServiceSettings:
    settings = ServiceSettings(data_dir=tmp_path, tokens={"alice": "tok-alice-123456"})
    settings.uploads_dir.mkdir(parents=True, exist_ok=True)
    return settings


def _item(settings: ServiceSettings, key: str | None, content: bytes) -> BatchItem:
    path = settings.uploads_dir / f"incoming-{key}-{len(content)}.part"
    path.write_bytes(content)
    upload = Upload(path, len(content), content_hash(content.hex(), None), "order.pdf", None)
    return BatchItem(key, upload, None)


def test_a_key_given_twice_in_one_batch_makes_one_job(settings: ServiceSettings) -> None:
    store = JobStore.open("sqlite://")
    items = [
        _item(settings, "twice", b"%PDF-one"),
        _item(settings, "twice", b"%PDF-one"),
        _item(settings, "twice", b"%PDF-two"),
        _item(settings, None, b"%PDF-one"),
    ]
    outcomes = batch_route._store_batch(settings, store, "alice", items)
    (first, job), (second, same) = outcomes[0], outcomes[1]
    assert (first, second) == (201, 200) and same.job_id == job.job_id
    assert isinstance(outcomes[2], ApiError) and outcomes[2].status == 409
    assert outcomes[3][0] == 201 and outcomes[3][1].job_id != job.job_id
    stored = sorted(p.name for p in settings.uploads_dir.glob("job_*.pdf"))
    assert stored == sorted(f"{o[1].job_id}.pdf" for o in (outcomes[0], outcomes[3]))


def test_a_key_taken_meanwhile_answers_with_the_winners_job(
    settings: ServiceSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = JobStore.open("sqlite://")
    [winner] = store.create_many([_new(7, "raced")], max_pending=10)
    assert winner is not None
    # The batch read the keys before the other request inserted its job.
    monkeypatch.setattr(store, "find_by_keys", lambda owner, keys: {})
    items = [_item(settings, "new", b"%PDF-new"), _item(settings, "raced", b"%PDF-raced")]
    outcomes = batch_route._store_batch(settings, store, "alice", items)
    assert outcomes[0][0] == 201
    assert isinstance(outcomes[1], ApiError) and outcomes[1].status == 409  # other content
    assert store.find_by_key("alice", "raced").job_id == winner.job_id
    assert len(list(settings.uploads_dir.glob("job_*.pdf"))) == 1  # the new one's only

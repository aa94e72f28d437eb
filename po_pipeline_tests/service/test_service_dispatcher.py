"""The dispatcher's turns, in-process, on a real job store: it asks the store for a job to
hand over only when one may be waiting (an upload woke it, or a quiet spell passed), not on
every turn of its loop."""

from __future__ import annotations

from pathlib import Path

from po_pipeline.service.dispatcher import Dispatcher
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore


class CountingStore(JobStore):
    asked = 0

    def hand_over_next(self, run_token: str) -> JobRecord | None:
        self.asked += 1
        return super().hand_over_next(run_token)


def test_the_store_is_asked_for_a_job_only_when_one_may_be_waiting(tmp_path: Path) -> None:
    settings = ServiceSettings(data_dir=tmp_path, tokens={"a": "b"}, idle_poll_s=0.01)
    store = CountingStore.open(settings.store_url)
    dispatcher = Dispatcher(settings, store)
    dispatcher._fill()  # a fresh dispatcher looks once
    assert store.asked == 1
    for _ in range(5):
        dispatcher._fill()  # nothing queued since: no question
    assert store.asked == 1
    dispatcher.wake()  # an upload
    dispatcher._fill()
    assert store.asked == 2
    dispatcher._reap()  # idle: after a quiet spell it looks again (another service's jobs)
    dispatcher._fill()
    assert store.asked == 3

"""The ComPDF API key lives in the environment only. Two `po-pipeline run`s against the
stand-in (one refused with 401, one with a failed file, a lost upload answer and an
expired link) and then a search for the key in every place it must never reach: log lines
(stdout/stderr), request URLs, and everything the runs left in the data directory
(harness.stored_texts: every file byte for byte, Dagster's compute logs among them; the
ledger's rows with the stored results; DuckDB's rows; the Dagster instance's runs and
event logs)."""

from __future__ import annotations

import re

import pytest


@pytest.fixture(scope="module")
def runs(module_pipeline, module_standin):
    pipeline = module_pipeline
    module_standin.switches.unauthorized = True
    refused = pipeline.run()
    states_after_401 = pipeline.states()
    created_after_401 = module_standin.created
    module_standin.switches.unauthorized = False
    module_standin.switches.submit = {"PO-2026-017.pdf": "lost"}
    module_standin.switches.task_info = {"PO-2026-021.pdf": "failed"}
    module_standin.switches.download = {"PO-2026-022.pdf": "expired"}
    accepted = pipeline.run()
    return pipeline, refused, states_after_401, created_after_401, accepted


def test_a_refused_key_fails_the_run_and_sends_nothing(runs) -> None:
    _, refused, states, created, _ = runs
    assert refused.returncode != 0
    assert "COMPDF_API_KEY" in refused.stdout + refused.stderr
    # Nothing was accepted, so nothing is "unknown": every document waits in the queue,
    # the one refused with the reason; the rest were never claimed (one claim per upload).
    assert sorted((s[:2] for s in states.values()), key=str) == [
        ("queued", "backend_unavailable"),
        *[("queued", None)] * (len(states) - 1),
    ]
    assert created == 0


def test_the_next_run_with_a_good_key_processes_everything(runs) -> None:
    pipeline, _, _, _, accepted = runs
    assert accepted.returncode == 0, accepted.stderr[-3000:]
    assert {name: s[0] for name, s in pipeline.states().items()} == {
        "PO-2026-017.pdf": "completed",  # lost answer, reconciled from the task list
        "PO-2026-018.pdf": "needs_review",
        "PO-2026-021.pdf": "remote_failed",
        "PO-2026-022.pdf": "needs_review",  # expired link
    }
    assert pipeline.standin.created == 4 and pipeline.standin.violations == []


def test_the_api_key_appears_nowhere(runs, stored_texts) -> None:
    pipeline, *_ = runs
    key = pipeline.api_key
    task_id = pipeline.states()["PO-2026-021.pdf"][2]
    assert task_id  # positive control: the places searched do hold this run's details
    texts = {
        "command output": "\n".join(pipeline.outputs),
        "request URLs": "\n".join(pipeline.standin.urls),
        **stored_texts(pipeline.data_dir),
    }
    assert [place for place, text in texts.items() if key in text] == []

    assert "Backend: compdf" in texts["command output"] and pipeline.standin.urls
    for place in ("ledger rows", "warehouse rows", "dagster runs and events"):
        assert task_id in texts[place], place
    # (The task id reaches the event log in the tables' previews; the compute logs hold the
    # run's own lines, no longer one per document.)
    compute_logs = [text for place, text in texts.items() if "compute_logs" in place]
    assert any(re.search(r"Submitted [1-9][0-9]* documents for", text) for text in compute_logs)

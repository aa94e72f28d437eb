"""The ComPDF API key lives in the environment only. Two `po-pipeline run`s against the
stand-in (one refused with 401, one with a failed file, a lost upload answer and an
expired link) and then a search for the key in every place it must never reach: log lines
(stdout/stderr), request URLs, the ledger (every table dumped as text, plus the raw SQLite
files), DuckDB rows, and the Dagster instance (every run's serialized events and the raw
files under dagster_home)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import dagster as dg
import duckdb
import pytest
from dagster._serdes import serialize_value


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
    # Nothing was accepted, so nothing is "unknown": every document waits in the queue.
    assert {s[:2] for s in states.values()} == {("queued", "backend_unavailable")}
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


def _dagster_texts(home: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    texts: list[str] = []
    with dg.DagsterInstance.get() as instance:
        runs = instance.get_runs()
        assert len(runs) >= 2
        for run in runs:
            texts.append(serialize_value(run))
            texts += [serialize_value(event) for event in instance.all_logs(run.run_id)]
    return texts


def _ledger_dump(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        return "\n".join(conn.iterdump())


def _duckdb_rows(path: Path) -> str:
    with duckdb.connect(str(path), read_only=True) as conn:
        tables = [
            t
            for (t,) in conn.execute("SELECT table_name FROM information_schema.tables").fetchall()
        ]
        assert {"purchase_orders", "needs_review"} <= set(tables)
        return "\n".join(
            repr(conn.execute(f'SELECT * FROM "{t}"').fetchall())
            for t in tables  # noqa: S608
        )


def test_the_api_key_appears_nowhere(runs, monkeypatch: pytest.MonkeyPatch) -> None:
    pipeline, *_ = runs
    key = pipeline.api_key
    data = pipeline.data_dir
    task_id = pipeline.states()["PO-2026-021.pdf"][2]
    assert task_id  # positive control: the places searched do hold this run's details

    logs = "\n".join(pipeline.outputs)
    assert "Backend: compdf" in logs and key not in logs

    assert pipeline.standin.urls and not [u for u in pipeline.standin.urls if key in u]

    ledger = _ledger_dump(data / "ledger.db")
    assert task_id in ledger and key not in ledger

    warehouse = _duckdb_rows(data / "warehouse.duckdb")
    assert task_id in warehouse and key not in warehouse

    events = _dagster_texts(data / "dagster_home", monkeypatch)
    assert any(task_id in text for text in events)
    assert not [text[:200] for text in events if key in text]

    # And byte for byte in every file written, except DuckDB's compressed storage
    # (checked row by row above).
    leaked = [
        str(path)
        for path in data.rglob("*")
        if path.is_file()
        and "warehouse.duckdb" not in path.name
        and key.encode() in path.read_bytes()
    ]
    assert leaked == []

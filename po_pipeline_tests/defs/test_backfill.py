"""A backfill of 90 arrival days is one run, as the daemon plans it (issue 12, item 6): the
assets' BackfillPolicy.single_run(). Without it the daemon would submit a run per day.

The backfill goes through the instance and the daemon's own backfill iteration
(bench/backfill.py, loaded by path); the run it submits is left queued, so this takes
seconds. `python bench/backfill.py` also executes the run and times it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "backfill.py"


def _backfill_module():  # noqa: ANN202 - a module object
    spec = importlib.util.spec_from_file_location("bench_backfill", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_90_day_backfill_is_one_run(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    backfill = _backfill_module()
    for key, value in backfill.backfill_env(data_dir).items():
        monkeypatch.setenv(key, value)
    days = backfill.last_days(90)
    with backfill.backfill_instance(data_dir) as instance:
        figures = backfill.run_backfill(instance, data_dir, days, execute_runs=False)
    assert figures["runs"] == 1, figures
    assert figures["run_ranges"] == [(days[0], days[-1])]
    assert figures["run_statuses"] == ["QUEUED"]

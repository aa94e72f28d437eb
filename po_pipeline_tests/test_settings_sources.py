"""One source per setting: each environment variable of the contract is read by one module,
and the inner settings objects take the configured values without defaults of their own."""

from __future__ import annotations

import dataclasses
import inspect
from pathlib import Path

from po_pipeline.config import Settings
from po_pipeline.pipeline.intake import IntakeSettings
from po_pipeline.pipeline.processing import ProcessingSettings

PACKAGE = Path(__file__).resolve().parents[1] / "po_pipeline"


def test_po_schema_and_po_data_dir_are_each_read_by_one_module() -> None:
    for name in ("PO_SCHEMA", "PO_DATA_DIR"):
        readers = [
            str(path.relative_to(PACKAGE))
            for path in PACKAGE.rglob("*.py")
            if f'"{name}"' in path.read_text(encoding="utf-8")
        ]
        assert len(readers) == 1, (name, readers)


def test_settings_take_po_schema_and_po_data_dir_from_their_readers(tmp_path: Path) -> None:
    settings = Settings.from_env({"PO_DATA_DIR": str(tmp_path), "PO_SCHEMA": "s.yaml"})
    assert settings.data_dir == tmp_path.resolve() and settings.schema_path == "s.yaml"
    assert Settings.from_env({}).data_dir == Path("data").resolve()


def test_the_configured_values_have_no_defaults_below_the_resources() -> None:
    configured = {"max_in_flight", "poll_budget_seconds", "max_poll_failures"}
    fields = {f.name: f for f in dataclasses.fields(ProcessingSettings)}
    assert all(fields[n].default is dataclasses.MISSING for n in configured)
    load = inspect.signature(IntakeSettings.load).parameters
    assert all(p.default is inspect.Parameter.empty for p in load.values() if p.name != "cls")

"""Fixtures for the ComPDF tests: the loopback stand-in (standin.py, loaded here by path
because the tests directory is not a package), random API keys, and `PipelineDir`, which
drives `po-pipeline run` in a subprocess with PO_BACKEND=compdf against the stand-in."""

from __future__ import annotations

import importlib.util
import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


def _load_standin():  # noqa: ANN202 - a module object
    spec = importlib.util.spec_from_file_location(
        "po_pipeline_tests_compdf_standin", Path(__file__).with_name("standin.py")
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


_standin = _load_standin()
ComPdfStandIn = _standin.ComPdfStandIn
SEED_DIR = Path(__file__).resolve().parents[2] / "data" / "inbox"


@pytest.fixture
def api_key() -> str:
    return f"ck-{secrets.token_hex(16)}"


@pytest.fixture
def standin(api_key: str) -> Iterator[ComPdfStandIn]:
    server = ComPdfStandIn(api_key).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def module_api_key() -> str:
    return f"ck-{secrets.token_hex(16)}"


@pytest.fixture(scope="module")
def module_standin(module_api_key: str) -> Iterator[ComPdfStandIn]:
    """One stand-in shared by a module whose tests inspect the same runs."""
    server = ComPdfStandIn(module_api_key).start()
    try:
        yield server
    finally:
        server.stop()


class PipelineDir:
    """A PO_DATA_DIR with copies of the seed PDFs, driven by `po-pipeline` in a subprocess
    with PO_BACKEND=compdf against a stand-in."""

    def __init__(self, data_dir: Path, standin: ComPdfStandIn, api_key: str) -> None:
        self.data_dir = data_dir
        self.standin = standin
        self.api_key = api_key
        self.outputs: list[str] = []  # stdout + stderr of every command, for the key scan
        (data_dir / "inbox").mkdir(parents=True, exist_ok=True)
        for pdf in sorted(SEED_DIR.glob("PO-2026-0*.pdf")):
            shutil.copy2(pdf, data_dir / "inbox" / pdf.name)

    def env(self) -> dict[str, str]:
        env = {
            k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_", "COMPDF_"))
        }
        env.update(
            PO_DATA_DIR=str(self.data_dir),
            PO_BACKEND="compdf",
            COMPDF_BASE_URL=self.standin.base_url,
            COMPDF_API_KEY=self.api_key,
        )
        return env

    def _call(
        self, argv: list[str], extra_env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            argv,
            env=self.env() | (extra_env or {}),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        self.outputs += [done.stdout, done.stderr]
        return done

    def run(self, **extra_env: str) -> subprocess.CompletedProcess[str]:
        """`po-pipeline run`, with `extra_env` on top (a crash point, po_pipeline.faults)."""
        return self._call([sys.executable, "-m", "po_pipeline.cli", "run"], extra_env)

    def review(self, *args: str) -> subprocess.CompletedProcess[str]:
        # The click group directly: cli.py registers it as `po-pipeline review`.
        return self._call(
            [sys.executable, "-c", "from po_pipeline.cli.review import review; review()", *args]
        )

    @property
    def ledger_url(self) -> str:
        return f"sqlite:///{self.data_dir / 'ledger.db'}"

    def states(self) -> dict[str, tuple[str, str | None, str | None]]:
        """file name -> (status, reason, task id) from the ledger."""
        from po_pipeline.ledger import Ledger

        ledger = Ledger(self.ledger_url)
        try:
            return {
                Path(d.source_file).name: (d.status.value, d.reason, d.task_id)
                for d in ledger.documents()
            }
        finally:
            ledger.dispose()

    def table(self, sql: str) -> list[tuple[Any, ...]]:
        import duckdb

        with duckdb.connect(str(self.data_dir / "warehouse.duckdb"), read_only=True) as conn:
            return conn.execute(sql).fetchall()


@pytest.fixture
def pipeline(tmp_path: Path, standin: ComPdfStandIn, api_key: str) -> PipelineDir:
    return PipelineDir(tmp_path / "data", standin, api_key)


@pytest.fixture(scope="module")
def module_pipeline(
    tmp_path_factory: pytest.TempPathFactory, module_standin: ComPdfStandIn, module_api_key: str
) -> PipelineDir:
    return PipelineDir(tmp_path_factory.mktemp("compdf") / "data", module_standin, module_api_key)

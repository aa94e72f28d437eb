"""Shared fixtures: the committed seed documents, a scratch data directory and the
fault-injecting proxy (faultproxy.py) and the in-process pipeline run with the
invariants (harness.py), both loaded here by path because the tests directory is not a
package."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from po_pipeline.field_schema import DEFAULT_SCHEMA_PATH
from po_pipeline.liveness import ProcessId, process_id

REPO = Path(__file__).resolve().parent.parent
SEED_DIR = REPO / "data" / "inbox"
SEEDS = sorted(SEED_DIR.glob("PO-2026-0*.pdf"))


@pytest.fixture
def seed_pdfs() -> list[Path]:
    assert len(SEEDS) == 4, f"expected the four committed seed PDFs in {SEED_DIR}"
    return SEEDS


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """An empty PO_DATA_DIR with an inbox."""
    (tmp_path / "data" / "inbox").mkdir(parents=True)
    return tmp_path / "data"


@pytest.fixture
def seeded_data_dir(data_dir: Path, seed_pdfs: list[Path]) -> Path:
    for pdf in seed_pdfs:
        shutil.copy2(pdf, data_dir / "inbox" / pdf.name)
    return data_dir


# Tests of the pipeline's mechanics (runs, recovery, the UI) need documents that load
# whatever the shipped thresholds are, so they run with the packaged schema and every
# threshold at 0.5: the three seeds that state a total load. Tests of review need documents
# held back for their confidence: at 1.0 every seed with a value read below certainty is
# (schema 2027.01.03: 021's supplier at 0.998 and its total at 0.999).
LENIENT_THRESHOLD = 0.5
STRICT_THRESHOLD = 1.0


def schema_with_threshold(directory: Path, threshold: float) -> Path:
    """A copy of the packaged field schema (same version, so the same models) with every
    field's threshold set to `threshold`."""
    text = DEFAULT_SCHEMA_PATH.read_text(encoding="utf-8")
    text, n = re.subn(r"(?m)^(    threshold: )[0-9.]+$", rf"\g<1>{threshold}", text)
    assert n == 3, "a threshold per field in the packaged schema"
    path = directory / f"fields-{threshold}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def lenient_schema(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return schema_with_threshold(tmp_path_factory.mktemp("schema"), LENIENT_THRESHOLD)


@pytest.fixture(scope="session")
def strict_schema(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return schema_with_threshold(tmp_path_factory.mktemp("schema"), STRICT_THRESHOLD)


@pytest.fixture
def dead_process() -> ProcessId:
    """A real process that existed and has exited (and been reaped): a crashed claimer."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    pid = process_id(child.pid)
    child.kill()
    child.wait()
    return pid


def _load_sibling(file_name: str, name: str | None = None):  # noqa: ANN202 - a module object
    """A helper module of the tests directory (not a package), loaded by path once."""
    name = name or f"po_pipeline_tests_{Path(file_name).stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).parent / file_name)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


FaultProxy = _load_sibling("faultproxy.py").FaultProxy
harness = _load_sibling("harness.py")


@pytest.fixture(scope="session")
def compdf_standin():  # noqa: ANN201 - a module object
    """compdf/standin.py (the ComPDF stand-in), under the name compdf/conftest.py loads it by."""
    return _load_sibling("compdf/standin.py", name="po_pipeline_tests_compdf_standin")


@pytest.fixture
def fault_proxy() -> Iterator[Callable[..., FaultProxy]]:
    """Starts a FaultProxy in front of an upstream URL (`clock` stamps what it sees); every
    proxy stops after the test."""
    started: list[FaultProxy] = []

    def start(upstream: str, **options: Any) -> FaultProxy:
        started.append(FaultProxy(upstream, **options).start())
        return started[-1]

    yield start
    for proxy in started:
        proxy.stop()


@pytest.fixture
def pipeline_run(tmp_path: Path, lenient_schema: Path) -> harness.PipelineRun:
    """An in-process pipeline (harness.py) over a fresh data directory, with the lenient
    schema so that the seeds load."""
    return harness.PipelineRun(tmp_path / "run", schema=lenient_schema)


@pytest.fixture(scope="session")
def stored_texts() -> Callable[[Path], dict[str, str]]:
    """harness.stored_texts: everything a run left in a data directory, by place."""
    return harness.stored_texts


@pytest.fixture(scope="session")
def harness_module():  # noqa: ANN201 - a module object
    """harness.py itself: PipelineRun, check_invariants, and the `make ui` helpers."""
    return harness

"""Shared fixtures: the committed seed documents and a scratch data directory."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

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

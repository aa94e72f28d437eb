"""`make bench` scores one document of one fit or dev family in two (`--per-split fit=1/2`):
which families it keeps must not move when families are added, or its figures would compare
different documents from one stop to the next."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import families  # noqa: E402


def test_a_share_of_a_split_writes_one_document_of_each_kept_family_only(tmp_path: Path) -> None:
    fit16 = sorted(name for name in families.all_families() if name.startswith("fit16_"))
    kept = [name for name in fit16 if families.takes_family(name, 2)]
    assert 0 < len(kept) < len(fit16)

    docs = families.make_families(
        tmp_path,
        per_family=60,
        seed=101,
        scan_rate=0.0,
        only="fit16_",
        per_split=families.parse_per_split("fit=1/2,tuned=1"),
    )

    assert [doc["family"] for doc in docs] == kept
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [f"{name}-000.pdf" for name in kept]
    assert [d["name"] for d in json.loads((tmp_path / "truth.json").read_text())] == [
        f"{name}-000.pdf" for name in kept
    ]


def test_which_families_a_share_keeps_does_not_move_when_others_are_written(
    tmp_path: Path,
) -> None:
    share = families.parse_per_split("fit=1/2")
    alone = families.make_families(
        tmp_path / "alone", per_family=60, seed=101, scan_rate=0.0, only="fit16_", per_split=share
    )
    among = families.make_families(
        tmp_path / "among",
        per_family=60,
        seed=101,
        scan_rate=0.0,
        only="fit15_,fit16_",
        per_split=share,
    )
    assert alone == [doc for doc in among if doc["family"].startswith("fit16_")]
    names = sorted(families.all_families())
    assert 0.4 < sum(families.takes_family(name, 2) for name in names) / len(names) < 0.6
    assert all(families.takes_family(name, 1) for name in names)


@pytest.mark.parametrize("text", ["fit=1/", "fit=a/2", "train=1", "fit=1/2/3", "fit=1/0"])
def test_a_share_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="--per-split"):
        families.parse_per_split(text)

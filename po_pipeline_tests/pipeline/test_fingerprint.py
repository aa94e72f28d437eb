"""Reading settled files for their fingerprints (pipeline/fingerprint.py): each file within
its deadline, in order, in one reading thread for the lot rather than one per file, and a
file whose read hangs refused as `read_timeout` while the files after it are still read."""

from __future__ import annotations

import hashlib
import threading
import time
from pathlib import Path

import pytest

from po_pipeline.pipeline import fingerprint
from po_pipeline.pipeline.fingerprint import digests_within


@pytest.fixture
def files(tmp_path: Path) -> list[Path]:
    paths = []
    for i in range(6):
        path = tmp_path / f"f{i}.pdf"
        path.write_bytes(b"%PDF-1.4 file " + str(i).encode())
        paths.append(path)
    return paths


def test_every_file_is_read_in_order_by_one_thread(files, monkeypatch) -> None:
    readers: list[int | None] = []
    real = fingerprint.digest

    def digest(path: Path):
        readers.append(threading.get_ident())
        return real(path)

    monkeypatch.setattr(fingerprint, "digest", digest)
    answers = list(digests_within(files, 5.0))
    assert answers == [(hashlib.sha256(p.read_bytes()).hexdigest(), None) for p in files]
    assert len(set(readers)) == 1 and threading.get_ident() not in readers


def test_a_hanging_read_is_refused_and_the_files_after_it_get_a_new_thread(
    files, monkeypatch
) -> None:
    released = threading.Event()
    readers: dict[str, int] = {}
    real = fingerprint.digest

    def digest(path: Path):
        readers[path.name] = threading.get_ident()
        if path.name == "f2.pdf":
            released.wait()  # a read that does not return (until the test ends)
        return real(path)

    monkeypatch.setattr(fingerprint, "digest", digest)
    started = time.monotonic()
    try:
        answers = list(digests_within(files, 0.5))
    finally:
        released.set()
    took = time.monotonic() - started
    sha, problem = answers[2]
    assert problem is not None and problem[0] == "read_timeout"
    assert "f2.pdf" in problem[1] and sha == fingerprint.entry_digest(files[2])
    for i in (0, 1, 3, 4, 5):
        assert answers[i] == (hashlib.sha256(files[i].read_bytes()).hexdigest(), None)
    assert 0.5 <= took < 3.0  # one deadline waited out, not one per file after it
    first, second = readers["f0.pdf"], readers["f3.pdf"]
    assert readers["f1.pdf"] == readers["f2.pdf"] == first != second
    assert readers["f4.pdf"] == readers["f5.pdf"] == second

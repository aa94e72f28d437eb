"""A file's fingerprint: its sha256, read without following links and within a time
limit, or for an entry that has no content to hash its identity and why it is refused."""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import queue
import stat as stat_module
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

from po_pipeline.faults import crash_point
from po_pipeline.pipeline.arrivals import not_a_file

log = logging.getLogger(__name__)


def sha256_of(path: Path) -> str:
    """The file's digest, read without following a link (a swapped-in link fails) and only
    from a regular file: a FIFO or device swapped in since the file was observed would
    block the open or the reads for good, so it is opened without blocking and refused."""
    digest = hashlib.sha256()
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
    if not stat_module.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file")
    with os.fdopen(fd, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def entry_digest(path: Path) -> str:
    """The identity of an entry that has no content to hash (a link, a directory, an
    unreadable file): its name and kind, so each is one document of its own."""
    return hashlib.sha256(b"po-pipeline:no-content\0" + os.fsencode(path)).hexdigest()


Digest = tuple[str, tuple[str, str] | None]  # sha256 (or an entry's identity), problem


def digest(path: Path) -> Digest | None:
    """The file's sha256, or for an entry that has no content to hash its identity and why
    it is refused; None when it is gone."""
    problem = not_a_file(path)
    crash_point("while_hashing", path.name)
    try:
        return (entry_digest(path) if problem else sha256_of(path)), problem
    except FileNotFoundError:
        return None
    except OSError as exc:  # unreadable, or swapped for a link since it was observed
        return entry_digest(path), (
            "unreadable",
            f"{path.name} cannot be read ({exc.strerror or exc})",
        )


def _timed_out(path: Path, seconds: float) -> Digest:
    log.warning("Reading %s took over %.0f s; refused as read_timeout", path.name, seconds)
    return entry_digest(path), (
        "read_timeout",
        f"{path.name}: reading it did not finish within {seconds:.0f} s "
        "(PO_INTAKE_CHECK_SECONDS), as on a file system that hangs; it is not read again. "
        "Copy the file in again once it can be read (a readable copy is a new document)",
    )


_Answers = queue.SimpleQueue[Digest | None | BaseException]


def _read_in_order(paths: Sequence[Path], answers: _Answers, stop: threading.Event) -> None:
    for path in paths:
        if stop.is_set():
            return
        try:
            answers.put(digest(path))
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
            answers.put(exc)
            return


def digests_within(paths: Sequence[Path], seconds: float) -> Iterator[Digest | None]:
    """digest() of each of `paths`, in order, each waited for at most `seconds` from the
    moment its predecessor's came (or the first is asked for). A read that never returns (a
    hung network mount) cannot be called off, by a thread or by killing a process in the
    kernel's wait, so the files are read in a thread of their own, one after another, and a
    file whose read takes too long is refused as `read_timeout` by its name (it is not read
    again: a copy that can be read is new bytes, a new document); its thread is left behind
    and the files after it get a new one. One thread for the files, not one each: starting
    and joining a thread per file was two thirds of a 1,000-file tick on a busy machine.
    The reads stop when the caller stops asking (the generator is closed)."""
    start = 0
    while start < len(paths):
        answers: _Answers = queue.SimpleQueue()
        stop = threading.Event()
        todo = paths[start:]

        reader = threading.Thread(
            target=_read_in_order,
            args=(todo, answers, stop),
            name=f"po-pipeline read {todo[0].name}",
            daemon=True,
        )
        reader.start()
        try:
            for path in todo:
                try:
                    answer = answers.get(timeout=seconds)
                except queue.Empty:
                    start += 1
                    yield _timed_out(path, seconds)
                    break  # its reader is stuck in it: the next files get a new one
                start += 1
                if isinstance(answer, BaseException):
                    raise answer
                yield answer
        finally:
            stop.set()

"""A file's fingerprint: its sha256, read without following links and within a time
limit, or for an entry that has no content to hash its identity and why it is refused."""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import stat as stat_module
import threading
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


def digest_within(path: Path, seconds: float) -> Digest | None:
    """digest(path), waited for at most `seconds`. A read that never returns (a hung
    network mount) cannot be called off, by a thread or by killing a process in the
    kernel's wait, so the read runs in a thread of its own that is left behind when it
    takes too long, and the file is refused as `read_timeout` by its name: it is not read
    again (a copy that can be read is new bytes, a new document)."""
    answer: list[Digest | None | BaseException] = []

    def read() -> None:
        try:
            answer.append(digest(path))
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
            answer.append(exc)

    reader = threading.Thread(target=read, name=f"po-pipeline read {path.name}", daemon=True)
    reader.start()
    reader.join(seconds)
    if not answer:
        log.warning("Reading %s took over %.0f s; refused as read_timeout", path.name, seconds)
        return entry_digest(path), (
            "read_timeout",
            f"{path.name}: reading it did not finish within {seconds:.0f} s "
            "(PO_INTAKE_CHECK_SECONDS), as on a file system that hangs; it is not read again. "
            "Copy the file in again once it can be read (a readable copy is a new document)",
        )
    if isinstance(answer[0], BaseException):
        raise answer[0]
    return answer[0]

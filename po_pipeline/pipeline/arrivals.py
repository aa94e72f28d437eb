"""What the inbox holds: its entries observed without following links, which of them have
settled (unchanged since the last look), and the partition a file arriving now belongs to."""

from __future__ import annotations

import os
import stat as stat_module
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from po_pipeline.ledger import DocumentStatus, Ledger

# Names that partial downloads and editors use while a file is still being written.
_IN_PROGRESS_SUFFIXES = (".part", ".partial", ".tmp", ".crdownload", ".download", ".swp")
Observation = tuple[int, int]  # (size, mtime_ns)


def arrival_partition(now: datetime, timezone: str) -> str:
    """The daily partition key a file arriving at `now` belongs to."""
    return now.astimezone(ZoneInfo(timezone)).strftime("%Y-%m-%d")


def observe_inbox(inbox: Path) -> dict[str, Observation]:
    """(size, mtime) of every candidate entry directly in the inbox, by absolute path.

    Links are never followed: a symbolic link is observed as itself (and rejected when it is
    registered), so nothing outside the inbox is ever read. A directory or other non-file
    named like a PDF is observed too, to be rejected with a reason; other directories (an
    archive folder) are not documents."""
    seen: dict[str, Observation] = {}
    if not inbox.is_dir():
        return seen
    root = str(inbox.resolve())
    # os.scandir and names sorted as strings: every tick lists the whole inbox, and Path
    # objects made and compared one by one cost most of a tick at 100,000 files.
    with os.scandir(root) as listing:
        entries = sorted(listing, key=lambda entry: entry.name)
    for entry in entries:
        name = entry.name
        if name.startswith(".") or name.lower().endswith(_IN_PROGRESS_SUFFIXES):
            continue
        try:
            stat = entry.stat(follow_symlinks=False)
        except FileNotFoundError:  # removed between listing and stat
            continue
        if stat_module.S_ISDIR(stat.st_mode) and not name.lower().endswith(".pdf"):
            continue
        seen[entry.path] = (stat.st_size, stat.st_mtime_ns)  # root + "/" + name, made once
    return seen


def directory_stamp(inbox: Path) -> tuple[int, int, int] | None:
    """(device, inode, mtime_ns) of the inbox directory: adding, removing or renaming an
    entry in it changes the mtime (a file rewritten in place under its name does not).
    None when there is no inbox."""
    try:
        stat = os.stat(inbox)
    except OSError:
        return None
    return (stat.st_dev, stat.st_ino, stat.st_mtime_ns)


def not_a_file(path: Path) -> tuple[str, str] | None:
    """(reason, message) for an inbox entry that is no regular file, else None."""
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        return None
    if stat_module.S_ISLNK(mode):
        return "symlink", (
            f"{path.name} is a symbolic link; links are not followed. "
            "Copy the file itself into the inbox"
        )
    if not stat_module.S_ISREG(mode):
        kind = "a directory" if stat_module.S_ISDIR(mode) else "not a regular file"
        return "not_a_file", f"{path.name} is {kind}; only PDF files are extracted"
    return None


def settled(
    current: Mapping[str, Observation], previous: Mapping[str, Observation], ledger: Ledger
) -> tuple[list[str], dict[str, Observation]]:
    """Split the inbox into files ready to register (same size and mtime as at the previous
    look, and not registered before) and files to look at again next time. A file whose
    document a crashed registrant left `discovered` (registered, never checked) is ready
    again, so its check is finished instead of stranding it."""
    ready: list[str] = []
    waiting: dict[str, Observation] = {}
    seen = ledger.seen_files(list(current))
    unchecked = {d.source_file for d in ledger.documents(statuses=[DocumentStatus.DISCOVERED])}
    for path, (size, mtime_ns) in current.items():
        if seen.get(path) == (size, mtime_ns):
            if path in unchecked:
                ready.append(path)
            continue
        if previous.get(path) == (size, mtime_ns):
            ready.append(path)
        else:
            waiting[path] = (size, mtime_ns)
    return ready, waiting

"""The intake check of one PDF, bounded in time: it runs in a checker process, so a file
that sends the parser into a loop, or kills it, costs its batch at most a deadline.

pypdf is pure Python, and a hostile file can keep it busy for good (a cyclic page tree, a
pathological cross-reference table) or make its process die (memory). The registering
process (the sensor's code server, `po-pipeline run`) must outlive both and finish its
batch, so it hands each path to a checker process (this module, run as
`python -m po_pipeline.pipeline.pdf_check` by pipeline/checker.py) and waits for the answer
at most `timeout` seconds (PO_INTAKE_CHECK_SECONDS). Past that the checker is killed and
the file is rejected as `crashed_intake` (pipeline/checker.py has the rules).

One checker serves every file of its process, one at a time: it is started at the first
check (about 0.2 s: an interpreter and pypdf) and reused, so a file costs a round trip on
a pipe (well under a millisecond) on top of the parse. It is a fresh interpreter, not a
fork: the code server that registers files runs gRPC threads, which a fork would copy
half-way. It leaves when its registering process does (end of input, or its parent gone).
No Dagster here, and nothing of the ledger: the checker imports pypdf only.
"""

from __future__ import annotations

import json
import logging
import os
import resource
import signal
import sys
import threading
import time
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import PdfReadError

from po_pipeline.faults import crash_point

Problem = tuple[str, str]  # (reason, message): why a file is not sent for extraction

# A check of a large, sound PDF takes well under a second; the deadline is for parsers
# caught in a loop. It stays well inside Dagster's 60 s sensor timeout, beside the tick's
# own registration budget (defs/sensors.py, TICK_REGISTER_LIMIT_SECONDS).
INTAKE_CHECK_SECONDS = 20.0
# The address space a checker may use while it checks a file (PO_INTAKE_CHECK_MB): pypdf
# holds a whole file and each stream it decodes (up to 75 MB apiece) in memory, so a file
# of many large streams could take the machine's memory; past the limit its allocations
# fail and the file is rejected as `out_of_memory`. A sound 20 MiB PDF needs a few hundred
# MiB at most; the checker itself takes about 130 MiB of address space (an interpreter,
# pypdf, and the thread that watches its parent).
INTAKE_CHECK_MB = 1024


def check_pdf(path: Path, *, max_file_bytes: int) -> Problem | None:
    """(reason, message) when the file must not be sent for extraction, else None."""
    size = path.stat().st_size
    if size == 0:
        return "empty_file", f"{path.name} is empty (0 bytes); nothing to extract"
    if size > max_file_bytes:
        return "too_large", (
            f"{path.name} is {size / 2**20:.1f} MiB, over the "
            f"{max_file_bytes / 2**20:.0f} MiB limit; split or compress it"
        )
    with path.open("rb") as handle:
        head = handle.read(1024)
    if b"%PDF-" not in head:
        return "not_pdf", f"{path.name} is not a PDF (no %PDF- header); convert it first"
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            return "encrypted", f"{path.name} is password-protected; send an unprotected copy"
        if len(reader.pages) == 0:
            return "corrupt", f"{path.name} has no pages"
    except MemoryError:
        raise  # the checker's memory limit: serve() tells it apart from a corrupt file
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as exc:
        return "corrupt", f"{path.name} cannot be read as a PDF ({type(exc).__name__}: {exc})"[:400]
    except Exception as exc:  # noqa: BLE001 - a hostile file must never stop the batch
        return "corrupt", f"{path.name}: PDF parser failed ({type(exc).__name__})"
    return None


def _out_of_memory(path: Path, max_memory_bytes: int) -> Problem:
    return "out_of_memory", (
        f"{path.name}: checking it needed more than {max_memory_bytes / 2**20:.0f} MiB "
        "(PO_INTAKE_CHECK_MB), as a file built to exhaust memory would; it was stopped, and "
        "the file is not checked or extracted again. Send a repaired copy (new bytes are a "
        "new document)"
    )


def _leave_with_parent() -> None:
    """Exit once the registering process is gone, even in the middle of a check that
    never ends (then nobody would close our input)."""
    parent = os.getppid()
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(0)


def _limit_memory(max_bytes: int | None) -> None:
    """Cap this process's address space (RLIMIT_AS, soft limit) at `max_bytes`, or lift
    the cap (None). Only the soft limit moves, so it can be lifted again without privilege;
    allocations past it fail with MemoryError, and the pages a failed check held return
    once its objects are gone."""
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = hard if max_bytes is None else max_bytes
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _check_within_memory(path: Path, request: dict) -> Problem | None:
    """check_pdf under the request's memory cap; the cap is lifted again before the
    answer is written (writing it must not be what runs out)."""
    max_memory = request.get("max_memory_bytes")
    try:
        _limit_memory(max_memory)
        return check_pdf(path, max_file_bytes=request["max_file_bytes"])
    except MemoryError:
        return _out_of_memory(path, max_memory or 0)
    finally:
        _limit_memory(None)


def serve() -> None:
    """The checker: one JSON request a line on stdin ({"path", "max_file_bytes",
    "max_memory_bytes"}), one answer a line on stdout ({"problem": null | [reason,
    message]})."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever a library prints goes to stderr, never into the answers
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the registering process
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # a hostile file's warnings
    threading.Thread(target=_leave_with_parent, daemon=True).start()
    for line in sys.stdin.buffer:
        request = json.loads(line)
        path = Path(request["path"])
        crash_point("while_checking", path.name)
        try:
            problem = _check_within_memory(path, request)
        except OSError as exc:  # gone or unreadable since it was hashed
            problem = ("unreadable", f"{path.name} cannot be read ({exc.strerror or exc})")
        out.write(json.dumps({"problem": problem}).encode() + b"\n")
        out.flush()


if __name__ == "__main__":
    serve()

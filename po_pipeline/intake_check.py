"""The intake check of one PDF, bounded in time: it runs in a checker process, so a file
that sends the parser into a loop, or kills it, costs its batch at most a deadline.

pypdf is pure Python, and a hostile file can keep it busy for good (a cyclic page tree, a
pathological cross-reference table) or make its process die (memory). The registering
process (the sensor's code server, `po-pipeline run`) must outlive both and finish its
batch, so it hands each path to a checker process (`python -m po_pipeline.intake_check`)
and waits for the answer at most `timeout` seconds (PO_INTAKE_CHECK_SECONDS). Past that
the checker is killed and the file is rejected as `crashed_intake`; a checker that dies
on a file is started again for one more try, and after MAX_CHECKER_DEATHS deaths on it the
file is rejected the same way. The rest of the batch goes on with a new checker.

One checker serves every file of its process, one at a time: it is started at the first
check (about 0.2 s: an interpreter and pypdf) and reused, so a file costs a round trip on
a pipe (well under a millisecond) on top of the parse. It is a fresh interpreter, not a
fork: the code server that registers files runs gRPC threads, which a fork would copy
half-way. It leaves when its registering process does (end of input, or its parent gone).
No Dagster here, and nothing of the ledger: the checker imports pypdf only.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import select
import signal
import subprocess
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
# own registration budget (defs/sensors.py, REGISTER_SECONDS).
INTAKE_CHECK_SECONDS = 20.0
# Checkers that may die on one file before it is rejected: a first death may be bad luck
# (the OOM killer choosing it for another's sake), a second on the same file is the file.
MAX_CHECKER_DEATHS = 2


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
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as exc:
        return "corrupt", f"{path.name} cannot be read as a PDF ({type(exc).__name__}: {exc})"[:400]
    except Exception as exc:  # noqa: BLE001 - a hostile file must never stop the batch
        return "corrupt", f"{path.name}: PDF parser failed ({type(exc).__name__})"
    return None


class Checker:
    """The checker process of this process, started on first use, and the bounded wait
    for its answers. Thread-safe: checks run one at a time."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    def check(self, path: Path, *, max_file_bytes: int, timeout: float) -> Problem | None:
        """check_pdf(path) as the checker answers it, or `crashed_intake` when the checker
        was still at it after `timeout` seconds (it is killed) or died on it
        MAX_CHECKER_DEATHS times."""
        request = json.dumps({"path": str(path), "max_file_bytes": max_file_bytes}) + "\n"
        deaths: list[str] = []
        with self._lock:
            while len(deaths) < MAX_CHECKER_DEATHS:
                answer = self._ask(request.encode(), timeout)
                if isinstance(answer, dict):
                    problem = answer["problem"]
                    return None if problem is None else (problem[0], problem[1])
                if answer is None:
                    return "crashed_intake", (
                        f"{path.name}: its intake check was still running after "
                        f"{timeout:.0f} s (PO_INTAKE_CHECK_SECONDS), as a PDF parser caught "
                        "in a loop would be; it was stopped, and the file is not checked or "
                        "extracted again. Send a repaired copy (new bytes are a new document)"
                    )
                deaths.append(answer)
        return "crashed_intake", (
            f"{path.name}: checking this file killed the process that checked it "
            f"{len(deaths)} times ({'; '.join(deaths)}); it is not checked or extracted "
            "again. Send a repaired copy (new bytes are a new document)"
        )

    def _ask(self, request: bytes, timeout: float) -> dict | str | None:
        """The checker's answer; None when it was still at it after `timeout` seconds (it is
        killed); how it ended when it died."""
        process = self._running()
        assert process.stdin and process.stdout
        try:
            process.stdin.write(request)
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], timeout)
            line = process.stdout.readline() if ready else None
        except BrokenPipeError:  # it died before reading the request
            line = b""
        if line:
            return json.loads(line)
        code = self.stop()
        if line is None:
            return None
        ended = f"killed by signal {-code}" if code and code < 0 else f"exit status {code}"
        return f"checker pid {process.pid} {ended}"

    def _running(self) -> subprocess.Popen[bytes]:
        if self._process is None or self._process.poll() is not None:
            self.stop()
            self._process = subprocess.Popen(
                [sys.executable, "-m", "po_pipeline.intake_check"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                env=_checker_env(),
            )
        return self._process

    def stop(self) -> int | None:
        """Kill the checker (it holds nothing worth a clean exit); its exit status."""
        process, self._process = self._process, None
        if process is None:
            return None
        if process.poll() is None:
            process.kill()
        for pipe in (process.stdin, process.stdout):
            if pipe:
                pipe.close()
        return process.wait()


def _checker_env() -> dict[str, str]:
    """Our environment, with this copy of po_pipeline first on the checker's path (the one
    a source checkout or a test put on ours, not whatever else is installed)."""
    root = str(Path(__file__).resolve().parent.parent)
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": os.pathsep.join([root, path] if path else [root])}


CHECKER = Checker()
atexit.register(CHECKER.stop)


def _leave_with_parent() -> None:
    """Exit once the registering process is gone, even in the middle of a check that
    never ends (then nobody would close our input)."""
    parent = os.getppid()
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(0)


def serve() -> None:
    """The checker: one JSON request a line on stdin ({"path", "max_file_bytes"}), one
    answer a line on stdout ({"problem": null | [reason, message]})."""
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
            problem = check_pdf(path, max_file_bytes=request["max_file_bytes"])
        except OSError as exc:  # gone or unreadable since it was hashed
            problem = ("unreadable", f"{path.name} cannot be read ({exc.strerror or exc})")
        out.write(json.dumps({"problem": problem}).encode() + b"\n")
        out.flush()


if __name__ == "__main__":
    serve()

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
import resource
import select
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
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
    except MemoryError:
        raise  # the checker's memory limit: serve() tells it apart from a corrupt file
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as exc:
        return "corrupt", f"{path.name} cannot be read as a PDF ({type(exc).__name__}: {exc})"[:400]
    except Exception as exc:  # noqa: BLE001 - a hostile file must never stop the batch
        return "corrupt", f"{path.name}: PDF parser failed ({type(exc).__name__})"
    return None


def _hung(path: Path, timeout: float) -> Problem:
    return "crashed_intake", (
        f"{path.name}: its intake check was still running after {timeout:.0f} s "
        "(PO_INTAKE_CHECK_SECONDS), as a PDF parser caught in a loop would be; it was "
        "stopped, and the file is not checked or extracted again. Send a repaired copy (new "
        "bytes are a new document)"
    )


def _out_of_memory(path: Path, max_memory_bytes: int) -> Problem:
    return "out_of_memory", (
        f"{path.name}: checking it needed more than {max_memory_bytes / 2**20:.0f} MiB "
        "(PO_INTAKE_CHECK_MB), as a file built to exhaust memory would; it was stopped, and "
        "the file is not checked or extracted again. Send a repaired copy (new bytes are a "
        "new document)"
    )


def _killed(path: Path, deaths: list[str]) -> Problem:
    return "crashed_intake", (
        f"{path.name}: checking this file killed the process that checked it "
        f"{len(deaths)} times ({'; '.join(deaths)}); it is not checked or extracted again. "
        "Send a repaired copy (new bytes are a new document)"
    )


class Checker:
    """The checker process of this process, started on first use, and the bounded wait
    for its answers. Thread-safe: one batch of checks at a time."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._buffer = bytearray()
        self._lock = threading.Lock()

    def start(self) -> None:
        """Start the checker now, if it is not running, without waiting for it: it loads
        while the caller does other work (hashing a batch) instead of at the first check."""
        with self._lock:
            self._running()

    @contextmanager
    def checks(
        self,
        paths: list[Path],
        *,
        max_file_bytes: int,
        timeout: float,
        max_memory_bytes: int = INTAKE_CHECK_MB * 2**20,
    ) -> Iterator[Checks]:
        """The checks of `paths`, sent ahead while the caller does other work; ask for
        their verdicts in that order (`Checks.result`)."""
        with self._lock:
            batch = Checks(
                self,
                paths,
                max_file_bytes=max_file_bytes,
                timeout=timeout,
                max_memory_bytes=max_memory_bytes,
            )
            try:
                yield batch
            finally:
                batch.close()

    def check(self, path: Path, *, max_file_bytes: int, timeout: float) -> Problem | None:
        """The verdict on one file (see Checks.result)."""
        with self.checks([path], max_file_bytes=max_file_bytes, timeout=timeout) as batch:
            return batch.result(path)

    def _send(self, request: bytes) -> None:
        process = self._running()
        assert process.stdin
        try:
            process.stdin.write(request)
            process.stdin.flush()
        except BrokenPipeError:  # it died: the next read says how
            pass

    def _read(self, deadline: float) -> bytes | str | None:
        """The checker's next answer; None when none came by `deadline` (time.monotonic),
        or how the checker ended when it died. Either way it is stopped."""
        process = self._process
        assert process and process.stdout
        fd = process.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.stop()
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                code = self.stop()
                ended = f"killed by signal {-code}" if code and code < 0 else f"exit status {code}"
                return f"checker pid {process.pid} {ended}"
            self._buffer += chunk
        line, _, rest = bytes(self._buffer).partition(b"\n")
        self._buffer = bytearray(rest)
        return line

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
        self._buffer = bytearray()
        if process is None:
            return None
        if process.poll() is None:
            process.kill()
        for pipe in (process.stdin, process.stdout):
            if pipe:
                pipe.close()
        return process.wait()


class Checks:
    """A batch of checks, answered in order. Up to WINDOW requests wait in the checker's
    input, so it parses the next files while the caller writes the ledger, and nothing is
    waited for per file but the answer itself. A request is under 4 KiB, so the window
    never fills the pipe: a hung checker cannot block a write."""

    WINDOW = 16

    def __init__(
        self,
        checker: Checker,
        paths: list[Path],
        *,
        max_file_bytes: int,
        timeout: float,
        max_memory_bytes: int,
    ) -> None:
        self._checker = checker
        self._unsent = deque(paths)
        self._sent: deque[tuple[Path, float]] = deque()  # with when it was sent
        self._deaths: dict[Path, list[str]] = {}
        self._max_file_bytes = max_file_bytes
        self._max_memory_bytes = max_memory_bytes
        self._timeout = timeout
        self._answered_at = time.monotonic()  # the checker began the next file then
        self._send_ahead()

    def result(self, path: Path) -> Problem | None:
        """check_pdf(path) as the checker answers it, or `crashed_intake` when it was still
        at it `timeout` seconds after it began (it is killed) or died on it
        MAX_CHECKER_DEATHS times; a new checker takes the files after it. Ask in the order
        given; the answers for files skipped are dropped."""
        while True:
            self._send_ahead()
            head, sent_at = self._sent[0]
            answer = self._checker._read(max(sent_at, self._answered_at) + self._timeout)
            if isinstance(answer, bytes):
                self._sent.popleft()
                self._answered_at = time.monotonic()
                if head == path:
                    problem = json.loads(answer)["problem"]
                    return None if problem is None else (problem[0], problem[1])
                continue
            # The checker was at `head` and is gone: what it had not answered goes again.
            self._unsent.extendleft(reversed([p for p, _ in self._sent]))
            self._sent.clear()
            self._answered_at = time.monotonic()
            if answer is None:
                verdict = _hung(head, self._timeout)
            else:
                deaths = self._deaths.setdefault(head, [])
                deaths.append(answer)
                if len(deaths) < MAX_CHECKER_DEATHS:
                    continue  # once more, in a new checker
                verdict = _killed(head, deaths)
            self._unsent.popleft()  # `head` is not checked again
            if head == path:
                return verdict

    def _send_ahead(self) -> None:
        while self._unsent and len(self._sent) < self.WINDOW:
            path = self._unsent.popleft()
            request = {
                "path": str(path),
                "max_file_bytes": self._max_file_bytes,
                "max_memory_bytes": self._max_memory_bytes,
            }
            self._checker._send(json.dumps(request).encode() + b"\n")
            self._sent.append((path, time.monotonic()))

    def close(self) -> None:
        """Answers still on their way are for files nobody asked about (already known):
        the checker is stopped rather than waited for."""
        if self._sent:
            self._checker.stop()


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

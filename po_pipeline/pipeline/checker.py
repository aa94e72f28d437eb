"""The registering process's side of the intake check: the checker process (pdf_check.py)
started on first use and reused, the bounded wait for its answers, and the verdict on a
file that hangs or kills it. A checker that dies on a file is started again for one more
try; after MAX_CHECKER_DEATHS deaths on it the file is rejected as `crashed_intake`. The
rest of the batch goes on with a new checker. No Dagster here, and nothing of the ledger.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_MB, Problem

# Checkers that may die on one file before it is rejected: a first death may be bad luck
# (the OOM killer choosing it for another's sake), a second on the same file is the file.
MAX_CHECKER_DEATHS = 2


def _hung(path: Path, timeout: float) -> Problem:
    return "crashed_intake", (
        f"{path.name}: its intake check was still running after {timeout:.0f} s "
        "(PO_INTAKE_CHECK_SECONDS), as a PDF parser caught in a loop would be; it was "
        "stopped, and the file is not checked or extracted again. Send a repaired copy (new "
        "bytes are a new document)"
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
                [sys.executable, "-m", "po_pipeline.pipeline.pdf_check"],
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
    input (refilled once half of them are answered), so it parses the next files while the
    caller writes the ledger, and nothing is waited for per file but the answer itself. A
    request is under 4 KiB, so the window never fills the pipe: a hung checker cannot block
    a write."""

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
        # Topped up half a window at a time, in one write: a write per file woke the
        # checker once per file, and on two busy cores each wake-up could take the core
        # from the registering process for the length of a parse.
        if not self._unsent or len(self._sent) > self.WINDOW // 2:
            return
        requests: list[bytes] = []
        while self._unsent and len(self._sent) < self.WINDOW:
            path = self._unsent.popleft()
            request = {
                "path": str(path),
                "max_file_bytes": self._max_file_bytes,
                "max_memory_bytes": self._max_memory_bytes,
            }
            requests.append(json.dumps(request).encode() + b"\n")
            self._sent.append((path, time.monotonic()))
        self._checker._send(b"".join(requests))

    def close(self) -> None:
        """Answers still on their way are for files nobody asked about (already known):
        the checker is stopped rather than waited for."""
        if self._sent:
            self._checker.stop()


def _checker_env() -> dict[str, str]:
    """Our environment, with this copy of po_pipeline first on the checker's path (the one
    a source checkout or a test put on ours, not whatever else is installed)."""
    root = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": os.pathsep.join([root, path] if path else [root])}


CHECKER = Checker()
atexit.register(CHECKER.stop)

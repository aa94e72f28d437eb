"""Is the process that claimed a document still alive? Answered without timers.

A claimer is the process that runs a Dagster run: `po-pipeline run` itself (in-process
execution), or the run worker that the daemon launched (its steps run in child processes, so
a step reports its parent). It is named by host, pid and the process's start time, so a pid
reused by another program later is not mistaken for it. On the same host the answer is
certain; on another host it is unknown, and callers fall back to their timers.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass

import psutil

# Start times are compared to this precision (psutil reports them rounded on some systems).
_START_SLACK_SECONDS = 1.0


@dataclass(frozen=True)
class ProcessId:
    host: str
    pid: int
    started: float  # the process's creation time, seconds since the epoch


# This process's own id, once per pid (a forked child has a pid of its own): the registering
# tick names its process before each file's intake check, and asking psutil each time (the
# host name, /proc/PID/stat) was a quarter of a 1,000-file tick's time.
_own: ProcessId | None = None


def process_id(pid: int) -> ProcessId:
    global _own  # noqa: PLW0603 - a cache of this process's constant identity
    if pid == os.getpid():
        if _own is None or _own.pid != pid:
            _own = ProcessId(socket.gethostname(), pid, psutil.Process(pid).create_time())
        return _own
    return ProcessId(socket.gethostname(), pid, psutil.Process(pid).create_time())


def run_worker() -> ProcessId:
    """The process that runs this Dagster run: this one, since every job runs its steps in
    its run worker (definitions.py: the in-process executor). Not its parent: a run worker
    that the code server started is its multiprocessing child, and the code server lives on
    when the run worker dies."""
    return process_id(os.getpid())


def is_alive(process: ProcessId) -> bool | None:
    """True or False on this host; None (unknown) for a process on another host."""
    if process.host != socket.gethostname():
        return None
    try:
        proc = psutil.Process(process.pid)
        started = proc.create_time()
        if proc.status() == psutil.STATUS_ZOMBIE:
            return False  # killed, not yet reaped by its parent
    except (psutil.NoSuchProcess, psutil.ZombieProcess):
        return False
    except psutil.AccessDenied:
        return True  # it exists; we may not look closer
    return abs(started - process.started) <= _START_SLACK_SECONDS

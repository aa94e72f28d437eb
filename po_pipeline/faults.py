"""Crash points, for the crash tests and `bench/` soak runs only.

With `PO_PIPELINE_CRASH_AT=<point>` in its environment, a process kills itself with SIGKILL
the first time it reaches that point, as a power cut or the OOM killer would: no cleanup, no
`finally`. With `PO_PIPELINE_HANG_AT=<point>` it stops there for good instead (the thread
sleeps forever, the process stays alive), as a parser caught in a loop would. Unset (always,
in production), `crash_point` does nothing. `<point>:<name>` acts only at that point for the
subject (an inbox file's name) given as `name`, so one poisoned file can be told from the
rest of its batch. The points:

- `while_hashing`: in the registering process, while a settled file is read for its
  fingerprint, as a read from a hung file system would stop there (the read's thread only);
- `while_registering`: a new document is in the ledger (`discovered`), before its intake
  check queues or rejects it;
- `awaiting_check`: in the registering process, a PDF's intake check is recorded in the
  ledger and not yet answered, as the OOM killer or a read that never returns would stop
  that process;
- `while_checking`: inside the intake check of a PDF, in its checker process
  (po_pipeline/pipeline/pdf_check.py), as a parser that crashes or loops on a hostile file would;
- `after_claim`: a document moved to `submitting`, before its upload is marked started
  (nothing sent: the next run queues it again, on any backend);
- `upload_started`: the upload is marked started in the ledger, the request not yet sent
  (the next run re-sends it with its key, or, on ComPDF, it waits in `submission_unknown`
  unless the task list shows a task);
- `after_upload`: the backend accepted the upload, before its task id is stored;
- `while_polling`: a task's status was read, before the ledger records it;
- `while_publishing`: the warehouse's new snapshot is built privately, not yet published.
"""

from __future__ import annotations

import os
import signal
import time

CRASH_ENV = "PO_PIPELINE_CRASH_AT"
HANG_ENV = "PO_PIPELINE_HANG_AT"
POINTS = ("after_claim", "upload_started", "after_upload", "while_polling", "while_publishing")


def crash_point(point: str, subject: str | None = None) -> None:
    here = (point, f"{point}:{subject}")
    if os.environ.get(CRASH_ENV) in here:
        os.kill(os.getpid(), signal.SIGKILL)
    if os.environ.get(HANG_ENV) in here:
        while True:
            time.sleep(3600)

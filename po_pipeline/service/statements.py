"""The statements of every job's path (upload, hand-over, start, completion), built once with
bound parameters: SQLAlchemy then skips building and keying a new statement per call, a
noticeable share of the service's CPU per job. The job store (store.py) runs them."""

from __future__ import annotations

from sqlalchemy import bindparam, func, insert, select, update

from po_pipeline.service.models import JobStatus
from po_pipeline.service.tables import RECORD_COLUMNS, jobs

NEW_JOB_COLUMNS = (
    "job_id", "owner", "status", "progress", "idempotency_key", "content_sha256", "filename",
    "schema_json", "created_at", "attempts",
)  # fmt: skip
PENDING_COUNT = (
    select(func.count())
    .select_from(jobs)
    .where(jobs.c.status == JobStatus.PENDING.value)
    .scalar_subquery()
)
CREATE = insert(jobs).from_select(
    [jobs.c[k] for k in NEW_JOB_COLUMNS],
    select(*[bindparam(f"p_{k}", type_=jobs.c[k].type) for k in NEW_JOB_COLUMNS]).where(
        PENDING_COUNT < bindparam("p_max_pending")
    ),
)
BY_ID = select(*RECORD_COLUMNS).where(jobs.c.job_id == bindparam("p_job_id"))
BY_ID_AND_OWNER = BY_ID.where(jobs.c.owner == bindparam("p_owner"))
BY_KEYS = select(*RECORD_COLUMNS).where(
    jobs.c.owner == bindparam("p_owner"),
    jobs.c.idempotency_key.in_(bindparam("p_keys", expanding=True)),
)
BY_IDS_AND_OWNER = select(*RECORD_COLUMNS).where(
    jobs.c.owner == bindparam("p_owner"), jobs.c.job_id.in_(bindparam("p_ids", expanding=True))
)
RESULTS_BY_IDS = select(jobs.c.job_id, jobs.c.result_json).where(
    jobs.c.job_id.in_(bindparam("p_ids", expanding=True)), jobs.c.result_json.is_not(None)
)
# Every pending job's id, in the order the dispatcher hands them over (oldest first).
QUEUE = select(jobs.c.job_id).where(jobs.c.status == JobStatus.PENDING.value).order_by(jobs.c.id)
BY_KEY = select(*RECORD_COLUMNS).where(
    jobs.c.owner == bindparam("p_owner"), jobs.c.idempotency_key == bindparam("p_key")
)
UNHELD = (jobs.c.status == JobStatus.PENDING.value, jobs.c.run_token.is_(None))
OLDEST_UNHELD = select(jobs.c.id).where(*UNHELD).order_by(jobs.c.id).limit(1).scalar_subquery()
HAND_OVER_NEXT = (
    update(jobs)
    .where(jobs.c.id == OLDEST_UNHELD, *UNHELD)
    .values(run_token=bindparam("p_token"))
    .returning(*RECORD_COLUMNS)
)
HAND_OVER = (
    update(jobs)
    .where(jobs.c.job_id == bindparam("p_job_id"), *UNHELD)
    .values(run_token=bindparam("p_token"))
    .returning(*RECORD_COLUMNS)
)
HELD = (jobs.c.job_id == bindparam("p_job_id"), jobs.c.run_token == bindparam("p_token"))
START = (
    update(jobs)
    .where(*HELD, jobs.c.status == JobStatus.PENDING.value)
    .values(
        status=JobStatus.RUNNING.value,
        started_at=bindparam("p_now"),
        progress=0,
        worker_pid=bindparam("p_pid"),
        attempts=jobs.c.attempts + 1,
    )
)
COMPLETE = (
    update(jobs)
    .where(*HELD, jobs.c.status == JobStatus.RUNNING.value)
    .values(
        status=JobStatus.COMPLETED.value,
        progress=100,
        pages=bindparam("p_pages"),
        result_json=bindparam("p_result"),
        completed_at=bindparam("p_now"),
        run_token=None,
        worker_pid=None,
    )
)
FAIL = (
    update(jobs)
    .where(*HELD, jobs.c.status == JobStatus.RUNNING.value)
    .values(
        status=JobStatus.FAILED.value,
        error_code=bindparam("p_code"),
        error_message=bindparam("p_message"),
        completed_at=bindparam("p_now"),
        run_token=None,
        worker_pid=None,
    )
)

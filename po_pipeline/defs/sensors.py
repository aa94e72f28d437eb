"""inbox_sensor: register settled files, then ask for a run per partition with queued work."""

import json
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import dagster as dg

from po_pipeline.config import sensor_interval_seconds
from po_pipeline.defs.assets import extract_job
from po_pipeline.defs.liveness import fail_dead_runs
from po_pipeline.defs.resources import IntakeResource, LedgerResource
from po_pipeline.defs.runs import runs_holding
from po_pipeline.ledger import Ledger
from po_pipeline.ledger.requests import claim_request, last_requests
from po_pipeline.pipeline.arrivals import Observation, directory_stamp
from po_pipeline.pipeline.inbox import new_partitions, register_settled
from po_pipeline.pipeline.intake import Budget
from po_pipeline.pipeline.planning import partitions_to_run

# Seconds a tick spends registering (hashing, checking) settled files; the rest wait in the
# cursor for the next tick, so a bulk drop never runs a tick into Dagster's 60 s timeout.
REGISTER_SECONDS = 10.0
# Seconds within which a tick's registering must end, hanging files included: a file is
# begun only while its read and its check, each stopped after PO_INTAKE_CHECK_SECONDS, fit
# (intake.Budget). Under Dagster's 60 s sensor timeout, with room for listing the inbox
# and asking for runs. A tick's first file is begun whatever the time, so a tick always
# makes progress (with a PO_INTAKE_CHECK_SECONDS over 22 s, it alone may take longer).
TICK_REGISTER_LIMIT_SECONDS = 45.0
# A tick lists the inbox only when its directory changed since the last listing, files were
# waiting, or this long has passed since the last listing: otherwise a tick with 100,000
# files known stats every one of them to find nothing new. A file rewritten in place under
# a name already registered (`cp` over an existing name, say) changes no directory entry, so
# it is noticed at the next full listing, at most this long after.
FULL_LISTING_SECONDS = 300.0
# A listing stands for the inbox only if it began this long after the directory's last
# change: where timestamps are coarse (whole seconds; FAT's two), a change soon after it
# could carry the same mtime.
MTIME_SLACK_SECONDS = 2.0

# Dagster's tag on a run a sensor launched: the run key it was asked for under.
RUN_KEY_TAG = "dagster/run_key"
SENSOR_ACTOR = "inbox_sensor"


@dg.sensor(
    job=extract_job,
    minimum_interval_seconds=sensor_interval_seconds(),
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Registers PDFs that stopped growing in the inbox and requests extraction runs.",
)
def inbox_sensor(
    context: dg.SensorEvaluationContext, ledger: LedgerResource, intake: IntakeResource
) -> dg.SensorResult:
    started = time.monotonic()  # the tick's budget counts listing the inbox too
    cursor = InboxCursor.parse(context.cursor)
    inbox = Path(intake.inbox)
    led = ledger.open()
    if cursor.still_stands(inbox, now=time.time()):
        registrations, waiting, listing = [], {}, cursor.listing
    else:
        stamp, began = directory_stamp(inbox), time.time()
        budget = Budget(
            ends=started + TICK_REGISTER_LIMIT_SECONDS, soft_end=started + REGISTER_SECONDS
        )
        done = register_settled(
            inbox,
            cursor.waiting,
            led,
            settings=intake.settings(),
            actor=SENSOR_ACTOR,
            budget=budget,
        )
        registrations, waiting = done.registered, done.waiting
        trusted = stamp is not None and began - stamp[2] / 1e9 >= MTIME_SLACK_SECONDS
        listing = (stamp, began) if trusted and not waiting else None
    if registrations:
        context.log.info(
            "Registered %d files (%d new documents); %d settling or left for the next tick",
            len(registrations),
            sum(r.created for r in registrations),
            len(waiting),
        )
    for run_id in fail_dead_runs(context.instance, led):
        context.log.warning("Run %s had lost its process; marked failed", run_id)
    work = partitions_to_run(led, sweep=False, also=new_partitions(registrations))
    held = runs_holding(context.instance, work)
    run_requests, aside = request_runs(context.instance, led, [p for p in work if p not in held])
    return dg.SensorResult(
        run_requests=run_requests,
        cursor=InboxCursor(waiting, listing).dump(),
        skip_reason=None if run_requests else dg.SkipReason(_why_idle(held, aside, len(waiting))),
    )


@dataclass(frozen=True)
class InboxCursor:
    """What a tick leaves the next one. `waiting`: the (size, mtime) of files seen and not
    yet registered; a file is registered once two consecutive ticks see it unchanged, so
    half-written files wait. `listing`: the inbox directory's stamp (arrivals.directory_stamp)
    when a listing that left nothing waiting began, and the time it began; while the stamp
    stays the same, that listing still stands."""

    waiting: dict[str, Observation]
    listing: tuple[tuple[int, int, int], float] | None = None

    @classmethod
    def parse(cls, text: str | None) -> "InboxCursor":
        raw = json.loads(text or "{}")
        if "waiting" not in raw:  # a cursor from before `listing`: the waiting files alone
            return cls({path: tuple(obs) for path, obs in raw.items()})
        listing = raw.get("listing")
        return cls(
            {path: tuple(obs) for path, obs in raw["waiting"].items()},
            (tuple(listing["directory"]), listing["began"]) if listing else None,
        )

    def dump(self) -> str:
        listing = None
        if self.listing is not None:
            listing = {"directory": list(self.listing[0]), "began": self.listing[1]}
        waiting = {path: list(obs) for path, obs in self.waiting.items()}
        return json.dumps({"waiting": waiting, "listing": listing}, sort_keys=True)

    def still_stands(self, inbox: Path, *, now: float) -> bool:
        """Whether the last listing still describes the inbox: nothing was waiting, the
        directory is unchanged, and it is not yet time for a full listing."""
        if self.waiting or self.listing is None:
            return False
        stamp, began = self.listing
        return now - began < FULL_LISTING_SECONDS and directory_stamp(inbox) == stamp


def request_runs(
    instance: dg.DagsterInstance, ledger: Ledger, partitions: list[str]
) -> tuple[list[dg.RunRequest], dict[str, str]]:
    """A run request for each of `partitions` (none held by a run), each claimed in the
    ledger first (po_pipeline.ledger.requests): of two ticks evaluated at once, the one
    whose claim loses stands aside; the second value names, per partition, the run key it
    stood aside for. A partition's last request that never became a run (not launched yet,
    or lost with its tick) is asked again under the same run key, for which Dagster
    launches one run at most; once that run exists, the next request takes a new key."""
    asked = last_requests(ledger, partitions)
    requests: list[dg.RunRequest] = []
    aside: dict[str, str] = {}
    for partition in partitions:
        last = asked.get(partition)
        seen = last.run_key if last else None
        if seen is not None and not _launched(instance, seen):
            run_key = seen
        else:
            run_key = f"inbox:{partition}:{uuid.uuid4().hex[:12]}"
        if not claim_request(ledger, partition, seen=seen, run_key=run_key, actor=SENSOR_ACTOR):
            aside[partition] = last_requests(ledger, [partition])[partition].run_key
            continue
        requests.append(
            dg.RunRequest(
                partition_key=partition,
                run_key=run_key,
                tags={"po_pipeline/trigger": SENSOR_ACTOR},
            )
        )
    return requests, aside


def _launched(instance: dg.DagsterInstance, run_key: str) -> bool:
    """Whether a run asked for under `run_key` exists, in any state."""
    return bool(instance.get_runs(filters=dg.RunsFilter(tags={RUN_KEY_TAG: run_key}), limit=1))


def _why_idle(held: dict[str, dg.DagsterRun], aside: dict[str, str], settling: int) -> str:
    """The real reason no run is requested: runs already hold the partitions with work,
    another tick asked for their runs at the same moment, or there is no work."""
    parts = [
        f"partition {p} has work but run {run.run_id} ({run.status.value}) holds it"
        for p, run in sorted(held.items())
    ] + [
        f"partition {p} has work; another tick asked for its run just now (run key {key})"
        for p, key in sorted(aside.items())
    ] or ["no queued work"]
    return "; ".join([*parts, f"{settling} files still settling"])

"""How long inbox_sensor's ticks take when many files land at once (issue 12, item 3).

    python bench/sensor_ticks.py [--files 2000] [--known-ticks 3]

Drops FILES byte-distinct copies of the seed orders into a fresh inbox, then evaluates
`inbox_sensor` tick after tick the way the daemon does (a real Dagster instance, a real
SQLite ledger) until every file is registered, then KNOWN_TICKS more with every file known.
Prints JSON: seconds per tick, files registered per tick, and the ticks needed; then, with
every file known, the seconds of a tick while the last listing stands (the inbox directory
unchanged: nothing is listed) and of one that lists the whole inbox (as a tick does every
FULL_LISTING_SECONDS). Targets: no tick over 20 s, whatever lands at once; a tick with
100,000 files known within 2 s (both kinds).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import dagster as dg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from po_pipeline.defs.resources import IntakeResource, LedgerResource  # noqa: E402
from po_pipeline.defs.sensors import REGISTER_SECONDS, InboxCursor, inbox_sensor  # noqa: E402
from po_pipeline.ledger import Ledger  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--known-ticks", type=int, default=3)
    args = parser.parse_args()
    seeds = sorted((ROOT / "data" / "inbox").glob("*.pdf"))
    with tempfile.TemporaryDirectory() as tmp, dg.instance_for_test() as instance:
        data = Path(tmp)
        inbox = data / "inbox"
        inbox.mkdir()
        for i in range(args.files):
            seed = seeds[i % len(seeds)]
            (inbox / f"{i:06d}-{seed.name}").write_bytes(seed.read_bytes() + f"\n%{i}\n".encode())
        resources = {
            "ledger": LedgerResource(url=f"sqlite:///{data / 'ledger.db'}"),
            "intake": IntakeResource(inbox=str(inbox)),
        }
        ledger = Ledger(f"sqlite:///{data / 'ledger.db'}")
        cursor, ticks = None, []
        while True:
            context = dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources)
            started = time.perf_counter()
            result = inbox_sensor(context)
            seconds = time.perf_counter() - started
            cursor = result.cursor
            registered = len(ledger.documents())
            ticks.append({"seconds": round(seconds, 2), "registered": registered})
            if registered >= args.files:
                break
        for _ in range(args.known_ticks):
            # A tick while the last listing stands (the inbox directory unchanged), then one
            # that lists the whole inbox anyway, as a tick does every FULL_LISTING_SECONDS.
            for full in (False, True):
                if full:
                    cursor = InboxCursor(InboxCursor.parse(cursor).waiting).dump()
                context = dg.build_sensor_context(
                    instance=instance, cursor=cursor, resources=resources
                )
                started = time.perf_counter()
                cursor = inbox_sensor(context).cursor
                seconds = round(time.perf_counter() - started, 2)
                ticks.append({"seconds": seconds, "known": "full_listing" if full else "standing"})
    busy = [t["seconds"] for t in ticks if "registered" in t]
    standing = [t["seconds"] for t in ticks if t.get("known") == "standing"]
    full = [t["seconds"] for t in ticks if t.get("known") == "full_listing"]
    print(
        json.dumps(
            {
                "files": args.files,
                "register_seconds_budget": REGISTER_SECONDS,
                "ticks_to_register_all": len(busy),
                "longest_tick_seconds": max(busy),
                "known_tick_seconds": standing,
                "known_full_listing_tick_seconds": full,
                "ticks": ticks,
            },
            indent=1,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

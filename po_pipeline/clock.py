"""The time source the ledger, the processor and the service share.

Timestamps are aware UTC everywhere; code that needs "now" takes a `Clock` argument that
defaults to `utc_now`, so tests can drive time without sleeping or patching.
"""

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)

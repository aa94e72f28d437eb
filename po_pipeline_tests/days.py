"""Today, read when a test needs it: a module constant goes stale when a run crosses
midnight UTC (stop 48 saw 22 tests fail that way)."""

from datetime import UTC, date, datetime


def today() -> date:
    return datetime.now(UTC).date()


def today_key() -> str:
    """Today's daily partition key."""
    return today().isoformat()

"""Model files shipped beside the schema (calibration.json, party_model.json)."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["shipped_model"]

log = logging.getLogger(__name__)
T = TypeVar("T")


def shipped_model(
    path: Path, schema_version: str, build: Callable[[dict[str, Any]], T], *, without: str
) -> T | None:
    """`build` applied to the JSON model at `path` when it was fitted for `schema_version`;
    else None, with a warning saying what happens `without` it. The file is read and built
    again only when it changes."""
    try:
        mtime = path.stat().st_mtime_ns
    except FileNotFoundError:
        return None
    return _built(str(path), mtime, schema_version, build, without)


@lru_cache(maxsize=8)
def _built(
    path: str,
    mtime_ns: int,
    schema_version: str,
    build: Callable[[dict[str, Any]], T],
    without: str,
) -> T | None:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("schema_version") != schema_version:
        log.warning(
            "model %s is for schema %s, not %s: %s",
            path,
            data.get("schema_version"),
            schema_version,
            without,
        )
        return None
    return build(data)

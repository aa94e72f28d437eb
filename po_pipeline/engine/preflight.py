"""Stream preflight: refuse PDFs whose streams would inflate past the engine's memory budget.

pdfminer (text layer) and pdfium (rendering) inflate streams fully and without limits, so a
300 KB file can decode to gigabytes. Before either parses a page, everything reachable from the
pages is checked with pypdf, which itself stops decoding at its own configured limits: content
streams, forms, fonts and CMaps are decoded (not cached) and measured; images are judged by
their declared size, since pdfium allocates width x height pixels whatever the stream holds.
"""

from __future__ import annotations

import io
import logging
import re
import zlib
from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.errors import LimitReachedError
from pypdf.filters import decode_stream_data
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, StreamObject

from po_pipeline.engine.errors import ExtractionError

log = logging.getLogger(__name__)

# Keys that lead away from what a page draws: the page tree (every other page), the page an
# annotation sits on, and attached files (never rendered, may legitimately be large).
_SKIP_KEYS = frozenset({"/Parent", "/P", "/EF"})
_RAW_STREAM = re.compile(rb"stream\r?\n")
_MiB = 1024 * 1024


@dataclass(frozen=True)
class StreamBudget:
    max_stream_bytes: int
    max_total_stream_bytes: int
    max_image_pixels: int
    max_objects: int = 200_000


def check_streams(data: bytes, *, budget: StreamBudget, name: str) -> None:
    """Raise ExtractionError("too_large") if a page's streams or images exceed the budget."""
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            reader.decrypt("")  # pdfium already refused files that need a user password
        pages = list(reader.pages)
    except LimitReachedError as exc:
        raise _too_large(name, f"its structure exceeds a parser limit ({exc})") from exc
    except Exception as exc:  # pypdf cannot walk it; pdfium could open it, so scan raw bytes
        log.warning("%s: structure unreadable for preflight (%s); scanning raw streams", name, exc)
        _scan_raw_streams(data, budget=budget, name=name)
        return
    walker = _Walker(budget, name)
    for number, page in enumerate(pages, start=1):
        walker.walk(page, page_number=number)


class _Walker:
    def __init__(self, budget: StreamBudget, name: str) -> None:
        self.budget = budget
        self.name = name
        self.seen: set[tuple[int, int]] = set()
        self.objects = 0
        self.total = 0

    def walk(self, page: DictionaryObject, *, page_number: int) -> None:
        stack: list[object] = [v for k, v in page.items() if k not in _SKIP_KEYS]
        while stack:
            obj = stack.pop()
            if isinstance(obj, IndirectObject):
                key = (obj.idnum, obj.generation)
                if key in self.seen:
                    continue
                self.seen.add(key)
                try:
                    obj = obj.get_object()
                except LimitReachedError as exc:
                    raise _too_large(self.name, f"page {page_number}: {exc}") from exc
                except Exception:  # a dangling reference: the renderers skip it too
                    continue
            self.objects += 1
            if self.objects > self.budget.max_objects:
                raise _too_large(
                    self.name, f"it has over {self.budget.max_objects} objects on its pages"
                )
            if isinstance(obj, StreamObject):
                self._check_stream(obj, page_number)
            if isinstance(obj, DictionaryObject):
                stack.extend(v for k, v in obj.items() if k not in _SKIP_KEYS)
            elif isinstance(obj, ArrayObject):
                stack.extend(obj)

    def _check_stream(self, stream: StreamObject, page_number: int) -> None:
        if stream.get("/Subtype") == "/Image":
            width, height = _int(stream.get("/Width")), _int(stream.get("/Height"))
            if width * height > self.budget.max_image_pixels:
                raise _too_large(
                    self.name,
                    f"page {page_number} holds a {width}x{height} image, over the "
                    f"{self.budget.max_image_pixels / 1e6:.0f} megapixel limit",
                )
            return
        try:
            size = len(decode_stream_data(stream))
        except LimitReachedError as exc:
            raise _too_large(
                self.name, f"a stream on page {page_number} inflates past the decoder's limit"
            ) from exc
        except Exception:  # undecodable here; pdfium and pdfminer will report or skip it
            return
        if size > self.budget.max_stream_bytes:
            raise _too_large(
                self.name,
                f"a stream on page {page_number} inflates to {size / _MiB:.0f} MiB, over the "
                f"{self.budget.max_stream_bytes / _MiB:.0f} MiB limit",
            )
        self.total += size
        if self.total > self.budget.max_total_stream_bytes:
            raise _too_large(
                self.name,
                f"its page streams inflate to over "
                f"{self.budget.max_total_stream_bytes / _MiB:.0f} MiB in total",
            )


def _scan_raw_streams(data: bytes, *, budget: StreamBudget, name: str) -> None:
    """Fallback without a parser: inflate every zlib-looking stream, counting, never keeping."""
    total = 0
    for match in _RAW_STREAM.finditer(data):
        inflater = zlib.decompressobj()
        size = 0
        chunk = data[match.end() : match.end() + 64 * 1024]
        offset = match.end()
        try:
            while chunk:
                size += len(inflater.decompress(chunk, 4 * _MiB))
                while inflater.unconsumed_tail and size <= budget.max_stream_bytes:
                    size += len(inflater.decompress(inflater.unconsumed_tail, 4 * _MiB))
                if inflater.eof or size > budget.max_stream_bytes:
                    break
                offset += len(chunk)
                chunk = data[offset : offset + 64 * 1024]
        except zlib.error:
            pass  # not deflate data (or damaged): nothing a renderer could inflate either
        total += size
        if size > budget.max_stream_bytes or total > budget.max_total_stream_bytes:
            raise _too_large(
                name,
                f"its streams inflate to over {budget.max_stream_bytes / _MiB:.0f} MiB",
            )


def _int(value: object) -> int:
    try:
        return max(int(value), 0)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


def _too_large(name: str, why: str) -> ExtractionError:
    return ExtractionError(
        "too_large",
        f"{name} would need too much memory to read: {why}; re-export it without "
        "oversized images or content (print to PDF usually does).",
    )

"""OCR for pages without a usable text layer: rapidocr with its bundled models only."""

from __future__ import annotations

import math
import statistics
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from po_pipeline.engine.segments import Segment, Word, words_to_segments


@dataclass(frozen=True)
class OcrSettings:
    """How hard OCR works on one page. The defaults are tuned on bench/accuracy.py's scans."""

    # onnxruntime intra-op threads. The service runs one engine per worker process and as many
    # workers as cores, so one thread each keeps cores from being oversubscribed (and saves
    # the CPU that idle threads burn spinning). Raise it for a single-process CLI run.
    threads: int = 1
    # Longest side, in pixels, of the image text *detection* runs on: detection cost grows
    # with its area, while recognition still reads the crops at full render resolution.
    det_max_side: int = 1280
    # The longest side rapidocr keeps from the rendered page (crops for recognition).
    max_side: int = 2000


_ENGINES: dict[OcrSettings, Any] = {}
_ENGINE_LOCK = threading.Lock()
# One OCR at a time per process: a second concurrent run would only split the same threads.
_RUN_LOCK = threading.Lock()


def ocr_engine(settings: OcrSettings | None = None) -> Any:
    """The process-wide RapidOCR instance for `settings`, created on first use (~1 s)."""
    settings = settings or OcrSettings()
    with _ENGINE_LOCK:
        engine = _ENGINES.get(settings)
        if engine is None:
            from rapidocr import RapidOCR

            engine = RapidOCR(params=_params(settings))
            _ENGINES[settings] = engine
        return engine


def _params(settings: OcrSettings) -> dict[str, Any]:
    return {
        "Global.log_level": "error",
        "Global.max_side_len": settings.max_side,
        "Det.limit_type": "max",
        "Det.limit_side_len": settings.det_max_side,
        "EngineConfig.onnxruntime.intra_op_num_threads": settings.threads,
        "EngineConfig.onnxruntime.inter_op_num_threads": 1,
    }


def ocr_segments(
    image_bgr: np.ndarray, *, scale: float, settings: OcrSettings | None = None
) -> list[Segment]:
    """OCR a rendered page; `scale` is pixels per PDF point, used to map boxes back."""
    engine = ocr_engine(settings)
    with _RUN_LOCK:
        output = engine(image_bgr)
    if output.boxes is None or output.txts is None:
        return []
    words: list[Word] = []
    boxes = deskew_boxes([[(float(p[0]), float(p[1])) for p in box] for box in output.boxes])
    for box, text, score in zip(boxes, output.txts, output.scores):
        clean = unicodedata.normalize("NFKC", str(text)).strip()
        if not clean:
            continue
        xs = [p[0] / scale for p in box]
        ys = [p[1] / scale for p in box]
        words.append(
            Word(
                text=clean,
                x0=min(xs),
                top=min(ys),
                x1=max(xs),
                bottom=max(ys),
                score=float(score),
                printed=str(text).strip(),
            )
        )
    return words_to_segments(words, source="ocr", gap_em=0.6)


# Skew below this is left alone: line clustering tolerates it, and rotating costs nothing
# but could only add rounding noise.
MIN_SKEW_DEGREES = 0.3
MAX_SKEW_DEGREES = 10.0

Point = tuple[float, float]


def skew_degrees(boxes: Sequence[Sequence[Point]]) -> float:
    """The page's skew: the median slope of the top edges of wide text boxes (degrees,
    positive when text runs downhill to the right in image coordinates)."""
    angles = []
    for box in boxes:
        (x0, y0), (x1, y1) = box[0], box[1]
        height = math.dist(box[0], box[3]) if len(box) > 3 else 0.0
        if x1 - x0 > max(3 * height, 1.0):
            angles.append(math.degrees(math.atan2(y1 - y0, x1 - x0)))
    return statistics.median(angles) if len(angles) >= 3 else 0.0


def deskew_boxes(boxes: Sequence[Sequence[Point]]) -> list[list[Point]]:
    """Rotate OCR boxes so a scan's text lines run level again. A page scanned 2 degrees off
    puts the two ends of a 500 pt line 17 pt apart, so a label and its value, or two halves of
    a two-column header, no longer share a line; rotating the box corners (not the image)
    costs nothing and keeps the recognised text."""
    angle = skew_degrees(boxes)
    if not MIN_SKEW_DEGREES <= abs(angle) <= MAX_SKEW_DEGREES:
        return [list(box) for box in boxes]
    points = [p for box in boxes for p in box]
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    cos, sin = math.cos(math.radians(-angle)), math.sin(math.radians(-angle))
    return [
        [
            (cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos)
            for x, y in box
        ]
        for box in boxes
    ]

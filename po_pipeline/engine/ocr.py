"""OCR for pages without a usable text layer: rapidocr with its bundled models only."""

from __future__ import annotations

import threading
import unicodedata
from typing import Any

import numpy as np

from po_pipeline.engine.segments import Segment, Word, words_to_segments

_ENGINE: Any = None
_ENGINE_LOCK = threading.Lock()
# One OCR at a time: onnxruntime already uses every core for a single image.
_RUN_LOCK = threading.Lock()


def ocr_engine() -> Any:
    """The process-wide RapidOCR instance, created on first use (model load takes ~1 s)."""
    global _ENGINE
    with _ENGINE_LOCK:
        if _ENGINE is None:
            from rapidocr import RapidOCR

            _ENGINE = RapidOCR(params={"Global.log_level": "error"})
        return _ENGINE


def ocr_segments(image_bgr: np.ndarray, *, scale: float) -> list[Segment]:
    """OCR a rendered page; `scale` is pixels per PDF point, used to map boxes back."""
    engine = ocr_engine()
    with _RUN_LOCK:
        output = engine(image_bgr)
    if output.boxes is None or output.txts is None:
        return []
    words: list[Word] = []
    for box, text, score in zip(output.boxes, output.txts, output.scores):
        clean = unicodedata.normalize("NFKC", str(text)).strip()
        if not clean:
            continue
        xs = [float(p[0]) / scale for p in box]
        ys = [float(p[1]) / scale for p in box]
        words.append(
            Word(
                text=clean, x0=min(xs), top=min(ys), x1=max(xs), bottom=max(ys), score=float(score)
            )
        )
    return words_to_segments(words, source="ocr", gap_em=0.6)

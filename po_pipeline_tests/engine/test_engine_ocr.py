"""OCR settings: one onnxruntime thread per engine by default (configurable through
EngineLimits), detection on a capped image, and small print on a scan still read exactly."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine import EngineLimits, extract_pdf
from po_pipeline.engine.ocr import OcrSettings, ocr_engine
from po_pipeline.samples import FONT_NAME, register_cjk_font

INBOX = Path(__file__).resolve().parents[2] / "data" / "inbox"


def _session_threads(settings: OcrSettings) -> tuple[int, int]:
    engine = ocr_engine(settings)
    det = engine._load_det_model()  # rapidocr loads models lazily
    rec = engine._load_rec_model()
    return (
        det.session.session.get_session_options().intra_op_num_threads,
        rec.session.session.get_session_options().intra_op_num_threads,
    )


def test_default_engine_uses_one_thread_and_a_capped_detection_image() -> None:
    assert _session_threads(OcrSettings()) == (1, 1)
    cfg = ocr_engine().cfg
    assert (cfg.Det.limit_type, cfg.Det.limit_side_len) == ("max", 1280)


def test_thread_count_comes_from_engine_limits() -> None:
    result = extract_pdf(INBOX / "PO-2026-022.pdf", limits=EngineLimits(ocr_threads=2))
    assert result["fields"]["order_number"]["value"] == "PO-2026-022"
    assert result["fields"]["order_number"]["source"] == "ocr"
    assert _session_threads(OcrSettings(threads=2)) == (2, 2)


def _scan(lines: list[tuple[float, float, str]], *, size: float, dpi: int = 150) -> bytes:
    """A text page rasterised at `dpi` and wrapped as an image-only PDF, like a scanner's."""
    register_cjk_font()
    text_pdf = io.BytesIO()
    canvas = Canvas(text_pdf, pagesize=(595, 842))
    canvas.setFont(FONT_NAME, size)
    for x, y, text in lines:
        canvas.drawString(x, 842 - y, text)
    canvas.save()
    page = pdfium.PdfDocument(text_pdf.getvalue())[0]
    image = page.render(scale=dpi / 72).to_pil().convert("L")
    scan = io.BytesIO()
    canvas = Canvas(scan, pagesize=(595, 842))
    canvas.drawImage(ImageReader(image), 0, 0, width=595, height=842)
    canvas.save()
    return scan.getvalue()


@pytest.mark.parametrize("size", [8, 6])
def test_small_print_on_a_scan_is_read_exactly(size: float) -> None:
    # Detection runs on a downscaled page; at a 640 px cap the 6 pt total is misread ("1.33").
    data = _scan(
        [
            (50, 60, "采购单号：PO-2026-388"),
            (50, 80, "供应商：晨光教学设备厂"),
            (50, 100, "采购方：市第一中学"),
            (50, 130, "小计：1,180.00"),
            (50, 145, "税额：153.40"),
            (50, 160, "合计金额：¥1,333.40"),
        ],
        size=size,
    )
    result = extract_pdf(data)
    assert {k: v["value"] for k, v in result["fields"].items()} == {
        "order_number": "PO-2026-388",
        "supplier": "晨光教学设备厂",
        "total": "1333.40",
    }
    assert {f["source"] for f in result["fields"].values()} == {"ocr"}

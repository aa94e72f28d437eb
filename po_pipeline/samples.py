"""Seed purchase orders for demos and tests: four fixed, reproducible Chinese PDFs.

    python -m po_pipeline.samples OUT_DIR

PO-2026-017 field list, PO-2026-021 cards, PO-2026-022 image-only table (needs OCR),
PO-2026-018 total left blank (the engine must return "", never the sum of the lines).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONT_NAME = "WQYMicroHei"
FONT_PATH = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
FONT_ENV_VAR = "PO_CJK_FONT"
GREY = Color(0.45, 0.45, 0.45)
BUYER = "教学采购部"
WIDTH, HEIGHT = A4
IMAGE_DPI = 200

Item = tuple[str, int, str, str]  # name, quantity, unit price, line amount


def register_cjk_font() -> str:
    """Register the CJK font with reportlab once; fail with the package to install."""
    if FONT_NAME in pdfmetrics.getRegisteredFontNames():
        return FONT_NAME
    path = Path(os.environ.get(FONT_ENV_VAR) or FONT_PATH)
    if not path.is_file():
        raise RuntimeError(
            f"CJK font not found at {path}. Install Debian's fonts-wqy-microhei "
            f"(apt-get install -y fonts-wqy-microhei) or point ${FONT_ENV_VAR} at a TrueType "
            "CJK font."
        )
    pdfmetrics.registerFont(TTFont(FONT_NAME, str(path), subfontIndex=0))
    return FONT_NAME


def new_canvas(target: Path | io.BytesIO, title: str) -> Canvas:
    # invariant=1 fixes the creation date and document id, so bytes are reproducible.
    canvas = Canvas(
        target if isinstance(target, io.BytesIO) else str(target), pagesize=A4, invariant=1
    )
    canvas.setTitle(title)
    canvas.setAuthor("po-pipeline samples")
    canvas.setCreator("po-pipeline samples")
    canvas.setProducer("po-pipeline samples")
    return canvas


def text(
    canvas: Canvas, x: float, y: float, value: str, size: float = 11, colour: Color = black
) -> None:
    """Draw text with its top-left at (x, y) measured from the page's top-left corner."""
    canvas.setFillColor(colour)
    canvas.setFont(FONT_NAME, size)
    canvas.drawString(x, HEIGHT - y - size, value)


def table(
    canvas: Canvas,
    x: float,
    y: float,
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    *,
    row_h: float = 26,
    size: float = 11,
) -> float:
    """A ruled table; returns the y just below it."""
    canvas.setStrokeColor(black)
    canvas.setLineWidth(0.8)
    total_w = sum(widths)
    for r in range(len(rows) + 1):
        canvas.line(x, HEIGHT - y - r * row_h, x + total_w, HEIGHT - y - r * row_h)
    cx = x
    for w in [0.0, *widths]:
        cx += w
        canvas.line(cx, HEIGHT - y, cx, HEIGHT - y - len(rows) * row_h)
    for r, row in enumerate(rows):
        cx = x
        for w, cell in zip(widths, row):
            text(canvas, cx + 8, y + r * row_h + (row_h - size) / 2, cell, size)
            cx += w
    return y + len(rows) * row_h


def items_table(canvas: Canvas, y: float, items: Sequence[Item]) -> float:
    rows = [("品名", "数量", "单价", "金额")] + [(n, str(q), p, a) for n, q, p, a in items]
    return table(canvas, 60, y, (200, 80, 100, 100), rows)


def draw_017(canvas: Canvas) -> None:
    text(canvas, 60, 50, "采购订单", 22)
    rows = [
        ("采购单号：", "PO-2026-017"),
        ("订单日期：", "2026-03-02"),
        ("采购方：", BUYER),
        ("供应商：", "上海教学设备有限公司"),
    ]
    for i, (label, value) in enumerate(rows):
        text(canvas, 60, 110 + i * 28, label)
        text(canvas, 160, 110 + i * 28, value)
    y = items_table(
        canvas,
        240,
        [
            ("铅笔", 10, "2.50", "25.00"),
            ("笔记本", 5, "12.50", "62.50"),
            ("文件夹", 4, "10.25", "41.00"),
        ],
    )
    text(canvas, 60, y + 30, "合计金额：")
    text(canvas, 160, y + 30, "¥128.50")
    text(canvas, 60, y + 70, "备注：请于三日内送达。", 10, GREY)


def draw_018(canvas: Canvas) -> None:
    text(canvas, 60, 50, "采购订单", 22)
    lines = [
        "采购单号：PO-2026-018",
        "订单日期：2026-03-04",
        f"采购方：{BUYER}",
        "供应商：上海教学设备有限公司",
    ]
    for i, line in enumerate(lines):
        text(canvas, 60, 110 + i * 28, line)
    y = items_table(canvas, 240, [("白板笔", 6, "4.50", "27.00"), ("订书机", 2, "18.00", "36.00")])
    text(canvas, 60, y + 30, "合计金额：")
    text(canvas, 60, y + 70, "采购员：王老师      审批日期：2026-03-05", 10, GREY)


def card(canvas: Canvas, x: float, y: float, w: float, label: str, value: str) -> None:
    canvas.setStrokeColor(GREY)
    canvas.setLineWidth(1)
    canvas.roundRect(x, HEIGHT - y - 62, w, 62, 6)
    text(canvas, x + 12, y + 10, label, 10, GREY)
    text(canvas, x + 12, y + 32, value, 15)


def draw_021(canvas: Canvas) -> None:
    text(canvas, 60, 50, "采购订单", 22)
    card(canvas, 60, 100, 220, "采购单号", "PO-2026-021")
    card(canvas, 300, 100, 220, "订单日期", "2026-03-06")
    card(canvas, 60, 180, 220, "供应商", "北方文教用品有限公司")
    card(canvas, 300, 180, 220, "采购方", BUYER)
    y = items_table(
        canvas, 270, [("粉笔", 12, "3.20", "38.40"), ("教学挂图", 4, "42.00", "168.00")]
    )
    card(canvas, 300, y + 24, 220, "合计金额", "¥206.40")


def draw_022(canvas: Canvas) -> None:
    text(canvas, 60, 50, "采购订单", 22)
    header = [
        ("采购单号", "供应商", "采购方", "合计金额"),
        ("PO-2026-022", "华东教学用品有限公司", BUYER, "315.00"),
    ]
    table(canvas, 40, 100, (125, 135, 125, 100), header, row_h=32)
    items_table(canvas, 200, [("打印纸", 3, "65.00", "195.00"), ("墨盒", 2, "60.00", "120.00")])
    text(canvas, 60, 320, "收货地址：教学楼一层仓库", 11)


def _render_to_image_pdf(draw: Callable[[Canvas], None], out: Path, title: str) -> None:
    """Draw the page, rasterise it, and wrap only the picture in a PDF: no text layer."""
    import pypdfium2 as pdfium
    from reportlab.lib.utils import ImageReader

    buffer = io.BytesIO()
    vector = new_canvas(buffer, title)
    draw(vector)
    vector.showPage()
    vector.save()
    doc = pdfium.PdfDocument(buffer.getvalue())
    try:
        image = doc[0].render(scale=IMAGE_DPI / 72).to_pil().convert("L")
    finally:
        doc.close()
    canvas = new_canvas(out, title)
    canvas.drawImage(ImageReader(image), 0, 0, width=WIDTH, height=HEIGHT)
    canvas.showPage()
    canvas.save()


SEEDS: dict[str, tuple[Callable[[Canvas], None], bool]] = {
    "PO-2026-017": (draw_017, False),
    "PO-2026-018": (draw_018, False),
    "PO-2026-021": (draw_021, False),
    "PO-2026-022": (draw_022, True),
}


def write_seed_documents(out_dir: Path) -> list[Path]:
    """Write the four seed purchase orders into out_dir; returns their paths."""
    register_cjk_font()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for stem, (draw, image_only) in SEEDS.items():
        path = out_dir / f"{stem}.pdf"
        if image_only:
            _render_to_image_pdf(draw, path, stem)
        else:
            canvas = new_canvas(path, stem)
            draw(canvas)
            canvas.showPage()
            canvas.save()
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m po_pipeline.samples OUT_DIR", file=sys.stderr)
        return 2
    try:
        paths = write_seed_documents(Path(args[0]))
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Drawing helpers for bench/holdout.py: a page recorder, PDF rendering, and a rough scanner.

Unlike bench/corpus.py, holdout documents use Helvetica for Latin text (as most ERP output
does), ruled boxes and table grids, right-aligned figures and mixed font sizes.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

import numpy as np
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.samples import FONT_NAME

W, H = A4
CENT = Decimal("0.01")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def fmt(value: Decimal, style: str) -> str:
    """Format an amount the way a locale writes it: en 1,234.50 / de 1.234,50 / fr 1 234,50 /
    ch 1'234.50 / plain 1234.50."""
    plain = f"{cents(value):,.2f}"
    if style == "en":
        return plain
    if style == "de":
        return plain.replace(",", "X").replace(".", ",").replace("X", ".")
    if style == "fr":
        return plain.replace(",", "\u00a0").replace(".", ",")
    if style == "ch":
        return plain.replace(",", "'")
    return f"{cents(value):.2f}"


@dataclass
class Sheet:
    """Drawing operations for one page, top-left coordinates in points."""

    ops: list[tuple] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 9,
        *,
        bold: bool = False,
        align: str = "left",
        cjk: bool = False,
    ) -> None:
        self.ops.append(("text", x, y, s, size, bold, align, cjk))

    def rect(self, x: float, y: float, w: float, h: float, *, fill: float | None = None) -> None:
        self.ops.append(("rect", x, y, w, h, fill))

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.ops.append(("line", x1, y1, x2, y2))

    def grid(self, x: float, y: float, widths: list[float], heights: list[float]) -> None:
        """A ruled table: outer box plus every row and column line."""
        total_w, total_h = sum(widths), sum(heights)
        self.rect(x, y, total_w, total_h)
        cx = x
        for w in widths[:-1]:
            cx += w
            self.line(cx, y, cx, y + total_h)
        cy = y
        for h in heights[:-1]:
            cy += h
            self.line(x, cy, x + total_w, cy)


def _font(bold: bool, cjk: bool) -> str:
    if cjk:
        return FONT_NAME
    return "Helvetica-Bold" if bold else "Helvetica"


def render(sheets: list[Sheet]) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=1)
    for sheet in sheets:
        for op in sheet.ops:
            if op[0] == "text":
                _, x, y, s, size, bold, align, cjk = op
                font = _font(bold, cjk)
                canvas.setFont(font, size)
                base = H - y - size
                if align == "right":
                    canvas.drawRightString(x, base, s)
                elif align == "center":
                    canvas.drawCentredString(x, base, s)
                else:
                    canvas.drawString(x, base, s)
            elif op[0] == "rect":
                _, x, y, w, h, fill = op
                canvas.setLineWidth(0.6)
                if fill is not None:
                    canvas.setFillGray(fill)
                    canvas.rect(x, H - y - h, w, h, stroke=1, fill=1)
                    canvas.setFillGray(0)
                else:
                    canvas.rect(x, H - y - h, w, h, stroke=1, fill=0)
            else:
                _, x1, y1, x2, y2 = op
                canvas.setLineWidth(0.6)
                canvas.line(x1, H - y1, x2, H - y2)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def width(s: str, size: float, *, bold: bool = False, cjk: bool = False) -> float:
    return stringWidth(s, _font(bold, cjk), size)


def scan(pdf: bytes, rng: random.Random, *, dpi: int = 150) -> bytes:
    """A skewed (1-3 degrees either way), blurred, noisy greyscale scan at `dpi`."""
    import pypdfium2 as pdfium
    from PIL import Image, ImageFilter
    from reportlab.lib.utils import ImageReader

    doc = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, invariant=1)
    for page in doc:
        image = page.render(scale=dpi / 72).to_pil().convert("L")
        angle = rng.uniform(1.0, 3.0) * rng.choice([-1, 1])
        image = image.rotate(angle, fillcolor=255, resample=Image.BICUBIC, expand=False)
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.1)))
        noise = np.random.default_rng(rng.randint(0, 2**31)).normal(
            0, 10, (image.height, image.width)
        )
        pixels = np.asarray(image, dtype=np.float64) * 0.88 + 18 + noise
        image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
        canvas.drawImage(ImageReader(image), 0, 0, width=W, height=H)
        canvas.showPage()
    doc.close()
    canvas.save()
    return out.getvalue()

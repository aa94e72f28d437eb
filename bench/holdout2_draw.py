"""Drawing for bench/holdout2.py: pages of any size, Times/Courier/Helvetica/CJK type,
watermarks, rubber stamps, and a scanner that writes JPEG pages (artefacts kept).

Written apart from bench/holdout_draw.py and bench/corpus.py so the second holdout shares
no rendering habits with the sets the engine was tuned on.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import numpy as np
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.samples import FONT_NAME

PORTRAIT_A4 = A4
PORTRAIT_LETTER = LETTER
LANDSCAPE_A4 = landscape(A4)
FONTS = {
    "sans": ("Helvetica", "Helvetica-Bold"),
    "serif": ("Times-Roman", "Times-Bold"),
    "mono": ("Courier", "Courier-Bold"),
    "cjk": (FONT_NAME, FONT_NAME),
}


def money(value: Decimal, style: str) -> str:
    """en 12,345.67 / eu 12.345,67 / nbsp 12 345,67 (U+00A0) / thin 12 345.67 (U+2009) /
    narrow 12 345,67 (U+202F) / plain 12345.67."""
    v = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    en = f"{v:,.2f}"
    return {
        "en": en,
        "eu": en.replace(",", "_").replace(".", ",").replace("_", "."),
        "nbsp": en.replace(",", "\u00a0").replace(".", ","),
        "thin": en.replace(",", "\u2009"),
        "narrow": en.replace(",", "\u202f").replace(".", ","),
        "plain": f"{v:.2f}",
    }[style]


@dataclass
class Page:
    """Drawing operations for one page; top-left origin, points."""

    size: tuple[float, float] = PORTRAIT_A4
    ops: list[tuple] = field(default_factory=list)

    @property
    def w(self) -> float:
        return self.size[0]

    @property
    def h(self) -> float:
        return self.size[1]

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 9,
        *,
        font: str = "sans",
        bold: bool = False,
        align: str = "left",
        grey: float = 0.0,
    ) -> None:
        self.ops.append(("text", x, y, s, size, font, bold, align, grey))

    def rect(self, x: float, y: float, w: float, h: float, *, fill: float | None = None) -> None:
        self.ops.append(("rect", x, y, w, h, fill))

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.ops.append(("line", x1, y1, x2, y2))

    def watermark(self, s: str, *, size: float = 90, angle: float = 35) -> None:
        self.ops.append(("watermark", s, size, angle))

    def stamp(self, x: float, y: float, lines: list[str], *, angle: float = -12) -> None:
        """A red oval rubber stamp centred on (x, y), drawn over whatever is there."""
        self.ops.append(("stamp", x, y, lines, angle))

    def rows(self, x: float, y: float, widths: list[float], heights: list[float]) -> None:
        """Ruled table outline with every row and column line."""
        self.rect(x, y, sum(widths), sum(heights))
        cx = x
        for w in widths[:-1]:
            cx += w
            self.line(cx, y, cx, y + sum(heights))
        cy = y
        for h in heights[:-1]:
            cy += h
            self.line(x, cy, x + sum(widths), cy)


_SPACED = {"\u2009", "\u202f"}  # thin spaces: not in the standard fonts' encoding
_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def _font_for(s: str, font: str, bold: bool) -> str:
    if any(ord(ch) >= 0x2E80 for ch in s):
        return FONT_NAME  # Chinese names inside Latin-set documents
    if font == "cjk" or not _SPACED & set(s):
        return FONTS[font][bold]
    name = "DejaVuSans-Bold" if bold else "DejaVuSans"
    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, str(_DEJAVU / f"{name}.ttf")))
    return name


def text_width(s: str, size: float, *, font: str = "sans", bold: bool = False) -> float:
    return stringWidth(s, FONTS[font][bold], size)


def _draw(canvas: Canvas, page: Page) -> None:
    canvas.setPageSize(page.size)
    for op in page.ops:
        kind = op[0]
        if kind == "text":
            _, x, y, s, size, font, bold, align, grey = op
            canvas.setFillGray(grey)
            canvas.setFont(_font_for(s, font, bold), size)
            base = page.h - y - size
            {"left": canvas.drawString, "right": canvas.drawRightString}.get(
                align, canvas.drawCentredString
            )(x, base, s)
            canvas.setFillGray(0)
        elif kind == "rect":
            _, x, y, w, h, fill = op
            canvas.setLineWidth(0.5)
            if fill is not None:
                canvas.setFillGray(fill)
            canvas.rect(x, page.h - y - h, w, h, stroke=1, fill=int(fill is not None))
            canvas.setFillGray(0)
        elif kind == "line":
            _, x1, y1, x2, y2 = op
            canvas.setLineWidth(0.5)
            canvas.line(x1, page.h - y1, x2, page.h - y2)
        elif kind == "watermark":
            _, s, size, angle = op
            canvas.saveState()
            canvas.setFillColorRGB(0.85, 0.85, 0.85)
            canvas.translate(page.w / 2, page.h / 2)
            canvas.rotate(angle)
            canvas.setFont("Helvetica-Bold", size)
            canvas.drawCentredString(0, -size / 3, s)
            canvas.restoreState()
        else:
            _, x, y, lines, angle = op
            canvas.saveState()
            canvas.setStrokeColorRGB(0.8, 0.1, 0.1)
            canvas.setFillColorRGB(0.8, 0.1, 0.1)
            canvas.translate(x, page.h - y)
            canvas.rotate(angle)
            canvas.setLineWidth(1.8)
            canvas.ellipse(-62, -26, 62, 26, stroke=1, fill=0)
            canvas.setFont("Helvetica-Bold", 10)
            for k, s in enumerate(lines):
                canvas.drawCentredString(0, 6 - 13 * k, s)
            canvas.restoreState()


def render(pages: list[Page]) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=pages[0].size, invariant=1)
    for page in pages:
        _draw(canvas, page)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def scan(pdf: bytes, rng: random.Random) -> bytes:
    """An office scan: 150-200 dpi, 0.5-2.5 degrees off, light noise, saved as JPEG."""
    import pypdfium2 as pdfium
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    doc = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    dpi = rng.choice([150, 175, 200])
    for page in doc:
        w, h = page.get_size()
        image = page.render(scale=dpi / 72).to_pil().convert("L")
        angle = rng.uniform(0.5, 2.5) * rng.choice([-1, 1])
        image = image.rotate(angle, fillcolor=250, resample=Image.BILINEAR)
        noise = np.random.default_rng(rng.randint(0, 2**31)).normal(
            0, rng.uniform(3, 7), (image.height, image.width)
        )
        pixels = np.asarray(image, dtype=np.float64) * 0.92 + 12 + noise
        image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
        jpeg = io.BytesIO()
        image.save(jpeg, "JPEG", quality=rng.randint(35, 65))
        jpeg.seek(0)
        canvas.setPageSize((w, h))
        canvas.drawImage(ImageReader(jpeg), 0, 0, width=w, height=h)
        canvas.showPage()
    doc.close()
    canvas.save()
    return out.getvalue()

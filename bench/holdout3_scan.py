"""A desk scan for bench/holdout3.py: 150 dpi, a slight perspective (the page not flat on
the glass), a small turn, a coffee ring or blotch, noise, JPEG."""

from __future__ import annotations

import io
import random

import numpy as np
from reportlab.pdfgen.canvas import Canvas


def _stain(image, rng: random.Random):  # type: ignore[no-untyped-def]
    """A brown ring with a faint fill, somewhere on the page (may cross text)."""
    from PIL import Image, ImageDraw, ImageFilter

    w, h = image.size
    r = rng.randint(w // 12, w // 7)
    cx, cy = rng.randint(r, w - r), rng.randint(h // 4, h - r)
    mask = Image.new("L", image.size, 0)
    draw = ImageDraw.Draw(mask)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=45)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=120, width=max(3, r // 14))
    mask = mask.filter(ImageFilter.GaussianBlur(3))
    brown = Image.new("RGB", image.size, (150, 105, 60))
    return Image.composite(brown, image, mask)


def _perspective(image, rng: random.Random):  # type: ignore[no-untyped-def]
    from PIL import Image

    w, h = image.size
    d = [rng.uniform(0, 0.025) for _ in range(4)]
    # Source quad (the page as photographed) mapped onto the output rectangle.
    quad = (
        w * d[0],
        h * d[1] * 0.5,
        w * d[2] * 0.5,
        h * (1 - d[3] * 0.5),
        w * (1 - d[1] * 0.5),
        h * (1 - d[0] * 0.5),
        w * (1 - d[3]),
        h * d[2] * 0.5,
    )
    return image.transform(
        image.size, Image.QUAD, quad, resample=Image.BILINEAR, fillcolor=(235, 235, 230)
    )


def desk_scan(pdf: bytes, rng: random.Random, *, dpi: int = 150) -> bytes:
    import pypdfium2 as pdfium
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    doc = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    for page in doc:
        w, h = page.get_size()
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        image = _stain(image, rng)
        image = _perspective(image, rng)
        angle = rng.uniform(0.4, 1.8) * rng.choice([-1, 1])
        image = image.rotate(angle, fillcolor=(235, 235, 230), resample=Image.BILINEAR)
        noise = np.random.default_rng(rng.randint(0, 2**31)).normal(
            0, rng.uniform(2, 6), (image.height, image.width, 1)
        )
        pixels = np.asarray(image, dtype=np.float64) * 0.93 + 10 + noise
        image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
        jpeg = io.BytesIO()
        image.save(jpeg, "JPEG", quality=rng.randint(45, 70))
        jpeg.seek(0)
        canvas.setPageSize((w, h))
        canvas.drawImage(ImageReader(jpeg), 0, 0, width=w, height=h)
        canvas.showPage()
    doc.close()
    canvas.save()
    return out.getvalue()

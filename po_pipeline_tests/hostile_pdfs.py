"""Hostile PDFs built in memory for the tests: streams that inflate to hundreds of MB, an
oversized image, 250 pages, JavaScript actions, encryption. Each is small on disk (the bombs
are ~300 KB of deflate data); the size is all in the decoding."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, NameObject, TextStringObject

SEED = Path(__file__).resolve().parent.parent / "data" / "inbox" / "PO-2026-017.pdf"
MiB = 1024 * 1024
GiB = 1024 * MiB
# If any engine ran this script the extraction would never return.
HANG_JS = "while (true) { app.alert('pwned'); }"


def _deflate_repeated(chunk: bytes, times: int) -> bytes:
    """zlib data for `chunk * times` without compressing all of it: after a full flush the
    compressor restarts, so every further copy of the chunk compresses to the same bytes."""
    c = zlib.compressobj(9)
    head = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    body = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    end = c.flush()[:-4]  # the final block; its checksum covers two chunks, not `times`
    adler = 1
    for _ in range(times):
        adler = zlib.adler32(chunk, adler)
    return head + body * (times - 1) + end + struct.pack(">I", adler)


def _stream(data: bytes, extra: bytes = b"") -> bytes:
    return (
        b"<< /Length %d /Filter /FlateDecode %s >>\nstream\n" % (len(data), extra)
        + data
        + b"\nendstream"
    )


def _raw_pdf(objects: list[bytes]) -> bytes:
    """A one-page PDF from object bodies numbered from 1 (catalog, pages, page, ...)."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


_HEAD = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"]


def content_bomb(mib: int = 300) -> bytes:
    """A page whose content stream inflates to `mib` MiB of spaces."""
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>"
    return _raw_pdf([*_HEAD, page, _stream(_deflate_repeated(b" " * MiB, mib))])


def form_bomb() -> bytes:
    """The same bomb one level down, in a form XObject the page draws."""
    page = (
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /XObject << /Fm0 5 0 R >> >> /Contents 4 0 R >>"
    )
    form = _stream(
        _deflate_repeated(b" " * MiB, 300), b"/Type /XObject /Subtype /Form /BBox [0 0 595 842]"
    )
    return _raw_pdf([*_HEAD, page, _stream(zlib.compress(b"/Fm0 Do")), form])


def image_bomb(side: int = 10000) -> bytes:
    """A side x side RGB image (300 MB of pixels by default) drawn over the whole page."""
    page = (
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>"
    )
    pixels = _deflate_repeated(b"\x00" * (3 * side * 10), side // 10)
    image = _stream(
        pixels,
        b"/Type /XObject /Subtype /Image /Width %d /Height %d "
        b"/ColorSpace /DeviceRGB /BitsPerComponent 8" % (side, side),
    )
    return _raw_pdf(
        [*_HEAD, page, _stream(zlib.compress(b"q 595 0 0 842 0 0 cm /Im0 Do Q")), image]
    )


def javascript_pdf() -> bytes:
    """The text seed with a looping script as document-level JS, OpenAction and page action."""
    writer = PdfWriter(clone_from=PdfReader(SEED))
    action = DictionaryObject(
        {
            NameObject("/S"): NameObject("/JavaScript"),
            NameObject("/JS"): TextStringObject(HANG_JS),
        }
    )
    root = writer.root_object
    root[NameObject("/OpenAction")] = action
    root[NameObject("/Names")] = DictionaryObject(
        {
            NameObject("/JavaScript"): DictionaryObject(
                {NameObject("/Names"): ArrayObject([TextStringObject("hang"), action])}
            )
        }
    )
    writer.pages[0][NameObject("/AA")] = DictionaryObject({NameObject("/O"): action})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def pages_250() -> bytes:
    writer = PdfWriter()
    for _ in range(250):
        writer.add_blank_page(width=595, height=842)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def encrypted() -> bytes:
    writer = PdfWriter(clone_from=PdfReader(SEED))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="AES-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def memory_bomb(pages: int = 12, mib: int = 64) -> bytes:
    """`pages` pages, each the only object of its own object stream padded to inflate to
    `mib` MiB (each under pypdf's 75 MB cap on one stream). Counting the pages makes pypdf
    decode every object stream and keep it, so checking the file holds pages x mib MiB at
    once: a few hundred KB on disk, 768 MiB in memory by default."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    first_page, first_stream = 3, 3 + pages
    xref_number = first_stream + pages
    entries: dict[int, tuple[int, int, int]] = {0: (0, 0, 65535)}

    def put(number: int, body: bytes) -> None:
        entries[number] = (1, len(out), 0)
        out.extend(b"%d 0 obj\n%s\nendobj\n" % (number, body))

    kids = b" ".join(b"%d 0 R" % (first_page + i) for i in range(pages))
    put(1, b"<< /Type /Catalog /Pages 2 0 R >>")
    put(2, b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, pages))
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"
    for i in range(pages):
        header = b"%d 0 " % (first_page + i)
        # Not spaces: pypdf would step over whitespace after the page byte by byte.
        padding = _deflate_repeated(b"x" * MiB, mib)
        # One deflate stream: the header and the page, then the padding's own blocks.
        start = zlib.compressobj(9)
        head = start.compress(header + page + b"\n") + start.flush(zlib.Z_FULL_FLUSH)
        body = head + padding[2:]  # the padding's zlib header dropped: one stream goes on
        # The checksum at the end covers only the padding: pypdf's inflate does not check
        # it (zlib reports it at the very end, after the memory is held).
        entries[first_page + i] = (2, first_stream + i, 0)
        put(
            first_stream + i,
            b"<< /Type /ObjStm /N 1 /First %d /Length %d /Filter /FlateDecode >>\nstream\n"
            % (len(header), len(body))
            + body
            + b"\nendstream",
        )
    entries[xref_number] = (1, len(out), 0)
    rows = b"".join(struct.pack(">BIH", *entries.get(n, (0, 0, 0))) for n in range(xref_number + 1))
    out.extend(
        b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root 1 0 R /Length %d >>\nstream\n"
        % (xref_number, xref_number + 1, len(rows))
        + rows
        + b"\nendstream\nendobj\n"
    )
    out.extend(b"startxref\n%d\n%%%%EOF\n" % entries[xref_number][1])
    return bytes(out)

"""Reading a job upload: bounded while it is read, sniffed for `%PDF-`, hashed for idempotency.

The body is counted as it arrives, so an oversized upload is refused without being read to
the end, whatever Content-Length claims.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException
from starlette.requests import Request
from starlette.types import Message

from po_pipeline.field_schema import SchemaError, schema_from_mapping
from po_pipeline.service.envelope import ApiError

PDF_MAGIC = b"%PDF-"
CHUNK = 1024 * 1024
# Room for multipart boundaries, part headers and the schema field on top of the file.
FORM_OVERHEAD = 1024 * 1024 + 64 * 1024
MAX_SCHEMA_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Upload:
    """A validated upload, parked in a temp file until it is given a job id."""

    temp_path: Path
    size: int
    content_sha256: str
    filename: str | None
    schema_json: str | None


def _too_large(limit: int) -> ApiError:
    return ApiError(
        413,
        "payload_too_large",
        f"upload exceeds the {limit} byte limit; split the document or raise --max-upload-mb",
    )


def _limited(request: Request, limit: int) -> Request:
    """The same request, with a body stream that refuses to go past `limit` bytes."""
    received = 0
    receive = request.receive

    async def limited_receive() -> Message:
        nonlocal received
        message = await receive()
        if message["type"] == "http.request":
            received += len(message.get("body", b""))
            if received > limit:
                raise _too_large(limit - FORM_OVERHEAD)
        return message

    return Request(request.scope, limited_receive)


def _parse_schema(raw: str) -> str:
    """Validate a field-schema override; returns canonical JSON for hashing and storage."""
    try:
        value: Any = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ApiError(422, "invalid_schema", f"form field 'schema' is not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise ApiError(422, "invalid_schema", "form field 'schema' must be a JSON object")
    try:
        schema_from_mapping(value)
    except SchemaError as exc:
        raise ApiError(422, "invalid_schema", f"field schema override rejected: {exc}") from exc
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


async def _schema_field(form_value: Any) -> str | None:
    if form_value is None:
        return None
    if isinstance(form_value, UploadFile):
        raw = await form_value.read(MAX_SCHEMA_BYTES + 1)
        if len(raw) > MAX_SCHEMA_BYTES:
            raise ApiError(422, "invalid_schema", "field schema override is over 1 MB")
        return _parse_schema(raw.decode("utf-8", errors="replace"))
    return _parse_schema(str(form_value))


async def _spool(file: UploadFile, temp_path: Path, limit: int) -> tuple[int, str]:
    """Copy the upload to temp_path; returns (size, sha256). Checks magic and size."""
    digest = hashlib.sha256()
    size = 0
    with temp_path.open("wb") as out:
        while chunk := await file.read(CHUNK):
            if size == 0 and not chunk.startswith(PDF_MAGIC[: len(chunk)]):
                raise _not_pdf(file.filename)
            size += len(chunk)
            if size > limit:
                raise _too_large(limit)
            digest.update(chunk)
            out.write(chunk)
    if size < len(PDF_MAGIC):
        if size == 0:
            raise ApiError(415, "empty_file", "the uploaded file is empty; send a PDF")
        raise _not_pdf(file.filename)
    return size, digest.hexdigest()


def _not_pdf(filename: str | None) -> ApiError:
    name = f" {filename!r}" if filename else ""
    return ApiError(
        415, "not_pdf", f"the uploaded file{name} is not a PDF (it does not start with %PDF-)"
    )


def content_hash(file_sha256: str, schema_json: str | None) -> str:
    """What makes two uploads 'the same content' for Idempotency-Key replays."""
    digest = hashlib.sha256(file_sha256.encode("ascii"))
    digest.update(b"\x00schema\x00")
    digest.update((schema_json or "").encode("utf-8"))
    return digest.hexdigest()


async def _read_form(
    request: Request, *, max_bytes: int, max_files: int, max_fields: int
) -> FormData:
    """The multipart form of an upload request, its body cut off past `max_bytes` of files
    (plus the form's own overhead); ApiError 413, or 422 for a malformed body."""
    ceiling = max_bytes + FORM_OVERHEAD
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > ceiling:
        raise _too_large(max_bytes)
    try:
        return await _limited(request, ceiling).form(
            max_files=max_files, max_fields=max_fields, max_part_size=MAX_SCHEMA_BYTES
        )
    except (MultiPartException, HTTPException) as exc:
        # Starlette reports malformed multipart as a 400 HTTPException inside an app.
        detail = getattr(exc, "message", None) or getattr(exc, "detail", "")
        raise ApiError(422, "invalid_form", f"cannot parse multipart body: {detail}") from exc


async def read_upload(request: Request, *, max_bytes: int, spool_dir: Path) -> Upload:
    """Parse the multipart body; ApiError 413/415/422 for what the client must fix."""
    form = await _read_form(request, max_bytes=max_bytes, max_files=2, max_fields=8)
    try:
        file = form.get("file")
        if not isinstance(file, UploadFile):
            raise ApiError(422, "missing_file", "multipart field 'file' with the PDF is required")
        if file.size is not None and file.size > max_bytes:
            raise _too_large(max_bytes)
        temp_path = spool_dir / f"incoming-{secrets.token_hex(8)}.part"
        try:
            size, file_sha256 = await _spool(file, temp_path, max_bytes)
            schema_json = await _schema_field(form.get("schema"))
        except BaseException:
            temp_path.unlink(missing_ok=True)
            raise
        return _upload(file, temp_path, size, file_sha256, schema_json)
    finally:
        await form.close()


def _upload(
    file: UploadFile, temp_path: Path, size: int, file_sha256: str, schema_json: str | None
) -> Upload:
    filename = PurePath(file.filename).name[:255] if file.filename else None
    return Upload(temp_path, size, content_hash(file_sha256, schema_json), filename, schema_json)


async def _parked(
    file: UploadFile, spool_dir: Path, max_bytes: int, schema_json: str | None
) -> Upload:
    """One file of a batch, checked and copied to a temp file of its own."""
    temp_path = spool_dir / f"incoming-{secrets.token_hex(8)}.part"
    try:
        size, file_sha256 = await _spool(file, temp_path, max_bytes)
    except BaseException:
        temp_path.unlink(missing_ok=True)
        raise
    return _upload(file, temp_path, size, file_sha256, schema_json)


@dataclass(frozen=True)
class BatchItem:
    """One file of a batch upload: parked, or refused on its own (not a PDF, empty)."""

    key: str | None
    upload: Upload | None
    error: ApiError | None


async def read_batch(
    request: Request, *, max_bytes: int, spool_dir: Path, max_files: int
) -> list[BatchItem]:
    """Parse a batch upload: `file` parts (at most `max_files`, together at most `max_bytes`:
    the same ceiling per request as one upload) with an optional `idempotency_key` field per
    file, in the same order, and an optional `schema` for all. ApiError 413/422 for the
    request as a whole; a file that is not a PDF is refused in its own item."""
    form = await _read_form(
        request, max_bytes=max_bytes, max_files=max_files + 1, max_fields=max_files + 8
    )
    items: list[BatchItem] = []
    try:
        files = form.getlist("file")
        keys = [str(key) for key in form.getlist("idempotency_key")]
        if not files or not all(isinstance(f, UploadFile) for f in files):
            raise ApiError(422, "missing_file", "multipart 'file' parts with the PDFs are required")
        if len(files) > max_files:
            raise ApiError(
                422, "too_many_files", f"{len(files)} files; send at most {max_files} per request"
            )
        if keys and (len(keys) != len(files) or not all(0 < len(k) <= 255 for k in keys)):
            raise ApiError(
                422,
                "invalid_idempotency_keys",
                f"{len(keys)} idempotency_key fields for {len(files)} files: give none, or one "
                "per file (1 to 255 characters) in the files' order",
            )
        schema_json = await _schema_field(form.get("schema"))
        room = max_bytes  # for the files together
        for index, file in enumerate(files):
            assert isinstance(file, UploadFile)
            key = keys[index] if keys else None
            try:
                upload = await _parked(file, spool_dir, room, schema_json)
            except ApiError as exc:
                if exc.status == 413:
                    raise _too_large(max_bytes) from exc
                items.append(BatchItem(key, None, exc))
                continue
            room -= upload.size
            items.append(BatchItem(key, upload, None))
    except BaseException:
        for item in items:
            if item.upload is not None:
                item.upload.temp_path.unlink(missing_ok=True)
        raise
    finally:
        await form.close()
    return items

"""The one exception the engine raises for input it cannot process."""

from __future__ import annotations

from typing import Literal

ErrorCode = Literal[
    "empty_file", "not_pdf", "encrypted", "corrupt", "too_many_pages", "too_large", "timeout"
]


class ExtractionError(Exception):
    """Bad or unprocessable input. `code` is machine-readable; the message says what to do."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message

    def __str__(self) -> str:
        return self.message

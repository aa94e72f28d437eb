"""Where bench/ (trust.py, train.py) imports validation from; the code is in
po_pipeline/pipeline/validation.py."""

from po_pipeline.pipeline.validation import Accepted, Gate, Review, validate_result

__all__ = ["Accepted", "Gate", "Review", "validate_result"]

"""The document ledger (SQLAlchemy Core; no Dagster imports)."""

from po_pipeline.ledger.batch import Claim, Move, Reschedule
from po_pipeline.ledger.ledger import Ledger
from po_pipeline.ledger.records import (
    OPERATOR_PREFIX,
    Document,
    LedgerEvent,
    OpenWindow,
    Registration,
    make_fingerprint,
    result_to_json,
)
from po_pipeline.ledger.states import (
    REVIEW_STATES,
    TRANSITIONS,
    UNFINISHED,
    DocumentStatus,
    IllegalTransition,
)
from po_pipeline.ledger.tables import MOVE_COLUMNS, UnknownColumn

__all__ = [
    "MOVE_COLUMNS",
    "OPERATOR_PREFIX",
    "REVIEW_STATES",
    "TRANSITIONS",
    "UNFINISHED",
    "Claim",
    "Document",
    "DocumentStatus",
    "IllegalTransition",
    "Ledger",
    "LedgerEvent",
    "Move",
    "OpenWindow",
    "Registration",
    "Reschedule",
    "UnknownColumn",
    "make_fingerprint",
    "result_to_json",
]

"""Dagster layer: a thin wrapper over ledger, extraction, processing and warehouse."""

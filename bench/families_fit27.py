"""Placeholder: written by a helper at stop 64 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

"""Placeholder: written by a helper at stop 63 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

"""Placeholder: written by a helper at stop 65 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

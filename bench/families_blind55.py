"""Placeholder: written by a helper at stop 66 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

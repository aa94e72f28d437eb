"""Placeholder: written by a helper at stop 58 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

"""Placeholder: written by a helper at stop 59 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

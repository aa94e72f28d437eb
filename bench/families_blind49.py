"""Placeholder: written by a helper at stop 60 (bench/families.py, FAMILY_MODULES)."""

FAMILIES: dict = {}

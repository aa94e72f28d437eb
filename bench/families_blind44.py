"""Placeholder: written blind by a helper at stop 56."""

FAMILIES: dict = {}

"""Every game the referee can run, by key."""

from __future__ import annotations

from .variant import Variant

VARIANTS: dict[str, Variant] = {}

"""Amounts as the pages write them, read back in cents: "$1.50", "-$0.05", "+35¢" (small amounts may be
written in cents or in dollars)."""

from __future__ import annotations

import re

MONEY = re.compile(r"([-+]?)(?:\$([\d,]+)\.(\d\d)|(\d+)¢)")


def cents(text: str) -> int:
    sign, dollars, part, small = MONEY.search(text).groups()
    value = int(small) if small else int(dollars.replace(",", "")) * 100 + int(part)
    return -value if sign == "-" else value

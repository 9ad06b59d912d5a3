"""Amounts of money as players say them. Money is kept in cents; a player never reads cents."""

from __future__ import annotations


def cents(amount: int) -> str:
    """An amount as players say it: 15¢, $1.25."""
    if amount < 100:
        return f"{amount}¢"
    return f"${amount // 100}.{amount % 100:02d}"

"""The night's ledger as a CSV file: one row per money movement, amounts in dollars."""

from __future__ import annotations

import csv
import io

from .display import dollars

HEADER = ("deal", "time (UTC)", "player", "what", "amount ($)", "balance after ($)")


def text(ledger: dict) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    for row in ledger["rows"]:
        writer.writerow((row["deal"] or "", row["time"], row["who"], safe_cell(row["what"]), dollars(row["amount"]),
                         dollars(row["balance"])))
    return out.getvalue()


def safe_cell(cell: str) -> str:
    """A spreadsheet runs a cell that starts like a formula; a reason typed by the host must stay text."""
    return "'" + cell if cell[:1] in ("=", "+", "-", "@") else cell

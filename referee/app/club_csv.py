"""A season's figures as CSV files for a spreadsheet, amounts in dollars: the standings, and each player's
figures per game."""

from __future__ import annotations

import csv
import io

from .display import dollars
from .ledger_csv import safe_cell


def standings(data: dict) -> str:
    return _table(("player", "net ($)", "nights", "deals played", "deals won"),
                  ((row["name"], dollars(row["net"]), row["nights"], row["deals_played"], row["deals_won"])
                   for row in data["standings"]))


def games(data: dict) -> str:
    return _table(("player", "game", "deals dealt", "deals played", "deals won", "biggest pot won ($)",
                   "showdowns won"),
                  ((row["name"], row["game"], row["deals_dealt"], row["deals_played"], row["deals_won"],
                    dollars(row["biggest_pot_won"]), row["showdowns_won"]) for row in data["games"]))


def _table(header, rows) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([safe_cell(cell) if isinstance(cell, str) and index < 2 else cell
                         for index, cell in enumerate(row)])
    return out.getvalue()

"""Live parts kept once rendered, until their table's next version.

When a table moves, every phone at it asks for its live part at once; most of what each render does is the
same for all of them, and a seat's phones ask for the very same part. A part is kept per (table, version,
what was asked), in this process, and only the newest version of a table is kept.

Two values in a part's forms belong to one phone, not to its seat: each form's idempotency key (two phones
of one seat must not send the same one, or the second's tap would be taken for a retry of the first's) and the
phone's CSRF value. A kept part holds markers in their place, filled in afresh each time it is served.
"""

from __future__ import annotations

import json
import re
import secrets
import uuid
from typing import Callable, Hashable

from flask import current_app, render_template
from markupsafe import Markup

from referee.service.recent import Recent

TABLES = 512  # tables kept at once, the one kept longest ago dropped first
PARTS = 64  # parts kept per table version: the seats, pages and deal-form games asked for
SEATS = 1024  # the seats of a poker deal, rendered, by what they show
# What the seats of a poker deal show: the same for every phone at the table but for the viewer's own seat
# (which says what it makes in the viewer's own part instead).
SEATS_SHOW = ("seats", "showing", "to_act", "dealer", "blinds", "opener", "legs", "legs_to_win", "declarations",
              "icehouse")

# Random for each process, so no text a player types can stand for a marker by chance.
KEY_MARK = f"key-{secrets.token_hex(8)}"
CSRF_MARK = f"csrf-{secrets.token_hex(8)}"
_KEYS = re.compile(re.escape(KEY_MARK))


class Kept:
    def __init__(self) -> None:
        self._tables = Recent(TABLES)  # by table: (the version kept, its parts by what was asked)

    def get(self, table_id: str, version: int, asked: Hashable) -> str | None:
        kept = self._tables.get(table_id)
        return kept[1].get(asked) if kept is not None and kept[0] == version else None

    def keep(self, table_id: str, version: int, asked: Hashable, part: str) -> None:
        kept = self._tables.get(table_id)
        if kept is not None and kept[0] > version:
            return  # a slower render of an older version: the newer stays
        if kept is None or kept[0] < version:
            kept = (version, {})
        if len(kept[1]) < PARTS:
            kept[1][asked] = part
        self._tables.put(table_id, kept)

    def once(self, table_id: str, version: int, asked: Hashable, render: Callable[[], str]) -> str:
        """The part kept for `asked` at this version, rendered now if it is not."""
        part = self.get(table_id, version, asked)
        if part is None:
            part = render()
            self.keep(table_id, version, asked, part)
        return part


def filled(part: str, csrf: str) -> str:
    """A kept part made this phone's: a new key for each form, and its CSRF value."""
    return _KEYS.sub(lambda _: uuid.uuid4().hex, part).replace(CSRF_MARK, csrf)


def seats_part(view: dict, names: dict, currency: str, winners: list, best: list) -> Markup:
    """The seats of a poker deal, rendered once for every phone that sees them the same: they are about a third
    of a deal page's render, and all the phones of a table ask for their page at once when it moves."""
    shown = {name: view.get(name) for name in SEATS_SHOW} | {"result": bool(view.get("result"))}
    given = {"view": shown, "names": names, "currency": currency, "winners": winners, "best": best}
    key = json.dumps(given, sort_keys=True, default=str)
    kept = current_app.extensions["referee.seats"]
    part = kept.get(key)
    if part is None:
        part = Markup(render_template("games/_seats.html", **given))
        kept.put(key, part)
    return part

"""A PHH file of one hand (.phh) or a series of hands (.phhs), replayed hand by hand.

A series file is TOML whose every top-level entry is a table holding one hand
(`[1]`, `[2]`, ...). Each hand replays on its own: a hand refused or
differing from its file's results is reported with its key and its `hand`
number, and the other hands still replay.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from ..core.errors import RuleError
from .notation import BadHistory, history_from, load_toml
from .replay import replay
from .results import Replay


@dataclass(frozen=True)
class HandReport:
    key: str  # the hand's table in a series file; "" for a file of one hand
    hand: object  # the file's `hand` number or name, if it gives one
    replay: Replay | None = None
    refusal: str | None = None

    @property
    def title(self) -> str:
        """"Hand [3] (3017249344)": the table and the file's hand number."""
        number = f" ({self.hand})" if self.hand is not None else ""
        return f"Hand [{self.key}]{number}" if self.key else f"The hand{number}"

    @property
    def outcome(self) -> str:
        if self.refusal is not None:
            return "refused"
        if not self.replay.checked:
            return "unchecked"
        return "agrees" if self.replay.agrees else "differs"


def read_hands(text: str) -> list[tuple[str, dict]]:
    """Each hand's fields, with its key in a series file ("" for a file of one hand)."""
    fields = load_toml(text)
    if fields and all(isinstance(value, dict) for value in fields.values()):
        return list(fields.items())
    # A hand's own fields may be tables (`_options`); any other table is a hand of a series.
    tables = ", ".join(f"[{key}]" for key, value in fields.items() if isinstance(value, dict) and key[:1] != "_")
    if tables:
        raise BadHistory(f"This file mixes a hand's fields with tables ({tables}): a series file (.phhs) holds "
                         "only tables, one hand each, and a .phh file one hand without tables.")
    if not fields:
        raise BadHistory("The file holds no hand.")
    return [("", fields)]


def replay_file(text: str, house_rake: tuple[Decimal, Decimal] | None = None) -> list[HandReport]:
    """Every hand of the file replayed; a file that is no PHH at all raises BadHistory. `house_rake` (a share
    and a cap, 0: none) is the rake of the house the hands were played in, for the hands that give none."""
    reports = []
    for key, fields in read_hands(text):
        hand = fields.get("hand")
        try:
            history = history_from(fields)
            if house_rake and history.rake is None:
                history = replace(history, rake=house_rake[0], rake_cap=house_rake[1])
            reports.append(HandReport(key, hand, replay=replay(history)))
        except RuleError as refusal:
            reports.append(HandReport(key, hand, refusal=refusal.message))
    return reports

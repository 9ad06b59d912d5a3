"""Players' names: a table never holds two that read alike.

Money moves by name on every page, so a name must not pass for another. Names are
compared on their NFKC, case-folded form with runs of spaces made one ("Ａnn",
"ann " and "Ann" are one name); a name with a Cyrillic or Greek letter drawn like
a Latin one ("Bоb" with a Cyrillic о) looks like the Latin name and is refused as
such; invisible formatting characters (zero-width spaces and joiners, marks that
turn text right to left) are refused outright, for they hide a name's likeness
to another or scramble the page around it.
"""

from __future__ import annotations

import unicodedata
from typing import Iterable

from ..core.errors import RuleError

# Letters of other alphabets that common fonts draw like a Latin letter (from Unicode's confusables), kept by
# case: a capital В looks like B, a small в like no Latin letter.
LOOKALIKES = str.maketrans({
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
    "Ѕ": "S", "І": "I", "Ј": "J", "Ү": "Y",
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j", "һ": "h",
    "ԁ": "d",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X",
    "α": "a", "γ": "y", "ι": "i", "ν": "v", "ο": "o", "ρ": "p", "υ": "u",
})
# The referee's word for whoever holds the host's link: a player called so would read as the host.
HOST = "host"


def key(name: str) -> str:
    """The name as the table compares it: NFKC, case-folded, one space between words."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def skeleton(name: str) -> str:
    """The name as it looks: its key with every look-alike letter read as the Latin one."""
    return " ".join(unicodedata.normalize("NFKC", name).translate(LOOKALIKES).casefold().split())


def check_characters(name: str, what: str = "A player's name") -> None:
    if any(unicodedata.category(char) == "Cf" for char in name):
        raise RuleError("invisible_characters", f"{what} can't hold invisible characters, such as zero-width "
                                                "spaces or marks that turn text right to left.")


def check(name: str) -> None:
    """Refuse a player's name that no table can take."""
    check_characters(name)
    if skeleton(name) == HOST:
        raise RuleError("name_reserved", "A player can't be called Host: the referee calls the host's link "
                                         "that. Choose another name.")


def clash(name: str, others: Iterable[str]) -> tuple[str, bool] | None:
    """The first of `others` that `name` can't sit beside, and whether it is the same name (or only looks
    like it)."""
    for other in others:
        if key(other) == key(name):
            return other, True
        if skeleton(other) == skeleton(name):
            return other, False
    return None

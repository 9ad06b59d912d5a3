"""What the referee writes, said the way a player reads it on a page.

Marshmallow names the field and its own check ("amount: Not a valid integer."); a
player needs to hear what to type. On a page amounts are typed in dollars, in the
API they are sent in cents, so the sentence for an amount depends on where it came from.

The rules write their rulings and refusals once, for the API and the log alike, with
seats by number and small amounts in cents ("seat 3 pays 15¢"). Those texts are stored
in the log and re-derived by verify, so they stay as they are; a page says them with
names and dollars ("Cy pays $0.15") through `on_a_page`.
"""

from __future__ import annotations

import re
from typing import Mapping

from marshmallow import ValidationError

AMOUNT_ON_A_PAGE = "Enter an amount like 20 or 20.50"
AMOUNT_IN_CENTS = "Send 'amount' as a whole number of cents, like 2050 for $20.50"

# What each field asks the player for, when it is missing or not of the right kind.
ASKS = {
    "seat": "Choose a seat",
    "reason": "Say why, in a few words (at most 200 letters)",
    "target_version": "Say which entry, by its number in the log",
    "name": "Enter a name of 1 to 40 letters",
    "players": "List the players, one name a line (at most 20, each up to 40 letters)",
    "join_code": "Enter the join code the host gave you",
    "variant": "Choose a game",
    "currency": "A currency is three capital letters, like USD",
    "unit": "The smallest chip is a whole number of cents, like 5",
    "stakes": "The stakes are the smallest and largest bet, in cents, like 5 and 25",
    "options": "Choose the game's options from the list",
    "seats": "List the seats dealt in by their numbers, like 1, 2 and 4",
    "dealer": "Choose the dealer by their seat number",
    "type": "Say what is entered, such as buy_in or start_deal",
    "game": "Say whose pot to settle",
}
# What a page asks instead, where amounts are typed in dollars.
ASKS_ON_A_PAGE = {
    "unit": "Enter the smallest chip in dollars, like 0.05",
    "stakes": "Enter the smallest and largest bet in dollars, like 0.05 and 0.25",
}


def refusal(error: ValidationError, dollars: bool) -> str:
    """One sentence per field that is wrong, in the order of the form."""
    return " ".join(_ask(name, _first(message), dollars) for name, message in error.normalized_messages().items())


def _ask(name: str, message: str, dollars: bool) -> str:
    if message.startswith("The "):  # our own validators already speak in sentences
        return _sentence(message)
    if name == "amount":
        return _sentence(AMOUNT_ON_A_PAGE if dollars else AMOUNT_IN_CENTS)
    if dollars and name in ASKS_ON_A_PAGE:
        return _sentence(ASKS_ON_A_PAGE[name])
    if name in ASKS:
        return _sentence(ASKS[name])
    return _sentence(f"Check the field '{name}': it is missing or not of the right kind")


def _first(message) -> str:
    """The first message marshmallow gives for a field, however deep it nests them."""
    while isinstance(message, (list, dict)):
        message = next(iter(message.values() if isinstance(message, dict) else message), "")
    return str(message)


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


SEAT = re.compile(r"\b[Ss]eat (\d{1,3})\b")
CENTS = re.compile(r"(?<![\d.,$])(\d{1,2})¢")


def on_a_page(text: str, names: Mapping[int, str] | None = None) -> str:
    """A referee's text with each seat it names by number said by the player's name, and amounts
    in cents written in dollars: "seat 3 pays 15¢" is "Cy pays $0.15"."""
    if "¢" in text:  # most of a page's texts name no amount and no seat: no pattern is tried on them
        text = CENTS.sub(lambda found: f"${int(found.group(1)) / 100:.2f}", text)
    if names and "eat " in text:
        text = SEAT.sub(lambda found: str(names.get(int(found.group(1)), found.group(0))), text)
    return text

"""From a page's form to the same command the JSON API takes.

A form sends flat strings; a command has numbers, lists and maps. The naming
of the fields says what each becomes, so one converter serves every game's
buttons and the command then goes through the API's own schemas. Nothing
here judges a command: a value that does not convert is passed on as typed,
and the referee refuses it with the sentence that names its rule.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Mapping

from werkzeug.datastructures import MultiDict

CARD_LISTS = ("cards", "give", "take", "discard", "receive", "keep", "discard_up")
NUMBERS = ("amount", "count", "seat", "to", "from", "join", "offer", "price", "target_version", "dealer", "infraction",
           "for", "at_version", "every", "place")
TEXTS = ("card", "show", "variant", "reason", "is", "in", "call", "replace", "node", "sign", "side", "say",
         "preset", "game", "among", "flip")
# Amounts a page asks for in dollars, and the field of the command each fills in cents.
DOLLARS = {"money": "amount", "price_dollars": "price"}
PIECE_COMMANDS = ("defend", "attack", "regroup", "give_pieces", "sell_pieces", "trade_pieces")


def command_from_form(form: MultiDict) -> dict[str, Any]:
    kind = form.get("type", "")
    command: dict[str, Any] = {"type": kind}
    for name in CARD_LISTS:
        if name in form:
            command[name] = card_list(form.getlist(name))
    for name in NUMBERS:
        if form.get(name, "") != "":
            command[name] = number(form[name])
    for name in TEXTS:
        if form.get(name, "").strip():
            command[name] = form[name].strip()
    for typed, name in DOLLARS.items():
        if form.get(typed, "") != "":
            command[name] = cents(form[typed])
    up = {name[3:]: form[name].strip() for name in form if name.startswith("up-") and form[name].strip()}
    # The dealer's one picker: the cards turned up, in the order of the seats it names.
    dealt_to = [seat.strip() for seat in form.get("up_seats", "").split(",") if seat.strip()]
    up = {**dict(zip(dealt_to, card_list(form.getlist("up")))), **up}
    if up:
        command["cards"] = up
    if kind in PIECE_COMMANDS:
        _pieces(form, command)
    if kind == "set_rotation" and command.get("preset") == "own":
        del command["preset"]
        command["games"] = rotation_games(form.getlist("rotation_game"))
    if kind == "start_deal":
        command["options"] = options(form, command.get("variant", ""))
        if form.get("choose_seats"):  # the dealer ticked the seats dealt in (else: whoever has chips then)
            command["seats"] = [number(seat) for seat in form.getlist("seats") if seat.strip()]
    return command


# What each card entry asks for, to say how many are still missing.
ENTRIES = {"cards": "face-down cards", "start_cards": "start cards", "hand": "hand cards",
           "enter_hand": "starting cards"}


def short_entry(form: MultiDict, command: Mapping[str, Any]) -> str | None:
    """Why a card entry from a page is refused before it reaches the referee: fewer cards than the
    deal needs (`need`, what the picker asked for) is a slip of the finger, never a hand."""
    need = number(form.get("need", ""))
    kind, cards = command.get("type"), command.get("cards") or []
    # Cards that are no list at all are the referee's to refuse, in its own words.
    if kind not in ENTRIES or not isinstance(need, int) or not isinstance(cards, list) or len(cards) >= need:
        return None
    return f"Pick your {need} {ENTRIES[kind]}."


def card_list(values: list[str]) -> list[str]:
    """Cards picked on a page arrive as one comma-separated field or several."""
    return [card.strip() for value in values for card in value.split(",") if card.strip()]


def number(text: str) -> Any:
    text = text.strip()
    return int(text) if re.fullmatch(r"-?\d{1,13}", text) else text


def cents(text: str) -> Any:
    """Dollars as a player types them ("12.35", "$20") in cents; anything else as typed."""
    cleaned = text.strip().lstrip("$").replace(",", "")
    try:
        amount = Decimal(cleaned) * 100
    except InvalidOperation:
        return text
    return int(amount) if amount == amount.to_integral_value() and abs(amount) < 10**13 else text


def options(form: Mapping[str, str], variant: str) -> dict[str, Any]:
    """The chosen game's options, from the fields named `opt-<game>-<option>` (`optd-`: typed in dollars)."""
    prefix, in_dollars = f"opt-{variant}-", f"optd-{variant}-"
    chosen = {}
    for name in form:
        if name.startswith(prefix) and form[name] != "":
            value = form[name].strip()
            chosen[name[len(prefix):]] = {"true": True, "false": False}.get(value, number(value))
        elif name.startswith(in_dollars) and form[name].strip():
            chosen[name[len(in_dollars):]] = cents(form[name])
    return chosen


def rotation_games(rows: list[str]) -> list[dict[str, Any]]:
    """The games of a rotation of the table's own, one chosen per row as "game" or "game|betting"."""
    games = []
    for row in rows:
        variant, _, betting = row.strip().partition("|")
        if variant:
            games.append({"variant": variant, **({"options": {"betting": betting}} if betting else {})})
    return games


def _pieces(form: MultiDict, command: dict[str, Any]) -> None:
    """One kind of piece per form (and one asked for in return, in a trade)."""
    given = _piece(form, "piece")
    if command["type"] == "trade_pieces":
        command["give"] = given
        command["get"] = _piece(form, "get")
    else:
        command["pieces"] = given


def _piece(form: MultiDict, prefix: str) -> list[dict[str, Any]]:
    """`piece` names a kind as "OWNER:SIZE" (a seat's colour, 1 to 3 pips); `piece_count` how many."""
    kind = form.get(prefix, "")
    if ":" not in kind:
        return []
    owner, size = kind.split(":", 1)
    piece = {"owner": number(owner), "size": number(size)}
    if form.get(f"{prefix}_count", "") != "":
        piece["count"] = number(form[f"{prefix}_count"])
    return [piece]

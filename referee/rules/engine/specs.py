"""What a legal action takes: its fields, so that a form can be built from any action.

Every legal action a game offers is a dict with its "type", the keys the pages
already read (bounds, choices), and "fields": a list that says exactly what the
action takes besides its type. Sending the type with every field that is not
optional, each filled with a value its description allows, makes an action
the referee takes (unless a card clashes with one it knows of). An action
that takes nothing (fold, check, done) has no fields.

A field is a dict `{"name": the action's key, "kind": ..., ...}`; the kinds:

- "int": a whole number from "min" to "max", in steps of "step" (amounts in
  cents, counts of cards). "more_with": {field: max} raises the largest value
  to `max` when that other field is given (draw four if you show an ace).
- "card": one card, written as in the rulings ("As", "10d", "Jk").
  "choices": the cards it must be one of; without them any card of the deck;
  "rank": the rank it must have ("A": an ace).
- "cards": a list of different cards: exactly "count", or from "min" to "max".
  "choices": the cards they must be among. "count_as": the name of another
  field whose number of cards this one must match (as many received as
  thrown away).
- "cards_by_seat": one card for each seat of "seats", as {"seat": card};
  with "partial": true, some of those seats at a time.
- "choice": one of "choices" (a field with one choice carries that value).
- "seat": a seat number, one of "choices".
- "pieces": Martian Poker's Icehouse pieces, a list of
  {"owner": seat, "size": 1-3, "count": n} within "held", the pieces that may
  be placed or moved (each kind at most its count).

Any field may also say:

- "optional": true: it may be left out.
- "own": the cards are the acting player's own, known only to them: the name
  of the holding they come from ("down": a poker player's face-down cards;
  "hand" and "start" in the games that keep those). Without "choices" the
  referee does not know them; a form offers the player's own cards. They
  stay the player's secret unless the field is "shown".
- "shown": true: the player's own cards entered here are shown to everyone
  (a hand at the showdown, an ace kept at the draw).
- "leaves": where the cards chosen go from that holding: "discards" (thrown
  away), "table" (played onto the table: a mark, a contribution to a pile),
  another holding of the player's (an exchange of hand and start cards), or
  another player, "seat:N" (a card passed to them).
- "source": "seat:N": the card is the one that player just passed to the
  acting player (entered as it is taken).
- "takes": a card everyone has seen that goes into the holding in place of
  the card chosen (Zap: a card given up from the hand for one dealt face up).
- "changes": the name of the field saying how many of the holding's cards
  are changed for new ones: this field is the holding after that change.
- "by": a list of other fields' names: this field's "choices" (or "held") is
  then a mapping from those fields' values, as text and in that order, to
  what this field may be for them (the attacks on the card chosen).

Cards with neither "choices" nor "own" are cards turned from the deck (the
dealer's entry) or, in a correction, the card one really holds.

The builders below are the only place fields are made.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

Field = dict


def _field(name: str, kind: str, *, optional: bool = False, own: str | None = None, shown: bool = False,
           leaves: str | None = None, changes: str | None = None, by: Sequence[str] = (), **limits: Any) -> Field:
    field = {"name": name, "kind": kind}
    field.update({key: value for key, value in limits.items() if value is not None})
    if optional:
        field["optional"] = True
    if own is not None:
        field["own"] = own
    if shown:
        field["shown"] = True
    if leaves is not None:
        field["leaves"] = leaves
    if changes is not None:
        field["changes"] = changes
    if by:
        field["by"] = list(by)
    return field


def integer(name: str, low: int, high: int, step: int = 1, *, more_with: Mapping[str, int] | None = None,
            **more: Any) -> Field:
    """A whole number from `low` to `high` in steps of `step`."""
    return _field(name, "int", min=low, max=high, step=step,
                  more_with=dict(more_with) if more_with else None, **more)


def card(name: str, choices: Iterable[str] | None = None, *, rank: str | None = None, **more: Any) -> Field:
    """One card; one of `choices` when given, of `rank` when given."""
    return _field(name, "card", choices=_listed(choices), rank=rank, **more)


def cards(name: str, count: int | None = None, *, low: int | None = None, high: int | None = None,
          choices: Iterable[str] | None = None, count_as: str | None = None, **more: Any) -> Field:
    """Different cards: exactly `count`, or `low` to `high`; among `choices` when given."""
    if count is None and count_as is None and (low is None or high is None):
        raise ValueError("a cards field says how many: a count, a range, or another field's count")
    return _field(name, "cards", count=count, min=low, max=high, choices=_listed(choices),
                  count_as=count_as, **more)


def cards_by_seat(name: str, seats: Iterable[int], *, partial: bool = False) -> Field:
    """One card for each of `seats`, as {"seat": card}."""
    return _field(name, "cards_by_seat", seats=sorted(seats), partial=True if partial else None)


def choice(name: str, choices: Iterable[Any] | Mapping[str, Any], **more: Any) -> Field:
    """One of `choices` (a mapping when the field is chosen `by` others)."""
    return _field(name, "choice", choices=choices if isinstance(choices, Mapping) else list(choices), **more)


def seat(name: str, choices: Iterable[int], **more: Any) -> Field:
    """A seat number among `choices`."""
    return _field(name, "seat", choices=sorted(choices), **more)


def pieces(name: str, held: Sequence[Mapping[str, int]] | Mapping[str, Any], **more: Any) -> Field:
    """Icehouse pieces within `held` ({"owner", "size", "count"} each, or a mapping when chosen `by` others)."""
    return _field(name, "pieces", held=held, **more)


def offer(kind: str, *fields: Field, **keys: Any) -> dict:
    """A legal action: its type, the keys the pages read, and its fields."""
    return {"type": kind, **keys, "fields": list(fields)}


def with_fields(action: Mapping[str, Any], *fields: Field) -> dict:
    """An action offered elsewhere (a betting round's), with the fields it takes."""
    return {**action, "fields": list(fields)}


def _listed(choices: Iterable[str] | None) -> list | None:
    return None if choices is None else list(choices)

"""The steps of a deal that turn cards face up by their players' choice: a roll-up of cards chosen by their
owner or picked by a neighbour (Roll Your Neighbor Up), and cards dealt up or down as their players say (Down
Your Own)."""

from __future__ import annotations

from ..poker.phases.roll_neighbour import NeighbourRollUp
from ..poker.phases.roll_up import RollUp
from ..poker.phases.up_or_down import UpOrDown
from .params import Choice, Count, Flag
from .part import Part, Piece


def _words(count: int = 1, most_down: int | None = None) -> str:
    cards = f"{count} cards, one at a time round the table," if count > 1 else "one card"
    most = f" (nobody may hold more than {most_down} face down)" if most_down is not None else ""
    return f"Deal each player {cards} face up or face down as its player says before it comes{most}"


UP_OR_DOWN = Piece(
    "up_or_down", "count cards (1 by default) dealt to each player still in, round by round in turn from the "
                  "dealer's left, each face up or face down as its player says before it is dealt; most_down: "
                  "nobody may hold more than that many face down",
    lambda count=1, most_down=None: Part(phases=(UpOrDown(count=count, most_down=most_down),)),
    _words, {"count": Count(1, 7, 1), "most_down": Count(0, 7)}, frozenset({"count", "most_down"}))


def _roll_up(count: int = 1, together: bool = True, cards: str = "any", who: str = "all", **side) -> Part:
    if side.get("from"):
        return Part(phases=(NeighbourRollUp(step=1 if side["from"] == "left" else -1),))
    return Part(phases=(RollUp(count=count, at_once=together, fresh=cards == "last_dealt", bettors=who == "bettors",
                               every=cards == "all"),))


def _roll_up_words(count: int = 1, together: bool = True, cards: str = "any", who: str = "all", **side) -> str:
    if side.get("from"):
        return f"Everyone still in picks one of the face-down cards of the player on their {side['from']}, at " \
               "random (unseen), and its owner turns it up"
    if cards == "all" and together and who == "all":  # nothing to choose: all are turned up at once
        return "Everyone still in turns up all their face-down cards, all at once"
    if cards == "all":
        cards = "all their face-down cards"
    elif cards == "last_dealt":
        cards = f"{count} of the cards just dealt to them" if count > 1 else "one of the cards just dealt to them"
    else:
        cards = (f"{count} face-down cards" if count > 1 else "a face-down card") + " of their choice"
    if who == "bettors":
        return "Everyone who put chips in the pot in the betting round before turns up " + cards + (
            ", all at once (each chooses unseen)" if together else ", each in turn")
    if together:
        return f"Everyone still in turns up {cards}, all at once (each chooses unseen)"
    return f"Each player in turn turns up {cards}"


ROLL_UP = Piece(
    "roll_up", "every player still in turns up count face-down cards of their choice: all at once, each "
               "choice unseen until all are made (together), or in turn from the dealer's left; any of "
               "their face-down cards, or (cards: last_dealt) only of those the last deal step dealt them, or "
               "(cards: all) every face-down card they hold, whatever the count; "
               "who: all, or bettors, only those who put chips in the pot in the betting round before; "
               "from: left or right, one card each, picked at random by the player on its owner's other side "
               "(each player picks one of the face-down cards of the player on their left, or right) and turned "
               "up by its owner",
    _roll_up, _roll_up_words, {"count": Count(1, 4, 1), "together": Flag(True),
                               "cards": Choice(("any", "last_dealt", "all"), "any"),
                               "who": Choice(("all", "bettors"), "all"), "from": Choice(("left", "right"))},
    frozenset({"count", "together", "cards", "who", "from"}))

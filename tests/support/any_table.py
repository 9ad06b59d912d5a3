"""A real table for any game: a shuffled deck, what each player holds, and a player who fills in any legal action.

The player knows no game. It reads the fields of an action the referee offers
(referee/rules/engine/specs.py) and fills each with a value its description
allows: a number in range, a choice, cards from the choices, from its own
holding, or turned from the deck. The deck is physical: a card dealt is gone
from it until a reshuffle brings it back, and the table remembers what it dealt
each player face down, so a player enters the cards it really holds.

Now and then a player mistypes one card of an entry (`SLIP` of the time): the
table remembers the card entered and the card really held, and the player
corrects it when the referee offers a correction of that card. A single card
with neither choices nor an own holding is, in the fields' vocabulary, the card
one really holds: the player fills it only for a card they mistyped.
"""

from __future__ import annotations

import random
from typing import Any

from referee.rules.core.cards import Card, parse_card
from referee.rules.core.decks import deck as make_deck
from referee.rules.core.errors import RuleError

SLIP = 0.05  # how often a player mistypes a card of an entry


def card_of(text: str) -> Card:
    return parse_card(text)


def deck_of(state: Any) -> tuple[Card, ...]:
    """The cards of the deck a deal plays with (the game's, or the standard 52)."""
    for holder in (state, getattr(state, "rules", None)):
        found = getattr(holder, "deck", None)
        if found is not None and hasattr(found, "cards"):
            return tuple(found.cards)
    return tuple(make_deck().cards)


class Table:
    """The physical cards of one deal, and a random player for every seat."""

    def __init__(self, cards: tuple[Card, ...], rng: random.Random, greed: float = 0.3):
        self.rng, self.greed = rng, greed
        self.deck = list(cards)
        rng.shuffle(self.deck)
        self.own: dict[int, dict[str, list[Card]]] = {}  # seat -> holding -> cards it holds face down
        self.up: dict[int, list[Card]] = {}  # face-up cards dealt in front of each seat
        self.gone: list[Card] = []  # thrown away, played, put in a pile
        self.turned: list[Card] = []  # turned from the deck onto the table (posts, a pool, a board)
        self.slips: dict[int, dict[Card, tuple[str, Card]]] = {}  # seat -> card entered -> (holding, card held)
        # Cards passed to a seat by another, by (receiver, giver), not yet taken into its hand: a player passed
        # cards from both sides at once takes each side's in its own receipt.
        self.handed: dict[tuple[int, int], list[Card]] = {}
        # Cards a seat chose to turn up with everyone at once (an offer made "at_once"), by seat: (holding,
        # [(card as entered, card held)]). They stay in the holding, as the referee keeps them, until it turns
        # them all up; a new choice replaces the last.
        self.choosing: dict[int, tuple[str, list[tuple[Card, Card]]]] = {}
        self.reshuffles = 0
        self.waiting = False  # the dealer is offered a reshuffle: the table waits for it

    def saved(self) -> dict:
        """The table as it is, to put back if the referee refuses what a player does."""
        return _copied(vars(self))

    def restore(self, saved: dict) -> None:
        vars(self).update(_copied(saved))

    # The deck.

    def fresh(self, count: int) -> list[Card] | None:
        """`count` cards from the top of the deck; None if it holds fewer.

        When it runs out and the referee does not wait for the dealer to record a reshuffle
        (`waiting`), the table shuffles the discards into a new deck, as some games do by rule.
        """
        if len(self.deck) < count and not self.waiting and self.gone:
            self.refill(self.gone)
            self.gone = []
        if len(self.deck) < count:
            return None
        return [self.deck.pop() for _ in range(count)]

    def seen(self, cards) -> None:
        """Cards the table sees are out of the deck and the discards; a mistyped card the referee shows
        is not really there. Cards chosen to be turned up at once leave their holding when the table sees them."""
        for seat, (own, chosen) in list(self.choosing.items()):
            if all(entered in cards for entered, _ in chosen):
                held = self.holding(seat, own)
                for _, card in chosen:
                    if card in held:
                        held.remove(card)
                del self.choosing[seat]
        cards = set(cards) - {card for slips in self.slips.values() for card in slips}
        self.deck = [card for card in self.deck if card not in cards]
        self.gone = [card for card in self.gone if card not in cards]

    def refill(self, cards) -> None:
        self.deck = list(cards) + self.deck
        self.rng.shuffle(self.deck)

    def reshuffle(self, live, showing=frozenset()) -> None:
        """The dealer's reshuffle: the discards, every card of a seat no longer in, and the cards turned onto
        the table that it no longer shows become the deck."""
        back = list(self.gone) + [card for card in self.turned if card not in showing]
        self.turned = [card for card in self.turned if card in showing]
        for seat in set(self.own) | set(self.up):
            if seat not in live:
                back += [card for cards in self.own.get(seat, {}).values() for card in cards]
                back += self.up.get(seat, [])
                self.own.pop(seat, None)
                self.up.pop(seat, None)
        self.gone = []
        self.refill(back)
        self.reshuffles += 1

    def holding(self, seat: int, name: str) -> list[Card]:
        return self.own.setdefault(seat, {}).setdefault(name, [])

    def top_up(self, seat: int, offers: list[dict]) -> None:
        """Deal a seat the face-down cards the referee says it holds and the table has not dealt yet."""
        for offer in offers:
            for field in offer.get("fields", ()):
                # Not a holding's cards passed by another player ("source"): they come from the giver's hand.
                if field.get("own") and "count" in field and not {"choices", "changes", "source"} & set(field):
                    held = self.holding(seat, field["own"])
                    missing = field["count"] - len(held)
                    if missing > 0 and len(self.deck) >= missing:
                        held += self.fresh(missing)

    # The player.

    def realise(self, seat: int, offer: dict) -> dict | None:
        """An action filled in from the offer's fields, or None when the table can't make it now
        (the deck is out, or nothing fits)."""
        action: dict[str, Any] = {"type": offer["type"]}
        # Fields that depend on others come after them: a count raised by a shown card, then the cards.
        order = sorted(offer["fields"], key=lambda f: ("more_with" in f) + 2 * ("changes" in f or "count_as" in f))
        for field in order:
            # A hand changed at a draw changes at the table even when the player does not enter it.
            left_out = field.get("optional") and self.rng.random() < 0.4
            if left_out and "changes" not in field:
                continue
            value = self._value(seat, action, field, bool(offer.get("at_once")))
            if value is None and not field.get("optional"):
                return None
            if value is not None and not left_out:
                action[field["name"]] = value
        return action

    def _value(self, seat: int, action: dict, field: dict, together: bool = False):
        rng, kind = self.rng, field["kind"]
        choices = field["held"] if kind == "pieces" else field.get("choices")
        for name in field.get("by", ()):  # the choices for the values already chosen
            if name not in action:
                return None
            choices = (choices or {}).get(str(action[name]))
        if kind == "int":
            high = field["max"]
            for name, most in field.get("more_with", {}).items():
                if name in action:
                    high = most
            step = field.get("step", 1)
            top = field["min"] + (high - field["min"]) // step * step
            roll = rng.random()  # the bounds often: the largest as often as the player is greedy
            if roll < self.greed:
                return top
            return field["min"] if roll < (1 + self.greed) / 2 else rng.randrange(field["min"], high + 1, step)
        if kind in ("choice", "seat"):
            return rng.choice(choices) if choices else None
        if kind == "pieces":
            if not choices:
                return None
            item = rng.choice(choices)
            return [{"owner": item["owner"], "size": item["size"], "count": rng.randint(1, item["count"])}]
        if kind == "cards_by_seat":
            seats = list(field["seats"])
            if field.get("partial") and rng.random() < 0.3:
                seats = rng.sample(seats, rng.randint(1, len(seats)))
            dealt = self.fresh(len(seats))
            if dealt is None:
                return None
            for to, card in zip(seats, dealt):
                self.up.setdefault(to, []).append(card)
            return {str(to): card.code for to, card in zip(seats, dealt)}
        if kind == "card":
            if choices is None and not field.get("own") and action["type"] == "correct":
                return self._really(seat, action)
            found = self._cards(seat, action, field, choices, 1, together)
            return found[0] if found else None
        if kind == "cards":
            if "count" in field:
                count = field["count"]
            elif "count_as" in field:
                count = len(action.get(field["count_as"], ()))
            else:
                count = rng.randint(field["min"], field["max"])
            return self._cards(seat, action, field, choices, count, together)
        raise AssertionError(f"a field of an unknown kind: {field}")

    def _cards(self, seat: int, action: dict, field: dict, choices, count: int,
               together: bool = False) -> list[str] | None:
        own = field.get("own")
        if "changes" in field:  # the hand after changing some of its cards for new ones
            return self._changed(seat, action, field)
        slips = self.slips.get(seat, {})
        if choices is not None:
            if own:  # the referee's list of the player's cards: what the player really holds, if the table knows
                held = [text for text in choices if self._held(seat, own, card_of(text)) is not None]
                pool = held if len(held) >= count and self.rng.random() < 0.8 else list(choices)
            else:  # a card in question: one the player mistyped, if any
                mine = [text for text in choices if card_of(text) in slips]
                pool = mine if mine and count == 1 else list(choices)
            if len(pool) < count:
                return None
            picked = self.rng.sample(pool, count)
            if own and field.get("leaves"):
                self._leave(seat, own, [self._held(seat, own, card_of(text)) or card_of(text) for text in picked],
                            field["leaves"], [card_of(text) for text in picked] if together else None)
            return picked
        if own and field.get("source"):  # the cards passed to the player, taken into its hand
            cards = self.handed.pop((seat, int(field["source"][5:])), None)
            if cards is None:
                return None
            self.holding(seat, own).extend(cards)
            return [card.code for card in cards]
        if own:
            held = self.holding(seat, own)
            if field.get("rank"):
                held = [card for card in held if card.code[:-1] == field["rank"]]
            if "count_as" in field:  # new cards dealt to the player for those it gave up
                new = self.fresh(count)
                if new is None:
                    return None
                self.holding(seat, own).extend(new)
                return [card.code for card in new]
            if len(held) < count:
                new = self.fresh(count - len(held)) if not field.get("rank") else None
                if new is None:
                    return None
                self.holding(seat, own).extend(new)
                held = self.holding(seat, own)
            picked = held[:count] if count == len(held) else self.rng.sample(held, count)
            if field.get("leaves") or field.get("rank"):
                if field.get("leaves"):
                    self._leave(seat, own, picked, field["leaves"], picked if together else None)
                if field.get("takes"):  # a card the table has seen, taken into the holding in their place
                    self.holding(seat, own).append(card_of(field["takes"]))
                return [card.code for card in picked]
            return [card.code for card in self._typed(seat, own, picked)]  # an entry of the cards it holds
        new = self.fresh(count)  # turned from the deck
        if new is None:
            return None
        self.turned += new
        return [card.code for card in new]

    def _changed(self, seat: int, action: dict, field: dict) -> list[str] | None:
        own, count = field["own"], action.get(field["changes"], 0)
        held = self.holding(seat, own)
        kept = [card for card in held if card.code == action.get("show")]
        rest = [card for card in held if card not in kept]
        if count > len(rest) or len(held) != field["count"]:
            return None
        self.rng.shuffle(rest)
        new = self.fresh(count)
        if new is None:
            return None
        self.gone += rest[:count]
        self.own[seat][own] = kept + rest[count:] + new
        return [card.code for card in self.own[seat][own]]

    def _typed(self, seat: int, own: str, cards: list[Card]) -> list[Card]:
        """The cards as the player enters them: now and then one mistyped as a card still in the deck."""
        slips = self.slips.setdefault(seat, {})
        for wrong, (holding, _) in list(slips.items()):
            if holding == own:  # entered again: this entry is what counts now
                del slips[wrong]
        if self.rng.random() >= SLIP or not self.deck or not cards or any(self.slips.values()):
            return cards
        at, wrong = self.rng.randrange(len(cards)), self.rng.choice(self.deck)
        if wrong in cards:
            return cards
        slips[wrong] = (own, cards[at])
        return cards[:at] + [wrong] + cards[at + 1:]

    def _held(self, seat: int, own: str, card: Card) -> Card | None:
        """The card the player really holds for a card of its holding as entered, if the table knows it."""
        slip = self.slips.get(seat, {}).get(card)
        if slip is not None and slip[0] == own:
            return slip[1]
        return card if card in self.holding(seat, own) else None

    def _really(self, seat: int, action: dict) -> str | None:
        """A correction: the card really held for a card of the action the player mistyped."""
        slips = self.slips.get(seat, {})
        for value in action.values():
            for text in value if isinstance(value, list) else [value]:
                if isinstance(text, str) and len(text) <= 4:
                    try:
                        card = card_of(text)
                    except RuleError:
                        continue
                    if card in slips:
                        return slips.pop(card)[1].code
        return None

    def _leave(self, seat: int, own: str, cards: list[Card], to: str, entered: list[Card] | None = None) -> None:
        """Cards go from a holding to the discards, onto the table (out of the deck for good), to another
        holding, or to another player ("seat:N": a pass). Cards chosen with everyone at once (`entered`, as the
        player entered them) go onto the table only when the referee turns them all up."""
        if entered is not None and to == "table":
            self.choosing[seat] = (own, list(zip(entered, cards)))
            return
        held = self.holding(seat, own)
        for card in cards:  # a card the table did not deal the player (a pile won) is theirs all the same
            if card in held:
                held.remove(card)
            if to == "discards":
                self.gone.append(card)
            elif to.startswith("seat:"):  # passed: the receiver takes it when it enters it
                self.handed.setdefault((int(to[5:]), seat), []).append(card)
            elif to != "table":
                self.holding(seat, to).append(card)


def _copied(table: dict) -> dict:
    return {"deck": list(table["deck"]), "gone": list(table["gone"]), "turned": list(table["turned"]),
            "own": {seat: {name: list(cards) for name, cards in held.items()} for seat, held in table["own"].items()},
            "up": {seat: list(cards) for seat, cards in table["up"].items()},
            "slips": {seat: dict(slips) for seat, slips in table["slips"].items()},
            "handed": {seat: list(cards) for seat, cards in table["handed"].items()},
            "choosing": {seat: (own, list(chosen)) for seat, (own, chosen) in table["choosing"].items()}}

"""The games where cards move between players and the table: random deals played through the API by three
players who know no game (tests/support/any_table.py), and after every step every read a seat's phone or
the host's can make (every page and live fragment, the deal's history, the table and the log from the API)
is searched for every card another seat holds unseen, in every spelling: none is found. The readers take turns,
one a step (seat 1, 2, 3, the host, seat 1, ...): a card held unseen stays so for several steps, and each reader
reads every page at every fourth step.

A card a seat entered privately is seen by that seat alone; a passed card by its giver and its receiver
(the giver names it, the receiver is shown it to confirm); a card shown, laid or turned up by anyone, or shown at the showdown, by everyone.
"""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest

from referee.rules.core.cards import Card, parse_card
from tests.pages.conftest import names, spellings, without_tokens
from tests.support.any_table import Table, deck_of

GAMES = {  # each game, its options, and an action of its own the deal must reach
    "salt_and_pepper": ({}, "receive"),
    "zap": ({"lightning": "gooey"}, "deal_up"),
    "zap_old": ({}, "deal_up"),
    "contact_holdem": ({"trades": True}, "deal_up"),
    "plus_node": ({}, "flip"),
    "fish_node": ({"fish_flop": True}, "bait"),
    "chaos_wilds": ({}, "chaos"),
}
SEATS = (1, 2, 3)
STEPS = 120
RARELY = {"fold": 0.1, "cards": 0.3, "muck": 0.2}


def named(value) -> set[Card]:
    """The cards a piece of an action names."""
    found = set()
    for item in value if isinstance(value, list) else value.values() if isinstance(value, dict) else [value]:
        if isinstance(item, str):
            try:
                found.add(parse_card(item))
            except Exception:
                pass
    return found


def entered(offer: dict, action: dict) -> tuple[set[Card], set[Card]]:
    """The cards an action names that stay its player's own, and those everyone sees."""
    own, shown = set(), set()
    for field in offer["fields"]:
        cards = named(action.get(field["name"], []))
        (own if field.get("own") and not field.get("shown") else shown).update(cards)
    return own - shown, shown


EVERY_ACE = re.compile(r'<select name="show">(?:(?!</select>).)*value="Ac".*?value="Ad".*?value="Ah".*?value="As".*?</select>',
                       re.S)


GAME_NOTES = re.compile(r'<fieldset class="options".*?</fieldset>', re.S)


def found(text: str, cards: set[Card]) -> set[str]:
    text = without_tokens(text)
    text = EVERY_ACE.sub("", text)  # the draw's list of all four aces names nobody's card
    text = GAME_NOTES.sub("", text)  # the games' descriptions and options (the K♦ is wild, the suicide king)
    return {spelling for card in cards for spelling in spellings(card.code)
            if names(text, spelling)}


def reads(table, phones, who) -> dict[str, str]:
    """Everything `who` (a seat or "host") can read: pages, fragments, the API's table and log."""
    token = table.host if who == "host" else table.tokens[who]
    seen = dict(phones.pages(who))
    seen["api table"] = json.dumps(table.get(token=token).json, ensure_ascii=False)
    seen["api log"] = json.dumps(table.get("/events", token=token).json, ensure_ascii=False)
    return seen


READERS = (*SEATS, "host")


def check(table, phones, who, secret: dict[int, set[Card]], public: set[Card], after: str) -> None:
    mine = secret.get(who, set())
    hidden = {other: cards - public - mine for other, cards in secret.items() if other != who}
    for place, text in reads(table, phones, who).items():
        for other, cards in hidden.items():
            leaked = found(text, cards)
            assert not leaked, f"{who} reads seat {other}'s {leaked} on {place} after {after}"


def offers_of(table) -> dict[int, list[dict]]:
    return {seat: (table.get(token=table.tokens[seat]).json.get("deal") or {}).get("legal_actions", [])
            for seat in SEATS}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_read_shows_a_card_to_a_seat_that_has_not_seen_it(make_table, phones, game):
    table = make_table()
    for seat in SEATS:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    options, reached = GAMES[game]
    table.act("host", {"type": "start_deal", "variant": game, "dealer": 3, "options": options})
    rng = random.Random(game)
    cards = Table(deck_of(None), rng)
    seen = phones(table)
    secret: dict[int, set[Card]] = {seat: set() for seat in SEATS}
    public: set[Card] = set()
    done = set()
    readers = itertools.cycle(READERS)
    for _ in range(STEPS):
        offered = offers_of(table)
        choices = [(seat, offer) for seat in SEATS for offer in offered[seat]]
        if not choices:
            break
        for seat in SEATS:
            cards.top_up(seat, offered[seat])
        seat, offer = rng.choices(choices, [RARELY.get(offer["type"], 1) for _, offer in choices])[0]
        before = cards.saved()
        action = cards.realise(seat, offer)
        if action is None:
            cards.restore(before)
            continue
        if action["type"] == "show":  # shown with or without naming them: the cards the player holds
            action.setdefault("cards", [card.code for card in cards.holding(seat, "down")])
        response = table.post(action, token=table.tokens[seat])
        if response.status_code != 201:
            cards.restore(before)
            continue
        done.add(action["type"])
        own, shown = entered(offer, action)
        public |= shown
        secret[seat] |= own - public
        if action["type"] == "pass_card":  # its receiver is shown it, to confirm at a tap
            secret[offer["to"]] |= own - public
        check(table, seen, next(readers), secret, public, f"{action['type']} by seat {seat}")
    assert reached in done, sorted(done)

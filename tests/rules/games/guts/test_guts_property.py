"""Random games of guts and gruts, played to their end through the night: after every event the money
sums to zero, no stack, guts pot or infraction pot is below zero, and the night folded from the stored
events equals the live one; a replay of the whole log from nothing equals it at the end of every deal.

The players are random: they say guts and challenge more readily as the game goes on (so that games
end), call infractions now and then, and the host sometimes voids one. The cards come from a shuffled
deck without the gooches' faced cards.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from tests.support.guts_night import GutsNight

DEALS = 40  # a game not won by then is still being played, which is allowed


def play_game(night: GutsNight, rng: random.Random, options: dict) -> int:
    """Deals until the game is won (its pot empty), or DEALS; the number of deals played."""
    for number in range(1, DEALS + 1):
        seats = [seat for seat, stack in night.stacks().items() if stack >= (options["ante"] if number == 1 else 1)]
        if len(seats) < 2:
            return number - 1
        try:
            night.do(HOST, {"type": "start_deal", "variant": night.game, "seats": seats,
                            "options": options if number == 1 else {}})
        except RuleError as refusal:  # the gooches stored leave too few cards: the host settles the pot
            assert refusal.code == "too_many_players"
            return number - 1
        play_deal(night, rng, keen=min(0.9, 0.2 + number / 20))
        check(night)
        event(f"a deal ruled: {night.ruling()['outcome']}")
        assert night.replayed() == night.night
        if not night.night.matches:
            return number
    return DEALS


def play_deal(night: GutsNight, rng: random.Random, keen: float) -> None:
    deal = night.deal
    faced = {card for gooch in deal.gooches for card in gooch.cards}
    deck = [card for card in ALL_CARDS if card not in faced]
    rng.shuffle(deck)
    hands = {seat: [deck.pop().code for _ in range(3)] for seat in deal.seats}
    while night.night.deal is not None:
        deal = night.deal
        offers = [(seat, offer) for seat in (*deal.seats, None) for offer in night.legal(seat)]
        weights = [{"infraction": 0.05, "void_infraction": 0.1}.get(offer["type"], 1) for _, offer in offers]
        seat, offer = rng.choices(offers, weights)[0]
        kind = offer["type"]
        action = {"type": kind}
        if kind in ("cards", "show"):
            action["cards"] = hands[seat]
        elif kind == "face_gooch":
            action["cards"] = [deck.pop().code for _ in range(offer["count"])]
        elif kind in ("infraction", "void_infraction"):
            field = offer["fields"][0]
            action[field["name"]] = rng.choice(field["choices"])
        elif kind == "pass":
            words = {o["type"] for _, o in offers if _ == seat}
            if rng.random() < keen and len(words) > 1:
                action["type"] = next(word for word in words if word != "pass" and word in SAID)
        night.do(HOST if seat is None else seat, action)
        check(night)


SAID = ("guts", "gruts", "challenge", "chawawenge")


def check(night: GutsNight) -> None:
    accounts = night.night.accounts
    assert sum(accounts.values()) == 0
    assert all(amount >= 0 for account, amount in accounts.items() if account.startswith(("stack:", "match:")))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(["guts", "gruts"]),
    stacks=st.lists(st.sampled_from([40, 100, 300, 1000]), min_size=2, max_size=6),
    ante=st.sampled_from([0, 5, 25]),
    loser_pays=st.sampled_from(["pot", "twice"]),
    cowards=st.sampled_from(["none", "tax", "tariff"]),
    gooch=st.sampled_from(["none", "gooch", "super"]),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_games_keep_every_cent(game, stacks, ante, loser_pays, cowards, gooch, seed):
    night = GutsNight(stacks, game=game)
    options = {"ante": ante, "loser_pays": loser_pays, "cowards": cowards, "gooch": gooch}
    deals = play_game(night, random.Random(seed), options)
    assert deals >= 1
    event("the game was won" if not night.night.matches else "the game goes on")
    assert sum(night.stacks().values()) + night.pot() == sum(stacks)
    if not night.night.matches:  # the game is over: its pot is empty, no fine is left over
        assert all(amount == 0 for account, amount in night.night.accounts.items() if account.startswith("match:"))

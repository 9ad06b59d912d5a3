"""The option "defence_against": "all": a defence must meet all the attacks on its card together.

RULINGS.md, Martian Poker: the defence wins if its total meets or exceeds the
strongest attack (option: the sum of all attacks on the card; then, if the
defence loses, the strongest attack still wins the card).

Rows are written as in `test_disputes`: pieces "colour-seat:size", placed by
the colour's own player unless "@placer" follows, on one card dealt to seat 3
(the attacks numbered from 1 in the order given).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.games.martian.disputes import ALL, STRONGEST, OnCard, Placed, settle
from referee.rules.games.martian.pieces import Piece
from referee.rules.games.martian.table import defence_against

DEALT_TO = 3


def card(defence: str, *attacks: str) -> OnCard:
    def group(text: str) -> tuple[Placed, ...]:
        placed = []
        for word in text.split():
            piece, _, placer = word.partition("@")
            owner, size = piece.split(":")
            placed.append(Placed(Piece(int(owner), int(size)), int(placer or owner)))
        return tuple(placed)

    return OnCard(group(defence), {number: group(text) for number, text in enumerate(attacks, 1)}, len(attacks))

ALL_ATTACKS = [
    # Undisputed cards are the same under either rule.
    ("", (), DEALT_TO, False),
    ("3:2", (), DEALT_TO, False),
    # One attack: all the attacks are the strongest one.
    ("3:2", ("1:2",), DEALT_TO, True),
    ("3:1", ("1:2",), 1, True),
    ("", ("1:1",), 1, True),
    # Two attacks from two players: the defence meets their sum, exceeds it, falls short by one.
    ("3:3 3:2", ("1:3", "2:2"), DEALT_TO, True),
    ("3:3 3:3", ("1:3", "2:2"), DEALT_TO, True),
    ("3:3 3:1", ("1:3", "2:2"), 1, True),  # 4 beats the strongest (3), not both together (5)
    # A defence counts for the card whoever placed it, of any colour.
    ("2:3 4:2", ("1:3", "2:2"), DEALT_TO, True),
    ("2:3 4:1", ("1:3", "2:2"), 1, True),
    # Several attacks from several players.
    ("3:3 3:1", ("1:2", "2:1", "4:1"), DEALT_TO, True),
    ("3:3", ("1:2", "2:1", "4:1"), 1, True),
    ("3:3 3:3", ("1:3", "2:2", "4:1", "5:1"), 1, True),  # 6 against 7 together: the strongest (3) takes it
    ("3:3 3:2", ("1:2", "2:3", "4:1"), 2, True),
    # Several attacks by one player count together too.
    ("3:3", ("1:2", "1:2"), None, True),  # 3 against 4, and the two attacks tie for strongest
    ("3:3", ("1:3", "1:1"), 1, True),
    # The strongest attack takes the card: a one-colour attack for its colour, whoever placed it ...
    ("3:2", ("1:2 1:1@2", "4:1"), 1, True),
    # ... a mixed attack for the player with the most pips in it ...
    ("3:3", ("1:3 2:1", "4:2"), 1, True),
    ("", ("1:1 2:2 4:1",), 2, True),
    ("3:3 3:1", ("1:1 2:2 4:1", "5:3"), 2, True),
    # ... and nobody when nobody has the most pips in it,
    ("3:3", ("1:2 2:2", "4:1"), None, True),
    ("", ("1:2 2:2 4:1",), None, True),
    # or when attacks tie for strongest.
    ("3:3 3:2", ("1:3", "2:3"), None, True),
    ("", ("1:2", "2:1 4:1"), None, True),
    ("3:3 3:3", ("1:3", "2:3"), DEALT_TO, True),  # ... unless the defence meets them together
]


@pytest.mark.parametrize("defence,attacks,owner,disputed", ALL_ATTACKS)
def test_who_owns_a_disputed_card_when_the_defence_must_meet_all_attacks(defence, attacks, owner, disputed):
    ruled = settle(card(defence, *attacks), DEALT_TO, ALL)
    assert (ruled.owner, ruled.disputed) == (owner, disputed), ruled.why


@pytest.mark.parametrize("defence,attacks,strongest,all_attacks", [
    # Where the two rules part: a defence between the strongest attack and all of them together.
    ("3:3", ("1:3", "2:2"), DEALT_TO, 1),
    ("3:3 3:1", ("1:3", "2:2"), DEALT_TO, 1),
    ("3:3", ("1:2", "2:1", "4:1"), DEALT_TO, 1),
    ("3:3 3:1", ("1:2 2:2", "4:1"), DEALT_TO, None),
    ("3:3 3:2", ("1:3", "2:3"), DEALT_TO, None),
    # Where they agree: the defence meets all the attacks, or not even the strongest.
    ("3:3 3:2", ("1:3", "2:2"), DEALT_TO, DEALT_TO),
    ("3:2", ("1:3", "2:2"), 1, 1),
    ("3:1", ("1:3", "2:3"), None, None),
    ("3:1", ("1:2 2:2", "4:1"), None, None),
])
def test_the_default_is_still_the_strongest_attack(defence, attacks, strongest, all_attacks):
    on = card(defence, *attacks)
    assert settle(on, DEALT_TO).owner == strongest
    assert settle(on, DEALT_TO, STRONGEST).owner == strongest
    assert settle(on, DEALT_TO, ALL).owner == all_attacks


@pytest.mark.parametrize("defence,attacks,words", [
    ("", (), "not attacked"),
    ("3:3 3:2", ("1:3", "2:2"), "defended: 5 pips against attacks of 3 and 2 together (5)"),
    ("3:3", ("1:3",), "defended: 3 pips against an attack of 3"),
    ("3:1", ("1:3",), "not defended: 1 pip against an attack of 3; attack 1 (3, all red) takes the card"),
    ("3:3 3:1", ("1:3", "2:2"),
     "not defended: 4 pips against attacks of 3 and 2 together (5); "
     "the strongest, attack 1 (3, all red), takes the card"),
    ("3:3", ("1:2", "2:1", "4:1"), "not defended: 3 pips against attacks of 2, 1 and 1 together (4)"),
    ("3:3", ("1:3 2:1", "4:1"),
     "the strongest, attack 1 (4: red 3, yellow 1), takes the card: red has the most pips"),
    ("3:3", ("1:2 2:2", "4:1"),
     "the strongest, attack 1 (4: red 2, yellow 2), has nobody with the most pips in it: nobody owns the card"),
    ("3:3 3:2", ("1:3", "2:3"),
     "not defended: 5 pips against attacks of 3 and 3 together (6); "
     "attacks 1 and 2 tie for strongest (3): nobody owns the card"),
])
def test_the_ruling_names_the_rule_in_words(defence, attacks, words):
    assert words in settle(card(defence, *attacks), DEALT_TO, ALL).why


def test_a_rule_the_referee_does_not_know_is_a_mistake():
    with pytest.raises(ValueError):
        settle(card("3:3", "1:3"), DEALT_TO, "sum")


# Whole deals in the engine.

HOLES = {1: "Ac", 2: "Kh", 3: "7s"}
WAVES = [{1: "Ah", 2: "Kd", 3: "2c"}, {1: "9c", 2: "Ks", 3: "7d"},
         {1: "5d", 2: "Kc", 3: "7h"}, {1: "3s", 2: "4h", 3: "8c"}]
# Bob (seat 2) defends two of his kings enough for the strongest attack on each, not for both attacks together.
PLACEMENTS = {
    0: [(2, {"type": "defend", "card": "Kd", "pieces": [{"size": 3}]}),
        (1, {"type": "attack", "card": "Kd", "pieces": [{"size": 3}]}),
        (3, {"type": "attack", "card": "Kd", "pieces": [{"size": 2}]})],
    1: [(2, {"type": "defend", "card": "Ks", "pieces": [{"size": 2}]}),
        (1, {"type": "attack", "card": "Ks", "pieces": [{"size": 2}]}),
        (3, {"type": "attack", "card": "Ks", "pieces": [{"size": 1}]})],
}


def play(martian, **options):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3, **options)
    for seat, hole in HOLES.items():
        d.act(seat, {"type": "cards", "cards": [hole]})
    for number, ups in enumerate(WAVES):
        d.up(ups)
        for seat, action in PLACEMENTS.get(number, ()):
            d.act(seat, action)
        d.all_done()
        d.all_check()
    return d


def settled(d) -> dict[str, dict]:
    return {card["card"]: card for card in next(e.payload for e in d.events if e.type == "disputes_settled")["cards"]}


@pytest.mark.parametrize("options,owners,winner,hands", [
    # The default: Bob's defences hold, and his four kings win.
    ({}, {"Kd": 2, "Ks": 2}, 2, {1: "Pair of aces", 2: "Four of a kind, kings", 3: "Three of a kind, sevens"}),
    ({"defence_against": "strongest"}, {"Kd": 2, "Ks": 2}, 2,
     {1: "Pair of aces", 2: "Four of a kind, kings", 3: "Three of a kind, sevens"}),
    # All attacks together: Ann's attacks, the strongest on each king, take both; Cy's sevens win.
    ({"defence_against": "all"}, {"Kd": 1, "Ks": 1}, 3,
     {1: "Two pair, aces and kings", 2: "Pair of kings", 3: "Three of a kind, sevens"}),
])
def test_a_deal_played_to_the_showdown_under_each_rule(martian, options, owners, winner, hands):
    d = play(martian, **options)
    rule = options.get("defence_against", "strongest")
    assert d.setup.options["defence_against"] == rule
    final = settled(d)
    assert {card: final[card]["owner"] for card in owners} == owners
    view = d.variant.view(d.state, None)["icehouse"]
    assert view["final"] is True and view["defence_against"] == rule
    assert {c["id"]: c["owner"] for c in view["cards"] if c["id"] in owners} == owners
    assert {c["id"]: c["why"] for c in view["cards"]} == {card: ruled["why"] for card, ruled in final.items()}
    if rule == "all":
        assert final["Kd"]["why"] == ("not defended: 3 pips against attacks of 3 and 2 together (5); "
                                      "the strongest, attack 1 (3, all red), takes the card")
        assert final["Ks"]["why"].startswith("not defended: 2 pips against attacks of 2 and 1 together (3)")
    else:
        assert final["Kd"]["why"] == "the defence (3) holds against the strongest attack (3)"
    for seat in (1, 2, 3):
        d.act(seat, {"type": "show"})
    result = d.events[-1].payload
    assert d.events[-1].type == "showdown"
    for seat, words in hands.items():
        assert result["hands"][str(seat)]["words"].startswith(words)
    assert result["pots"][0]["winners"] == [winner]
    assert d.stack(winner) == 510 and all(d.stack(seat) == 495 for seat in (1, 2, 3) if seat != winner)
    assert d.replayed() == d.state


def test_the_provisional_owner_follows_the_rule_during_the_deal(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3, defence_against="all")
    for seat, hole in HOLES.items():
        d.act(seat, {"type": "cards", "cards": [hole]})
    d.up(WAVES[0])
    for seat, action in PLACEMENTS[0][:2]:
        d.act(seat, action)
    assert d.owner("Kd") == 2  # 3 pips meet the one attack of 3
    d.act(*PLACEMENTS[0][2])
    assert d.owner("Kd") == 1  # but not 3 and 2 together
    seen = d.variant.view(d.state, 2)
    kd = next(c for c in seen["icehouse"]["cards"] if c["id"] == "Kd")
    assert kd["why"].startswith("not defended: 3 pips against attacks of 3 and 2 together (5)")
    assert "Kd" not in seen["your_cards_owned"] and "Kd" in d.variant.view(d.state, 1)["your_cards_owned"]
    d.act(2, {"type": "defend", "card": "Kd", "pieces": [{"size": 2}]})
    assert d.owner("Kd") == 2


def test_a_deal_stored_before_the_option_existed_keeps_the_strongest_attack(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3, defence_against="all")
    old = {name: value for name, value in d.setup.options.items() if name != "defence_against"}
    assert defence_against(replace(d.state, setup=replace(d.setup, options=old))) == STRONGEST
    assert defence_against(d.state) == ALL


def test_the_table_deals_with_the_option_and_refuses_a_rule_it_does_not_know(night):
    n = night(players=3)
    refused = n.refuse(HOST, {"type": "start_deal", "variant": "martian_poker", "dealer": 3,
                              "options": {"defence_against": "sum"}})
    assert isinstance(refused, RuleError) and refused.code == "bad_option"
    started = n.do(HOST, {"type": "start_deal", "variant": "martian_poker", "dealer": 3,
                          "options": {"defence_against": "all"}})
    assert started[0].payload["options"]["defence_against"] == "all"
    assert n.night.deal.state.setup.options["defence_against"] == "all"
    again = night(players=3)
    started = again.do(HOST, {"type": "start_deal", "variant": "martian_poker", "dealer": 3})
    assert started[0].payload["options"]["defence_against"] == "strongest"


# Any card: the rule with all attacks against the default, piece by piece.

pieces = st.lists(st.tuples(st.integers(1, 4), st.integers(1, 3)), max_size=6)


@given(defence=pieces, attacks=st.lists(pieces.filter(bool), max_size=4))
def test_all_attacks_is_the_default_with_the_defence_against_their_sum(defence, attacks):
    on = OnCard(tuple(Placed(Piece(*piece), piece[0]) for piece in defence),
                {number: tuple(Placed(Piece(*piece), piece[0]) for piece in group)
                 for number, group in enumerate(attacks, 1)}, len(attacks))
    ruled = settle(on, DEALT_TO, ALL)
    total = sum(size for group in attacks for _, size in group)
    if sum(size for _, size in defence) >= total:
        assert ruled.owner == DEALT_TO  # held, or not attacked at all
    else:
        # The defence lost: the card goes as the strongest attack would take it from no defence.
        assert ruled.owner == settle(replace(on, defence=()), DEALT_TO).owner
        assert ruled.why.startswith("not defended")
    assert ruled.disputed == bool(attacks)
    if ruled.owner == DEALT_TO:
        assert settle(on, DEALT_TO).owner == DEALT_TO  # a defence that meets all attacks meets the strongest

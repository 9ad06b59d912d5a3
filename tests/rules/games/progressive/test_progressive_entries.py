"""Progressive Poker from the first deal: setting up, entering cards, what each seat sees."""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, seat_actor, visible_payload
from referee.rules.engine.variant import Setup
from referee.rules.games.progressive.game import PROGRESSIVE as GAME
from tests.support.progressive_night import next_round


def setup(players=3, stack=1000, unit=5, **options) -> Setup:
    seats = tuple(range(1, players + 1))
    return Setup(seats, seats[-1], {s: stack for s in seats}, options, unit=unit, deal_id=9)


def play(game, who, **action):
    """Decide and fold, as the table does; returns the new state and the drafts."""
    actor = who if isinstance(who, str) else seat_actor(who)
    drafts = GAME.decide(game, actor, action)
    for draft in drafts:
        game = GAME.apply(game, draft)
    return game, drafts


def entered(starts: dict, contributions: dict | None = None, players=3, **options):
    game = GAME.start(setup(players, **options))
    for seat, cards in starts.items():
        game, _ = play(game, seat, type="start_cards", cards=cards.split())
    for seat, card in (contributions or {}).items():
        game, _ = play(game, seat, type="contribute", card=card)
    return game


@pytest.mark.parametrize(
    "players, options, stack, code",
    [
        (5, {}, 1000, "deck_too_small"),  # the 36-card deck is for 2 to 4
        (7, {"deck": "standard"}, 1000, "deck_too_small"),  # 7 x (3 + 5) > 52
        (9, {"deck": "standard", "start_cards": 1}, 1000, "player_count"),
        (1, {}, 1000, "player_count"),
        (3, {"ante": 25}, 20, "stack_too_small"),
        (3, {"ante": 7}, 1000, "bad_ante"),
        (3, {"deck": "tiny"}, 1000, "bad_option"),
        (3, {"start_cards": 4}, 1000, "bad_option"),
        (3, {"joker": "yes"}, 1000, "bad_option"),
        (3, {"wilds": "deuces"}, 1000, "unknown_option"),
    ],
)
def test_games_the_table_cannot_start(players, options, stack, code):
    with pytest.raises(RuleError) as refusal:
        GAME.start(setup(players, stack, **options))
    assert refusal.value.code == code


@pytest.mark.parametrize(
    "players, options",
    [
        (4, {}),
        (6, {"deck": "standard"}),
        (7, {"deck": "standard", "start_cards": 2}),
        (8, {"deck": "standard", "start_cards": 1, "joker": True}),
    ],
)
def test_games_the_table_can_start(players, options):
    game = GAME.start(setup(players, **options))
    count = options.get("start_cards", 3)
    assert GAME.legal_actions(game, 1) == [{"type": "start_cards", "count": count,
                                            "fields": [{"name": "cards", "kind": "cards", "count": count, "own": "start"}]}]


def test_the_ante_is_taken_at_the_start():
    game = GAME.start(setup(3, ante=25))
    (ante,) = GAME.opening(game)
    assert ante.postings == (("stack:1", "pot:9", 25), ("stack:2", "pot:9", 25), ("stack:3", "pot:9", 25))
    assert GAME.view(GAME.apply(game, ante), None)["pot"] == 75
    assert GAME.opening(GAME.start(setup(3))) == []


@pytest.mark.parametrize(
    "cards, code",
    [
        ("As Kh Qh", None),  # seat 1 put it into the pile face down: seat 3 cannot know
        ("Ks Kh Qh", None),  # one of seat 1's start cards, unseen by seat 3
        ("Kh Kh Qh", "duplicate_card"),
        ("5h Kh Qh", "not_in_deck"),  # the 36-card deck starts at six
        ("Jk Kh Qh", "not_in_deck"),  # no joker unless the table adds one
        ("Zz Kh Qh", "bad_card"),
        ("Kh Qh", "start_cards_count"),
    ],
)
def test_start_cards_must_be_possible(cards, code):
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd"}, {1: "As"})
    action = {"type": "start_cards", "cards": cards.split()}
    if code is None:
        assert GAME.decide(game, seat_actor(3), action)[0].type == "start_cards"
        return
    with pytest.raises(RuleError) as refusal:
        GAME.decide(game, seat_actor(3), action)
    assert refusal.value.code == code


@pytest.mark.parametrize(
    "cards, code",
    [
        ("As 6c 6d 6h 6s", "card_in_pile"),
        ("Ks 6c 6d 6h 6s", "card_held"),
        ("6c 6d 6h 6s", "hand_count"),
    ],
)
def test_hand_cards_must_be_possible(cards, code):
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}, {1: "As", 2: "Ad", 3: "Ah"})
    with pytest.raises(RuleError) as refusal:
        GAME.decide(game, seat_actor(1), {"type": "hand", "cards": cards.split()})
    assert refusal.value.code == code


def test_a_joker_is_a_card_when_the_table_adds_one():
    game = entered({1: "Jk Ks Qs"}, joker=True)
    assert GAME.view(game, 1)["you"]["start"] == ["Jk", "Q♠", "K♠"]
    assert GAME.view(game, 1)["deck_size"] == 37


def test_contributions_stay_secret_until_all_are_in():
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"})
    game, (placed,) = play(game, 1, type="contribute", card="As")
    for viewer in (2, 3, None):
        seen = GAME.view(game, viewer)
        assert "A♠" not in str(seen) and "A♠" not in str(visible_payload(placed, viewer))
        assert [p["contributed"] for p in seen["players"]] == [True, False, False]
        assert seen["pile"] == []
    assert GAME.view(game, 1)["you"]["contribution"] == "A♠"
    assert moves(game, 1) == []
    game, _ = play(game, 2, type="contribute", card="Kd")
    game, (_, reveal) = play(game, 3, type="contribute", card="Qh")
    assert reveal.actor == "referee" and reveal.payload["pile"] == ["As", "Kd", "Qh"]
    assert [p["card"] for p in GAME.view(game, None)["pile"]] == ["A♠", "K♦", "Q♥"]
    assert GAME.view(game, 2)["you"]["start"] == ["Q♦", "A♦"]


def moves(game, seat):
    """What the seat may do besides correcting a card it entered, which it always may."""
    return [action for action in GAME.legal_actions(game, seat) if action["type"] != "correct"]


def test_what_each_seat_may_do_as_the_round_goes():
    game = entered({1: "As Ks Qs"})
    start = ["Q♠", "K♠", "A♠"]
    assert GAME.legal_actions(game, 1) == [
        {"type": "contribute", "cards": start,
         "fields": [{"name": "card", "kind": "card", "choices": start, "own": "start", "leaves": "table"}]},
        {"type": "correct", "cards": start, "clash": False,
         "fields": [{"name": "card", "kind": "card", "choices": start}, {"name": "is", "kind": "card"}]},
    ]
    assert [a["type"] for a in GAME.legal_actions(game, 2)] == ["start_cards"]
    assert GAME.legal_actions(game, None) == [{"type": "sudden_death", "fields": []}]
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd"}, {1: "As", 2: "Ad"}, players=2)
    game, _ = play(game, 1, type="hand", cards="6c 7c 8c 9c Jh".split())
    hand = ["6♣", "7♣", "8♣", "9♣", "J♥"]
    assert moves(game, 1) == [{
        "type": "exchange", "give": hand, "take": ["Q♠", "K♠"], "min": 1, "max": 2,
        "fields": [
            {"name": "give", "kind": "cards", "min": 1, "max": 2, "choices": hand, "own": "hand", "leaves": "start"},
            {"name": "take", "kind": "cards", "choices": ["Q♠", "K♠"], "count_as": "give", "own": "start", "leaves": "hand"},
        ],
    }]
    game, _ = play(game, 2, type="hand", cards="6d 7d 8d 9d Jd".split())
    assert moves(game, 1)[-1] == {
        "type": "draw", "discard": hand, "min": 0, "max": 5,
        "fields": [
            {"name": "discard", "kind": "cards", "min": 0, "max": 5, "choices": hand, "own": "hand", "leaves": "discards"},
            {"name": "receive", "kind": "cards", "count_as": "discard", "own": "hand"},
        ],
    }
    assert [a["type"] for a in moves(game, 2)] == ["exchange"]
    assert GAME.view(game, None)["turn"] == 1


def test_the_draw_goes_from_the_dealers_left_and_the_deal_moves_left():
    first = Setup((2, 3, 1), 1, {1: 0, 2: 0, 3: 0}, {})
    game = GAME.start(first)
    starts = {1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}
    hands = {1: "6c 7c 8c 9c Jh", 2: "6d 7d 8d 9d Jc", 3: "6h 7h 8h 9h Js"}
    for seat, cards in starts.items():
        game, _ = play(game, seat, type="start_cards", cards=cards.split())
        game, _ = play(game, seat, type="contribute", card=cards.split()[0])
    for seat, cards in hands.items():
        game, _ = play(game, seat, type="hand", cards=cards.split())
    order = []
    while GAME.view(game, None)["turn"] is not None:
        order.append(GAME.view(game, None)["turn"])
        game, _ = play(game, order[-1], type="draw", discard=[], receive=[])
    assert order == [2, 3, 1]
    assert GAME.is_finished(game)  # the round's deal; the next round is the next deal, dealt by seat 2
    game = GAME.start(next_round(game, first))
    assert (GAME.view(game, None)["round"], GAME.view(game, None)["dealer"]) == (2, 2)
    assert game.round.order == (3, 1, 2)


def heads_up_showdown(game, first, second):
    """Two players enter their hands, stand pat, and the referee rules."""
    game, _ = play(game, 1, type="hand", cards=first.split())
    game, _ = play(game, 2, type="hand", cards=second.split())
    game, _ = play(game, 1, type="draw", discard=[], receive=[])
    return play(game, 2, type="draw", discard=[], receive=[])


def test_without_an_ante_the_game_is_over_only_once_the_game_over_ruling_is_in():
    # With no ante the pot is empty at the showdown already; the table must not close the deal before
    # the ruling that follows it.
    game = entered({1: "Kc", 2: "Qc"}, {1: "Kc", 2: "Qc"}, players=2, start_cards=1)
    game, _ = play(game, 1, type="hand", cards="As Ad Ah Kd Ks".split())
    game, _ = play(game, 2, type="hand", cards="7s 8h 9d Jc Qh".split())
    game, _ = play(game, 1, type="draw", discard=[], receive=[])
    drafts = GAME.decide(game, seat_actor(2), {"type": "draw", "discard": [], "receive": []})
    assert [d.type for d in drafts] == ["draw", "showdown", "game_over"]
    for draft in drafts:
        assert not GAME.is_finished(game)
        game = GAME.apply(game, draft)
    assert GAME.is_finished(game)


def test_a_round_without_a_winner_of_the_game_ends_its_deal_at_the_showdown():
    game = entered({1: "Kc Kd", 2: "Qc Qd"}, {1: "Kc", 2: "Qc"}, players=2, start_cards=2)
    game, drafts = heads_up_showdown(game, "As Ad Ah Ks Kh", "7s 8h 9d Jc Qh")
    assert [d.type for d in drafts] == ["draw", "showdown"] and GAME.is_finished(game)
    assert GAME.next_deal(game).seats == (1, 2)


@pytest.mark.parametrize(
    "deck, first, second, best, words",
    [
        ("short", "As 6h 7d 8c 9s", "Ah Ad Kd Qd Jd", 1, "Straight"),  # A-6-7-8-9 is a straight
        ("short", "As 6h 7d 8c 9s", "6s 7h 8d 9c Th", 2, "Straight"),  # and the lowest one
        ("standard", "As 6h 7d 8c 9s", "Ah Ad Kd Qd Jd", 2, "High card"),  # not with 52 cards
    ],
)
def test_the_short_deck_low_straight(deck, first, second, best, words):
    game = entered({1: "Kc", 2: "Qc"}, {1: "Kc", 2: "Qc"}, players=2, deck=deck, start_cards=1)
    game, drafts = heads_up_showdown(game, first, second)
    showdown = drafts[1].payload
    assert showdown["best"] == [best]
    assert showdown["hands"][0]["words"].startswith(words)
    assert drafts[2].payload["winner"] == best and GAME.is_finished(game)


@pytest.mark.parametrize(
    "first, second, best, words",
    [
        ("Jk As Ad Ac Ah", "Ks Kd Kc Kh 6s", 1, "Five of a kind, aces"),
        ("Jk 7h 8d 9c Ts", "Ah Ad Kd Qd Jd", 1, "Straight, jack high"),
        ("Jk 6h 7d 8c 9s", "As Ad Kd Qd Jd", 1, "Straight, ten high"),  # the ten, not the ace below the six
        ("Jk 6h 7d 8c As", "Ks Kd 9d 9h Jd", 1, "Straight, nine high"),  # A-6-7-8-9, the low one
    ],
)
def test_the_joker_is_wild_at_the_showdown(first, second, best, words):
    game = entered({1: "Jc", 2: "Tc"}, {1: "Jc", 2: "Tc"}, players=2, start_cards=1, joker=True)
    game, drafts = heads_up_showdown(game, first, second)
    showdown = drafts[1].payload
    assert showdown["best"] == [best]
    assert showdown["hands"][best - 1]["words"].startswith(words)


def test_the_host_acts_only_as_the_host():
    game = entered({})
    with pytest.raises(RuleError) as refusal:
        GAME.decide(game, "seat:7", {"type": "start_cards", "cards": []})
    assert refusal.value.code == "not_in_game"
    game, (called,) = play(game, HOST, type="sudden_death")
    assert called.actor == HOST and GAME.view(game, None)["kind"] == "sudden_death"

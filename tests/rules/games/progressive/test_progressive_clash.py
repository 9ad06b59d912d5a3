"""A card entered twice in Progressive Poker: no entry is refused for what another
player holds unseen; the clash is found when the card shows, and corrected."""

from __future__ import annotations

import pytest

from referee.rules.core.errors import NotNow, RuleError
from referee.rules.engine.events import seat_actor, visible_payload
from referee.rules.games.progressive.game import PROGRESSIVE as GAME
from tests.rules.games.progressive.test_progressive_entries import entered, play

STOP = " One entry is wrong: play stops until the player who entered it wrongly corrects it."


def answer(game, seat, action):
    try:
        draft = GAME.decide(game, seat_actor(seat), action)[0]
    except RuleError as refusal:
        return refusal.code, refusal.message, refusal.fields
    return draft.type, [visible_payload(draft, viewer) for viewer in (None, 1, 2, 3)]


def hands_in(seat_1_start):
    """Seat 1 holds `seat_1_start`; all have contributed; hands 1 and 2 are in."""
    game = entered({1: seat_1_start, 2: "Ad Kd Qd", 3: "Ah Kh Qh"}, {1: seat_1_start.split()[0], 2: "Ad", 3: "Ah"})
    game, _ = play(game, 1, type="hand", cards="6c 7c 8c 9c Tc".split())
    game, _ = play(game, 2, type="hand", cards="6d 7d 8d 9d Td".split())
    return game


def _drawing(start):
    game = hands_in(start)
    game, _ = play(game, 3, type="hand", cards="6h 7h 8h 9h Th".split())
    game, _ = play(game, 1, type="draw", discard=[], receive=[])
    return game


PROBES = [
    # (the game, given seat 1's start cards (with J♠ or not), the seat, what it sends naming J♠)
    pytest.param(lambda start: entered({1: start}), 3,
                 {"type": "start_cards", "cards": ["Js", "Qh", "Jh"]}, id="start cards"),
    pytest.param(hands_in, 3, {"type": "hand", "cards": ["Js", "6h", "7h", "8h", "9h"]}, id="a hand"),
    pytest.param(_drawing, 2, {"type": "draw", "discard": ["6d"], "receive": ["Js"]},
                 id="a draw"),
]


@pytest.mark.parametrize("game, seat, action", PROBES)
def test_an_entry_gets_the_same_answer_whether_or_not_another_player_holds_the_card(game, seat, action):
    assert answer(game("As Ks Js"), seat, action) == answer(game("As Ks Qs"), seat, action)


def test_a_contribution_entered_by_another_is_found_at_the_reveal():
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Ks"})  # seat 3 holds K♣, not K♠
    game, _ = play(game, 1, type="contribute", card="Ks")
    game, _ = play(game, 2, type="contribute", card="Ad")
    game, drafts = play(game, 3, type="contribute", card="Ah")
    assert [d.type for d in drafts] == ["contribute", "reveal", "clash"]
    assert drafts[-1].payload == {
        "cards": ["Ks"], "says": "K♠ is put into the winner pile by seat 1, and another player also entered it." + STOP}
    with pytest.raises(NotNow) as stopped:
        GAME.decide(game, seat_actor(1), {"type": "hand", "cards": "6c 7c 8c 9c Tc".split()})
    assert stopped.value.code == "clash"
    assert GAME.legal_actions(game, 3) == [{"type": "correct", "cards": ["K♠"], "clash": True, "fields": [
        {"name": "card", "kind": "card", "choices": ["K♠"]}, {"name": "is", "kind": "card"}]}]
    assert GAME.legal_actions(game, 2) == [] and GAME.view(game, 2)["clash"] == ["K♠"]
    game, drafts = play(game, 3, type="correct", card="Ks", **{"is": "Kc"})
    assert [d.type for d in drafts] == ["correct", "clash"] and visible_payload(drafts[0], 1) == {}
    assert drafts[1].payload["cards"] == [] and GAME.view(game, 3)["you"]["start"] == ["K♣", "K♥"]
    game, _ = play(game, 1, type="hand", cards="6c 7c 8c 9c Tc".split())


def test_one_card_contributed_twice_is_corrected_in_the_pile():
    game = entered({1: "As Ks Qs", 2: "Ad Kd As", 3: "Ah Kh Qh"})  # seat 2 holds Q♦, not A♠
    game, _ = play(game, 1, type="contribute", card="As")
    game, _ = play(game, 2, type="contribute", card="As")
    game, drafts = play(game, 3, type="contribute", card="Ah")
    assert drafts[-1].payload["says"] == "A♠ is put into the winner pile by seat 1 and seat 2." + STOP
    game, drafts = play(game, 2, type="correct", card="As", **{"is": "Qd"})
    assert drafts[0].payload == {"card": "As", "is": "Qd", "in": "pile"}
    assert [p["card"] for p in GAME.view(game, 3)["pile"]] == ["A♠", "Q♦", "A♥"]


def test_a_hand_shown_at_the_showdown_with_a_card_entered_elsewhere():
    game = hands_in("As Ks Qs")
    game, _ = play(game, 3, type="hand", cards="6h 7h 8h 9h Qs".split())  # really 10♥; Q♠ is seat 1's
    for seat in (1, 2):
        game, _ = play(game, seat, type="draw", discard=[], receive=[])
    game, drafts = play(game, 3, type="draw", discard=[], receive=[])
    assert [d.type for d in drafts] == ["draw", "clash"]
    assert drafts[-1].payload["says"] == (
        "Q♠ is in the hand of seat 3, shown at the showdown, and another player also entered it." + STOP)
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(3), {"type": "correct", "card": "Qs", "is": "As"})
    assert refused.value.code == "card_in_pile"
    game, drafts = play(game, 3, type="correct", card="Qs", **{"is": "Th"})
    assert [d.type for d in drafts] == ["correct", "clash", "showdown"]


def test_two_hands_shown_with_one_card():
    game = hands_in("As Ks Qs")
    game, _ = play(game, 3, type="hand", cards="6h 7h 8h 9h 6c".split())
    for seat in (1, 2, 3):
        game, drafts = play(game, seat, type="draw", discard=[], receive=[])
    assert drafts[-1].payload["says"] == "6♣ is in the hands of seat 1 and seat 3, shown at the showdown." + STOP
    game, drafts = play(game, 1, type="correct", card="6c", **{"is": "Jc"})
    assert drafts[-1].type == "showdown"


@pytest.mark.parametrize(
    "seat, fix, code",
    [
        (2, {"card": "Ks", "is": "Kc"}, "not_entered"),
        (3, {"card": "Qs", "is": "Kc"}, "not_in_question"),
        (3, {"card": "Ks", "is": "Ad"}, "card_in_pile"),
        (3, {"card": "Ks", "is": "Kh"}, "card_held"),
        (3, {"card": "Ks"}, "missing_card"),
    ],
)
def test_correction_refusals(seat, fix, code):
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Ks"}, {1: "Ks", 2: "Ad", 3: "Ah"})
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(seat), {"type": "correct", **fix})
    assert refused.value.code == code


def test_a_card_put_into_the_pile_for_another_is_corrected_when_its_card_is_dealt():
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}, {2: "Ad", 3: "Ah"})
    game, _ = play(game, 1, type="contribute", card="Ks")  # really K♣, which nobody holds
    hand = "Ks 6h 7h 8h 9h".split()  # seat 3 is dealt the real K♠
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(3), {"type": "hand", "cards": hand})
    assert refused.value.code == "card_in_pile"
    game, drafts = play(game, 1, type="correct", card="Ks", **{"is": "Kc"})
    assert [d.type for d in drafts] == ["correct"] and drafts[0].payload == {"card": "Ks", "is": "Kc", "in": "pile"}
    assert "Ks" in {card.code for card in game.round.pack} and "Kc" not in {c.code for c in game.round.pack}
    game, _ = play(game, 3, type="hand", cards=hand)


def test_a_start_card_entered_for_another_is_corrected_when_its_card_is_dealt():
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Qh"}, {1: "As", 2: "Ad", 3: "Ah"})
    hand = "Ks 6c 7c 8c 9c".split()  # seat 1 holds K♣, not K♠, and is dealt K♠
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(1), {"type": "hand", "cards": hand})
    assert refused.value.code == "card_held"
    game, drafts = play(game, 1, type="correct", card="Ks", **{"is": "Kc"})
    assert [d.type for d in drafts] == ["correct"] and visible_payload(drafts[0], 2) == {}
    game, _ = play(game, 1, type="hand", cards=hand)
    assert GAME.view(game, 1)["you"]["start"] == ["Q♠", "K♣"]


def test_a_hand_card_discarded_and_dealt_again_is_corrected_before_the_draw():
    game = _drawing("As Ks Qs")  # seat 2 entered 10♦, really J♣, and is dealt 10♦ in the draw
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(2), {"type": "draw", "discard": ["Td"], "receive": ["Td"]})
    assert refused.value.code == "card_discarded"
    game, _ = play(game, 2, type="correct", card="Td", **{"is": "Jc"})
    game, _ = play(game, 2, type="draw", discard=["Jc"], receive=["Td"])


def test_while_a_clash_stands_only_a_card_in_question_is_corrected():
    game = entered({1: "As Ks Qs", 2: "Ad Kd Qd", 3: "Ah Kh Ks"}, {1: "Ks", 2: "Ad", 3: "Ah"})
    with pytest.raises(RuleError) as refused:
        GAME.decide(game, seat_actor(3), {"type": "correct", "card": "Kh", "is": "Kc"})
    assert refused.value.code == "not_in_question"

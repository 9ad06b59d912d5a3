import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS, parse_cards
from referee.rules.core.errors import RuleError
from referee.rules.core.guts_hands import beats_gooch, guts_hand
from referee.rules.core.hands import evaluate
from referee.rules.core.showdown import Contender, winners
from referee.rules.core.wilds import deuces


def guts(text, wild=None):
    return guts_hand(parse_cards(text)) if wild is None else guts_hand(parse_cards(text), wild)


@pytest.mark.parametrize(
    "better, worse",
    [
        ("2c 2d 2h", "As Ad Kc"),  # three of a kind beats a pair
        ("2c 2d 3h", "As Kd Qc"),  # a pair beats high card
        ("As Kd 3c", "2h 3h 4h"),  # no straights, no flushes: ace high beats them
        ("As 4d 3c", "Ks Qd Jh"),
        ("9c 9d Kh", "9h 9s Qc"),  # kickers decide
        ("Ac Ad Ah", "Kc Kd Kh"),
    ],
)
def test_three_card_guts_ranking(better, worse):
    assert guts(better) > guts(worse)


@pytest.mark.parametrize(
    "cards, words",
    [
        ("Jh Qh Kh", "High card, king"),
        ("7c 7d 2s", "Pair of sevens, deuce kicker"),
        ("4s 4h 4d", "Three of a kind, fours"),
    ],
)
def test_guts_hands_in_words(cards, words):
    assert guts(cards).words == words


@pytest.mark.parametrize(
    "player, super_gooch, player_wins",
    [
        ("Ac Ad 2h", "Ks Kd Kh 2c", False),  # the gooch plays K-K-K out of four
        ("Ac Ad Ah", "Ks Kd Kh Kc", True),
        ("Ac Ad Th", "As Ah 2c 9d", True),  # the gooch's best three: A-A-9
        ("Ac Ad 9h", "As Ah 2c 9d", False),  # a tie does not beat the gooch
        ("Qc Jd 9h", "Qs Jh 8c 2d", True),
    ],
)
def test_a_three_card_hand_against_the_super_gooch(player, super_gooch, player_wins):
    assert beats_gooch(guts(player), guts(super_gooch)) is player_wins


def test_the_super_gooch_plays_its_best_three_of_four():
    assert guts("As Ah 2c 9d").used == parse_cards("As Ah 9d")
    assert guts("Kc 2d 2h 7s").words == "Pair of deuces, king kicker"


def test_guts_with_a_wild():
    assert guts("2c Ad 7h", deuces()).words == "Pair of aces, seven kicker"


@pytest.mark.parametrize("cards", ["As Kd", "As Kd Qc Jh 9s", ""])
def test_a_guts_hand_is_three_or_four_cards(cards):
    with pytest.raises(RuleError) as refusal:
        guts(cards)
    assert refusal.value.code == "bad_guts_hand"


def contender(seat, cards, killed=False, auto_win=False):
    return Contender(seat, evaluate(parse_cards(cards)), killed, auto_win)


@pytest.mark.parametrize(
    "contenders, expected",
    [
        ([contender(1, "As Ad Kc Qd 2h"), contender(2, "Ks Kd Ac Qh 2c")], (1,)),
        ([contender(1, "As Ad Kc Qd 2h"), contender(2, "Ah Ac Kd Qs 2d")], (1, 2)),  # tied hands split
        ([contender(3, "9s 8d"), contender(1, "9h 8c"), contender(2, "9d 7c")], (3, 1)),  # in the order given
        ([contender(1, "As Ad Ac Qd 2h", killed=True), contender(2, "Ks Kd 7c 4h 2c")], (2,)),
        ([contender(1, "3s 4d 7c 8h 9c", auto_win=True), contender(2, "As Ks Qs Js Ts")], (1,)),
        (
            [
                contender(1, "7s 7d 2c", auto_win=True),
                contender(2, "7h 7c Ac", auto_win=True),
                contender(3, "Ah Ad Ac"),
            ],
            (1, 2),  # several auto-wins split, whatever their hands
        ),
        ([contender(1, "7s 7d", killed=True, auto_win=True), contender(2, "2c 3d")], (2,)),
        ([contender(1, "As Ad", killed=True), contender(2, "Ks Kd", killed=True)], ()),
        ([], ()),
    ],
)
def test_winners(contenders, expected):
    assert winners(contenders) == expected


@given(
    st.lists(
        st.tuples(st.lists(st.sampled_from(ALL_CARDS), max_size=7, unique=True), st.booleans()),
        min_size=1,
        max_size=8,
    )
)
def test_a_winner_is_never_killed_and_no_live_hand_beats_a_winner(seats):
    contenders = [Contender(seat, evaluate(cards), killed) for seat, (cards, killed) in enumerate(seats)]
    won = winners(contenders)
    live = [contender for contender in contenders if not contender.killed]
    assert bool(won) == bool(live)
    for contender in live:
        if contender.seat in won:
            assert all(contender.hand >= other.hand for other in live)
        else:
            assert any(contender.hand < contenders[seat].hand for seat in won)

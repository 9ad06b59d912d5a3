"""Betting and drawing as five games of the public catalogue of home variants (ichabod801/poker_db) play them:
Forty Three's rounds in which nobody may check, Australian Poker's first player who must bet, Two Card
Cahones' twist of up to two cards, Progressive Draw's openers that rise with each deal nobody opens (and
Progressive Ante's, everyone anteing again first), and Jackpot Poker's twists offered round after round until
a player stands pat. Each definition is accepted and played to its end; each piece decides as its rule says,
money conserved (the `Deal` driver checks it after every event)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
GAMES = {name: json.loads((SHIPPED / f"{name}.json").read_text())
         for name in ("forty_three", "australian_poker", "two_card_cahones", "progressive_draw", "jackpot_poker")}
# Progressive Ante (#1022): Progressive Draw, "reante, redeal, and increase the restriction to open betting".
PROGRESSIVE_ANTE = {**GAMES["progressive_draw"], "name": "Progressive ante", "description": "Progressive draw, "
                    "everyone anteing again before each redeal.", "script": [
    {"kind": "deal", "down": 5}, {"kind": "openers", "nobody_opens": "rise", "ante_again": True}, {"kind": "bet"},
    {"kind": "draw", "most": 5}, {"kind": "bet", "big": True}]}
PLAYED = {**GAMES, "progressive_ante": PROGRESSIVE_ANTE}


@pytest.mark.parametrize("name", sorted(PLAYED))
@pytest.mark.parametrize("seed", (1, 3))  # three players, then five
def test_each_game_is_accepted_and_played_to_its_end(name, seed):
    played_to_its_end(PLAYED[name], seed, players=2 + seed, chairs=6)


def offered(d, seat: int) -> set[str]:
    """The betting actions the seat is offered (a player may enter their own cards beside them at any time)."""
    return {action["type"] for action in d.variant.legal_actions(d.state, seat)} - {"cards"}


def test_nobody_may_check_in_forty_three(dealt):
    d = dealt(GAMES["forty_three"])
    d.act(3, {"type": "community", "cards": ["Qc"]})
    assert offered(d, 1) == {"fold", "bet"}
    refused = d.refuse(1, {"type": "check"})
    assert refused.message == "Nobody may check in this betting round: bet (at least 5¢) or fold."
    d.act(1, {"type": "fold"})
    assert offered(d, 2) == {"fold", "bet"}  # the next player facing no bet bets or folds too
    d.act(2, {"type": "bet", "amount": 10})
    assert offered(d, 3) == {"fold", "call", "raise"}
    d.act(3, {"type": "call"})
    d.act(3, {"type": "community", "cards": ["2d"]})
    assert d.state.to_act() == 2 and "check" not in offered(d, 2)
    assert d.replayed() == d.state


def test_the_first_player_must_open_each_round_of_australian_poker(dealt):
    d = dealt(GAMES["australian_poker"])
    assert offered(d, 1) == {"bet"}
    for action in ({"type": "check"}, {"type": "fold"}):
        refused = d.refuse(1, action)
        assert refused.message == "You open this betting round: you must bet (at least 5¢); you may neither check " \
                                  "nor fold."
    d.act(1, {"type": "bet", "amount": 5})
    assert offered(d, 2) == {"fold", "call", "raise"}  # the others bet as in any round
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    for seat in (1, 3):
        d.act(seat, {"type": "draw", "count": 0})
    assert d.state.to_act() == 1 and offered(d, 1) == {"bet"}
    assert d.replayed() == d.state


def test_the_player_left_of_the_dealer_who_folded_leaves_the_opening_to_the_next(dealt):
    d = dealt(GAMES["australian_poker"])
    d.act(1, {"type": "bet", "amount": 5})
    d.act(2, {"type": "raise", "amount": 10})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "fold"})
    for seat in (2, 3):
        d.act(seat, {"type": "draw", "count": 1})
    assert d.state.to_act() == 2 and offered(d, 2) == {"bet"}


def test_a_player_all_in_from_the_ante_leaves_the_opening_to_the_next(dealt):
    d = dealt(GAMES["australian_poker"], {1: 5, 2: 500, 3: 500})
    assert d.state.to_act() == 2 and offered(d, 2) == {"bet"}


def cahones_twist(dealt):
    d = dealt(GAMES["two_card_cahones"])
    for seat in (1, 2, 3):
        d.act(seat, {"type": "in_out", "say": "in"})
    return d


def test_two_card_cahones_twists_up_to_two_cards_at_the_smallest_bet_each(dealt):
    d = cahones_twist(dealt)
    draw = next(action for action in d.variant.legal_actions(d.state, 1) if action["type"] == "draw")
    assert (draw["max"], draw["tax_each"], draw["free"], draw["twist"]) == (2, 5, 0, True)
    pot = d.state.pot
    d.act(1, {"type": "draw", "count": 2})
    d.act(2, {"type": "draw", "count": 1})
    assert d.refuse(3, {"type": "draw", "count": 3}).message == "You may draw at most 2 cards."
    d.act(3, {"type": "draw", "count": 0})
    assert (d.stack(1), d.stack(2), d.stack(3)) == (485, 490, 495) and d.state.pot == pot + 15


def test_a_twist_of_more_cards_than_a_hand_holds_is_refused():
    twisted = {**GAMES["two_card_cahones"], "script": [{"kind": "deal", "down": 2},
                                                      {"kind": "twist", "most": 3, "price": 5}]}
    assert builder.problems(twisted) == ["Script step 2 (twist) changes up to 3 cards, but each player holds 2 "
                                         "face down then."]


def test_every_rule_reads_as_the_table_says_it():
    said = {name: " ".join(builder.rule_text(definition)) for name, definition in GAMES.items()}
    assert "nobody may check: a player facing no bet bets or folds" in said["forty_three"]
    assert "its first player must open it with a bet" in said["australian_poker"]
    assert "may replace up to 2 face-down cards for 5¢ each, or stand pat" in said["two_card_cahones"]
    assert "opening takes a pair a step higher: queens, kings, aces, then back down to jacks" in said[
        "progressive_draw"]
    assert "then a betting round; again until a player stands pat" in said["jackpot_poker"]


def test_the_openers_rise_a_step_with_each_deal_nobody_opens_then_come_back_down(dealt):
    d = dealt(GAMES["progressive_draw"])
    asked = []
    for _ in range(7):
        asked.append(d.variant.game.extension.view(d.state, 1)["openers"])
        for seat in (1, 2, 3):
            d.act(seat, {"type": "pass"})
    assert asked == [f"a pair of {rank} or better" for rank in
                     ("jacks", "queens", "kings", "aces", "kings", "queens", "jacks")]
    assert d.events[-1].type == "openers_rise" and d.state.pot == 15  # the pot stays, nobody antes again
    assert d.events[-1].payload["why"] == ("nobody opened with a pair of jacks or better: the cards are dealt "
                                           "again, the pot stays, and opening now takes a pair of queens or better")
    d.act(1, {"type": "cards", "cards": ["Jh", "Jd", "2c", "5s", "9h"]})
    refused = d.refuse(1, {"type": "open"})
    assert refused.message == "The cards you entered (J♥ J♦ 2♣ 5♠ 9♥) do not hold a pair of queens or better: you " \
                              "cannot open."
    assert d.replayed() == d.state


def test_progressive_ante_has_everyone_ante_again_before_each_redeal_as_openers_rise(dealt):
    d = dealt(PROGRESSIVE_ANTE, stacks={1: 500, 2: 500, 3: 8})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "pass"})
    assert d.events[-1].type == "openers_reante" and d.events[-1].payload["paid"] == {"1": 5, "2": 5, "3": 3}
    assert d.events[-1].payload["why"] == ("nobody opened with a pair of jacks or better: everyone antes again and "
                                           "the cards are dealt again, and opening now takes a pair of queens or "
                                           "better")
    assert (d.state.pot, d.stack(1), d.stack(3)) == (28, 490, 0)  # the short stack antes all it has
    for seat in (1, 2, 3):
        d.act(seat, {"type": "pass"})
    assert d.events[-1].payload["paid"] == {"1": 5, "2": 5} and d.state.pot == 38
    assert d.variant.game.extension.view(d.state, 1)["openers"] == "a pair of kings or better"
    assert d.replayed() == d.state


# Acepots (#432): Jacks or Better, "you must have a pair of aces or better to open. If no one opens, reante and
# redeal."
ACEPOTS = {"name": "Acepots", "description": "Draw poker opened with a pair of aces or better.", "script": [
    {"kind": "deal", "down": 5}, {"kind": "openers", "pair": "A", "ante_again": True}, {"kind": "bet"},
    {"kind": "draw", "most": 3, "most_with_ace": 4}, {"kind": "bet"}]}


def test_acepots_is_opened_with_a_pair_of_aces_or_better(dealt):
    assert "Someone must open with a pair of aces or better, else everyone antes again and the cards are dealt " \
           "again" in " ".join(builder.rule_text(ACEPOTS))
    d = dealt(ACEPOTS)
    assert d.variant.game.extension.view(d.state, 1)["openers"] == "a pair of aces or better"
    d.act(1, {"type": "cards", "cards": ["Kh", "Kd", "2c", "5s", "9h"]})
    refused = d.refuse(1, {"type": "open"})
    assert refused.message == "The cards you entered (K♥ K♦ 2♣ 5♠ 9♥) do not hold a pair of aces or better: you " \
                              "cannot open."


@pytest.mark.parametrize("seed", (0, 1))
def test_acepots_is_played_to_its_end(seed):
    played_to_its_end(ACEPOTS, seed, players=3 + seed)


def test_openers_that_rise_start_at_jacks():
    rising = {**ACEPOTS, "script": [{"kind": "deal", "down": 5},
                                    {"kind": "openers", "pair": "Q", "nobody_opens": "rise"}, {"kind": "bet"}]}
    assert builder.problems(rising) == [
        "Script step 2 (openers): openers that rise go from jacks up to aces and back down: leave the pair out, or "
        "let nobody's opening deal the cards again at the same pair."]


def test_openers_anted_again_only_where_a_redeal_is_and_the_game_has_an_ante():
    openers = {"kind": "openers", "nobody_opens": "pass", "ante_again": True}
    script = [{"kind": "deal", "down": 5}, openers, {"kind": "bet"}]
    assert builder.problems({"name": "Passed", "script": script}) == [
        "Script step 2 (openers): a deal nobody opens is passed out, and the next deal is anted anyway: leave out "
        "ante_again."]
    openers["nobody_opens"] = "redeal"
    assert builder.problems({"name": "Blinded", "blinds": True, "script": script}) == [
        "Script step 2 (openers): everyone antes again when nobody opens, but the game has blinds and no ante: give "
        "it an ante, or leave out ante_again."]
    assert builder.problems({"name": "Anted", "blinds": True, "ante": 5, "script": script}) == []
    assert "else everyone antes again and the cards are dealt again" in " ".join(builder.rule_text(
        {"name": "Anted", "script": script}))


def test_jackpot_poker_twists_and_bets_again_until_a_player_stands_pat(dealt):
    d = dealt(GAMES["jackpot_poker"])
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    for twist in range(2):
        for seat in (1, 2, 3):
            d.act(seat, {"type": "draw", "count": 1})
        for seat in (1, 2, 3):
            d.act(seat, {"type": "check"})
    assert d.state.current.name == "twist" and d.stack(1) == 500 - 5 - 50
    for seat, count in ((1, 1), (2, 0), (3, 1)):
        d.act(seat, {"type": "draw", "count": count})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    assert d.state.current.name == "showdown"
    assert d.replayed() == d.state


def test_a_twist_before_the_rounds_of_twists_does_not_end_them(dealt):
    script = [{"kind": "deal", "down": 5}, {"kind": "twist", "price": 25}, {"kind": "bet"},
              {"kind": "twist_rounds", "price": 25}]
    d = dealt({"name": "Twist first", "script": script})
    for seat, count in ((1, 0), (2, 1), (3, 1)):
        d.act(seat, {"type": "draw", "count": count})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    assert d.state.current.name == "twist"  # the rounds' own twist, though a player stood pat at the first
    assert builder.problems({"name": "Twice", "script": script + script[-1:]}) == [
        "A deal has twist rounds once: name it once."]

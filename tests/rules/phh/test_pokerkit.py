"""Our exports read by PokerKit (0.7), the reference library of PHH: random deals of every game it knows,
exported, loaded and played out by PokerKit, come to the ledger's finishing stacks.

The deals are those PHH writes with the standard's codes: hold'em in no limit (NT) and fixed limit (FT),
Omaha in pot limit (PO), Omaha hi-lo in fixed limit (FO/8), short deck in no limit (NS), stud hi-lo (F7S/8),
razz (FR), 2-7 triple draw (F2L3D) and badugi (FB) in fixed limit, 2-7 single draw in no limit (N2L1D).
They are played from random legal actions (`test_round_trip`), with antes, small and big blinds,
straddles, big-blind antes, bring-ins and the kitty's rake; a stud deal always with a bring-in (without
one it has a house code, as PokerKit fails to open its betting).
PokerKit is given the file's `_unit` (the table's smallest chip) to split a pot and round the rake in,
and the file's rake (`_rake`, `_rake_cap`), once the first betting round is over (the flop, the next
stud street or the first draw is dealt).

Where the two part by rule, not by the file, a deal is set aside with the reason, counted (`-s` prints the
counts):
- the rake of a deal with side pots: the ledger takes a share of all the pots together, capped once, from
  the main pot first; PokerKit rakes each pot on its own (its rake sees one pot at a time);
- the rake of a deal won without a showdown: PokerKit hands the last player left back every chip in
  front of them, so their bet of the last round, though called, never reaches the pot it rakes; the
  ledger rakes the whole pot (the winner's stack is then up to that bet's share of the rake higher in
  PokerKit);
- a pot (a side pot) that only mucked hands contest: the ledger splits it among them; PokerKit has no
  hand to give it to (set aside whenever two hands or more are mucked at the showdown, or one is and
  PokerKit fails pushing the pot);
- a raise PokerKit's fixed limit does not allow: its cap is four bets a round even heads-up, and the
  table's cap may be none (`_max_raises = 0`) or lifted heads-up;
- a deal without forced bets (a short deck with neither ante nor button blind): PokerKit needs one;
- three or more hands tied with odd chips left: the ledger gives them one each from the dealer's left,
  PokerKit all to the first.
Any other difference fails.
"""

from __future__ import annotations

import random
import tomllib
from collections import Counter

import pytest
from pokerkit import (BoardDealing, BringInPosting, CheckingOrCalling, ChipsPushing, CompletionBettingOrRaisingTo,
                      Folding, HoleDealing, StandingPatOrDiscarding)
from pokerkit import HandHistory as PokerKitHistory

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST
from referee.rules.phh.export import export_deal

from . import test_round_trip as round_trip
from .test_round_trip import Night, play_deal

GAMES = [("holdem", "no"), ("holdem", "fixed"), ("omaha", "pot"), ("omaha_hi_lo", "fixed"), ("short_deck", "no"),
         ("stud_hi_lo", "fixed"), ("razz", "fixed"), ("deuce_to_seven_single_draw", "no"),
         ("deuce_to_seven_triple_draw", "fixed"), ("badugi", "fixed")]
FIXED_LIMIT = ("FT", "FO/8", "F7S/8", "FR", "F2L3D", "FB")
DEALS = 150


def pokerkit(text: str) -> tuple[PokerKitHistory, dict]:
    """The file as PokerKit reads it, pots split and the rake rounded in the table's chip."""
    fields = tomllib.loads(text)
    unit, share, cap = fields["_unit"], fields.get("_rake", 0), fields.get("_rake_cap", 0)

    def split(amount: int, ways: int) -> tuple[int, int]:
        each = amount // unit // ways * unit
        return each, amount - each * ways

    def rake(amount: int, state) -> tuple[int, int]:
        if not share or not past_first_round(state):  # no flop, no drop
            return 0, amount
        taken = int(amount * share * 100) // 100 // unit * unit
        taken = min(taken, cap) if cap else taken
        return taken, amount - taken

    return PokerKitHistory.loads(text, divmod=split, rake=rake), fields


def past_first_round(state) -> bool:
    """Whether cards were dealt or drawn after the first betting round: the flop, the next stud street, the
    first draw (the ledger's rake is taken once the first round is over)."""
    bets = (CheckingOrCalling, CompletionBettingOrRaisingTo, Folding, BringInPosting)
    first = next((index for index, operation in enumerate(state.operations) if isinstance(operation, bets)), None)
    return first is not None and any(isinstance(operation, (HoleDealing, BoardDealing, StandingPatOrDiscarding))
                                     for operation in state.operations[first:])


def deal(seed: int) -> tuple[str, str]:
    """A random deal of a game PokerKit knows, dealt as the standard's game, and its file."""
    rng = random.Random(seed)
    game, betting = GAMES[seed % len(GAMES)]
    players = rng.randint(2, 6)
    table = Night(players)
    for seat in range(1, players + 1):
        table.act(HOST, {"type": "buy_in", "seat": seat, "amount": rng.choice([100, 300, 1000])})
    chosen = round_trip.options(rng, game, betting)
    chosen.update({"omaha": {"hole_cards": 4}, "omaha_hi_lo": {"hole_cards": 4},
                   "short_deck": {"trips_beat_straight": False}}.get(game, {}))
    if "big_blind" in chosen:  # a small and a big blind (a lone or dead blind heads-up is a story of its own)
        chosen.update(small_blind=5, big_blind=10)
    if VARIANTS[game].game.stud:  # a bring-in: a stud deal without one has a house code
        chosen.update(bring_in=5)
    play_deal(table, rng, game, betting, chosen)
    return game, export_deal(table.log, 1)


def known(text: str, fields: dict, refusal: str | None, pots: int, stacks: list[int] | None = None) -> str | None:
    """Why PokerKit parts from the ledger by rule on this deal, if it does; `stacks` are PokerKit's."""
    actions = fields["actions"]
    if refusal is not None and "No antes, blinds, straddles, or bring-in" in refusal:
        return "a deal without forced bets"
    if refusal is not None and fields["variant"] in FIXED_LIMIT and max(_bets_a_round(actions)) > 4:
        return "PokerKit's fixed-limit raise cap"
    shows = [action for action in actions if " sm" in action]
    mucks = len([action for action in shows if action.endswith(" sm")])
    if mucks >= 2 or mucks and refusal is not None and refusal.startswith("AssertionError"):
        return "a pot only mucked hands contest"
    if fields.get("_rake") and not shows and stacks is not None and _only_the_winner_higher(fields, stacks):
        return "the rake of a deal won without a showdown"
    if fields.get("_rake") and pots > 1:
        return "the rake of a deal with side pots"
    if len([action for action in shows if not action.endswith(" sm")]) >= 3:
        return "three hands tied with odd chips"
    return None


def _only_the_winner_higher(fields: dict, stacks: list[int]) -> bool:
    """Whether PokerKit's stacks part from the file's only in one player's, and higher, by less than the
    rake of the deal's biggest bet."""
    apart = [(ours, theirs) for ours, theirs in zip(fields["finishing_stacks"], stacks) if ours != theirs]
    most = max((int(action.split()[-1]) for action in fields["actions"] if " cbr " in action), default=0)
    return len(apart) == 1 and 0 < apart[0][1] - apart[0][0] <= most * fields["_rake"] + fields["_unit"]


def _bets_a_round(actions: list[str]) -> list[int]:
    """The bets, raises and completions of each betting round (the rounds are parted by dealing and draws)."""
    rounds = [0]
    for action in actions:
        if action.startswith("d ") or " sd" in action:
            rounds.append(0)
        elif " cbr " in action:
            rounds[-1] += 1
    return rounds


# The random deals fold where a check was open, as a player may at their turn; PokerKit warns that it is
# pointless, and plays it.
@pytest.mark.filterwarnings("ignore:There is no reason for this player to fold:UserWarning")
def test_pokerkit_reads_our_exports_to_the_ledgers_stacks(capsys):
    counts, why = Counter(), Counter()
    for seed in range(DEALS):
        game, text = deal(seed)
        history, fields = pokerkit(text)
        try:
            state = list(history)[-1]
            stacks, refusal = list(state.stacks), None
            pots = len({operation.pot_index for operation in state.operations if isinstance(operation, ChipsPushing)})
        except (ValueError, AssertionError, KeyError) as error:
            stacks, refusal, pots = None, f"{type(error).__name__}: {error}", 0
        if stacks == fields["finishing_stacks"]:
            counts[f"{fields['variant']} agreed"] += 1
            continue
        reason = known(text, fields, refusal, pots, stacks)
        assert reason is not None, f"PokerKit {refusal or f'finishes with {stacks}'}:\n{text}"
        counts[f"{fields['variant']} {'refused' if refusal else 'differed'}"] += 1
        why[f"{fields['variant']}: {reason}"] += 1
    with capsys.disabled():
        print(f"\nPokerKit round trip of {DEALS} deals: {dict(sorted(counts.items()))}; "
              f"set aside: {dict(sorted(why.items()))}")
    assert sum(count for key, count in counts.items() if key.endswith("agreed")) >= DEALS * 3 // 4

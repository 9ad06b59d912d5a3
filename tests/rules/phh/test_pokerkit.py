"""Our exports read by PokerKit (0.7), the reference library of PHH: random deals of every game it knows,
exported, loaded and played out by PokerKit, come to the ledger's finishing stacks.

The deals are those PHH writes with the standard's codes: hold'em in no limit (NT) and fixed limit (FT),
Omaha in pot limit (PO), Omaha hi-lo in fixed limit (FO/8), short deck in no limit (NS). They are played
from random legal actions (`test_round_trip`), with antes, small and big blinds, straddles, big-blind
antes and the kitty's rake. PokerKit is given the file's `_unit` (the table's smallest chip) to split a pot and round
the rake in, and the file's rake (`_rake`, `_rake_cap`), once the flop is out.

Where the two part by rule, not by the file, a deal is set aside with the reason, counted (`-s` prints the
counts):
- the rake of a deal with side pots: the ledger takes a share of all the pots together, capped once, from
  the main pot first; PokerKit rakes each pot on its own (its rake sees one pot at a time);
- a pot (a side pot) that only mucked hands contest: the ledger splits it among them; PokerKit has no
  hand to give it to (set aside whenever two hands or more are mucked at the showdown);
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

from pokerkit import (BoardDealing, BringInPosting, CheckingOrCalling, ChipsPushing, CompletionBettingOrRaisingTo,
                      Folding, HoleDealing, StandingPatOrDiscarding)
from pokerkit import HandHistory as PokerKitHistory

from referee.rules.engine.events import HOST
from referee.rules.phh.export import export_deal

from . import test_round_trip as round_trip
from .test_round_trip import Night, play_deal

GAMES = [("holdem", "no"), ("holdem", "fixed"), ("omaha", "pot"), ("omaha_hi_lo", "fixed"), ("short_deck", "no")]
DEALS = 60


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
    play_deal(table, rng, game, betting, chosen)
    return game, export_deal(table.log, 1)


def known(text: str, fields: dict, refusal: str | None, pots: int) -> str | None:
    """Why PokerKit parts from the ledger by rule on this deal, if it does."""
    actions = fields["actions"]
    if refusal is not None and "No antes, blinds, straddles, or bring-in" in refusal:
        return "a deal without forced bets"
    if refusal is not None and "completion, betting, or raising" in refusal and fields["variant"] in ("FT", "FO/8"):
        return "PokerKit's fixed-limit raise cap"
    shows = [action for action in actions if " sm" in action]
    if len([action for action in shows if action.endswith(" sm")]) >= 2:
        return "a pot only mucked hands contest"
    if fields.get("_rake") and pots > 1:
        return "the rake of a deal with side pots"
    if len([action for action in shows if not action.endswith(" sm")]) >= 3:
        return "three hands tied with odd chips"
    return None


def test_pokerkit_reads_our_exports_to_the_ledgers_stacks(capsys):
    counts, why = Counter(), Counter()
    for seed in range(DEALS):
        game, text = deal(seed)
        history, fields = pokerkit(text)
        try:
            state = list(history)[-1]
            stacks, refusal = list(state.stacks), None
            pots = len({operation.pot_index for operation in state.operations if isinstance(operation, ChipsPushing)})
        except (ValueError, AssertionError) as error:
            stacks, refusal, pots = None, f"{type(error).__name__}: {error}", 0
        if stacks == fields["finishing_stacks"]:
            counts[f"{fields['variant']} agreed"] += 1
            continue
        reason = known(text, fields, refusal, pots)
        assert reason is not None, f"PokerKit {refusal or f'finishes with {stacks}'}:\n{text}"
        counts[f"{fields['variant']} {'refused' if refusal else 'differed'}"] += 1
        why[reason] += 1
    with capsys.disabled():
        print(f"\nPokerKit round trip of {DEALS} deals: {dict(sorted(counts.items()))}; set aside: {dict(why)}")
    assert sum(count for key, count in counts.items() if key.endswith("agreed")) >= DEALS * 3 // 4

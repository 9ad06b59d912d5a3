"""What would stop a well-formed definition from being played to its end, each in a sentence: a script that
deals no cards or more than the deck holds, a step that asks for cards a hand doesn't hold then, pieces that
must agree and don't, a piece depending on an option the game doesn't have."""

from __future__ import annotations

import json
from typing import Mapping

from ..core.cards import ranks_in_words
from ..money.stakes import cents
from ..poker.phases.betting import DEALER_LEFT
from . import (beat_it, dealt_wilds, deck_problems, hand_wilds, layouts, low_when_few, option_problems, others_up,
               pay_or_fold,
               rankings, standings, step_problems, table, table_cards)
from .params import Price
from .pieces import CONDITIONS, FAMILIES, RULES, SCRIPT, where
from .step_problems import turns_up

RANKS = {"standard": 13, "short": 9, "piquet": 8}
REPEATED = ("pay_or_fold",)  # except these: each entry names cards of its own (Woolworth's fives and tens)
# Pieces that split a pot, or give it to another hand than the best.
SHARING = ("half_to_highest_of_suit", "half_to_card", "split_card", "high_low", "place_wins", "middle_half",
           "left_neighbour_half")
LOWEST_QUALIFIER = 5  # a low of five different ranks holds at least a five
TURNING = ("discard", "roll_up", "flip_top")  # steps after which a hand holds `count` fewer cards face down
# What a step does with the cards it asks for, in a sentence (any other: "changes up to").
VERBS = {"stack": "stacks", "roll_up": "turns up", "discard": "throws away", "flip_top": "turns up",
         "pass": "passes", "take": "takes", "trade": "trades up to"}
GIVE_EACH_ONE = ("pick", "take_table")  # steps after which every player still in holds one card more
TWISTS = ("twist", "twist_rounds")  # steps that replace face-down cards for a price, every one the same
STACKED = ("bet", "flip_top", "declare")  # steps that leave a stack as it is, as deals of no card down do


def problems(definition: Mapping) -> list[str]:
    script = definition.get("script", [])
    deals = [entry for entry in script if entry["kind"] == "deal"]
    if not any(_deals_any(entry) for entry in deals + [e for e in script if e["kind"] == "up_or_down"]):
        return ["The script deals no cards: add a deal step."]
    found = [f"{piece.capitalize().replace('_', ' ')} is named twice in the {family.replace('_', ' ')}: name it once."
             for family in RULES
             for piece in sorted({e["kind"] for e in definition.get(family, [])} - set(REPEATED))
             if [e["kind"] for e in definition.get(family, [])].count(piece) > 1]
    if not all(_deals_any(entry) for entry in deals):
        found.append("A deal step deals no cards: say how many go down, up or to the middle.")
    found += deck_problems.problems(definition) + _hand_problems(script) + _agreement_problems(definition)
    found += _node_problems(script) + _match_problems(definition) + _stack_problems(script)
    found += step_problems.problems(definition)
    found += option_problems.problems(definition) + _taxed_wild_problems(definition)
    found += _declare_problems(definition) + rankings.problems(definition)
    found += standings.problems(definition)
    found += layouts.problems(definition) + table.problems(definition) + hand_wilds.problems(definition)
    found += dealt_wilds.problems(definition) + others_up.problems(definition)
    found += table_cards.problems(definition) + pay_or_fold.problems(definition) + beat_it.problems(definition)
    found += low_when_few.problems(definition)
    if definition.get("stud") and definition.get("blinds"):
        found.append("A stud game's first bet is the best hand showing's, not the blinds': choose stud or blinds.")
    if definition.get("stud") and _bets_before_an_up_card(script):
        found.append("In a stud game the best hand showing bets first: deal a card face up before the first bet, "
                     "or let the player left of the dealer open it (first: dealer_left).")
    found += _first_bettor_problems(script) + _fresh_problems(script)
    if any(entry.get("drew_double") for entry in definition.get("showdown", [])) \
            and not any(entry["kind"] == "draw" for entry in script):
        found.append("A loser who drew pays twice, but the script has no draw: add a draw step, or leave "
                     "drew_double out.")
    dealt = next(place for place, entry in enumerate(script, 1) if entry["kind"] in ("deal", "up_or_down")
                 and _deals_any(entry))
    found += [f"Script step {place} (in_out): players say in or out on their cards: deal them some before it."
              for place, entry in enumerate(script[:dealt], 1) if entry["kind"] == "in_out"]
    if any(w["kind"] in ("middle", "middle_card") for w in definition.get("wild", [])) \
            and not layouts.middle_cards(script):
        found.append("The middle card's rank is wild, but the script deals no card to the middle.")
    in_hole = [w for w in definition.get("wild", []) if w["kind"] == "hole_card" and w.get("among") != "all"]
    if in_hole and _down_at_the_end(script) < 1:
        found.append("A face-down card is wild in its hand, but nobody holds a face-down card at the showdown: "
                     "deal one down.")
    return found


def _deals_any(entry: Mapping) -> bool:
    """Whether a deal step deals a card (a step of cards up or down as their players say always does)."""
    return entry["kind"] == "up_or_down" or any(entry.get(part) for part in ("down", "up", "community"))


def _fresh_problems(script: list) -> list[str]:
    """A roll-up of the cards just dealt turns up no more than the last deal step dealt face down and every
    player still holds of them, whatever they threw away or turned up since."""
    found, fresh = [], 0
    for place, entry in enumerate(script, 1):
        if entry["kind"] == "deal" and entry.get("down"):
            fresh = entry["down"]
        elif entry["kind"] == "roll_up" and entry.get("cards") == "last_dealt" and entry.get("count", 1) > fresh:
            found.append(f"Script step {place} (roll_up) turns up {entry.get('count', 1)} of the cards just dealt, "
                         f"but each player may hold only {max(fresh, 0)} of them then, whatever they threw away.")
        if entry["kind"] in TURNING:
            fresh -= entry.get("count", 1)
    return found


def _after(entry: Mapping, down: int, up: int) -> tuple[int, int]:
    """The cards each player surely holds face down, and their other cards, after a step: a draw whose new cards
    come face up leaves a player who changed the most with that many fewer face down; a card each takes (face up,
    or from the deck face down) is surely held, face down or not."""
    if entry["kind"] == "deal":
        return down + entry.get("down", 0), up + entry.get("up", 0)
    if entry["kind"] in GIVE_EACH_ONE:
        return down, up + 1
    turned = down if entry["kind"] == "roll_up" and entry.get("cards") == "all" else \
        entry.get("count", 1) if entry["kind"] in TURNING else \
        min(max(entry.get("most", 3), entry.get("most_with_ace") or 0), down) \
        if entry["kind"] == "draw" and entry.get("dealt") == "up" else 0
    # A step asking for more cards than are held is reported once, at that step: the steps after it count from
    # none held, not from fewer than none.
    turned = min(turned, down)
    return down - turned, up + (0 if entry["kind"] == "discard" else turned)


def _held(script: list):
    """Each step, with the cards each player surely holds face down and face up before it."""
    down = up = 0
    for place, entry in enumerate(script, 1):
        yield place, entry, down, up
        down, up = _after(entry, down, up)


def _down_at_the_end(script: list) -> int:
    """The face-down cards each player surely still holds after the last step."""
    down = up = 0
    for entry in script:
        down, up = _after(entry, down, up)
    return down


def _hand_problems(script: list) -> list[str]:
    """A draw, discard or pass asks for more face-down cards than each player holds at that point (a draw of
    face-up cards too, more cards than each holds)."""
    found = []
    for place, entry, down, up in _held(script):
        held = down + up if entry["kind"] == "draw" and entry.get("cards") == "any" else down
        wanted = _wanted(entry)
        if wanted > held:
            cards = f"{wanted} cards" if wanted > 1 else "1 card"
            verb = VERBS.get(entry["kind"], "changes up to")
            found.append(f"Script step {place} ({entry['kind']}) {verb} {cards}, but each player holds "
                         f"{held}{' face down' if held == down else ''} then.")
        elif entry["kind"] == "draw" and (entry.get("most_with_ace") or 0) >= held > 0:
            found.append(f"Script step {place} (draw) lets a player who shows an ace they keep change "
                         f"{entry['most_with_ace']} cards, but each player holds {held}"
                         f"{' face down' if held == down else ''} then: beside the ace they may change {held - 1} "
                         "at most.")
    return found


def _wanted(entry: Mapping) -> int:
    """The face-down cards each player must hold for a step: those it may change, throw away or turn up."""
    kind = entry["kind"]
    if kind == "draw":
        return max(entry.get("most", 0), entry.get("most_with_ace") or 0)
    if kind in TURNING:
        return entry.get("count", 1)
    if kind in ("pass", "take"):
        return entry.get("count", 1) + entry.get("other_side", 0)
    if kind == "buy_up":
        return 1
    if kind == "stack":
        return entry.get("count", 0)
    if kind == "trade":
        return entry.get("most", 1)
    return entry.get("most", 1) if kind in TWISTS and entry.get("cards") != "any" else 0


def _agreement_problems(definition: Mapping) -> list[str]:
    """Pieces that share one option of the game must agree on it; steps a deal has once; one way to split a pot."""
    found = []
    script = definition.get("script", [])
    prices = {json.dumps(entry["price"]) for entry in script if entry["kind"] in ("buy", "buy_rounds")}
    if len(prices) > 1:
        found.append("Every card bought costs the same: give each buy step the same price.")
    taxes = {json.dumps(entry["tax"]) for entry in script if entry["kind"] == "draw" and "tax" in entry}
    if len(taxes) > 1:
        found.append("Every draw is taxed the same: give each taxed draw the same tax.")
    twists = {json.dumps(entry["price"]) for entry in script if entry["kind"] in TWISTS}
    if len(twists) > 1:
        found.append("Every twist costs the same: give each twist step the same price.")
    for kind in sorted({entry["kind"] for entry in definition.get("script", [])}):
        if SCRIPT[kind].once and [entry["kind"] for entry in definition["script"]].count(kind) > 1:
            found.append(f"A deal has {kind.replace('_', ' ')} once: name it once.")
    sharing = sorted({entry["kind"] for entry in definition.get("showdown", []) if entry["kind"] in SHARING})
    if len(sharing) > 1:
        found.append(f"{' and '.join(kind.replace('_', ' ') for kind in sharing).capitalize()} each split the pot: "
                     "a game splits it one way, keep one.")
    for entry in definition.get("showdown", []):
        if entry["kind"] == "split_card" and entry.get("odd_up_reverses") and entry.get("suit", "any") == "any":
            found.append("The split card changes ends when an odd number of its suit is dealt face up: name its "
                         "suit, or leave that rule (odd_up_reverses) out.")
        if entry["kind"] == "high_low" and FAMILIES["showdown"]["high_low"].values(entry).get("low",
                                                                                              LOWEST_QUALIFIER) < LOWEST_QUALIFIER:
            found.append("A low hand holds five different ranks, so its highest card is a five or more: "
                         "make the qualifier 5 or higher.")
    return found


def _node_problems(script: list) -> list[str]:
    kinds = [entry["kind"] for entry in script]
    found = []
    if "flip_nodes" in kinds and ("nodes" not in kinds or kinds.index("nodes") > kinds.index("flip_nodes")):
        found.append("Players turn node cards, but no nodes are laid before: add a nodes step before it.")
    if any(entry["kind"] == "nodes" and not entry["plus"] + entry["minus"] for entry in script):
        found.append("The nodes step lays no cards: lay some in the plus or the minus node.")
    return found


def _match_problems(definition: Mapping) -> list[str]:
    """Cards turned to be matched need cards in the hands then, and a table that never pairs a rank each."""
    found, held = [], 0
    for place, entry in enumerate(definition["script"], 1):
        held += entry.get("down", 0) + entry.get("up", 0) if entry["kind"] == "deal" else 0
        if entry["kind"] == "match" and not held:
            found.append(f"Script step {place} (match): everyone throws away the cards of its rank, but nobody "
                         "holds a card then: deal some before it.")
    unpaired = [entry for entry in definition["script"] if entry["kind"] == "match" and entry.get("never_pair")]
    ranks = RANKS[definition.get("deck", "standard")]
    if len(unpaired) > ranks:
        found.append(f"The table never pairs, so its {len(unpaired)} cards turned need as many ranks; the deck has "
                     f"{ranks}: turn at most {ranks}.")
    return found


def _stack_problems(script: list) -> list[str]:
    """Cards are turned from the top of a stack made before; once made, nothing changes the face-down cards."""
    kinds = [entry["kind"] for entry in script]
    made = kinds.index("stack") + 1 if "stack" in kinds else None
    found = []
    for place, entry in enumerate(script, 1):
        if entry["kind"] == "flip_top" and (made is None or place < made):
            found.append(f"Script step {place} (flip_top) turns up the top of the stacks, but nobody has stacked "
                         "their cards then: add a stack step before it.")
        elif made is not None and place > made and entry["kind"] not in STACKED and \
                not (entry["kind"] == "deal" and not entry.get("down")):
            found.append(f"Script step {place} ({entry['kind']}) comes after the stack (step {made}), whose order "
                         "can't change: only bets, deals of no card down, flip_top and declare may follow it.")
    stacked = script[made - 1].get("count") if made is not None else None
    turned = sum(entry.get("count", 1) for entry in script if entry["kind"] == "flip_top")
    if stacked is not None and turned > stacked:
        found.append(f"The flip_top steps turn up {turned} cards of each stack, but each player stacks {stacked}: "
                     f"turn up {stacked} at most.")
    return found


def _declare_problems(definition: Mapping) -> list[str]:
    """A declaration needs a high-low split in the same deals, and cards dealt before it: after the last betting
    round, or earlier (before the last card or bet) where the game says so."""
    script = definition["script"]
    found = []
    split = next((entry for entry in definition.get("showdown", []) if entry["kind"] == "high_low"), None)
    for place, entry in enumerate(script, 1):
        if entry["kind"] != "declare":
            continue
        if split is None:
            found.append(f"Script step {place} (declare): players declare high or low only in a game that splits "
                         "the pot high-low: add the high low rule to the showdown.")
        elif any(split.get(c) is not None and split.get(c) != entry.get(c) for c in CONDITIONS):
            condition = "if" if "if" in split else "unless"
            found.append(f"Script step {place} (declare): the pot is split high-low only {condition} "
                         f"{split[condition]}: make the declaration apply {condition} {split[condition]} too.")
        if not any(earlier["kind"] == "deal" for earlier in script[:place - 1]):
            found.append(f"Script step {place} (declare): players declare on the cards they hold: deal some "
                         "before it.")
    return found


def _taxed_wild_problems(definition: Mapping) -> list[str]:
    """A wild tax on ranks a wild rule already makes wild in the same deals asks a price for nothing."""
    found = []
    for tax_place, tax in enumerate(definition.get("on_cards", []), 1):
        if tax["kind"] != "wild_tax":
            continue
        for place, wild in enumerate(definition.get("wild", []), 1):
            # Ranks wild face down only leave the face-up cards the tax asks for natural: it taxes those.
            in_hole = wild.get("face") == "down" and not tax.get("shown_too")
            both = sorted(FAMILIES["wild"]["ranks"].values(wild)["ranks"] if wild["kind"] == "ranks" and not in_hole
                          else ())
            both = [rank for rank in both if rank in FAMILIES["on_cards"]["wild_tax"].values(tax)["ranks"]]
            if not both or _exclusive(tax, wild):
                continue
            fix = f"make wild rule {place} apply unless {tax['if']}" if "if" in tax else \
                f"take them out of wild rule {place}"
            found.append(f"On cards rule {tax_place} (wild_tax) taxes {ranks_in_words(tuple(both))} that wild rule "
                         f"{place} makes wild anyway: {fix}.")
    return found


def _exclusive(one: Mapping, other: Mapping) -> bool:
    """Whether two pieces never apply in the same deal: one only with an option, the other only without it."""
    return any(one.get(a) is not None and one.get(a) == other.get(b) for a, b in (("if", "unless"), ("unless", "if")))


def _first_bettor_problems(script: list) -> list[str]:
    """A round the best hand showing opens needs a card face up by then; a roll-up of those who bet, a betting
    round before it."""
    found, up, bet = [], False, False
    for place, entry in enumerate(script, 1):
        up = up or turns_up(entry)
        if entry["kind"] == "bet" and entry.get("first") in ("best_showing", "high_showing") and not up:
            found.append(f"Script step {place} (bet): the best {'high ' * (entry['first'] == 'high_showing')}"
                         "hand showing bets first, but no card is face up then: deal one face up before it.")
        if entry["kind"] == "roll_up" and entry.get("who") == "bettors" and not bet:
            found.append(f"Script step {place} (roll_up): those who bet turn up a card, but no betting round comes "
                         "before it: add a bet step before it.")
        bet = bet or entry["kind"] == "bet"
    return found


def _bets_before_an_up_card(script: list) -> bool:
    """Whether a stud game bets before any card is face up without saying who opens: the player left of the
    dealer may, as nobody has a hand showing yet."""
    for entry in script:
        if turns_up(entry):
            return False
        if entry["kind"] == "bet" and entry.get("first") != DEALER_LEFT:
            return True
    return False

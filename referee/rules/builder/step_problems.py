"""Checks of script steps that hang on the rest of the definition: openers anted again, a redeal called by
the lowest hand showing, a face-up card twisted for one dealt face down, passes several seats along or both
ways, a card dealt face up to be passed on, and cards picked in turn from the worst hand showing before any card
is face up, and a draw's count said before its cards are dealt where they come face down."""

from __future__ import annotations

from typing import Mapping


def turns_up(entry: Mapping) -> bool:
    """Whether a step leaves a card face up in front of each player: dealt so, or turned up (cards dealt up or
    down as their players say may be: a player showing none bets after those who show one)."""
    return entry["kind"] in ("roll_up", "flip_top", "pick", "up_or_down") \
        or entry["kind"] == "deal" and bool(entry.get("up")) \
        or entry["kind"] == "take_table" and entry.get("deck") == "up"


def problems(definition: Mapping) -> list[str]:
    """Openers anted again where a deal passed out is anted anyway, or where the game has no ante; a redeal
    called by the lowest hand showing in a game of high hands, or before any card is face up; a twist whose
    face-up card is replaced face down where no face-up card is replaced; a player forced in by the cards
    showing before any card is face up."""
    script = definition.get("script", [])
    found = _pass_problems(script)
    for place, entry in enumerate(script, 1):
        if entry["kind"] == "redeal_call":
            if not any(rule["kind"] == "lowball" for rule in definition.get("showdown", [])):
                found.append(f"Script step {place} (redeal_call): the lowest hand showing calls a redeal in a low "
                             "game: add a lowball rule to the showdown.")
            if not any(turns_up(before) for before in script[:place - 1]):
                found.append(f"Script step {place} (redeal_call): the player showing the lowest hand calls it, but "
                             "no card is face up by then: deal one up before it.")
        if entry["kind"] == "pick" and entry.get("first", "worst_showing") == "worst_showing" \
                and not any(turns_up(before) for before in script[:place - 1]):
            found.append(f"Script step {place} (pick): the worst hand showing picks first, but no card is face up "
                         "by then: deal one up before it, or let the player left of the dealer pick first "
                         "(first: dealer_left).")
        if entry["kind"] == "buy_down" and (place == 1 or script[place - 2]["kind"] != "deal"
                                            or not script[place - 2].get("up")):
            found.append(f"Script step {place} (buy_down): each player may turn down the card just dealt them face "
                         "up: put it right after a deal step that deals one up.")
        if entry["kind"] == "in_out" and entry.get("must_go_in") \
                and not any(turns_up(before) for before in script[:place - 1]):
            found.append(f"Script step {place} (in_out): a player must go in by the cards showing, but no card is "
                         "face up by then: deal one up before it.")
        if entry["kind"] == "twist" and entry.get("flip") and entry.get("cards") != "any":
            found.append(f"Script step {place} (twist): only a face-up card's replacement comes face down for a "
                         "face-down card turned up (flip): let a face-up card be replaced (cards: any).")
        if entry["kind"] == "roll_up" and entry.get("from") and (
                entry.get("count", 1), entry.get("together", True), entry.get("cards", "any"),
                entry.get("who", "all")) != (1, True, "any", "all"):
            found.append(f"Script step {place} (roll_up): a card picked by a neighbour is one card of any of its "
                         "owner's face-down cards, for every player still in: leave count, together, cards and "
                         "who as they are by default.")
        if entry["kind"] == "draw" and entry.get("declared") and entry.get("dealt") != "up":
            found.append(f"Script step {place} (draw): saying how many you draw before any card is dealt (declared) "
                         "matters only when the new cards come face up: deal them face up (dealt: up), or leave "
                         "out declared.")
        if entry["kind"] == "openers" and entry.get("nobody_opens") == "rise" and entry.get("pair", "J") != "J":
            found.append(f"Script step {place} (openers): openers that rise go from jacks up to aces and back "
                         "down: leave the pair out, or let nobody's opening deal the cards again at the same pair.")
        if entry["kind"] != "openers" or not entry.get("ante_again"):
            continue
        if entry.get("nobody_opens") == "pass":
            found.append(f"Script step {place} (openers): a deal nobody opens is passed out, and the next deal is "
                         "anted anyway: leave out ante_again.")
        elif definition.get("blinds") and "ante" not in definition:
            found.append(f"Script step {place} (openers): everyone antes again when nobody opens, but the game has "
                         "blinds and no ante: give it an ante, or leave out ante_again.")
    return found


def _pass_problems(script: list) -> list[str]:
    found = [f"Script step {place} (pass): across the table is one player; seats and the other side count only to "
             "the left or right."
             for place, entry in enumerate(script, 1)
             if entry["kind"] == "pass" and entry.get("to") == "across" and (entry.get("seats", 1) > 1
                                                                             or entry.get("other_side"))]
    found += [f"Script step {place} (pass): a count chosen is of one pass: pass the other way in a step of its own."
              for place, entry in enumerate(script, 1)
              if entry["kind"] == "pass" and entry.get("chooser") and entry.get("other_side")]
    found += [f"Script step {place} (deal): a card passed on is dealt face up alone: say up 1 and nothing else."
              for place, entry in enumerate(script, 1) if entry["kind"] == "deal" and entry.get("pass_on")
              and (entry.get("up") != 1 or entry.get("down") or entry.get("community"))]
    return found

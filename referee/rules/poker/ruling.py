"""The referee's ruling at the end of a deal: who wins each pot, and why.

Bets nobody called go back first. Then each pot (main pot first, then side
pots by table stakes) goes to the best hand among the players eligible for it:
killed hands never win, an automatic winner beats every other hand, ties
split as evenly as the smallest chip allows with the odd chips to the tied
winners clockwise from the dealer's left (in stud: to the highest card by
suit). A player who mucks concedes: a mucked hand loses to any hand shown,
and a pot only mucked players are eligible for is split among them.
A player left alone in the hand wins without showing (unless the table holds a hand to beat).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..core.hands import Hand
from ..core.showdown import Contender, winners
from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind
from ..money.pots import CARRIED, Pot, award, build_pots, paid_into, return_uncalled
from ..money.rake import KITTY, rake
from ..money.stakes import cents
from .deal import PokerState, Verdict


def ruling(state: PokerState) -> Draft:
    contributions, refunds = return_uncalled(dict(state.paid))
    built = build_pots(contributions, _folded(state, contributions))
    pots = _with_carried(state, _without_killed(state, built))
    # A game may need the face-down cards of players who folded: they show, but play for nothing.
    showing = [seat for seat in state.zones.shown if seat in state.in_hand]
    hands = {seat: shown_hand(state, seat) for seat in showing}
    verdicts = {seat: _verdict(state, seat) for seat in showing}

    def winners_of(eligible: tuple[int, ...]) -> tuple[int, ...]:
        shown = [seat for seat in eligible if seat in hands]
        return best_of(state, shown, hands, verdicts) if shown else eligible  # none: every hand shown is dead

    shares = None
    if state.game.shares is not None and hands:
        def shares(pot, best):
            return state.game.shares(state, pot.amount, pot.eligible, best)
    stays = state.game.pot_stays(state, hands) if state.game.pot_stays and hands else None
    stakes = state.stakes
    raked = 0
    if stakes.rake_percent and state.rounds_played and not stays:  # no flop, no drop
        pots, raked = rake(pots, stakes.rake_percent, stakes.rake_cap, state.setup.unit)
    awards = [] if stays else award(pots, winners_of, state.setup.unit, _odd_chip_order(state, hands), shares)
    paid = [_paid(awards, index) for index in range(len(pots))]
    # A pot nobody won (every hand still in killed) is carried into the next deal's pot.
    carried = {index: into for index, into in enumerate(paid_into(contributions, built))
               if not stays and not paid[index] and pots[index].amount}
    pot = state.pot_account
    postings = [(pot, f"stack:{seat}", amount) for seat, amount in sorted(refunds.items())]
    postings += [(pot, KITTY, raked)] if raked else []
    postings += [(pot, f"stack:{seat}", amount) for won in paid for seat, amount in won.items()]
    postings += [(pot, CARRIED, pots[index].amount) for index in carried]
    owed = _owed(state, paid)
    matched = _losers_pay(state, refunds, owed)
    postings += [(f"stack:{seat}", pot, amount) for seat, amount in matched.items()]
    payload = {
        "refunds": {str(seat): amount for seat, amount in refunds.items()},
        "pots": [
            {
                "amount": p.amount,
                "eligible": list(p.eligible),
                "winners": list(paid[index]),
                "paid": {str(seat): amount for seat, amount in paid[index].items()},
                **({"carried": {str(seat): amount for seat, amount in carried[index].items()}}
                   if index in carried else {}),
            }
            for index, p in enumerate(pots)
        ],
        "hands": {
            str(seat): {
                "cards": [card.code for card in hand_of(state, seat)],
                "words": hands[seat].words,
                **({"verdict": verdicts[seat].why} if verdicts[seat].why else {}),
            }
            for seat in hands
        },
        "mucked": sorted(state.mucked),
        "summary": (f"Nobody wins the pot: {stays}; it stays for the next deal." if stays else
                    _summary(state, pots, awards, hands, verdicts) + state.game.extension.said(state, hands)
                    + (f" The kitty takes {cents(raked)}." if raked else ""))
                   + _matched_words(owed, matched),
        **({"pot_stays": stays} if stays else {}),
        **({"matched": {str(seat): amount for seat, amount in matched.items()}} if matched else {}),
        **({"rake": raked} if raked else {}),
    }
    payload.update(state.game.extension.recorded(state, hands, stays))
    kind = SHOWDOWN if hands else UNCONTESTED
    return kind.draft(REFEREE, Result(**payload), tuple(postings))


def passed_out(state: PokerState, why: str) -> Draft:
    """The deal ends before anyone may win it (nobody opened): its whole pot is carried into the next deal's pot,
    as when every hand still in is killed; in a game whose deals share one pot, it stays there."""
    amount = state.pot
    if state.game.match:
        summary = f"Nobody wins the pot: {why}; it stays for the next deal."
        return UNCONTESTED.draft(REFEREE, Result({}, [], {}, [], summary, pot_stays=why))
    paid = {str(seat): chips for seat, chips in sorted(state.paid.items()) if chips}
    pot = {"amount": amount, "eligible": sorted(state.in_hand), "winners": [], "paid": {}, "carried": paid}
    summary = f"Nobody wins the pot of {cents(amount)}: {why}; it is carried into the pot of the next deal."
    return UNCONTESTED.draft(REFEREE, Result({}, [pot], {}, [], summary), ((state.pot_account, CARRIED, amount),))


@dataclass(frozen=True)
class Result:
    """Who won each pot and why: the referee's ruling that ends the deal."""

    refunds: Mapping[str, int]
    pots: list
    hands: Mapping[str, Any]
    mucked: list[int]
    summary: str
    pot_stays: str | None = None
    rake: int = 0  # what the kitty took (`money.rake`)
    matched: Mapping[str, int] | None = None  # what each loser paid into the pot of the next deal (guts)
    legs: Mapping[str, int] | None = None  # each player's legs after the showdown, in a game played for legs


def _fold_result(state: PokerState, event: Event, result: Result) -> PokerState:
    """What the losers matched is the next deal's pot, never this deal's: the deal's pot is as it was won."""
    matched = {int(seat): amount for seat, amount in (result.matched or {}).items()}
    paid = {seat: chips - matched.get(seat, 0) for seat, chips in state.paid.items()} if matched else state.paid
    return replace(state, result=dict(event.payload), paid=paid)


SHOWDOWN = Kind("showdown", Result, _fold_result)
UNCONTESTED = Kind("uncontested", Result, _fold_result)


def _folded(state: PokerState, contributions: Mapping[int, int]) -> list[int]:
    """The seats out of the hand. A hand killed with more chips in than every hand still in (all-in
    for less) stays in the pots its chips reached, to take back the one that no hand alive reached."""
    alive = max((contributions.get(seat, 0) for seat in state.in_hand), default=0)
    return [seat for seat in state.order if seat not in state.in_hand
            and not (seat in state.killed and contributions.get(seat, 0) > alive)]


def _without_killed(state: PokerState, pots: list[Pot]) -> list[Pot]:
    """A hand killed during the deal wins no pot that a hand alive reached."""
    return [replace(pot, eligible=tuple(s for s in pot.eligible if s not in state.killed) or pot.eligible)
            for pot in pots]


def _with_carried(state: PokerState, pots: list[Pot]) -> list[Pot]:
    """What earlier deals of a match left in the pot, and chips that are nobody's bet (purchases,
    taxes), join the main pot, for everyone still in."""
    carried = state.setup.carried_pot + state.dead_money
    if not carried:
        return pots
    if not pots:
        return [Pot(carried, tuple(sorted(state.in_hand)))]
    return [replace(pots[0], amount=pots[0].amount + carried), *pots[1:]]


def hand_of(state: PokerState, seat: int) -> tuple:
    """Every card a shown hand plays from (the game's extension may say otherwise)."""
    return state.game.extension.hand_cards(state, seat)


def shown_hand(state: PokerState, seat: int) -> Hand:
    """The best hand a seat's shown cards make."""
    return state.hand(hand_of(state, seat), state.wild(seat), seat)


def best_of(state: PokerState, seats, hands=None, verdicts=None) -> tuple[int, ...]:
    """The best of these shown hands (several when tied; none when every one is dead). `hands` and
    `verdicts`: what the ruling already worked out, by seat."""
    contenders = []
    for seat in seats:
        hand = hands[seat] if hands else shown_hand(state, seat)
        verdict = verdicts[seat] if verdicts else _verdict(state, seat)
        contenders.append(Contender(seat, hand, verdict.killed, verdict.auto_win))
    return tuple(winners(contenders))


def _verdict(state: PokerState, seat: int) -> Verdict:
    if seat in state.killed:
        return Verdict(killed=True, why="killed during the deal")
    if state.game.judge is None:
        return Verdict()
    return state.game.judge(state, seat, hand_of(state, seat))


def _odd_chip_order(state: PokerState, hands) -> list[int]:
    if not state.game.stud:
        return list(state.order)
    def highest(seat: int) -> tuple[int, str]:
        card = max(hand_of(state, seat), default=None) if seat in hands else None
        return (card.rank, card.suit) if card else (0, "")

    return sorted(state.order, key=highest, reverse=True)


def _owed(state: PokerState, paid: list[dict[int, int]]) -> dict[int, int]:
    """What each player who lost the showdown owes the pot of the next deal, as the game says (guts)."""
    if state.game.losers_pay is None:
        return {}
    won: dict[int, int] = {}
    for pot in paid:
        for seat, amount in pot.items():
            won[seat] = won.get(seat, 0) + amount
    return {seat: amount for seat, amount in state.game.losers_pay(state, won).items() if amount}


def _losers_pay(state: PokerState, refunds: Mapping[int, int], owed: Mapping[int, int]) -> dict[int, int]:
    """What each loser pays of what they owe, in playing order: all they have, if less (table stakes)."""
    behind = {seat: state.stacks[seat] + refunds.get(seat, 0) for seat in owed}
    return {seat: min(owed[seat], behind[seat]) for seat in state.order if seat in owed and behind[seat]}


def _matched_words(owed: Mapping[int, int], matched: Mapping[int, int]) -> str:
    """" Seat 2 and seat 3 each pay 60¢ into the pot of the next deal.", and who had less and paid it all."""
    said = []
    for amount in sorted(set(owed.values()), reverse=True):
        full = [seat for seat, paid in matched.items() if paid == owed[seat] == amount]
        if full:
            each = "each pay" if len(full) > 1 else "pays"
            said.append(f"{' and '.join(f'seat {seat}' for seat in full).capitalize()} {each} {cents(amount)} "
                        "into the pot of the next deal.")
    said += [f"Seat {seat} owes {cents(owed[seat])} but has only {cents(paid)}: pays it all." for seat, paid
             in matched.items() if paid < owed[seat]]
    return "".join(" " + sentence for sentence in said)


def _paid(awards, index: int) -> dict[int, int]:
    """What each seat won of a pot, in the order the awards came (a seat may win several parts of it)."""
    paid: dict[int, int] = {}
    for a in awards:
        if a.pot_index == index:
            paid[a.seat] = paid.get(a.seat, 0) + a.amount
    return paid


def _summary(state: PokerState, pots, awards, hands, verdicts) -> str:
    lines = []
    for index, pot in enumerate(pots):
        name = "The pot" if len(pots) == 1 else ("The main pot" if index == 0 else f"Side pot {index}")
        paid = [a for a in awards if a.pot_index == index]
        if not paid and len(pot.eligible) > 1:
            lines.append(f"Nobody wins {name.lower()} of {cents(pot.amount)}: every hand still in is killed, and "
                         "it is carried into the pot of the next deal.")
            continue
        if any(a.part for a in paid):
            rest = pot.amount - sum(a.amount for a in paid)  # a part nobody won (a table's hand kept it) stays
            stays = f"; {cents(rest)} of it stays for the next deal" if rest else ""
            lines.append(f"{name} of {cents(pot.amount)}: {_parts(paid)}{stays}.")
            continue
        # Each winner with its own hand's words (once, when the hands are alike); a dead hand wins with none.
        said = [_with_words(hands, verdicts, a.seat) for a in paid]
        if len(set(said)) == 1:
            who = " and ".join(f"seat {a.seat}" for a in paid) + said[0]
        else:
            who = " and ".join(f"seat {a.seat}{words}" for a, words in zip(paid, said))
        split = " split" if len(paid) > 1 else ""
        lines.append(f"{name} of {cents(pot.amount)}{split}: {who}.")
    return " ".join(lines)


def _with_words(hands, verdicts, seat: int) -> str:
    if seat not in hands or verdicts[seat].killed:
        return ""
    words = hands[seat].words
    return f" with {words[0].lower()}{words[1:]}"


def _parts(paid) -> str:
    """Each part of a pot that says what it is, with who won it: "seat 1 takes 50¢, the high half, with ..."."""
    parts = dict.fromkeys(a.part for a in paid)
    said = []
    for part in parts:
        won = [a for a in paid if a.part == part]
        who = " and ".join(f"seat {a.seat}" for a in won)
        said.append(f"{who} {'split' if len(won) > 1 else 'takes'} {cents(sum(a.amount for a in won))}, {part}")
    return "; ".join(said)

"""Pots that outlive their deal, settled by the host: a game's pot when the game is over or the night ends
(split evenly), and the pot nobody won (every hand still in killed) when the night closes before a deal takes
it (back to those who paid into it, in proportion, or among the killed hands still in)."""

from __future__ import annotations

from typing import Any, Mapping

from ..core.errors import Forbidden, NotFound, NotNow, RuleError
from ..engine.events import HOST, Draft
from ..money.pots import CARRIED, split
from . import games
from .state import Night, stack


def decide(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    """The host splits what a game that spans several deals left in its pot, evenly by default; or the pot
    carried from a deal where every hand still in was killed (`game`: "carried")."""
    if actor != HOST:
        raise Forbidden("host_only", "Only the host can settle a game's pot.")
    if night.deal is not None:
        raise NotNow("deal_in_progress", f"Deal {night.deal.number} is still being played; finish it first.")
    if command.get("game") == CARRIED or (night.balance(CARRIED) and not night.unsettled()):
        return _settle_carried(night, actor, command)
    unsettled = {match.game: match for match in night.unsettled()}
    if not unsettled:
        raise NotFound("no_pot_to_settle", "No game's pot holds chips to settle.")
    game = command.get("game", next(iter(unsettled)) if len(unsettled) == 1 else None)
    if game not in unsettled:
        names = " or ".join(games.title_of(night, key) for key in unsettled)
        raise RuleError("which_pot", f"Say whose pot to settle: {names}.")
    match = unsettled[game]
    if match.next is not None:
        raise NotNow("game_under_way", f"{games.title_of(night, game)} is not over: its pot goes to its winner.")
    shares = _match_shares(night, match)
    postings = tuple((match.account, stack(seat), won) for seat, won in shares)
    return [Draft("settle_pot", actor, {"game": game, "shares": {str(seat): won for seat, won in shares}}, postings)]


def _settle_carried(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    """The pot nobody won, when the night closes before a deal takes it: back to those who paid into it, in
    proportion (`among`: "killed", split evenly among the killed hands still in)."""
    amount = night.balance(CARRIED)
    if not amount:
        raise NotFound("no_pot_to_settle", "No pot is carried to the next deal.")
    among = command.get("among", "paid")
    if among not in ("paid", "killed"):
        raise RuleError("bad_share", "The carried pot goes back to those who paid into it (\"paid\") or to the "
                                     "killed hands still in (\"killed\").")
    shares = _carried_shares(night, among)
    postings = tuple((CARRIED, stack(seat), won) for seat, won in shares)
    return [Draft("settle_pot", actor, {"game": CARRIED, "shares": {str(seat): won for seat, won in shares}},
                  postings)]


def _match_shares(night: Night, match) -> list[tuple[int, int]]:
    """A game's pot split evenly among its players still at the table (all of them, if none is)."""
    staying = [seat for seat in sorted(match.seats) if not night.has_cashed_out(seat)] or sorted(match.seats)
    return split(night.balance(match.account), staying, night.unit, staying)


def _carried_shares(night: Night, among: str) -> list[tuple[int, int]]:
    amount = night.balance(CARRIED)
    if among == "killed":
        seats = sorted(night.carried_killed)
        return split(amount, seats, night.unit, seats)
    return in_proportion(amount, night.carried_by, night.unit)


def settleable(night: Night) -> list[dict[str, Any]]:
    """The pots the host may settle now, each with the command that settles it and what each seat gets: the
    pot nobody won (back to those who paid in, or among the killed hands where that differs), then each pot
    of a game that spans deals (its title), split evenly."""
    if night.deal is not None or night.closed:
        return []
    found = []
    if night.balance(CARRIED):
        paid, killed = _carried_shares(night, "paid"), _carried_shares(night, "killed")
        found += [{"command": {"type": "settle_pot", "game": CARRIED, "among": among}, "title": "",
                   "amount": night.balance(CARRIED), "shares": dict(shares)}
                  for among, shares in (("paid", paid), ("killed", killed)) if among == "paid" or shares != paid]
    return found + [{"command": {"type": "settle_pot", "game": match.game}, "title": games.title_of(night, match.game),
                     "amount": night.balance(match.account), "shares": dict(_match_shares(night, match))}
                    for match in night.unsettled() if match.next is None]


def in_proportion(amount: int, paid: Mapping[int, int], unit: int) -> list[tuple[int, int]]:
    """`amount` shared in proportion to what each paid, in whole chips; the chips left over one each to the
    largest payers (then the lowest seats)."""
    total = sum(paid.values())
    chips = amount // unit
    shares = {seat: chips * given // total for seat, given in paid.items()}
    for seat in sorted(paid, key=lambda seat: (-paid[seat], seat))[:chips - sum(shares.values())]:
        shares[seat] += 1
    return [(seat, count * unit) for seat, count in sorted(shares.items()) if count]

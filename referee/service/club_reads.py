"""What a club's pages and API show: the club, its debts and the club's settle-up, and a season's figures.

Everything money and figures is derived here from the club's log and its nights' logs as they stand, never
stored: a night corrected later is read as it now is.
"""

from __future__ import annotations

from sqlalchemy import Engine

from ledger.settlement import describe, format_cents, settle
from referee.rules.club import debts, stats
from referee.rules.club.facts import guest_names
from referee.rules.club.state import DISPUTED, MARKED, Club

from . import clubs
from .club_nights import facts_of


def read_club(engine: Engine, club_id: str, principal: str) -> dict:
    club, head = clubs.read(engine, club_id)
    facts = facts_of(engine, list(club.nights))
    you = club.member_of(principal)
    return {
        "id": club_id, "name": club.name, "currency": club.currency, "unit": club.unit, "version": club.version,
        "head": {"version": head.version, "hash": head.hash},
        "you": {"member": you.number, "name": you.name, "host": you.host},
        "members": [{"member": m.number, "name": m.name, "host": m.host} for m in club.members.values()],
        "nights": [_night(club, night, facts[night.id], you.number) for night in reversed(club.night_order())],
    }


def _night(club: Club, night, fact, you: int) -> dict:
    return {"night": night.id, "name": night.name, "date": night.opened_at[:10], "closed": fact.closed,
            "deals": len(fact.deals), "your_seat": next((s for s, n in night.seats.items() if n == you), None),
            "seats": [{"seat": seat, "name": name, "member": night.seats.get(seat)}
                      for seat, name in sorted(fact.names.items()) if seat]}


def read_debts(engine: Engine, club_id: str, principal: str) -> dict:
    """Each closed night's settle-up with what was paid of it, the payments, each party's balance at the club,
    and the club's settle-up: every unpaid debt across nights netted into the fewest transfers."""
    club, _ = clubs.read(engine, club_id)
    facts = facts_of(engine, list(club.nights))
    guests = guest_names(club, facts)
    names = lambda party: club.name_of(party, guests)  # noqa: E731
    nights = []
    for found in debts.night_debts(club, facts):
        night = club.nights[found.night]
        transfers = []
        for transfer in settle(found.nets):
            paid = debts.paid_towards(club, night.id, transfer.payer, transfer.payee)
            transfers.append({**_transfer(club, transfer, names, night.id), "paid": min(paid, transfer.amount)})
        nights.append({"night": night.id, "name": night.name, "date": night.opened_at[:10], "transfers": transfers})
    balances = debts.balances(club, facts)
    return {
        "currency": club.currency,
        "nights": nights,
        "playing": [{"night": n.id, "name": n.name} for n in club.night_order() if not facts[n.id].closed],
        "payments": [_payment(club, payment, names, principal) for payment in
                     sorted(club.payments.values(), key=lambda p: p.number, reverse=True)],
        "balances": [{"party": party, "name": names(party), "amount": amount} for party, amount in balances.items()],
        "transfers": [_transfer(club, transfer, names) for transfer in settle(balances)],
    }


def _transfer(club: Club, transfer, names, night: str | None = None) -> dict:
    return {"from": transfer.payer, "to": transfer.payee, "amount": transfer.amount,
            # The club's settle-up nets every night: a payment waiting against any of them stops a second mark.
            "waiting": debts.paid_towards(club, night, transfer.payer, transfer.payee, (MARKED, DISPUTED),
                                          any_night=night is None),
            "says": describe(transfer, {transfer.payer: names(transfer.payer), transfer.payee: names(transfer.payee)},
                             club.currency)}


def _payment(club: Club, payment, names, principal: str) -> dict:
    confirmer = payment.payer if payment.marked_by == payment.payee else payment.payee
    host = club.is_host(principal)
    return {"payment": payment.number, "from": payment.payer, "to": payment.payee, "amount": payment.amount,
            "night": payment.night, "date": payment.at[:10], "state": payment.state,
            "says": f"{names(payment.payer)} paid {names(payment.payee)} {format_cents(payment.amount, club.currency)}",
            "marked_by": club.name_of(payment.marked_by),
            "waiting_for": names(confirmer) if payment.state == MARKED else None,
            "can_confirm": payment.state == MARKED and principal == confirmer,
            "can_dispute": payment.state == MARKED and principal == confirmer,
            "can_settle": host and (payment.state == DISPUTED or
                                    (payment.state == MARKED and club.member_of(confirmer) is None))}


def read_season(engine: Engine, club_id: str, principal: str, start: str = "", end: str = "") -> dict:
    """The standings of the closed nights opened from `start` to `end`, each player's figures per game (a
    member sees their own; a host everyone's) and each member's balance after each night."""
    club, _ = clubs.read(engine, club_id)
    facts = facts_of(engine, list(club.nights))
    season = stats.season(club, facts, start, end)
    names = lambda party: club.name_of(party, season.guests)  # noqa: E731
    mine = club.is_host(principal)
    return {
        "currency": club.currency, "from": start, "to": end,
        "nights": [{"night": n.id, "name": n.name, "date": n.opened_at[:10]} for n in season.nights],
        "standings": [{"party": row.party, "name": names(row.party), "net": row.net, "nights": row.nights,
                       "deals_played": row.played, "deals_won": row.won} for row in season.standings],
        "games": [{"party": g.party, "name": names(g.party), "game": g.game, "deals_dealt": g.dealt,
                   "deals_played": g.played, "deals_won": g.won, "biggest_pot_won": g.biggest_pot,
                   "showdowns_won": g.showdowns}
                  for g in season.games if mine or g.party == principal],
        "balances": stats.balance_lines(club, facts, list(season.nights)),
    }


"""The facts a club reads of its nights, each taken from the night's own log as it stands: who sat where,
what the settle-up pays each seat, and each finished deal's game, dealer, players, pot and winners.

No card is read into them, so no figure built on them can show a card nobody showed. Each process keeps the
facts it read last per night and reads a night again only when its head has moved.
"""

from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import store
from ledger.db import UnitOfWork, database
from referee.rules.club.facts import KITTY_SEAT, DealFacts, NightFacts
from referee.rules.money.rake import KITTY
from referee.rules.night import night as rules
from referee.rules.night.games import title_of

from .ledgers import deal_results
from .recent import Recent
from .tables import open_night

_read = Recent(512)  # by (database, night): (head, facts)


def facts_of(engine: Engine, nights: list[str]) -> dict[str, NightFacts]:
    with UnitOfWork(engine) as session:
        return {night: _facts(session, night) for night in nights}


def _facts(session: Session, table_id: str) -> NightFacts:
    opened, night = open_night(session, table_id)
    key = (database(session.get_bind()), table_id)
    kept = _read.get(key)
    if kept is not None and kept[0] == opened.head:
        return kept[1]
    results = deal_results(session, table_id, night, opened.head)
    seats, showdowns = _deal_seats_and_showdowns(store.load(session, table_id))
    nets = {seat: night.balance(rules.player(seat)) + night.balance(rules.stack(seat)) for seat in night.seat_numbers()}
    names = {seat: night.seat_name(seat) for seat in night.seat_numbers()}
    if night.balance(KITTY):
        nets[KITTY_SEAT], names[KITTY_SEAT] = night.balance(KITTY), "the kitty"
    deals = tuple(DealFacts(record.number, title_of(night, record.variant), record.dealer,
                            seats.get(record.number, ()), results.get(record.number, {}).get("pot", 0),
                            tuple(results.get(record.number, {}).get("winners", ())),
                            showdowns.get(record.number, ()))
                  for record in night.deals)
    facts = NightFacts(table_id, night.closed, names, nets, deals, balanced=sum(nets.values()) == 0)
    _read.put(key, (opened.head, facts))
    return facts


def _deal_seats_and_showdowns(events) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """Who was dealt in to each deal, and who won some of a pot at its showdown (hands shown, several in)."""
    seats: dict[int, tuple[int, ...]] = {}
    showdowns: dict[int, tuple[int, ...]] = {}
    for event in events:
        deal = event.payload.get("deal")
        if event.type == "deal_started":
            seats[deal] = tuple(sorted(event.payload.get("seats", ())))
        elif event.type == "showdown":
            won = {seat for pot in event.payload.get("pots", ()) for seat in pot.get("winners", ())}
            showdowns[deal] = tuple(sorted(set(showdowns.get(deal, ())) | won))
    return seats, showdowns

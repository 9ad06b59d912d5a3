"""What a viewer may read: the table, its log, and the settle-up."""

from __future__ import annotations

import threading
from typing import Collection

from sqlalchemy import Engine

from ledger import store
from ledger.db import UnitOfWork, database
from ledger.settlement import describe, settle
from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST, visible_payload, visible_type
from referee.rules.engine.variant import option_catalog
from referee.rules.money.rake import KITTY
from referee.rules.night import night as rules
from referee.rules.night.deals import FOR_A_SEAT, goes_on, next_dealer, next_seats
from referee.rules.night.games import table_variants, title_of
from referee.rules.night.next_deal import remembered, suggested
from referee.rules.night.rotation import PRESETS, upcoming
from referee.rules.night.settle import settleable
from referee.rules.night.undo import can_take_back_deal

from . import damage, standing
from .errors import LogDamaged
from .ledgers import deal_results, entry_words
from .replay import warm, with_every_deal
from .tables import open_night, viewer_seat
from .turns import your_turn


def read_table(engine: Engine, table_id: str, principal: str, at: store.Head | None = None) -> dict:
    """The table as the viewer may see it. `at`: the head a statement just read, with the log found whole
    there; if this process holds the table as it stood at that head, no transaction is needed."""
    night, last, state = _read_at(engine, table_id, at) if at else _read(engine, table_id)
    balances = night.accounts  # the log's postings folded: the same sums as the balances cache, never stale
    deal = deal_view(night, viewer_seat(principal))
    if deal is not None:
        deal["last_action"] = last
    return {
        **state,
        "id": table_id,
        "name": night.name,
        "club": night.club,
        "currency": night.currency,
        "unit": night.unit,
        "stakes": {**rules.STAKES, **night.stakes},
        "version": night.version,
        "closed": night.closed,
        "you": principal,
        "seats": [
            {
                "seat": seat,
                "name": night.seat_name(seat),
                "stack": balances.get(rules.stack(seat), 0),
                "net": _net(balances, seat),
                "cashed_out": night.has_cashed_out(seat),
                "sitting_out": seat in night.away,
            }
            for seat in night.seat_numbers()
        ],
        "balances": {str(seat): _net(balances, seat) for seat in night.seat_numbers()},
        "deal": deal,
        "your_turn": your_turn(deal, viewer_seat(principal)),
        "deals_played": len(night.deals),
        "last_game": night.deals[-1].variant if night.deals else None,
        "button": night.button,
        "next_dealer": next_dealer(night, next_seats(night)) if next_seats(night) else None,
        "under_way": goes_on(night).game if goes_on(night) else None,  # the game whose next deal comes first
        "next_deal": next_deal_view(night),
        "remembered": remembered(night),
        "rotation": rotation_view(night),
        "dealt_in": list(next_seats(night)),  # whom the deal form ticks
        "kept": kept_view(night, viewer_seat(principal)),
        "take_back": take_back_view(night, principal),
        "take_back_deal": can_take_back_deal(night, principal),
        "pots_to_settle": settleable(night),
        "acknowledged": [damage.acknowledgement(payload) for payload in night.acknowledged],
    }


def _read(engine: Engine, table_id: str) -> tuple[rules.Night, dict | None, dict]:
    """The table, its deal's last action and its log's state, read in one transaction."""
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        found = standing.last_action(session, table_id, night.deal, opened.head) if night.deal else None
        return night, found, log_state(opened)


def _read_at(engine: Engine, table_id: str, at: store.Head) -> tuple[rules.Night, dict | None, dict]:
    """`_read`, from what this process holds if it holds the table at `at`. Every phone at a table asks at once
    when the table moves: one request catches this process up while the others wait for it and then find the
    table warm, rather than each reading the same new events."""
    key = (database(engine), table_id)
    found = _warm(key, at)
    if found is None:
        with _catching_up[hash(key) % len(_catching_up)]:
            found = _warm(key, at)
            if found is None:
                return _read(engine, table_id)
    return *found, log_state(store.Opened(at, None))


_catching_up = tuple(threading.Lock() for _ in range(64))  # by table, shared by chance


def next_deal_view(night: rules.Night) -> dict | None:
    """The deal that comes next, as one tap deals it: its game, options and stakes, who deals it and why."""
    following = suggested(night)
    if following is None:
        return None
    return {"variant": following.variant, "title": title_of(night, following.variant), "options": following.options,
            "dealer": following.dealer, "why": following.why,
            "place": following.place.words if following.place else None}


def rotation_view(night: rules.Night) -> dict | None:
    """The table's rotation of games, if set: each game, how often it changes, and whose turn it is."""
    rotation = night.rotation
    if rotation is None:
        return None
    _, place = upcoming(rotation, len(next_seats(night)))
    return {"name": rotation.name, "every": rotation.every, "at": rotation.at, "next": place.words,
            "games": [{"variant": slot.variant, "says": slot.says, "options": dict(slot.options)}
                      for slot in rotation.slots]}


def rotation_presets() -> list[dict]:
    """The rotations a host can set in one tap."""
    return [{"key": key, "name": preset.name, "says": ", ".join(says for _, _, says in preset.games)}
            for key, preset in PRESETS.items()]


def take_back_view(night: rules.Night, principal: str) -> dict | None:
    """The action the viewer may take back now: their own last one (the host: anyone's)."""
    undo = night.undo
    if undo is None or principal not in (undo.actor, HOST):
        return None
    return {"by": undo.actor, "action": undo.taken[-1].types[0]}


def join_view(engine: Engine, table_id: str) -> dict:
    """What the join page says of the table: its name, its host and who sits at it."""
    with UnitOfWork(engine) as session:
        _, night = open_night(session, table_id)
    return {"name": night.name, "host": night.host, "players": list(night.seats), "closed": night.closed}


def kept_view(night: rules.Night, viewer: int | None) -> dict:
    """What games keep between deals (Martian Poker's pieces), by game, as the viewer may see it."""
    seats = tuple(night.seat_numbers())
    # A game a table defined (played for legs) keeps what it needs between deals too, but has nothing to show then.
    return {key: VARIANTS[key].view_between(carried, seats, viewer) for key, carried in night.carried.items()
            if hasattr(VARIANTS.get(key), "view_between")}


def deal_view(night: rules.Night, viewer: int | None) -> dict | None:
    """The deal in progress as the viewer may see it, with what the viewer may do now."""
    deal = night.deal
    if deal is None:
        return None
    variant = deal.rules
    return {
        "number": deal.number,
        "variant": deal.variant,
        "title": variant.title,
        "dealer": deal.dealer,
        "seats": list(deal.seats),
        "view": variant.view(deal.state, viewer),
        # Without a seat, the viewer is the host: some games give the host actions.
        "legal_actions": variant.legal_actions(deal.state, viewer),
        "for_seats": {} if viewer is not None else for_seats(night),
    }


def cards_needed(engine: Engine, table_id: str, principal: str, kind: str) -> int | None:
    """How many cards the viewer's entry of this kind must name now (all the cards it holds), if the deal offers
    one with a count."""
    with UnitOfWork(engine) as session:
        _, night = open_night(session, table_id)
    deal = night.deal
    if deal is None:
        return None
    for offer in deal.rules.legal_actions(deal.state, viewer_seat(principal)):
        if offer["type"] == kind:
            return next((field["count"] for field in offer.get("fields", ())
                         if field.get("name") == "cards" and isinstance(field.get("count"), int)), None)
    return None


def _warm(key: tuple[str, str], head: store.Head) -> tuple[rules.Night, dict | None] | None:
    """The table at `head` and its deal's last action, if this process read both at that head."""
    night = warm(key, head)
    if night is None or night.deal is None:
        return None if night is None else (night, None)
    read = standing.kept(key, night.deal, head)
    return None if read is None else (night, read.found)


def for_seats(night: rules.Night) -> dict[int, list[dict]]:
    """What the host may do for each seat of the deal (a dead phone): the actions that need no hidden card,
    with only their bounds, never the seat's cards the offer may list."""
    deal = night.deal
    found = {}
    for seat in deal.seats:
        offers = [{key: offer[key] for key in ("type", "amount", "min", "max") if key in offer}
                  for offer in deal.rules.legal_actions(deal.state, seat) if offer["type"] in FOR_A_SEAT]
        if offers:
            found[seat] = offers
    return found


def variants(night: rules.Night | None = None) -> list[dict]:
    """The games a table can deal: the built-in ones, and with a night the games that table defined."""
    return [
        {
            "key": variant.key,
            "title": variant.title,
            "description": variant.description,
            "min_players": variant.min_players,
            "max_players": variant.max_players,
            "options": option_catalog(variant.options),
        }
        for variant in (table_variants(night) if night is not None else VARIANTS.values())
    ]


def read_variants(engine: Engine, table_id: str) -> list[dict]:
    """The games this table can deal, its own definitions included."""
    with UnitOfWork(engine) as session:
        _, night = open_night(session, table_id)
    return variants(night)


def read_definitions(engine: Engine, table_id: str) -> dict[str, dict]:
    """The games this table defined, by key, as they were defined."""
    with UnitOfWork(engine) as session:
        return dict(open_night(session, table_id)[1].games)


def read_log(engine: Engine, table_id: str, principal: str, after: int = 0) -> dict:
    """The events after `after` as the viewer may see them, with the head and any damage found."""
    viewer = viewer_seat(principal)
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        state = log_state(opened)
        events = store.load(session, table_id, after)
        over = finished_deals(night)
    return {"events": [visible_event(event, viewer, over) for event in events], **state}


def log_state(opened: store.Opened) -> dict:
    """The head the last append wrote, and whether the log still matches it, said in a sentence if not.
    Every read carries it, so a phone can hold the referee to the log it saw."""
    head, found = opened.head, opened.damage
    said = None if found is None else {"version": found.version,
                                       "message": LogDamaged(found.version, found.reason).message}
    return {"head": {"version": head.version, "hash": head.hash}, "damage": said}


def finished_deals(night: rules.Night) -> range:
    """The numbers of the night's finished deals: each deal is numbered as the next, and finishes before
    another starts."""
    return range(1, len(night.deals) + 1)


def visible_event(event: store.StoredEvent, viewer: int | None, over: Collection[int] = ()) -> dict:
    return {
        "version": event.version,
        "type": visible_type(event, viewer, over),
        "actor": event.actor,
        "payload": visible_payload(event, viewer, over),
        "postings": [p.as_list() for p in event.postings],
        "recorded_at": event.recorded_at,
        "rules_version": event.rules_version or 0,
    }


def read_settlement(engine: Engine, table_id: str) -> dict:
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        state = log_state(opened)
    balances = night.accounts  # the log's postings folded: the same sums as the balances cache, never stale
    nets = {str(seat): _net(balances, seat) for seat in night.seat_numbers()}
    names = {str(seat): night.seat_name(seat) for seat in night.seat_numbers()}
    if balances.get(KITTY):  # the rake the table took: the kitty is owed it like a player, as seat 0
        nets[KITTY_SEAT], names[KITTY_SEAT] = balances[KITTY], "the kitty"
    discrepancy = balances.get(rules.TABLE, 0)
    zero_sum = sum(nets.values()) == 0
    transfers = settle({seat: amount for seat, amount in nets.items() if amount}) if zero_sum else []
    return {
        "balances": nets,
        "transfers": [{"from": int(t.payer), "to": int(t.payee), "amount": t.amount} for t in transfers],
        "says": [describe(t, names, night.currency) for t in transfers],
        "balanced": night.balanced,
        "discrepancy": discrepancy,
        "not_cashed_out": night.holding_chips(),
        "problem": rules.closing_problem(night) or None,
        "names": names,
        "currency": night.currency,
        **state,
        "differences": [{"seat": e.seat, "difference": e.difference, "says": entry_words(night, e)}
                        for e in night.entries.values() if e.difference and not e.voided],
    }


KITTY_SEAT = "0"


def _net(balances: dict[str, int], seat: int) -> int:
    """What the seat is up or down: money taken out less money put in, plus chips still held."""
    return balances.get(rules.player(seat), 0) + balances.get(rules.stack(seat), 0)


def read_deals(engine: Engine, table_id: str) -> list[dict]:
    """Every deal of the night, finished or being played, oldest first, with its pot and who won it."""
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        night = with_every_deal(session, table_id, night)
        results = deal_results(session, table_id, night, opened.head)
    listed = [{"number": d.number, "variant": d.variant, "title": title_of(night, d.variant),
               "dealer": d.dealer, "finished": True, "place": d.place.words if d.place else None,
               **results.get(d.number, {})} for d in night.deals]
    if night.deal is not None:
        deal = night.deal
        listed.append({"number": deal.number, "variant": deal.variant, "title": deal.rules.title,
                       "dealer": deal.dealer, "finished": False, "place": deal.place.words if deal.place else None})
    # A deal started by mistake and taken back comes just before the deal dealt in its place, under its number.
    mistakes = [{"number": taken["number"], "variant": taken["variant"], "title": title_of(night, taken["variant"]),
                 "by": taken["by"], "taken_back": True} for taken in night.taken_back]
    return sorted(mistakes + listed, key=lambda d: (d["number"], not d.get("taken_back")))


def read_entries(engine: Engine, table_id: str, last: int = 12) -> list[dict]:
    """The bank's latest entries, newest first, in words, with whether each was voided."""
    with UnitOfWork(engine) as session:
        _, night = open_night(session, table_id)
    entries = sorted(night.entries.values(), key=lambda entry: entry.version, reverse=True)[:last]
    return [{"version": e.version, "type": e.type, "actor": e.actor, "seat": e.seat, "voided": e.voided,
             "says": entry_words(night, e)} for e in entries]

"""Deals within a night: starting one, routing its actions, and closing it.

The night knows nothing of any game's rules: it hands a variant the seats,
the dealer and the stacks, passes every action of the deal to the variant's
`decide`, and folds what was stored back through the variant's `apply`.

Every draft of a deal carries the deal's number, and the first draft of each
request also keeps the command as the player sent it (in its "hidden" part,
so only that player sees their own secrets in it). Verification decides every
command again from the state before it and compares.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..catalog import VARIANTS
from ..core.errors import Forbidden, NotNow, RuleError
from ..engine.events import HOST, Draft, Event, actor_seat
from ..engine.variant import Setup, resolve_options
from ..money.pots import CARRIED
from . import games
from .games import variant_of
from .state import Deal, DealRecord, Match, Night


def decide_start(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    if night.deal is not None:
        raise NotNow("deal_in_progress", f"Deal {night.deal.number} is still being played; finish it first.")
    variant = variant_of(night, command.get("variant"))
    if variant is None:
        raise RuleError("unknown_variant", f"There is no game called '{command.get('variant')}'.")
    match = _game_under_way(night, variant)
    seats = _players(night, command.get("seats"))
    if match is not None and set(seats) != set(match.next.seats):
        names = " and ".join(night.seat_name(seat) for seat in match.next.seats)
        raise RuleError("match_players", f"This game of {variant.title} goes on with {names}: its next deal is theirs.")
    dealer = _dealer(night, actor, command.get("dealer"), seats)
    if not variant.min_players <= len(seats) <= variant.max_players:
        raise RuleError(
            "wrong_player_count",
            f"{variant.title} is for {variant.min_players} to {variant.max_players} players, not {len(seats)}.",
        )
    if match is not None:  # a game played out over its deals keeps the options of its first
        options = dict(match.options)
    else:
        options = command.get("options") or {}
        if not isinstance(options, dict):
            raise RuleError("bad_option", "The options must be a set of named values.")
        own = {option.name for option in variant.options}
        options = resolve_options(variant.options, {**{k: v for k, v in night.stakes.items() if k in own}, **options})
    number = len(night.deals) + 1
    carried = night.balance(CARRIED) if getattr(variant, "takes_carried", False) else 0
    setup = _setup(night, variant, clockwise(seats, dealer), dealer, options, number, _match_pot(night, variant, number),
                   carried)
    state = variant.start(setup)
    started = Draft("deal_started", actor, {
        "deal": number, "variant": variant.key, "dealer": dealer,
        "seats": list(setup.seats), "options": options, **({"pot": setup.pot} if setup.pot else {}),
        **({"carried": carried} if carried else {}),
    }, ((CARRIED, setup.pot_account, carried),) if carried else ())
    return _with_command([started, *_stamped(variant.opening(state), number)], command)


def _game_under_way(night: Night, variant) -> Match | None:
    """The match of this game if it is played out over deals and not over yet; no other game meanwhile, nor
    while a game's pot carried from deal to deal holds chips (Guts, Monte Carlo): its next deal plays for it."""
    match = under_way(night)
    if match is not None and match.game != variant.key:
        raise NotNow("game_under_way", f"{games.title_of(night, match.game)} is not over: "
                                       "its next deal comes before any other game.")
    carried = [match.game for match in night.unsettled()]
    if carried and variant.key not in carried:
        title = games.title_of(night, carried[0])
        raise NotNow("game_goes_on", f"{title} goes on: the next deal is {title} until its pot is won "
                                     "(or the host settles the pot).")
    return match


def goes_on(night: Night) -> Match | None:
    """The game whose next deal comes before any other: one played out over its deals, or one whose pot
    carried from deal to deal holds chips."""
    return under_way(night) or next(iter(night.unsettled()), None)


def under_way(night: Night) -> Match | None:
    """The match of a game played out over several deals that is not over yet, if any (one at a time)."""
    return next((match for match in night.matches.values() if match.next is not None), None)


def decide_action(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    deal = night.deal
    if deal is None:
        raise NotNow("no_deal", f"'{command.get('type')}' belongs to a deal, and no deal is being played.")
    if "for" in command:
        return _for_seat(night, actor, command)
    drafts = deal.rules.decide(deal.state, actor, command)
    if not drafts or drafts[0].actor != actor:
        raise AssertionError("a variant's first draft is the acting player's own action")
    return _with_command(_stamped(drafts, deal.number), command)


# What the host may do for a seat whose phone died: what needs no hidden card of the seat's.
FOR_A_SEAT = ("fold", "check", "call", "bet", "raise", "complete", "all_in", "draw", "muck", "done", "decline")
CARD_FIELDS = ("cards", "keep", "show", "discard", "receive", "thrown", "card", "give", "take")


def _for_seat(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    """The host acts for a seat; the seat's action is recorded as its own, entered by the host."""
    deal, seat = night.deal, command["for"]
    if actor != HOST:
        raise Forbidden("host_only", "Only the host can act for another player.")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in deal.seats:
        raise RuleError("not_in_deal", f"Seat {seat} is not playing deal {deal.number}.")
    name = night.seat_name(seat)
    if command.get("type") not in FOR_A_SEAT or any(field in command for field in CARD_FIELDS):
        raise Forbidden("hidden_cards", f"The host can bet, fold and draw by count for {name}, never enter or "
                        f"show {name}'s cards: make {name} a new link and let them sign in on a borrowed phone.")
    own = {key: value for key, value in command.items() if key != "for"}
    drafts = deal.rules.decide(deal.state, f"seat:{seat}", own)
    head = replace(drafts[0], payload={**drafts[0].payload, "entered_by": HOST})
    return _with_command(_stamped([head, *drafts[1:]], deal.number), command)


def apply_start(night: Night, event: Event) -> Night:
    payload = event.payload
    variant = variant_of(night, payload["variant"])
    # The pot carried in is already in a match's pot account: the deal's own pot is counted from the payload.
    carried = 0 if payload.get("pot") else payload.get("carried", 0)
    setup = _setup(night, variant, tuple(payload["seats"]), payload["dealer"], payload["options"], payload["deal"],
                   payload.get("pot", ""), carried)
    if payload.get("carried"):
        night = replace(night, carried_by={}, carried_killed=frozenset())
    deal = Deal(payload["deal"], variant.key, payload["dealer"], setup.seats, variant.start(setup), event.version,
                setup.pot, variant, payload["options"])
    return replace(night, deal=deal, button=deal.dealer)


def step(deal: Deal, event: Event) -> Deal:
    """The deal with one more of its events folded in."""
    return replace(deal, state=deal.rules.apply(deal.state, _as_played(event)))


def apply_action(night: Night, event: Event) -> Night:
    deal = step(night.deal, event)
    state = deal.state
    variant = deal.rules
    if not variant.is_finished(state):
        return replace(night, deal=deal)
    record = DealRecord(deal.number, deal.variant, deal.dealer, deal.first_version, event.version, deal.options,
                        deal.place)
    night = replace(night, deal=None, deals=night.deals + (record,), **_carried(night, event))
    if hasattr(variant, "carry"):
        night = replace(night, carried={**night.carried, variant.key: variant.carry(state)})
    if deal.pot:
        night = _after_match_deal(night, deal)
    return night


def _carried(night: Night, event: Event) -> dict:
    """Who paid into the pots carried to the next deal so far, and the killed hands still in, for the night's
    close if no deal takes them."""
    by, killed = dict(night.carried_by), set(night.carried_killed)
    pots = event.payload.get("pots")
    for pot in pots if isinstance(pots, list) else ():
        for seat, amount in (pot.get("carried") or {}).items():
            by[int(seat)] = by.get(int(seat), 0) + amount
        if pot.get("carried"):
            killed |= set(pot["eligible"])
    return {"carried_by": by, "carried_killed": frozenset(killed)}


def _setup(night: Night, variant, seats: tuple[int, ...], dealer: int, options, number: int, pot: str,
           carried_in: int = 0) -> Setup:
    """`carried_in`: a pot nobody won in an earlier deal (every hand killed), that this deal's pot takes."""
    match = night.matches.get(variant.key)
    carried = match.next.carried if match is not None and match.next is not None else night.carried.get(variant.key, {})
    return Setup(
        seats=seats,
        dealer=dealer,
        stacks={seat: night.balance(f"stack:{seat}") for seat in seats},
        options=options,
        unit=night.unit,
        deal_id=number,
        carried=carried,
        pot=pot,
        carried_pot=(night.balance(pot) if pot else 0) + carried_in,
    )


def _match_pot(night: Night, variant, number: int) -> str:
    """A game that spans several deals keeps one pot until it is won: the open match's, or a new one."""
    if not getattr(variant, "match", False):
        return ""
    match = night.matches.get(variant.key)
    return match.account if match else f"match:{number}"


def _after_match_deal(night: Night, deal: Deal) -> Night:
    """The match goes on while its game says it has a next deal (`next_deal`), or while its pot holds chips."""
    matches = {key: match for key, match in night.matches.items() if key != deal.variant}
    going_on = deal.rules.next_deal(deal.state) if hasattr(deal.rules, "next_deal") else None
    if going_on is not None or night.balance(deal.pot):
        seats = night.matches[deal.variant].seats if deal.variant in night.matches else frozenset()
        matches[deal.variant] = Match(deal.variant, deal.pot, seats | set(deal.seats), going_on, deal.options)
    return replace(night, matches=matches)


def between_deals(command_type: str):
    """The variant that takes this command between its deals, if any."""
    for variant in VARIANTS.values():
        if command_type in getattr(variant, "between_deals", ()):
            return variant
    return None


def decide_between(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    variant = between_deals(command["type"])
    if night.deal is not None:
        raise NotNow("deal_in_progress", f"That is done between deals; deal {night.deal.number} is still being played.")
    carried = night.carried.get(variant.key, {})
    drafts = variant.decide_between(carried, tuple(night.seat_numbers()), actor, command)
    return [replace(d, payload={**d.payload, "game": variant.key}) for d in drafts]


def apply_between(night: Night, event: Event) -> Night:
    variant = VARIANTS[event.payload["game"]]
    payload = {k: v for k, v in event.payload.items() if k != "game"}
    carried = variant.apply_between(night.carried.get(variant.key, {}), replace(event, payload=payload))
    return replace(night, carried={**night.carried, variant.key: carried})


def command_of(event: Event) -> dict:
    """The command a stored event was decided from."""
    hidden = event.payload.get("hidden", {})
    if isinstance(hidden, dict) and "command" in hidden:
        return dict(hidden["command"])
    return {"type": event.type, **event.payload}


def clockwise(seats, dealer: int) -> tuple[int, ...]:
    """The seats in playing order: from the dealer's left, the dealer last."""
    return tuple(sorted(seats, key=lambda seat: (seat <= dealer, seat)))


def _as_played(event: Event) -> Event:
    """The event as its variant drafted it, without the night's bookkeeping."""
    payload = {k: v for k, v in event.payload.items() if k != "deal"}
    hidden = {k: v for k, v in payload.get("hidden", {}).items() if k != "command"}
    if "hidden" in payload:
        payload = {**payload, "hidden": hidden} if hidden else {k: v for k, v in payload.items() if k != "hidden"}
    return replace(event, payload=payload)


def _with_command(drafts: list[Draft], command: Mapping[str, Any]) -> list[Draft]:
    """Keep the command on the first draft, where only its author can read it."""
    head = drafts[0]
    hidden = {**head.payload.get("hidden", {}), "command": dict(command)}
    return [replace(head, payload={**head.payload, "hidden": hidden}), *drafts[1:]]


def _stamped(drafts, number: int) -> list[Draft]:
    return [replace(draft, payload={**draft.payload, "deal": number}) for draft in drafts]


def _players(night: Night, chosen: Any) -> tuple[int, ...]:
    if chosen is None:
        return next_seats(night)
    if not isinstance(chosen, list) or not all(isinstance(s, int) and not isinstance(s, bool) for s in chosen):
        raise RuleError("bad_seats", "The seats in the deal must be a list of seat numbers.")
    for seat in chosen:
        if not 1 <= seat <= len(night.seats):
            raise RuleError("unknown_seat", f"There is no seat {seat} at this table.")
    if len(set(chosen)) != len(chosen):
        raise RuleError("bad_seats", "A seat can be dealt in only once.")
    return tuple(sorted(chosen))


def _dealer(night: Night, actor: str, chosen: Any, seats: tuple[int, ...]) -> int:
    """The button moves left every deal; the host may place it (the first deal, a correction)."""
    if chosen is not None:
        if actor != HOST:
            raise Forbidden("host_only", "Only the host can move the dealer button.")
        if chosen not in seats:
            raise RuleError("dealer_not_playing", "The dealer must be one of the seats in the deal.")
        return chosen
    dealer = next_dealer(night, seats)
    if actor != HOST and actor_seat(actor) != dealer:
        raise Forbidden("not_the_dealer", f"It is {night.seat_name(dealer)}'s deal: the dealer chooses the game.")
    return dealer


def dealt_in(night: Night) -> tuple[int, ...]:
    """The seats a deal takes when nobody names them: everyone with chips who is not sitting out (at a table
    playing for nothing, everyone not sitting out)."""
    seats = [seat for seat in night.seat_numbers() if seat not in night.away and not night.has_cashed_out(seat)]
    return tuple(seat for seat in seats if night.balance(f"stack:{seat}") > 0) or tuple(seats)


def next_seats(night: Night) -> tuple[int, ...]:
    """The seats the next deal takes when nobody names them: those of a game under way, or `dealt_in`."""
    match = under_way(night)
    return match.next.seats if match is not None else dealt_in(night)


def next_dealer(night: Night, seats: tuple[int, ...]) -> int:
    if night.button is None:
        return seats[0]
    return clockwise(seats, night.button)[0]

"""A finished poker deal's events as the `actions` of a PHH file.

Only what the whole table saw is written:
- Each wave of dealing is one `d dh pN` per player still in, in dealing order,
  written where the wave comes in the deal (the face-down waves have no event
  of their own: they come when the engine moves past them). A face-down card
  is "??" unless its player showed it at the showdown; then the shown cards
  fill the player's face-down places in the order shown, as PHH files do.
  Face-up cards follow the face-down ones of their wave. After a draw (five-
  card draw) the hand shown is not the hand dealt, so only an ace shown to
  draw four is written among the dealt cards (first); the showdown names the
  hand shown.
- Community cards are one `d db` per wave.
- The stud bring-in the referee posted is `pN pb`; antes and blinds are in
  the stakes fields, not actions.
- A draw is `pN sd` with a "??" per card changed, then, once every player
  has drawn (the order PHH readers deal a draw in), `d dh pN` with a "??"
  per new card; a pineapple discard is `pN sd ??`.
- `pN sm` names the face-down cards shown (in stud followed by the up cards,
  all in the order dealt; after a draw the face-down ones, then the up
  ones), as corrected before the ruling; a muck is `pN sm` alone.
- An action taken back is not written, nor its take-back: the file holds
  the deal as it went on.

What the file leaves out the replay makes again: the antes and blinds (in
the stakes fields), a tax a card turned up charges, the referee's rulings.
The dealer's reshuffle of the discards when the deck runs out (a triple draw
at a full table) is left out too: PHH has no action for it, its readers deal
on from the discards as the dealer did, and the replay, whose cards nobody
named, needs none. A
deal with anything else (a card bought, a card passed, a declaration, a
redeal) has no hand history (`unwritten`).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from ..core.cards import Card, parse_card, parse_cards
from ..engine.events import Event, actor_seat
from ..night import deals
from ..night import night as nights
from ..night.undo import TAKE_BACK
from ..poker.deal import PokerGame, PokerState
from ..poker.phases import Cards, Discard
from .notation import Action


# The events the file writes as actions, and those it says otherwise (the dealing waves, a player's private
# entry of their cards, a shown card corrected) or leaves to the replay to make again.
WRITTEN = ("bring_in", "check", "call", "fold", "bet", "raise", "complete", "all_in", "draw", "discard", "show",
           "muck")
IMPLIED = ("deal_started", "deal_up", "community", "cards", "correct", "forced_bets", "charge", "killed",
           "showdown", "uncontested", "reshuffle")


def as_it_went(played: Sequence[tuple[nights.Night, Event]]) -> list[tuple[nights.Night, Event]]:
    """The deal's events without the actions taken back and their take-backs."""
    taken = {version for _, event in played if event.type == TAKE_BACK for version in event.payload["versions"]}
    return [(night, event) for night, event in played if event.type != TAKE_BACK and event.version not in taken]


def unwritten(played: Sequence[tuple[nights.Night, Event]]) -> tuple[Event, str] | None:
    """The first event of the deal a hand history can't say, if any, and what it is in words. A file names a
    player's ace shown to draw more among their dealt cards, so it says one such ace a deal."""
    showed = set()
    for night, event in played:
        if event.type not in WRITTEN + IMPLIED:
            return event, event.type.replace("_", " ")
        if event.type == "draw" and (event.payload.get("discard_up") or _dealt_up(night)):
            return event, "draw in the open (face-up cards thrown away, or new cards dealt face up)"
        if event.type == "draw" and event.payload.get("show"):
            if event.actor in showed:
                return event, "second ace shown to draw more"
            showed.add(event.actor)
    return None


def _dealt_up(night: nights.Night) -> bool:
    """Whether the draw under way deals its new cards face up, which PHH's draw can't say."""
    return night.deal is not None and getattr(night.deal.state.current, "new_up", False)


def deal_actions(game: PokerGame, played: Sequence[tuple[nights.Night, Event]],
                 player: dict[int, int]) -> list[Action]:
    """`played` is each event of the deal with the night before it (`as_it_went`); `player` maps seats to
    pN."""
    shown = _shown(played)
    aces = {actor_seat(e.actor): parse_card(e.payload["show"]) for _, e in played
            if e.type == "draw" and e.payload.get("show")}
    holes = _Holes(game, shown, aces, drawn=any(event.type == "draw" for _, event in played))
    actions: list[Action] = []
    reached: list[list[int]] = []  # the players still in as the deal reached each phase: a wave's players
    drawn: list[Action] = []  # the new cards of a draw, dealt once every player has drawn
    for night, event in played:
        before = night.deal.state if night.deal is not None else None
        action = _action(before, event, player, holes, shown)
        if action is not None:
            actions.append(action)
        if event.type == "draw" and event.payload["count"]:
            drawn.append(Action("dh", player[actor_seat(event.actor)], (None,) * event.payload["count"]))
        state = (nights.apply(night, event).deal if before is None else deals.step(night.deal, event)).state
        if drawn and (state.phase != before.phase or state.result is not None):
            actions += drawn
            drawn = []
        reached += [state.contenders()] * (state.phase + 1 - len(reached))
        # The waves the event passed; a wave it ended the deal in (a card that killed a hand) as far as it went.
        passed = state.phase + 1 if state.result is not None else state.phase
        for index in range(before.phase if before is not None else 0, passed):
            if isinstance(state.ran[index], Cards):
                actions += holes.wave(state, index, reached[index], player)
    return actions


def _shown(played: Sequence[tuple[nights.Night, Event]]) -> dict[int, tuple[Card, ...]]:
    """Each player's face-down cards shown at the showdown, as corrected before the ruling."""
    shown: dict[int, tuple[Card, ...]] = {}
    for _, event in played:
        seat = actor_seat(event.actor)
        if event.type == "show":
            shown[seat] = parse_cards(event.payload["cards"])
        elif event.type == "correct":
            wrong, right = parse_cards([event.payload["card"], event.payload["is"]])
            shown[seat] = tuple(right if card == wrong else card for card in shown[seat])
    return shown


class _Holes:
    """Each player's face-down and face-up cards as the file writes them, wave by wave (the waves are the
    deal's phases as it reached them: a script may loop, or deal a wave only with an option)."""

    def __init__(self, game: PokerGame, shown: dict[int, tuple[Card, ...]], aces: dict[int, Card], drawn: bool):
        """`drawn`: whether the deal had a draw, after which the hand shown is not the hand dealt."""
        self.game, self.drawn = game, drawn
        self.known = {seat: (ace,) for seat, ace in aces.items()} if drawn else dict(shown)
        self.dealt: dict[int, list[Card | None]] = {}  # as written in the file

    def wave(self, state: PokerState, index: int, seats: list[int], player: dict[int, int]) -> list[Action]:
        """The wave's cards to its players, then to the board. A player's face-up cards come in the order the
        dealer turned them up (a rule may read it), with the player's face-down cards of the wave in front."""
        phase, before = state.ran[index], _waves(state.ran[:index])
        start, downs = _count(before, "up"), _count(before, "down")
        down = {}
        for seat in seats:
            known = self.known.get(seat, ())
            down[seat] = [known[downs + n] if downs + n < len(known) else None for n in range(phase.down)]
        up = {(seat, card) for seat in seats for card in state.zones.face_up(seat)[start:start + phase.up]}
        turned = [(seat, card) for seat, card in state.zones.turned if (seat, card) in up]
        runs: list[tuple[int, list[Card | None]]] = []  # each player's cards turned up one after another
        for seat, card in turned:
            if runs and runs[-1][0] == seat:
                runs[-1][1].append(card)
            else:
                runs.append((seat, down.pop(seat, []) + [card]))
        written = []
        for seat, cards in [(seat, cards) for seat, cards in down.items() if cards] + runs:
            self.dealt.setdefault(seat, []).extend(cards)
            written.append(Action("dh", player[seat], tuple(cards)))
        if phase.community:
            written.append(Action("db", cards=state.zones.community[_count(before, "community"):][:phase.community]))
        return written

    def shown(self, seat: int, cards: tuple[Card, ...], up: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards a show names: in stud, the face-down ones shown with the up cards, as dealt (after a draw,
        the face-down ones, then the up cards)."""
        if not self.game.stud:
            return cards
        if self.drawn:
            return cards + up
        return tuple(card for card in self.dealt.get(seat, ()) if card is not None)


def _waves(phases) -> list[Cards]:
    return [phase for phase in phases if isinstance(phase, Cards)]


def _count(waves: list[Cards], kind: str) -> int:
    """Cards of a kind ("down", "up", "community") the waves dealt each player, or the board."""
    return sum(getattr(wave, kind) for wave in waves)


def _answerable(state: PokerState, seat: int) -> bool:
    """Whether another player still in the round has more than the highest bet to put in."""
    return any(other != seat and state.in_front(other) + state.behind(other) > state.round.high
               for other in state.round.in_hand)


def _action(state: PokerState | None, event: Event, player: dict[int, int], holes: _Holes,
            shown: dict[int, tuple[Card, ...]]) -> Action | None:
    """The event as a PHH action, or None for what PHH leaves out (antes, blinds, private cards, rulings)."""
    seat = actor_seat(event.actor)
    kind = event.type
    if kind == "bring_in":
        return Action("pb", player[event.payload["seat"]])
    if kind in ("check", "call"):
        return Action("cc", player[seat])
    if kind == "fold":
        return Action("f", player[seat])
    if kind in ("bet", "raise", "complete", "all_in"):
        # An all-in that does not go over the highest bet is a call, for all the player has; so is a bet or
        # raise no other player still in has the chips to call a chip of (PHH readers refuse a raise nobody
        # can answer): what it puts in over the highest bet goes back uncalled either way.
        total = event.payload["amount"] if kind != "all_in" else state.in_front(seat) + event.payload["chips"]
        if total > state.round.high and _answerable(state, seat):
            return Action("cbr", player[seat], amount=Decimal(total))
        return Action("cc", player[seat])
    if kind == "draw":
        return Action("sd", player[seat], (None,) * event.payload["count"])
    if kind == "discard":
        phase = state.current
        return Action("sd", player[seat], (None,) * (phase.count if isinstance(phase, Discard) else 1))
    if kind == "show":
        cards = holes.shown(seat, shown[seat], state.zones.face_up(seat))
        return Action("sm", player[seat], cards, as_dealt=not cards)  # "sm" alone is a muck: no cards left is "-"
    if kind == "muck":
        return Action("sm", player[seat])
    return None

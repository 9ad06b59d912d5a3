"""A finished poker deal's events as the `actions` of a PHH file.

Only what the whole table saw is written:
- Each wave of dealing is one `d dh pN` per player still in, in dealing order,
  written where the wave comes in the deal (the face-down waves have no event
  of their own: they come when the engine moves past them). A face-down card
  is "??" unless its player showed it at the showdown; then the shown cards
  fill the player's face-down places in the order shown, as PHH files do.
  Face-up cards follow the face-down ones of their wave. In five-card draw
  the hand shown is not the hand dealt, so only an ace shown to draw four is
  written among the dealt cards (first); the showdown names the hand shown.
- Community cards are one `d db` per wave.
- The stud bring-in the referee posted is `pN pb`; antes and blinds are in
  the stakes fields, not actions.
- A draw is `pN sd` with a "??" per card changed, then `d dh pN` with a "??"
  per new card; a pineapple discard is `pN sd ??`.
- `pN sm` names the face-down cards shown (in stud followed by the up cards,
  all in the order dealt); a muck is `pN sm` alone.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from ..core.cards import Card, parse_card, parse_cards
from ..engine.events import Event, actor_seat
from ..night import night as nights
from ..poker.deal import PokerGame, PokerState
from ..poker.phases import Cards, Discard, Draw
from .notation import Action


def deal_actions(game: PokerGame, played: Sequence[tuple[nights.Night, Event]],
                 player: dict[int, int]) -> list[Action]:
    """`played` is each event of the deal with the night before it; `player` maps seats to pN."""
    shown = {actor_seat(e.actor): parse_cards(e.payload["cards"]) for _, e in played if e.type == "show"}
    aces = {actor_seat(e.actor): parse_card(e.payload["show"]) for _, e in played
            if e.type == "draw" and e.payload.get("show")}
    holes = _Holes(game, shown, aces)
    actions: list[Action] = []
    for night, event in played:
        before = night.deal.state if night.deal is not None else None
        action = _action(before, event, player, holes)
        if action is not None:
            actions.append(action)
        if event.type == "draw" and event.payload["count"]:
            actions.append(Action("dh", player[actor_seat(event.actor)], (None,) * event.payload["count"]))
        after = nights.apply(night, event).deal
        if after is not None:
            first = before.phase if before is not None else 0
            for index in range(first, after.state.phase):
                if isinstance(game.phases[index], Cards):
                    actions += holes.wave(after.state, index, player)
    return actions


class _Holes:
    """Each player's face-down and face-up cards as the file writes them, wave by wave."""

    def __init__(self, game: PokerGame, shown: dict[int, tuple[Card, ...]], aces: dict[int, Card]):
        self.game = game
        drawn = any(isinstance(phase, Draw) for phase in game.phases)
        self.known = {seat: (ace,) for seat, ace in aces.items()} if drawn else dict(shown)
        self.dealt: dict[int, list[Card | None]] = {}  # as written in the file

    def wave(self, state: PokerState, index: int, player: dict[int, int]) -> list[Action]:
        phase = self.game.phases[index]
        if phase.community:
            return [Action("db", cards=state.zones.community[self._dealt("community", index):][:phase.community])]
        written = []
        for seat in state.contenders():
            cards = self.dealt.setdefault(seat, [])
            downs = sum(1 for kind in self._kinds(index) if kind == "down")
            known = self.known.get(seat, ())
            new = [known[downs + n] if downs + n < len(known) else None for n in range(phase.down)]
            start = self._dealt("up", index)
            new += list(state.zones.face_up(seat)[start:start + phase.up])
            cards += new
            written.append(Action("dh", player[seat], tuple(new)))
        return written

    def shown(self, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards a show names: in stud, the face-down ones shown with the up cards, as dealt."""
        if not self.game.stud:
            return cards
        return tuple(card for card in self.dealt.get(seat, ()) if card is not None)

    def _dealt(self, kind: str, through: int) -> int:
        """Cards of a kind ("up", "community") each wave before `through` dealt."""
        return sum(getattr(phase, kind) for phase in self.game.phases[:through] if isinstance(phase, Cards))

    def _kinds(self, through: int) -> list[str]:
        return [kind for phase in self.game.phases[:through] if isinstance(phase, Cards)
                for kind in ("down",) * phase.down]


def _action(state: PokerState | None, event: Event, player: dict[int, int], holes: _Holes) -> Action | None:
    """The event as a PHH action, or None for what PHH leaves out (antes, blinds, private cards, rulings)."""
    seat = actor_seat(event.actor)
    kind = event.type
    if kind == "bring_in":
        return Action("pb", player[event.payload["seat"]])
    if kind in ("check", "call"):
        return Action("cc", player[seat])
    if kind == "fold":
        return Action("f", player[seat])
    if kind in ("bet", "raise", "complete"):
        return Action("cbr", player[seat], amount=Decimal(event.payload["amount"]))
    if kind == "all_in":
        # An all-in that does not go over the highest bet is a call, for all the player has.
        total = state.in_front(seat) + event.payload["chips"]
        if total > state.round.high:
            return Action("cbr", player[seat], amount=Decimal(total))
        return Action("cc", player[seat])
    if kind == "draw":
        return Action("sd", player[seat], (None,) * event.payload["count"])
    if kind == "discard":
        phase = state.current
        return Action("sd", player[seat], (None,) * (phase.count if isinstance(phase, Discard) else 1))
    if kind == "show":
        return Action("sm", player[seat], holes.shown(seat, parse_cards(event.payload["cards"])))
    if kind == "muck":
        return Action("sm", player[seat])
    return None

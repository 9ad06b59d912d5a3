"""The showdown, who goes out, the two-player parity rule, and the next round.

The referee knows every hand, so it shows them all with their words. The best
hand takes the winner pile into its start cards; if hands tie for best, the
pile stays on the table and joins the next round's pile.

A player who has no start card when a contribution is due is out. The next
contribution is due as soon as the showdown is over, so the showdown ruling
says who is out. The last player left wins the game.

Parity, as the text gives it: "one card is removed from the winner pile if
necessary at the moment when one of three remaining players has no start cards
and fails to win the showdown. The card removed should be the last card that
this player placed in the winner pile." We read it so: the rule applies only
when exactly three players are in, exactly one of them goes out at this
showdown, and so two are left (four going to two, or three to one, is not
covered). If the start cards left in the game (the two players' start cards
plus the pile, whether it goes to the winner or stays for the next round)
would be odd, the last card the leaving player placed in the pile is taken
out of the game before the pile is awarded, and goes back into the pack.

Rulings the text leaves open:
- If every player still in would go out at once (all hold no start card and
  the best hands tie), the players who tied for best stay in, the others go
  out, and the tied players play the next round for the pile without
  contributing (a play-off).
- Sudden death: its single best hand wins the game and everyone else is out.
  If hands tie for best, the tied players play another sudden-death round
  among themselves; the others are out. A pile left on the table by an
  earlier tie plays no part in sudden death.
- The dealer moves left each round: the next dealer is the first player
  still in to the left of the last dealer. Each round is its own deal, dealt
  to the players still in, so the table's dealer button does it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.cards import Card
from ...core.hands import Hand, evaluate
from ...core.showdown import Contender, winners
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind
from .state import (
    PLAYOFF,
    REGULAR,
    SUDDEN_DEATH,
    Game,
    codes,
    pile_cards,
    start_count,
    with_item,
)


@dataclass(frozen=True)
class Outcome:
    hands: tuple[tuple[int, Hand], ...]  # every hand, from the dealer's left
    best: tuple[int, ...]  # the best hand, or the hands tied for it
    taker: int | None  # who takes the pile; None leaves it on the table
    removed: tuple[int, Card] | None  # the parity card, with who placed it
    out: tuple[int, ...]
    staying: tuple[int, ...]
    next_kind: str | None  # None: the game is won

    @property
    def champion(self) -> int | None:
        return self.staying[0] if self.next_kind is None else None


def resolve(game: Game) -> Outcome:
    """What the showdown of the current round decides."""
    rnd, rules = game.round, game.rules
    hands = tuple((s, evaluate(sorted(rnd.hands[s]), rules.wild, rules.deck)) for s in rnd.order)
    best = tuple(winners([Contender(seat, hand) for seat, hand in hands]))
    if rnd.kind == SUDDEN_DEATH:
        out = tuple(s for s in rnd.order if s not in best)
        next_kind = SUDDEN_DEATH if len(best) > 1 else None
        return Outcome(hands, best, None, None, out, best, next_kind)
    taker = best[0] if len(best) == 1 else None
    empty = tuple(s for s in rnd.order if start_count(game, s) == 0 and s != taker)
    if len(empty) == len(rnd.order):
        out, next_kind = tuple(s for s in rnd.order if s not in best), PLAYOFF
    else:
        out, next_kind = empty, REGULAR
    staying = tuple(s for s in rnd.order if s not in out)
    if len(staying) == 1:
        next_kind = None
    return Outcome(hands, best, taker, parity_card(game, out, staying), out, staying, next_kind)


def parity_card(game: Game, out: tuple[int, ...], staying: tuple[int, ...]) -> tuple[int, Card] | None:
    """The card the parity rule takes out of the pile, if any (see the module text)."""
    if len(game.round.order) != 3 or len(out) != 1 or len(staying) != 2:
        return None
    total = sum(start_count(game, s) for s in staying) + len(game.pile)
    if total % 2 == 0:
        return None
    leaving = out[0]
    return next(placed for placed in reversed(game.pile) if placed[0] == leaving)


def settle(game: Game, outcome: Outcome) -> Game:
    """The game after the showdown: the pile moved, players out, the kind of the next round (its own deal)."""
    pile = tuple(placed for placed in game.pile if placed != outcome.removed)
    start = game.start
    if outcome.taker is not None:
        start = with_item(start, outcome.taker, start[outcome.taker] | {card for _, card in pile})
        pile = ()
    game = replace(
        game,
        start=start,
        pile=pile,
        out=game.out + outcome.out,
        last_showdown=summary(outcome),
        round=replace(game.round, pack=game.round.pack | ({outcome.removed[1]} if outcome.removed else set())),
        round_over=True,
        next_round=outcome.next_kind,
    )
    return replace(game, winner=outcome.champion) if outcome.next_kind is None else game


def summary(outcome: Outcome) -> dict:
    """What everyone may know of a showdown once the round is over, without cards."""
    return {
        "words": [{"seat": seat, "words": hand.words} for seat, hand in outcome.hands],
        "best": list(outcome.best),
        "pile_to": outcome.taker,
        "card_removed": outcome.removed is not None,
        "out": list(outcome.out),
    }


def rulings(game: Game) -> list[Draft]:
    """The showdown ruling, then, when it leaves one player in, the end of the game.

    The game_over ruling pays out the pot as it stands: the showdown moves no money."""
    outcome = resolve(game)
    rnd = game.round
    hands = [{"seat": seat, "cards": codes(rnd.hands[seat]), "words": hand.words} for seat, hand in outcome.hands]
    removed = None if outcome.removed is None else outcome.removed[1].code
    shown = Shown(round=rnd.number, hands=hands, best=list(outcome.best), pile=[card.code for card in pile_cards(game)],
                  pile_to=outcome.taker, removed=removed, out=list(outcome.out), winner=outcome.champion,
                  next_round=outcome.next_kind)
    drafts = [SHOWDOWN.draft(REFEREE, shown)]
    winner = outcome.champion
    if winner is not None:
        postings = ((game.rules.pot_account, f"stack:{winner}", game.pot),) if game.pot else ()
        drafts.append(GAME_OVER.draft(REFEREE, GameOver(winner, game.pot), postings))
    return drafts


@dataclass(frozen=True)
class Shown:
    """Every hand shown, and what follows; the keys without a default are written even when null."""

    round: int
    hands: list[dict]  # seat, cards and words, from the dealer's left
    best: list[int]
    pile: list[str]
    pile_to: int | None  # None: a tie leaves the pile on the table
    removed: str | None  # the card the parity rule takes out of the game
    out: list[int]
    winner: int | None  # the game's winner, once one player is left
    next_round: str | None  # the kind of the next round; None: the game is won


def _fold_showdown(game: Game, event: Event, shown: Shown) -> Game:
    return settle(game, resolve(game))  # the referee knows every hand: it rules the same again


SHOWDOWN = Kind("showdown", Shown, _fold_showdown)


@dataclass(frozen=True)
class GameOver:
    winner: int
    pot: int  # paid to the winner


def _fold_game_over(game: Game, event: Event, over: GameOver) -> Game:
    return replace(game, pot=0, paid_out=True)


GAME_OVER = Kind("game_over", GameOver, _fold_game_over)

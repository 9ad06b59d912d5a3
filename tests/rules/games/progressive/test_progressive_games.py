"""Whole games of Progressive Poker dealt from a shuffled deck, with random legal choices.

In about half the games players mistype cards: a start card, a hand card or a
card received in the draw entered as one another player holds, or one still
in the pack. Checked after every event:
- the cards the referee records are the whole deck; a card is recorded in two
  places only while a wrong entry of it stands uncorrected;
- where the cards really are is the whole deck, each card once;
- a card in the pile (or in a hand shown at the showdown) that is also
  entered elsewhere is always one the referee has ruled a clash on, and every
  clash is on a card somebody mistyped;
- no view, log entry or refusal shows anyone a card hidden from them: an
  entry naming a card another player holds gets the same answer as one
  naming a card nobody holds.
Every game ends with exactly one winner, who takes the antes; each round is
its own deal, and replaying each deal's stored events gives the state it
ended in.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import event, given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import parse_card
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import Event, actor_seat, seat_actor, visible_payload
from referee.rules.engine.variant import Setup
from referee.rules.games.progressive.clash import showdown_due
from referee.rules.games.progressive.game import PROGRESSIVE as GAME
from tests.support.progressive_night import Night, codes

SEAT_ACTIONS = ("start_cards", "contribute", "hand", "exchange", "draw")


def strings(value) -> set[str]:
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(set(), *(strings(item) for item in value))
    return set()


def labels(cards) -> set[str]:
    return {str(card) for card in cards} | set(codes(cards))


def secret_of(game, seat: int) -> set:
    cards = set(game.start.get(seat, ())) | set(game.round.hands.get(seat, ()))
    if seat in game.round.contributions:
        cards.add(game.round.contributions[seat])
    return cards


def known_to(game, viewer: int | None) -> set[str]:
    """The cards `viewer` may read: the pile, hands shown at the showdown, their own."""
    known = {card for _, card in game.pile}
    if showdown_due(game):
        known |= {card for cards in game.round.hands.values() for card in cards}
    if viewer is not None:
        known |= secret_of(game, viewer)
    return labels(known)


def check_event(night: Night, before, event: Event) -> None:
    game = night.game
    deck = game.rules.deck.cards
    places = [*game.start.values(), *game.round.hands.values(), game.round.discards, game.round.pack]
    places += [frozenset(game.round.contributions.values()), frozenset(c for _, c in game.pile)]
    counts = Counter(card for place in places for card in place)
    # A wrong entry records a card twice, or the card really held nowhere once the pack is reshuffled.
    assert set(deck) - set(counts) <= {typo.right for typo in night.typos}, "a card is lost"
    doubled = {card for card, count in counts.items() if count > 1}
    assert doubled <= {typo.wrong for typo in night.typos}, "a card is doubled with no wrong entry of it"
    if night.hands_round == game.round.number and not game.round_over:  # the cards are gathered at its end
        really = Counter(night.everywhere())
        assert really == Counter(deck), "the table's own cards do not add up"
    in_game = sum(len(c) for c in game.start.values()) + len(game.round.contributions) + len(game.pile)
    removed = sum(1 for e in night.log if e.type == "showdown" and e.payload["removed"])
    unentered = sum(len(night.dealt_start[s]) for s in game.rules.seats if s not in game.start)
    assert in_game + unentered == game.rules.start_count * len(game.rules.seats) - removed
    for viewer in (*game.rules.seats, None):
        known = known_to(game, viewer) | known_to(before, viewer)  # what showed a moment ago is known
        shown = strings(GAME.view(game, viewer)) & labels(deck)
        assert shown <= known, f"seat {viewer} sees a hidden card: {shown - known}"
        if event.type != "showdown" and actor_seat(event.actor) != viewer:
            logged = strings(visible_payload(event, viewer)) & labels(deck)
            assert logged <= known, f"seat {viewer} reads a hidden card: {logged - known}"
    if event.type == "showdown":
        shown = {row["seat"]: set(row["cards"]) for row in event.payload["hands"]}
        assert shown == {s: set(codes(cards)) for s, cards in before.round.hands.items()}


def check_ruled(night: Night) -> None:
    """Once the referee has ruled on an action: every card showing twice is in question."""
    game = night.game
    if game.winner is not None:
        return
    public = {card for _, card in game.pile}
    if showdown_due(game):
        public |= {card for cards in game.round.hands.values() for card in cards}
    assert night.twice() & public <= set(game.clash), "a card shows twice unnoticed"
    assert set(game.clash) <= {typo.wrong for typo in night.typos}, "a clash on a card entered once"


def try_illegal(night: Night) -> None:
    """An action the seat is not offered now is refused."""
    night.deal_hands_if_due()
    game, rng = night.game, night.rng
    seat = rng.choice(game.rules.seats)
    offered = {legal["type"] for legal in GAME.legal_actions(game, seat)}
    kind = rng.choice([k for k in SEAT_ACTIONS if k not in offered] or ["deal"])
    own = GAME.view(game, seat)["you"]
    attempts = {
        "start_cards": {"cards": codes(night.dealt_start[seat])},
        "contribute": {"card": (own["start"] or ["As"])[0]},
        "hand": {"cards": codes(night.dealt_hands.get(seat, []))},
        "exchange": {"give": own["hand"][:1], "take": own["start"][:1]},
        "draw": {"discard": [], "receive": []},
    }
    assert answer(game, seat, {"type": kind, **attempts.get(kind, {})})[0] != "accepted"


def try_a_hidden_card(night: Night) -> None:
    """Entering a card another seat holds secretly gets the answer a card nobody holds gets."""
    night.deal_hands_if_due()
    game, rng = night.game, night.rng
    for seat, legal in ((s, l) for s in game.rules.seats for l in GAME.legal_actions(game, s)):
        if legal["type"] not in ("start_cards", "hand", "draw"):
            continue
        if legal["type"] == "draw":
            rest, action = [], {"type": "draw", "discard": GAME.view(game, seat)["you"]["hand"][:1]}
        else:
            dealt = night.dealt_start[seat] if legal["type"] == "start_cards" else night.dealt_hands[seat]
            rest, action = codes(dealt[1:]), {"type": legal["type"]}
        seen = secret_of(game, seat) | {c for _, c in game.pile}
        seen |= {parse_card(text) for text in rest + action.get("discard", [])}
        others = sorted({c for s in game.rules.seats if s != seat for c in secret_of(game, s)} - seen)
        free = sorted(game.round.pack - seen - set(others))
        if others and free:
            key = "receive" if legal["type"] == "draw" else "cards"
            held, unheld = ({**action, key: [card.code] + rest} for card in (rng.choice(others), free[0]))
            assert answer(game, seat, held) == answer(game, seat, unheld), (held, unheld)
        return


def answer(game, seat: int, action: dict):
    """What the sender and the other readers learn from an action: the refusal, or its record.
    (A showdown that follows may find the card twice: hands shown are public.)"""
    try:
        draft = GAME.decide(game, seat_actor(seat), action)[0]
    except RuleError as refusal:
        return refusal.code, refusal.message
    return "accepted", draft.type, visible_payload(draft, None)


games = st.tuples(
    st.integers(0, 2**32),
    st.sampled_from(["short", "standard"]),
    st.integers(2, 8),
    st.integers(1, 3),
    st.booleans(),
    st.sampled_from([0, 5, 25]),
    st.sampled_from([0.0, 0.2, 0.4]),  # how often an entry is mistyped
).filter(lambda g: g[2] * (g[3] + 5) <= (36 if g[1] == "short" else 52) and (g[1] == "standard" or g[2] <= 4))


@settings(max_examples=50, deadline=None)
@given(games)
def test_random_games_end_with_one_winner_and_replay(game):
    seed, deck, players, start_cards, joker, ante, typo_rate = game
    rng = random.Random(seed)
    dealer = rng.randint(1, players)
    seats = tuple(range(dealer + 1, players + 1)) + tuple(range(1, dealer + 1))  # the dealer's left first
    options = {"deck": deck, "start_cards": start_cards, "joker": joker, "ante": ante}
    setup = Setup(seats, dealer, {s: 100 for s in seats}, options, deal_id=3, pot="match:3")
    night = Night(setup, rng, typo_rate, watch=check_event)
    while not night.over():
        if rng.random() < 0.15:
            try_illegal(night)
        if rng.random() < 0.1:
            try_a_hidden_card(night)
        night.step()
        check_ruled(night)
    game = night.game
    event(f"wrong entries: {min(night.mistyped, 3)}; clashes found: {min(len(night.found), 3)}")
    event(f"corrected before a clash: {min(night.fixed_unasked, 3)}")
    assert game.winner is not None and set(seats) - set(game.out) == {game.winner}
    paid = [p for e in night.log for p in e.postings if p[1] == f"stack:{game.winner}"]
    assert paid == ([("match:3", f"stack:{game.winner}", ante * players)] if ante else [])
    antes = [e for e in night.log if e.type == "ante"]
    assert [night.log.index(e) for e in antes] == ([0] if ante else [])  # once, at the first round
    assert len(night.deals) == sum(e.type == "showdown" for e in night.log)  # a deal a round
    for (started, events), ended in zip(night.deals, [*night.ended, game], strict=True):
        replayed = GAME.start(started)
        for stored in events:
            replayed = GAME.apply(replayed, stored)
        assert replayed == ended and GAME.is_finished(ended)

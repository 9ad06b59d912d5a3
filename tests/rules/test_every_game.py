"""Every game in the catalog, played at random from its own legal actions, through the night.

For every variant of `referee.rules.catalog.VARIANTS` (a game added to the
catalog is played here without a line more), Hypothesis chooses the players,
their stacks, the dealer and a seed. The night opens, everyone buys in, the
host starts a deal with options the game offers, and then a random seat, the
host, or the dealer (sometimes as the host) takes a random action among those
the referee offers, filled in from its fields (`engine/specs.py`) by a player
who knows no game, with cards from a physical deck (`tests/support/any_table.py`).

Checked after every event:
- every action offered has its fields, and an action filled in from them is
  taken (or refused with a RuleError that changes nothing: the table's card
  clashes aside, such refusals are few);
- the accounts sum to zero and no stack is below zero;
- the night folded from the stored events (as JSON) equals the live night, and
  every few events a replay of the whole log from nothing equals it too;
- no view of the deal for another seat or for the host, and no log entry as
  another seat reads it, shows a card a seat entered privately and has not
  shown; the referee's own rulings reveal what their rules reveal (marks,
  hands at a showdown) and a card someone types into a public entry is public.
A game played out over several deals (Progressive Poker's rounds) goes on:
its dealer starts its next deal once one is over. At the end the deal (or the
game) is over, or after a bound of steps some action is still offered, or its
next deal may be started (a game may go on for ever).
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.core.cards import Card, parse_card
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, REFEREE, Event, actor_seat, seat_actor, visible_payload
from referee.rules.night import deals
from referee.rules.night import night as rules
from tests.support.any_table import Table, deck_of

UNIT = 5
BOUND = 400  # steps of play; a deal that has not ended by then must still offer something
REPLAY_EVERY = 25  # events between whole replays from nothing
# Steps an action may stay on offer before the players lose interest in it: all those who are offered
# it for longer take it a tenth as often as one player takes a new one.
STALE = 4
TAKE_BACK = 0.05  # how often the author of an action takes it back at once
RARELY = {"fold": 0.2, "sudden_death": 0.1}  # so that most deals reach their showdown, and games of rounds go on
# Each time a player made the same entry in the last steps, they are less keen to make it again.
TIRED, RECENT = 0.6, 30
# Refusals of a card the table dealt: a card entered twice somewhere, which the referee may find.
CLASHES = {"card_in_play", "card_showing", "card_held", "card_in_pile", "card_discarded", "card_twice",
           "duplicate_card", "drawn_cards_differ", "shown_card_missing"}

SYMBOLS = re.compile(r"(?:10|[2-9TJQKA])[♣♦♥♠]")


# Every way the referee writes a card, and the card it is.
UNIVERSE = {text: card for card in deck_of(None) for text in (card.code, str(card), card.code.lower())}
UNIVERSE.update({f"Jk{n}": parse_card(f"Jk{n}") for n in ("", "1", "2")})


def strings(value, found: set[str]) -> set[str]:
    """Every string in a piece of JSON, keys included; not the cards of a second deck (Stampede's), which may
    repeat the cards the players hold."""
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            found.add(key)
            if key != "second_deck":
                strings(item, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            strings(item, found)
    return found


def named(value) -> set[Card]:
    """Every card a piece of JSON names: as a value, or inside a sentence."""
    found = set()
    for text in strings(value, set()):
        if text in UNIVERSE:
            found.add(UNIVERSE[text])
        elif len(text) > 3:
            found |= {parse_card(match) for match in SYMBOLS.findall(text)}
    return found


class Night:
    """A night at the table, stored as the service stores it, checked after every event."""

    def __init__(self, key: str, stacks: list[int], rng: random.Random, variant=None):
        self.key, self.variant, self.rng = key, variant or VARIANTS[key], rng
        self.log: list[Event] = []
        self.live = rules.Night()  # folded from the events as decided
        self.stored = rules.Night()  # folded from the events as stored (JSON)
        self.secret: dict[int, set[Card]] = {}  # cards each seat entered privately and has not shown
        self.public: set[Card] = set()
        # Cards shown and then shuffled back into the deck by a reshuffle: a view may still show them where the
        # table saw them (a folded hand's ace kept at the draw), though another player may hold them now.
        self.gathered: set[Card] = set()
        # Cards the log names that the table never saw dealt: a definition's wild cards, or those of an entry
        # taken back at once. Until a card is shown again, the table keeps it in its deck.
        self.named_only: set[Card] = set()
        self.state = None  # the deal's state, kept after the deal ends
        names = [f"P{n}" for n in range(1, len(stacks) + 1)]
        self.do(HOST, None, [rules.open_table("Every game", "USD", UNIT, names)])
        for seat, amount in enumerate(stacks, 1):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": amount})
        self.total = sum(stacks)

    def do(self, actor: str, command: dict | None, drafts=None) -> None:
        drafts = drafts if drafts is not None else rules.decide(self.live, actor, command)
        for draft in drafts:
            self.store(draft)

    def store(self, draft) -> None:
        version = self.live.version + 1
        decided = Event(version, draft.type, draft.actor, draft.payload, tuple(draft.postings))
        stored = Event(version, draft.type, draft.actor, json.loads(json.dumps(draft.payload)),
                       tuple(tuple(p) for p in json.loads(json.dumps(draft.postings))))
        deal = self.live.deal
        self.live = rules.apply(self.live, decided)
        self.stored = rules.apply(self.stored, stored)
        self.log.append(stored)
        if self.live.deal is not None:
            self.state = self.live.deal.state
        elif deal is not None:
            self.state = deals.step(deal, stored).state  # the deal as it ended
        self.check(stored)

    def check(self, stored: Event) -> None:
        accounts = self.live.accounts
        assert sum(accounts.values()) == 0, "money is made or lost"
        assert all(accounts.get(f"stack:{seat}", 0) >= 0 for seat in self.live.seat_numbers())
        assert self.stored == self.live, f"the stored events fold to another night after {stored.type}"
        if len(self.log) % REPLAY_EVERY == 0:
            assert rules.replay(self.log) == self.live
        self.check_secrets(stored)

    # Hidden cards.

    def check_secrets(self, stored: Event) -> None:
        self.follow_secrets(stored)
        self.check_views(stored)

    def follow_secrets(self, stored: Event) -> None:
        """The cards each seat entered privately and has not shown, and those everyone has seen, as of this
        event; no entry by one seat shows another's."""
        seat = actor_seat(stored.actor)
        hidden = stored.payload.get("hidden", {})
        if seat is not None:
            self.secret.setdefault(seat, set()).update(named(hidden) - self.public)
        # The log as any other seat reads it: what everyone reads.
        shown = named(visible_payload(stored, None))
        if stored.type == "define_game":
            self.named_only |= shown
        else:
            self.named_only -= shown
        if stored.actor != REFEREE:  # an entry shows only what its author typed, or their own cards
            typed = named(hidden.get("command", {})) if isinstance(hidden, dict) else set()
            for other, cards in self.secret.items():
                leaked = (shown & cards) - typed - self.public - self.secret.get(seat, set())
                assert other == seat or not leaked, f"{stored.type} by {stored.actor} shows seat {other}'s {leaked}"
        self.public |= shown
        for cards in self.secret.values():
            cards -= self.public

    def check_views(self, stored: Event) -> None:
        if self.state is None or not any(self.secret.values()):
            return
        for viewer in (*self.secret, None):
            view = self.variant.view(self.state, viewer)
            seen = named({key: value for key, value in view.items() if key != "wilds"})  # "The K♥ is wild": a rule
            own = self.secret.get(viewer, set())
            for other, cards in self.secret.items():
                if other != viewer:
                    leaked = (seen & cards) - own - self.gathered
                    assert not leaked, f"seat {viewer}'s view shows seat {other}'s hidden {leaked} after {stored.type}"


KINDS = {  # what each kind of field needs (engine/specs.py)
    "int": {"min", "max", "step"}, "card": set(), "cards": set(), "cards_by_seat": {"seats"},
    "choice": {"choices"}, "seat": {"choices"}, "pieces": {"held"},
}


def check_fields(offer: dict) -> None:
    """An offer has its fields, each of a kind of the vocabulary with what that kind needs, as JSON."""
    fields = offer.get("fields")
    assert isinstance(fields, list), f"{offer['type']} is offered without its fields"
    names = [field["name"] for field in fields]
    assert len(set(names)) == len(names) and "type" not in names, offer
    for field in fields:
        assert field["kind"] in KINDS and KINDS[field["kind"]] <= set(field), (offer["type"], field)
        if field["kind"] == "cards":
            assert "count" in field or "count_as" in field or {"min", "max"} <= set(field), (offer["type"], field)
        for name in [*field.get("by", ()), field.get("count_as"), field.get("changes"), *field.get("more_with", ())]:
            assert name is None or name in names, (offer["type"], field)
    assert json.loads(json.dumps(offer)) == offer, f"{offer['type']} is not plain JSON"


def option_sets(variant, rng: random.Random) -> list[dict]:
    """Every combination of the game's options that have few values, in a random order."""
    values = {}
    for option in variant.options:
        if option.kind == "choice":
            values[option.name] = list(option.choices)
        elif option.kind == "bool":
            values[option.name] = [False, True]
        elif option.kind == "int" and option.minimum is not None and option.maximum is not None \
                and option.maximum - option.minimum <= 4:
            values[option.name] = list(range(option.minimum, option.maximum + 1))
    combos = [dict(zip(values, chosen)) for chosen in itertools.product(*values.values())]
    rng.shuffle(combos)
    return combos[:24] or [{}]


def start(n: Night, players: int) -> None:
    dealer = n.rng.randint(1, players)
    refusals = []
    for options in option_sets(n.variant, n.rng):
        try:
            n.do(HOST, {"type": "start_deal", "variant": n.key, "dealer": dealer, "options": options})
        except RuleError as refusal:
            refusals.append((options, refusal.code, refusal.message))
            continue
        event(f"options: {options}")
        return
    raise AssertionError(f"{n.key} can't start with {players} players and any options: {refusals[:3]}")


def going_on(n: Night) -> bool:
    """The game is played out over several deals, and is not over."""
    match = n.live.matches.get(n.key)
    return n.live.deal is None and match is not None and match.next is not None


def next_deal(n: Night) -> bool:
    """The dealer starts the next deal of a game played out over several deals, as the deal form offers it."""
    if not going_on(n):
        return False
    dealer = deals.next_dealer(n.live, deals.next_seats(n.live))
    n.do(seat_actor(dealer), {"type": "start_deal", "variant": n.key})
    return True


def play(n: Night, greed: float = 0.3) -> dict:
    rng, table = n.rng, Table(deck_of(n.state), n.rng, greed)
    ages: Counter = Counter()
    recent: list = []
    tally = Counter()
    for _ in range(BOUND):
        deal = n.live.deal
        if deal is None:
            if not next_deal(n):
                break
            deal = n.live.deal
        offered = {seat: n.variant.legal_actions(deal.state, seat) for seat in (*deal.seats, None)}
        choices = [(seat, offer) for seat, found in offered.items() for offer in found]
        assert choices, "the deal waits, and nobody is offered anything"
        for seat, offer in choices:
            check_fields(offer)
        for seat in deal.seats:
            table.top_up(seat, offered[seat])
        kinds = {(seat, offer["type"]) for seat, offer in choices}
        for kind in list(ages):
            if kind not in kinds:
                del ages[kind]
        ages.update(kinds)
        stale = Counter(offer["type"] for seat, offer in choices if ages[(seat, offer["type"])] > STALE)
        weights = [(0.1 / stale[offer["type"]] if ages[(seat, offer["type"])] > STALE else 1.0)
                   * RARELY.get(offer["type"], 1)
                   * TIRED ** (recent.count((seat, offer["type"])) if offer["fields"] else 0)
                   for seat, offer in choices]
        seat, offer = rng.choices(choices, weights)[0]
        recent = (recent + [(seat, offer["type"])])[-RECENT:]
        table.waiting = any(offer["type"] == "reshuffle" for _, offer in choices)
        before = table.saved()
        for _ in range(3):  # another try may fit: fewer cards changed, another choice
            action = table.realise(seat if seat is not None else 0, offer)
            if action is not None:
                break
            table.restore(before)
        if action is None:
            tally["could not fill"] += 1
            table.restore(before)
            continue
        actor = HOST if seat is None else seat_actor(seat)
        if seat == deal.dealer and rng.random() < 0.2 and accepted(n.live, HOST, action):
            actor = HOST  # the host enters what the dealer may
        tally["filled"] += 1
        night = n.live
        try:
            drafts = rules.decide(night, actor, action)
        except RuleError as refusal:
            assert n.live == night, "a refusal changed the night"
            assert re.fullmatch(r"[a-z]+(_[a-z]+)*", refusal.code) and refusal.message.strip()
            tally[refusal.code] += 1
            table.restore(before)
            continue
        secret = private(offer, action) - n.public
        n.do(actor, action, drafts)
        shown = set().union(*(named(visible_payload(draft, None)) for draft in drafts))
        leaked = named(visible_payload(drafts[0], None)) & secret
        assert not leaked, f"{action['type']} shows everyone {leaked}, which its player entered for themselves"
        if rng.random() < TAKE_BACK:
            taken_back(n, actor, night)
            n.named_only |= shown
            table.restore(before)
            continue
        table.seen(n.public - n.named_only)
        if action["type"] == "reshuffle":  # the table gathers the discards and the cards of players out
            view = strings(n.variant.view(n.state, None), set())
            table.reshuffle(getattr(n.state, "in_hand", deal.seats), {UNIVERSE[text] for text in view if text in UNIVERSE})
            n.gathered |= n.public & set(table.deck)
            n.public -= set(table.deck)
    tally["reshuffles"] = table.reshuffles
    return tally


def taken_back(n: Night, actor: str, night) -> None:
    """The author takes the action back: the night is as it was before it, whatever it caused."""
    n.do(actor, {"type": "take_back"})
    assert replace(n.live, version=night.version, undo=None) == replace(night, undo=None), "a take-back left a trace"


def private(offer: dict, action: dict) -> set[Card]:
    """The cards a player entered as their own and not to be shown."""
    def entered(shown: bool) -> set[Card]:
        return {card for field in offer["fields"] if field.get("own") and bool(field.get("shown")) == shown
                for card in named(action.get(field["name"]))}
    return entered(False) - entered(True)


def accepted(night, actor: str, action: dict) -> bool:
    try:
        rules.decide(night, actor, action)
    except RuleError:
        return False
    return True


# Martian poker's nights are long (every card moves between hands, a step costs several times another game's):
# fewer of them each run, beside the fifty of its own random nights (games/martian/test_random_nights.py).
LONG = {"martian_poker"}
PHASES = [Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink]


@pytest.mark.parametrize("key", sorted(set(VARIANTS) - LONG))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow], phases=PHASES)
@given(data=st.data())
def test_every_game_plays_from_its_own_legal_actions(key, data):
    plays_from_its_own_legal_actions(key, data)


@pytest.mark.parametrize("key", sorted(LONG))
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow], phases=PHASES)
@given(data=st.data())
def test_every_long_game_plays_from_its_own_legal_actions(key, data):
    plays_from_its_own_legal_actions(key, data)


def plays_from_its_own_legal_actions(key, data):
    """Random legal actions of random players, stacks and greed, up to the bound: money is conserved, the log
    replays to the night, and a deal or game still going offers something."""
    variant = VARIANTS[key]
    most = min(variant.max_players, 10)
    players = data.draw(st.just(most) | st.integers(variant.min_players, most), label="players")
    stacks = data.draw(st.lists(st.sampled_from([40, 100, 300, 1000, 5000]), min_size=players, max_size=players),
                       label="stacks")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    greed = data.draw(st.sampled_from([0.3, 0.9]), label="how often a number is the largest allowed")
    n = Night(key, stacks, random.Random(seed))
    start(n, players)
    tally = play(n, greed)
    event(f"reshuffles: {tally['reshuffles']}")
    event(f"deals: {min(len(n.live.deals) + (n.live.deal is not None), 3)}{'+' if len(n.live.deals) >= 3 else ''}")

    assert rules.replay(n.log) == n.live
    if n.live.deal is not None:
        deal = n.live.deal
        assert any(VARIANTS[key].legal_actions(deal.state, seat) for seat in (*deal.seats, None))
        event("the deal went on past the bound")
    elif going_on(n):
        assert accepted(n.live, HOST, {"type": "start_deal", "variant": key})
        event("the game went on past the bound")
    else:
        event(f"ended by {n.log[-1].type}")
    assert sum(n.live.balance(f"stack:{seat}") for seat in n.live.seat_numbers()) + sum(
        amount for account, amount in n.live.accounts.items() if account.startswith(("pot:", "match:", "carried"))) == n.total
    refused = sum(count for code, count in tally.items()
                  if code not in ("filled", "could not fill", "reshuffles", *CLASHES))
    assert refused <= max(3, tally["filled"] // 5), f"too many actions filled from their fields were refused: {tally}"

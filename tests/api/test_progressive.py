"""Progressive Poker refereed through the API: secret contributions, the pile, and private cards."""

from __future__ import annotations

import json
import random

import pytest

from referee.rules.core.cards import parse_card
from referee.rules.core.decks import deck
from tests.support.readers import comparable


def visible_to(table, seat):
    token = table.tokens[seat]
    return json.dumps([table.get(token=token).json, table.get("/events", token=token).json], ensure_ascii=False)


def hidden_from(table, seat, codes):
    text = visible_to(table, seat)
    return all(f'"{code}"' not in text and f'"{parse_card(code)}"' not in text for code in codes)


def test_a_round_of_progressive_poker_through_the_api(make_table):
    table = make_table(players=("Ann", "Bob"))
    table.act("host", {"type": "start_deal", "variant": "progressive", "dealer": 2})
    starts = {1: ["As", "Ah", "6c"], 2: ["Ks", "Kh", "7c"]}
    for seat, cards in starts.items():
        table.act(seat, {"type": "start_cards", "cards": cards})
    table.act(1, {"type": "contribute", "card": "6c"})
    assert hidden_from(table, 2, starts[1])
    answer = table.act(2, {"type": "contribute", "card": "7c"})
    reveal = next(e for e in answer["events"] if e["type"] == "reveal")
    assert reveal["actor"] == "referee"
    hands = {1: ["Ac", "Ad", "9s", "8d", "6h"], 2: ["Kc", "Kd", "9h", "8c", "6d"]}
    for seat, cards in hands.items():
        table.act(seat, {"type": "hand", "cards": cards})
    assert hidden_from(table, 2, hands[1] + ["As", "Ah"])
    assert hidden_from(table, 1, hands[2] + ["Ks", "Kh"])
    view = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert {p["seat"]: p["start_cards"] for p in view["players"]} == {1: 2, 2: 2}
    refused = table.post({"type": "exchange", "give": ["9s"], "take": ["Ks"]}, token=table.tokens[1])
    assert refused.status_code == 422
    table.act(1, {"type": "exchange", "give": ["9s", "8d"], "take": ["As", "Ah"]})
    table.act(1, {"type": "draw", "discard": [], "receive": []})
    after_draw = table.post({"type": "exchange", "give": ["6h"], "take": ["9s"]}, token=table.tokens[1])
    assert after_draw.status_code in (409, 422)
    answer = table.act(2, {"type": "draw", "discard": ["6d"], "receive": ["Qh"]})
    showdown = next(e for e in answer["events"] if e["type"] == "showdown")
    assert "Four of a kind, aces" in json.dumps(showdown["payload"], ensure_ascii=False)
    # The round is a deal of its own; the next round is the next deal of the game, dealt by Ann.
    read = table.get().json
    assert (read["deal"], read["deals_played"], read["next_dealer"]) == (None, 1, 1)
    other = table.post({"type": "start_deal", "variant": "five_card_draw"}, token=table.tokens[1])
    assert other.status_code == 409 and other.json["error"]["code"] == "game_under_way"
    assert "Progressive Poker is not over" in other.json["error"]["message"]
    by_bob = table.post({"type": "start_deal", "variant": "progressive"}, token=table.tokens[2])
    assert by_bob.status_code == 403
    table.act(1, {"type": "start_deal", "variant": "progressive", "options": {"start_cards": 1}})
    view = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert (view["round"], view["start_cards_each"], view["dealer"]) == (2, 3, 1)  # the first deal's options
    assert {p["seat"]: p["start_cards"] for p in view["players"]} == {1: 4, 2: 2}
    assert set(view["you"]["start"]) == {"9♠", "8♦", "6♣", "7♣"}  # kept from the exchange, and the pile won
    assert table.get("/verify").json["ok"] is True


# --- Whole games, dealt from a shuffled deck, through the API -----------------


def strings(value) -> set[str]:
    """Every string anywhere in a piece of JSON."""
    if isinstance(value, str):
        return {value}
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return set().union(set(), *(strings(item) for item in items))


class Dealing:
    """The phones at a table with a real deck: the dealer deals, each seat enters what it got."""

    def __init__(self, table, seed, cards):
        self.table, self.rng = table, random.Random(seed)
        self.cards = [card.code for card in cards]
        self.labels = set(self.cards) | {str(parse_card(card)) for card in self.cards}
        self.stub, self.discards, self.dealt_round = [], [], None

    def read(self, reader):
        return self.table.get(token=self.table.host if reader == "host" else self.table.tokens[reader]).json

    def shuffle(self, cards):
        self.stub = sorted(cards)
        self.rng.shuffle(self.stub)

    def deal(self, count):
        cards = []
        for _ in range(count):
            if not self.stub:  # the pack ran out: the discards are shuffled for the rest
                self.shuffle(self.discards)
                self.discards = []
            cards.append(self.stub.pop())
        return cards

    def known_to(self, view):
        """The cards a reader may see in their view: the pile, and their own."""
        own = view["you"] or {}
        known = [p["card"] for p in view["pile"]] + own.get("start", []) + own.get("hand", [])
        known += [own["contribution"]] if own.get("contribution") else []
        return {form for card in known for form in (card, parse_card(card).code)}

    def assert_secrets_kept(self, since):
        for reader in ("host", *self.table.tokens):
            token = self.table.host if reader == "host" else self.table.tokens[reader]
            view = self.table.get(token=token).json["deal"]["view"]
            known = self.known_to(view)
            assert strings(view) & self.labels <= known, reader
            for event in self.table.get(f"/events?after={since}", token=token).json["events"]:
                if event["actor"] != f"seat:{reader}":
                    assert strings(event["payload"]) & self.labels <= known, (reader, event["type"])

    def play(self, sudden_death_after):
        """The game to its end, a deal a round: the dealer starts each next round as the deal form does."""
        seats = tuple(self.table.tokens)
        start_count = self.read("host")["deal"]["view"]["start_cards_each"]
        self.shuffle(self.cards)
        for seat in seats:
            self.table.act(seat, {"type": "start_cards", "cards": self.deal(start_count)})
        since, answer = self.read("host")["version"], {"events": []}
        while True:
            if self.read("host")["deal"] is None:
                if any(event["type"] == "game_over" for event in answer["events"]):
                    break
                self.table.act(self.read("host")["next_dealer"], {"type": "start_deal", "variant": "progressive"})
            self.assert_secrets_kept(since)
            host = self.read("host")["deal"]
            view = host["view"]
            if view["round"] >= sudden_death_after and host["legal_actions"]:
                self.table.act("host", {"type": "sudden_death"})
                continue
            if view["phase"] == "hands" and self.dealt_round != view["round"]:
                self.deal_hands(view)
            answer = self.act_once(seats, view)
            if any(event["type"] == "showdown" for event in answer["events"]):
                since = answer["version"]
        return answer["events"]

    def deal_hands(self, view):
        """The rest of the pack is shuffled and five cards dealt to each player still in."""
        held = {card for seat in self.table.tokens for card in self.read(seat)["deal"]["view"]["you"]["start"]}
        held |= {p["card"] for p in view["pile"]}
        self.shuffle(set(self.cards) - {parse_card(card).code for card in held})
        self.discards, self.dealt_round = [], view["round"]
        self.hands = {p["seat"]: self.deal(5) for p in view["players"] if p["in"]}

    def act_once(self, seats, view):
        for seat in seats:
            offered = {action["type"]: action for action in self.read(seat)["deal"]["legal_actions"]}
            if "contribute" in offered:
                card = self.rng.choice(offered["contribute"]["cards"])
                return self.table.act(seat, {"type": "contribute", "card": card})
            if "hand" in offered:
                return self.table.act(seat, {"type": "hand", "cards": self.hands[seat]})
        seat = view["turn"]
        offered = {action["type"]: action for action in self.read(seat)["deal"]["legal_actions"]}
        own = self.read(seat)["deal"]["view"]["you"]
        if "exchange" in offered and self.rng.random() < 0.5:
            count = self.rng.randint(offered["exchange"]["min"], offered["exchange"]["max"])
            give, take = self.rng.sample(own["hand"], count), self.rng.sample(own["start"], count)
            return self.table.act(seat, {"type": "exchange", "give": give, "take": take})
        discard = self.rng.sample(own["hand"], self.rng.choice([0, 1, 2, 3, 5]))
        self.discards += [parse_card(card).code for card in discard]
        return self.table.act(seat, {"type": "draw", "discard": discard, "receive": self.deal(len(discard))})


@pytest.mark.parametrize(
    "players, options, seed",
    [
        (3, {"start_cards": 3}, 1),
        (4, {"start_cards": 2, "joker": True}, 2),
        (5, {"deck": "standard", "start_cards": 2}, 3),
    ],
)
def test_whole_games_through_the_api_until_one_player_is_left(make_table, players, options, seed):
    table = make_table(players=("Ann", "Bob", "Cy", "Di", "Ed")[:players])
    seats = tuple(table.tokens)
    for seat in seats:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    options = {"ante": 25, **options}
    table.act("host", {"type": "start_deal", "variant": "progressive", "dealer": seats[-1], "options": options})
    cards = deck(options.get("deck", "short"), jokers=1 if options.get("joker") else 0).cards
    events = Dealing(table, seed, cards).play(sudden_death_after=12)
    over = next(event for event in events if event["type"] == "game_over")
    winner = over["payload"]["winner"]
    assert over["postings"] == [["match:1", f"stack:{winner}", 25 * players]]  # the antes of the first round
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {seat: 975 + (25 * players if seat == winner else 0) for seat in seats}
    rounds = next(event for event in events if event["type"] == "showdown")["payload"]["round"]
    assert table.get().json["deals_played"] == rounds > 1  # a deal a round
    assert table.get("/events").json["events"][-1]["payload"]["deal"] == rounds
    assert table.get("/verify").json["ok"] is True


def _probe(make_table, seat_1_start):
    table = make_table(players=("Ann", "Bob", "Cy"))
    table.act("host", {"type": "start_deal", "variant": "progressive", "dealer": 3})
    table.act(1, {"type": "start_cards", "cards": seat_1_start})
    answer = table.post({"type": "start_cards", "cards": ["Js", "Qh", "Jh"]}, token=table.tokens[3])
    reads = [table.get(path, token=token).json for path in ("", "/events") for token in (table.host, table.tokens[3])]
    return answer.status_code, comparable(answer.json), comparable(reads)


def test_start_cards_naming_a_card_another_player_holds_are_answered_alike(make_table):
    held, free = _probe(make_table, ["As", "Ks", "Js"]), _probe(make_table, ["As", "Ks", "Qs"])
    assert held[0] == free[0] == 201
    assert held[1:] == free[1:]

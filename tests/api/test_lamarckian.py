"""Lamarckian Poker refereed through the API: secret marks, captures, and nobody sees another's hand."""

from __future__ import annotations

import json
import random

import pytest

from referee.rules.core.cards import parse_card
from referee.rules.core.decks import deck
from tests.support.readers import comparable


def test_the_rule_texts_example_through_the_api(make_table):
    table = make_table(players=("Ann", "Bob", "Cy"))
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 100})
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 3, "options": {"ante": 10}})
    hands = {1: ["As", "2c", "3c", "4c"], 2: ["10c", "2d", "3d", "4d"], 3: ["9h", "2h", "3h", "4h"]}
    for seat, cards in hands.items():
        table.act(seat, {"type": "enter_hand", "cards": cards})
    table.act(3, {"type": "enter_pool", "cards": ["Ah", "Qc", "9s", "5h"]})
    table.act(1, {"type": "mark", "card": "As"})
    table.act(2, {"type": "mark", "card": "10c"})
    # Nobody, the host included, sees a mark before all are in.
    for viewer in ("host", 2, 3):
        token = table.host if viewer == "host" else table.tokens[viewer]
        text = json.dumps([table.get(token=token).json, table.get("/events", token=token).json])
        assert '"As"' not in text and "A♠" not in text
    refused = table.post({"type": "mark", "card": "Kd"}, token=table.tokens[3])
    assert refused.status_code == 422
    answer = table.act(3, {"type": "mark", "card": "9h"})
    types = [event["type"] for event in answer["events"]]
    assert types[:2] == ["marked", "marks_revealed"] and types[-1] == "turn_ended"
    played = [e["payload"] for e in answer["events"] if e["type"] == "mark_played"]
    assert [(p["seat"], p["mark"], p["captured"], p["pool"]) for p in played] == [
        (1, "A♠", ["A♥", "9♠"], ["Q♣", "5♥", "A♠"]),
        (2, "10♣", ["Q♣"], ["5♥", "A♠", "10♣"]),
        (3, "9♥", ["5♥"], ["A♠", "10♣", "9♥"]),
    ]
    revealed = next(e["payload"] for e in answer["events"] if e["type"] == "marks_revealed")
    assert [m["seat"] for m in revealed["marks"]] == [1, 2, 3]
    mine = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert sorted(mine["hand"]) == sorted(["2♣", "3♣", "4♣", "A♥", "9♠"])
    for viewer, other in ((1, 2), (2, 3), (3, 1)):
        text = json.dumps(table.get(token=table.tokens[viewer]).json)
        for code in hands[other][1:]:
            assert f'"{code}"' not in text and f'"{parse_card(code)}"' not in text
    view = table.get(token=table.tokens[1]).json["deal"]["view"]
    assert view is not None
    assert table.get("/verify").json["ok"] is True


# --- A whole deal, dealt from a shuffled deck, through the API ----------------


def card_forms(cards):
    """Every way a card list can appear in the JSON a reader gets: "As" and "A♠"."""
    return {form for card in cards for form in (f'"{parse_card(card).code}"', f'"{parse_card(card)}"')}


class Dealing:
    """The phones at a table with a real deck: each seat enters what it was dealt, and marks at random."""

    def __init__(self, table, seed):
        self.table, self.rng = table, random.Random(seed)
        self.deck = [card.code for card in deck("standard").cards]
        self.rng.shuffle(self.deck)
        self.public = set()  # every card that has lain face up on the table

    def view(self, reader):
        return self.table.get(token=table_token(self.table, reader)).json

    def assert_secrets_kept(self, marks, since):
        """Nobody, the host included, reads another seat's unseen hand cards or a mark not yet revealed."""
        secrets = {}
        for seat in self.table.tokens:
            hand = self.view(seat)["deal"]["view"]["hand"]
            secrets[seat] = {card for card in hand if parse_card(card) not in self.public}
            secrets[seat] |= {marks[seat]} if seat in marks else set()
        for reader in ("host", *self.table.tokens):
            token = table_token(self.table, reader)
            text = json.dumps([self.table.get(token=token).json,
                               self.table.get(f"/events?after={since}", token=token).json], ensure_ascii=False)
            for owner, cards in secrets.items():
                if owner != reader:
                    assert not [form for form in card_forms(cards) if form in text], (reader, owner)

    def play(self):
        for seat in self.table.tokens:
            hand, self.deck = self.deck[:4], self.deck[4:]
            self.table.act(seat, {"type": "enter_hand", "cards": hand})
        while True:
            since = self.table.get().json["version"]
            pool, self.deck = self.deck[:4], self.deck[4:]
            self.public |= {parse_card(card) for card in pool}
            dealer = self.view("host")["deal"]["dealer"]
            self.table.act(self.rng.choice(["host", dealer]), {"type": "enter_pool", "cards": pool})
            marks = {}
            for seat in self.view("host")["deal"]["view"]["alive"]:
                self.assert_secrets_kept(marks, since)
                offer = next(a for a in self.view(seat)["deal"]["legal_actions"] if a["type"] == "mark")
                marks[seat] = self.rng.choice(offer["cards"])
                answer = self.table.act(seat, {"type": "mark", "card": marks[seat]})
            for event in answer["events"]:
                if event["type"] == "mark_played":
                    self.public |= {parse_card(card) for card in event["payload"]["pool"]}
                if event["type"] == "turn_ended" and "result" in event["payload"]:
                    return event
            assert self.view("host")["deal"]["view"]["phase"] == "pool"


def table_token(table, reader):
    return table.host if reader == "host" else table.tokens[reader]


@pytest.mark.parametrize("players, seed", [(3, 1), (6, 2)])
def test_a_whole_deal_through_the_api_pays_the_antes_through_the_ledger(make_table, players, seed):
    table = make_table(players=("Ann", "Bob", "Cy", "Di", "Ed", "Flo")[:players])
    seats = tuple(table.tokens)
    for seat in seats:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": seats[-1], "options": {"ante": 25}})
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == dict.fromkeys(seats, 975)
    ended = Dealing(table, seed).play()
    result = ended["payload"]["result"]
    assert result["outcome"] in ("showdown", "last_survivor", "all_extinct")
    if result["outcome"] == "showdown":
        assert {h["seat"] for h in result["hands"]} == set(ended["payload"]["alive"])
        assert all(h["words"] and len(h["best"]) == min(5, len(h["cards"])) for h in result["hands"])
    paid = {target: amount for source, target, amount in ended["postings"]}
    assert sum(paid.values()) == 25 * players
    assert {int(target.removeprefix("stack:")) for target in paid} == set(result["winners"])
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {seat: 975 + paid.get(f"stack:{seat}", 0) for seat in seats}
    assert table.get().json["deal"] is None and table.get().json["deals_played"] == 1
    assert table.get("/verify").json["ok"] is True


def test_extinction_and_the_last_survivor_through_the_api(make_table):
    table = make_table(players=("Ann", "Bob"))
    for seat in (1, 2):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 2, "options": {"ante": 25}})
    table.act(1, {"type": "enter_hand", "cards": ["2c", "3c", "4c", "5c"]})
    table.act(2, {"type": "enter_hand", "cards": ["As", "Ks", "Qs", "Js"]})
    turns = [
        ("6d 7d 8d 9d", "5c", "As"),
        ("10d Jd Qd Kd", "4c", "Ks"),  # the king of spades takes the king of diamonds
        ("6h 7h 8h 9h", "3c", "Qs"),
    ]
    for pool, first, second in turns:
        table.act(2, {"type": "enter_pool", "cards": pool.split()})
        table.act(1, {"type": "mark", "card": first})
        table.act(2, {"type": "mark", "card": second})
    view = table.get(token=table.tokens[2]).json["deal"]["view"]
    assert (sorted(view["hand"]), view["alive"], view["deck_left"]) == (["J♠", "K♦"], [1, 2], 32)
    assert [h["cards"] for h in view["hand_sizes"]] == [1, 2]
    table.act("host", {"type": "enter_pool", "cards": ["10h", "Jh", "Qh", "Kh"]})
    table.act(1, {"type": "mark", "card": "2c"})
    answer = table.act(2, {"type": "mark", "card": "Kd"})
    ended = answer["events"][-1]
    assert ended["payload"]["extinct"] == [1]
    assert ended["payload"]["result"]["outcome"] == "last_survivor"
    assert ended["payload"]["result"]["winners"] == [2]
    assert "hands" not in ended["payload"]["result"]  # the survivor wins without showing
    assert ended["postings"] == [["pot:1", "stack:2", 50]]
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 975, 2: 1025}
    assert table.get("/settlement").json["balances"] == {"1": -25, "2": 25}
    assert table.get("/verify").json["ok"] is True


# --- Probing another player's hand through the API gets no answer ------------


def _probe(make_table, seat_1_fourth_card):
    table = make_table(players=("Ann", "Bob", "Cy"))
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 3})
    table.act(1, {"type": "enter_hand", "cards": ["As", "Ks", "Qs", seat_1_fourth_card]})
    answers = [table.post({"type": "enter_hand", "cards": ["Ah", "Kh", "Qh", "Jd"]}, token=table.tokens[2])]
    table.act(3, {"type": "enter_hand", "cards": ["Ac", "Kc", "Qc", "Jc"]})
    reads = [table.get(path, token=token).json for path in ("", "/events") for token in (table.host, table.tokens[2])]
    # The pool is public: J♦ in it is found at once if a hand holds it too (a later clash ruling).
    answers.append(table.post({"type": "enter_pool", "cards": ["2d", "3d", "4d", "Jd"]}, token=table.tokens[3]))
    first = answers[-1].json["events"][0]
    return [a.status_code for a in answers], comparable(answers[0].json), comparable(first), comparable(reads)


def test_an_entry_naming_a_card_another_player_holds_is_answered_alike(make_table):
    # Seat 2 names J♦ in its hand; the dealer names it in the pool. Seat 1 holds it, or not.
    held, free = _probe(make_table, "Jd"), _probe(make_table, "10s")
    assert held[0] == free[0] == [201, 201]
    assert held[1:] == free[1:]

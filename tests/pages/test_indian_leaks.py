"""Indian midnight baseball: random deals played through the API, and after every step, every read a
player's phone can make (the table, the log, every page and live fragment, the deal's history) is
searched for that player's own turned-up cards in every spelling, and what it says of their own hand
for the words of a hand ("pair", "nines", "wild", "beating", "dead"): none is found while the deal is
played. The other seats do see those cards, and once the deal is over so does the owner.
"""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from tests.pages.conftest import names, spellings, without_tokens

WORDS = ("pair", "nines", "wild", "beating", "dead")
TOLD = ("stop", "go", "option to buy", "option to pay the wild tax")
NAMES = {1: "Ann", 2: "Bob", 3: "Cy"}
SIMPLE = ("check", "call", "buy", "decline", "pay_tax", "decline_tax")


def read(table, seat) -> dict:
    return table.get(token=table.tokens[seat]).json


def found(text: str, codes: list[str]) -> set[str]:
    text = without_tokens(text)
    return {spelling for code in codes for spelling in spellings(code)
            if names(text, spelling)}


def hand_words(text: str) -> set[str]:
    text = text.lower()
    for phrase in TOLD:
        text = text.replace(phrase, "")
    return {word for word in WORDS if word in text}


def own_parts(table_read: dict, seat: int) -> str:
    """What the owner's read says of the owner's own hand: their seat, their hand, their offers."""
    deal = table_read["deal"]
    view = deal["view"]
    parts = [next(s for s in view["seats"] if s["seat"] == seat), view.get("showing", {}).get(str(seat)),
             view.get("your_hand"), view.get("you_are_told"), deal["legal_actions"]]
    return json.dumps(parts, ensure_ascii=False)


def own_lines(page: str, seat: int) -> str:
    """The lines of a page that speak of the owner or their hand, as words."""
    words = html.unescape(re.sub(r"<[^>]+>", " ", page))
    about = rf"{NAMES[seat]}: [^\n]*|Seat {seat}\b[^\n]*|[^\n]*\bfor {NAMES[seat]}\b[^\n]*|tells you:[^\n]*"
    return " ".join(re.findall(about, words))


def check_step(table, phones, seat: int, up: list[str], asked: bool):
    """The owner's every read hides `up`, their own turned-up cards, and says nothing of their hand."""
    mine = read(table, seat)
    assert not found(json.dumps(mine, ensure_ascii=False), up), (seat, up)
    assert not hand_words(own_parts(mine, seat)), own_parts(mine, seat)
    assert mine["deal"]["view"]["you_are_told"] in TOLD
    log = table.get("/events", token=table.tokens[seat]).json["events"]
    assert not found(json.dumps(log, ensure_ascii=False), up)
    for event in log:
        if event["payload"].get("blind") == seat:
            assert not hand_words(json.dumps(event, ensure_ascii=False)), event
    for path, page in phones.pages(seat).items():
        assert not found(page, up), (seat, path, up)
        assert not hand_words(own_lines(page, seat)), (path, own_lines(page, seat))
    for card in up[:1] + ["2c"]:  # entering their own card is refused, saying nothing of their cards
        refused = table.post({"type": "turn_up", "card": card, "seat": seat}, token=table.tokens[seat])
        assert refused.status_code != 201
        said = json.dumps(refused.json, ensure_ascii=False)
        assert not found(said, up) and not (asked and hand_words(said)), said  # asked: it is about them
    for other in NAMES.keys() - {seat}:  # the other seats see the cards
        theirs = read(table, other)["deal"]["view"]
        assert next(s for s in theirs["seats"] if s["seat"] == seat)["up"] == up


def step(table, rng: random.Random, deck: list[str]) -> bool:
    """One random legal action by some seat; False once nothing is left to do."""
    choices = []
    for seat in NAMES:
        for action in read(table, seat)["deal"]["legal_actions"]:
            if action["type"] == "turn_up":
                choices.append((seat, {"type": "turn_up", "card": deck[-1]}))
            elif action["type"] in SIMPLE or (action["type"] == "fold" and rng.random() < 0.1):
                choices.append((seat, {"type": action["type"]}))
    if not choices:
        return False
    seat, command = rng.choice(choices)
    table.act(seat, command)
    if command["type"] == "turn_up":
        deck.pop()
    return True


@pytest.mark.parametrize("seed", range(4))
def test_random_deals_never_show_a_player_their_own_cards(make_table, phones, seed):
    rng = random.Random(seed)
    table = make_table()
    for seat in NAMES:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "indian_midnight_baseball", "dealer": 3,
                       "options": {"wild_tax": seed % 2 == 1}})
    deck = [f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "cdhs"]
    rng.shuffle(deck)
    seen = phones(table)
    hidden = {seat: [] for seat in NAMES}
    for _ in range(80):
        if table.get().json["deal"] is None or not step(table, rng, deck):
            break
        host = table.get().json["deal"]
        if host is None:
            break
        for seat in NAMES:
            hidden[seat] = next(s for s in host["view"]["seats"] if s["seat"] == seat)["up"] or hidden[seat]
            check_step(table, seen, seat, hidden[seat], host["view"]["to_act"] == seat)
    assert table.get().json["deal"] is None  # the deal was played to its end
    assert sum(map(len, hidden.values())) >= 3
    for seat, up in hidden.items():  # once it is over, each owner's history shows their own cards
        history = seen.clients[seat].get(f"/t/{table.id}/history/1").get_data(as_text=True)
        assert {code for code in up if found(history, [code])} == set(up), (seat, up)

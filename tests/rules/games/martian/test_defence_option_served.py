"""The option "defence_against" as the table sees it: in the catalog, on the "Deal a game" form, on the deal page."""

from __future__ import annotations

import re

import pytest

from tests.support.forms import FormPhone

FIELD = "opt-martian_poker-defence_against"


def test_the_catalog_lists_the_option(client):
    variants = {v["key"]: v for v in client.get("/api/variants").json["variants"]}
    options = {o["name"]: o for o in variants["martian_poker"]["options"]}
    option = options["defence_against"]
    assert (option["kind"], option["default"], option["choices"]) == ("choice", "strongest", ["strongest", "all"])
    assert "all the attacks" in option["help"] and "strongest attack" in option["help"]
    assert options["ante"]["default"] == 5  # beside the stakes, which keep Martian Poker's own ante
    assert all("defence_against" not in {o["name"] for o in v["options"]}
               for key, v in variants.items() if key != "martian_poker")


def test_a_deal_through_the_api_uses_the_chosen_rule(table):
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    refused = table.post({"type": "start_deal", "variant": "martian_poker", "dealer": 3,
                          "options": {"defence_against": "sum"}})
    assert refused.status_code == 422 and refused.json["error"]["code"] == "bad_option"
    started = table.act("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 3,
                                 "options": {"defence_against": "all"}})
    assert started["events"][0]["payload"]["options"]["defence_against"] == "all"
    for seat, hole in {1: "Ac", 2: "Kh", 3: "7s"}.items():
        table.act(seat, {"type": "cards", "cards": [hole]})
    table.act(3, {"type": "deal_up", "cards": {"1": "Ah", "2": "Kd", "3": "2c"}})
    table.act(2, {"type": "defend", "card": "Kd", "pieces": [{"size": 3}]})
    table.act(1, {"type": "attack", "card": "Kd", "pieces": [{"size": 3}]})
    table.act(3, {"type": "attack", "card": "Kd", "pieces": [{"size": 1}]})
    view = table.get(token=table.tokens[2]).json["deal"]["view"]
    kd = next(c for c in view["icehouse"]["cards"] if c["id"] == "Kd")
    assert view["icehouse"]["defence_against"] == "all"
    assert kd["owner"] == 1 and kd["why"].startswith("not defended: 3 pips against attacks of 3 and 1 together (4)")


@pytest.fixture
def form_phones(client, table):
    """Ann, Bob and Cy's phones, each with chips."""
    phones = {seat: FormPhone(client.application.test_client(), table.id, token)
              for seat, token in table.tokens.items()}
    for phone in phones.values():
        phone.do("buy_in", "", money="10")
    return phones


def test_the_deal_a_game_form_offers_the_option(form_phones):
    ann = form_phones[1]
    page = ann.page("?game=martian_poker")
    form = ann.forms("?game=martian_poker")["start_deal"]
    assert form["fields"][FIELD] == "strongest"  # the default is the one selected
    chooser = page[page.index(f'<select id="{FIELD}"'):]
    chooser = chooser[:chooser.index("</select>")]
    assert re.search(r'<option value="strongest"\s+selected>', chooser)
    assert re.search(r'<option value="all"\s*>', chooser)
    label = page[page.index(f'<label for="{FIELD}">'):]
    assert label[:label.index("</label>")].startswith(f'<label for="{FIELD}">What a defence must meet or beat')


@pytest.mark.parametrize("chosen,owner,rule", [
    (None, "Ann", "the strongest attack on the card."),
    ("strongest", "Ann", "the strongest attack on the card."),
    ("all", "Bob", "all the attacks on the card added together; if not, the strongest attack takes it."),
])
def test_a_deal_from_the_form_plays_by_the_chosen_rule(form_phones, table, chosen, owner, rule):
    ann, bob, cy = form_phones[1], form_phones[2], form_phones[3]
    ann.do("start_deal", "", variant="martian_poker", **({FIELD: chosen} if chosen else {}))
    for phone, hole in ((ann, "Ac"), (bob, "Kh"), (cy, "7s")):
        phone.do("cards", cards=hole)
    ann.do("deal_up", **{"up__1": "Ah", "up__2": "Kd", "up__3": "2c"})
    ann.do("defend", card="Ah", piece="1:3", piece_count="1")
    bob.do("attack", card="Ah", piece="2:3", piece_count="1")
    cy.do("attack", card="Ah", piece="3:1", piece_count="1")
    page = cy.page()
    assert f"A defence keeps its card if it meets or beats {rule}" in page
    assert f"owner <strong>{owner}</strong>" in page
    if chosen == "all":
        assert "not defended: 3 pips against attacks of 3 and 1 together (4)" in page
    else:
        assert "the defence (3) holds against the strongest attack (3)" in page
    assert table.get("/verify").json["ok"] is True

"""The deal form shows the options of the game the dealer chose, in words, without script: the page is asked
for the game ("Show its options") and shows that game's options alone."""

from __future__ import annotations

import re

from tests.support.forms import forms_of


def shown_games(page: str) -> list[str]:
    """The games whose options fieldset the page does not hide."""
    return re.findall(r'<fieldset class="options" data-for="([\w:-]+)">', page)


def test_the_first_game_alone_shows_its_options_until_another_is_asked_for(seats):
    ann = seats[1]
    assert shown_games(ann.page("")) == ["five_card_draw"]
    page = ann.page("?game=holdem")
    assert shown_games(page) == ["holdem"]
    assert '<option value="holdem" selected>' in page


def test_the_table_page_carries_the_chosen_games_options_alone_and_a_phone_fetches_anothers(app, seats, table):
    ann = seats[1]
    assert re.findall(r'<fieldset class="options" data-for="([\w:-]+)"', ann.page("")) == ["five_card_draw"]
    answer = ann.client.get(f"/t/{table.id}/deal-options?game=holdem")
    part = answer.get_data(as_text=True)
    assert answer.status_code == 200 and shown_games(part) == ["holdem"] and "<html" not in part
    assert 'name="optd-holdem-big_blind"' in part and "five_card_draw" not in part
    assert ann.client.get(f"/t/{table.id}/deal-options?game=chess").status_code == 404
    assert app.test_client().get(f"/t/{table.id}/deal-options?game=holdem").status_code == 401  # signed out


def test_without_script_the_dealer_asks_for_the_chosen_games_options(seats, table):
    ann = seats[1]
    form = forms_of(ann.page(""))["start_deal"]
    answer = ann.client.post(f"/t/{table.id}/deal-options", data={**form["fields"], "variant": "martian_poker"})
    assert answer.status_code == 303 and answer.location.endswith(f"/t/{table.id}?game=martian_poker#variant")
    assert shown_games(ann.page("?game=martian_poker")) == ["martian_poker"]


def test_the_choices_are_in_words_and_each_limit_says_its_structure(seats):
    page = seats[1].page("?game=holdem")
    holdem = page[page.index('data-for="holdem"'):page.index("</fieldset>", page.index('data-for="holdem"'))]
    for word in ("Spread limit", "Fixed limit", "Pot limit", "No limit", "No rank", "10s"):
        assert f">{word}</option>" in holdem
    assert '<div class="option" data-when="betting" data-values="fixed">' in holdem  # the fixed-limit bets
    assert 'name="optd-holdem-big_blind"' in holdem and "bring_in" not in holdem  # no card is dealt up


def test_a_stud_game_takes_a_bring_in_and_no_blinds_or_draw_limit(seats):
    page = seats[1].page("?game=seven_card_stud")
    assert 'name="optd-seven_card_stud-bring_in"' in page
    for name in ("small_blind", "big_blind", "draw_limit"):
        assert f'-seven_card_stud-{name}"' not in page
    assert '-midnight_baseball-bring_in"' not in page  # the first card turned up bets first


def test_a_refused_deal_is_said_beside_the_form_with_the_game_it_chose(seats):
    ann = seats[1]
    answer = ann.send("start_deal", "", variant="holdem", **{"optd-holdem-big_blind": "0.07"})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 422 and 'data-page="table"' in page  # the deal form's page, not the deal's
    assert re.search(r'class="refusal" role="alert">[^<]*The big blind must be a multiple of \$0.05', page)
    assert shown_games(page) == ["holdem"]


def test_every_amount_among_the_options_is_shown_and_typed_in_dollars(seats, table):
    ann = seats[1]
    page = ann.page("?game=guts")
    assert 'name="optd-guts-ante" inputmode="decimal"\n             value="0.05"' in page
    assert 'name="optd-guts-coward_price" inputmode="decimal"\n             value="0.25"' in page
    assert "in cents" not in page
    ann.do("start_deal", "", variant="guts", **{"optd-guts-ante": "$0.10", "optd-guts-coward_price": "1.5"})
    opened = next(e for e in table.get("/events").json["events"] if e["type"] == "deal_started")
    assert opened["payload"]["options"]["ante"] == 10 and opened["payload"]["options"]["coward_price"] == 150


def test_a_refused_amount_among_the_options_is_said_in_dollars(seats):
    said = {}
    for typed in ("0.01", "9", "a quarter", "0.07"):
        answer = seats[1].send("start_deal", "", variant="guts", **{"optd-guts-coward_price": typed})
        said[typed] = re.search(r'class="refusal" role="alert">([^<]*)<', answer.get_data(as_text=True)).group(1)
    assert said == {"0.01": "The coward price must be at least $0.05.", "9": "The coward price must be at most $5.00.",
                    "a quarter": "The coward price must be an amount of money, like $0.25.",
                    "0.07": "The coward price must be a whole number of $0.05 chips, not $0.07."}


def test_the_escape_chance_s_price_shows_and_is_said_only_with_the_escape_chance(seats, table):
    page = seats[1].page("?game=acey_deucey")
    assert '<div class="option" data-when="escape" data-values="true">' in page
    table.act("host", {"type": "start_deal", "variant": "acey_deucey", "dealer": 1})
    table.act(1, {"type": "post", "cards": ["2c"]})
    table.act(1, {"type": "post", "cards": ["Kd"]})
    table.act(2, {"type": "bet", "amount": 15})  # the pot: Bob wins it with the seven, the game is over
    table.act(1, {"type": "middle", "cards": ["7h"]})
    assert table.get().json["deal"] is None
    offered = seats[2].page("")
    assert "Deal Acey Deucey again" in offered and "escape price" not in offered

"""The deal page reads like the table: the board and every seat's cards, what your cards make with the board,
the pots and the last bet, then the bar; and every line on it is true now."""

from __future__ import annotations

import html
import re

from referee.app import chart
from tests.support.forms import FormPhone


def text(page: str) -> str:
    """The page as words: tags dropped, spaces squeezed."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def holdem_to_the_flop(seats):
    """Ann deals hold'em; everyone calls or checks the blinds and Ann turns the flop."""
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="holdem")  # Bob posts the small blind, Cy the big
    for phone, cards in ((ann, "7s,2d"), (bob, "Ah,Kh"), (cy, "Qc,Qd")):
        phone.do("cards", cards=cards)
    ann.do("call")
    bob.do("call")
    cy.do("check")
    assert "enter the 3 community cards as you turn them." in text(ann.page())
    ann.do("community", cards="7h,7c,Kd")
    return ann, bob, cy


def test_the_board_and_the_seats_come_first_then_what_you_make_then_the_pots_then_the_bar(seats):
    ann, bob, cy = holdem_to_the_flop(seats)
    page = bob.page()
    places = [page.index(mark) for mark in ('class="board"', '<div class="seat', 'class="mine"', 'class="pots"',
                                            'class="bar"')]
    assert places == sorted(places)
    # Bob's ace-king reads with the board's kings and sevens, not alone.
    assert "You make: <strong>Two pair, kings and sevens, ace kicker</strong>" in page
    assert "You make: <strong>Three of a kind, sevens" in ann.page()


def test_the_last_bet_goes_once_its_round_is_over(seats):
    ann, bob, cy = holdem_to_the_flop(seats)
    assert "Cy checked" not in bob.page()  # the flop began a new round: nobody has bet in it yet
    bob.do("check")
    assert '<p class="last">Bob checked</p>' in cy.page()


def test_a_player_who_folded_without_entering_is_told_no_hand(seats):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="holdem")
    bob.do("cards", cards="Ah,Kh")
    cy.do("cards", cards="Qc,Qd")
    ann.do("fold")
    bob.do("call")
    cy.do("check")
    ann.do("community", cards="7h,7c,Kd")
    for page in (ann.page(), ann.page("/history/1")):
        assert "Not entered." in page and "You make" not in page


def test_the_stud_dealer_s_face_up_cards_and_own_face_down_cards_are_two_titled_forms(seats):
    ann = seats[1]
    ann.do("start_deal", "", variant="seven_card_stud")
    page = ann.page()
    up, down = page.index("<h3>Face-up cards you deal</h3>"), page.index("<h3>Your cards</h3>")
    assert up < down < page.index("Your face-down cards (2; only you see them)")
    # The face-up cards wait in empty places, the face-down ones as card backs.
    assert '<div class="picker" data-name="up" data-count="3" data-up>' in page
    assert '<div class="picker" data-name="cards" data-count="2" data-send-when-full>' in page


def test_midnight_baseball_alerts_the_player_turning_not_the_dealer_who_may_enter_it(seats):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="midnight_baseball")  # Bob, on Ann's left, turns first
    assert 'id="your-turn"' in bob.page()
    dealer = ann.page()
    assert "enter the card Bob turns up" in dealer and 'id="your-turn"' not in dealer


def test_acey_deucey_says_your_turn_only_to_the_phone_the_game_waits_for(seats):
    ann, bob = seats[1], seats[2]
    ann.do("start_deal", "", variant="acey_deucey")  # Bob plays first; Ann turns up his posts
    page = bob.page()
    assert "Your turn" not in page and "Ann turns up a post for you." in page
    assert "Nothing for you to do right now" in page
    dealer = ann.page()
    assert 'id="your-turn"' in dealer and "Your turn:</strong> turn up a post for Bob." in dealer
    ann.do("post", cards="3h")
    ann.do("post", cards="Qd")
    assert 'id="your-turn"' in bob.page() and "Your turn.</strong> Bet." in bob.page()


def test_salt_and_pepper_s_receiver_confirms_the_card_passed_with_one_tap(seats):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="salt_and_pepper")
    for phone, cards in ((ann, "Ah,Ad,Ac,2c,3d,4h"), (bob, "Ks,Kd,Kc,5c,6d,7h"), (cy, "Qs,Qd,Qc,8c,9d,Jh")):
        phone.do("cards", cards=cards)
    for phone, card in ((bob, "7h"), (cy, "Jh"), (ann, "2c")):
        phone.do("pass_card", card=card)
    taps = {phone: phone.forms()["receive"]["buttons"] for phone in (ann, bob, cy)}
    assert taps == {ann: [("card", "Jh")], bob: [("card", "2c")], cy: [("card", "7h")]}
    assert "I took the 2♣ from Ann" in bob.page() and "2♣" not in cy.page()
    for phone, [(name, card)] in taps.items():
        phone.do("receive", card=card)  # the button's one tap sends the card the giver named
    assert "Check" in bob.page() and "7♥" in cy.page()


def test_guts_history_totals_what_was_won_and_the_game_over_goes_once_another_is_dealt(make_table):
    table = make_table(players=("Ann", "Bob", "Cy", "Dee"))
    ann, bob, cy, dee = phones = [FormPhone(table.client.application.test_client(), table.id, table.tokens[seat])
                                  for seat in (1, 2, 3, 4)]
    for phone in phones:
        phone.do("buy_in", "", money="10")
    ann.do("start_deal", "", variant="guts")  # Bob speaks first, gutses; Cy challenges and loses
    for phone, cards in zip(phones, ("Js,5d,4h", "As,Ad,2c", "Ks,Kd,3c", "Qs,Qd,4c")):
        phone.do("cards", cards=cards)
    for phone, word in ((bob, "guts"), (cy, "challenge"), (dee, "pass"), (ann, "pass")):
        phone.do(word)
    cy.do("show")
    bob.do("show")
    bob.do("start_deal", "", variant="guts")  # the game goes on: Cy gutses and nobody challenges
    for phone, cards in zip(phones, ("9s,8d,2c", "Ts,7d,3c", "Js,6d,4c", "Qs,5d,4h")):
        phone.do("cards", cards=cards)
    for phone, word in ((cy, "guts"), (dee, "pass"), (ann, "pass"), (bob, "pass")):
        phone.do(word)
    history = text(dee.page("/history"))
    assert "dealt by Ann. Pot $0.20, won by Bob; $0.20 stays in the pot for the next deal." in history
    assert "dealt by Bob. Pot $0.20, won by Cy." in history  # the pot Cy took, carried from deal 1
    assert "Guts: the last game is over" in text(ann.page(""))
    cy.do("start_deal", "", variant="holdem")
    assert "the last game is over" not in text(ann.page(""))


def test_the_dealer_is_asked_for_three_community_cards_then_one(seats):
    ann, bob, cy = holdem_to_the_flop(seats)
    for phone in (bob, cy, ann):
        phone.do("check")
    assert "enter the community card as you turn it." in text(ann.page())  # the turn: one card


def test_a_guts_deal_page_says_nothing_of_the_deck_s_limit_to_a_small_table(seats):
    seats[1].do("start_deal", "", variant="guts")
    page = text(seats[2].page())
    assert "Guts pot" in page and "at most" not in page


def test_the_settle_chart_s_labels_cover_none_of_each_other():
    players = [{"name": "Ann", "balances": [0, -12_345, -25_050]}, {"name": "Bob", "balances": [0, 12_345, 25_050]}]
    svg = chart.balances(players, "USD")
    boxes = []  # each label's box: left, top, right, bottom, at the widest a character may be
    for x, y, anchor, words in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"(?: text-anchor="(\w+)")?>([^<]+)<', svg):
        width = len(html.unescape(words)) * chart.CHARACTER
        left = float(x) - {"end": width, "middle": width / 2}.get(anchor, 0)
        boxes.append((words, left, float(y) - chart.TEXT, left + width, float(y)))
    assert "Up or down ($)" in [box[0] for box in boxes] and "-$400.00" in [box[0] for box in boxes]
    for i, (a, *one) in enumerate(boxes):
        assert one[0] >= 0, f"{a} starts off the chart"
        for b, *other in boxes[i + 1:]:
            apart = one[2] <= other[0] or other[2] <= one[0] or one[3] <= other[1] or other[3] <= one[1]
            assert apart, f"{a} covers {b}"


def test_the_deal_form_shows_the_wild_tax_s_price_only_with_the_tax_and_folds_seldom_options_away(seats):
    page = seats[1].page("?game=midnight_baseball")
    form = page[page.index('data-for="midnight_baseball"'):]
    form = form[:form.index("</fieldset>")]
    assert 'data-when="wild_tax" data-values="true"' in form  # hidden while the tax is off
    page = seats[1].page("?game=holdem")
    holdem = page[page.index('data-for="holdem"'):]
    holdem = holdem[:holdem.index("</fieldset>")]
    usual, seldom = holdem.split("<summary>More options: the raise cap, the rake, a straddle, a big-blind ante, "
                                 "wild cards, jokers</summary>")
    assert 'name="opt-holdem-betting"' in usual and 'name="optd-holdem-big_blind"' in usual
    assert 'name="opt-holdem-wild_deuces"' in seldom and 'name="optd-holdem-straddle"' in seldom

"""A phone builds a game step by step, the table defines it, and three phones deal and play it from the
forms; the history shows its rules with the deal. Bad pieces are refused beside the piece, in words."""

from __future__ import annotations

import json
from pathlib import Path

from referee.rules.builder.layouts import SHAPES
from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import NEW, built, defined


def build(phone, **values):
    """Press one button of the builder (its `op`), carrying the game built so far."""
    form = phone.forms(NEW)["build"]
    return phone.client.post(form["action"], data={**form["fields"], **values}, follow_redirects=True)


def test_a_game_built_on_a_phone_is_dealt_and_played_by_three(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    assert "Play a game nobody has coded: build it" in ann.page("")
    steps = [
        {"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
        {"op": "add:script:bet"},
        {"op": "add:script:deal", "script-deal-down": "0", "script-deal-up": "1"},
        {"op": "add:script:bet", "script-bet-big": "on"},
        {"op": "add:wild:ranks", "wild-ranks-ranks": "5"},
        {"op": "add:showdown:natural_pair_takes_all", "showdown-natural_pair_takes_all-rank": "A"},
        {"op": "add:on_cards:kill", "on_cards-kill-cards": "Jh Jd"},
    ]
    page = built(ann, steps, name="Bat Ladders", stud="on", ante="0.10")
    said = text(page)
    for rule in ("Deal each player 2 down and 1 up.", "A betting round at the larger bet.", "Fives are wild.",
                 "A pair of natural aces takes all.", "A red jack dealt face up kills the hand."):
        assert rule in said
    assert defined(ann, page, name="Bat Ladders", stud="on", ante="0.10").status_code == 303

    assert '<option value="house:bat-ladders">Bat Ladders</option>' in ann.page("")  # Ann deals first
    ann.do("start_deal", "", variant="house:bat-ladders")
    assert "Deal 1: Bat Ladders" in text(cy.page())
    ann.do("deal_up", up__2="Jh", up__3="5c", up__1="Kd")  # Bob's red jack kills his hand
    assert "Bob: dead: J♥: a red jack dealt face up kills the hand" in text(bob.page())
    _checks(ann, cy)
    ann.do("deal_up", up__3="9c", up__1="Kc")
    _checks(ann, cy)
    cy.do("show", cards="As,Ad")
    ann.do("show", cards="Ks,2d")  # kings full... but Cy's natural aces take all
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 990, 2: 990, 3: 1020}
    history = text(cy.page("/history/1"))
    assert "Deal 1: Bat Ladders, step by step" in history
    assert "The rules: Stud betting: the best hand showing bets first, with stud's bring-in and odd-chip rules. " \
           "Deal each player 2 down and 1 up. A betting round." in history
    assert table.get("/verify").json["ok"] is True


def _forms(page: str) -> dict:
    from tests.support.forms import forms_of
    return forms_of(page)["build"]


def _checks(*phones):
    moved = True
    while moved:
        moved = False
        for phone in phones:
            if "check" in phone.forms():
                phone.do("check")
                moved = True


def test_what_is_wrong_is_said_beside_the_piece_and_nothing_is_recorded(seats, table):
    ann = seats[1]
    answer = build(ann, name="Go", op="add:script:deal", **{"script-deal-down": "9"})
    said = text(answer.get_data(as_text=True))
    assert "Script step 1 (deal): the down is a whole number from 0 to 7." in said
    refused = defined(ann, answer.get_data(as_text=True), name="Go")
    assert refused.status_code == 422 and "This game can't be played as defined" in text(refused.get_data(as_text=True))
    assert table.get("/variants").json["variants"][-1]["key"] != "house:go"


def test_a_defined_game_is_downloaded_and_imported_at_another_table(seats, table, make_table, app):
    ann = seats[1]
    definition = {"name": "Go Low", "script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                               {"kind": "draw", "most": 3}, {"kind": "bet"}]}
    table.act(1, {"type": "define_game", "definition": definition})
    downloaded = ann.client.get(f"/t/{table.id}/games/house:go-low.json")
    assert downloaded.status_code == 200 and json.loads(downloaded.get_data(as_text=True)) == definition
    assert "attachment" in downloaded.headers["Content-Disposition"]

    other = make_table()
    client = app.test_client()
    assert client.get(f"/t/{other.id}/as/{other.tokens[2]}").status_code == 303
    page = client.get(f"/t/{other.id}{NEW}").get_data(as_text=True)
    form = _forms(page)
    imported = client.post(form["action"], data={**form["fields"], "op": "import",
                                                 "file": downloaded.get_data(as_text=True)}, follow_redirects=True)
    assert "Draw up to 3." in text(imported.get_data(as_text=True))
    form = _forms(imported.get_data(as_text=True))
    assert client.post(form["action"], data={**form["fields"], "op": "define"}).status_code == 303
    assert "house:go-low" in {v["key"] for v in other.get("/variants").json["variants"]}


def test_the_builder_page_takes_any_button_without_a_server_error(seats, table):
    ann = seats[1]
    action = f"/t/{table.id}/games/new"
    csrf = ann.forms("/games/new")["build"]["fields"]["csrf"]
    for data in ({"op": "remove:script:7"}, {"op": "remove:x:y"}, {"op": "add:script:shuffle"}, {"op": "add"},
                 {"op": "import", "file": "{not json"}, {"op": "import", "file": "[1, 2]"},
                 {"draft": "{\"script\": 5}", "op": "preview"}, {"draft": "[]", "op": "define"},
                 {"op": "add:script:deal", "script-deal-down": "lots"}, {"ante": "$$", "most_players": "x"}):
        answer = ann.client.post(action, data={"csrf": csrf, **data}, follow_redirects=True)
        assert answer.status_code in (200, 422), (data, answer.status_code)


def test_a_phone_adds_an_option_of_its_own_and_a_rule_that_applies_with_it(seats, table):
    ann = seats[1]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "6"},
        {"op": "add:script:pass", "script-pass-to": "right"},
        {"op": "add:script:bet"},
        {"op": "add:options:yes_no", "options-yes_no-name": "wild_deuce", "options-yes_no-help": "Deuces are wild."},
        {"op": "add:wild:ranks", "wild-ranks-ranks": "2", "wild-ranks-applies": "if:wild_deuce"},
    ]
    page = built(ann, steps, name="Pepper")
    assert '<option value="unless:wild_deuce">without wild deuce</option>' in page
    said = text(page)
    for rule in ("Everyone passes a card to the right.", "With the option wild deuce, deuces are wild.",
                 "Option wild deuce (off unless the dealer says otherwise): Deuces are wild."):
        assert rule in said
    assert defined(ann, page, name="Pepper").status_code == 303
    game = next(v for v in table.get("/variants").json["variants"] if v["key"] == "house:pepper")
    assert {"name": "wild_deuce", "default": False} .items() <= next(
        option for option in game["options"] if option["name"] == "wild_deuce").items()


def test_a_phone_gives_a_game_a_money_option_in_dollars_and_a_price_that_names_it(seats, table):
    ann = seats[1]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "5"},
        {"op": "add:script:bet"},
        {"op": "add:options:money", "options-money-name": "stake", "options-money-help": "What a card costs.",
         "options-money-default": "0.50", "options-money-least": "0.10", "options-money-most": "1.00"},
        {"op": "add:options:choice", "options-choice-name": "mood", "options-choice-help": "How the table feels.",
         "options-choice-choices": "calm wild"},
        {"op": "add:script:buy", "script-buy-price": "stake"},
    ]
    page = built(ann, steps, name="Stakes")
    said = text(page)
    for rule in ("Each player in turn may buy a card for the stake (an option of the game).",
                 "Option stake ($0.50 unless the dealer says otherwise, from $0.10 to $1.00): What a card costs.",
                 "Option mood (calm or wild; calm unless the dealer says otherwise): How the table feels."):
        assert rule in said
    assert defined(ann, page, name="Stakes").status_code == 303
    deal_form = ann.page("?game=house:stakes")
    assert 'name="optd-house:stakes-stake" inputmode="decimal"' in deal_form and 'value="0.50"' in deal_form
    ann.do("start_deal", "", variant="house:stakes", **{"optd-house:stakes-stake": "0.75",
                                                        "opt-house:stakes-mood": "wild"})
    started = [e for e in table.get("/events").json["events"] if e["type"] == "deal_started"][-1]
    assert (started["payload"]["options"]["stake"], started["payload"]["options"]["mood"]) == (75, "wild")


def test_a_phone_builds_dice_whose_dealer_names_the_wild_ranks_as_they_deal(seats, table):
    ann = seats[1]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
        {"op": "add:script:bet"},
        {"op": "add:options:rank", "options-rank-name": "first_die", "options-rank-help": "The first die."},
        {"op": "add:options:rank", "options-rank-name": "dice_sum", "options-rank-help": "The dice's sum."},
        {"op": "add:wild:named_ranks", "wild-named_ranks-options": "first_die dice_sum"},
    ]
    page = built(ann, steps, name="Dice", stud="yes")
    said = text(page)
    for rule in ("The ranks the dealer names as they deal (first die, dice sum) are wild.",
                 "Option first die (a rank the dealer names as they deal, or none): The first die."):
        assert rule in said
    assert defined(ann, page, name="Dice", stud="yes").status_code == 303
    assert '<option value="K" >Kings</option>' in ann.page("?game=house:dice")
    ann.do("start_deal", "", variant="house:dice", **{"opt-house:dice-first_die": "4", "opt-house:dice-dice_sum": "9"})
    assert "Fours and nines are wild." in text(ann.page("/deal"))


def test_a_price_naming_an_option_the_game_lacks_is_refused_beside_it(seats, table):
    ann = seats[1]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "5"},
                       {"op": "add:script:buy", "script-buy-price": "tip"}], name="Tips")
    assert "Script step 2 (buy): the price names the option tip, which the game doesn&#39;t have: add it to the " \
           "options." in page


def test_a_reload_after_adding_a_piece_adds_it_once_and_keeps_its_part_open(seats, table):
    ann = seats[1]
    added = build(ann, op="add:script:deal", **{"script-deal-down": "5"})
    address = added.request.full_path
    page = ann.client.get(address).get_data(as_text=True)  # the reload
    assert text(page).count("Deal each player 5 down.") == 1
    assert '<details id="add-script" open>' in page and '<details id="add-wild" >' in page


def test_a_phone_builds_omaha_hi_lo_from_the_ranking_pieces(seats, table):
    ann = seats[1]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "4"},
        {"op": "add:script:bet"},
        {"op": "add:script:deal", "script-deal-community": "5"},
        {"op": "add:script:bet", "script-bet-first": "last_raiser"},
        {"op": "add:showdown:hole_cards", "showdown-hole_cards-count": "2", "showdown-hole_cards-use": "exactly"},
        {"op": "add:showdown:high_low", "showdown-high_low-low": "8"},
    ]
    page = built(ann, steps, name="Big table", blinds="on", most_players="11")
    said = text(page)
    for rule in ("Deal each player 4 down.", "A betting round.", "A betting round, the last to bet or raise in the "
                 "round before first", "A hand uses exactly 2 of its player's own cards, the rest of its five from "
                 "the middle.", "Half of each pot to the best hand, half to the best low, eight or better."):
        assert rule in said
    assert defined(ann, page, name="Big table", blinds="on", most_players="11").status_code == 303
    assert '<option value="house:big-table">Big table</option>' in ann.page("")


def test_a_phone_builds_a_roll_up_with_a_twist_and_three_play_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"},
                       {"op": "add:script:roll_up", "script-roll_up-count": "1", "script-roll_up-together": "on"},
                       {"op": "add:script:bet"}, {"op": "add:script:twist", "script-twist-price": "0.25"},
                       {"op": "add:script:bet"}], name="Flip twist", stud="on")
    said = text(page)
    for rule in ("Deal each player 3 down.", "Everyone still in turns up a face-down card of their choice, all at "
                 "once (each chooses unseen).", "Each player in turn may replace one face-down card for $0.25, or "
                 "stand pat."):
        assert rule in said
    assert defined(ann, page, name="Flip twist", stud="on").status_code == 303
    ann.do("start_deal", "", variant="house:flip-twist")
    for phone, cards in ((bob, "Kh,4d,9c"), (cy, "Qh,2d,Jc"), (ann, "Ah,3d,8c")):
        phone.do("cards", cards=cards)
    assert "Turn up 1 of your face-down cards: nobody sees your choice until everyone has chosen" in text(bob.page())
    bob.do("roll_up", cards="Kh")
    cy.do("roll_up", cards="2d")
    assert "K♥" not in text(cy.page()) and "K♥" in text(bob.page())  # nobody sees a choice before all are in
    ann.do("roll_up", cards="Ah")
    assert all(card in text(cy.page()) for card in ("K♥", "2♦", "A♥"))
    assert "rolled up. Bob turns up K♥. Cy turns up 2♦. Ann turns up A♥." in text(cy.page("/history/1"))
    _checks(ann, bob, cy)
    twist = bob.page()
    assert "Each card you replace costs $0.25; replace none to stand pat." in text(twist)
    assert '<button type="submit" class="big">Twist</button>' in twist and ">Draw</button>" not in twist
    bob.do("draw", count="1", keep="4d")
    cy.do("draw", count="0", keep="Qh,Jc")
    ann.do("draw", count="0", keep="3d,8c")
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]}[2] == 1000 - 5 - 25
    assert table.get("/verify").json["ok"] is True


def test_a_phone_builds_a_game_of_the_discard_family_and_three_play_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"}, {"op": "add:script:bet"},
                       {"op": "add:script:match", "script-match-never_pair": "on"}, {"op": "add:script:bet"},
                       {"op": "add:script:match", "script-match-never_pair": "on"},
                       {"op": "add:showdown:points", "showdown-points-ace": "11", "showdown-points-most": "21"}],
                 name="Little 333")
    said = text(page)
    for rule in ("Turn up a card in the middle: everyone throws away every card of its rank; a player left with no "
                 "card wins at once; a card pairing one on the table is put aside, and the next turned instead.",
                 "A hand is the total of its cards: an ace 1 or 11, a face card 10, the others their face value; "
                 "the highest total wins up to 21"):
        assert rule in said
    assert defined(ann, page, name="Little 333").status_code == 303
    ann.do("start_deal", "", variant="house:little-333")
    for phone, cards in ((bob, "Kh,4d,9c"), (cy, "Qh,2d,Jc"), (ann, "Ah,3d,8c")):
        phone.do("cards", cards=cards)
    _checks(ann, bob, cy)
    ann.do("community", cards="4c")
    assert "Show your fours: they are thrown away. Or say you have none." in text(bob.page())
    bob.do("show_rank")
    cy.do("none_of_rank")
    ann.do("none_of_rank")
    _checks(ann, bob, cy)
    ann.do("community", cards="4s")
    assert "put aside" in text(cy.page())  # the second four pairs the table: another card is turned
    ann.do("community", cards="2c")
    bob.do("none_of_rank")
    cy.do("show_rank")
    ann.do("none_of_rank")
    for phone in (bob, cy, ann):
        phone.do("show")
    # K-9 is 19, Q-J 20, A-3-8 12 (the ace 1: 22 would be over).
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 995, 3: 1010}


def test_a_phone_lays_out_a_cross_and_the_deal_page_shows_it_in_its_shape(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "2"},
        {"op": "add:showdown:layout", "showdown-layout-shape": "cross", "showdown-layout-lines": "rows columns"},
        {"op": "add:script:turn", "script-turn-cards": "top, right"},
        {"op": "add:script:bet"},
        {"op": "add:script:turn", "script-turn-cards": "bottom, left, centre"},
        {"op": "add:script:bet"},
        {"op": "add:wild:layout_card", "wild-layout_card-places": "centre"},
    ]
    page = built(ann, steps, name="Little Cross")
    said = text(page)
    for rule in ("Turn up the top and right cards of the layout.", "The rank of the centre card of the layout is "
                 "wild in every hand.", "The middle cards lie in a cross (top, left, centre, right, bottom); a hand "
                 "plays its player's own cards with one row or column of the layout.",
                 "The layout's places: top, left, centre, right, bottom"):
        assert rule in said
    assert defined(ann, page, name="Little Cross").status_code == 303

    ann.do("start_deal", "", variant="house:little-cross")
    for phone, cards in ((ann, "7s,2d"), (bob, "Ah,Kh"), (cy, "Qc,Qd")):
        phone.do("cards", cards=cards)
    assert "turn up and enter the cards at top, right, in that order." in text(ann.page())
    ann.do("community", cards="Qh,3c")
    page = bob.page()
    assert 'class="layout board cols-3"' in page  # three places across, drawn by the style sheet
    assert "Q♥ top" in text(page) and "3♣ right" in text(page)
    assert page.count('class="card slot"') == 3  # left, centre and bottom: not turned up yet
    assert "A hand plays its own cards with one row or column of the layout." in text(page)
    _checks(ann, bob, cy)
    ann.do("community", cards="Qs,9d,7h")  # the centre, a seven, is wild: Cy's queens make four with it
    _checks(ann, bob, cy)
    for phone, cards in ((bob, "Ah,Kh"), (cy, "Qc,Qd"), (ann, "7s,2d")):
        if "show" in phone.forms():
            phone.do("show", cards=cards)
    assert "Four of a kind, queens" in text(cy.page())


def test_a_phone_builds_guts_and_three_play_two_deals_of_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"},
                       {"op": "add:script:in_out", "script-in_out-together": "on",
                        "script-in_out-nobody_in": "pot_stays"},
                       {"op": "add:showdown:losers_match", "showdown-losers_match-ante": "first"}],
                 name="Guts at once", ante="0.25")
    assert "Everyone still in says in or out, all at once (each word secret until all are said)" in text(page)
    assert defined(ann, page, name="Guts at once", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:guts-at-once")
    for phone, cards in ((bob, "Ah,Ad,4c"), (cy, "Kh,Kd,9c"), (ann, "2h,5d,8c")):
        phone.do("cards", cards=cards)
    assert "In or out? Nobody sees your word until everyone still in has said theirs." in text(bob.page())
    bob.do("in_out", say="in")
    assert "You said in: change it until the last word is in" in text(bob.page())
    cy.do("in_out", say="in")
    ann.do("in_out", say="out")
    assert "Bob and Cy are in. Ann is out." in text(cy.page("/history/1"))
    bob.do("show")
    cy.do("show")
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 975, 2: 1050, 3: 900}
    assert "The pot held $0.75" in text(cy.page()) and "Cy pays $0.75 into the pot of the next deal." in text(cy.page())
    bob.do("start_deal", "", variant="house:guts-at-once")  # the pot of 75¢ is played for, nobody antes
    for phone, word in ((cy, "out"), (ann, "in"), (bob, "out")):
        phone.do("in_out", say=word)
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1050, 2: 1050, 3: 900}
    assert table.get("/verify").json["ok"] is True


def test_a_phone_builds_a_game_of_the_pass_family(seats, table):
    ann = seats[1]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "7"},
        {"op": "add:script:pass", "script-pass-to": "across", "script-pass-count": "3"},
        {"op": "add:script:take", "script-take-from": "right", "script-take-count": "2"},
        {"op": "add:script:discard", "script-discard-count": "2"},
        {"op": "add:script:stack"},
        {"op": "add:script:flip_top"},
        {"op": "add:script:bet", "script-bet-first": "best_showing"},
        {"op": "add:script:flip_top", "script-flip_top-count": "2"},
        {"op": "add:script:bet", "script-bet-first": "best_showing"},
    ]
    page = built(ann, steps, name="Garden snake")
    said = text(page)
    for rule in ("Everyone passes 3 cards across the table", "Everyone takes 2 face-down cards at random from the "
                 "player on their right, all at once.", "Everyone still in puts their face-down cards in a stack",
                 "Everyone still in turns up the top 2 cards of their stack, all at once."):
        assert rule in said
    assert defined(ann, page, name="Garden snake").status_code == 303
    assert "house:garden-snake" in {v["key"] for v in table.get("/variants").json["variants"]}


def test_a_phone_lays_out_a_circle_whose_hands_play_three_adjacent_cards(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "4"},
        {"op": "add:showdown:layout", "showdown-layout-shape": "circle", "showdown-layout-lines": "arcs"},
        {"op": "add:script:turn", "script-turn-cards": "top, bottom, top right, bottom left"},
        {"op": "add:script:bet"},
        {"op": "add:script:turn", "script-turn-cards": "bottom right, top left"},
        {"op": "add:script:bet"},
    ]
    page = built(ann, steps, name="Little Six")
    said = text(page)
    for rule in ("The middle cards lie in a circle of six (clockwise: top, top right, bottom right, bottom, "
                 "bottom left, top left); a hand plays its player's own cards with one arc of 3 adjacent cards "
                 "of the layout.", "The layout's places: top, top right, bottom right, bottom, bottom left, top left"):
        assert rule in said
    assert defined(ann, page, name="Little Six").status_code == 303

    ann.do("start_deal", "", variant="house:little-six")
    for phone, cards in ((ann, "7s,2d,3h,4h"), (bob, "Ah,Kh,5c,6c"), (cy, "Qc,Qd,9s,8s")):
        phone.do("cards", cards=cards)
    ann.do("community", cards="Qh,3c,Jh,Th")
    page = bob.page()
    assert 'class="layout board cols-3"' in page  # three places across, drawn by the style sheet
    assert "Q♥ top" in text(page) and "3♣ bottom" in text(page)
    assert "A hand plays its own cards with one arc of 3 adjacent cards of the layout." in text(page)
    assert table.get("/verify").json["ok"] is True


def test_a_phone_takes_ranks_out_of_the_deck_and_adds_four_jokers(seats, table):
    ann = seats[1]
    page = build(ann, op="add:wild:jokers", name="Mexican draw", without="2, 8 9 10",
                 **{"wild-jokers-count": "4"}).get_data(as_text=True)
    assert "4 jokers in the deck, wild." in text(page) and 'value="2 8 9 10"' in page
    form = _forms(page)
    assert json.loads(form["fields"]["draft"])["without"] == ["2", "8", "9", "10"]
    emptied = ann.client.post(form["action"], data={**form["fields"], "op": "preview", "without": ""},
                              follow_redirects=True)
    assert "without" not in json.loads(_forms(emptied.get_data(as_text=True))["fields"]["draft"])


def test_the_style_sheet_draws_every_layout_shape_as_wide_as_it_is():
    """The page names a layout's width in a class (no inline style passes the content security policy)."""
    sheet = (Path(__file__).parents[2] / "referee" / "app" / "static" / "referee.css").read_text()
    for shape, rows in SHAPES.items():
        assert f".layout.cols-{len(rows[0])} {{ grid-template-columns: repeat({len(rows[0])}," in sheet, shape


def test_a_phone_types_the_order_of_the_suits_that_break_ties(seats, table):
    ann = seats[1]
    page = built(ann, ({"op": "add:script:deal", "script-deal-down": "1"}, {"op": "add:script:in_out"},
                       {"op": "add:showdown:suits_break_ties", "showdown-suits_break_ties-order": "♥ ♠ ♦ ♣"}),
                 name="Hearts high")
    assert "Suits break ties between hands otherwise equal, hearts best, then spades, diamonds and clubs" in text(page)

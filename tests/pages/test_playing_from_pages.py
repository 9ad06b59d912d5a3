"""Games played from the pages' own forms, without a browser: every button sends what the referee takes."""

from __future__ import annotations

from tests.support.forms import FormPhone


def test_a_refusal_comes_back_beside_its_button(seats):
    ann = seats[1]
    response = ann.send("cash_out", "", money="0.03")
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    form = html[html.index('data-form="cash_out"'):]
    assert form.index("smallest chip") < form.index("</form>")  # the sentence sits inside that form


def test_a_refusal_to_a_script_is_a_sentence(seats, client, table):
    form = seats[1].forms("")["cash_out"]
    answer = seats[1].client.post(form["action"], data={**form["fields"], "money": "0.03"},
                                  headers={"X-Requested-With": "fetch"})
    assert answer.status_code == 422 and "smallest chip" in answer.json["error"]["message"]


def test_a_double_tap_is_recorded_once(seats, table):
    ann = seats[1]
    form = ann.forms("")["buy_in"]
    data = {**form["fields"], "money": "5"}
    before = table.get().json["version"]
    assert ann.client.post(form["action"], data=data).status_code == 303
    assert ann.client.post(form["action"], data=data).status_code == 303
    assert table.get().json["version"] == before + 1


def test_the_live_part_answers_only_when_the_table_moved(seats, table):
    bob = seats[2]
    live = bob.client.get(f"/t/{table.id}/live?page=table&v=")
    version = live.headers["X-Version"]
    assert live.status_code == 200 and "Seats" in live.get_data(as_text=True)
    assert bob.client.get(f"/t/{table.id}/live?page=table&v={version}").status_code == 204
    seats[1].do("buy_in", "", money="1")
    moved = bob.client.get(f"/t/{table.id}/live?page=table&v={version}")
    assert moved.status_code == 200 and int(moved.headers["X-Version"]) > int(version)


def test_five_card_draw_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="five_card_draw")  # Ann holds the button first
    for phone, cards in ((ann, "As,Ad,Ac,Kd,2s"), (bob, "Qh,Qd,7c,7d,3s"), (cy, "9h,8h,5c,4d,2h")):
        phone.do("cards", cards=cards)
    bob.do("bet", money="0.25")
    cy.do("fold")
    ann.do("raise", money="0.50")
    bob.do("call")
    bob.do("draw", thrown="3s", count="1", keep="Qh,Qd,7c,7d")
    assert "Two pair, queens and sevens" in bob.page()  # the kept cards stay entered after the draw
    bob.do("cards", cards="Qh,Qd,7c,7d,Qs")
    ann.do("draw", count="4", show="As", keep="As")
    ann.do("cards", cards="As,Ah,Kh,Ks,Kc")
    bob.do("check")
    ann.do("check")
    bob.do("show")
    ann.do("show")
    page = cy.page()
    assert "Full house, kings over aces" in page and "Full house, queens over sevens" in page
    assert table.get("/verify").json["ok"] is True


def test_progressive_poker_from_the_forms(client, make_table):
    table = make_table(players=("Ann", "Bob"))
    ann, bob = (FormPhone(client.application.test_client(), table.id, table.tokens[s]) for s in (1, 2))
    ann.do("start_deal", "", variant="progressive")
    ann.do("start_cards", cards="As,Ah,6c")
    bob.do("start_cards", cards="Ks,Kh,7c")
    assert {"contribute"} <= set(ann.forms())
    ann.do("contribute", card="6♣")
    bob.do("contribute", card="7♣")
    ann.do("hand", cards="Ac,Ad,9s,8d,6h")
    bob.do("hand", cards="Kc,Kd,9h,8c,6d")
    ann.do("exchange", give="9♠,8♦", take="A♠,A♥")
    bob.do("draw", discard="", receive="")
    ann.do("draw", discard="6♥", receive="Qh")
    page = bob.page()
    assert "Ann" in page and "takes the pile" in page and "Round 1 of the game" in page
    # The next round is the next deal, which Bob deals from the table page's form: it offers the game first.
    assert "Progressive Poker is not over" in bob.page("")
    bob.do("start_deal", "")
    page = ann.page()
    assert "Deal 2: Progressive Poker" in page and "Round 2 of the game" in page
    assert "4 start cards" in page and "6♣" in page and "7♣" in page  # the pile Ann won is among her start cards
    ann.do("contribute", card="6♣")
    assert "Round 1 of the game" in bob.page("/history/1") and "Round 2 of the game" in bob.page("/history/2")
    assert table.get("/verify").json["ok"] is True


def deal_martian_poker(seats):
    """Ann deals Martian Poker: the hole cards entered, the first face-up wave dealt."""
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="martian_poker")
    for phone, hole in ((ann, "Ac"), (bob, "Kh"), (cy, "7s")):
        phone.do("cards", cards=hole)
    ann.do("deal_up", **{"up__1": "Ah", "up__2": "Kd", "up__3": "2c"})
    return ann, bob, cy


def test_martian_poker_from_the_forms(seats, table):
    ann, bob, cy = deal_martian_poker(seats)
    bob.do("attack", card="Ah", piece="2:3", piece_count="1")
    cy.do("attack", card="Ah", piece="3:3", piece_count="2", join="1")
    ann.do("defend", card="Ah", piece="1:1", piece_count="2")
    page = ann.page()
    assert "attack 1 (9 pips, led by Cy)" in page and "owner <strong>Cy</strong>" in page
    for phone in (ann, bob, cy):
        phone.do("done")
    # The ace showing bets first, though Cy owns it now: "showing" is the cards in front of a player.
    assert "Your turn" in ann.page() and "Your turn" not in bob.page() and "Your turn" not in cy.page()
    assert table.get("/verify").json["ok"] is True


def deal_lamarckian(seats):
    """Ann deals Lamarckian Poker; Bob enters his seven of diamonds as the two."""
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="lamarckian")
    for phone, hand in ((ann, "As,Ks,Qs,Js"), (bob, "Ah,Kh,Qh,2d"), (cy, "Ac,Kc,Qc,Jc")):
        phone.do("enter_hand", cards=hand)
    return ann, bob, cy


def test_a_card_entered_twice_is_corrected_from_the_page(seats, table):
    ann, bob, cy = deal_lamarckian(seats)
    ann.do("enter_pool", cards="2d,3d,4d,5d")  # Bob mistyped his 7♦ as 2♦, which the pool shows
    assert "Entered twice" in cy.page() and "correct" not in cy.forms()
    assert "mark" not in ann.forms()  # play waits
    bob.do("correct", card="2♦", **{"is": "7d"})
    assert "Entered twice" not in ann.page()
    ann.do("mark", card="A♠")
    assert table.get("/verify").json["ok"] is True


def martian_poker_played_out(seats):
    """A deal of Martian poker from the phones, after which Bob holds Ann's large piece."""
    ann, bob, cy = deal_martian_poker(seats)
    ann.do("attack", card="Kd", piece="1:3", piece_count="1")  # Ann's large piece ends up with Bob
    for phone in (ann, bob, cy):
        phone.do("done")
    ann.do("bet", money="0.10")
    bob.do("fold")
    cy.do("fold")
    return ann, bob, cy


def test_pieces_change_hands_between_deals_from_the_table_page(seats, table):
    ann, bob, cy = martian_poker_played_out(seats)
    assert "Icehouse pieces between deals" in bob.page("")
    bob.do("sell_pieces", "", to="1", piece="1:3", piece_count="1", price_dollars="0.30")
    offer = next(name for name in ann.forms("") if name.startswith("accept-"))
    before = table.get().json["balances"]
    ann.do(offer, "")
    after = table.get().json["balances"]
    assert (after["1"] - before["1"], after["2"] - before["2"]) == (-30, 30)  # the price, settle-up money
    bob.do("give_pieces", "", to="3", piece="2:1", piece_count="2")
    assert table.get("/verify").json["ok"] is True


def test_a_trade_of_pieces_offered_between_deals_shows_both_sides(seats, table):
    ann, bob, cy = martian_poker_played_out(seats)
    bob.do("trade_pieces", "", to="1", piece="1:3", piece_count="1", get="1:1", get_count="2")
    page = ann.page("")
    assert "Bob offers Ann" in page and "1 large" in page and "2 small" in page
    offer = next(name for name in ann.forms("") if name.startswith("accept-"))
    ann.do(offer, "")
    assert table.get("/verify").json["ok"] is True

def test_pineapple_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="pineapple")  # Ann deals: Bob posts the small blind, Cy the big
    for phone, cards in ((ann, "As,Ks,3c"), (bob, "7d,7c,Jh"), (cy, "2h,9c,4d")):
        phone.do("cards", cards=cards)
    ann.do("call")
    bob.do("call")
    cy.do("check")
    for phone, thrown in ((ann, "3♣"), (bob, "J♥"), (cy, "4♦")):
        phone.do("discard", cards=thrown)
    for board in ("Qs,Js,2d", "8h", "Ts"):
        ann.do("community", cards=board)
        for phone in (bob, cy, ann):
            phone.do("check")
    for phone in (bob, cy, ann):
        phone.do("show" if phone is not cy else "muck")
    page = cy.page()
    assert "Royal flush" in page or "Straight flush" in page
    assert table.get("/verify").json["ok"] is True


def test_omaha_hi_lo_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="omaha_hi_lo")  # Ann deals: Bob posts the small blind, Cy the big
    for phone, cards in ((ann, "Kh,Qh,7d,7s"), (bob, "As,2d,Jc,Jd"), (cy, "Tc,Ts,9c,9s")):
        phone.do("cards", cards=cards)
    assert "You make: <strong>Pair of jacks</strong>" in bob.page()
    ann.do("call")
    bob.do("call")
    cy.do("check")
    for board in ("Ah,6h,4c", "8h", "Kd"):
        ann.do("community", cards=board)
        for phone in (bob, cy, ann):
            phone.do("check")
    assert "You make: <strong>Pair of aces, king kicker; eight-six low (8-6-4-2-A)</strong>" in bob.page()
    for phone in (bob, cy, ann):
        phone.do("show")
    page = cy.page()
    assert "Flush, ace high<br>No low" in page and "Eight-six low (8-6-4-2-A)" in page
    assert ("The pot of $0.30: Ann takes $0.15, the high half, with flush, ace high; Bob takes $0.15, the low "
            "half, with eight-six low (8-6-4-2-A).") in page
    assert table.get("/verify").json["ok"] is True


def test_seven_card_stud_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="seven_card_stud")
    for phone, cards in ((ann, "Ah,Ac"), (bob, "Qs,Qc"), (cy, "Jd,Jh")):
        phone.do("cards", cards=cards)
    ann.do("deal_up", **{"up__1": "Kc", "up__2": "9d", "up__3": "4s"})
    page = bob.page()
    assert "K♣" in page and "9♦" in page and "A♥" not in page  # up cards for all, Ann's down cards for Ann
    assert {"check", "bet"} <= set(ann.forms()) and "check" not in bob.forms()  # the king showing bets first


def test_razz_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="razz")
    for phone, cards in ((ann, "Ah,2c"), (bob, "Qs,Qc"), (cy, "Jd,Jh")):
        phone.do("cards", cards=cards)
    ann.do("deal_up", **{"up__1": "3c", "up__2": "Kd", "up__3": "4s"})
    assert "Three-deuce low (3-2-A)" in ann.page()  # Ann's phone says her low
    assert "Bob brought it in" in cy.page() and "call" in cy.forms()  # the king, highest, brings in


def test_stud_hi_lo_from_the_forms_says_the_low_beside_the_high_hand(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="stud_hi_lo")
    for phone, cards in ((ann, "Ah,2c"), (bob, "Qs,Qc"), (cy, "Jd,Jh")):
        phone.do("cards", cards=cards)
    for street in (("3c", "Kd", "4s"), ("6h", "Ks", "9s"), ("7d", "5c", "Tc")):
        ann.do("deal_up", **{f"up__{seat}": card for seat, card in zip((1, 2, 3), street)})
        called_round((ann, bob, cy))
    assert "You make: <strong>High card, ace; seven-six low (7-6-3-2-A)</strong>" in ann.page()
    assert "You make: <strong>Two pair, kings and queens, five kicker; no low</strong>" in bob.page()


def called_round(phones) -> None:
    """Each phone calls or checks in its turn until the betting round is over."""
    while turn := next(((phone, kind) for phone in phones for kind in ("call", "check") if kind in phone.forms()),
                       None):
        turn[0].do(turn[1])


def test_a_slip_found_by_its_player_is_corrected_from_the_page(client, make_table):
    table = make_table(players=("Ann", "Bob"))
    ann, bob = (FormPhone(client.application.test_client(), table.id, table.tokens[s]) for s in (1, 2))
    ann.do("start_deal", "", variant="progressive")
    ann.do("start_cards", cards="As,Ah,6c")  # Ann's six of clubs is really the six of diamonds
    assert "Correct a card you entered" in ann.page()
    ann.do("correct", card="6♣", **{"is": "6d"})
    assert "6♦" in ann.page() and "6♣" not in ann.page()


def test_a_lamarckian_slip_is_corrected_by_its_player_from_the_page(seats, table):
    ann, bob, cy = deal_lamarckian(seats)
    ann.do("enter_pool", cards="3d,4d,5d,6d")
    assert "Correct a card you entered" in bob.page()
    bob.do("correct", card="2♦", **{"is": "7d"})  # Bob really holds the seven
    bob.do("mark", card="7♦")
    assert table.get("/verify").json["ok"] is True


def test_the_dealer_names_wild_cards_from_the_form_and_everyone_sees_them(seats, table):
    ann, bob = seats[1], seats[2]
    ann.do("start_deal", "", variant="holdem", **{"opt-holdem-wild_deuces": "true", "opt-holdem-jokers": "1"})
    assert "Deuces and jokers are wild." in bob.page()
    bob.do("cards", cards="Jk,2c")
    assert "Four of a kind" not in bob.page() and "Pair of aces" in bob.page()

"""The wild stud games from the phones' pages: offered with their options, their wild cards shown, the verdicts told."""

from __future__ import annotations


def test_the_deal_form_offers_each_game_with_its_options(seats):
    ann = seats[1]
    page = ann.page("")
    for key, title in [("queen_and_what_follows", "Queen and what follows"),
                       ("man_with_the_axe", "Deuces, jacks and the man with the axe"),
                       ("tiramisu", "Tiramisu cake game"), ("exclusive_war", "Exclusive war"),
                       ("hi_di_deu_wi", "Hi Di Deu Wi")]:
        assert f'<option value="{key}">{title}</option>' in page
    fields = ann.deal_fields("queen_and_what_follows", "man_with_the_axe", "hi_di_deu_wi", "tiramisu")
    assert fields["opt-queen_and_what_follows-order"] == "house"
    assert fields["opt-man_with_the_axe-order"] == "house"
    assert fields["opt-hi_di_deu_wi-order"] == "standard"
    assert fields["opt-hi_di_deu_wi-stealth"] == "false"
    assert fields["opt-tiramisu-shared_wild"] == "false"


def test_the_deal_page_says_what_is_wild_as_the_queens_fall(seats, table):
    ann, bob = seats[1], seats[2]
    ann.do("start_deal", "", variant="queen_and_what_follows", **{"opt-queen_and_what_follows-order": "standard"})
    started = [e for e in table.get("/events").json["events"] if e["type"] == "deal_started"]
    assert started[-1]["payload"]["options"]["order"] == "standard"
    assert "Queens are wild." in bob.page()
    ann.do("deal_up", up__2="Qc", up__3="5d", up__1="9s")  # dealt from Ann's left: the 5♦ follows the Q♣
    assert "Fives and queens are wild." in bob.page()


def test_a_deal_of_the_man_with_the_axe_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="man_with_the_axe")
    assert "Deuces, jacks and the K♦ are wild." in cy.page()

    def checks():
        for phone in (cy, ann, bob):  # the ace showing bets first
            phone.do("check")

    ann.do("deal_up", up__2="7c", up__3="Ac", up__1="9c")
    checks()
    checks()  # two more down
    ann.do("deal_up", up__2="4d", up__3="Ad", up__1="Kc")
    checks()
    ann.do("deal_up", up__2="9h", up__3="8d", up__1="5c")
    checks()
    for phone, cards in ((bob, "7d,3s,5s,6h"), (cy, "As,2c,Jc,3c"), (ann, "Qs,Qh,4c,8s")):
        phone.do("cards", cards=cards)
        phone.do("show")
    page = ann.page()
    assert "Five of a kind, aces" in page and "a pair of natural sevens takes all" in page
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 1010, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_the_dealer_names_a_number_rank_wild_from_the_deal_form(seats, table):
    ann, bob = seats[1], seats[2]
    ann.do("start_deal", "", variant="five_card_draw", **{"opt-five_card_draw-wild_rank": "2"})
    assert "Deuces are wild" in bob.page()
    assert table.get().json["deal"]["view"]["wilds"] == "Deuces are wild"

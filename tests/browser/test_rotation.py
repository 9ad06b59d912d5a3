"""Rotations of mixed games from four phones: each next dealer's phone offers the rotation's game, prefilled,
and deals it with one tap; every other phone says who deals next. HORSE is set from the host's page, and its
stud hi-lo deal is played from the phones' pages to a split pot."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.night_of_pages import Table
from tests.support.over_http import call, read
from tests.support.phone import Phone

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
ROTATION = [{"variant": "holdem", "options": {"betting": "fixed"}}, {"variant": "omaha_hi_lo"},
            {"variant": "five_card_draw", "options": {"betting": "no"}}]
# Each deal: who deals it, and the button the phone offers.
DEALS = [("Ann", "Deal Texas hold'em", "Mixed games: Texas hold'em, fixed limit, deal 1 of 1"),
         ("Bob", "Deal Omaha hi-lo, eight or better", "Mixed games: Omaha hi-lo, eight or better, fixed limit, deal 1 of 1"),
         ("Cy", "Deal Five-card draw", "Mixed games: Five-card draw, no limit, deal 1 of 1"),
         ("Dee", "Deal Texas hold'em", "Mixed games: Texas hold'em, fixed limit, deal 1 of 1")]


def fold_out(table: Table) -> None:
    """Everyone but one folds (from the API: the phones' part here is the deal)."""
    while waiting := [seat for seat in table.tokens if "fold" in legal(table, seat)]:
        table.act(waiting[0], {"type": "fold"})


def test_four_phones_deal_a_rotation_each_with_one_tap(server, phones, shot):
    made = call(f"{server}/api/tables", {"name": "Mixed", "players": PLAYERS})
    table = Table(server, made["id"], made["host_token"], {s["seat"]: s["token"] for s in made["seats"]},
                  made["join_code"])
    for seat in table.tokens:
        table.act(None, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(None, {"type": "set_rotation", "games": ROTATION, "every": 1})
    seated = {}
    for seat, name in enumerate(PLAYERS, 1):
        page = phones()
        page.goto(table.sign_in(seat))
        seated[name] = Phone(page, name)
    for number, (dealer, button, place) in enumerate(DEALS, 1):
        phone = seated[dealer]
        offer = phone.page.locator("#your-deal")
        expect(offer.get_by_role("button", name=button)).to_be_visible()
        expect(offer).to_contain_text(place)
        for name, other in seated.items():
            if name != dealer:
                expect(other.page.locator(".next-dealer")).to_contain_text(f"{dealer} deals next. The rotation says "
                                                                            f"{place}.")
        if number == 1:
            shot(phone.page, "rotation-next-dealer")
        phone.submit("deal_next")
        expect(phone.page.locator("h2").first).to_contain_text(f"Deal {number}:")
        fold_out(table)
        phone.page.goto(table.url())
    history = seated["Ann"]
    history.open("History")
    expect(history.page.locator("#live")).to_contain_text(f"Deal 2: Omaha hi-lo, eight or better ({DEALS[1][2]})")


# HORSE from the host's page, one deal of each game, with Ann dealing the fifth (stud hi-lo) from her phone.
HORSE = [("Ann", "limit hold'em"), ("Bob", "Omaha hi-lo"), ("Cy", "razz"), ("Dee", "stud"), ("Ann", "stud hi-lo")]
# The stud hi-lo deal: each phone's two face-down cards, its face-up cards street by street and its last
# face-down card. Bob's 3 is the lowest card showing: he brings it in. Ann's kings take the high half and
# Bob's six-four low the other.
DOWN = {"Ann": ["Kh", "Kd"], "Bob": ["Ah", "2c"], "Cy": ["Qc", "Jc"], "Dee": ["Tc", "Td"]}
THIRD = {"Bob": "3d", "Cy": "9s", "Dee": "8h", "Ann": "Ks"}  # dealt from Ann's left
LATER = [{"Bob": "4c", "Ann": "Qs"}, {"Bob": "6d", "Ann": "Js"}, {"Bob": "Th", "Ann": "9d"}]
LAST = {"Ann": ["9h"], "Bob": ["8s"]}


def test_four_phones_play_horse_set_from_the_host_page(server, phones):
    made = call(f"{server}/api/tables", {"name": "HORSE", "players": PLAYERS})
    table = Table(server, made["id"], made["host_token"], {s["seat"]: s["token"] for s in made["seats"]},
                  made["join_code"])
    for seat in table.tokens:
        table.act(None, {"type": "buy_in", "seat": seat, "amount": 1000})
    host = Phone(phones(), "the host")
    host.goto(table.sign_in())
    host.form("set_rotation").locator("#rotation-preset").select_option("horse")
    host.form("set_rotation").locator("#rotation-every").select_option("1")
    host.submit("set_rotation")
    expect(host.page.locator("#rotation")).to_contain_text("HORSE: limit hold'em · Omaha hi-lo · razz · stud · "
                                                           "stud hi-lo")
    seated = {}
    for seat, name in enumerate(PLAYERS, 1):
        page = phones()
        page.goto(table.sign_in(seat))
        seated[name] = Phone(page, name)
    for number, (dealer, game) in enumerate(HORSE, 1):
        phone = seated[dealer]
        expect(phone.page.locator("#your-deal")).to_contain_text(f"HORSE: {game}, deal 1 of 1")
        watcher = next(other for name, other in seated.items() if name != dealer)
        expect(watcher.page.locator(".next-dealer")).to_contain_text(f"{dealer} deals next.")
        phone.submit("deal_next")
        expect(phone.page.locator("h2").first).to_contain_text(f"Deal {number}:")
        if number < len(HORSE):
            if game in ("razz", "stud"):
                third_street(table, PLAYERS.index(dealer) + 1)
            fold_out(table)
        else:
            play_stud_hi_lo(table, seated)
        phone.goto(table.url())
    history = seated["Bob"]
    history.open("History")
    expect(history.page.locator("#live")).to_contain_text("HORSE: stud hi-lo, deal 1 of 1")


def third_street(table: Table, dealer: int) -> None:
    """A stud game's first cards (from the API): two face down for each player, one face up from the dealer."""
    cards = iter(("As", "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s"))
    for seat in table.tokens:
        table.act(seat, {"type": "cards", "cards": [next(cards), next(cards)]})
    table.act(dealer, {"type": "deal_up", "cards": {str(seat): next(cards) for seat in table.tokens}})


def play_stud_hi_lo(table: Table, seated: dict[str, Phone]) -> None:
    """Ann deals stud hi-lo from her phone: Cy and Dee fold to the bring-in, Ann and Bob check it down and split."""
    for name, phone in seated.items():
        phone.goto(table.url("/deal"))
        phone.enter("cards", DOWN[name])
    ann = seated["Ann"]
    ann.goto(table.url("/deal"))
    ann.pick("deal_up", THIRD.values())
    ann.submit("deal_up")
    expect(ann.page.locator("#live")).to_contain_text("Bob brought it in")
    for name in ("Cy", "Dee"):
        seated[name].goto(table.url("/deal"))
        seated[name].submit("fold")
    in_hand = {name: seated[name] for name in ("Ann", "Bob")}
    called_round(table, in_hand)
    for street in LATER:
        ann.goto(table.url("/deal"))
        ann.pick("deal_up", street.values())
        ann.submit("deal_up")
        called_round(table, in_hand)
    for name, phone in in_hand.items():
        phone.goto(table.url("/deal"))
        phone.enter("cards", LAST[name])
    called_round(table, in_hand)
    for phone in in_hand.values():
        phone.goto(table.url("/deal"))
        phone.submit("show")
    ann.goto(table.url("/deal"))
    expect(ann.page.locator("#live")).to_contain_text(
        "The pot of $0.30: Ann takes $0.15, the high half, with full house, kings over nines; Bob takes $0.15, "
        "the low half, with six-four low (6-4-3-2-A).")


def called_round(table: Table, phones: dict[str, Phone]) -> None:
    """Each phone calls or checks from its page in its turn until the betting round is over."""
    while turn := next(((name, kind) for name in phones for kind in ("call", "check")
                        if kind in legal(table, PLAYERS.index(name) + 1)), None):
        phone = phones[turn[0]]
        phone.goto(table.url("/deal"))
        phone.submit(turn[1])


def legal(table: Table, seat: int) -> set[str]:
    deal = read(f"{table.server}/api/tables/{table.id}", table.tokens[seat])["deal"] or {}
    return {action["type"] for action in deal.get("legal_actions", [])}

"""Two phones of one seat at a live hold'em deal: the live part they fetch is rendered once per version of the
table and seat, yet each phone's forms carry keys of their own and its own CSRF value, a retried form is
recorded once, and a move of the table is shown at once. The deal form's games, rendered once for all phones,
follow the options a game was last dealt with."""

from __future__ import annotations

import re

from sqlalchemy import event

from tests.support.forms import forms_of


def keys(part: str) -> list[str]:
    return re.findall(r'name="key" value="([^"]*)"', part)


def csrf_values(part: str) -> set[str]:
    return set(re.findall(r'name="csrf" value="([^"]*)"', part))


def live(phone, table) -> str:
    response = phone.get(f"/t/{table.id}/live?page=deal")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def deal_with_two_phones_for_ann(make_table, app):
    table = make_table()
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1, "options": {"betting": "no"}})
    phones = []
    for _ in range(2):  # Ann's link opened on two phones
        phone = app.test_client()
        assert phone.get(f"/t/{table.id}/as/{table.tokens[1]}").status_code == 303
        phone.get(f"/t/{table.id}/deal")  # the page itself, which gives the phone its CSRF cookie
        phones.append(phone)
    return table, phones


def test_each_phone_of_a_seat_gets_its_own_keys_and_csrf(make_table, app):
    table, (first, second) = deal_with_two_phones_for_ann(make_table, app)
    parts = [live(first, table), live(second, table), live(first, table)]
    assert parts[0] != parts[1]
    every = [key for part in parts for key in keys(part)]
    assert every and len(set(every)) == len(every)  # no form's key is handed out twice
    for phone, part in zip((first, second, first), parts):
        assert csrf_values(part) == {phone.get_cookie("csrf").value}
    # Apart from the keys and CSRF values, both phones see the same part.
    same = [re.sub(r'name="(key|csrf)" value="[^"]*"', "", part) for part in parts]
    assert same[0] == same[1] == same[2]


def test_a_retried_form_from_a_kept_part_is_recorded_once(make_table, app):
    table, (first, second) = deal_with_two_phones_for_ann(make_table, app)
    live(first, table)
    form = forms_of(live(second, table))["call"]
    data = {**form["fields"], "type": "call"}
    before = len(table.get("/events").json["events"])
    assert second.post(form["action"], data=data).status_code == 303
    assert second.post(form["action"], data=data).status_code == 303  # the tap sent again: the same key
    assert len(table.get("/events").json["events"]) == before + 1
    # The table moved: neither phone is shown the part kept before.
    for phone in (first, second):
        assert "Ann called" in re.sub(r"\s+", " ", live(phone, table))


def betting_shown(part: str) -> str:
    """The betting the deal form's hold'em options show as chosen."""
    options = re.search(r'<fieldset class="options" data-for="holdem".*?</fieldset>', part, re.S).group(0)
    chosen = re.search(r'id="opt-holdem-betting".*?<option value="(\w+)" selected', options, re.S)
    return chosen.group(1)


def test_the_deal_forms_options_follow_the_game_last_dealt(make_table, app):
    table = make_table()
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    host = app.test_client()
    assert host.get(f"/t/{table.id}/as/{table.host}").status_code == 303

    def form() -> str:
        response = host.get(f"/t/{table.id}/live?page=table&game=holdem")
        assert response.status_code == 200
        return response.get_data(as_text=True)

    first = betting_shown(form())
    other = "pot" if first != "pot" else "no"
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1, "options": {"betting": other}})
    table.act(1, {"type": "fold"})
    table.act(2, {"type": "fold"})  # Cy takes the blinds: the deal is over
    assert betting_shown(form()) == other


def seat_lines(page: str) -> list[str]:
    """The seats of a deal page as words, one line each."""
    seats = page[page.index('<div class="seats'):page.index('<section class="mine">')]
    return [" ".join(re.sub(r"<[^>]+>", " ", seat.split(">", 1)[1]).split()) for seat in seats.split('<div class="seat ')[1:]]


def test_the_seats_rendered_once_for_the_table_still_show_each_phone_its_own_and_every_move(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="seven_card_stud")
    for phone, cards in ((ann, "Ah,Ac"), (bob, "Qs,Qc"), (cy, "Jd,Jh")):
        phone.do("cards", cards=cards)
    ann.do("deal_up", **{"up__1": "Kc", "up__2": "Kd", "up__3": "4s"})
    lines = {name: seat_lines(phone.page()) for name, phone in (("Ann", ann), ("Bob", bob), ("Cy", cy))}
    # What an up card makes is said under every other seat; the phone's own seat leaves it to "You make".
    for name, seen in lines.items():
        for line in seen:
            assert ("Showing:" in line) == (not line.startswith(name)), (name, line)
    assert lines["Ann"][1] == lines["Bob"][1] == "Cy · chips $9.95 ? ? 4♠ Showing: High card, four"
    bob.do("bet", amount="0.05")  # the K♦ showing bets first: every phone's seats show it at once
    for phone in (ann, bob, cy):
        assert seat_lines(phone.page())[0].startswith("Bob · chips $9.90 · bet $0.05")


def test_a_live_part_at_a_head_this_process_holds_reads_nothing_past_the_poll(make_table, app):
    """When the table moves, every phone asks for its part at once: after the first, the others' parts are drawn
    from the state this process holds at the head their poll found, without a transaction of their own."""
    table, (ann, _) = deal_with_two_phones_for_ann(make_table, app)
    bob = app.test_client()
    assert bob.get(f"/t/{table.id}/as/{table.tokens[2]}").status_code == 303
    live(bob, table)
    table.act("host", {"type": "buy_in", "seat": 3, "amount": 500})
    live(ann, table)  # the first phone reads the deal's new entries
    said = []
    engine = app.extensions["referee.engine"]
    listen = lambda *args: said.append(args[2])  # noqa: E731
    event.listen(engine, "before_cursor_execute", listen)
    try:
        part = bob.get(f"/t/{table.id}/live?page=deal&v=1")
    finally:
        event.remove(engine, "before_cursor_execute", listen)
    assert part.status_code == 200 and part.headers["X-Version"] == str(table.get("/events").json["head"]["version"])
    assert len(said) == 1 and "access_keys" in said[0]  # the poll's one statement, the head and the key together
    assert seat_lines(part.get_data(as_text=True))[1] == "Cy BB · chips $9.90 · bet $0.10 ? ?"

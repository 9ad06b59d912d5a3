"""Four phones and the host's laptop, from the table to the settle-up: each of the mistakes a real night
made is tried, and none spoils it."""

from __future__ import annotations

import re

from tests.support.forms import FormPhone, forms_of

HANDS = {1: "As,Ad,Ac,Kd,2s", 2: "Qh,Qd,7c,7d,3s", 3: "9h,8h,5c,4d,2h"}


def refusal(response) -> str:
    assert response.status_code in (400, 403, 409, 422), response.status_code
    return re.search(r'class="refusal" role="alert">([^<]*)<', response.get_data(as_text=True)).group(1)


def test_a_night_of_four_phones_survives_every_mistake(client, table):
    app = client.application
    host = FormPhone(app.test_client(), table.id, table.host)
    ann, bob, cy = (FormPhone(app.test_client(), table.id, table.tokens[seat]) for seat in (1, 2, 3))

    # 7. Dee joins late: the join page names the table; a second "Ann" is refused.
    dee_phone = app.test_client()
    join_link = f"/t/{table.id}/join?code={table.created['join_code']}"
    join_page = dee_phone.get(join_link, follow_redirects=True).get_data(as_text=True)
    assert "Join Friday" in join_page and "At the table: Ann, Bob, Cy." in join_page
    form = forms_of(join_page)["join"]
    assert "Ann already sits at this table" in dee_phone.post(
        f"/t/{table.id}/join", data={**form["fields"], "name": " ann"}).get_data(as_text=True)
    assert dee_phone.post(f"/t/{table.id}/join", data={**form["fields"], "name": "Dee"}).status_code == 303

    # 9. Buying in: what to type, in dollars.
    assert refusal(ann.send("buy_in", "", money="twenty")) == "Enter an amount like 20 or 20.50."
    assert "$20.03 is not a whole number of chips" in refusal(ann.send("buy_in", "", money="20.03"))
    for phone in (ann, bob, cy):
        phone.do("buy_in", "", money="10")

    # 4. Dee has no chips: the deal goes on without her.
    assert ann.forms("")["start_deal"]["fields"]["seats"] == ["1", "2", "3"]
    ann.do("start_deal", "", variant="five_card_draw")
    assert sorted(table.get().json["deal"]["seats"]) == [1, 2, 3]

    # 1. An empty entry is refused.
    assert refusal(bob.send("cards", cards="")) == "Pick your 5 face-down cards."
    for seat, phone in ((1, ann), (2, bob), (3, cy)):
        phone.do("cards", cards=HANDS[seat])

    # 3. Bob folds by mistake and takes it back.
    bob.do("fold")
    bob.do("take_back")
    bob.do("check")

    # 8 and 7. Cy's phone dies: the host acts for Cy, then gives Cy a new link; the old one ends.
    host.do("check-for-3")
    made = host.client.post(f"/t/{table.id}/links", data={"csrf": host.forms("")["buy_in"]["fields"]["csrf"],
                                                          "seat": "3"}, follow_redirects=True)
    link = re.search(r'<p class="link" id="link-3">([^<]+)</p>', made.get_data(as_text=True)).group(1)
    assert cy.client.get(f"/t/{table.id}").status_code == 401
    cy = FormPhone(app.test_client(), table.id, link.rsplit("/", 1)[1])
    ann.do("check")

    # 2. Bob corrects a card after the betting: every other phone is told, without the card.
    bob.do("draw", count="0", keep=HANDS[2])
    bob.do("cards", cards="Qh,Qd,7c,7d,Qs")
    for phone in (ann, cy, host):
        page = phone.page()
        assert "Bob corrected one face-down card after the betting on them." in page and "Q♠" not in page
    cy.do("draw", count="0", keep=HANDS[3])
    ann.do("draw", count="0", keep=HANDS[1])
    for phone in (bob, cy, ann):
        phone.do("check")
    for phone in (bob, cy, ann):
        phone.do("show")
    assert "Q♠" in cy.page() and "Showdown" in cy.page()  # the shown cards, for the table to compare

    # 5. Cashing out: a player the chips held; the host what Cy counts, marked as a difference.
    assert "The referee holds" in refusal(ann.send("cash_out", "", money="50"))
    ann.do("cash_out", "")
    stacks = {seat["seat"]: seat["stack"] for seat in table.get().json["seats"]}
    host.do("cash_out", "", seat="3", money=f"{(stacks[3] - 50) / 100:.2f}")  # $0.50 of Cy's chips went to Bob
    host.do("cash_out", "", seat="2", money=f"{(stacks[2] + 50) / 100:.2f}")
    settle = host.page("/settle")
    assert "$0.50 less than the" in settle and "$0.50 more than the" in settle
    assert 'class="refusal"' not in settle  # 10. nothing red before anyone tried to close

    # 10. Closed: the pages offer nothing more.
    host.do("close", "")
    for phone in (ann, bob, cy, host):
        assert not phone.forms("") and not phone.forms("/deal")
    assert table.get("/verify").json["ok"] is True

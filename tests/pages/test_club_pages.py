"""The club's pages through test clients: starting a club, members' links, a night opened and joined from the
club, payments marked and confirmed, the season with its CSV files; refusals beside their forms, and strangers
kept out."""

from __future__ import annotations

import re

from referee.service import clubs, tables
from tests.pages.conftest import without_tokens
from tests.support.club import NightApi, holdem_showdown

ANN_WINS = {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}


def csrf(html: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def member_link(html: str) -> str:
    return re.search(r'http://localhost(/c/club-[^/]+/as/[^<"]+)', html).group(1)


class Member:
    def __init__(self, client, link: str):
        self.client = client
        self.club = link.split("/")[2]
        assert client.get(link).status_code == 303

    def page(self, path: str = "") -> str:
        answer = self.client.get(f"/c/{self.club}{path}")
        assert answer.status_code == 200, answer.status_code
        return answer.get_data(as_text=True)

    def post(self, path: str, **data):
        return self.client.post(f"/c/{self.club}{path}", data={"csrf": csrf(self.page()), **data})


def founded(app):
    ann = app.test_client()
    page = ann.get("/clubs/new").get_data(as_text=True)
    made = ann.post("/clubs/new", data={"csrf": csrf(page), "name": "Thursday", "founder": "Ann"})
    assert made.status_code == 303
    links = ann.get(made.headers["Location"]).get_data(as_text=True)
    assert "Ann's member link" in links
    founder = Member(ann, member_link(links))
    others = {}
    for name in ("Bob", "Cy"):
        added = founder.post("/act", type="add_member", name=name, form="add-member")
        others[name] = Member(app.test_client(), member_link(ann.get(added.headers["Location"]).get_data(as_text=True)))
    return founder, others


def test_a_club_from_its_pages(app):
    ann, others = founded(app)
    bob, cy = others["Bob"], others["Cy"]
    assert [m for m in ("Ann (host)", "Bob", "Cy") if m in ann.page()] == ["Ann (host)", "Bob", "Cy"]
    assert "Open tonight's night" not in bob.page()  # only a host opens one

    opened = ann.post("/nights", name="Week 1", members=["1", "2", "3"], min_bet="0.05", max_bet="0.25")
    night = opened.headers["Location"].split("/")[2]
    assert "join code" in ann.client.get(opened.headers["Location"]).get_data(as_text=True)
    tokens = {}
    for seat, phone in ((2, bob), (3, cy)):
        played = phone.post(f"/nights/{night}/play")
        assert played.headers["Location"] == f"/t/{night}"
        assert phone.client.get(f"/t/{night}").status_code == 200
    engine = app.extensions["referee.engine"]
    for seat in (1, 2, 3):
        tokens[seat] = clubs.seat_for(engine, ann.club, f"member:{seat}", night)["token"]
    api = NightApi(app.test_client(), night, clubs.host_key(engine, ann.club, "member:1", night), "")
    api.tokens = tokens  # the deal itself is played through the API: the club's part is what is tested here
    api.buy_in()
    holdem_showdown(api, ANN_WINS, 1)
    api.close()

    debts = bob.page("/debts")
    assert "Bob pays Ann $0.10:" in debts and "carried." in debts
    marked = bob.post("/act", type="mark_paid", payer="member:2", payee="member:1", amount="0.10", night=night,
                      next="debts", form="pay")
    assert marked.status_code == 303
    assert "waiting for Ann to confirm" in ann.page("/debts")
    refused = cy.post("/act", type="confirm_payment", payment="1", next="debts", form="pay")
    assert refused.status_code == 403 and "Only Ann confirms this payment" in refused.get_data(as_text=True)
    assert ann.post("/act", type="confirm_payment", payment="1", next="debts").status_code == 303
    debts = ann.page("/debts")
    assert "Bob pays Ann $0.10:\n      <strong>paid</strong>" in debts
    assert "Cy pays Ann $0.10" in ann.page()

    season = ann.page("/season")
    assert re.search(r"<td>Ann</td><td class=\"num\">\$0.20</td>", season)
    assert "<svg class=\"chart\"" in season and "Each member&#39;s balance after each night" in season
    csv = ann.client.get(f"/c/{ann.club}/games.csv")
    assert csv.mimetype == "text/csv" and "Ann,Texas hold'em,0,1,1,0.30,1" in csv.get_data(as_text=True)
    assert "Your games" in cy.page("/season") and "<td>Ann</td><td>Texas" not in cy.page("/season")
    for phone in (ann, bob, cy):  # Cy mucked 2h 9c: no page of the club shows them, in any spelling
        for path in ("", "/debts", "/season", "/standings.csv", "/games.csv"):
            text = without_tokens(phone.client.get(f"/c/{ann.club}{path}").get_data(as_text=True))
            assert not re.search(r"(?<![\w-])(2h|9c|2♥|9♣|2 of hearts|9 of clubs)(?!\w)", text, re.I), path


def test_a_club_nights_pages_lead_its_members_back_to_the_club_and_not_a_guest(app):
    ann, others = founded(app)
    engine = app.extensions["referee.engine"]
    opened = clubs.open_night(engine, ann.club, "member:1", "Week 1", [1, 2], None, "week-1")
    bob = others["Bob"]
    bob.post(f"/nights/{opened.night}/play")
    guest = app.test_client()
    joined = tables.join_table(engine, opened.night, opened.join_code, "Dee")
    guest.get(f"/t/{opened.night}/as/{joined['token']}")
    back = f'<a href="/c/{ann.club}" id="to-club">Back to the club, Thursday</a>'
    for page in ("", "/deal", "/history", "/settle"):
        assert back in bob.client.get(f"/t/{opened.night}{page}").get_data(as_text=True), page
        assert "to-club" not in guest.get(f"/t/{opened.night}{page}").get_data(as_text=True), page


def test_refusals_are_said_beside_their_form(app):
    ann, _ = founded(app)
    taken = ann.post("/act", type="add_member", name="bob", form="add-member")
    assert taken.status_code == 422 and "Bob is already a member" in taken.get_data(as_text=True)
    alone = ann.post("/nights", members=["1"])
    assert alone.status_code == 400 and 'role="alert"' in alone.get_data(as_text=True)


def test_strangers_and_forged_forms_are_kept_out(app):
    ann, _ = founded(app)
    stranger = app.test_client()
    answer = stranger.get(f"/c/{ann.club}")
    assert answer.status_code == 401 and "Not signed in to this club" in answer.get_data(as_text=True)
    assert stranger.get("/c/club-nothere").status_code == 404
    forged = ann.client.post(f"/c/{ann.club}/act", data={"type": "add_member", "name": "Eve"})
    assert forged.status_code == 400
    left = ann.post("/leave")
    assert left.status_code == 303 and ann.client.get(f"/c/{ann.club}").status_code == 401

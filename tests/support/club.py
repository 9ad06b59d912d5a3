"""A club driven through its JSON API, and deals its nights play through the tables' API, for tests."""

from __future__ import annotations

import uuid

BUY_IN = 1000


class ClubApi:
    def __init__(self, client, founder="Ann", members=("Bob", "Cy"), name="Thursday"):
        self.client = client
        created = client.post("/api/clubs", json={"name": name, "founder": founder})
        assert created.status_code == 201, created.json
        self.id, self.tokens = created.json["id"], {1: created.json["token"]}
        for name in members:
            number = self.act(1, {"type": "add_member", "name": name})["events"][0]["payload"]["member"]
            self.tokens[number] = self.link(number)

    def link(self, number: int) -> str:
        """A member's link, as a host makes it from the club's page."""
        from referee.service import clubs
        return clubs.member_link(self.client.application.extensions["referee.engine"], self.id, "member:1", number)

    def post(self, member: int, command: dict, key: str | None = None, **headers):
        return self.client.post(f"/api/clubs/{self.id}/events", json=command, headers={
            "Authorization": f"Bearer {self.tokens[member]}", "Idempotency-Key": key or str(uuid.uuid4()), **headers})

    def act(self, member: int, command: dict) -> dict:
        answer = self.post(member, command)
        assert answer.status_code == 201, answer.json
        return answer.json

    def get(self, path: str = "", member: int = 1):
        return self.client.get(f"/api/clubs/{self.id}{path}", headers={"Authorization": f"Bearer {self.tokens[member]}"})

    def open_night(self, members=(1, 2, 3), name="Week", key: str | None = None) -> "NightApi":
        answer = self.client.post(f"/api/clubs/{self.id}/nights", json={"name": name, "members": list(members)},
                                  headers={"Authorization": f"Bearer {self.tokens[1]}",
                                           "Idempotency-Key": key or str(uuid.uuid4())})
        assert answer.status_code == 201, answer.json
        night = NightApi(self.client, answer.json["night"], answer.json["host_token"], answer.json["join_code"])
        for seat, member in enumerate(members, start=1):
            seated = self.client.post(f"/api/clubs/{self.id}/nights/{night.id}/seat",
                                      headers={"Authorization": f"Bearer {self.tokens[member]}"})
            assert seated.status_code == 201 and seated.json["seat"] == seat, seated.json
            night.tokens[seat] = seated.json["token"]
        return night


class NightApi:
    def __init__(self, client, table_id: str, host: str, join_code: str):
        self.client, self.id, self.host, self.join_code, self.tokens = client, table_id, host, join_code, {}

    def act(self, seat, command: dict) -> dict:
        token = self.host if seat == "host" else self.tokens[seat]
        answer = self.client.post(f"/api/tables/{self.id}/events", json=command, headers={
            "Authorization": f"Bearer {token}", "Idempotency-Key": str(uuid.uuid4())})
        assert answer.status_code == 201, answer.json
        return answer.json

    def get(self, path: str = ""):
        return self.client.get(f"/api/tables/{self.id}{path}", headers={"Authorization": f"Bearer {self.host}"})

    def buy_in(self):
        for seat in self.tokens:
            self.act(seat, {"type": "buy_in", "seat": seat, "amount": BUY_IN})

    def close(self):
        """Everyone cashes out the chips the referee holds for them, and the host closes the night."""
        for seat in self.get().json["seats"]:
            self.act("host", {"type": "cash_out", "seat": seat["seat"], "amount": seat["stack"]})
        self.act("host", {"type": "close"})


BOARD = (["Qs", "Js", "2d"], ["8h"], ["Ts"])


def holdem_showdown(night: NightApi, holes: dict[int, list[str]], winner: int) -> None:
    """A deal of hold'em, seat 3 dealing, checked down: the winner and the seat after it show, the other mucks.
    Each seat puts in 10 (the blinds called), so the winner's pot is 30."""
    night.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    for seat, cards in holes.items():
        night.act(seat, {"type": "cards", "cards": cards})
    night.act(3, {"type": "call"})
    night.act(1, {"type": "call"})
    night.act(2, {"type": "check"})
    for board in BOARD:
        night.act(3, {"type": "community", "cards": board})
        for seat in (1, 2, 3):
            night.act(seat, {"type": "check"})
    shower = [seat for seat in (1, 2, 3) if seat != winner][0]
    for seat in (1, 2, 3):
        if seat in (winner, shower):
            night.act(seat, {"type": "show", "cards": holes[seat][:2]})
        else:
            night.act(seat, {"type": "muck"})


def holdem_folded(night: NightApi) -> None:
    """A deal of hold'em, seat 3 dealing, that the big blind (seat 2) wins when the others fold."""
    night.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    night.act(3, {"type": "fold"})
    night.act(1, {"type": "fold"})

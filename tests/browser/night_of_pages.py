"""Tables with something on every page kind, set up through the JSON API of a live server: a hold'em
deal played and another under way, and a deal under way of Martian Poker, Lamarckian Poker, five-card
draw, Progressive Poker, Acey Deucey and Guts. The pages are then opened by phones signed in with the
seats' links."""

from __future__ import annotations

from dataclasses import dataclass

from tests.support.over_http import call

PLAYERS = ["Ann", "Bob", "Cy"]


@dataclass
class Table:
    server: str
    id: str
    host: str
    tokens: dict[int, str]
    join_code: str

    def url(self, path: str = "") -> str:
        return f"{self.server}/t/{self.id}{path}"

    def sign_in(self, seat: int | None = None) -> str:
        return self.url(f"/as/{self.tokens[seat] if seat else self.host}")

    def act(self, who: int | None, command: dict) -> dict:
        return call(f"{self.server}/api/tables/{self.id}/events", command, self.tokens[who] if who else self.host)


def open_table(server: str, variant: str | None = None, **options) -> Table:
    """Ann, Bob and Cy with $10 each; a deal of `variant` under way when given (the host deals)."""
    made = call(f"{server}/api/tables", {"name": "Friday", "players": PLAYERS})
    table = Table(server, made["id"], made["host_token"], {s["seat"]: s["token"] for s in made["seats"]},
                  made["join_code"])
    for seat in (1, 2, 3):
        table.act(None, {"type": "buy_in", "seat": seat, "amount": 1000})
    if variant:
        table.act(None, {"type": "start_deal", "variant": variant, "options": options})
    return table


def night(server: str) -> dict[str, Table]:
    """The tables every page kind is opened at."""
    holdem = open_table(server, "holdem")
    holdem.act(1, {"type": "fold"})  # Ann and Bob fold to Cy's big blind: deal 1 is over
    holdem.act(2, {"type": "fold"})
    holdem.act(None, {"type": "start_deal", "variant": "holdem"})
    holdem.act(1, {"type": "cards", "cards": ["As", "Kd"]})

    martian = open_table(server, "martian_poker")
    for seat, card in ((1, "2c"), (2, "3d"), (3, "4h")):
        martian.act(seat, {"type": "cards", "cards": [card]})
    martian.act(1, {"type": "deal_up", "cards": {"1": "Ah", "2": "Kc", "3": "Qs"}})

    lamarckian = open_table(server, "lamarckian")
    for seat, cards in ((1, ["As", "Kd", "7c", "2h"]), (2, ["Qs", "Jd", "8c", "3h"]), (3, ["Ts", "9d", "6c", "4h"])):
        lamarckian.act(seat, {"type": "enter_hand", "cards": cards})

    draw = open_table(server, "five_card_draw")
    draw.act(1, {"type": "cards", "cards": ["As", "Ad", "Ac", "Kd", "2s"]})
    others = {game: open_table(server, game) for game in ("progressive", "acey_deucey", "guts")}
    return {"holdem": holdem, "martian": martian, "lamarckian": lamarckian, "draw": draw, **others}


def page_kinds(tables: dict[str, Table]) -> list[tuple[str, str]]:
    """Each page kind (its name and its address) as Ann's phone opens it; the links page and the signed-out
    and index pages are opened apart (they need no seat, or another phone)."""
    holdem = tables["holdem"]
    return [
        ("table", holdem.url()),
        ("deal-holdem", holdem.url("/deal")),
        ("deal-martian", tables["martian"].url("/deal")),
        ("deal-lamarckian", tables["lamarckian"].url("/deal")),
        ("deal-draw", tables["draw"].url("/deal")),
        *((f"deal-{game}", tables[game].url("/deal")) for game in ("progressive", "acey_deucey", "guts")),
        ("history", holdem.url("/history")),
        ("history-deal", holdem.url("/history/1")),
        ("settle", holdem.url("/settle")),
        ("builder", holdem.url("/games/new")),
        ("problem", holdem.url("/live?page=nowhere")),
    ]

"""Deals for the tests: each stud street's up cards, a round everyone calls or checks, and the showdown."""

from __future__ import annotations


def called_down(d) -> None:
    """Everyone still in calls or checks, until the deal waits for cards or a draw."""
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "call"} if "call" in d.legal(seat) else {"type": "check"})


def street(d, up: str) -> list:
    """One up card for each seat, in seat order; the referee's rulings that follow (a bring-in)."""
    return d.act(d.dealer, {"type": "deal_up", "cards": {str(seat): card for seat, card in
                                                         zip(sorted(d.setup.seats), up.split())}})


def showdown(d, shown: dict[int, str]) -> dict:
    """Each seat shows its face-down cards; the referee's ruling."""
    for seat, cards in shown.items():
        drafts = d.act(seat, {"type": "show", "cards": cards.split()})
    assert drafts[-1].type == "showdown"
    return drafts[-1].payload

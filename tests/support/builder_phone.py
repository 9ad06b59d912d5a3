"""A phone on the game builder page: presses its buttons one after another, then has the table define the game."""

from __future__ import annotations

from tests.support.forms import forms_of

NEW = "/games/new"


def built(phone, steps, **fields) -> str:
    """The builder page after each step's button (its `op` and values) is pressed in turn, each press carrying the
    game built so far and `fields` (the game's name, ante, ...). A piece refused is said beside it on the page, so
    every press must answer with a page."""
    page = phone.page(NEW)
    for step in steps:
        form = forms_of(page)["build"]
        answer = phone.client.post(form["action"], data={**form["fields"], **fields, **step}, follow_redirects=True)
        assert answer.status_code == 200, (step, answer.status_code)
        page = answer.get_data(as_text=True)
    return page


def defined(phone, page, **fields):
    """The answer to the builder page's Define button pressed on `page` with `fields`: 303 when the table took the
    game, 422 with the refusal in words when it can't be played as defined."""
    form = forms_of(page)["build"]
    return phone.client.post(form["action"], data={**form["fields"], **fields, "op": "define"})

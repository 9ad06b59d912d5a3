"""The page where a table builds a game of its own, step by step, on a phone.

The game being built travels in the form itself (a hidden field of JSON) and
in the address of the page each edit leads to, so nothing is stored until the
table defines it; each button adds or removes one piece and the page shows
the rules the definition reads as, with what is wrong beside the piece it
concerns. Defining it records a `define_game` event; a
definition can be copied from any game the table defined, downloaded as a file
and pasted in at another table.
"""

from __future__ import annotations

import json
import uuid

from flask import Response, redirect, render_template, request, url_for

from referee.rules.builder import definition as builder
from referee.rules.builder import layouts
from referee.rules.builder.params import OPTION_NAME
from referee.rules.builder.pieces import CONDITIONS, FAMILIES
from referee.rules.core.errors import RuleError
from referee.service import appends, reads
from referee.service.errors import ServiceError

from . import forms, signin
from .errors import STATUS
from .pages import bp, engine  # the builder's routes are pages of the table, with their sign-in and checks

SETTINGS = ("name", "description", "deck")
FAMILY_NAMES = {"script": "The deal, step by step", "wild": "Wild cards", "showdown": "At the showdown",
                "on_cards": "Cards dealt face up", "options": "The game's own options"}
SUIT_LETTERS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s", "clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}
READERS = {  # what a player types, as the definition's JSON value; anything else is passed on as typed
    "number": forms.number, "money": forms.cents, "suit": str.strip, "rank": str.strip,
    "ranks": lambda text: text.replace(",", " ").split(), "cards": lambda text: text.replace(",", " ").split(),
    "choice": str.strip, "text": str.strip, "price": lambda text: _price(text),
    "prices": lambda text: [_price(price) for price in text.replace(",", " ").split()],  # "0.05 0.10 0.25"
    "words": lambda text: text.replace(",", " ").split(), "places": lambda text: _places(text),
    "suits": lambda text: [SUIT_LETTERS.get(suit, suit)  # "s h d c", "♠ ♥ ♦ ♣" (a phone's "♥️" too)
                           for suit in text.replace(",", " ").replace("\ufe0f", "").lower().split()],
    "lines": lambda text: [_places(line) for line in text.split(";") if line.strip()],  # "top left, top; …"
    "times": lambda text: [_times(entry.split()) for entry in text.split(";") if entry.strip()],  # "pair 2; pair A 3"
    "rows": lambda text: [[None if place == "-" else place for place in _places(row)]  # "top left, -, top right; …"
                          for row in text.split(";") if row.strip()],
}


@bp.get("/t/<table_id>/games/new")
def new_game(table_id: str):
    signin.principal(table_id)
    if "draft" in request.args:
        return _page(table_id, _draft(request.args["draft"]), opened=request.args.get("open", ""))
    copied = reads.read_definitions(engine(), table_id).get(request.args.get("from", ""), {})
    return _page(table_id, dict(copied))


@bp.post("/t/<table_id>/games/new")
def build(table_id: str):
    who = signin.principal(table_id)
    draft = _draft(request.form.get("draft", ""))
    if "without" in request.form:  # the ranks taken out of the deck, as the field now says (none: the whole deck)
        draft.pop("without", None)
    draft.update(_settings(request.form))
    op = request.form.get("op", "")
    if op == "define":
        try:
            appends.record(engine(), table_id, who, {"type": "define_game", "definition": draft}, uuid.uuid4().hex)
        except (ServiceError, RuleError) as refused:
            return _page(table_id, draft, refused.message), STATUS[refused.kind]
        return redirect(url_for("pages.table", table_id=table_id), 303)
    family = ""
    if op == "import":
        draft = _draft(request.form.get("file", "")) or draft
    elif op.startswith("add:"):
        _, family, kind = op.split(":", 2)
        if family in FAMILIES and kind in FAMILIES[family]:
            draft.setdefault(family, []).append(_piece(request.form, family, kind))
    elif op.startswith("remove:"):
        _, family, place = op.split(":", 2)
        if family in FAMILIES and place.isdigit() and int(place) < len(draft.get(family, [])):
            del draft[family][int(place)]
    # The page the edit leads to carries the game built so far in its address: a reload shows it again
    # rather than adding the piece twice, and the part just edited stays open.
    opened = family if family in FAMILIES else None
    return redirect(url_for("pages.new_game", table_id=table_id, draft=json.dumps(draft, separators=(",", ":")),
                            open=opened, _anchor=f"add-{opened}" if opened else None), 303)


@bp.get("/t/<table_id>/games/<key>.json")
def export(table_id: str, key: str):
    signin.principal(table_id)
    definition = reads.read_definitions(engine(), table_id).get(key)
    if definition is None:
        return render_template("problem.html", message="This table has defined no such game."), 404
    filename = key.split(":", 1)[-1] + ".json"
    return Response(json.dumps(definition, indent=2, ensure_ascii=False), mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def _page(table_id: str, draft: dict, refusal: str = "", opened: str = ""):
    table = reads.read_table(engine(), table_id, signin.principal(table_id))
    described = {family: builder.described(draft, family) for family in FAMILIES}
    return render_template(
        "builder.html", table=table, table_id=table_id, draft=draft, draft_json=json.dumps(draft),
        described=described, families=FAMILIES, family_names=FAMILY_NAMES, refusal=refusal, opened=opened,
        problems=builder.problems(draft) if draft.get("script") else [],
        defined=reads.read_definitions(engine(), table_id), ante=dollars(draft.get("ante", 5)), dollars=dollars,
        own_options=_own_options(draft, "yes_no"), money_options=_own_options(draft, "money"),
        most_players=builder.GAME_FIELDS["most_players"].most, places=_layout_places(draft),
    )


def _layout_places(draft: dict) -> str:
    """The places of the draft's layout, for the steps that name them ("top left, top, …"), if it has one."""
    layout = next((entry for entry in draft.get("showdown", [])
                   if isinstance(entry, dict) and entry.get("kind") == "layout"), {})
    shape, rows = layout.get("shape"), layout.get("rows")
    if shape in layouts.SHAPES:
        held = layouts.places(shape)
    elif "shape" not in layout and layouts.Rows().problem(rows) is None:
        held = layouts.places(None, layouts.Rows().read(rows))
    else:
        return ""
    return ", ".join(place.replace("_", " ") for place in held)


def _own_options(draft: dict, kind: str) -> list[str]:
    """The names of the game's own options of a kind: yes-or-no ones for a piece to depend on, money ones for
    a price to name."""
    return [entry["name"] for entry in draft.get("options", [])
            if isinstance(entry, dict) and entry.get("kind") == kind and isinstance(entry.get("name"), str)]


def dollars(amount) -> str:
    """An amount in a field as a player types it ("0.25"); what they typed, if it was not an amount."""
    return f"{amount / 100:.2f}" if isinstance(amount, int) else str(amount)


def _draft(text: str) -> dict:
    """The game built so far, as the form carried it; a part that is not a list of pieces is dropped."""
    try:
        found = json.loads(text) if text.strip() else {}
    except ValueError:
        return {}
    if not isinstance(found, dict):
        return {}
    return {part: value for part, value in found.items() if part not in FAMILIES or isinstance(value, list)}


def _settings(form) -> dict:
    chosen = {name: form[name].strip() for name in SETTINGS if form.get(name, "").strip()}
    chosen["stud"] = form.get("stud") == "on"
    chosen["blinds"] = form.get("blinds") == "on"
    if form.get("most_players", "").strip():
        chosen["most_players"] = forms.number(form["most_players"])
    if form.get("ante", "").strip():
        chosen["ante"] = forms.cents(form["ante"])
    if form.get("without", "").strip():
        chosen["without"] = READERS["ranks"](form["without"])
    return chosen


def _places(text: str) -> list[str]:
    """Places of a layout as a player types them: "top left, centre" (a place of two words between commas), or
    "top_left centre"."""
    if "," in text:
        return ["_".join(place.split()) for place in text.split(",") if place.strip()]
    return text.split()


def _times(words: list[str]) -> dict:
    """A hand and the times a loser to it pays, as a player types it: "pair A 3", "two pair 2" (a word that is no
    number is passed on as typed, for the check to refuse in words)."""
    times, rest = words[-1], words[:-1]
    rank = rest.pop() if len(rest) > 1 and (rest[-1].isdigit() or rest[-1] in ("J", "Q", "K", "A")) else None
    entry = {"hand": "_".join(rest).lower(), "times": int(times) if times.isdigit() else times}
    return entry | ({"rank": rank} if rank else {})


def _price(text: str):
    """A price typed in dollars, or the name of one of the game's money options: it costs what the dealer sets."""
    amount = forms.cents(text)
    named = text.strip()
    return {"option": named} if not isinstance(amount, int) and OPTION_NAME.fullmatch(named) else amount


def _piece(form, family: str, kind: str) -> dict:
    entry = {"kind": kind}
    piece = FAMILIES[family][kind]
    for name, param in piece.params.items():
        typed = " ".join(form.getlist(f"{family}-{kind}-{name}"))  # several ranks picked come as several values
        if param.form == "flag":
            entry[name] = typed == "on"
        elif typed.strip():
            entry[name] = READERS[param.form](typed)
    condition, _, option = form.get(f"{family}-{kind}-applies", "").partition(":")
    if condition in CONDITIONS and option:  # only in a deal with (or without) one of the game's own options
        entry[condition] = option
    return entry

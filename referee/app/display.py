"""How the pages write money, cards and people: filters for the templates."""

from __future__ import annotations

from flask import Flask
from jinja2 import pass_context
from markupsafe import Markup, escape

from ledger.settlement import format_cents
from referee.rules.core.cards import parse_card
from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError

from .wording import on_a_page

SUIT_CLASS = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}


def money(cents: int | None, currency: str = "USD") -> str:
    """Every amount in the currency's own writing: $0.05 beside $12.35, never 5¢."""
    if cents is None:
        return ""
    return format_cents(cents, currency)


def dollars(cents: int) -> str:
    """An amount as a form field holds it: 9.70."""
    return f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def card(code: str | None, best: bool = False) -> Markup:
    """A card with its suit in colour (marked when it is one of the winning five); an unknown face is a card back."""
    if not code:
        return Markup('<span class="card back" aria-label="face down">?</span>')
    try:
        text = str(parse_card(code))
    except RuleError:
        return Markup(f'<span class="card">{escape(code)}</span>')
    suit = SUIT_CLASS.get(text[-1], "joker")
    if best:
        return Markup(f'<span class="card {suit} best" title="one of the winning five">{escape(text)}</span>')
    return Markup(f'<span class="card {suit}">{escape(text)}</span>')


def cards(codes, best=()) -> Markup:
    """Cards in a row; those among `best` (the winning five) marked."""
    return Markup("").join(card(code, code in best) for code in codes or ())


def card_text(code: str) -> str:
    """The card as the referee writes it (A♠), for values sent back in forms."""
    try:
        return str(parse_card(code))
    except RuleError:
        return code


PHASES = {
    "dealing": "the dealer is dealing",
    "table_hand": "the dealer deals the table's hand",
    "betting": "betting",
    "draw": "the draw",
    "twist": "the twist: each player in turn may replace a card for a price",
    "discard": "everyone discards",
    "placement": "placing Icehouse pieces",
    "showdown": "showdown: show or muck",
    "purchase": "a player may buy a card",
    "buying": "each player in turn may buy a card",
    "openers": "each player in turn opens or passes",
    "wild_tax": "a player decides on the wild tax",
    "pay_or_fold": "a player pays for a card dealt face up, or folds",
    "buy_down": "each player in turn may pay to turn the card just dealt them face down",
    "up_or_down": "each player in turn says whether their next card comes face up or face down",
    "turning": "a player turns up cards until their hand beats the best hand showing",
    "show_lowest": "everyone still in shows their lowest card",
    "roll_up": "everyone still in turns up a face-down card of their choice",
    "declare": "everyone still in declares high, low or both",
    "in_out": "everyone still in says in or out",
    "redeal_call": "the player showing the lowest hand calls a redeal or plays on",
    "pick": "each player in turn picks one of the cards turned up on the table",
    "second_deck": "the dealer turns up a card set aside from the second deck",
    "pass": "everyone passes a card",
    "stack": "everyone still in stacks their face-down cards, in secret",
    "flip_top": "the top cards of the stacks are turned up",
    "zap": "the zap phase: each card dealt up calls lightning",
    "trades": "players may trade face-up cards",
    "trade": "each player in turn may offer another a trade of face-down cards",
    "nodes": "the node phase: a node card is turned, everyone answers for its rank",
    "fish node": "the fish node phase: a bait is laid, everyone answers for its rank",
    "fish flop": "the fish flops",
    "chaos": "a chaos card and what it sets off",
}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def phase_words(phase: str) -> str:
    return PHASES.get(phase, phase)


def bet_presets(action: dict, view: dict, you: str, unit: int) -> list[tuple[str, int]]:
    """The amounts a bet or raise offers at one tap: the minimum, half the pot, the pot and all in, as far
    as the betting allows (a pot limit stops at the pot, a spread limit at its largest bet: then "Max").
    A raise is to a total: the pot-sized raise is the call and then the pot after the call."""
    low, high = action["min"], action["max"]
    seats = {s["seat"]: s for s in view.get("seats") or () if isinstance(s, dict) and "seat" in s}
    mine = seats.get(int(you[5:]), {}) if you.startswith("seat:") else {}
    in_front = mine.get("in_front") or 0
    top = max((s.get("in_front") or 0 for s in seats.values()), default=0)
    after_call = (view.get("pot") or 0) + top - in_front
    offered = [("Min", low), ("½ pot", top + after_call // 2), ("Pot", top + after_call)]
    whole_stack = in_front + mine["behind"] if "behind" in mine else None
    offered.append(("All in", high) if whole_stack == high else ("Max", high))
    presets: list[tuple[str, int]] = []
    for label, amount in offered:
        amount = amount // unit * unit
        if low <= amount <= high and amount not in (taken for _, taken in presets):
            presets.append((label, amount))
    return presets


def deck_of(view: dict) -> dict:
    """The ranks (and jokers) a card picker offers for this deal's deck."""
    size = view.get("deck_size", 52)
    return {"ranks": RANKS[4:] if size in (36, 37) else RANKS, "jokers": size in (37, 53, 54)}


def entered_cards(kind: str, view: dict) -> list[str]:
    """What the viewer has already entered, to start the picker from."""
    if kind == "cards":
        return view.get("your_cards") or []
    if kind == "enter_hand":
        return view.get("hand") or []
    own = view.get("you") or {}
    return own.get("hand" if kind == "hand" else "start") or []


def card_label(card_id: str, view: dict, names: dict) -> str:
    """A Martian Poker card for a player: "Bob's K♦", "Bob's hole card"."""
    for spot in view.get("icehouse", {}).get("cards", []):
        if spot["id"] == card_id:
            whose = names.get(spot["dealt_to"], f"seat {spot['dealt_to']}")
            return f"{whose}'s {card_text(spot['face']) if spot['face'] else 'hole card'}"
    return card_id


def shown_pieces(held: list[dict], view: dict) -> list[dict]:
    colours = view.get("icehouse", {}).get("colours", {})
    return [{**piece, "colour": colours.get(str(piece["owner"]), "")} for piece in held]


def who(actor: str, names: dict) -> str:
    if actor.startswith("seat:"):
        return names.get(int(actor[5:]), actor)
    return {"host": "The host", "referee": "The referee"}.get(actor, actor)


def account_words(account: str, names: dict) -> str:
    """"stack:2" is Bob's chips, "pot:1" the pot of deal 1, "player:2" Bob's settle-up balance."""
    kind, _, key = account.partition(":")
    if kind == "stack":
        return f"{names.get(int(key), key)}'s chips"
    if kind == "player":
        return f"{names.get(int(key), key)}'s balance"
    if kind == "match":  # a game of many deals: its pot, and Gruts' infraction pot beside it
        return "the infraction pot" if key.endswith(":infractions") else "the game's pot"
    return {"pot": "the pot", "table": "the table", "carried": "the pot carried to the next deal"}.get(kind, account)


def action_words(last: dict | None, names: dict, currency: str = "USD") -> str:
    """The last bet of a live deal in words: "Dee raised to $1.00"."""
    if not last:
        return ""
    name = names.get(last["seat"], f"seat {last['seat']}")
    said = money(last["amount"] if last["amount"] is not None else last["chips"], currency)
    chips = money(last["chips"], currency)
    return {"check": f"{name} checked", "fold": f"{name} folded", "call": f"{name} called {chips}",
            "bet": f"{name} bet {said}", "raise": f"{name} raised to {said}", "complete": f"{name} completed to {said}",
            "all_in": f"{name} went all in with {chips}", "bring_in": f"{name} brought it in for {chips}"}[last["type"]]


def step_words(event: dict, names: dict) -> str:
    """One entry of the log in words, from what the viewer may see of it."""
    payload = event["payload"]
    author = who(event["actor"], names)
    if payload.get("entered_by") == "host":  # the host acting for a seat whose phone died
        author = f"The host for {author}"
    if isinstance(payload.get("corrected"), int):  # told to the table, the cards are not
        many = payload["corrected"]
        return f"{author} corrected {'one' if many == 1 else many} face-down card{'s' if many > 1 else ''}"
    if event["type"] == "correct" and isinstance(payload.get("card"), str) and isinstance(payload.get("is"), str):
        return f"{author}: the {card_text(payload['card'])} entered is really the {card_text(payload['is'])}"
    if event["type"] == "take_back" and isinstance(payload.get("says"), str):
        return f"{author}: {payload['says']}"
    words = f"{author}: {event['type'].replace('_', ' ')}"
    for key in ("summary", "says"):
        if isinstance(payload.get(key), str):
            return f"{words}. {payload[key]}"
    if isinstance(payload.get("lines"), list):  # a ruling said line by line, each naming its seats
        return f"{words}. " + " ".join(line_words(line, names) for line in payload["lines"] if isinstance(line, dict))
    for key in ("amount", "price"):
        if isinstance(payload.get(key), int):
            words += f" {money(payload[key])}"
            break
    if isinstance(payload.get("count"), int):
        words += f" {payload['count']}"
    for key in ("card", "mark", "show"):
        if isinstance(payload.get(key), str):
            words += f" {card_text(payload[key])}"
    if isinstance(payload.get("up"), list):  # a draw's face-up cards thrown away, named for all
        words += " and throws away " + " ".join(card_text(code) for code in payload["up"] if isinstance(code, str))
    seat = payload.get("seat")
    if isinstance(seat, int) and event["actor"] != f"seat:{seat}":  # the dealer's entry, a tax charged
        words += f" for {names.get(seat, seat)}"
    shown = payload.get("cards", payload.get("second_deck"))
    if isinstance(shown, list):
        words += " " + " ".join(card_text(code) for code in shown if isinstance(code, str))
    elif isinstance(shown, dict):
        words += " " + ", ".join(f"{card_text(code)} to {names.get(int(seat), seat)}" for seat, code in shown.items())
    if isinstance(payload.get("captured"), list):
        words += " taking " + (" ".join(payload["captured"]) or "nothing")
    for key in ("rule", "why"):  # a purchase, a tax, a redeal: the rule that moved the chips
        if isinstance(payload.get(key), str):
            words += f" ({payload[key]})"
    hidden = payload.get("hidden")
    if isinstance(hidden, dict) and isinstance(hidden.get("cards"), list):
        words += " (yours, seen only by you: " + " ".join(card_text(c) for c in hidden["cards"]) + ")"
    elif isinstance(hidden, dict) and isinstance(hidden.get("side", hidden.get("say")), str):  # a declaration
        words += f" (yours, seen only by you until all are in: {hidden.get('side', hidden.get('say'))})"
    return words


def line_words(line: dict, names: dict) -> str:
    """"Bob and Cy each pay $1.40 into the next pot.": a ruling's line with the names of its seats."""
    says = str(line.get("says", ""))
    if not line.get("seats"):
        return says
    return f"{named(line['seats'], names)} {says}."


def named(seats, names: dict) -> str:
    """The players of some seats in words: "Bob", "Bob and Cy", "Ann, Bob and Cy"."""
    who = [str(names.get(seat, seat)) for seat in seats]
    return ", ".join(who[:-1]) + " and " + who[-1] if len(who) > 1 else "".join(who)


GAME_TEMPLATES = {"lamarckian": "games/_lamarckian.html", "progressive": "games/_progressive.html",
                  "acey_deucey": "games/_acey_deucey.html", "guts": "games/_guts.html", "gruts": "games/_guts.html"}


def game_template(variant: str) -> str:
    """The template that shows a deal of this game; every poker game shares one."""
    return GAME_TEMPLATES.get(variant, "games/_poker.html")


def stakes_words(variant: str, options: dict, currency: str = "USD") -> str:
    """A game's options as the table says its stakes: "No limit, small blind $0.25, big blind $0.50"; what a
    game leaves at its default (no wild card, no rake) goes unsaid, except the betting."""
    game = VARIANTS.get(variant)
    said = []
    for option in game.options if game is not None else ():
        value = options.get(option.name, option.default)
        if option.idle or option.when and options.get(option.when[0]) not in option.when[1]:
            continue
        name = option.name.replace("_", " ")
        if option.kind == "choice" and (option.name == "betting" or value != option.default):
            word = option.words[option.choices.index(value)] if option.words and value in option.choices else value
            said.append(word if option.name == "betting" else f"{name}: {word}")
        elif option.kind == "bool" and value:
            said.append(name)
        elif option.money and value:
            said.append(f"{name} {money(value, currency)}")
        elif option.kind == "int" and not option.money and value != option.default:
            said.append(f"{name} {value}")
    return ", ".join(said)


def option_value(value) -> str:
    """An option as a form sends it: true and false in words, the rest as written."""
    return {True: "true", False: "false"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def you_are(table: dict) -> str:
    if table["you"] == "host":
        return "You are the host"
    seat = int(table["you"].split(":")[1])
    return f"You are {next(s['name'] for s in table['seats'] if s['seat'] == seat)}"


@pass_context
def said_on_a_page(context, value):
    """Every text a page prints passes here: what the referee wrote reads with names and dollars."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return on_a_page(value, context.get("names"))
    return value


def register(app: Flask) -> None:
    app.jinja_env.finalize = said_on_a_page
    app.add_template_filter(money)
    app.add_template_filter(dollars)
    app.add_template_filter(card)
    app.add_template_filter(cards)
    app.add_template_filter(card_text)
    for helper in (phase_words, bet_presets, action_words, deck_of, entered_cards, card_label, shown_pieces,
                   step_words, account_words, game_template, you_are, line_words, named, stakes_words,
                   option_value):
        app.add_template_global(helper)

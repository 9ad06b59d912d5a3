"""The game's own options checked, each problem in a sentence: each named once, never a name the game already
uses (the table's stakes, a piece's own option), a piece's `if` a yes-or-no option, a price naming a money
option, a wild rank named by a rank option, a default among the values an option allows."""

from __future__ import annotations

from typing import Mapping

from ..money.stakes import BLIND_OPTIONS, BUTTON_BLIND, STAKE_OPTIONS, cents
from .params import Price
from .pieces import CONDITIONS, FAMILIES, RULES, where


def problems(definition: Mapping) -> list[str]:
    return _option_problems(definition) + _option_value_problems(definition) + _named_rank_problems(definition)


def _option_problems(definition: Mapping) -> list[str]:
    """The game's own options: each named once, no name the game already uses, each piece's `if` one of them."""
    own = [entry["name"] for entry in definition.get("options", [])]
    found = [f"The option {name} is named twice: name it once." for name in sorted(set(own)) if own.count(name) > 1]
    parts = [FAMILIES[family][entry["kind"]].part(entry) for family in RULES + ("script",)
             for entry in definition.get(family, [])]
    taken = {option.name for part in parts for option in part.options} - STAKES
    found += [f"The option {name} is one of the table's stakes, which the dealer sets as they deal: call yours "
              "something else." for name in sorted(set(own) & STAKES)]
    found += [f"The option {name} has the name of an option the game already has: call it something else."
              for name in sorted(set(own) & taken)]
    kinds = {entry["name"]: entry["kind"] for entry in definition.get("options", [])}
    for family in RULES + ("script",):
        for place, entry in enumerate(definition.get(family, []), 1):
            for condition in CONDITIONS:
                if condition in entry and entry[condition] not in own:
                    found.append(f"{where(family, place)} ({entry['kind']}) applies {condition} {entry[condition]}, "
                                 "but the game has no option of that name: add it to the options.")
                elif condition in entry and kinds[entry[condition]] != "yes_no":
                    found.append(f"{where(family, place)} ({entry['kind']}) applies {condition} {entry[condition]}, "
                                 "which is no yes-or-no option: name one the dealer turns on or off.")
            found += _named_problems(family, place, entry, kinds)
            if entry["kind"] == "jokers" and any(condition in entry for condition in CONDITIONS):
                found.append("The jokers in the deck can't depend on an option: the deck is the same every deal.")
            if entry["kind"] == "legs" and any(condition in entry for condition in CONDITIONS):
                found.append("The legs can't depend on an option: a game is played for legs at every deal of it.")
    if [entry["kind"] for entry in definition.get("showdown", [])].count("legs") > 1:
        found.append("The legs are named twice: say once how many legs win the pot.")
    return found


def _named_problems(family: str, place: int, entry: Mapping, kinds: Mapping[str, str]) -> list[str]:
    """A price that names one of the game's options must name a money option the game has."""
    found = []
    for name, param in FAMILIES[family][entry["kind"]].params.items():
        if not isinstance(param, Price) or not isinstance(entry.get(name), Mapping):
            continue
        option, said = entry[name]["option"], f"{where(family, place)} ({entry['kind']}): the {name} names the option"
        if option in STAKES:
            found.append(f"{said} {option}, one of the table's stakes, which a price can't follow: add a money "
                         "option of the game's own and name it.")
        elif option not in kinds:
            found.append(f"{said} {option}, which the game doesn't have: add it to the options.")
        elif kinds[option] != "money":
            found.append(f"{said} {option}, which is {KIND_WORDS[kinds[option]]}, not an amount of money: name a "
                         "money option.")
    return found


STAKES = frozenset(option.name for option in STAKE_OPTIONS + BLIND_OPTIONS + (BUTTON_BLIND,))  # the dealer's own
KIND_WORDS = {"yes_no": "yes or no", "number": "a number", "choice": "a choice of words"}


def _option_value_problems(definition: Mapping) -> list[str]:
    """An option's default among the values it allows, and a range that holds some."""
    found = []
    for entry in definition.get("options", []):
        name, default = entry["name"], entry.get("default")
        said = cents if entry["kind"] == "money" else str
        least, most = entry.get("least"), entry.get("most")
        if least is not None and most is not None and least > most:
            found.append(f"The option {name} goes from {said(least)} to {said(most)}: make the least no more than "
                         "the most.")
        elif least is not None and default < least or most is not None and default > most:
            found.append(f"The option {name} is {said(default)} unless the dealer says otherwise, but goes from "
                         f"{said(least if least is not None else 0)}" + (f" to {said(most)}" if most is not None
                                                                         else " up") + ": make its default one of those.")
        if entry["kind"] == "choice" and default is not None and default not in entry["choices"]:
            found.append(f"The option {name} is {' or '.join(entry['choices'])}: make its default one of those, "
                         f"not {default}.")
    return found


def _named_rank_problems(definition: Mapping) -> list[str]:
    """The ranks a wild rule makes wild as the dealer names them are named in rank options of the game."""
    kinds = {entry["name"]: entry["kind"] for entry in definition.get("options", [])}
    found = []
    for place, entry in enumerate(definition.get("wild", []), 1):
        if entry["kind"] != "named_ranks":
            continue
        for name in entry["options"]:
            said = f"Wild rule {place} (named_ranks) names the option {name}"
            if name not in kinds:
                found.append(f"{said}, which the game doesn't have: add a rank option of that name.")
            elif kinds[name] != "rank":
                found.append(f"{said}, which is {KIND_WORDS.get(kinds[name], 'an amount of money')}, not a rank: "
                             "name a rank option.")
    return found

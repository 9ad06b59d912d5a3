"""A deal step by step: each of its events with the deal as it stood right after it.

The history pages show every step of a deal, finished or not, so the fold
keeps the deal's state even past the event that ends it (the night itself
forgets a deal once it is over). Each step also keeps the night's accounts
after it: every stack and pot as they stood then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ..engine.events import Event
from . import deals
from . import night as rules


@dataclass(frozen=True)
class Step:
    event: Event
    variant: str
    state: Any
    rules: Any  # the variant that plays the deal
    accounts: Mapping[str, int]  # every account of the night right after the event


def deal_steps(events: Iterable[Event], number: int, night: rules.Night | None = None) -> list[Step]:
    """The steps of deal `number`, from its start to its last event so far; `events` follow `night` (the
    night before them; none: they are the whole log)."""
    night, deal, steps = night or rules.Night(), None, []
    for event in events:
        before = night.deal
        night = rules.apply(night, event)
        if event.payload.get("deal") != number:
            if steps and _over(night, number):
                break
            continue
        ongoing = night.deal is not None and night.deal.number == number
        deal = night.deal if ongoing else deals.step(before, event)
        steps.append(Step(event, deal.variant, deal.state, deal.rules, night.accounts))
    return steps


def _over(night: rules.Night, number: int) -> bool:
    """The deal is over for good: finished, and no take-back can open it again."""
    return night.undo is None and (night.deal is None or night.deal.number != number)

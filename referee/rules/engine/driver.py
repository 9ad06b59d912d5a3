"""One driver for every game: fold the action, then the referee's rulings until none is due.

A game decides an action into one draft (checking it against the rules);
the driver folds that draft into the state and asks the game what the
referee rules now (forced bets, effects, a showdown), folding each ruling
before asking again. Every game runs through this loop, so a ruling is never
missed or made twice, and replaying the stored drafts gives the same state.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from .events import Draft, Event


class Rules(Protocol):
    def apply(self, state: Any, event: Event) -> Any: ...

    def followups(self, state: Any) -> Sequence[Draft]:
        """The rulings due in this state, in order; empty when none is."""


def as_event(draft: Draft) -> Event:
    """A draft as the fold sees it, before the store gives it a version."""
    return Event(0, draft.type, draft.actor, draft.payload, draft.postings)


def drive(rules: Rules, state: Any, action: Draft) -> list[Draft]:
    """The action's draft, then every ruling it makes due, each folded before the next is asked for."""
    drafts = [action]
    state = rules.apply(state, as_event(action))
    while due := rules.followups(state):
        for draft in due:
            drafts.append(draft)
            state = rules.apply(state, as_event(draft))
    return drafts

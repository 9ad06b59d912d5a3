"""A season's figures, derived from the facts of its nights' logs, never typed: the standings, each player's
figures per game, and each member's balance after each night.

A night counts once it is closed (its settle-up is final). A season is the nights opened between two dates,
both included.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Mapping

from .facts import NightFacts, seating
from .state import Club, ClubNight


@dataclass
class Standing:
    party: str
    net: int = 0
    nights: int = 0
    played: int = 0  # deals dealt in to
    won: int = 0  # deals won some of


@dataclass
class GameFigures:
    party: str
    game: str
    dealt: int = 0  # deals of this game the player dealt
    played: int = 0
    won: int = 0
    biggest_pot: int = 0  # the largest pot of this game the player won some of
    showdowns: int = 0  # showdowns of this game the player won some of


@dataclass(frozen=True)
class Season:
    nights: tuple[ClubNight, ...]
    standings: tuple[Standing, ...]
    games: tuple[GameFigures, ...]
    guests: Mapping[str, str] = field(default_factory=dict)


def season_nights(club: Club, facts: Mapping[str, NightFacts], start: str = "", end: str = "") -> list[ClubNight]:
    """The closed nights opened from `start` to `end` (dates, "YYYY-MM-DD"; empty: no bound)."""
    return [night for night in club.night_order()
            if night.id in facts and facts[night.id].closed
            and (not start or night.opened_at[:10] >= start) and (not end or night.opened_at[:10] <= end)]


def season(club: Club, facts: Mapping[str, NightFacts], start: str = "", end: str = "") -> Season:
    nights = season_nights(club, facts, start, end)
    standings: dict[str, Standing] = {}
    games: dict[tuple[str, str], GameFigures] = {}
    guests: dict[str, str] = {}
    for night in nights:
        fact = facts[night.id]
        seated = seating(night, fact)
        guests.update(seated.guests)
        for seat, party in seated.parties.items():
            if seat == 0:
                continue  # the kitty plays no deal
            row = standings.setdefault(party, Standing(party))
            row.nights += 1
            row.net += fact.nets.get(seat, 0)
        for deal in fact.deals:
            dealer = seated.parties.get(deal.dealer)
            if dealer is not None:
                _figures(games, dealer, deal.game).dealt += 1
            for seat in deal.seats:
                party = seated.parties[seat]
                figures = _figures(games, party, deal.game)
                figures.played += 1
                standings[party].played += 1
                if seat in deal.winners:
                    figures.won += 1
                    standings[party].won += 1
                    figures.biggest_pot = max(figures.biggest_pot, deal.pot)
                if seat in deal.showdown:
                    figures.showdowns += 1
    ordered = sorted(standings.values(), key=lambda row: (-row.net, club.name_of(row.party, guests)))
    per_game = sorted(games.values(), key=lambda g: (club.name_of(g.party, guests), g.game))
    return Season(tuple(nights), tuple(ordered), tuple(per_game), guests)


def _figures(games: dict, party: str, game: str) -> GameFigures:
    return games.setdefault((party, game), GameFigures(party, game))


def balance_lines(club: Club, facts: Mapping[str, NightFacts], nights: list[ClubNight]) -> list[dict]:
    """Each member's balance over the season: 0 before the first night, then after each night, for the chart."""
    lines: dict[int, list[int]] = defaultdict(lambda: [0])
    running: Counter = Counter()
    played = {number for night in nights for number in night.seats.values()}
    for night in nights:
        fact = facts[night.id]
        for seat, number in night.seats.items():
            running[number] += fact.nets.get(seat, 0)
        for number in played:
            lines[number].append(running[number])
    return [{"name": club.members[number].name, "balances": lines[number]} for number in sorted(played)]

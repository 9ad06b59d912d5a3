"""Every player's balance after each deal, drawn as an SVG on the server: no script, readable on a phone.

The chart is 360 units wide and scales to the page, so a unit is about a pixel on
a phone 390 px wide: labels are 14 units high. Each player has a colour (and,
past the eighth, a dashed line) named in the legend under the plot, one a
line. The amounts' title sits above them, level, and the plot starts right of
the widest amount, so no label covers another.
"""

from __future__ import annotations

import math

from markupsafe import Markup, escape

from .display import money

WIDTH, PLOT_HEIGHT = 360, 200
LEFT, RIGHT, TOP, BOTTOM = 66, 14, 32, 46  # LEFT: the least; TOP: room for the amounts' title
TEXT = 14
CHARACTER = 8.5  # the widest a character of a label is, in units
LEGEND_ROW = 22
# Colours told apart by people with the common colour blindnesses (Okabe and Ito), dark enough on white.
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#8C6D00", "#56B4E9", "#000000", "#7F3C8D")


def balances(players: list[dict], currency: str, title: str = "Each player's balance after each deal",
             axis: str = "Deals played") -> Markup:
    """`players`: each with its name and its balance (cents) at the start, then after each deal (or night:
    `title` and `axis` say which)."""
    deals = max((len(p["balances"]) for p in players), default=1) - 1
    if deals < 1:
        return Markup("")
    values = [amount for p in players for amount in p["balances"]] + [0]
    low, high, step = _scale(min(values), max(values))
    labels = {tick: money(tick, currency) for tick in range(low, high + 1, step)}
    left = max(LEFT, math.ceil(max(len(label) for label in labels.values()) * CHARACTER) + 12)
    height = TOP + PLOT_HEIGHT + BOTTOM + len(players) * LEGEND_ROW
    x = lambda deal: left + (WIDTH - left - RIGHT) * deal / deals  # noqa: E731
    y = lambda cents: TOP + PLOT_HEIGHT * (high - cents) / (high - low)  # noqa: E731
    parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {height}" width="100%" role="img" '
             f'aria-labelledby="chart-title chart-says" font-size="{TEXT}" fill="currentColor">',
             f'<title id="chart-title">{escape(title)}</title>',
             f'<desc id="chart-says">{escape(_says(players, currency))}</desc>']
    for tick, label in labels.items():
        parts.append(f'<line x1="{left}" x2="{WIDTH - RIGHT}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" '
                     f'stroke="currentColor" stroke-opacity="{0.6 if tick == 0 else 0.15}"/>')
        parts.append(f'<text x="{left - 6}" y="{y(tick) + 5:.1f}" text-anchor="end">{escape(label)}</text>')
    for deal in _deal_ticks(deals):
        parts.append(f'<text x="{x(deal):.1f}" y="{TOP + PLOT_HEIGHT + 20}" text-anchor="middle">{deal}</text>')
    parts.append(f'<text x="{left + (WIDTH - left - RIGHT) / 2:.0f}" y="{TOP + PLOT_HEIGHT + 40}" '
                 f'text-anchor="middle">{escape(axis)}</text>')
    parts.append(f'<text x="0" y="{TEXT}">Up or down ($)</text>')
    for index, player in enumerate(players):
        points = " ".join(f"{x(deal):.1f},{y(cents):.1f}" for deal, cents in enumerate(player["balances"]))
        parts.append(f'<polyline points="{points}" fill="none" stroke="{_colour(index)}" stroke-width="2.5" '
                     f'stroke-linejoin="round"{_dashes(index)}/>')
    for index, player in enumerate(players):
        top = TOP + PLOT_HEIGHT + BOTTOM + index * LEGEND_ROW + 14
        parts.append(f'<line x1="{LEFT}" x2="{LEFT + 22}" y1="{top - 5}" y2="{top - 5}" stroke="{_colour(index)}" '
                     f'stroke-width="4"{_dashes(index)}/>')
        parts.append(f'<text x="{LEFT + 28}" y="{top}">{escape(_short(player["name"]))}</text>')
    parts.append("</svg>")
    return Markup("\n".join(parts))


def _scale(low: int, high: int) -> tuple[int, int, int]:
    """Round bounds and a step between ticks (1, 2 or 5 times a power of ten cents), about five ticks."""
    span = max(high - low, 100)
    step = next(s * 10 ** p for p in range(0, 12) for s in (1, 2, 5) if s * 10 ** p * 5 >= span)
    bottom, top = step * math.floor(low / step), step * math.ceil(high / step)
    return (bottom - step, top + step, step) if bottom == top else (bottom, top, step)


def _deal_ticks(deals: int) -> range:
    every = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if deals / s <= 8) if deals <= 8000 else deals
    return range(0, deals + 1, every)


def _colour(index: int) -> str:
    return COLOURS[index % len(COLOURS)]


def _dashes(index: int) -> str:
    return ' stroke-dasharray="6 4"' if index >= len(COLOURS) else ""


def _short(name: str) -> str:
    """A legend entry has one line: a very long name is cut."""
    return name if len(name) <= 24 else name[:23] + "…"


def _says(players: list[dict], currency: str) -> str:
    return "After the last deal: " + "; ".join(f"{p['name']} {money(p['balances'][-1], currency)}" for p in players) + "."

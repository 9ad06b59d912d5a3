"""Icehouse pieces: sizes, colours, and who holds how many of which.

Every player brings a stash of fifteen pieces in their own colour: five small
(1 pip), five medium (2 pips) and five large (3 pips). A piece's colour says
whose it is (its owner, kept as a seat number); after a deal it may be held by
another player. Pieces of one colour and size are alike, so what a player
holds is a count of each kind.

In commands a piece is `{"size": 1-3, "owner": SEAT, "count": N}`; the owner
defaults to the player who names it and the count to 1. Events and views
list pieces the same way, always with owner and count, largest first.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple

from ...core.errors import RuleError

SIZES = {1: "small", 2: "medium", 3: "large"}
PER_SIZE = 5
# The Looney Pyramids colours, given to the seats in order.
COLOURS = ("red", "yellow", "green", "blue", "black", "white", "purple", "orange", "cyan", "clear")


class Piece(NamedTuple):
    """A kind of piece: whose colour it is, and its size in pips."""

    owner: int
    size: int


Pieces = Mapping[Piece, int]  # how many of each kind


def colour(seat: int) -> str:
    return COLOURS[seat - 1] if seat <= len(COLOURS) else f"colour {seat}"


def named(piece: Piece, count: int = 1) -> str:
    """"a large red piece", "2 small blue pieces"."""
    if count == 1:
        return f"a {SIZES[piece.size]} {colour(piece.owner)} piece"
    return f"{count} {SIZES[piece.size]} {colour(piece.owner)} pieces"


def stash(seat: int) -> dict[Piece, int]:
    """A player's own fifteen pieces."""
    return {Piece(seat, size): PER_SIZE for size in SIZES}


def tally(pieces: Iterable[Piece]) -> dict[Piece, int]:
    """Pieces one by one, counted by kind."""
    counts: dict[Piece, int] = {}
    for piece in pieces:
        counts[piece] = counts.get(piece, 0) + 1
    return counts


def pips(pieces: Pieces) -> int:
    return sum(piece.size * count for piece, count in pieces.items())


def count(pieces: Pieces) -> int:
    return sum(pieces.values())


def added(held: Pieces, more: Pieces) -> dict[Piece, int]:
    result = dict(held)
    for piece, number in more.items():
        result[piece] = result.get(piece, 0) + number
    return result


def missing(held: Pieces, wanted: Pieces) -> str | None:
    """What of `wanted` is not in `held`, in words; None when all of it is."""
    for piece, number in sorted(wanted.items()):
        if held.get(piece, 0) < number:
            return named(piece, number)
    return None


def taken(held: Pieces, wanted: Pieces) -> dict[Piece, int]:
    """`held` less `wanted`, which the caller has checked is there."""
    result = dict(held)
    for piece, number in wanted.items():
        result[piece] -= number
    return {piece: number for piece, number in result.items() if number}


def parse(value: Any, default_owner: int, seats: Iterable[int], name: str = "pieces") -> dict[Piece, int]:
    """The pieces a command names, or a RuleError saying how to name them."""
    how = f"'{name}' must list pieces, like [{{\"size\": 3}}, {{\"size\": 1, \"owner\": 2, \"count\": 2}}]"
    if not isinstance(value, list) or not value:
        raise RuleError("bad_pieces", how + ".")
    seats = set(seats)
    result: dict[Piece, int] = {}
    for item in value:
        if not isinstance(item, dict) or set(item) - {"size", "owner", "count"}:
            raise RuleError("bad_pieces", how + ".")
        size, owner, number = item.get("size"), item.get("owner", default_owner), item.get("count", 1)
        if not _whole(size) or size not in SIZES:
            raise RuleError("bad_pieces", "A piece's size is its pips: 1 (small), 2 (medium) or 3 (large).")
        if not _whole(owner) or owner not in seats:
            raise RuleError("bad_pieces", f"A piece's owner is the seat whose colour it is; there is no seat {owner!r}.")
        if not _whole(number) or number < 1:
            raise RuleError("bad_pieces", "A piece's count must be a whole number from 1.")
        piece = Piece(owner, size)
        result[piece] = result.get(piece, 0) + number
    return result


def as_list(pieces: Pieces) -> list[dict]:
    """Pieces as JSON, largest first, then by colour."""
    return [{"owner": piece.owner, "size": piece.size, "count": number}
            for piece, number in sorted(pieces.items(), key=lambda item: (-item[0].size, item[0].owner))
            if number]


def from_list(items: Iterable[Mapping[str, int]]) -> dict[Piece, int]:
    """Pieces from their JSON form (`as_list`)."""
    result: dict[Piece, int] = {}
    for item in items:
        piece = Piece(item["owner"], item["size"])
        result[piece] = result.get(piece, 0) + item["count"]
    return result


# Who holds what between deals, kept as JSON: [{"holder", "owner", "size", "count"}].

Holdings = Mapping[int, Pieces]  # by the seat holding them


def holdings(kept: Iterable[Mapping[str, int]], seats: Iterable[int]) -> dict[int, dict[Piece, int]]:
    """Who holds what, with their own stash for each of `seats` whose colour is nowhere yet.

    A colour is nowhere only before its player's first deal of Martian Poker:
    pieces change hands but never leave the table.
    """
    held: dict[int, dict[Piece, int]] = {}
    for item in kept:
        held[item["holder"]] = added(held.get(item["holder"], {}), from_list([item]))
    present = {piece.owner for pieces in held.values() for piece in pieces}
    for seat in seats:
        if seat not in present:
            held[seat] = added(held.get(seat, {}), stash(seat))
    return held


def kept(held: Holdings) -> list[dict]:
    """Who holds what, as JSON."""
    return [{"holder": holder, **item} for holder in sorted(held) for item in as_list(held[holder])]


def shown(pieces: Pieces) -> list[dict]:
    """Pieces for a view: as JSON with each colour named."""
    return [{**item, "colour": colour(item["owner"])} for item in as_list(pieces)]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

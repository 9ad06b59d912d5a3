"""Every dispute rule of RULINGS.md, on one card dealt to seat 3.

A row gives the defence and the attacks as pieces written "colour-seat:size"
(placed by the colour's own player unless "@placer" follows), and the owner
the referee must find (None: nobody owns the card).
"""

from __future__ import annotations

import pytest

from referee.rules.games.martian.disputes import OnCard, Placed, settle
from referee.rules.games.martian.pieces import Piece

DEALT_TO = 3


def group(text: str) -> tuple[Placed, ...]:
    placed = []
    for word in text.split():
        piece, _, placer = word.partition("@")
        owner, size = piece.split(":")
        placed.append(Placed(Piece(int(owner), int(size)), int(placer or owner)))
    return tuple(placed)


def card(defence: str, *attacks: str) -> OnCard:
    return OnCard(group(defence), {number: group(text) for number, text in enumerate(attacks, 1)}, len(attacks))


@pytest.mark.parametrize("defence,attacks,owner,disputed", [
    # Undisputed: no attack, with or without a defence.
    ("", (), DEALT_TO, False),
    ("3:2", (), DEALT_TO, False),
    # The defence wins when it meets or beats the strongest attack.
    ("3:2", ("1:2",), DEALT_TO, True),
    ("3:3", ("1:2",), DEALT_TO, True),
    ("3:3 3:1", ("1:3", "2:3"), DEALT_TO, True),  # the strongest, not the sum of all attacks
    # A defence by another player counts for the card, whoever placed it.
    ("2:3", ("1:3",), DEALT_TO, True),
    ("2:2 4:1", ("1:3",), DEALT_TO, True),
    # No defence: any attack beats it.
    ("", ("1:1",), 1, True),
    # A one-colour attack that beats the defence wins the card for that colour.
    ("3:1", ("1:2",), 1, True),
    ("3:2", ("1:1 1:2",), 1, True),
    # ... even when another player (holding red from an earlier deal) placed some of it.
    ("3:2", ("1:2 1:1@2",), 1, True),
    # A mixed attack: the player with the most pips in it controls it.
    ("3:1", ("1:3 2:1",), 1, True),
    ("", ("1:1 2:2 4:1",), 2, True),
    # A mixed attack with tied control still beats the defence, but nobody owns the card.
    ("3:1", ("1:2 2:2",), None, True),
    ("", ("1:1 2:1 4:2",), 4, True),
    ("", ("1:2 2:2 4:1",), None, True),
    # Several attacks: the strongest wins, if it beats the defence.
    ("3:1", ("1:3", "2:2"), 1, True),
    ("3:2", ("1:1", "2:3"), 2, True),
    ("3:2", ("1:3 2:1", "4:3"), 1, True),
    # Two attacks tied for strongest: nobody owns the card.
    ("3:1", ("1:3", "2:3"), None, True),
    ("", ("1:2", "2:1 4:1"), None, True),
    # ... unless the defence meets them.
    ("3:3", ("1:3", "2:3"), DEALT_TO, True),
])
def test_who_owns_a_disputed_card(defence, attacks, owner, disputed):
    ruled = settle(card(defence, *attacks), DEALT_TO)
    assert (ruled.owner, ruled.disputed) == (owner, disputed), ruled.why


@pytest.mark.parametrize("defence,attacks,words", [
    ("", (), "not attacked"),
    ("3:3", ("1:3",), "the defence (3) holds against the strongest attack (3)"),
    ("3:1", ("1:3",), "attack 1 (3, all red) beats the defence (1)"),
    ("", ("1:3 2:1",), "attack 1 (4: red 3, yellow 1) beats the defence (0); red has the most pips"),
    ("", ("1:2 2:2",), "nobody has the most pips in it: nobody owns the card"),
    ("3:1", ("1:3", "2:3"), "attacks 1 and 2 tie for strongest (3) over the defence (1): nobody owns the card"),
])
def test_the_ruling_says_why_in_words(defence, attacks, words):
    assert words in settle(card(defence, *attacks), DEALT_TO).why

"""The Icehouse phase in the engine: what may be placed where, and what each placement does to a card."""

from __future__ import annotations

import pytest


def piece(size: int, owner: int | None = None, count: int = 1) -> dict:
    return {"size": size, "count": count, **({"owner": owner} if owner is not None else {})}


# Four players, dealer 4: the first wave deals 2♣ to seat 1, 5♦ to seat 2, 9♥ to seat 3 and J♠ to seat 4.
FIRST = {1: "2c", 2: "5d", 3: "9h", 4: "Js"}


def first_wave(martian, **options):
    d = martian({1: 500, 2: 500, 3: 500, 4: 500}, dealer=4, **options)
    d.up(FIRST)
    return d


def attack(card, *pieces, join=None):
    action = {"type": "attack", "card": card, "pieces": list(pieces)}
    return action if join is None else {**action, "join": join}


def defend(card, *pieces):
    return {"type": "defend", "card": card, "pieces": list(pieces)}


def regroup(card, source, *pieces, to=None):
    action = {"type": "regroup", "card": card, "from": source, "pieces": list(pieces)}
    return action if to is None else {**action, "to": to}


@pytest.mark.parametrize("placements,owner,why", [
    ([], 3, "not attacked"),
    ([(1, attack("9h", piece(2))), (3, defend("9h", piece(2)))], 3, "the defence (2) holds"),
    # A defence by another player.
    ([(1, attack("9h", piece(3))), (2, defend("9h", piece(2))), (4, defend("9h", piece(1)))], 3, "holds"),
    ([(1, attack("9h", piece(3))), (3, defend("9h", piece(2)))], 1, "all red"),
    # A mixed attack with a clear controller: yellow joins red's attack.
    ([(1, attack("9h", piece(3))), (2, attack("9h", piece(1), join=1)), (3, defend("9h", piece(3)))], 1,
     "red has the most pips"),
    # A mixed attack with tied control.
    ([(1, attack("9h", piece(2))), (2, attack("9h", piece(2), join=1))], None, "nobody has the most pips"),
    # Two attacks tied for strongest.
    ([(1, attack("9h", piece(2))), (2, attack("9h", piece(2))), (3, defend("9h", piece(1)))], None,
     "attacks 1 and 2 tie"),
    # Regrouping: red splits its attack in two, which ties them.
    ([(1, attack("9h", piece(2, count=2))), (1, regroup("9h", 1, piece(2)))], None, "attacks 1 and 2 tie"),
    # ... and joins them again into the second attack, which red now controls.
    ([(1, attack("9h", piece(2), piece(1))), (1, regroup("9h", 1, piece(1))), (2, attack("9h", piece(1), join=2)),
      (1, regroup("9h", 1, piece(2), to=2))], 1, "attack 2 (4: red 3, yellow 1)"),
    # Pieces of another colour fight for their colour, whoever places them.
    ([(2, attack("9h", piece(3), piece(1)))], 2, "all yellow"),
])
def test_placements_decide_who_owns_the_card(martian, placements, owner, why):
    d = first_wave(martian)
    for seat, action in placements:
        d.act(seat, action)
    assert d.owner("9h") == owner
    card = next(c for c in d.variant.view(d.state, 1)["icehouse"]["cards"] if c["id"] == "9h")
    assert why in card["why"]


@pytest.mark.parametrize("before,seat,action,code", [
    ([], 3, attack("9h", piece(1)), "own_card"),
    ([], 3, attack("hole:3", piece(1)), "own_card"),
    ([], 1, attack("9h", piece(3, count=6)), "not_held"),
    ([], 1, defend("9h", piece(3, owner=2)), "not_held"),
    ([(1, attack("9h", piece(3, count=5)))], 1, attack("Js", piece(3)), "not_held"),
    ([], 1, attack("9h", piece(2), join=1), "no_such_attack"),
    ([], 1, attack("9h", piece(2), join=[1]), "bad_attack"),
    ([], 1, attack("Ad", piece(2)), "no_such_card"),
    ([], 1, attack("hole:7", piece(2)), "no_such_card"),
    ([], 1, attack("the nine", piece(2)), "bad_card"),
    ([], 1, attack("9h", {"size": 4}), "bad_pieces"),
    ([], 1, attack("9h", {"size": 2, "owner": 9}), "bad_pieces"),
    ([], 1, attack("9h"), "bad_pieces"),
    ([], 1, {"type": "defend", "card": "9h", "pieces": "large"}, "bad_pieces"),
    # Only your own attacking pieces are yours to regroup, and only among attacks on the same card.
    ([(1, attack("9h", piece(3))), (2, attack("9h", piece(2), join=1))], 2, regroup("9h", 1, piece(3, owner=1)),
     "not_yours"),
    ([(1, attack("9h", piece(3)))], 1, regroup("Js", 1, piece(3)), "no_such_attack"),
    ([(1, attack("9h", piece(3))), (1, attack("9h", piece(1)))], 1, regroup("9h", 1, piece(3), to=1),
     "no_such_attack"),
    ([(1, attack("9h", piece(3)))], 1, regroup("9h", 1, piece(3)), "changes_nothing"),
    # No piece ever leaves its card, and a defence is never regrouped.
    ([(1, defend("2c", piece(3)))], 1, regroup("2c", 1, piece(3)), "no_such_attack"),
    ([(1, "done")], 1, "done", "already_done"),
])
def test_refused_placements_name_the_rule(martian, before, seat, action, code):
    d = first_wave(martian)
    for who, step in before:
        d.act(who, {"type": "done"} if step == "done" else step)
    refusal = d.refuse(seat, {"type": "done"} if action == "done" else action)
    assert refusal.code == code, refusal.message


def test_pieces_are_placed_only_in_the_icehouse_phase_and_not_after_folding(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.refuse(1, attack("hole:2", piece(1))).code == "no_placing_now"  # still dealing
    d.up({1: "Qh", 2: "Jd", 3: "9s"})
    d.all_done()
    assert d.refuse(2, attack("Qh", piece(1))).code == "no_placing_now"  # betting
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "fold"})
    d.up({1: "2d", 2: "3d"})
    refusal = d.refuse(3, attack("Qh", piece(1)))
    assert refusal.code == "folded" and "your cards stay on the table" in refusal.message
    assert d.legal(3) == set()
    # The folded player's cards can still be attacked and defended by the others.
    d.act(1, attack("9s", piece(1)))
    d.act(2, defend("9s", piece(1)))
    assert d.owner("9s") == 3


def test_everyone_still_in_says_done_again_after_any_change(martian):
    d = martian({1: 500, 2: 500, 3: 500}, dealer=3)
    d.up({1: "Qh", 2: "Jd", 3: "9s"})
    d.act(1, {"type": "done"})
    d.act(2, {"type": "done"})
    d.act(3, attack("Qh", piece(3)))  # a late attack: seat 1 may answer it
    assert d.state.done == frozenset()
    d.act(1, defend("Qh", piece(3)))
    for seat in (1, 2, 3):
        assert "done" in d.legal(seat)
        d.act(seat, {"type": "done"})
    assert d.state.to_act() == 1  # betting: the queen showing starts
    assert d.owner("Qh") == 1


def test_attack_numbers_are_never_reused_on_a_card(martian):
    d = first_wave(martian)
    d.act(1, attack("9h", piece(1)))
    d.act(1, attack("9h", piece(2)))
    d.act(1, regroup("9h", 1, piece(1), to=2))  # attack 1 is gone
    drafts = d.act(2, attack("9h", piece(1)))
    assert drafts[0].payload["attack"] == 3
    attacks = next(c for c in d.variant.view(d.state, 2)["icehouse"]["cards"] if c["id"] == "9h")["attacks"]
    assert [(a["number"], a["pips"]) for a in attacks] == [(2, 3), (3, 1)]


def test_legal_actions_offer_what_the_seat_can_place(martian):
    d = first_wave(martian)
    d.act(2, attack("9h", piece(2)))
    offered = {a["type"]: a for a in d.variant.legal_actions(d.state, 1)}
    assert set(offered) == {"cards", "defend", "attack", "done"}
    assert "2c" not in offered["attack"]["cards"] and "hole:1" not in offered["attack"]["cards"]
    assert set(offered["defend"]["cards"]) == {"hole:1", "2c", "hole:2", "5d", "hole:3", "9h", "hole:4", "Js"}
    assert offered["attack"]["join"] == {"9h": [1]}
    assert {"owner": 1, "size": 3, "count": 5} in offered["defend"]["pieces"]
    regroups = [a for a in d.variant.legal_actions(d.state, 2) if a["type"] == "regroup"]
    mine = [{"owner": 2, "size": 2, "count": 1}]
    assert regroups == [{"type": "regroup", "attacks": {"9h": {"1": mine}}, "fields": [
        {"name": "card", "kind": "choice", "choices": ["9h"]},
        {"name": "from", "kind": "choice", "choices": {"9h": [1]}, "by": ["card"]},
        {"name": "to", "kind": "choice", "choices": {"9h": {"1": []}}, "optional": True, "by": ["card", "from"]},
        {"name": "pieces", "kind": "pieces", "held": {"9h": {"1": mine}}, "by": ["card", "from"]},
    ]}]

"""A snapshot is the fold of its events: for every game of the catalog and for games a table defined,
played at random from their own legal actions, the night after every event, written and read back, equals
the night folded from the events, and folding the rest of the log onto it gives the night the whole log
folds to. A snapshot that names anything but the engine's own classes is refused, never run."""

from __future__ import annotations

import io
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder.definition import key_of, problems
from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from referee.service import snapshot_codec
from referee.service.snapshot_codec import Unreadable, decode, encode
from tests.rules.builder.test_definitions import definitions
from tests.rules.builder.test_shipped_definitions import DEFINITIONS
from tests.rules.test_every_game import Night, play, start


class Played(Night):
    """A night played at random as tests/rules/test_every_game.py plays it (the cards seen followed, as the
    players draw on them), without the checks that test and tests/rules/builder/ make after every event of
    their own random nights: here its snapshots are checked."""

    def check(self, stored) -> None:
        self.follow_secrets(stored)


def assert_snapshots_are_folds(n: Night, cuts: list[int]) -> None:
    folded = rules.Night()
    for count, event in enumerate(n.log, 1):
        folded = rules.apply(folded, event)
        restored = decode(encode(folded))
        assert restored == folded, f"the snapshot after {event.type} (version {event.version}) is another night"
        if count in cuts:
            for later in n.log[count:]:
                restored = rules.apply(restored, later)
            assert restored == n.live, f"the log folded onto the snapshot at {count} is another night"
    assert folded == n.live


@pytest.mark.parametrize("key", sorted(VARIANTS))
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_snapshot_of_any_game_is_the_fold_of_its_events(key, data):
    variant = VARIANTS[key]
    players = data.draw(st.integers(variant.min_players, min(variant.max_players, 7)), label="players")
    n = Played(key, [1000] * players, random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed")))
    start(n, players)
    play(n)
    cuts = data.draw(st.lists(st.integers(1, len(n.log)), min_size=1, max_size=3), label="cuts")
    assert_snapshots_are_folds(n, cuts)


@pytest.mark.parametrize("name", sorted(DEFINITIONS))
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(1, 200))
def test_a_snapshot_of_a_shipped_defined_game_is_the_fold_of_its_events(name, seed, cut):
    definition = {**DEFINITIONS[name], "name": f"Our {DEFINITIONS[name]['name']}"}
    play_defined(definition, seed, cut)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(definition=definitions().filter(lambda d: not problems(d)), seed=st.integers(0, 2**32 - 1),
       cut=st.integers(1, 200))
def test_a_snapshot_of_any_defined_game_is_the_fold_of_its_events(definition, seed, cut):
    play_defined(definition, seed, cut)


def play_defined(definition: dict, seed: int, cut: int) -> None:
    n = Played(key_of(definition["name"]), [1000, 1000, 1000], random.Random(seed), variant=True)
    n.do("seat:1", {"type": "define_game", "definition": definition})
    game = n.variant = variant_of(n.live, n.key)
    players = min(3, game.max_players)
    n.do(HOST, {"type": "start_deal", "variant": game.key, "dealer": 1, "seats": list(range(1, players + 1))})
    play(n)
    assert_snapshots_are_folds(n, [min(cut, len(n.log))])


class Runs:
    """A pickle that, loaded by the stock unpickler, calls a function of the standard library."""

    def __reduce__(self):
        return (print, ("this ran",))


def test_a_snapshot_keeps_the_rotation_and_where_each_deal_stood_in_it():
    from tests.rules.night.test_next_deal import deal_next, rotation_night

    table = rotation_night()
    deal_next(table)
    deal_next(table)
    assert decode(encode(table.night)) == table.night and table.night.rotation.dealt == 2


@pytest.mark.parametrize("payload", [
    Runs(),
    {"night": Runs()},
    rules.Night(name="x", accounts={"a": Runs()}),
    (snapshot_codec.fingerprint(), rules.Night(name="x", undo=Runs())),
])
def test_a_snapshot_that_names_anything_but_the_engine_is_refused(payload, capsys):
    with pytest.raises(Unreadable):
        decode(pickle.dumps(payload))
    assert "this ran" not in capsys.readouterr().out


@pytest.mark.parametrize("module, name", [
    ("os", "system"), ("builtins", "eval"), ("builtins", "getattr"),
    ("referee.rules.night.night", "replace"),  # imported there, not the engine's own
    ("referee.rules.night.night", "rules.__globals__"),
])
def test_no_callable_outside_the_engine_is_loaded(module, name):
    forged = b"\x80\x04" + b"c" + module.encode() + b"\n" + name.encode() + b"\n" + b"."
    with pytest.raises(Unreadable):
        decode(forged)


class Reference:
    def __init__(self, reference):
        self.reference = reference


class Forger(pickle.Pickler):
    """Writes a Reference as the persistent reference it holds, as the codec writes a part of a game."""

    def persistent_id(self, obj):
        return obj.reference if isinstance(obj, Reference) else None


@pytest.mark.parametrize("reference", [
    ("variant", "no_such_game", ()), ("defined", "{}", ()), ("defined", "not json", ()),
    ("variant", "holdem", ("nowhere",)), ("variant", "holdem", ("game", "__class__")),
    ("variant", "holdem", "game"), ("os", "system", ()), "os.system",
])
def test_a_reference_that_is_not_to_a_part_of_a_game_is_refused(reference):
    out = io.BytesIO()
    Forger(out, protocol=5).dump((snapshot_codec.fingerprint(), rules.Night(name="x", undo=Reference(reference))))
    with pytest.raises(Unreadable):
        decode(out.getvalue())


def test_a_reference_to_a_part_of_a_game_is_that_very_part():
    game = VARIANTS["holdem"].game
    out = io.BytesIO()
    night = rules.Night(name="x", undo=Reference(("variant", "holdem", ("game",))))
    Forger(out, protocol=5).dump((snapshot_codec.fingerprint(), night))
    assert decode(out.getvalue()).undo is game


def test_bytes_that_are_not_a_night_are_refused():
    night = rules.Night(name="Friday", seats=("Ann", "Bob"))
    written = encode(night)
    assert decode(written) == night
    for broken in (written[:-5], b"", b"not a pickle", pickle.dumps(("a", "tuple")), pickle.dumps(night)):
        with pytest.raises(Unreadable):
            decode(broken)


def test_a_snapshot_written_by_another_version_of_the_engine_is_refused(monkeypatch):
    written = encode(rules.Night(name="Friday"))
    monkeypatch.setattr(snapshot_codec, "fingerprint", lambda: "another engine")
    with pytest.raises(Unreadable):
        decode(written)


def text(value: str) -> bytes:
    """A string, as pickle writes one (BINUNICODE)."""
    data = value.encode()
    return b"X" + len(data).to_bytes(4, "little") + data


def forged(path: tuple[str, ...], change: bytes) -> bytes:
    """A snapshot that loads a part of hold'em (as the codec writes one) and applies `change` to it."""
    reference = b"(" + text("variant") + text("holdem") + b"(" + b"".join(map(text, path)) + b"tt" + b"Q"
    return b"\x80\x04" + text(snapshot_codec.fingerprint()) + reference + change + b"\x86."


@pytest.mark.parametrize("path, change", [
    ((), b"}" + text("title") + text("Changed") + b"s" + b"b"),  # BUILD: set its attributes
    (("game",), b"}" + text("title") + text("Changed") + b"s" + b"b"),
    (("game",), b"N}" + text("title") + text("Changed") + b"s" + b"\x86b"),  # BUILD with slot state: setattr
    (("game", "defaults"), text("ante") + text("Changed") + b"s"),  # SETITEM into a dict of the game
    (("game", "defaults"), b"(" + text("ante") + text("Changed") + b"u"),  # SETITEMS
])
def test_a_snapshot_never_changes_a_live_game(path, change):
    variant = VARIANTS["holdem"]
    part = variant.game.defaults if path == ("game", "defaults") else variant.game if path else variant
    # Without the change, the forged bytes load the live part itself: it is the change that is refused.
    assert snapshot_codec._Unpickler(io.BytesIO(forged(path, b""))).load()[1] is part
    before = (dict(vars(variant)), variant.game.title, dict(variant.game.defaults))
    with pytest.raises(Unreadable):
        decode(forged(path, change))
    assert (dict(vars(variant)), variant.game.title, dict(variant.game.defaults)) == before

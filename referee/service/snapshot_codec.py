"""A folded night as bytes and back, for the snapshots a cold load starts from.

The night is pickled, but never loaded by the stock unpickler: a snapshot row
is data from the database, and a pickle that names any callable can run it.
Loading resolves only the engine's own classes and functions (defined in
`referee.rules`), and the persistent map of the night's entries, and refuses
everything else: a night holds nothing more (its
tuples, dicts and frozensets are pickle's own opcodes; pickling nights of every
game names no other class), and a test pickles them all.

The games themselves are not copied into a snapshot. A deal's state holds its
game (the variant, its script of phases, their tests, some of them lambdas),
and a night compares equal to another only if its deals hold the very same game
objects. So every object reachable from a game the table can deal, a built-in
one or one the table defined, is written as a reference (the game and the path
to the object in it) and loaded as the object this process already has. The
opcodes that change an object (set its attributes or items) are refused on an
object the snapshot found rather than made, so no snapshot changes a live game
or an engine class; that needs Python's own unpickler rather than the C one
(about 2 ms for the snapshot of a 10,000-event night, once per cold load).

Both the classes and the paths are the engine's as this process has it, so a
snapshot carries a fingerprint of the engine's source: one written by another
version of the engine (before a deploy) is refused, not read into a night
whose fields or phases moved. The fingerprint is made as this module is
imported (a worker's start), never on the first request that decodes.

A night's finished deals are not pickled with it (the snapshot keeps only the
last): each is written once, as a line of JSON, and read back by `decode_deal`
only when a history asks for them.
"""

from __future__ import annotations

import hashlib
import io
import json
import pickle
import threading
from dataclasses import fields, is_dataclass
from pathlib import Path
from types import FunctionType, MappingProxyType, ModuleType
from typing import Any

from immutables import Map

import referee.rules
from referee.rules.builder import definition as builder
from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.night.rotation import Place
from referee.rules.night.state import DealRecord, Night

ENGINE = "referee.rules."
PERSISTENT_MAP = (Map.__module__, Map.__qualname__)
SCALARS = (str, bytes, int, float, bool, type(None), type)
# The empty tuple and frozenset are one object each, found everywhere: written as they are, not as parts of a game.
EMPTY = {id(()), id(frozenset())}
PROTOCOL = 5


class Unreadable(Exception):
    """The bytes are not a night this codec wrote: refused, never run."""


class Unwritable(Exception):
    """The night holds something that cannot be written (an object made during play that pickle refuses)."""


def encode(night: Night) -> bytes:
    out = io.BytesIO()
    try:
        _Pickler(out, [_catalog(), *_defined(night)]).dump((fingerprint(), night))
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError) as error:
        raise Unwritable(repr(error)) from error
    return out.getvalue()


def decode(data: bytes) -> Night:
    try:
        written = _Unpickler(io.BytesIO(data)).load()
    except Unreadable:
        raise
    except Exception as error:  # a truncated or garbled pickle fails in many ways, all of them "unreadable"
        raise Unreadable(f"the snapshot cannot be read: {error!r}") from error
    if not (isinstance(written, tuple) and len(written) == 2 and isinstance(written[1], Night)):
        raise Unreadable("the snapshot does not hold a night")
    if written[0] != fingerprint():
        raise Unreadable("the snapshot was written by another version of the engine")
    return written[1]


def fingerprint() -> str:
    """The hash of the engine's source: the classes a night is made of, and the games it refers to."""
    return _FINGERPRINT


def _fingerprint() -> str:
    root = Path(referee.rules.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


_FINGERPRINT = _fingerprint()


def encode_deal(record: DealRecord) -> str:
    """A finished deal as one line of JSON (its options are JSON already: they came in a command)."""
    place = record.place
    return json.dumps([record.number, record.variant, record.dealer, record.first_version, record.last_version,
                       dict(record.options), [place.name, place.says, place.deal, place.of] if place else None],
                      separators=(",", ":"))


def decode_deal(text: str) -> DealRecord:
    try:
        number, variant, dealer, first, last, options, place = json.loads(text)
        if not isinstance(options, dict) or not all(isinstance(n, int) for n in (number, dealer, first, last)):
            raise TypeError("not a deal")
        return DealRecord(number, str(variant), dealer, first, last, options, Place(*place) if place else None)
    except (ValueError, TypeError) as error:
        raise Unreadable(f"a finished deal kept beside the snapshot cannot be read: {error!r}") from error


class _Pickler(pickle.Pickler):
    def __init__(self, out: io.BytesIO, shared: list[dict[int, tuple[tuple, Any]]]):
        super().__init__(out, protocol=PROTOCOL)
        self.shared = shared

    def persistent_id(self, obj: Any) -> tuple | None:
        for games in self.shared:
            found = games.get(id(obj))
            if found is not None:
                return found[0]
        return None


class _Unpickler(pickle._Unpickler):
    """Python's own unpickler (not the C one), so that the opcodes that change an object can be refused when
    the object is one it did not make: a part of a game, or an engine class, is never changed by a snapshot."""

    dispatch = dict(pickle._Unpickler.dispatch)

    def __init__(self, data: io.BytesIO):
        super().__init__(data)
        self.resolved: dict[tuple, Any] = {}
        self.given: set[int] = set()  # the ids of the objects found, not made: kept alive by the engine

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) == PERSISTENT_MAP:  # the night's entries: built from a plain dict
            return Map
        if module.startswith(ENGINE) and "__" not in name:
            found = super().find_class(module, name)
            # Defined in that module, not imported into it: an engine module's namespace reaches no further.
            if isinstance(found, (type, FunctionType)) and found.__module__ == module and found.__qualname__ == name:
                self.given.add(id(found))
                return found
        raise Unreadable(f"the snapshot names {module}.{name}, which a night never holds")

    def persistent_load(self, reference: Any) -> Any:
        if reference not in self.resolved:
            self.resolved[reference] = self._resolve(reference)
            self.given.add(id(self.resolved[reference]))
        return self.resolved[reference]

    def _resolve(self, reference: Any) -> Any:
        if not (isinstance(reference, tuple) and len(reference) == 3 and isinstance(reference[2], tuple)):
            raise Unreadable("the snapshot holds a reference that is not to a game")
        kind, key, path = reference
        if kind == VARIANT and isinstance(key, str) and key in VARIANTS:
            found = VARIANTS[key]
        elif kind == DEFINED and isinstance(key, str):
            found = _defined_game(key)
        else:
            raise Unreadable(f"the snapshot refers to a game this referee does not know: {key!r}")
        for step in path:
            found = dict(_children(found)).get(step, _MISSING)
            if found is _MISSING:
                raise Unreadable(f"the snapshot refers to a part of {key!r} that it does not have")
        if isinstance(found, SCALARS) or (callable(found) and not _engine_callable(found)):
            raise Unreadable(f"the snapshot refers to a part of {key!r} that is never shared")
        return found


def _refusing_found(load, target):
    def load_if_made(self: _Unpickler) -> None:
        if id(target(self)) in self.given:
            raise Unreadable("the snapshot would change a part of a game or of the engine")
        load(self)
    return load_if_made


# Where each opcode that changes an object finds it: under its argument(s), or under the mark before its items.
for _opcode, _target in ((pickle.BUILD, lambda u: u.stack[-2]), (pickle.SETITEM, lambda u: u.stack[-3]),
                         (pickle.APPEND, lambda u: u.stack[-2]), (pickle.SETITEMS, lambda u: u.metastack[-1][-1]),
                         (pickle.APPENDS, lambda u: u.metastack[-1][-1]),
                         (pickle.ADDITEMS, lambda u: u.metastack[-1][-1])):
    _Unpickler.dispatch[_opcode[0]] = _refusing_found(_Unpickler.dispatch[_opcode[0]], _target)


# The shared objects: every object reachable from a game through its fields, items and attributes, by
# identity, each with the first path that reaches it (any path to it loads it).

VARIANT, DEFINED = "variant", "defined"
_MISSING = object()
_lock = threading.RLock()
_shared: dict[tuple[str, str], dict[int, tuple[tuple, Any]]] = {}
_catalog_ids: dict[int, tuple[tuple, Any]] = {}


def _catalog() -> dict[int, tuple[tuple, Any]]:
    with _lock:
        if not _catalog_ids:
            for key, variant in VARIANTS.items():
                for shared_id, found in _reachable(VARIANT, key, variant).items():
                    _catalog_ids.setdefault(shared_id, found)
        return _catalog_ids


def _defined(night: Night) -> list[dict[int, tuple[tuple, Any]]]:
    return [_reachable(DEFINED, json.dumps(definition, sort_keys=True), builder.variant(definition))
            for definition in night.games.values()]


def _defined_game(written: str) -> Any:
    try:
        return builder.variant(json.loads(written))
    except (ValueError, TypeError, KeyError, AttributeError, RuleError) as error:
        raise Unreadable("the snapshot refers to a game defined as no game can be") from error


def _reachable(kind: str, key: str, root: Any) -> dict[int, tuple[tuple, Any]]:
    """Built once per game and kept with the objects themselves, so that an id always names a live one."""
    with _lock:
        if (kind, key) in _shared:
            return _shared[(kind, key)]
        found: dict[int, tuple[tuple, Any]] = {}
        todo = [((), root)]
        while todo:
            path, obj = todo.pop()
            if isinstance(obj, SCALARS) or id(obj) in found or id(obj) in EMPTY:
                continue
            found[id(obj)] = ((kind, key, path), obj)
            todo.extend((path + (step,), child) for step, child in _children(obj))
        _shared[(kind, key)] = found
        return found


def _children(obj: Any) -> list[tuple[Any, Any]]:
    """The steps from an object to the data it holds: never into a function, a class, a module or a set."""
    if isinstance(obj, (dict, MappingProxyType)):
        return [(step, child) for step, child in obj.items() if isinstance(step, (str, int))]
    if isinstance(obj, (tuple, list)):
        return list(enumerate(obj))
    if isinstance(obj, (FunctionType, type, ModuleType, frozenset, set)):
        return []
    if callable(obj) and not hasattr(obj, "__dict__"):  # a builtin function or method
        return []
    if is_dataclass(obj):
        return [(f.name, getattr(obj, f.name)) for f in fields(obj) if hasattr(obj, f.name)]
    return [(name, child) for name, child in getattr(obj, "__dict__", {}).items() if not name.startswith("__")]


def _engine_callable(obj: Any) -> bool:
    """A function or callable object of the engine's own, which any rule may call anyway."""
    return (getattr(obj if isinstance(obj, FunctionType) else type(obj), "__module__", "") or "").startswith(ENGINE)

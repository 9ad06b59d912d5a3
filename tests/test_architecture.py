"""The shape of the code, checked like its behaviour.

- No module of `referee` or `ledger` grows past MAX_LINES lines.
- No modules of `referee` or `ledger` import one another in a ring, counting
  the imports made only for type checking (grimp's default): a ring means
  neither module can be read, tested or replaced without the other.

The layers of the rules engine are an import-linter contract in pyproject.toml.
"""

from __future__ import annotations

import importlib.util
from collections import deque
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("referee", "ledger")
MAX_LINES = 400


def python_files() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py"))


def line_count(path: Path) -> int:
    with path.open(encoding="utf-8") as lines:
        return sum(1 for _ in lines)


def test_the_checks_read_this_checkout():
    for package in PACKAGES:
        spec = importlib.util.find_spec(package)
        assert spec is not None and spec.origin is not None, f"{package} cannot be imported"
        assert Path(spec.origin).resolve().is_relative_to(ROOT), f"{package} is imported from {spec.origin}, not from {ROOT}"
    assert python_files(), f"no Python files under {', '.join(PACKAGES)} in {ROOT}"


def test_no_module_is_longer_than_the_limit():
    too_long = {path.relative_to(ROOT).as_posix(): count
                for path in python_files() if (count := line_count(path)) > MAX_LINES}
    assert not too_long, f"{len(too_long)} module(s) longer than {MAX_LINES} lines:\n" + "\n".join(
        f"  {path}: {count} lines" for path, count in sorted(too_long.items(), key=lambda item: -item[1]))


def strongly_connected(imports: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components, without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in sorted(imports):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(imports[root])))]
        while work:
            module, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(imports[successor]))))
                    break
                if successor in on_stack:
                    low[module] = min(low[module], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == module:
                            break
                    components.append(sorted(component))
    return components


def shortest_cycle(start: str, members: set[str], imports: dict[str, set[str]]) -> list[str]:
    """The shortest ring of imports from `start` back to itself, within `members`."""
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for successor in sorted(imports[module] & members):
            if successor == start:
                ring = [module]
                while ring[-1] != start:
                    ring.append(came_from[ring[-1]])
                return [start, *reversed(ring[:-1]), start]
            if successor not in came_from:
                came_from[successor] = module
                queue.append(successor)
    raise AssertionError(f"{start} is on no cycle")


def import_cycles(imports: dict[str, set[str]]) -> list[str]:
    """One ring per knot of modules that import one another, named module by module."""
    cycles = []
    for component in strongly_connected(imports):
        if len(component) == 1 and component[0] not in imports[component[0]]:
            continue
        members = set(component)
        ring = shortest_cycle(component[0], members, imports)
        described = " -> ".join(ring)
        if len(members) > len(ring) - 1:
            described += f" (and {len(members)} modules in all import one another: {', '.join(component)})"
        cycles.append(described)
    return cycles


@pytest.mark.parametrize("imports, expected", [
    ({"a": set(), "b": {"a"}}, []),
    ({"a": {"b"}, "b": {"a"}}, ["a -> b -> a"]),
    ({"a": {"a"}}, ["a -> a"]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, ["a -> b -> c -> a"]),
    ({"a": {"b", "d"}, "b": {"c"}, "c": {"a"}, "d": {"a"}},
     ["a -> d -> a (and 4 modules in all import one another: a, b, c, d)"]),
    ({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c"}}, ["a -> b -> a", "c -> d -> c"]),
])
def test_import_cycles_are_found_and_named(imports, expected):
    assert sorted(import_cycles(imports)) == expected


def test_no_import_cycles():
    graph = grimp.build_graph(*PACKAGES)
    imports = {module: set(graph.find_modules_directly_imported_by(module)) for module in graph.modules}
    cycles = import_cycles(imports)
    assert not cycles, f"{len(cycles)} import cycle(s) among the modules of {' and '.join(PACKAGES)}:\n" + "\n".join(
        f"  {cycle}" for cycle in cycles)

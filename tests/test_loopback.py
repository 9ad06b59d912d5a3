"""Tests, benchmarks and CI reach only loopback addresses (127.0.0.0/8 and ::1).

- `loopback`, which every server fixture and benchmark server passes its address through, refuses any other.
- No file of tests/, benchmarks/, .ci/run or the Makefile names another IPv4 address, looks up the machine's
  own addresses, or hands a server or a connection an address that did not pass through `loopback`.
  The README's `HOST=0.0.0.0 make run` is for a real table at home, not for a run, and is not read here.
"""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path

import pytest

from tests.support.loopback import LOOPBACK, PLAIN_NAME, RESOLVER_RULE, is_loopback, loopback

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve()  # its examples of what is refused are not uses of it
IPV4 = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])")
LOOKUPS = re.compile(r"hostname\s+(?:-I|-i|--all-ip-addresses|--ip-address)|gethostbyname|gethostname|getfqdn")
# A server or a connection given an address in quotes rather than one `loopback` has passed.
LITERAL_ADDRESS = re.compile(r"""(?:make_server|HTTPConnection|HTTPSConnection|create_connection|run_simple)\(\s*["']"""
                             r"""|\.(?:bind|connect)\(\(\s*["']"""
                             r"""|["'](?:-b|--bind|--host)["'],\s*f?["'](?:\d|\[|localhost)""")


def valid(address: str) -> bool:
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return False
    return True


def scanned() -> list[Path]:
    files = [*sorted((ROOT / "tests").rglob("*.py")), *sorted((ROOT / "benchmarks").rglob("*.py")),
             ROOT / ".ci" / "run", ROOT / "Makefile"]
    return [path for path in files if path.resolve() != HERE]


@pytest.mark.parametrize("host", ["127.0.0.1", "127.255.0.9", "::1", "[::1]"])
def test_loopback_passes_an_address_of_the_loopback_networks(host):
    assert is_loopback(host)
    assert loopback(host) == host


@pytest.mark.parametrize("host", ["0.0.0.0", "10.255.255.255", "192.168.1.20", "172.16.0.1", "8.8.8.8", "128.0.0.1",
                                  "::", "::2", "::ffff:127.0.0.1", "localhost", PLAIN_NAME, ""])
def test_loopback_refuses_any_other_address_and_any_name(host):
    assert not is_loopback(host)
    with pytest.raises(AssertionError, match="not a loopback address"):
        loopback(host)


def test_the_name_the_browser_is_sent_to_is_mapped_to_loopback():
    assert is_loopback(LOOPBACK)
    rules = RESOLVER_RULE.removeprefix("--host-resolver-rules=").split(", ")
    assert rules[0] == f"MAP {PLAIN_NAME} {LOOPBACK}"  # the first rule that matches a name is the one applied
    assert "MAP * ~NOTFOUND" in rules and f"EXCLUDE {LOOPBACK}" in rules  # no other name is looked up
    assert PLAIN_NAME.endswith(".test") and PLAIN_NAME != "localhost"


def test_the_scan_reads_the_tests_the_benchmarks_and_ci():
    paths = scanned()
    assert ROOT / "tests" / "browser" / "conftest.py" in paths
    assert ROOT / "benchmarks" / "servers.py" in paths
    assert all(path.is_file() for path in paths), [path for path in paths if not path.is_file()]


def test_no_test_benchmark_or_ci_step_targets_an_address_outside_loopback():
    found = []
    for path in scanned():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            where = f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
            if any(valid(address) and not is_loopback(address) for address in IPV4.findall(line)):
                found.append(where)
            if LOOKUPS.search(line) or LITERAL_ADDRESS.search(line):
                found.append(where)
    assert not found, "\n".join(found)


def test_make_runs_on_loopback_unless_the_host_asks_for_more():
    default = re.search(r"^HOST\s*\?=\s*(\S+)\s*$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M)
    assert default is not None and is_loopback(default.group(1))

"""Where tests and benchmarks send traffic: loopback addresses only (127.0.0.0/8 and ::1).

Every server a test or benchmark starts binds to an address that `loopback` has passed, and every client
connects to one. A page that must not be a secure context (plain http on a name that is not `localhost`)
is opened on PLAIN_NAME, which the browser maps to LOOPBACK by RESOLVER_RULE: no /etc/hosts, no network.
"""

from __future__ import annotations

import ipaddress

LOOPBACK = "127.0.0.1"
PLAIN_NAME = "table.test"  # .test is reserved (RFC 2606): it never names a real host
# The browser's resolver maps PLAIN_NAME to loopback and fails every other name at once, so that nothing the
# browser reaches for by itself (its update service, say) sends a DNS query to the network's resolver;
# LOOPBACK is excluded from the catch-all: it is an address already, not a name to look up.
RESOLVER_RULE = f"--host-resolver-rules=MAP {PLAIN_NAME} {LOOPBACK}, MAP * ~NOTFOUND, EXCLUDE {LOOPBACK}"

_NETWORKS = (ipaddress.ip_network("127.0.0.0/8"), ipaddress.ip_network("::1/128"))


def is_loopback(host: str) -> bool:
    """Whether `host` is an address in 127.0.0.0/8 or ::1 (a name, even `localhost`, is not an address)."""
    try:
        address = ipaddress.ip_address(host.removeprefix("[").removesuffix("]"))
    except ValueError:
        return False
    return any(address in network for network in _NETWORKS)


def loopback(host: str) -> str:
    """`host`, once it is a loopback address; otherwise an error, so that the fixture that picked it fails."""
    if not is_loopback(host):
        raise AssertionError(f"{host!r} is not a loopback address: tests and benchmarks may reach only "
                             "127.0.0.0/8 and ::1")
    return host

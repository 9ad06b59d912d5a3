"""What the service refuses that is not a rule of the game."""

from __future__ import annotations


class ServiceError(Exception):
    kind = "invalid"

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message
        self.fields: dict = {}


class Unauthorized(ServiceError):
    kind = "unauthorized"


class Forbidden(ServiceError):
    kind = "forbidden"


class NoSuchSeat(ServiceError):
    kind = "not_found"


class TableNotFound(ServiceError):
    kind = "not_found"

    def __init__(self, table_id: str):
        super().__init__("table_not_found", f"There is no table '{table_id}'.")


class DealNotFound(ServiceError):
    kind = "not_found"

    def __init__(self, number: int):
        super().__init__("deal_not_found", f"There is no deal {number} at this table yet.")


class VersionConflict(ServiceError):
    kind = "conflict"


class KeyReused(ServiceError):
    kind = "invalid"


class LogDamaged(ServiceError):
    """The table's log failed its check: nothing more is recorded until the host acknowledges it."""

    kind = "conflict"

    def __init__(self, version: int, reason: str):
        super().__init__("log_damaged", f"This table's log failed its check at version {version}: {reason}. "
                                        "The host must look at it and acknowledge it before anything more is "
                                        "recorded.")
        self.fields = {"version": version}

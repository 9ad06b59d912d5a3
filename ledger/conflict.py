"""The refusal of an append that another write beat to the stream."""


class Conflict(Exception):
    """Another write reached the stream first; nothing was written."""

    def __init__(self, expected: int | None, actual: int | None):
        super().__init__(f"expected version {expected}, the stream is at {actual}")
        self.expected = expected
        self.actual = actual

"""Names as the table compares them, without a database: NFKC and case-folded for sameness, with Cyrillic
and Greek look-alikes read as Latin letters for likeness."""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.night import names


@pytest.mark.parametrize("one, other", [("Ann", "ＡＮＮ"), ("Ann  B", " ann b "), ("ﬁona", "Fiona")])
def test_names_that_read_the_same_are_one(one, other):
    assert names.clash(other, [one]) == (one, True)


@pytest.mark.parametrize("one, other", [("Bob", "B\u043eb"), ("Bob", "\u0412\u041e\u0412"), ("Nico", "\u039d\u03b9co"),
                                        ("Pam", "\u0420\u0430m")])
def test_a_name_with_a_look_alike_letter_looks_like_the_latin_one(one, other):
    assert names.clash(other, [one]) == (one, False)


@pytest.mark.parametrize("one, other", [("Bob", "\u0432\u043e\u0432"), ("Ann", "Anna"), ("Zoe", "Zoë")])
def test_names_that_look_different_may_sit_together(one, other):
    assert names.clash(other, [one]) is None


@pytest.mark.parametrize("name, code", [("Ann\u200b", "invisible_characters"), ("\u202eBob", "invisible_characters"),
                                        ("A\u2066nn", "invisible_characters"), ("host", "name_reserved"),
                                        ("\u041d\u043e\u0455t", "name_reserved")])
def test_a_name_no_table_takes(name, code):
    with pytest.raises(RuleError) as refused:
        names.check(name)
    assert refused.value.code == code

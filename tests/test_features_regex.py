"""Regex atoms are tried only on tokens whose first character can begin a match
(`fstdeid.features._regex_shape`): the filter must never drop a regex that matches."""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from fstdeid.features import LiteralRegexes, _parse, _regex_shape


def _first_character_test(pattern: str):
    return _regex_shape(_parse(pattern))[2]


PATTERNS = [
    r"(19|20)\d\d", r"(?i)(de|del|la)", r"(?i)enero|febrero", r"[A-Z][^\W\d_]+", r".*\d.*", r"(E-)?\d{5}",
    r"[^\W\d_]{2,}", r"\d+|[A-Z]{1,4}|[A-Z0-9]{2,}", r"o|a", r"(?s).+", r"a*b+", r"(?:x|)y", r"$|z",
    r"\bk", r"(?i)[k-m]x", r"[^a]b", r"(?i:q)r", r"(?<=a)b|c", r"(a)\1", r"(?>ab|c)", r"ſ", r"(?i)s",
]
TEXT = st.text(alphabet="abcdelmnoqrsxyzABDEKQXYZ019_-é\nſKİı", min_size=1, max_size=5)


def _add(lit: LiteralRegexes, pattern: str, label: int) -> bool:
    return lit.add(pattern, label, _parse(pattern))


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(PATTERNS), TEXT)
def test_a_match_always_begins_with_a_character_the_test_allows(pattern, text):
    test = _first_character_test(pattern)
    if re.fullmatch(pattern, text) and test is not None:
        assert test(text[0]), (pattern, text)


def test_the_test_is_selective_and_unknown_when_it_cannot_tell():
    year = _first_character_test(r"(19|20)\d\d")
    assert year("1") and year("2") and not year("3") and not year("a")
    word = _first_character_test(r"(?i)(de|del)")
    assert word("d") and word("D") and not word("e")
    assert _first_character_test(r"(?<=a)b|c") is None  # a lookbehind
    assert _first_character_test(r"(a)\1")("a") and not _first_character_test(r"(a)\1")("b")
    assert _first_character_test(r"(?i:q)r") is None  # scoped flags
    assert _first_character_test(r"(?i)s")("ſ")  # the regex engine's own case folding


# -- regex atoms that match a few fixed strings (LiteralRegexes) --------------------------------

_CHARS = list("aAsSkKiIéÉñÑµßÿ") + ["ſ", "\u212a", "ı", "İ", "μ", "Ÿ", "ẞ"]
_word = st.text(st.sampled_from(_CHARS), min_size=1, max_size=3)
_piece = st.one_of(
    _word.map(re.escape),
    st.lists(st.sampled_from(_CHARS), min_size=1, max_size=3).map(lambda cs: "[" + "".join(cs) + "]"),
    _word.map(lambda w: "(" + re.escape(w) + ")?"),
)
_literal_pattern = st.builds(
    lambda flag, alts: flag + "|".join(alts),
    st.sampled_from(["", "(?i)"]),
    st.lists(st.lists(_piece, min_size=1, max_size=3).map("".join), min_size=1, max_size=4),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_literal_pattern, min_size=1, max_size=4), st.lists(st.text(st.sampled_from(_CHARS), min_size=1, max_size=6), max_size=10))
def test_literal_regexes_match_as_the_regex_engine(patterns, texts):
    lit = LiteralRegexes()
    taken = [(p, i) for i, p in enumerate(patterns) if _add(lit, p, i)]
    for text in texts + [p.replace("(?i)", "") for p in patterns]:
        assert sorted(lit.labels(text)) == sorted(i for p, i in taken if re.fullmatch(p, text)), (text, taken)


def test_literal_regexes_take_only_fixed_strings():
    lit = LiteralRegexes()
    assert _add(lit, "(?i)enero|febrero|g[eé]nero", 1) and _add(lit, "Quir[oó]fanos?", 2)
    assert not _add(lit, r"\d{4}", 3) and not _add(lit, "[A-Z][a-z]+", 4) and not _add(lit, "(?i)mg|µg", 5)
    assert lit.labels("GÉNERO") == [1] and lit.labels("Quirofanos") == [2] and lit.labels("quirofanos") == []
    # the regex engine's case folding, not casefold(): "ß" is no "ss", "ſ" (long s) is an "s"
    assert _add(lit, "(?i)ss", 6) and lit.labels("ß") == [] and lit.labels("SS") == [6] and lit.labels("ſs") == [6]

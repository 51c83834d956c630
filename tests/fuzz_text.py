"""Hypothesis strategies and settings shared by the fuzz suites (tests/test_fuzz_*.py).

Example counts: `FSTDEID_FUZZ_EXAMPLES` (default 25 per property and language) scales every fuzz
test, so CI stays bounded and a long run (scripts/fuzz_long.py) can ask for many more.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

from hypothesis import HealthCheck, settings, strategies as st

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("es", "sr", "en")


def examples(default: int = 25) -> int:
    """The example count of one fuzz property: FSTDEID_FUZZ_EXAMPLES, else `default`."""
    return int(os.environ.get("FSTDEID_FUZZ_EXAMPLES", default))


def fuzz_settings(default: int = 25, factor: float = 1.0):
    n = max(1, round(examples(default) * factor))
    return settings(max_examples=n, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large, HealthCheck.filter_too_much])


# Pieces that have broken text tools before: markup and lexical-tag syntax, escapes, combining marks,
# zero-width and bidi controls, NBSP, line separators of every kind, C0/C1 controls, BOMs,
# noncharacters, lone surrogates, astral characters, characters whose case mapping changes length.
NASTY = ["{x,.NE}", "{Juan,.NE+persName:f}", "{Beograd,Beograd.N+NProp+Top:s7q}", "{S}", "{STOP}", "<tag>",
         "<b>", "</b>", "<PERSON>", "</PERSON>", '<pers PHI="yes">', "</pers>", "]]>", "<![CDATA[", "<!--", "-->",
         "<?xml version='1.0'?>", "&", "&amp;", "&#0;", "&lt;", '"', "'", "{", "}", "\\", "\\,", "\\.", "[", "]",
         "[[", "]]", "|", "⇒", "~", "+", ":", ".", ",", "\u0301", "\u0308", "\u200b", "\u200c", "\u200d",
         "\u2060", "\u00ad", "\u00a0", "\u202f", "\u2009", "\r\n", "\r", "\n", "\t", "\x0b", "\x0c",
         "\u202e", "\u202d", "\u200f", "\u200e", "\u2066", "\u2069", "\u05e9\u05dc\u05d5\u05dd", "\u0627\u0644",
         "\x00", "\x01", "\x1b[31m", "\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\ufffe", "\uffff",
         "\ud800", "\udfff", "😀", "👩‍⚕️", "ǅ", "ß", "İ", "ﬁ", "²", "º", "ª", "Ⅻ", "١٢", "𝟏𝟐", "Ｊｕａｎ",
         "Ћирилица", "Đorđe", "Љубица", "ǈ"]


def _phi_strings(expected: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"\[\[([^\[\]|]+)\|[^\]]+\]\]", expected)]


@lru_cache(maxsize=None)
def seeds(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(inputs, PHI strings) of the language's grammar case files: text that triggers its rules."""
    from fstdeid.casefiles import read_cases

    inputs, phi = [], []
    for f in sorted((ROOT / "grammars" / lang / "tests").glob("*.cases")):
        for case in read_cases(f):
            inputs.append(case.input)
            phi += _phi_strings(case.expected)
    return tuple(dict.fromkeys(inputs)), tuple(dict.fromkeys(phi))


def _insert(s: str, piece: str, at: int) -> str:
    at = at % (len(s) + 1)
    return s[:at] + piece + s[at:]


@st.composite
def _mutated(draw, pool):
    """A PHI-like string with something nasty inside it (`Dra\u200bgan`), or its case changed."""
    s = draw(st.sampled_from(pool))
    how = draw(st.sampled_from(("insert", "upper", "lower", "nfd", "double", "plain")))
    if how == "insert":
        return _insert(s, draw(st.sampled_from(NASTY)), draw(st.integers(0, 64)))
    if how == "upper":
        return s.upper()
    if how == "lower":
        return s.lower()
    if how == "nfd":
        import unicodedata

        return unicodedata.normalize("NFD", s)
    if how == "double":
        return s + draw(st.sampled_from([" ", "", "-", "\u00a0", "\n"])) + s
    return s


def _nested(depth: int) -> str:
    return "".join("([{<"[i % 4] for i in range(depth)) + "Juan" + "".join(">}])"[(depth - 1 - i) % 4]
                                                                             for i in range(depth))


STRUCTURES = st.one_of(
    st.integers(1, 400).map(_nested),                                                # deeply nested brackets
    st.integers(1, 200).map(lambda n: "{" * n + "Juan,.NE" + "}" * n),              # nested lexical braces
    st.integers(100, 3000).map(lambda n: "a" * n),                                   # one very long token
    st.integers(100, 1500).map(lambda n: "9" * n),                                   # a very long number
    st.integers(50, 600).map(lambda n: "Juan " * n),                                 # a very long line
    st.integers(10, 300).map(lambda n: "\n" * n),
    st.integers(10, 300).map(lambda n: "García-" * n),
    st.integers(10, 200).map(lambda n: "12/05/2020 " * n),
)


def texts(lang: str, max_pieces: int = 16):
    """Arbitrary documents for `lang`: case-file inputs and PHI strings (mutated), nasty pieces,
    random Unicode, and pathological structures, concatenated."""
    inputs, phi = seeds(lang)
    piece = st.one_of(
        st.sampled_from(inputs),
        st.sampled_from(phi),
        _mutated(phi),
        st.sampled_from(NASTY),
        st.sampled_from([" ", "  ", ", ", ". ", "\n", "; "]),
        st.text(max_size=6),
        st.text(st.characters(codec="utf-8"), max_size=12),
    )
    small = st.lists(piece, max_size=max_pieces).map("".join)
    big = st.tuples(small, STRUCTURES, small).map("".join)
    return st.one_of(small, small, small, big)

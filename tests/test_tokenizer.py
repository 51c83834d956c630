"""Tests for fstdeid.tokenizer."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fstdeid import tokenizer
from fstdeid.tokenizer import EMAIL, NUMBER, PUNCT, URL, WORD, Token, line_starts, tokenize

W, N, P, E, U = WORD, NUMBER, PUNCT, EMAIL, URL

CASES: list[tuple[str, list[tuple[str, str]]]] = [
    ("", []),
    (" \t\r\n\u00a0", []),
    ("Dr.", [("Dr", W), (".", P)]),
    ("c/", [("c", W), ("/", P)]),
    ("Jovanović-", [("Jovanović", W), ("-", P)]),
    ("NºCol:", [("N", W), ("º", P), ("Col", W), (":", P)]),
    ("1ª vez", [("1", N), ("ª", P), ("vez", W)]),
    ("2º", [("2", N), ("º", P)]),
    ("12.02.2007.", [("12", N), (".", P), ("02", N), (".", P), ("2007", N), (".", P)]),
    ("4,02. 2007.", [("4", N), (",", P), ("02", N), (".", P), ("2007", N), (".", P)]),
    ("28036", [("28036", N)]),
    ("5-7", [("5", N), ("-", P), ("7", N)]),
    ("S02.5", [("S", W), ("02", N), (".", P), ("5", N)]),
    ("J18.9", [("J", W), ("18", N), (".", P), ("9", N)]),
    ("[J18.9]", [("[", P), ("J", W), ("18", N), (".", P), ("9", N), ("]", P)]),
    ("{x}", [("{", P), ("x", W), ("}", P)]),
    ("<b>", [("<", P), ("b", W), (">", P)]),
    ("a_b", [("a", W), ("_", P), ("b", W)]),
    (
        "PT SEEN BY DR SMITH 7/22",
        [("PT", W), ("SEEN", W), ("BY", W), ("DR", W), ("SMITH", W), ("7", N), ("/", P), ("22", N)],
    ),
    ("Paciente:\r\nDr. Pérez\r\n", [("Paciente", W), (":", P), ("Dr", W), (".", P), ("Pérez", W)]),
    # Serbian, Cyrillic and Latin.
    ("Драган Јовановић, Beograd", [("Драган", W), ("Јовановић", W), (",", P), ("Beograd", W)]),
    # Decomposed accents stay in their word; a mark after a non-letter is PUNCT.
    ("Jose\u0301 Pe\u0301rez", [("Jose\u0301", W), ("Pe\u0301rez", W)]),
    ("Jovanovic\u0301-", [("Jovanovic\u0301", W), ("-", P)]),
    ("5\u0301", [("5", N), ("\u0301", P)]),
    ("\u0301a", [("\u0301", P), ("a", W)]),
    # Zero-width characters join letters, but only between letters.
    ("Dra\u200bgan", [("Dra\u200bgan", W)]),
    ("Dra\u200c\u200dgan", [("Dra\u200c\u200dgan", W)]),
    ("Dra\u2060gan\ufeffa", [("Dra\u2060gan\ufeffa", W)]),
    ("a\u200b", [("a", W), ("\u200b", P)]),
    ("\u200ba", [("\u200b", P), ("a", W)]),
    ("a\u200b1", [("a", W), ("\u200b", P), ("1", N)]),
    # Two words glued without a space are split; short mixed-case words stay whole.
    ("Sarra DominguezCorreo", [("Sarra", W), ("Dominguez", W), ("Correo", W)]),
    ("MartínezNºCol:", [("Martínez", W), ("N", W), ("º", P), ("Col", W), (":", P)]),
    ("DRAlberto DRAMA", [("DR", W), ("Alberto", W), ("DRAMA", W)]),
    ("pH mmHg IgG McDonald iPhone", [("pH", W), ("mmHg", W), ("IgG", W), ("McDonald", W), ("iPhone", W)]),
    # Non-breaking space and other Unicode spaces separate tokens.
    ("Dr.\u00a0Smith\u2003x", [("Dr", W), (".", P), ("Smith", W), ("x", W)]),
    # Symbols, emoji and control characters are one PUNCT each.
    ("a€😀\x00b", [("a", W), ("€", P), ("😀", P), ("\x00", P), ("b", W)]),
    ("a\ud800b", [("a", W), ("\ud800", P), ("b", W)]),  # a lone surrogate
    # E-mail addresses.
    ("nnavcu@hotmail.com.", [("nnavcu@hotmail.com", E), (".", P)]),
    ("(ana.p_r+1@hosp-x.bg.ac.rs)", [("(", P), ("ana.p_r+1@hosp-x.bg.ac.rs", E), (")", P)]),
    ("x@y.com-", [("x@y.com", E), ("-", P)]),
    ("a@b", [("a", W), ("@", P), ("b", W)]),
    ("@a.com", [("@", P), ("a", W), (".", P), ("com", W)]),
    ("jose\u0301@x.es", [("jose\u0301@x.es", E)]),
    ("a@b.es_c@d.es", [("a@b.es", E), ("_", P), ("c", W), ("@", P), ("d", W), (".", P), ("es", W)]),
    # The label glued to an address by "." or "-" stays out of it.
    ("E-mail.ana@x.es", [("E", W), ("-", P), ("mail", W), (".", P), ("ana@x.es", E)]),
    ("EMAIL-ana@x.es", [("EMAIL", W), ("-", P), ("ana@x.es", E)]),
    ("e-mailer@x.es emails@x.es", [("e-mailer@x.es", E), ("emails@x.es", E)]),
    # URLs: case-insensitive scheme, trailing punctuation left out.
    ("http://x.es/a?b=1", [("http://x.es/a?b=1", U)]),
    ("(https://x.es/a).", [("(", P), ("https://x.es/a", U), (")", P), (".", P)]),
    (
        "HTTP://X.ES, WWW.Salud.gob.es;",
        [("HTTP://X.ES", U), (",", P), ("WWW.Salud.gob.es", U), (";", P)],
    ),
    ("ftp://f.org/a]}!?", [("ftp://f.org/a", U), ("]", P), ("}", P), ("!", P), ("?", P)]),
    ('<a href="www.x.es">', [("<", P), ("a", W), ("href", W), ("=", P), ('"', P),
                             ("www.x.es", U), ('"', P), (">", P)]),
    # A control character ends a URL; an invisible character is never its last one, but stays inside it.
    ("www.x.es\x01b", [("www.x.es", U), ("\x01", P), ("b", W)]),
    ("www.x.es\u200b.", [("www.x.es", U), ("\u200b", P), (".", P)]),
    ("www.cli\u200bnica.es", [("www.cli\u200bnica.es", U)]),
    ("http://", [("http", W), (":", P), ("/", P), ("/", P)]),
    ("www.", [("www", W), (".", P)]),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[repr(c[0]) for c in CASES])
def test_examples(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(text[t.start : t.end], t.kind) for t in tokenize(text)] == expected


def test_token_shape_and_interned_kinds() -> None:
    tokens = tokenize("Dr. Ana 12 a@b.es www.x.es")
    assert all(type(t) is Token for t in tokens)
    assert tokens[0] == Token(0, 2, WORD)
    assert [t.kind for t in tokens] == [WORD, PUNCT, WORD, NUMBER, EMAIL, URL]
    kinds = {WORD: WORD, PUNCT: PUNCT, NUMBER: NUMBER, EMAIL: EMAIL, URL: URL}
    assert all(t.kind is kinds[t.kind] for t in tokens)  # the module constants themselves


@pytest.mark.parametrize(
    "text",
    ["a." * 20_000, "-" * 40_000, "a@" * 20_000, "http://" + "." * 40_000,
     "a" + "\u200b" * 40_000, ("x" * 30 + "@") * 2_000],
)
def test_long_runs_are_tokenized(text: str) -> None:
    # Inputs that would be quadratic for a naive e-mail or word pattern still give one
    # token per non-space character they do not join.
    tokens = tokenize(text)
    assert sum(t.end - t.start for t in tokens) == len(text)


def _check_cover(text: str, tokens: list[Token]) -> None:
    previous_end = 0
    rebuilt: list[str] = []
    for start, end, kind in tokens:
        assert previous_end <= start < end <= len(text)
        assert kind in (WORD, NUMBER, PUNCT, EMAIL, URL)
        gap, token = text[previous_end:start], text[start:end]
        assert gap == "" or gap.isspace()
        assert not any(c.isspace() for c in token)
        rebuilt += [gap, token]
        previous_end = end
    tail = text[previous_end:]
    assert tail == "" or tail.isspace()
    assert "".join(rebuilt) + tail == text


@given(st.text())
def test_tokens_cover_the_text(text: str) -> None:
    _check_cover(text, tokenize(text))


# Text made mostly of the pieces the rules care about, to reach the rarer paths.
_TRICKY = st.lists(
    st.one_of(
        st.sampled_from(list("aZé1٣_.@-:/,;)]}ºª \n\r\t\u00a0\u0301\u200b\ufeff<>\"'")),
        st.sampled_from(["http://", "HTTPS://", "ftp://", "www.", "Www.", "a@b.c"]),
        st.characters(),
    )
).map("".join)


@given(_TRICKY)
def test_tokens_cover_tricky_text(text: str) -> None:
    tokens = tokenize(text)
    _check_cover(text, tokens)
    for start, end, kind in tokens:
        token = text[start:end]
        if kind == PUNCT:
            assert len(token) == 1
        elif kind == NUMBER:
            assert re.fullmatch(r"\d+", token)
        elif kind == WORD:
            assert re.match(r"[^\W\d_]", token) and not re.search(r"[\d_ºª]", token)
        elif kind == URL:
            assert re.match(r"(?i:https?://|ftp://|www\.)", token) and token[-1] not in ".,;:!?)]}"
        else:
            assert kind == EMAIL and token.count("@") == 1 and "." in token.split("@")[1]


# The pattern without the e-mail look-behind: quadratic on long runs, but obviously right.
_NAIVE_RE = re.compile(tokenizer._TOKEN_RE.pattern.replace(f"(?<!{tokenizer._LOCAL})", "", 1))
_LOCAL_RE = re.compile(tokenizer._LOCAL)


def test_naive_pattern_differs_only_by_the_look_behind() -> None:
    assert _NAIVE_RE.pattern != tokenizer._TOKEN_RE.pattern


@given(_TRICKY)
def test_email_look_behind_only_drops_glued_addresses(text: str) -> None:
    # The look-behind may only change a result where the naive pattern starts an e-mail right
    # after a local-part character, i.e. an address glued to the end of another token.
    naive = [(m.start(), m.end(), m.lastgroup) for m in _NAIVE_RE.finditer(text)]
    glued = any(k == EMAIL and s > 0 and _LOCAL_RE.match(text[s - 1]) for s, _, k in naive)
    if not glued:
        assert [(s, e, k) for s, e, k in tokenize(text)] == naive


def _line_starts_reference(text: str, tokens: list[Token]) -> list[bool]:
    # Line number of each token = number of CR/LF characters before it.
    lines = [len(re.findall(r"[\r\n]", text[: t.start])) for t in tokens]
    return [i == 0 or lines[i] != lines[i - 1] for i in range(len(tokens))]


def test_line_starts_examples() -> None:
    text = "PT SEEN\r\nBY DR\n\n  SMITH 7/22\rX"
    tokens = tokenize(text)
    starts = line_starts(text, tokens)
    first = [text[t.start : t.end] for t, s in zip(tokens, starts) if s]
    assert first == ["PT", "BY", "SMITH", "X"]
    assert line_starts("", []) == []
    assert line_starts("\n\nx", tokenize("\n\nx")) == [True]


@given(st.text(st.one_of(st.sampled_from(list("ab1. \n\r\t\u00a0")), st.characters())))
def test_line_starts_property(text: str) -> None:
    tokens = tokenize(text)
    assert line_starts(text, tokens) == _line_starts_reference(text, tokens)


@given(st.lists(st.sampled_from(list("aZé1٣_.@-:/,;)]}ºª \n\r\t\u00a0\u0301\u200b\ufeff<>\"'wh")
                                + ["http://", "www.", "x@y.es", "  ", "\r\n"]), max_size=30).map("".join))
@settings(max_examples=300, deadline=None)
def test_spaced_pattern_gives_the_same_tokens(text):
    """The engine's unit builder reads tokens (and the gap before each) with SPACED_TOKEN_PATTERN."""
    from fstdeid.tokenizer import SPACED_KINDS_BY_GROUP, SPACED_TOKEN_PATTERN

    got = [(*m.span(m.lastindex), SPACED_KINDS_BY_GROUP[m.lastindex]) for m in SPACED_TOKEN_PATTERN.finditer(text)]
    assert got == [tuple(t) for t in tokenize(text)]
    gaps = [m.group(1) for m in SPACED_TOKEN_PATTERN.finditer(text)]
    assert all(not g or g.isspace() for g in gaps)


_CAMEL_TEXT = st.lists(st.sampled_from(["Dominguez", "Correo", "DR", "DRA", "Alberto", "pH", "mm", "Hg", "NºCol", "º",
                                         "a", "ñ", "Á", "x@y.es", " ", "-", ".", "3"])).map("".join)


@settings(max_examples=400)
@given(st.lists(st.one_of(_TRICKY, _CAMEL_TEXT), min_size=1, max_size=4))
def test_a_spaced_token_string_has_one_reading_wherever_it_stands(texts: list[str]) -> None:
    # features.token_units keys its cache on the strings of SPACED_TOKEN_STRINGS: the same string
    # must always have the same groups (its gap, and its token in the group of its kind)
    seen: dict[str, tuple] = {}
    for text in texts:
        strings = tokenizer.SPACED_TOKEN_STRINGS.findall(text)
        groups = tokenizer.SPACED_TOKEN_PATTERN.findall(text)
        assert strings == ["".join(g) for g in groups]
        for s, g in zip(strings, groups):
            assert seen.setdefault(s, g) == g, (s, g, seen[s])

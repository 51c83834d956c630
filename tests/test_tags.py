"""Tests for fstdeid.tags."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fstdeid.errors import FstdeidError
from fstdeid.tags import (
    SPECIAL,
    DelaEntry,
    DelasEntry,
    Tag,
    TagSyntaxError,
    escape,
    format_dela_line,
    format_delas_line,
    format_tag,
    has_codes,
    is_comment,
    parse_dela_line,
    parse_delas_line,
    parse_tag,
    unescape,
)

# -- examples ---------------------------------------------------------------------------------


def test_simple_tag() -> None:
    t = parse_tag("{Beogradu,.NE+top+gr:s7q}")
    assert t == Tag(("Beogradu",), "", ("NE", "top", "gr"), ("s7q",))
    assert t.form == "Beogradu" and t.lemma == ""
    assert format_tag(t) == "{Beogradu,.NE+top+gr:s7q}"


def test_tag_with_lemma_and_repeated_infl() -> None:
    t = parse_tag("{Beogradu,Beograd.N+NProp+Top+Gr:s7q:s3q}")
    assert t == Tag(("Beogradu",), "Beograd", ("N", "NProp", "Top", "Gr"), ("s7q", "s3q"))


def test_merge_mode_nested_tag() -> None:
    s = '{Dom zdravlja "{Milutin Ivković,.NE+persName+full:ms1v}",.NE+org:1sq:4sq}'
    t = parse_tag(s)
    person = Tag(("Milutin Ivković",), "", ("NE", "persName", "full"), ("ms1v",))
    assert t == Tag(('Dom zdravlja "', person, '"'), "", ("NE", "org"), ("1sq", "4sq"))
    assert t.form == 'Dom zdravlja "Milutin Ivković"'
    assert format_tag(t) == s


@pytest.mark.parametrize(
    ("s", "parts"),
    [
        # nested tag at the start, at the end, alone, and two in a row
        ("{{Ana,.N}x,.M}", (Tag(("Ana",), "", ("N",)), "x")),
        ("{x{Ana,.N},.M}", ("x", Tag(("Ana",), "", ("N",)))),
        ("{{Ana,.N},.M}", (Tag(("Ana",), "", ("N",)),)),
        ("{{a,.N}{b,.N},.M}", (Tag(("a",), "", ("N",)), Tag(("b",), "", ("N",)))),
        # nesting inside nesting, escapes around nested tags
        (
            "{dr {Ana {Pérez,.L},.P} \\, x,.M}",
            ("dr ", Tag(("Ana ", Tag(("Pérez",), "", ("L",))), "", ("P",)), " , x"),
        ),
    ],
)
def test_nesting(s: str, parts: tuple) -> None:
    t = parse_tag(s)
    assert t == Tag(parts, "", ("M",))
    assert format_tag(t) == s


def test_form_of_nested_tags() -> None:
    t = parse_tag("{a{b{c,.N}d,.N}e{f,.N},.N}")
    assert t.form == "abcdef"


@pytest.mark.parametrize("c", list(SPECIAL))
def test_escape_of_each_special_char_in_each_field(c: str) -> None:
    e = "\\" + c
    t = Tag((f"a{c}b",), f"l{c}m", (f"C{c}D", "E"), (f"i{c}j",))
    s = f"{{a{e}b,l{e}m.C{e}D+E:i{e}j}}"
    assert format_tag(t) == s
    assert parse_tag(s) == t
    line = f"a{e}b,l{e}m.C{e}D+E:i{e}j"
    assert format_dela_line(DelaEntry(f"a{c}b", f"l{c}m", (f"C{c}D", "E"), (f"i{c}j",))) == line
    assert parse_dela_line(line) == DelaEntry(f"a{c}b", f"l{c}m", (f"C{c}D", "E"), (f"i{c}j",))
    delas = f"l{e}m,N{e}1+C{e}D:i{e}j"
    assert parse_delas_line(delas) == DelasEntry(f"l{c}m", f"N{c}1", (f"C{c}D",), (f"i{c}j",))
    assert format_delas_line(parse_delas_line(delas)) == delas


def test_escaping_helpers() -> None:
    assert escape("a+{}:.,\\b=") == "a\\+\\{\\}\\:\\.\\,\\\\b="
    assert unescape("a\\+\\{\\}\\:\\.\\,\\\\b\\=\\x") == "a+{}:.,\\b=x"
    with pytest.raises(TagSyntaxError) as info:
        unescape("ab\\")
    assert info.value.column == 2


@pytest.mark.parametrize(
    ("s", "tag"),
    [
        # Special characters that do not end their field are read as they are (as in Unitex);
        # format_tag escapes them.
        ("{S.A.,.N}", Tag(("S.A.",), "", ("N",))),
        ("{a+b:c,.N}", Tag(("a+b:c",), "", ("N",))),
        ("{x,a,b+c:d.N}", Tag(("x",), "a,b+c:d", ("N",))),
        ("{x,.N,a.b:s,+.}", Tag(("x",), "", ("N,a.b",), ("s,+.",))),
        ("{\\x\\=,.N}", Tag(("x=",), "", ("N",))),
    ],
)
def test_lenient_reading(s: str, tag: Tag) -> None:
    assert parse_tag(s) == tag
    assert parse_tag(format_tag(tag)) == tag


def test_dela_lines() -> None:
    e = parse_dela_line("Beogradu,Beograd.N+NProp+Top+Gr:s7q:s3q\r\n")
    assert e == DelaEntry("Beogradu", "Beograd", ("N", "NProp", "Top", "Gr"), ("s7q", "s3q"))
    assert format_dela_line(e) == "Beogradu,Beograd.N+NProp+Top+Gr:s7q:s3q"
    assert parse_dela_line("Beogradu,.N\n") == DelaEntry("Beogradu", "", ("N",))
    assert parse_dela_line("3\\,14,pi.NUM") == DelaEntry("3,14", "pi", ("NUM",))


def test_delas_lines() -> None:
    e = parse_delas_line("Beograd,N1+NProp+Top+Gr\n")
    assert e == DelasEntry("Beograd", "N1", ("NProp", "Top", "Gr"))
    assert format_delas_line(e) == "Beograd,N1+NProp+Top+Gr"
    assert parse_delas_line("Ana,N600:fs") == DelasEntry("Ana", "N600", (), ("fs",))


def test_comments_and_blank_lines() -> None:
    assert is_comment("/ a comment") and is_comment("   /x,.N")
    assert not is_comment("x,.N") and not is_comment("\\/x,.N") and not is_comment("")
    for line in ["/ a comment\n", "  /x,.N", "", "\n", "  \r\n"]:
        with pytest.raises(TagSyntaxError):
            parse_dela_line(line)
        with pytest.raises(TagSyntaxError):
            parse_delas_line(line)
    # An entry whose form starts with "/" is written so that it is no comment.
    e = DelaEntry(" /x", "", ("N",))
    assert format_dela_line(e) == " \\/x,.N"
    assert parse_dela_line(format_dela_line(e)) == e
    assert format_delas_line(DelasEntry("/", "N1", ())) == "\\/,N1"


def test_line_breaks_inside_entries_are_refused() -> None:
    with pytest.raises(ValueError):
        format_dela_line(DelaEntry("a\nb", "", ("N",)))
    with pytest.raises(ValueError):
        format_delas_line(DelasEntry("a", "N1", ("x\r",)))
    with pytest.raises(TagSyntaxError) as info:
        parse_dela_line("a\nb,.N")
    assert info.value.column == 1
    # Tags, which live in running text, may hold line breaks.
    assert parse_tag("{Ana\nPérez,.N}").form == "Ana\nPérez"


def test_has_codes() -> None:
    codes = ("NE", "persName", "full")
    assert has_codes(codes, ("persName", "NE"))
    assert has_codes(codes, ())
    assert not has_codes(codes, ("NE", "org"))


# -- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("s", "column", "expected"),
    [
        ("{x,.N", 5, "expected '+', ':' or '}', found end of input"),  # missing "}"
        ("{x{y,.N},.N", 11, "expected '+', ':' or '}', found end of input"),  # outer "}"
        ("{x{y,.N,.N}", 11, "expected ',', found end of input"),  # inner "}": "," is in a code
        ("{Beogradu,Beograd}", 17, "expected '.', found '}'"),  # missing "."
        ("{Beogradu,NE+top}", 16, "expected '.', found '}'"),  # missing "."
        ("{x}", 2, "expected ',', found '}'"),  # stray "}" in the form
        ("{x,.N}}", 6, "expected the end of the tag, found '}'"),  # stray "}" after the tag
        ("{x,.N} ", 6, "expected the end of the tag, found text"),
        ("}", 0, "expected '{', found '}'"),
        ("x", 0, "expected '{', found text"),
        ("", 0, "expected '{', found end of input"),
        ("{x,.}", 4, "expected a code, found '}'"),  # empty codes
        ("{x,.N+}", 6, "expected a code, found '}'"),
        ("{x,.N++a}", 6, "expected a code, found '+'"),
        ("{x,.:s}", 4, "expected a code, found ':'"),
        ("{x,.N:}", 6, "expected an inflection code, found '}'"),
        ("{x,.N:a::b}", 8, "expected an inflection code, found ':'"),
        ("{,.N}", 1, "expected a form, found ','"),
        ("{x,y{.N}", 4, "expected '.', found '{'"),
        ("{x,.N{}", 5, "expected '+', ':' or '}', found '{'"),
        ("{x,.N\\", 5, "expected a character after '\\', found end of input"),
    ],
)
def test_tag_errors(s: str, column: int, expected: str) -> None:
    with pytest.raises(TagSyntaxError) as info:
        parse_tag(s)
    assert info.value.column == column
    assert str(info.value) == f"column {column}: {expected}"


@pytest.mark.parametrize(
    ("line", "column"),
    [("x", 1), ("x,y", 3), ("x,.", 3), ("x,.N+", 5), ("x,.N:", 5), ("x}y,.N", 1), ("x,.N{", 4),
     ("{x,.N}", 0), (",.N", 0), ("x,.N\\", 4)],
)
def test_dela_line_errors(line: str, column: int) -> None:
    with pytest.raises(TagSyntaxError) as info:
        parse_dela_line(line)
    assert info.value.column == column


@pytest.mark.parametrize(
    ("line", "column"), [("Beograd", 7), ("Beograd,", 8), (",N1", 0), ("a,N1+", 5)]
)
def test_delas_line_errors(line: str, column: int) -> None:
    with pytest.raises(TagSyntaxError) as info:
        parse_delas_line(line)
    assert info.value.column == column


def test_errors_do_not_leak_text() -> None:
    cases = ["{Milutin Ivković,.NE", "{Milutin Ivković,.NE+persName} Ivković", "Milutin Ivković"]
    for s in cases:
        with pytest.raises(TagSyntaxError) as info:
            parse_tag(s)
        assert "Milutin" not in str(info.value) and "Ivkovi" not in str(info.value)
    with pytest.raises(TagSyntaxError) as info:
        parse_dela_line("Ivković")
    assert "Ivkovi" not in str(info.value)


def test_error_types() -> None:
    assert issubclass(TagSyntaxError, ValueError) and issubclass(TagSyntaxError, FstdeidError)


@pytest.mark.parametrize(
    "make",
    [
        lambda: Tag((), "", ("N",)),
        lambda: Tag(("",), "", ("N",)),
        lambda: Tag(("a", "b"), "", ("N",)),
        lambda: Tag(("a",), "", ()),
        lambda: Tag(("a",), "", ("N", "")),
        lambda: Tag(("a",), "", ("N",), ("",)),
        lambda: Tag(["a"], "", ("N",)),  # type: ignore[arg-type]
        lambda: Tag(("a", 1), "", ("N",)),  # type: ignore[arg-type]
        lambda: Tag(("a",), "", "NE"),  # type: ignore[arg-type]
        lambda: DelaEntry("", "", ("N",)),
        lambda: DelaEntry("a", "", ()),
        lambda: DelasEntry("a", "", ()),
        lambda: DelasEntry("", "N1", ()),
        lambda: DelasEntry("a", "N1", ("",)),
    ],
)
def test_invalid_values_are_refused(make) -> None:
    with pytest.raises((ValueError, TypeError)):
        make()


# -- depth ------------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [1000, 20_000])
def test_deep_nesting(depth: int) -> None:
    s = "{" * depth + "x" + ",.N}" * depth
    t = parse_tag(s)
    for _ in range(depth - 1):  # walk down without recursion
        assert len(t.parts) == 1 and isinstance(t.parts[0], Tag)
        t = t.parts[0]
    assert t.parts == ("x",)
    top = parse_tag(s)
    assert top.form == "x"
    assert format_tag(top) == s

    built = Tag(("x",), "", ("N",))
    for _ in range(depth - 1):
        built = Tag((built,), "", ("N",))
    assert format_tag(built) == s and built.form == "x"


def test_deep_nesting_errors() -> None:
    with pytest.raises(TagSyntaxError) as info:
        parse_tag("{" * 5000 + "x,.N")
    assert info.value.column == 5004


# -- properties -------------------------------------------------------------------------------

_CHAR = st.one_of(st.sampled_from([*SPECIAL, "/", " ", "\n", "\r", "=", "é"]), st.characters())
_TEXT = st.text(_CHAR, max_size=8)
_TEXT1 = st.text(_CHAR, min_size=1, max_size=8)
_CODES = st.lists(_TEXT1, min_size=1, max_size=4).map(tuple)
_INFL = st.lists(_TEXT1, max_size=3).map(tuple)


def _merged(parts: list) -> tuple:
    """Parts with adjacent text runs joined, as Tag requires."""
    out: list = []
    for part in parts:
        if isinstance(part, str) and out and isinstance(out[-1], str):
            out[-1] += part
        else:
            out.append(part)
    return tuple(out)


def _extend(children: st.SearchStrategy[Tag]) -> st.SearchStrategy[Tag]:
    parts = st.lists(st.one_of(_TEXT1, children), min_size=1, max_size=4).map(_merged)
    return st.builds(Tag, parts, _TEXT, _CODES, _INFL)


TAGS = st.recursive(st.builds(Tag, st.tuples(_TEXT1), _TEXT, _CODES, _INFL), _extend, max_leaves=10)


def _form_reference(t: Tag) -> str:
    return "".join(p if isinstance(p, str) else _form_reference(p) for p in t.parts)


@given(TAGS)
def test_tag_round_trip(t: Tag) -> None:
    s = format_tag(t)
    assert parse_tag(s) == t
    assert format_tag(parse_tag(s)) == s
    assert t.form == _form_reference(t)


_LINE_CHAR = st.one_of(st.sampled_from([*SPECIAL, "/", " ", "\t", "=", "é"]),
                       st.characters(exclude_characters="\r\n"))
_LINE_TEXT = st.text(_LINE_CHAR, max_size=8)
_LINE_TEXT1 = st.text(_LINE_CHAR, min_size=1, max_size=8)
_LINE_CODES = st.lists(_LINE_TEXT1, max_size=4).map(tuple)
_LINE_CODES1 = st.lists(_LINE_TEXT1, min_size=1, max_size=4).map(tuple)
_LINE_INFL = st.lists(_LINE_TEXT1, max_size=3).map(tuple)


@given(st.builds(DelaEntry, _LINE_TEXT1, _LINE_TEXT, _LINE_CODES1, _LINE_INFL),
       st.sampled_from(["", "\n", "\r\n"]))
def test_dela_round_trip(e: DelaEntry, end: str) -> None:
    line = format_dela_line(e)
    assert not is_comment(line)
    assert parse_dela_line(line + end) == e
    assert format_dela_line(parse_dela_line(line)) == line


@given(st.builds(DelasEntry, _LINE_TEXT1, _LINE_TEXT1, _LINE_CODES, _LINE_INFL),
       st.sampled_from(["", "\n", "\r\n"]))
def test_delas_round_trip(e: DelasEntry, end: str) -> None:
    line = format_delas_line(e)
    assert not is_comment(line)
    assert parse_delas_line(line + end) == e
    assert format_delas_line(parse_delas_line(line)) == line


@given(st.text(_CHAR))
def test_escape_round_trip(s: str) -> None:
    assert unescape(escape(s)) == s
    assert re.fullmatch(r"(?:[^+{}:.,\\]|\\[+{}:.,\\])*", escape(s), re.DOTALL)


# Arbitrary text made mostly of the syntax's own characters.
_SYNTAX_TEXT = st.lists(
    st.one_of(st.sampled_from([*SPECIAL, "{", "{", "}", ",", ".", "a", "N"]), _CHAR)
).map("".join)


@given(_SYNTAX_TEXT)
def test_any_text_parses_or_fails_cleanly(s: str) -> None:
    for text in (s, "{" + s + "}"):
        try:
            t = parse_tag(text)
        except TagSyntaxError as e:
            assert 0 <= e.column <= len(text)
        else:
            assert parse_tag(format_tag(t)) == t
    try:
        e = parse_dela_line(s)
    except TagSyntaxError as err:
        assert 0 <= err.column <= len(s)
    else:
        assert parse_dela_line(format_dela_line(e)) == e

"""The grammar combinators: their errors, and what each atom matches once compiled into a language."""

from __future__ import annotations

import math

import pytest

import fstdeid
from fstdeid import GrammarError
from fstdeid.grammar import (Atom, Rule, Stage, alt, atoms_of, cap, digits, lex, lit, opt, part, part_names, punct,
                             regex, repeat, right, left, seq, split_codes, star, words)
from conftest import DEMO_LEXICONS


# -- errors of the combinators ----------------------------------------------------------------------


@pytest.mark.parametrize("make, expected", [
    (lambda: lit("two words"), r"lit\('two words'\) is 2 tokens, not one: use words\('two words'\)"),
    (lambda: lit(""), r"lit\(''\) is 0 tokens, not one"),
    (lambda: punct(".."), r"punct\(\) takes one character, got '..'"),
    (lambda: digits(0), r"digits\(0, 0\): need 1 <= lo <= hi"),
    (lambda: digits(3, 2), r"digits\(3, 2\): need 1 <= lo <= hi"),
    (lambda: regex("("), r"regex\('\('\)"),
    (lambda: repeat(lit("a"), -1), "need 0 <= lo <= hi and hi >= 1"),
    (lambda: repeat(lit("a"), 3, 2), "need 0 <= lo <= hi and hi >= 1"),
    (lambda: repeat(lit("a"), 0, 0), "need 0 <= lo <= hi and hi >= 1"),
    (lambda: part("not an id", lit("a")), "part name 'not an id' must be an identifier"),
    (lambda: cap() & seq(lit("a"), lit("b")), "& and ~ combine single-unit atoms, not Seq"),
    (lambda: seq(), r"seq\(\) needs at least one pattern"),
    (lambda: alt(), r"alt\(\) needs at least one pattern"),
    (lambda: seq(lit("a"), "b"), "expected a pattern, got str"),
    (lambda: opt(None), "expected a pattern, got NoneType"),
    (lambda: words("   "), r"words\(\) needs some text"),
    (lambda: split_codes("+"), "a code mask needs at least one code"),
    (lambda: lex(""), "a code mask needs at least one code"),
    (lambda: Rule("has space", lit("a"), codes="X"), "rule name 'has space' must be non-empty without spaces"),
    (lambda: Rule("", lit("a"), codes="X"), "rule name '' must be non-empty"),
    (lambda: Rule("r", lit("a"), codes=""), "a code mask needs at least one code"),
    (lambda: Rule("r", lit("a"), codes="X", weight=math.nan), "weight must be a finite number"),
    (lambda: Rule("r", lit("a"), codes="X", weight=1e7), "weight must be a finite number"),
    (lambda: Rule("r", lit("a"), codes="X", infl_from=("p",)), r"rule r: no part named 'p' \(parts: none\)"),
    (lambda: Rule("r", part("p", lit("a")), codes="X", lemma_from=("q",)), r"no part named 'q' \(parts: \['p'\]\)"),
    (lambda: Rule("r", "a", codes="X"), "expected a pattern, got str"),
    (lambda: Stage("s", []), "stage s: no rules"),
    (lambda: Stage("s", [lit("a")]), "stage s: expected Rule, got Atom"),
])
def test_combinator_errors(make, expected):
    with pytest.raises(GrammarError, match=expected):
        make()


def test_structure_helpers():
    p = seq(lit("a"), seq(lit("b"), lit("c")))
    assert [a.key() for a in atoms_of(p)] == ["lit('a')", "lit('b')", "lit('c')"]  # nested seq flattened
    q = part("x", lit("a") | part("y", cap())) + right(part("z", digits(2)))
    assert part_names(q) == ["x", "y", "z"]
    assert split_codes("NE+persName+") == ("NE", "persName")
    assert split_codes(("A", "B")) == ("A", "B")
    assert (cap() & ~lex("NE")).key() == "and(cap,not(lex(('NE',),None,None)))"
    assert lit("Dr", ignore_case=True) == Atom("ilit", ("dr",))
    assert words("Centro de Salud").items == (lit("Centro"), lit("de"), lit("Salud"))
    assert words("J18.9", ignore_case=True).items == (Atom("ilit", ("j",)), Atom("ilit", ("18",)),
                                                      Atom("ilit", (".",)), Atom("ilit", ("9",)))
    r = Rule("r", left(lit("a")) + lit("b"), codes="NE+X")
    assert r.codes == ("NE", "X")
    assert Stage("s", [r]).rules == (r,)


# -- atoms, compiled ------------------------------------------------------------------------------


ATOMS_STAGE = '''
from fstdeid.grammar import *

STAGE = Stage("atoms", [
    Rule("ilit", lit("hola", ignore_case=True) + lit("!"), codes="A+ilit"),
    Rule("lit", lit("Sr") + lit("."), codes="A+lit"),
    Rule("upper", upper() + lit("!"), codes="A+upper", weight=1),
    Rule("lower", lower() + lit("?"), codes="A+lower"),
    Rule("word", word() + lit("#"), codes="A+word"),
    Rule("number", number() + lit("%"), codes="A+number"),
    Rule("digits", digits(3) + lit("kg"), codes="A+digits"),
    Rule("email", email(), codes="A+email"),
    Rule("url", url(), codes="A+url"),
    Rule("regex", regex(r"Q[a-z]+") + lit("~"), codes="A+regex"),
    Rule("line_start", (line_start() & lit("Nombre")) + lit(":"), codes="A+bol"),
    Rule("any_unit", lit("«") + any_unit() + lit("»"), codes="A+any"),
    Rule("token", lit("[") + token() + lit("]"), codes="A+token"),
    Rule("plus", lit("ja") + plus(lit("ja")), codes="A+plus"),
    Rule("repeat", repeat(lit("bla"), 2, 3), codes="A+repeat"),
    Rule("words", words("Santa Cruz"), codes="A+words"),
    Rule("punct", lit("¡") + punct(), codes="A+punct"),
    Rule("not_a_name", (cap() & ~lex("NE+persName")) + lit("*"), codes="A+notname"),
    Rule("star", lit("x") + star(lit("o")) + lit("x"), codes="A+star"),
])
'''


@pytest.fixture(scope="module")
def atoms_lang(tmp_path_factory):
    root = tmp_path_factory.mktemp("atoms")
    gdir = root / "grammars" / "atoms"
    gdir.mkdir(parents=True)
    (gdir / "language.toml").write_text('name = "atoms"\n')
    (gdir / "cascade.csc").write_text('"atoms.py" Merge\n')
    (gdir / "atoms.py").write_text(ATOMS_STAGE)
    return fstdeid.load(grammar_dir=gdir, lexicon_dir=DEMO_LEXICONS, cache_dir=root / "cache")


@pytest.mark.parametrize("text, expected", [
    ("HOLA! y hola!", [("HOLA!", "ilit"), ("hola!", "ilit")]),
    ("Sr. sr.", [("Sr.", "lit")]),
    ("ABC! Abc!", [("ABC!", "upper")]),
    ("abc? Abc?", [("abc?", "lower")]),
    ("Foo# 12#", [("Foo#", "word")]),
    ("12% y abc%", [("12%", "number")]),
    ("500kg 50kg 5000kg", [("500kg", "digits")]),
    ("mail: ana.p@example.org.", [("ana.p@example.org", "email")]),
    ("ver https://x.example.org/a?b=1).", [("https://x.example.org/a?b=1", "url")]),
    ("Qabc~ QAbc~", [("Qabc~", "regex")]),
    ("Nombre: x\n  Nombre: y\nver Nombre: z", [("Nombre:", "line_start"), ("Nombre:", "line_start")]),
    ("«12» «a» «»", [("«12»", "any_unit"), ("«a»", "any_unit")]),
    ("[x] [] [12]", [("[x]", "token"), ("[12]", "token")]),
    ("ja ja ja, ja", [("ja ja ja", "plus")]),
    ("bla bla bla bla bla", [("bla bla bla", "repeat")]),  # at most 3, then 2 left: one more match
    ("Santa Cruz, Santa", [("Santa Cruz", "words")]),
    ("¡! ¡a", [("¡!", "punct")]),
    ("Zapata* Juan*", [("Zapata*", "not_a_name")]),
    ("x x x o o x x o", [("x x", "star"), ("x o o x", "star")]),
])
def test_each_atom(atoms_lang, text, expected):
    ann = atoms_lang.annotate(text)
    got = [(text[t.start:t.end], t.rule) for t in ann.tags]
    if text.startswith("bla"):
        expected = [("bla bla bla", "repeat"), ("bla bla", "repeat")]
    assert got == expected
    # No [[phi]] in this language: tags are not PHI, and their element names come from the codes.
    assert ann.spans == ()
    assert all(t.label is None and t.element == "A." + t.codes[1] for t in ann.tags)


def test_either_is_an_atom_that_combines_with_and_and_not(demo_copy):
    import fstdeid
    from fstdeid.grammar import either, upper

    gdir, ldir = demo_copy
    (gdir / "upper_or_number.py").write_text(
        "from fstdeid.grammar import *\n"
        "STAGE = Stage('codes', [Rule('code', left(lit('ref')) + (either(upper(), number()) & ~lit('NO')),"
        " codes='NE+ID')])\n", encoding="utf-8")
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    (gdir / "cascade.csc").write_text('"upper_or_number.py" Merge Enabled 1\n' + csc, encoding="utf-8")
    deid = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir)
    text = "ref ABC ref 123 ref NO ref abc"
    tags = [text[t.start:t.end] for t in deid.annotate(text).tags if t.stage == "codes"]
    assert tags == ["ABC", "123"]
    with pytest.raises(GrammarError):
        either(upper())


@pytest.mark.parametrize("text", ["Nº", "m2", "D.N.I.", "General-Universitario"])
def test_lit_refuses_text_that_is_not_one_token(text):
    from fstdeid.grammar import lit, words

    with pytest.raises(GrammarError, match="not one: use words"):
        lit(text)
    words(text)  # the sequence is fine

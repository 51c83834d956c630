"""The rule language (fstdeid.rules): every construct compiles to the same automaton as the Python
combinators, errors point at file:line:column, and `.rules` stages run in a cascade."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pynini
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import fstdeid
from fstdeid import GrammarError
from fstdeid.compiler import StageCompiler, expand_agreement
from fstdeid.features import Alphabet
from fstdeid.grammar import (Atom, Propagate, Rule, Seq, Stage, alt, any_unit, atoms_of, attached, cap, digits, either,
                             email, left, lex,
                             line_start, lit, lower, number, opt, part, plus, punct, regex, repeat, right, seq, star,
                             tag, token, upper, url, word, words)
from fstdeid.language import load_stage_file, read_config
from fstdeid.rules import format_stage, load_rules_file, parse_rules

from conftest import DEMO_GRAMMARS, spans_of

INFLECTION = {"gender": "mf", "number": "sp"}
ROOT = Path(__file__).resolve().parents[1]


def _atoms(stage: Stage, inflection: dict) -> list[Atom]:
    out = []
    for r in stage.rules:
        out += atoms_of(r.pattern)
        if r.agree:
            for p in expand_agreement(r, inflection):
                out += atoms_of(p)
    return out


def same_automaton(a: Stage, b: Stage, inflection: dict = INFLECTION) -> bool:
    """Both stages compiled by the engine's StageCompiler over one alphabet: equivalent automata?"""
    alphabet = Alphabet.build(_atoms(a, inflection) + _atoms(b, inflection))
    fa, rules_a, parts_a = StageCompiler(alphabet, inflection).stage(a)
    fb, rules_b, parts_b = StageCompiler(alphabet, inflection).stage(b)
    return pynini.equivalent(fa, fb) and rules_a == rules_b and parts_a == parts_b


def rules_stage(body: str) -> Stage:
    return parse_rules(body, "t.rules").stage


def one(pattern, **kw) -> Stage:
    return Stage("t", [Rule("r", pattern, codes=kw.pop("codes", "NE+X"), **kw)])


# -- every construct, side by side with its Python combinator ------------------------------------------

CONSTRUCTS = [
    # atoms
    ('"Dr"', lit("Dr")),
    ('"dr"i', lit("dr", ignore_case=True)),
    ('"DR"i', lit("dr", ignore_case=True)),  # compared casefolded, as lit(ignore_case=True) does
    ('"Centro de Salud"', words("Centro de Salud")),
    ('"Dr."', seq(lit("Dr"), lit("."))),  # a string is tokenized like text: Dr and .
    ('"a\\"b"', seq(lit("a"), lit('"'), lit("b"))),
    ("<cap>", cap()), ("<upper>", upper()), ("<lower>", lower()), ("<word>", word()),
    ("<number>", number()), ("<punct>", punct()), ('"."', punct(".")), ("<email>", email()), ("<url>", url()),
    ("<token>", token()), ("<any>", any_unit()), ("<bol>", line_start()),
    ("<digits:4>", digits(4)), ("<digits:1-2>", digits(1, 2)), ("<digits: 2 - 3 >", digits(2, 3)),
    ("/[A-Z]\\d{2}/", regex(r"[A-Z]\d{2}")), ("/a\\/b/", regex("a/b")),
    ("<lex:NE+persName+first>", lex("NE+persName+first")),
    ("<lex:NE+persName@es-names>", lex("NE+persName", lexicon="es-names")),
    ("<lex:NE+persName:f>", lex("NE+persName", infl="f")),
    ("<lex:NE@demo-first:m>", lex("NE", lexicon="demo-first", infl="m")),
    ("<tag:NE+FECHAS>", tag("NE+FECHAS")),
    ("<tag:NE+persName:f>", tag("NE+persName", infl="f")),
    ("either(<cap>, <upper>)", either(cap(), upper())),
    ('either("Dr", "Dra", <lex:T>) & !<bol>', either(lit("Dr"), lit("Dra"), lex("T")) & ~line_start()),
    ("either(<cap> & !<lex:S>, <upper>)", either(cap() & ~lex("S"), upper())),
    ("!either(<cap>, <upper>)", ~either(cap(), upper())),
    ("either(<cap>, <upper>)+", plus(either(cap(), upper()))),
    # conjunction and negation
    ("<cap> & !<lex:STOP>", cap() & ~lex("STOP")),
    ("<digits:2> & <attached>", digits(2) & attached()),
    ("!<lower>", ~lower()),
    ("!!<lower>", ~~lower()),
    ("!(<cap> & <upper>)", ~(cap() & upper())),
    ("<cap> & (<upper> & !<lex:A>)", cap() & (upper() & ~lex("A"))),
    # operators
    ('"a" "b" "c"', seq(lit("a"), lit("b"), lit("c"))),
    ('"a" | "b" "c"', alt(lit("a"), seq(lit("b"), lit("c")))),
    ('("a" | "b") "c"', seq(alt(lit("a"), lit("b")), lit("c"))),
    ('"a"?', opt(lit("a"))), ('"a"*', star(lit("a"))), ('"a"+', plus(lit("a"))),
    ('"a"{3}', repeat(lit("a"), 3, 3)), ('"a"{2,4}', repeat(lit("a"), 2, 4)), ('"a"{2,}', repeat(lit("a"), 2)),
    ('"a"{,3}', repeat(lit("a"), 0, 3)), ('("a" "b")+', plus(seq(lit("a"), lit("b")))),
    ('(<cap> & <upper>)+', plus(cap() & upper())),
    ('"a"?*', star(opt(lit("a")))),
    ('x:<cap>', part("x", cap())),
    ('x:<cap>+', part("x", plus(cap()))),
    ('(x:<cap>)+', plus(part("x", cap()))),
    ('x:("a" y:<cap>)', part("x", seq(lit("a"), part("y", cap())))),
    ('[left: "Dr" "."?] <cap>', seq(left(seq(lit("Dr"), opt(punct(".")))), cap())),
    ('<cap> [right: "(" "enfermera"]', seq(cap(), right(seq(punct("("), lit("enfermera"))))),
    ('[left: "a"] "b" | "c" [right: "d"]', seq(left(lit("a")), alt(lit("b"), lit("c")), right(lit("d")))),
]


@pytest.mark.parametrize("text, pattern", CONSTRUCTS, ids=[c[0] for c in CONSTRUCTS])
def test_each_construct_compiles_like_its_combinator(text, pattern):
    if text.startswith("[") or text.endswith("]"):  # contexts: the whole rule
        got = rules_stage(f"stage t\nrule r = {text} -> NE+X ;\n")
        assert same_automaton(got, one(pattern))
        return
    # after a literal, so that optional patterns make a valid rule
    got = rules_stage(f"stage t\nrule r = \"z\" ({text}) -> NE+X ;\n")
    assert same_automaton(got, one(seq(lit("z"), pattern)))
    if not isinstance(pattern, Seq):  # a sequence is flattened into the rule's
        assert got.rules[0].pattern.items[1].__class__ is pattern.__class__


@pytest.mark.parametrize("text, kw", [
    ("-> NE+X+Y", dict(codes="NE+X+Y")),
    ("-> NE infl(ms:fs)", dict(codes="NE", infl=("ms", "fs"))),
    ("-> NE infl(f)", dict(codes="NE", infl=("f",))),
    ("-> NE infl_from(a)", dict(codes="NE", infl_from=("a",))),
    ("-> NE infl_from(a, b) lemma_from(b a)", dict(codes="NE", infl_from=("a", "b"), lemma_from=("b", "a"))),
    ("-> NE agree(gender: a b)", dict(codes="NE", agree={"gender": ("a", "b")})),
    ("-> NE agree(gender: a b; number: a, b)", dict(codes="NE", agree={"gender": ("a", "b"), "number": ("a", "b")})),
    ("-> NE lemma_from(a) infl_from(a b) agree(gender: a b)",
     dict(codes="NE", lemma_from=("a",), infl_from=("a", "b"), agree={"gender": ("a", "b")})),
])
def test_outputs_compile_like_rule_arguments(text, kw):
    pattern = seq(part("a", lex("NE+first")), part("b", lex("NE+last")))
    got = rules_stage(f"rule r = a:<lex:NE+first> b:<lex:NE+last> {text} ;")
    want = Stage("t", [Rule("r", pattern, **kw)])
    r = got.rules[0]
    assert (r.codes, r.infl, r.infl_from, r.lemma_from, dict(r.agree)) == \
        (tuple(kw["codes"].split("+")), kw.get("infl", ()), kw.get("infl_from", ()), kw.get("lemma_from", ()),
         kw.get("agree", {}))
    assert same_automaton(got, want)


def test_weights_and_rule_order():
    got = rules_stage('rule a (weight 2) = <digits:2> -> A ;\nrule b (weight -0.5) = <digits:2> -> B ;\n'
                      'rule c = <digits:2> -> C ;')
    want = Stage("x", [Rule("a", digits(2), codes="A", weight=2), Rule("b", digits(2), codes="B", weight=-0.5),
                       Rule("c", digits(2), codes="C")])
    assert [r.weight for r in got.rules] == [2.0, -0.5, 0.0]
    assert same_automaton(got, want)


def test_issue_example():
    src = r'''
    stage dates
    macro day = /0?[1-9]|[12]\d|3[01]/ ;
    macro month = "enero"i | "febrero"i ;
    rule numeric = day "/" <digits:1-2> "/" <digits:4> -> NE+FECHAS ;
    rule written = day "de" month -> NE+FECHAS ;
    rule name (weight 1) = [left: "Dr" "."?] first:<lex:NE+persName+first> last:<lex:NE+persName+last>+
        -> NE+persName infl_from(first) agree(gender: first last) ;
    '''
    got = rules_stage(src)
    day = regex(r"0?[1-9]|[12]\d|3[01]")
    month = alt(lit("enero", ignore_case=True), lit("febrero", ignore_case=True))
    want = Stage("dates", [
        Rule("numeric", day + punct("/") + digits(1, 2) + punct("/") + digits(4), codes="NE+FECHAS"),
        Rule("written", day + lit("de") + month, codes="NE+FECHAS"),
        Rule("name", left(lit("Dr") + opt(punct("."))) + part("first", lex("NE+persName+first"))
             + part("last", plus(lex("NE+persName+last"))), codes="NE+persName", weight=1,
             infl_from=("first",), agree={"gender": ("first", "last")}),
    ])
    assert got.name == "dates"
    assert same_automaton(got, want)


def test_macros_comments_and_stage_header(tmp_path):
    (tmp_path / "common.rules").write_text('# shared\nmacro sep = "-" | "/" ;\nmacro num = <number> ;\n',
                                           encoding="utf-8")
    src = '''# a comment
stage ids "Identifiers with a header"   # trailing comment
include "common.rules"
macro value = num (sep? num)* ;         # a macro using included macros
macro header = "NHC"i ":"? ;
rule nhc = [left: header] value -> NE+ID ;
'''
    path = tmp_path / "ids.rules"
    path.write_text(src, encoding="utf-8")
    got = load_rules_file(path)
    value = number() + star(opt(punct("-") | punct("/")) + number())
    want = Stage("ids", [Rule("nhc", left(lit("nhc", ignore_case=True) + opt(punct(":"))) + value, codes="NE+ID")])
    assert got.description == "Identifiers with a header"
    assert same_automaton(got, want)
    parsed = parse_rules(src, path)
    assert sorted(parsed.macros) == ["header", "num", "sep", "value"]
    assert parsed.rule_lines == {"nhc": (6, 1)}


@pytest.mark.parametrize("text, want", [
    ("propagate NE+A ;", Propagate("t", ["NE+A"])),
    ("stage names\npropagate NE+A+first, NE+A+last (parts, min_chars 4, exact_case) ;",
     Propagate("names", ["NE+A+first", "NE+A+last"], parts=True, min_chars=4, ignore_case=False)),
    ("propagate NE+A+first, NE+A+last (parts, join) ;", Propagate("t", ["NE+A+first", "NE+A+last"], parts=True, join=True)),
    ("propagate NE+top (capital, min_chars 4) ;", Propagate("t", ["NE+top"], capital=True, min_chars=4)),
])
def test_propagate_stages(text, want):
    got = parse_rules(text, "t.rules").stage
    assert isinstance(got, Propagate)
    assert (got.name, got.masks, got.params()) == (want.name, want.masks, want.params())
    back = parse_rules(format_stage(got), "t.rules").stage
    assert (back.name, back.params()) == (got.name, got.params())


def test_stage_name_defaults_to_the_file_stem(tmp_path):
    p = tmp_path / "places.rules"
    p.write_text('rule town = <lex:NE+Top> -> NE+TERRITORIO ;', encoding="utf-8")
    assert load_rules_file(p).name == "places"


# -- errors: file:line:column and what was expected ------------------------------------------------------

ERRORS = [
    ('rule r = "a" -> X', r"t\.rules:1:18: expected ';' at the end of the rule"),
    ('rule r = "a" X ;', r"1:14: unknown macro 'X'"),
    ('rule r = "a" + "b" -> X ;', r"1:14: a space before '\+'"),
    ('rule r = "a" "b" X ;', r"1:18: unknown macro 'X'"),
    ('macro day = <digits:1-2> ;\nrule r = dya -> X ;', r"2:10: unknown macro 'dya'.*did you mean 'day'"),
    ('rule r = cap -> X ;', r"1:10: unknown macro 'cap'.*written <cap>"),
    ('rule r = <capp> -> X ;', r"1:10: unknown atom <capp>.*did you mean 'cap'"),
    ('rule r = <digits:0> -> X ;', r"1:18: <digits:0-0> needs 1 <= LO <= HI"),
    ('rule r = <digits:3-2> -> X ;', r"1:18: <digits:3-2> needs"),
    ('rule r = <digits> -> X ;', r"1:10: expected <digits:N> or <digits:LO-HI>"),
    ('rule r = <lex> -> X ;', r"1:10: expected <lex:CODES>"),
    ('rule r = <tag:NE@x> -> X ;', r"only <lex:\.\.\.> names a lexicon"),
    ('rule r = <cap:x> -> X ;', r"1:14: <cap> takes no argument"),
    ('rule r = <cap -> X ;', r"1:15: expected ':' or '>' after '<cap'"),
    ('rule r = <cap', r"1:10: unterminated <atom>"),
    ('rule r = "abc -> X ;', r"1:10: unterminated string"),
    ('rule r = "a\\q" -> X ;', r"1:12: unknown escape"),
    ('rule r = "" -> X ;', r"1:10: an empty string matches nothing"),
    ('rule r = /a(b/ -> X ;', r"1:12: bad regular expression: missing \), unterminated subpattern"),
    ('rule r = /abc -> X ;', r"1:10: unterminated /regex/"),
    ('rule r = "a"{3,2} -> X ;', r"1:13: a count \{3,2\} needs lo <= hi"),
    ('rule r = "a"{0} -> X ;', r"1:13: a count \{0,0\} needs"),
    ('rule r = <cap> & <upper>+ -> X ;', r"1:25: a repetition right after 'a & b' is ambiguous"),
    ('rule r = <cap> & ("a" "b") -> X ;', r"1:18: '&' combines single-unit atoms; its right side"),
    ('rule r = ("a" "b") & <cap> -> X ;', r"1:10: '&' combines single-unit atoms; its left side"),
    ('rule r = !("a" | "b") -> X ;', r"1:10: '!' negates a single-unit atom"),
    ('rule r = "a" [left: "b"] -> X ;', r"1:14: a left context \[left: \.\.\.\] must start the rule"),
    ('rule r = [right: "b"] "a" -> X ;', r"1:10: a right context \[right: \.\.\.\] must end the rule"),
    ('rule r = ("a" [right: "b"]) -> X ;', r"1:15: contexts .* may only start or end"),
    ('macro m = [left: "a"] "b" ;', r"1:11: contexts .* may only start or end"),
    ('rule r = [up: "a"] "b" -> X ;', r"1:11: expected 'left:' or 'right:' after '\['"),
    ('rule r = "a" -> ;', r"1:17: expected an output code"),
    ('rule r = "a" -> X infl_from(p) ;', r"1:1: rule r: infl_from names part 'p'.*parts: none"),
    ('rule r = q:"a" -> X lemma_from(p) ;', r"1:1: rule r: lemma_from names part 'p'.*\(parts: q\)"),
    ('rule r = a:"a" b:"b" -> X agree(gender: a) ;', r"1:33: agree\(gender: \.\.\.\) needs at least two parts"),
    ('rule r = "a" -> X infl(f) infl(m) ;', r"1:27: infl\(\.\.\.\) is given twice"),
    ('rule r = "a" -> X foo(1) ;', r"1:19: expected ';' at the end of the rule, or an output action"),
    ('rule r (weigth 1) = "a" -> X ;', r"1:9: expected 'weight'"),
    ('rule r (weight x) = "a" -> X ;', r"1:16: expected a number"),
    ('rule r = "a" -> X ;\nrule r = "b" -> Y ;', r"2:6: rule 'r' is already defined \(at line 1, column 1\)"),
    ('macro m = "a" ;\nmacro m = "b" ;', r"2:7: macro 'm' is already defined"),
    ('macro rule = "a" ;', r"1:7: 'rule' is a keyword"),
    ('rule r = either(<cap>) -> X ;', r"1:10: either\(\.\.\.\) needs at least two atoms"),
    ('rule r = either(<cap>, "a" "b") -> X ;', r"1:28: expected ',' between the atoms of either"),
    ('rule r = either(<cap>, ("a" "b")) -> X ;', r"1:24: either\(\.\.\.\) takes single-unit atoms"),
    ('rule r = <lex:A:fs> -> X ;', r"1:17: expected one inflection value character"),
    ('macro either = "a" ;', r"1:7: 'either' is a keyword"),
    ('propagate NE+X ;\nrule r = "a" -> X ;', r"2:1: a propagate stage has no rules"),
    ('rule r = "a" -> X ;\npropagate NE+X ;', r"2:1: a propagate stage has no rules: `propagate` cannot follow"),
    ('propagate NE+X (part) ;', r"1:17: unknown option 'part': expected parts"),
    ('propagate NE+X (parts, parts) ;', r"1:24: option 'parts' is given twice"),
    ('propagate NE+X (min_chars 0) ;', r"1:1: stage t: min_chars must be at least 1"),
    ('propagate ;', r"1:11: expected an output code"),
    ('rule r = "a" -> X ;\nstage s', r"2:1: `stage NAME` must come before the first rule"),
    ('stage s\nstage t\n', r"2:1: a file defines one stage"),
    ('stage s\n', r"t\.rules:2:1: stage 's' has no rules"),
    ('rule = "a" -> X ;', r"1:6: expected a rule name, found '='"),
    ('rule r "a" -> X ;', r"1:8: expected '=' before the rule's pattern"),
    ('rul r = "a" -> X ;', r"1:1: expected a statement: stage, include, macro, rule or propagate, found 'rul'"),
    ('rule r = "a" -> X\nrule s = "b" -> Y ;', r"2:1: expected ';' at the end of the rule.*found 'rule'"),
    ('macro m = "a"\nrule s = "b" -> Y ;', r"2:1: expected ';' before the next statement 'rule'"),
    ('rule r = ("a" -> X ;', r"1:15: expected '\)'"),
    ('rule r = x: -> X ;', r"1:13: expected a pattern after the part name 'x:'"),
    ('rule r = -> X ;', r"1:10: expected a pattern item"),
    ('include "missing.rules"', r"1:9: no file 'missing.rules' to include"),
]


@pytest.mark.parametrize("src, message", ERRORS, ids=[e[0] for e in ERRORS])
def test_errors_name_line_column_and_what_was_expected(src, message):
    with pytest.raises(GrammarError, match=message) as err:
        parse_rules(src, "t.rules")
    assert str(err.value).startswith("t.rules:")


def test_include_errors(tmp_path):
    (tmp_path / "a.rules").write_text('include "b.rules"\nmacro x = "a" ;\n', encoding="utf-8")
    (tmp_path / "b.rules").write_text('include "a.rules"\n', encoding="utf-8")
    with pytest.raises(GrammarError, match=r"b\.rules:1:9: include cycle"):
        load_rules_file(tmp_path / "a.rules")
    (tmp_path / "c.rules").write_text('rule r = "a" -> X ;\n', encoding="utf-8")
    (tmp_path / "d.rules").write_text('include "c.rules"\nrule s = "b" -> Y ;\n', encoding="utf-8")
    with pytest.raises(GrammarError, match=r"d\.rules:1:9: 'c\.rules' defines a stage or rules"):
        load_rules_file(tmp_path / "d.rules")
    (tmp_path / "e.rules").write_text('macro m = /(/ ;\n', encoding="utf-8")
    (tmp_path / "f.rules").write_text('include "e.rules"\nrule s = m -> Y ;\n', encoding="utf-8")
    with pytest.raises(GrammarError, match=r"e\.rules:1:12: bad regular expression"):
        load_rules_file(tmp_path / "f.rules")


def test_a_file_without_rules_is_no_stage(tmp_path):
    p = tmp_path / "macros.rules"
    p.write_text('macro m = "a" ;\n', encoding="utf-8")
    with pytest.raises(GrammarError, match=r"macros\.rules:1:1: no rules"):
        load_rules_file(p)


# -- formatting: Python stages written as rules ------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(DEMO_GRAMMARS.glob("*.py")), ids=lambda p: p.name)
def test_demo_stages_round_trip_through_the_rule_language(path):
    stage = load_stage_file(path)
    back = parse_rules(format_stage(stage), path.with_suffix(".rules")).stage
    assert back.name == stage.name and [r.name for r in back.rules] == [r.name for r in stage.rules]
    assert same_automaton(stage, back)


def _bundled_stage_files():
    return sorted(p for p in (ROOT / "grammars").glob("*/*.py") if not p.name.startswith("_"))


@pytest.mark.parametrize("path", _bundled_stage_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_bundled_stages_round_trip_through_the_rule_language(path):
    try:
        stage = load_stage_file(path)
    except GrammarError:
        pytest.skip("not a stage file")
    if isinstance(stage, Propagate):
        back = parse_rules(format_stage(stage), "x.rules").stage
        assert (back.name, back.params()) == (stage.name, stage.params())
        return
    try:
        text = format_stage(stage)
    except GrammarError as e:
        assert "is not one token" in str(e)  # lit("Nº"): never matches a token, no spelling
        text = format_stage(stage, lenient=True)
        assert text.startswith("# literals of several tokens")
        parse_rules(text, "x.rules")
        return
    inflection = read_config(path.parent / "language.toml").inflection
    assert same_automaton(stage, parse_rules(text, "x.rules").stage, inflection)


def test_module_entry_point_prints_a_stage_as_rules():
    out = subprocess.run([sys.executable, "-m", "fstdeid.rules", str(DEMO_GRAMMARS / "names.py")],
                         capture_output=True, text=True, env={"PYTHONPATH": str(ROOT / "src")}, check=True).stdout
    assert out.startswith("stage names\n")
    assert "rule full_name = first:<lex:NE+persName+first@demo-first> last:<lex:NE+persName+last> " \
           "-> NE+persName+full infl_from(first last) lemma_from(first last) agree(gender: first last) ;" in out
    assert 'rule after_title (weight 1) = [left: ("Dr" | "Dra") "."?] name:<cap>' in out


# -- random patterns: parse(format(p)) compiles to the automaton of p ---------------------------------------

_atoms_st = st.sampled_from([
    lit("Dr"), lit("de"), lit("."), lit("/"), lit("ñu"), lit("dr", ignore_case=True), cap(), upper(), lower(),
    word(), number(), punct(), digits(2), digits(1, 4), email(), url(), token(), any_unit(), line_start(),
    attached(), regex(r"[A-Z]\d"), regex("a/b"), lex("NE+persName"), lex("NE+first", lexicon="demo-first"),
    lex("NE", infl="f"), tag("NE+FECHAS"), tag("NE", infl="m"),
])


def _atom_tree():
    return st.recursive(_atoms_st, lambda inner: st.one_of(
        st.builds(lambda a, b: a & b, inner, inner), st.builds(lambda a: ~a, inner),
        st.builds(lambda a, b: either(a, b), inner, inner)), max_leaves=3)


_names = st.sampled_from(["a", "b", "c"])


def _patterns():
    def extend(inner):
        return st.one_of(
            st.lists(inner, min_size=2, max_size=3).map(lambda xs: seq(*xs)),
            st.lists(inner, min_size=2, max_size=3).map(lambda xs: alt(*xs)),
            inner.map(opt), inner.map(star), inner.map(plus),
            st.builds(lambda p, lo, extra: repeat(p, lo, None if extra is None else max(lo, 1) + extra),
                      inner, st.integers(0, 2), st.one_of(st.none(), st.integers(0, 2))),
            st.builds(part, _names, inner),
        )
    return st.recursive(_atom_tree(), extend, max_leaves=6)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(main=_patterns(), lc=st.one_of(st.none(), _patterns()), rc=st.one_of(st.none(), _patterns()),
       weight=st.sampled_from([0, 1, 2.5]))
def test_random_patterns_round_trip(main, lc, rc, weight):
    items = ([left(lc)] if lc is not None else []) + [main] + ([right(rc)] if rc is not None else [])
    try:
        stage = Stage("t", [Rule("r", seq(*items), codes="NE+X", weight=weight)])
        compiled = same_automaton(stage, stage)
    except GrammarError:  # e.g. a pattern that can match nothing: not a valid stage either way
        return
    assert compiled
    text = format_stage(stage)
    back = parse_rules(text, "t.rules").stage
    assert same_automaton(stage, back), text


# -- .rules stages in a cascade ---------------------------------------------------------------------------

TEXTS = [
    "Vino Juan Petrov el 12/05/2020 con María Petrova.",
    "Dr. Luis y Dra Carmen; García (enfermera) vio a Juan Petrova.",
    "Juan Petrov y Luis García y María López fueron al Centro de Salud María Petrova.",
    "El 5 de mayo de 2020, código K12345, U18.9, J18.9 y E11.",
]


def test_a_cascade_of_rules_files_annotates_like_the_python_one(demo, demo_copy, cache_dir):
    """Every demo stage converted to a .rules file: the same annotations, tags, rules and lemmas."""
    gdir, ldir = demo_copy
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    for py in gdir.glob("*.py"):
        (gdir / (py.stem + ".rules")).write_text(format_stage(load_stage_file(py)), encoding="utf-8")
        py.unlink()
        csc = csc.replace(f'"{py.name}"', f'"{py.stem}.rules"')
    (gdir / "cascade.csc").write_text(csc, encoding="utf-8")
    rules_deid = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, cache_dir=cache_dir)
    assert [s.file for s, _ in rules_deid.cascade.stages][0] == "blocking.rules"
    for text in TEXTS:
        a, b = demo.annotate(text), rules_deid.annotate(text)
        assert spans_of(a) == spans_of(b)
        assert [(t.start, t.end, t.codes, t.infl, t.lemma, t.stage, t.rule) for top in a.tags for t in top.walk()] == \
               [(t.start, t.end, t.codes, t.infl, t.lemma, t.stage, t.rule) for top in b.tags for t in top.walk()]


def test_a_rules_file_error_stops_compilation_with_its_position(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    (gdir / "extra.rules").write_text('stage extra\nrule r = <cap> "de" <capp> -> NE+X ;\n', encoding="utf-8")
    with open(gdir / "cascade.csc", "a", encoding="utf-8") as f:
        f.write('"extra.rules" Merge Enabled 1\n')
    with pytest.raises(GrammarError, match=re.escape(str(gdir / "extra.rules")) + r":2:21: unknown atom <capp>"):
        fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, cache_dir=tmp_path)


def test_editing_a_rules_file_recompiles(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    (gdir / "extra.rules").write_text('stage extra\nrule r = "Hola" -> NE+ID ;\n', encoding="utf-8")
    with open(gdir / "cascade.csc", "a", encoding="utf-8") as f:
        f.write('"extra.rules" M\n')  # Unitex's short mode; state and repeat default to Enabled, 1
    d1 = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, cache_dir=tmp_path)
    assert spans_of(d1.annotate("Hola y Adiós")) == [(0, 4, "ID")]
    (gdir / "extra.rules").write_text('stage extra\nrule r = "Adiós" -> NE+ID ;\n', encoding="utf-8")
    d2 = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, cache_dir=tmp_path)
    assert spans_of(d2.annotate("Hola y Adiós")) == [(7, 12, "ID")]

"""language.toml, cascade.csc and stage files: what is read, and the errors a language author sees."""

from __future__ import annotations

import re

import pytest

import fstdeid
from fstdeid import GrammarError
from fstdeid.language import Language, available_languages, read_cascade
from conftest import DEMO_GRAMMARS


def _load(gdir, tmp_path):
    return fstdeid.load(grammar_dir=gdir, cache_dir=tmp_path / "cache")


def _error(gdir, tmp_path) -> str:
    with pytest.raises(GrammarError) as ei:
        _load(gdir, tmp_path)
    return str(ei.value)


def _stage(body: str) -> str:
    return "from fstdeid.grammar import *\n\n" + body + "\n"


# -- what is read -----------------------------------------------------------------------------------


def test_demo_language_config():
    lang = Language.from_dirs(DEMO_GRAMMARS)
    cfg = lang.config
    assert (lang.name, cfg.name, cfg.repeat_cap) == ("demo", "demo", 4)
    assert cfg.inflection == {"gender": "mf"}
    assert [(p.mask, p.label, p.element) for p in cfg.phi] == [
        (("NE", "persName"), "PERSONA", "persName"), (("NE", "DATE"), "FECHA", "date"),
        (("NE", "ORG"), "INSTITUCION", "org"), (("NE", "ID"), "ID", "ID")]
    assert lang.lexicon_dir == DEMO_GRAMMARS.parents[1] / "lexicons" / "demo"
    assert [p.name for p in lang.lexicon_dirs()] == ["demo-first", "demo-surnames"]


def test_demo_cascade_lines():
    lines = read_cascade(DEMO_GRAMMARS / "cascade.csc")
    assert [(c.file, c.mode, c.enabled, c.repeat, c.line) for c in lines] == [
        ("blocking.py", "replace", True, False, 3),
        ("dates.py", "merge", True, False, 4),
        ("ids.py", "merge", True, False, 5),
        ("names.py", "merge", True, False, 6),
        ("lists.py", "replace", True, True, 7),
        ("orgs.py", "merge", True, False, 8),
        ("greedy.py", "merge", False, False, 9),
    ]
    stages = Language.from_dirs(DEMO_GRAMMARS).stages()
    assert [s.name for _, s in stages] == ["blocking", "dates", "ids", "names", "lists", "orgs"]


def test_cascade_syntax_variants(tmp_path):
    (tmp_path / "a.py").write_text("")
    (tmp_path / "b c.py").write_text("")
    (tmp_path / "cascade.csc").write_text(
        "# comment line\n\n"
        '"a.py" merge\n'                        # defaults: Enabled, once; case-insensitive mode
        "  'b c.py'  REPLACE  disabled  *  # a quoted name with a space; a trailing # comment\n"
        '"a.py" Merge * Enabled\n'              # flags in any order
    )
    lines = read_cascade(tmp_path / "cascade.csc")
    assert [(c.file, c.mode, c.enabled, c.repeat, c.line) for c in lines] == [
        ("a.py", "merge", True, False, 3), ("b c.py", "replace", False, True, 4), ("a.py", "merge", True, True, 5)]


def test_bundled_languages_are_listed():
    names = available_languages()
    assert names == sorted(names)
    assert "demo" not in names  # the fixture is not bundled


def test_unknown_bundled_language():
    with pytest.raises(GrammarError, match=r"no language 'xx' \(bundled languages: .*\); or pass grammar_dir="):
        fstdeid.load("xx")


# -- errors -----------------------------------------------------------------------------------------


def test_missing_stage_assignment(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("stage = Stage('orgs', [Rule('r', lit('x'), codes='X')])"))
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{gdir / 'orgs.py'}: ")
    assert "must assign a fstdeid.grammar.Stage (or Propagate) to the name STAGE" in msg


def test_stage_of_the_wrong_type(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = [Rule('r', lit('x'), codes='X')]"))
    assert "must assign a fstdeid.grammar.Stage (or Propagate) to the name STAGE" in _error(gdir, tmp_path)


@pytest.mark.parametrize("line, col, expected", [
    ('"dates.py"   Mrge   Enabled  1', 14, "expected Merge or Replace, found 'Mrge'"),
    ('"dates.py"   Merge  Enabeld  1', 21, "expected Enabled, Disabled, 1 or *, found 'Enabeld'"),
    ('"dates.py"   Merge  Enabled  2', 30, "expected Enabled, Disabled, 1 or *, found '2'"),
    ('"dates.py"', 11, "expected a quoted stage file then Merge or Replace"),
    ('"dates.txt"  Merge', 2, "stage files are Python grammar files (*.py), rule files (*.rules) or Unitex graphs "
                             "(*.grf, or *.fst2 compiled from a .grf), found 'dates.txt'"),
    ('"dates.py    Merge', 1, "No closing quotation"),
])
def test_bad_cascade_line_names_file_line_and_column(demo_copy, tmp_path, line, col, expected):
    gdir, _ = demo_copy
    (gdir / "cascade.csc").write_text(f'# header\n"blocking.py" Replace Enabled 1\n{line}\n')
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'cascade.csc'}:3:{col}: {expected}"


def test_missing_stage_file(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "cascade.csc").write_text('"dates.py" Merge\n\n"nope.py"  Merge  Enabled  1\n')
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'cascade.csc'}:3:2: no stage file 'nope.py' in {gdir}"


def test_missing_disabled_stage_file_is_an_error_too(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "greedy.py").unlink()
    assert "no stage file 'greedy.py'" in _error(gdir, tmp_path)


def test_empty_cascade(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "cascade.csc").write_text("# nothing here\n\n")
    assert _error(gdir, tmp_path) == f"{gdir / 'cascade.csc'}: the cascade has no stages"


def test_missing_cascade_and_language_toml(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "cascade.csc").unlink()
    assert "cascade.csc: missing (every language folder needs a cascade.csc)" in _error(gdir, tmp_path)
    (gdir / "language.toml").unlink()
    assert "language.toml: missing (every language folder needs a language.toml)" in _error(gdir, tmp_path)


def test_unknown_language_toml_key(demo_copy, tmp_path):
    gdir, _ = demo_copy
    toml = gdir / "language.toml"
    toml.write_text('colour = "blue"\n' + toml.read_text())
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{toml}: unknown keys ['colour']")
    assert "known: ['description', 'inflection', 'max_match_units', 'name', 'phi', 'repeat_cap']" in msg


@pytest.mark.parametrize("old, new, expected", [
    ('name = "demo"', 'name = ""', "`name` (a string) is required"),
    ("repeat_cap = 4", "repeat_cap = 0", "repeat_cap must be a positive integer"),
    ('gender = "mf"', 'gender = ""', "[inflection] values must be non-empty strings"),
    ('label = "ID"', 'lable = "ID"', "[[phi]] entry 4 needs `mask` and `label`"),
    ('label = "ID"', 'label = "ID"\ncolour = 1', "[[phi]] entry 4: unknown keys ['colour']"),
    ('element = "date"', 'element = "1date"', "[[phi]] entry 2: '1date' is not a valid XML element name"),
    ('label = "ID"', 'label = "ID"\nsurrogate = "number"', "[[phi]] entry 4: surrogate 'number' is not one of "
                                                           "person, date, age,"),
    ('name = "demo"', 'name = "demo', ""),  # TOML syntax error: the file is named, the parser says where
])
def test_bad_language_toml(demo_copy, tmp_path, old, new, expected):
    gdir, _ = demo_copy
    toml = gdir / "language.toml"
    toml.write_text(toml.read_text().replace(old, new, 1))
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{toml}: ") and expected in msg


def test_rule_that_can_match_the_empty_string(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [\n"
                                         "    Rule('ok', lit('a'), codes='X'),\n"
                                         "    Rule('maybe_nothing', opt(lit('Centro')) + star(cap()), codes='X'),\n"
                                         "])"))
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'orgs.py'}: rule maybe_nothing: the pattern can match nothing (an empty match)"


def test_context_in_the_middle_of_a_rule(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [Rule('mid', lit('a') + right(lit('b')) + lit('c'),"
                                         " codes='X')])"))
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'orgs.py'}: rule mid: left() may only start a rule and right() only end it"


def test_context_only_rule(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [Rule('ctx', left(cap()) + right(cap()),"
                                         " codes='X')])"))
    assert _error(gdir, tmp_path) == f"{gdir / 'orgs.py'}: rule ctx: nothing to match besides its contexts"


def test_agreement_on_an_undefined_attribute(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage(
        "STAGE = Stage('orgs', [Rule('two', part('a', lex('NE+persName+first')) + part('b', lex('NE+persName+last')),"
        " codes='X', agree={'case': ('a', 'b')})])"))
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{gdir / 'orgs.py'}: rule two: agreement on 'case'")
    assert "no such inflection attribute (language.toml [inflection] has: ['gender'])" in msg


def test_agreement_over_a_non_lexical_atom(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage(
        "STAGE = Stage('orgs', [Rule('two', part('a', cap()), codes='X', agree={'gender': ('a',)})])"))
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'orgs.py'}: rule two: agreement needs lexicon or tag atoms inside the agreeing parts, found cap"


def test_agreement_on_an_unknown_part(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage(
        "STAGE = Stage('orgs', [Rule('two', part('a', cap()), codes='X', agree={'gender': ('a', 'zz')})])"))
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'orgs.py'}: rule two: no part named 'zz' (parts: ['a'])"


def test_duplicate_stage_names(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text((gdir / "dates.py").read_text())  # orgs.py now defines stage "dates" too
    msg = _error(gdir, tmp_path)
    assert msg == f"{gdir / 'cascade.csc'}:8: stage name 'dates' is used by line 4 too"


def test_same_stage_file_twice_is_a_duplicate(demo_copy, tmp_path):
    gdir, _ = demo_copy
    csc = gdir / "cascade.csc"
    csc.write_text(csc.read_text() + '"orgs.py" Merge\n')
    assert "stage name 'orgs' is used by line 8 too" in _error(gdir, tmp_path)


def test_duplicate_rule_names(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage(
        "STAGE = Stage('orgs', [Rule('r', lit('a'), codes='X'), Rule('r', lit('b'), codes='X')])"))
    assert _error(gdir, tmp_path) == f"{gdir / 'orgs.py'}: stage orgs: two rules named 'r'"


def test_python_error_in_a_stage_file(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [Rule('r', lit('a'), codes='X')]) + undefined_name"))
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{gdir / 'orgs.py'}: ") and "NameError" in msg and "undefined_name" in msg


def test_syntax_error_in_a_stage_file(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [\n"))
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{gdir / 'orgs.py'}: SyntaxError")


def test_unknown_lexicon_name_is_a_compile_error(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    (gdir / "orgs.py").write_text(_stage("STAGE = Stage('orgs', [Rule('r', cap() & ~lex('NE', lexicon='nope'),"
                                         " codes='X')])"))
    msg = _error(gdir, tmp_path)
    assert msg == (f"{gdir / 'orgs.py'}: rule r: no lexicon named 'nope' "
                   f"(lexicons in {ldir}: ['demo-first', 'demo-surnames'])")
    assert not (tmp_path / "cache").exists() or list((tmp_path / "cache").iterdir()) == []


def test_bad_lexicon_file_names_file_and_line(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    items = ldir / "demo-first" / "items.tsv"
    items.write_text(items.read_text() + "Ana\t\tNE+bad code\n")
    msg = _error(gdir, tmp_path)
    assert msg.startswith(f"{items}:7: ") and "bad codes" in msg


def test_two_lexicons_with_one_name(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    toml = ldir / "demo-surnames" / "lexicon.toml"
    toml.write_text(toml.read_text().replace('name = "demo-surnames"', 'name = "demo-first"'))
    assert "two lexicons share a name" in _error(gdir, tmp_path)


def test_errors_never_leave_a_compiled_folder(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "names.py").write_text(_stage("STAGE = Stage('names', [Rule('e', star(cap()), codes='X')])"))
    _error(gdir, tmp_path)
    cache = tmp_path / "cache"
    assert not cache.exists() or [p for p in cache.iterdir() if not re.match(r"\.", p.name)] == []
    assert not cache.exists() or list(cache.iterdir()) == []


def test_a_category_declares_its_surrogate_kind(demo_copy, tmp_path):
    """`[[phi]] surrogate = ...`: the language says what its categories' surrogates are made as;
    a SurrogateConfig's `kinds` prevail."""
    from fstdeid.surrogate.engine import SurrogateConfig
    from fstdeid.surrogate.keys import Secret

    gdir, ldir = demo_copy
    text = "Juan Petrov, ingresado el 12/05/2020."
    secret = Secret.from_text("kinds-test-secret-0123456789")

    def surrogate_of_person(config=None):
        d = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, cache_dir=tmp_path / "cache")
        d.use_surrogates(config, secret=secret)
        out = d.deidentify_with_spans(text, mode="surrogate")
        (span,) = [s for s in out.spans if s.label == "PERSONA"]
        return out.text[span.start:span.end]

    as_person = surrogate_of_person()
    toml = gdir / "language.toml"
    toml.write_text(toml.read_text().replace('label = "PERSONA"', 'label = "PERSONA"\nsurrogate = "other"', 1))
    assert surrogate_of_person() == "[PERSONA]" != as_person  # declared: no name surrogate
    assert surrogate_of_person(SurrogateConfig(kinds={"PERSONA": "person"})) == as_person  # the config prevails

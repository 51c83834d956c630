"""Every case of every bundled language's grammar case files (grammars/<lang>/tests/*.cases).

The known-failures ratchet (grammars/<lang>/tests/known-failures.txt) is honoured at collection: a
listed case is a strict xfail, so it may fail, and once it passes the run fails (XPASS strict) until
its id is removed from the list. An id that names no case fails `test_known_failures_name_cases`.
"""

from __future__ import annotations

import pytest

import fstdeid
from fstdeid.casefiles import case_files, known_failures_file, read_cases, read_known_failures, run_case
from fstdeid.language import Language, available_languages

def case_params(grammar_dirs) -> list:
    """One pytest param per case of the languages' case files; known failures are strict xfails."""
    out = []
    for gdir in grammar_dirs:
        known = read_known_failures(gdir)
        for f in case_files(gdir):
            for case in read_cases(f):
                marks = []
                if case.id in known:
                    marks = [pytest.mark.xfail(
                        strict=True,
                        reason=f"known failure, {known_failures_file(gdir)}:{known[case.id]}; "
                               f"once it passes, remove {case.id} from that list")]
                out.append(pytest.param(case, id=f"{gdir.name}/{case.id}", marks=marks))
    return out


LANGS = available_languages()
CASES = case_params([Language.find(lang).grammar_dir for lang in LANGS])


@pytest.fixture(scope="session")
def languages(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    return {}, cache


def _deid(languages, grammar_dir):
    loaded, cache = languages
    key = str(grammar_dir)
    if key not in loaded:
        lexicons = grammar_dir.parent.parent / "lexicons" / grammar_dir.name
        loaded[key] = fstdeid.load(grammar_dir=grammar_dir, lexicon_dir=lexicons, cache_dir=cache)
    return loaded[key]


@pytest.mark.parametrize("case", CASES)
def test_case(case, languages):
    deid = _deid(languages, case.file.parent.parent)
    result = run_case(deid, case)
    assert result.ok, f"{case.where}: expected {' ~ '.join(case.alternatives)!r}, got {result.actual!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_known_failures_name_cases(lang):
    """Every id in known-failures.txt names an existing case (a stale id must be removed)."""
    gdir = Language.find(lang).grammar_dir
    known = read_known_failures(gdir)
    ids = {c.id for f in case_files(gdir) for c in read_cases(f)}
    stale = [f"{i} (line {n})" for i, n in known.items() if i not in ids]
    assert not stale, f"{known_failures_file(gdir)}: ids that name no case: {', '.join(stale)}"

"""Every case of every bundled language's grammar case files (grammars/<lang>/tests/*.cases)."""

from __future__ import annotations

import pytest

import fstdeid
from fstdeid.casefiles import case_files, read_cases, run_case
from fstdeid.language import Language, available_languages

CASES = [case for lang in available_languages()
         for f in case_files(Language.find(lang).grammar_dir) for case in read_cases(f)]


@pytest.fixture(scope="session")
def languages(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    return {}, cache


def _deid(languages, grammar_dir):
    loaded, cache = languages
    key = str(grammar_dir)
    if key not in loaded:
        loaded[key] = fstdeid.load(grammar_dir=grammar_dir, lexicon_dir=grammar_dir.parent.parent / "lexicons" /
                                   grammar_dir.name, cache_dir=cache)
    return loaded[key]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.file.parent.parent.name}/{c.file.name}:{c.line}" for c in CASES])
def test_case(case, languages):
    deid = _deid(languages, case.file.parent.parent)
    result = run_case(deid, case)
    assert result.actual == case.expected, f"{case.where}"

"""Grammar case files: `~` alternatives, readable diffs, and the known-failures ratchet (library, CLI and
pytest collection)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from fstdeid import GrammarError
from fstdeid.casefiles import (Case, CaseResult, apply_ratchet, char_diff, read_cases, read_known_failures,
                               span_diff, unmark)
from fstdeid.cli import main

ROOT = Path(__file__).resolve().parents[1]


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def test_alternatives_and_escapes(tmp_path):
    f = write(tmp_path / "t.cases", r"""
        # comment
        Dr. Luis ⇒ Dr. [[Luis|P]] ~ [[Dr. Luis|P]]
        a~b => a~b
        x \~ y => x \~ y
        one\ttab ⇒ one\ttab ~ [[one|P]]\ttab
    """)
    cases = read_cases(f)
    assert [c.line for c in cases] == [2, 3, 4, 5]
    assert cases[0].alternatives == ("Dr. [[Luis|P]]", "[[Dr. Luis|P]]") and cases[0].expected == "Dr. [[Luis|P]]"
    assert cases[1].alternatives == ("a~b",)  # a tilde without spaces around it separates nothing
    assert cases[2].input == "x ~ y" and cases[2].alternatives == ("x ~ y",)
    assert cases[3].alternatives == ("one\ttab", "[[one|P]]\ttab")
    assert cases[0].id == "t.cases:2"
    assert CaseResult(cases[0], "[[Dr. Luis|P]]").ok and CaseResult(cases[0], "Dr. [[Luis|P]]").ok
    assert not CaseResult(cases[0], "Dr. Luis").ok
    assert CaseResult(cases[0], "Dr. [[Luis|X]]").closest == "Dr. [[Luis|P]]"


@pytest.mark.parametrize("line, message", [
    ("a ⇒ b ~ ", r"t\.cases:1: an empty alternative"),
    ("a ⇒ b \\q", r"t\.cases:1: unknown escape \\q"),
    ("no arrow", r"t\.cases:1: expected `input ⇒ expected`"),
])
def test_case_file_errors(tmp_path, line, message):
    f = write(tmp_path / "t.cases", line + "\n")
    with pytest.raises(GrammarError, match=message):
        read_cases(f)


def test_span_diff_names_missing_extra_and_relabelled_spans():
    assert unmark("a [[b c|X]] d [[e|Y]]") == ("a b c d e", [(2, 5, "X"), (8, 9, "Y")])
    exp = "Vino [[Juan Petrov|PERSONA]] el [[12/05|FECHA]] a [[Madrid|LUGAR]]."
    act = "Vino [[Juan|PERSONA]] Petrov el [[12/05|ID]] a [[Madrid|LUGAR]]."
    assert span_diff(exp, act) == [
        "missing  [[Juan Petrov|PERSONA]] at 5-16",
        "label    [[12/05|FECHA]] found as ID at 20-25",
        "extra    [[Juan|PERSONA]] at 5-9",
    ]
    assert span_diff("a b", "a c") == ["the texts differ (is the expected side the input with [[...|LABEL]] marks?)"]


def test_char_diff_is_compact():
    exp = "Una línea bastante larga antes de [[Madrid|LUGAR]] y otra cola también larga al final."
    act = "Una línea bastante larga antes de Madrid y otra cola también larga al final."
    d = char_diff(exp, act)
    assert d == "…ga antes de [-[[-]Madrid[-|LUGAR]]-] y otra cola…"
    assert char_diff("a\nb", "a\nc") == "a\\n[-b-]{+c+}"


def test_known_failures_file(tmp_path):
    gdir = tmp_path / "g"
    write(gdir / "tests" / "known-failures.txt", """
        # the ratchet
        dates.cases:3   # the year is not taken
        names.cases:10
    """)
    assert read_known_failures(gdir) == {"dates.cases:3": 2, "names.cases:10": 3}
    assert read_known_failures(tmp_path / "none") == {}
    write(gdir / "tests" / "known-failures.txt", "dates.cases:3\ndates.cases:3\n")
    with pytest.raises(GrammarError, match=r"known-failures\.txt:2: dates\.cases:3 is listed twice"):
        read_known_failures(gdir)
    write(gdir / "tests" / "known-failures.txt", "dates:3\n")
    with pytest.raises(GrammarError, match=r"known-failures\.txt:1: expected a case id FILE\.cases:LINE"):
        read_known_failures(gdir)


def test_apply_ratchet():
    def res(name, line, ok):
        c = Case(Path(f"/g/tests/{name}"), line, "x", "x")
        return CaseResult(c, "x" if ok else "y")

    results = [res("a.cases", 1, True), res("a.cases", 2, False), res("a.cases", 3, False), res("a.cases", 4, True)]
    r = apply_ratchet(results, {"a.cases:3": 1, "a.cases:4": 2, "a.cases:9": 3, "b.cases:1": 4})
    assert ([x.case.line for x in r.passed], [x.case.line for x in r.failed], [x.case.line for x in r.known],
            [x.case.line for x in r.fixed], r.stale) == ([1], [2], [3], [4], ["a.cases:9", "b.cases:1"])
    assert not r.ok
    assert r.summary() == ("1 passed, 1 failed, 1 known failures, 1 fixed (remove them from known-failures.txt), "
                           "2 stale ids in known-failures.txt")
    only_a = apply_ratchet(results, {"b.cases:1": 1}, all_files=False)  # only a.cases ran: b's ids unchecked
    assert only_a.stale == []
    assert apply_ratchet([res("a.cases", 1, True)], {}).ok


# -- `fstdeid test` ---------------------------------------------------------------------------------------

NAMES_CASES = """
    # demo names
    Vino Juan Petrov. ⇒ Vino [[Juan Petrov|PERSONA]].
    Dr. Luis ⇒ Dr. [[Luis|PERSONA]] ~ [[Dr. Luis|PERSONA]]
    Dra Carmen y Luis ⇒ [[Dra Carmen|PERSONA]] y Luis
    el 12/05/2020 ⇒ el 12/05/2020
    Juan Petrova ⇒ [[Juan|PERSONA]] Petrova
"""


def _run(demo_copy, *args):
    gdir, ldir = demo_copy
    return CliRunner().invoke(main, ["test", "--grammar-dir", str(gdir), "--lexicon-dir", str(ldir), *args])


def test_cli_shows_failures_with_diffs(demo_copy):
    gdir, _ = demo_copy
    write(gdir / "tests" / "names.cases", NAMES_CASES)
    r = _run(demo_copy)
    assert r.exit_code == 1
    out = r.output
    assert f"FAIL {gdir / 'tests' / 'names.cases'}:4\n" in out
    assert "  expected: '[[Dra Carmen|PERSONA]] y Luis'\n  actual:   'Dra [[Carmen y Luis|PERSONA]]'\n" in out
    assert "  diff:     [-[[-]Dra {+[[+}Carmen{+ y Luis+}|PERSONA]][- y Luis-]\n" in out
    assert "            missing  [[Dra Carmen|PERSONA]] at 0-10\n            extra    [[Carmen y Luis|PERSONA]] at 4-17" in out
    assert "extra    [[12/05/2020|FECHA]] at 3-13" in out
    assert out.rstrip().endswith("3 passed, 2 failed")


def test_cli_known_failures_ratchet(demo_copy):
    gdir, _ = demo_copy
    write(gdir / "tests" / "names.cases", NAMES_CASES)
    known = write(gdir / "tests" / "known-failures.txt", "names.cases:4  # titles are contexts\nnames.cases:5\n")
    r = _run(demo_copy)
    assert r.exit_code == 0, r.output
    assert "known failure " in r.output and "FAIL" not in r.output
    assert r.output.rstrip().endswith("3 passed, 0 failed, 2 known failures")
    r = _run(demo_copy, "--show-known")
    assert "KNOWN FAILURE" in r.output and "diff:" in r.output
    # a listed case that passes is fixed: the run fails until it is removed
    write(gdir / "tests" / "known-failures.txt", "names.cases:4\nnames.cases:5\nnames.cases:6\n")
    r = _run(demo_copy)
    assert r.exit_code == 1
    assert f"FIXED {gdir / 'tests' / 'names.cases'}:6: it passes now; remove names.cases:6 from {known} (line 3)" \
        in r.output
    # an id that names no case is stale
    write(gdir / "tests" / "known-failures.txt", "names.cases:4\nnames.cases:5\nnames.cases:40\n")
    r = _run(demo_copy)
    assert r.exit_code == 1 and f"STALE {known}:3: names.cases:40 names no case" in r.output
    # with --stage, the ids of other case files are not checked
    write(gdir / "tests" / "dates.cases", "el 12/05/2020 ⇒ el [[12/05/2020|FECHA]]\n")
    write(gdir / "tests" / "known-failures.txt", "names.cases:4\nnames.cases:5\nnames.cases:40\n")
    r = _run(demo_copy, "--stage", "dates")
    assert r.exit_code == 0 and r.output.strip() == "1 passed, 0 failed"


def test_pytest_collection_honours_the_ratchet(demo_copy, tmp_path):
    """test_grammar_cases.case_params: a listed failure is an xfail; a listed case that passes fails."""
    gdir, ldir = demo_copy
    write(gdir / "tests" / "names.cases", NAMES_CASES)
    write(gdir / "tests" / "known-failures.txt", "names.cases:4\nnames.cases:6\n")
    test = write(tmp_path / "run" / "test_demo_cases.py", f"""
        import pytest, fstdeid
        from pathlib import Path
        from fstdeid.casefiles import run_case
        from test_grammar_cases import case_params

        GDIR = Path({str(gdir)!r})
        DEID = fstdeid.load(grammar_dir=GDIR, lexicon_dir=Path({str(ldir)!r}), cache_dir=Path({str(tmp_path)!r}))

        @pytest.mark.parametrize("case", case_params([GDIR]))
        def test_case(case):
            assert run_case(DEID, case).ok
    """)
    env = dict(os.environ, PYTHONPATH=f"{ROOT / 'src'}{os.pathsep}{ROOT / 'tests'}")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfX", str(test)],
                       capture_output=True, text=True, env=env, cwd=tmp_path)
    out = r.stdout
    assert "2 failed, 2 passed, 1 xfailed" in out, out  # 5 fails (unlisted), 6 passes (listed)
    assert "XPASS(strict)" in out and "demo/names.cases:6" in out and "remove names.cases:6" in out, out
    assert "names.cases:5" in out  # the unlisted failure

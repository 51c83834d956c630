"""The end of the text is a unit that right contexts may take (`StageMachine.end`): a year closing
the text is found by a rule that wants no capital after it, a word closing the last line by a rule
that wants a line start after it; the end is never part of a match."""

from __future__ import annotations

import fstdeid
from conftest import load_demo_with_stages


def _with_stage(demo_copy) -> fstdeid.Deidentifier:
    return load_demo_with_stages(demo_copy, {"closing.py": (
        "STAGE = Stage('closing', [\n"
        "    Rule('year', digits(4) + right(~cap()), codes='NE+DATE'),\n"
        "    Rule('code', lit('ZX') + digits(2) + right(line_start()), codes='NE+ID'),\n"
        "    Rule('greedy', lit('Ref') + star(~cap()), codes='NE+ID'),\n"
        "])\n")})


def found(deid, text):
    return [(text[s.start:s.end], s.label) for s in deid.annotate(text).spans]


def test_right_contexts_take_the_end_of_the_text(demo_copy):
    deid = _with_stage(demo_copy)
    assert found(deid, "visto en 2012") == [("2012", "FECHA")]
    assert found(deid, "visto en 2012 Madrid") == []  # a capital after it
    assert found(deid, "lote ZX 12") == [("ZX 12", "ID")]  # the end of the text ends the line
    assert found(deid, "lote ZX 12\nfin") == [("ZX 12", "ID")]
    assert found(deid, "lote ZX 12 fin") == []
    # a repetition of negations stops at the end: the match ends with the text, not after it
    text = "Ref 2 b"
    assert [(s.start, s.end) for s in deid.annotate(text).spans] == [(0, len(text))]

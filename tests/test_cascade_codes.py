"""The cascade keeps the walk-start codes of the units (`Cascade._rows`) in step with the units: a
tag made by one stage can give a later stage's machine a new bit, which changes the codes of label
sets already in the text (`StageMachine.learn`); the later stage must still find its match."""

from __future__ import annotations

import fstdeid


def test_a_new_bit_given_out_mid_text_reaches_the_units_already_there(demo_copy):
    gdir, ldir = demo_copy
    (gdir / "first.py").write_text(
        "from fstdeid.grammar import *\n"
        "STAGE = Stage('first', [Rule('x', lit('Alfa') + lit('Beta'), codes='NE+XX')])\n", encoding="utf-8")
    (gdir / "second.py").write_text(
        "from fstdeid.grammar import *\n"
        "STAGE = Stage('second', [Rule('y', tag('NE+XX') + lit('Gamma'), codes='NE+ID')])\n", encoding="utf-8")
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    csc = csc.replace('"dates.py"', '"first.py"   Merge   Enabled   1\n"second.py"   Merge   Enabled   1\n"dates.py"', 1)
    (gdir / "cascade.csc").write_text(csc, encoding="utf-8")
    deid = fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir)  # a fresh cascade: nothing learnt yet
    text = "visto Gamma y Alfa Beta Gamma"
    assert [(text[s.start:s.end], s.label) for s in deid.annotate(text).spans] == [("Alfa Beta Gamma", "ID")]

"""The cascade keeps the walk-start codes of the units (`Cascade._rows`) in step with the units: a
tag made by one stage can give a later stage's machine a new bit, which changes the codes of label
sets already in the text (`StageMachine.learn`); the later stage must still find its match."""

from __future__ import annotations

from conftest import load_demo_with_stages


def test_a_new_bit_given_out_mid_text_reaches_the_units_already_there(demo_copy):
    deid = load_demo_with_stages(demo_copy, {  # a fresh cascade: nothing learnt yet
        "first.py": "STAGE = Stage('first', [Rule('x', lit('Alfa') + lit('Beta'), codes='NE+XX')])\n",
        "second.py": "STAGE = Stage('second', [Rule('y', tag('NE+XX') + lit('Gamma'), codes='NE+ID')])\n",
    })
    text = "visto Gamma y Alfa Beta Gamma"
    assert [(text[s.start:s.end], s.label) for s in deid.annotate(text).spans] == [("Alfa Beta Gamma", "ID")]

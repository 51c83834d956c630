"""`fstdeid explain`: which stage and rule tagged a span, its tokens' atoms and lexicon entries, or why
nothing tagged it."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from fstdeid import FstdeidError
from fstdeid.cli import main
from fstdeid.explain import explain, format_explanation

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS

TEXT = "Vino Juan Petrov al Centro de Salud María Petrova. Ingreso el 12/05/2020."
#       0    5    10   15   20   25   30   35   40   45   50   55   60   65   70


def test_a_tagged_span(demo):
    ex = explain(demo, TEXT, 5, 16)  # Juan Petrov
    assert [(t.tag.stage, t.tag.rule, t.tag.codes, t.tag.infl, t.tag.lemma, t.exact) for t in ex.tags] == [
        ("names", "full_name", ("NE", "persName", "full"), ("m",), "Juan Petrov", True)]
    assert ex.tags[0].where == f"{DEMO_GRAMMARS / 'names.py'}:18"
    assert [(t.text, t.entries) for t in ex.tokens] == [
        ("Juan", [("demo-first", "Juan", "Juan", "NE+persName+first", "m")]),
        ("Petrov", [("demo-surnames", "Petrov", "Petrov", "NE+persName+last", "m")])]
    assert "lex(('NE', 'persName', 'first'),'demo-first',None)" in ex.tokens[0].atoms
    assert "cap" in ex.tokens[0].atoms
    assert ex.probes == []  # tagged: no need to say why not
    out = format_explanation(ex)
    assert "stage names, rule full_name" in out and "lexicon demo-first: Juan,Juan.NE+persName+first:m" in out


def test_nested_tags_are_shown(demo):
    ex = explain(demo, TEXT, 20, 49)  # Centro de Salud María Petrova
    (info,) = ex.tags
    assert (info.tag.stage, info.tag.rule, info.tag.label) == ("orgs", "health_centre", "INSTITUCION")
    out = format_explanation(ex)
    assert "nested tags:\n      36-49 NE+persName+full  infl=f  lemma=María Petrov  label=PERSONA  stage=names " \
           "rule=full_name" in out


def test_why_nothing_matched(demo):
    ex = explain(demo, TEXT, 51, 58)  # Ingreso
    assert ex.tags == []
    probes = {p.stage: p for p in ex.probes}
    assert probes["names"].can_start == ["cap"]  # a capitalised word could start after_title...
    assert probes["dates"].can_start == [] and "digits(1,2)" in probes["dates"].first_labels
    assert probes["ids"].can_start == []  # regex [A-Z] is one capital letter, not a word
    out = format_explanation(ex)
    assert "no tag covers or overlaps this span" in out
    assert "names: at token: could start here (cap) but no rule matched to the end" in out
    assert "dates: at token: cannot start here: it begins with one of digits(1,2)" in out


def test_a_span_inside_a_tag(demo):
    ex = explain(demo, TEXT, 42, 49)  # Petrova, inside María Petrova inside the health centre
    assert [t.tag.rule for t in ex.tags] == ["health_centre", "full_name"] and not any(t.exact for t in ex.tags)
    probes = {p.stage: p for p in ex.probes}
    assert probes["orgs"].unit.startswith("offset 42 is inside the tag NE+persName+full of names/full_name")
    assert "no tag covers exactly this span; tags overlapping it:" in format_explanation(ex)


def test_a_span_in_a_merged_later_stage(demo):
    ex = explain(demo, TEXT, 62, 72)  # 12/05/2020
    assert [(t.tag.stage, t.tag.rule, t.tag.codes) for t in ex.tags] == [("dates", "dmy", ("NE", "DATE", "dmy"))]
    assert [t.text for t in ex.tokens] == ["12", "/", "05", "/", "2020"]


@pytest.mark.parametrize("start, end", [(5, 5), (-1, 3), (70, 200)])
def test_bad_offsets(demo, start, end):
    with pytest.raises(FstdeidError, match="is not inside the text"):
        explain(demo, TEXT, start, end)


def test_cli(tmp_path, demo):
    f = tmp_path / "note.txt"
    f.write_text(TEXT, encoding="utf-8")
    args = ["explain", "--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS)]
    r = CliRunner().invoke(main, args + [str(f), "5", "16"])
    assert r.exit_code == 0, r.output
    assert "span 5-16: 'Juan Petrov'" in r.output and "stage names, rule full_name" in r.output
    r = CliRunner().invoke(main, args + [str(f), "60", "500"])
    assert r.exit_code == 2 and "is not inside the text" in r.output
    assert "document text" in CliRunner().invoke(main, ["explain", "--help"]).output

"""Propagate stages: what an earlier stage tagged with context is tagged everywhere in the document."""

from __future__ import annotations

import pytest

import fstdeid
from fstdeid.errors import GrammarError
from fstdeid.grammar import Propagate


def _with_propagation(demo_copy, **params) -> fstdeid.Deidentifier:
    gdir, ldir = demo_copy
    args = ", ".join(f"{k}={v!r}" for k, v in params.items())
    (gdir / "propagate.py").write_text(
        "from fstdeid.grammar import Propagate\n"
        f"STAGE = Propagate('propagate', masks=['NE+persName'], {args})\n", encoding="utf-8")
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    csc = csc.replace('"lists.py"', '"propagate.py"   Merge   Enabled   1\n"lists.py"', 1)
    (gdir / "cascade.csc").write_text(csc, encoding="utf-8")
    return fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir)


TEXT = "Visto por Dr. Zubiri ayer. Zubiri indica reposo. Llamar a zubiri si empeora."


def test_a_name_tagged_after_a_title_is_tagged_everywhere(demo, demo_copy):
    plain = demo.annotate(TEXT)
    assert [TEXT[s.start:s.end] for s in plain.spans] == ["Zubiri"]  # only the one after "Dr."
    deid = _with_propagation(demo_copy)
    ann = deid.annotate(TEXT)
    assert [TEXT[s.start:s.end] for s in ann.spans] == ["Zubiri", "Zubiri", "zubiri"]
    copies = [t for t in ann.tags if t.stage == "propagate"]
    assert [t.rule for t in copies] == ["propagated:after_title"] * 2
    assert all(t.codes == ("NE", "persName", "title") and t.lemma == "Zubiri" for t in copies)


def test_no_copy_inside_a_hyphenated_compound(demo_copy):
    """A copy is a whole word sequence: not the first or last part of a compound written with a
    hyphen and no spaces; a spaced dash separates."""
    deid = _with_propagation(demo_copy)
    text = "Visto por Dr. Zubiri ayer. Zubiri-Arana indica reposo; Arana-Zubiri no; Zubiri - Arana sí."
    got = [(s.start, text[s.start:s.end]) for s in deid.annotate(text).spans]
    assert got == [(14, "Zubiri"), (text.index("Zubiri - "), "Zubiri")]


def test_case_sensitive_and_min_chars(demo_copy):
    deid = _with_propagation(demo_copy, ignore_case=False)
    ann = deid.annotate(TEXT)
    assert [TEXT[s.start:s.end] for s in ann.spans] == ["Zubiri", "Zubiri"]
    text = "Visto por Dr. Li hoy. Li vuelve."
    assert [text[s.start:s.end] for s in deid.annotate(text).spans] == ["Li"]  # 2 < min_chars


def test_capital_takes_copies_in_any_case_that_start_with_a_capital(demo_copy):
    deid = _with_propagation(demo_copy, capital=True)
    ann = deid.annotate(TEXT)
    assert [TEXT[s.start:s.end] for s in ann.spans] == ["Zubiri", "Zubiri"]  # not "zubiri"
    text = "Visto por Dr. Zubiri ayer. ZUBIRI indica reposo."
    assert [text[s.start:s.end] for s in deid.annotate(text).spans] == ["Zubiri", "ZUBIRI"]


def test_parts_of_a_multiword_name_only_where_capitalised(demo_copy):
    deid = _with_propagation(demo_copy, parts=True)
    text = "Paciente Juan Petrov. Petrov refiere dolor; petrov no."
    ann = deid.annotate(text)
    got = [(text[s.start:s.end], s.codes[-1]) for s in ann.spans]
    assert got == [("Juan Petrov", "full"), ("Petrov", "part")]


def test_propagate_needs_masks():
    with pytest.raises(GrammarError, match="at least one code mask"):
        Propagate("p", masks=[])


JOIN_TEXT = "Visto por Dr. Zubiri ayer. Paciente Juan Petrov. Zubiri Petrov vino; Zubiri\nPetrov no. Zubiri. Petrov."


def test_copies_side_by_side_stay_apart_without_join(demo_copy):
    deid = _with_propagation(demo_copy, parts=True)
    text = JOIN_TEXT
    assert [text[s.start:s.end] for s in deid.annotate(text).spans][2:4] == ["Zubiri", "Petrov"]


def test_join_makes_one_tag_of_copies_side_by_side(demo_copy):
    text = JOIN_TEXT
    deid = _with_propagation(demo_copy, parts=True, join=True)
    ann = deid.annotate(text)
    # one tag with the codes both copies share; not across a line break or punctuation
    assert [text[s.start:s.end] for s in ann.spans] == ["Zubiri", "Juan Petrov", "Zubiri Petrov", "Zubiri", "Petrov",
                                                        "Zubiri", "Petrov"]
    joined = [t for t in ann.tags if t.stage == "propagate" and t.start == ann.spans[2].start]
    assert [(t.codes, t.label, t.lemma) for t in joined] == [(("NE", "persName"), "PERSONA", "Zubiri Petrov")]


def test_join_takes_in_an_earlier_stage_tag_of_the_category_side_by_side(demo_copy):
    # "Juan" is tagged by the names stage (a first name alone); the copy of "Zubiri" right after or before it, on its
    # line, makes one tag with it (not across a line break)
    text = "Visto por Dr. Zubiri ayer. Juan Zubiri vino. Zubiri Juan no. Juan\nZubiri tampoco."
    deid = _with_propagation(demo_copy, parts=True, join=True)
    ann = deid.annotate(text)
    assert [text[s.start:s.end] for s in ann.spans] == ["Zubiri", "Juan Zubiri", "Zubiri Juan", "Juan", "Zubiri"]

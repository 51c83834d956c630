"""The public engine, end to end on the demo language: annotate, trace, deidentify, to_xml, pipe."""

from __future__ import annotations

import pytest

import fstdeid
from fstdeid import Annotation, DocumentError, FstdeidError
from conftest import spans_of, texts_of


# -- exact spans ------------------------------------------------------------------------------------


def test_annotate_exact_spans_in_a_note(demo):
    text = "Paciente Juan Petrov, ingresó el 12/05/2020 con J18.9; ref U18.9.\nDr. Zapata"
    ann = demo.annotate(text)
    assert isinstance(ann, Annotation) and ann.text == text
    assert spans_of(ann) == [(9, 20, "PERSONA"), (33, 43, "FECHA"), (59, 64, "ID"), (70, 76, "PERSONA")]
    assert texts_of(ann) == [("Juan Petrov", "PERSONA"), ("12/05/2020", "FECHA"), ("U18.9", "ID"),
                             ("Zapata", "PERSONA")]
    assert [s.codes for s in ann.spans] == [("NE", "persName", "full"), ("NE", "DATE", "dmy"), ("NE", "ID"),
                                            ("NE", "persName", "title")]


def test_no_phi_gives_no_spans(demo):
    ann = demo.annotate("sin hallazgos relevantes; control en consulta")
    assert ann.spans == () and ann.tags == ()
    assert demo.annotate("").spans == ()


def test_offsets_are_code_points_after_astral_and_combining_characters(demo):
    text = "😀 Jose\u0301 y\u00a0Juan Petrov"  # an astral emoji (1 code point, 2 UTF-16 units), a combining accent
    ann = demo.annotate(text)
    start = text.index("Juan")
    assert spans_of(ann) == [(start, start + len("Juan Petrov"), "PERSONA")]


def test_multiword_lexicon_entry_as_one_part(demo):
    ann = demo.annotate("Consulta con Carmen de la Fuente hoy")
    assert texts_of(ann) == [("Carmen de la Fuente", "PERSONA")]
    (tag,) = ann.tags
    assert tag.rule == "full_name" and tag.lemma == "Carmen de la Fuente" and tag.infl == ("f",)


def test_case_of_lexicon_entries_is_smart(demo):
    # "Juan" matches "Juan" and "JUAN" but not "juan" (smart case of the lexicon).
    assert texts_of(demo.annotate("JUAN PETROV")) == [("JUAN PETROV", "PERSONA")]
    assert demo.annotate("juan petrov").spans == ()


# -- contexts ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Dr. Zapata", [(4, 10, "PERSONA")]),
    ("Dra Zapata", [(4, 10, "PERSONA")]),
    ("Zapata", []),
    ("Dr.", []),
    ("Dr. zapata", []),
])
def test_left_context_is_required_but_not_part_of_the_match(demo, text, expected):
    ann = demo.annotate(text)
    assert spans_of(ann) == expected
    if expected:
        assert ann.tags[0].rule == "after_title" and ann.tags[0].lemma == "Zapata"


@pytest.mark.parametrize("text, expected", [
    ("Gómez (enfermera) de guardia", [(0, 5, "PERSONA")]),
    ("Gómez (enfermero)", [(0, 5, "PERSONA")]),
    ("Gómez (paciente)", []),
    ("Gómez enfermera", []),
])
def test_right_context_is_required_but_not_part_of_the_match(demo, text, expected):
    ann = demo.annotate(text)
    assert spans_of(ann) == expected
    if expected:
        assert ann.tags[0].rule == "before_role"


def test_a_longer_match_beats_the_left_context_rule(demo):
    # after_title would take "Juan"; full_name starts at the same unit and is longer.
    ann = demo.annotate("Dr. Juan García")
    assert texts_of(ann) == [("Juan García", "PERSONA")]
    assert ann.tags[0].rule == "full_name"


# -- merge, replace, blocking, repeat ---------------------------------------------------------------


def test_merge_keeps_the_covered_tag_as_a_child(demo):
    text = "Derivado al Centro de Salud Juan García ayer"
    ann = demo.annotate(text)
    assert texts_of(ann) == [("Centro de Salud Juan García", "INSTITUCION")]  # outermost PHI only
    (org,) = ann.tags
    assert (org.stage, org.rule, org.codes, org.element) == ("orgs", "health_centre", ("NE", "ORG", "health"), "org")
    (person,) = org.children
    assert (person.start, person.end) == (text.index("Juan"), text.index(" ayer"))
    assert (person.stage, person.rule, person.label, person.element) == ("names", "full_name", "PERSONA", "persName")
    assert [t.rule for t in org.walk()] == ["health_centre", "full_name"]
    # lemma_from / infl_from over a part that is a tag: the tag's lemma and inflection.
    assert (org.lemma, org.infl) == ("Juan García", ("m",))


def test_lemma_and_infl_from_a_tag_part(demo):
    (org,) = demo.annotate("Centro de Salud María Petrova").tags
    assert (org.lemma, org.infl) == ("María Petrov", ("f",))
    (org,) = demo.annotate("Centro de Salud Gómez (enfermera)").tags
    assert (org.start, org.end, org.lemma, org.infl) == (0, 21, "Gómez", ())  # no lemma: the part's text


def test_replace_drops_the_covered_tags(demo):
    text = "Juan Petrov y María López"
    ann = demo.annotate(text)
    (group,) = ann.tags
    assert (group.start, group.end, group.rule, group.stage) == (0, len(text), "pair", "lists")
    assert group.codes == ("NE", "persName", "group")
    assert group.children == ()  # Replace mode: the two name tags are gone
    assert spans_of(ann) == [(0, len(text), "PERSONA")]


def test_repeat_stage_runs_until_nothing_matches(demo):
    text = "Juan Petrov y Luis García y María López, Andrea"
    ann, trace = demo.trace(text)
    assert spans_of(ann) == [(0, len(text), "PERSONA")]
    runs = [(t.iteration, [(x.start, x.end) for x in t.tags]) for t in trace if t.stage == "lists"]
    # run 1: leftmost-longest pairs: (Juan Petrov y Luis García) and (María López, Andrea);
    # run 2: the two groups; run 3 finds nothing and stops the stage.
    mid = text.index("María")
    assert runs == [(0, [(0, mid - 3), (mid, len(text))]), (1, [(0, len(text))]), (2, [])]


def test_repeat_stage_in_merge_of_a_later_stage(demo):
    text = "Centro de Salud Juan Petrov y Luis García"
    ann = demo.annotate(text)
    (org,) = ann.tags
    assert (org.start, org.end, org.rule) == (0, len(text), "health_centre")
    (group,) = org.children
    assert (group.start, group.rule, group.children) == (16, "pair", ())


def test_blocking_stage_prevents_later_stages(demo):
    ann, trace = demo.trace("J18.9 U18.9 K12345")
    # J18.9 is an ICD-10 code: tagged NONPHI by the blocking stage, so ids.py does not see its tokens.
    assert texts_of(ann) == [("U18.9", "ID"), ("K12345", "ID")]
    blocking = next(t for t in trace if t.stage == "blocking")
    assert [(t.start, t.end, t.codes, t.label) for t in blocking.tags] == [(0, 5, ("NONPHI", "icd10"), None)]
    ids = next(t for t in trace if t.stage == "ids")
    assert [(t.start, t.end) for t in ids.tags] == [(6, 11), (12, 18)]
    assert [(t.start, t.end, t.is_phi, t.element) for t in ann.tags] == [
        (0, 5, False, "NONPHI.icd10"), (6, 11, True, "ID"), (12, 18, True, "ID")]


def test_glued_tokens_only(demo):
    # attached(): "U 18" (with a space) is no identifier, nor is "J 18.9" an ICD code.
    assert demo.annotate("U 18").spans == ()
    assert texts_of(demo.annotate("J 18.9")) == []


def test_disabled_stage_never_runs(demo):
    ann, trace = demo.trace("Hola Zapata Gómez Madrid")
    assert ann.tags == ()
    assert "greedy" not in {t.stage for t in trace}


# -- leftmost-longest and weights -------------------------------------------------------------------


def test_longest_match_wins(demo):
    ann = demo.annotate("12/05/2020")
    assert [(t.start, t.end, t.rule) for t in ann.tags] == [(0, 10, "dmy")]
    ann = demo.annotate("12/05")
    assert [(t.start, t.end, t.rule) for t in ann.tags] == [(0, 5, "dm")]


def test_weight_beats_rule_order(demo):
    # mdy comes first in the stage and matches the same span, but weighs 2: dmy (weight 0) wins.
    (tag,) = demo.annotate("el 3/4/2021").tags
    assert (tag.rule, tag.codes) == ("dmy", ("NE", "DATE", "dmy"))


def test_leftmost_match_wins_over_a_later_overlapping_one(demo):
    ann = demo.annotate("5 de mayo de 2020")
    assert [(t.start, t.end, t.rule) for t in ann.tags] == [(0, 9, "day_month")]
    ann = demo.annotate("desde mayo de 2020")
    assert [(t.start, t.end, t.rule) for t in ann.tags] == [(6, 18, "month_year")]


def test_matches_do_not_overlap_and_resume_after_a_match(demo):
    ann = demo.annotate("1/2/2020 3/4/2021")
    assert [(t.start, t.end) for t in ann.tags] == [(0, 8), (9, 17)]


# -- agreement, inflection, lemmas ------------------------------------------------------------------


@pytest.mark.parametrize("text, rule, infl, lemma", [
    ("Juan Petrov", "full_name", ("m",), "Juan Petrov"),
    ("María Petrova", "full_name", ("f",), "María Petrov"),      # lemma of Petrova is Petrov
    ("Andrea Petrova", "full_name", ("f",), "Andrea Petrov"),    # Andrea is m or f: agrees on f
    ("Andrea Petrov", "full_name", ("m",), "Andrea Petrov"),
    ("Andrea García", "full_name", ("f", "m"), "Andrea García"),  # both ambiguous: both values kept
    ("Juan García", "full_name", ("m",), "Juan García"),
])
def test_agreeing_parts_make_one_tag_with_infl_and_lemma(demo, text, rule, infl, lemma):
    (tag,) = demo.annotate(text).tags
    assert (tag.start, tag.end) == (0, len(text))
    assert (tag.rule, tag.infl, tag.lemma) == (rule, infl, lemma)


@pytest.mark.parametrize("text", ["Juan Petrova", "María Petrov", "Luis Petrova", "Carmen Petrov"])
def test_disagreeing_parts_do_not_make_a_full_name(demo, text):
    tags = demo.annotate(text).tags
    first = text.split()[0]
    # Only the first name is tagged, by the first_only rule.
    assert [(t.start, t.end, t.rule) for t in tags] == [(0, len(first), "first_only")]


def test_first_only_tag_takes_the_lexicon_infl(demo):
    (tag,) = demo.annotate("Carmen").tags
    assert (tag.codes, tag.infl, tag.lemma) == (("NE", "persName", "first"), ("f",), "Carmen")


def test_rule_without_lemma_from_has_empty_lemma(demo):
    (tag,) = demo.annotate("12/05/2020").tags
    assert tag.lemma == "" and tag.infl == ()


# -- deidentify -------------------------------------------------------------------------------------


def test_deidentify_tag_mode(demo):
    text = "Juan Petrov vino el 12/05/2020 (J18.9)."
    assert demo.deidentify(text) == "[PERSONA] vino el [FECHA] (J18.9)."
    assert demo.deidentify(text, mode="tag") == "[PERSONA] vino el [FECHA] (J18.9)."


def test_deidentify_mask_mode_keeps_whitespace_and_length(demo):
    text = "Juan\u00a0Petrov\nvino el 12/05/2020."
    out = demo.deidentify(text, mode="mask")
    assert out == "XXXX\u00a0XXXXXX\nvino el XXXXXXXXXX."
    assert len(out) == len(text)


def test_deidentify_nested_replaces_the_outermost_phi_once(demo):
    text = "Centro de Salud Juan García."
    assert demo.deidentify(text) == "[INSTITUCION]."


def test_deidentify_unknown_mode(demo):
    with pytest.raises(FstdeidError, match="unknown mode 'redact'"):
        demo.deidentify("Juan Petrov", mode="redact")


def test_annotate_rejects_non_text_with_document_error(demo):
    with pytest.raises(DocumentError) as ei:
        demo.annotate(b"Juan Petrov", doc_id="note-7")
    assert ei.value.doc_id == "note-7"
    assert "bytes" in str(ei.value) and "Juan" not in str(ei.value)


def test_to_xml_modes(demo):
    text = "Juan Petrov & J18.9"
    assert demo.to_xml(text) == ('<text><persName PHI="yes">Juan Petrov</persName> &amp; '
                                 '<NONPHI.icd10>J18.9</NONPHI.icd10></text>')
    assert demo.to_xml(text, mode="tag") == ('<text><persName PHI="yes">[PERSONA]</persName> &amp; '
                                             '<NONPHI.icd10>J18.9</NONPHI.icd10></text>')
    assert demo.to_xml(text, mode="mask") == ('<text><persName PHI="yes">XXXX XXXXXX</persName> &amp; '
                                              '<NONPHI.icd10>J18.9</NONPHI.icd10></text>')


# -- trace ------------------------------------------------------------------------------------------


def test_trace_lists_every_stage_with_its_matches(demo):
    text = "Juan Petrov y Luis García, 12/05/2020, J18.9, Centro de Salud Andrea"
    ann, trace = demo.trace(text)
    assert [(t.stage, t.iteration) for t in trace] == [
        ("blocking", 0), ("dates", 0), ("ids", 0), ("names", 0), ("lists", 0), ("lists", 1), ("orgs", 0)]
    by = {(t.stage, t.iteration): [(text[x.start:x.end], x.rule) for x in t.tags] for t in trace}
    assert by[("blocking", 0)] == [("J18.9", "icd10")]
    assert by[("dates", 0)] == [("12/05/2020", "dmy")]
    assert by[("ids", 0)] == []
    assert by[("names", 0)] == [("Juan Petrov", "full_name"), ("Luis García", "full_name"),
                                ("Andrea", "first_only")]
    assert by[("lists", 0)] == [("Juan Petrov y Luis García", "pair")]
    assert by[("lists", 1)] == []
    assert by[("orgs", 0)] == [("Centro de Salud Andrea", "health_centre")]
    assert all(t.seconds >= 0 for t in trace)
    # The trace's annotation is annotate()'s.
    assert ann == demo.annotate(text)
    # Units after the last stage: tags as TagSpan, tokens as (start, end).
    last = trace[-1].units
    assert [u.rule if hasattr(u, "rule") else text[u[0]:u[1]] for u in last] == [
        "pair", ",", "dmy", ",", "icd10", ",", "health_centre"]


def test_trace_of_text_without_matches_still_lists_every_stage(demo):
    _, trace = demo.trace("nada")
    assert [t.stage for t in trace] == ["blocking", "dates", "ids", "names", "lists", "orgs"]
    assert all(t.tags == () for t in trace)


# -- pipe -------------------------------------------------------------------------------------------


TEXTS = ["Juan Petrov vino.", "", "12/05/2020 y 3/4/2021", "Centro de Salud María López", "nada",
         "J18.9 U18.9", "Dr. Zapata", "Andrea García y Luis López"] * 5


def test_pipe_sequential_equals_annotate(demo):
    got = list(demo.pipe(iter(TEXTS)))
    assert got == [demo.annotate(t) for t in TEXTS]


def test_pipe_parallel_equals_sequential(demo):
    seq = list(demo.pipe(TEXTS, n_process=1))
    par = list(demo.pipe(TEXTS, n_process=2, chunksize=3))
    assert par == seq


@pytest.mark.parametrize("n_process", [1, 2])
def test_pipe_yields_document_error_in_place(demo, n_process):
    items = ["Juan Petrov", 42, "Dr. Zapata", None, "nada"]
    got = list(demo.pipe(items, n_process=n_process, chunksize=1))
    assert len(got) == 5
    assert spans_of(got[0]) == [(0, 11, "PERSONA")]
    assert isinstance(got[1], DocumentError) and got[1].doc_id == "1" and "int" in got[1].reason
    assert spans_of(got[2]) == [(4, 10, "PERSONA")]
    assert isinstance(got[3], DocumentError) and got[3].doc_id == "3" and "NoneType" in got[3].reason
    assert got[4].spans == ()


def burn_cpu_on_runaway(monkeypatch, seconds: float = 0.3) -> None:
    """Make the cascade spend `seconds` of CPU time on a text containing RUNAWAY, before its first
    stage (so the first deadline check sees it)."""
    import time

    from fstdeid.cascade import Cascade

    real_run = Cascade.run

    def run(self, text, trace=None, deadline=None):
        if "RUNAWAY" in text:
            end = time.thread_time() + seconds
            while time.thread_time() < end:
                pass
        return real_run(self, text, trace, deadline)

    monkeypatch.setattr(Cascade, "run", run)


@pytest.mark.parametrize("n_process", [1, 2])
def test_pipe_turns_a_document_over_the_time_limit_into_its_error(demo, monkeypatch, n_process):
    burn_cpu_on_runaway(monkeypatch)
    items = ["Juan Petrov", "RUNAWAY Juan Petrov", "Dr. Zapata"]
    got = list(demo.pipe(items, n_process=n_process, chunksize=1, time_limit=0.1))
    assert spans_of(got[0]) == [(0, 11, "PERSONA")] and spans_of(got[2]) == [(4, 10, "PERSONA")]
    assert isinstance(got[1], DocumentError) and got[1].doc_id == "1"
    assert got[1].reason == "over the time limit of 0.1 s of CPU time (see --time-limit)"
    assert spans_of(list(demo.pipe(items, time_limit=None))[1]) == [(8, 19, "PERSONA")]  # no limit


def test_document_error_survives_pickling():
    import pickle

    e = DocumentError("n1", "bad thing", stage="names", offset=7)
    f = pickle.loads(pickle.dumps(e))
    assert (f.doc_id, f.reason, f.stage, f.offset, str(f)) == ("n1", "bad thing", "names", 7, str(e))


def test_load_needs_a_language():
    with pytest.raises(FstdeidError, match="needs a language name or grammar_dir"):
        fstdeid.load()


def test_public_api():
    for name in ["load", "Deidentifier", "Annotation", "Span", "TagSpan", "FstdeidError", "GrammarError",
                 "DocumentError", "StaleCompilationError", "__version__"]:
        assert hasattr(fstdeid, name)
    assert issubclass(fstdeid.GrammarError, FstdeidError) and issubclass(DocumentError, FstdeidError)

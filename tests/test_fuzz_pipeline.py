"""Property tests of the whole engine on arbitrary text (bounded example counts)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st
from lxml import etree

from fstdeid import DocumentError
from fstdeid.output import to_tagged_text

from fuzz_text import fuzz_settings

# Pieces that trigger the demo grammars, and pieces that have broken text tools before.
TRIGGERS = ["Juan", "Petrov", "Petrova", "María", "Andrea", "García", "López", "de la Fuente", "Centro de Salud",
            " y ", ", ", "Dr.", "Dra ", "12/05/2020", "3/4", "5 de mayo de 2020", "J18.9", "U18.9", "K1", "(enfermera)",
            "JUAN", "de ", "la ", "Fuente"]
NASTY = ["{x,.NE}", "{Juan,.NE+persName:f}", "<tag>", "<b>", "</b>", "]]>", "<![CDATA[", "&", "&amp;", '"', "'",
         "{", "}", "\\", "[", "]", "\u0301", "\u200b", "\u200d", "\u00a0", "\r\n", "\r", "\n", "\t", "\u202e",
         "\u05e9\u05dc\u05d5\u05dd", "\u0627\u0644", "\x00", "\x01", "\x0b", "\x7f", "\x85", "\u2028", "\ufeff",
         "\ufffe", "\ud800", "😀", "ǅ", "ß", "İ", "²", "º"]
texts = st.lists(st.one_of(st.sampled_from(TRIGGERS), st.sampled_from(NASTY), st.text(max_size=4)),
                 max_size=24).map("".join)

SETTINGS = fuzz_settings(80)


def _check_tags(text, tags, lo, hi):
    prev = lo
    for t in tags:
        assert prev <= t.start < t.end <= hi
        # Tags start and end on tokens, never on whitespace.
        assert not text[t.start].isspace() and not text[t.end - 1].isspace()
        _check_tags(text, t.children, t.start, t.end)
        prev = t.end


@SETTINGS
@given(text=texts)
def test_annotate_invariants(demo, text):
    try:
        ann = demo.annotate(text, doc_id="fuzz")
    except DocumentError as e:  # the only error allowed, and it names the document
        assert e.doc_id == "fuzz"
        return
    assert ann.text == text
    prev = 0
    for s in ann.spans:
        assert prev <= s.start < s.end <= len(text)  # within bounds, sorted, non-overlapping
        assert s.label in {"PERSONA", "FECHA", "INSTITUCION", "ID"}
        prev = s.end
    _check_tags(text, ann.tags, 0, len(text))
    assert demo.annotate(text, doc_id="fuzz") == ann  # deterministic


@SETTINGS
@given(text=texts)
def test_deidentify_is_the_text_with_the_spans_replaced(demo, text):
    ann = demo.annotate(text)
    expected, pos = [], 0
    for s in ann.spans:
        expected += [text[pos:s.start], f"[{s.label}]"]
        pos = s.end
    expected.append(text[pos:])
    assert demo.deidentify(text) == "".join(expected)
    masked = demo.deidentify(text, mode="mask")
    assert len(masked) == len(text)
    inside = {i for s in ann.spans for i in range(s.start, s.end)}
    for i, (a, b) in enumerate(zip(text, masked)):
        if i not in inside or a.isspace():
            assert a == b
        else:
            assert b == "X"


@SETTINGS
@given(text=texts)
def test_xml_is_well_formed_or_a_document_error(demo, text):
    for mode in (None, "tag"):
        try:
            xml = demo.to_xml(text, doc_id="fz", mode=mode)
        except DocumentError as e:
            assert e.doc_id == "fz" and e.offset is not None and "XML 1.0" in e.reason
            bad = text[e.offset]
            assert not (bad in "\t\n\r" or " " <= bad <= "\ud7ff" or "\ue000" <= bad <= "\ufffd" or bad > "\uffff")
            assert all(c in "\t\n\r" or " " <= c <= "\ud7ff" or "\ue000" <= c <= "\ufffd" or c > "\uffff"
                       for c in text[:e.offset])
            return
        root = etree.fromstring(xml.encode("utf-8"))
        if mode is None:
            assert "".join(root.itertext()) == text
        else:
            assert "".join(root.itertext()) == demo.deidentify(text)
        assert len(root.xpath("//*[@PHI='yes'][not(ancestor::*[@PHI])]")) == len(demo.annotate(text).spans)


@SETTINGS
@given(text=texts)
def test_tagged_text_parses_back(demo, text):
    from test_output import parse_tagged

    ann = demo.annotate(text)
    parse_tagged(text, to_tagged_text(text, ann.tags), ann.tags)


@fuzz_settings(80, factor=1 / 8)
@given(batch=st.lists(st.one_of(texts, st.none(), st.integers()), min_size=1, max_size=12))
def test_pipe_parallel_matches_annotate(demo, batch):
    got = list(demo.pipe(batch, n_process=2, chunksize=2))
    assert len(got) == len(batch)
    for i, (item, res) in enumerate(zip(batch, got)):
        if isinstance(item, str):
            assert res == demo.annotate(item)
        else:
            assert isinstance(res, DocumentError) and res.doc_id == str(i)

"""Outputs: XML (lxml), Unitex-tagged text, replaced text."""

from __future__ import annotations

import pytest
from lxml import etree

from fstdeid import DocumentError, Span, TagSpan
from fstdeid.output import to_tagged_text, to_xml
from fstdeid.tags import Tag, parse_tag


def _parse(xml: str):
    return etree.fromstring(xml.encode("utf-8"))


MARKUP_TEXTS = [
    "<b>Juan Petrov</b> & María López",
    "]]> Juan Petrov ]]> <![CDATA[ x ]]>",
    "\"Juan Petrov\" dijo: 'Carmen de la Fuente' &amp; &lt;",
    "Centro de Salud <i>Juan García</i>",             # markup inside a nested tag
    "Centro de Salud Juan García & Dr. <Zapata>",
    "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e 'Juan Petrov'>]>&e;",
    "{Juan Petrov,.NE+persName} [J18.9] {x}",
    "línea\r\nJuan\rPetrov\ttab\u2028sep\u00a0nbsp",
]


@pytest.mark.parametrize("text", MARKUP_TEXTS)
def test_xml_is_well_formed_and_keeps_the_text(demo, text):
    ann = demo.annotate(text)
    assert ann.spans, "each sample has PHI"
    root = _parse(demo.to_xml(text, doc_id="d"))
    assert root.tag == "text"
    assert "".join(root.itertext()) == text  # nothing lost, nothing added, CR and all
    phi = root.xpath("//*[@PHI]")
    assert all(e.get("PHI") == "yes" for e in phi)
    # Outermost PHI elements are the spans, in order, with the span's text.
    outer = [e for e in phi if not any(a.get("PHI") for a in e.iterancestors())]
    assert ["".join(e.itertext()) for e in outer] == [text[s.start:s.end] for s in ann.spans]
    assert [e.tag for e in outer] == [{"PERSONA": "persName", "INSTITUCION": "org", "FECHA": "date", "ID": "ID"}[s.label]
                                     for s in ann.spans]


@pytest.mark.parametrize("mode, inner", [("tag", "[PERSONA]"), ("mask", "XXXX XXXXXX")])
def test_xml_with_a_mode_replaces_phi_text(demo, mode, inner):
    text = "<b>Juan Petrov</b> & J18.9"
    root = _parse(demo.to_xml(text, mode=mode))
    b, icd = root  # there is no element <b>: it is text
    assert (icd.tag, icd.get("PHI"), icd.text) == ("NONPHI.icd10", None, "J18.9")
    assert b.tag == "persName" and b.get("PHI") == "yes" and b.text == inner
    assert root.text == "<b>" and b.tail == "</b> & "
    assert "Juan" not in "".join(root.itertext())


def test_xml_nested_tags_are_nested_elements(demo):
    text = "Centro de Salud Juan García y J18.9"
    root = _parse(demo.to_xml(text))
    assert [(e.tag, e.get("PHI")) for e in root.iter()] == [
        ("text", None), ("org", "yes"), ("persName", "yes"), ("NONPHI.icd10", None)]
    org = root[0]
    assert org.text == "Centro de Salud " and org[0].text == "Juan García"
    # With a mode, the outer PHI element holds the placeholder and nothing nested.
    root = _parse(demo.to_xml(text, mode="tag"))
    assert [(e.tag, e.text) for e in root] == [("org", "[INSTITUCION]"), ("NONPHI.icd10", "J18.9")]


@pytest.mark.parametrize("bad, offset", [("\x00", 5), ("\x01", 5), ("\x0b", 5), ("\x1f", 5), ("\ufffe", 5),
                                         ("\ud800", 5), ("\uffff", 5)])
def test_xml_rejects_characters_xml_cannot_hold(demo, bad, offset):
    text = "Juan" + " " + bad + " Petrov"
    with pytest.raises(DocumentError) as ei:
        demo.to_xml(text, doc_id="note-3")
    e = ei.value
    assert (e.doc_id, e.offset) == ("note-3", offset)
    assert f"U+{ord(bad):04X}" in e.reason and "XML 1.0" in e.reason
    assert "Juan" not in str(e) and "Petrov" not in str(e)


def test_xml_accepts_tab_newline_cr_and_astral(demo):
    text = "\tJuan\r\n😀 Petrov\U0010FFFD"
    root = _parse(demo.to_xml(text))
    assert "".join(root.itertext()) == text


def test_to_xml_on_constructed_tags():
    text = "ab cd ef"
    inner = TagSpan(3, 5, ("NE", "x"), (), "", "s", "r", (), "X", "x")
    outer = TagSpan(0, 5, ("NE", "y"), (), "", "s", "r", (inner,), None, "y")
    assert to_xml(text, [outer], root="doc") == "<doc><y>ab <x PHI=\"yes\">cd</x></y> ef</doc>"
    assert (to_xml(text, [outer], replacement=lambda t: "[X]")
            == "<text><y>ab <x PHI=\"yes\">[X]</x></y> ef</text>")
    assert to_xml("", []) == "<text></text>"


# -- tagged text ----------------------------------------------------------------------------------


def _tag_end(s: str, i: int) -> int:
    """The index after the tag that starts with '{' at s[i] (backslash escapes, nested braces)."""
    assert s[i] == "{"
    depth = 0
    while True:
        c = s[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


def _check_tag(text: str, span: TagSpan, tag: Tag) -> None:
    assert tag.form == text[span.start:span.end]
    assert (tag.lemma, tag.codes, tag.infl) == (span.lemma, span.codes, span.infl)
    nested = [p for p in tag.parts if isinstance(p, Tag)]
    assert len(nested) == len(span.children)
    for child, t in zip(sorted(span.children, key=lambda c: c.start), nested):
        _check_tag(text, child, t)


def parse_tagged(text: str, tagged: str, tags) -> None:
    """Walk the tagged text: the gaps are the text's, each tag parses back to the TagSpan it writes."""
    pos_out = pos_text = 0
    for span in sorted(tags, key=lambda t: t.start):
        gap = text[pos_text:span.start]
        assert tagged[pos_out:pos_out + len(gap)] == gap
        pos_out += len(gap)
        end = _tag_end(tagged, pos_out)
        _check_tag(text, span, parse_tag(tagged[pos_out:end]))
        pos_out, pos_text = end, span.end
    assert tagged[pos_out:] == text[pos_text:]


@pytest.mark.parametrize("text", MARKUP_TEXTS + [
    "Andrea Petrova y Juan Petrov, 12/05/2020",
    "Centro de Salud Carmen de la Fuente: {a,b.c+d:e} \\ + . : ,",
    "Dr. Zapata, Gómez (enfermera), J18.9, U18.9",
])
def test_tagged_text_parses_back(demo, text):
    ann = demo.annotate(text)
    assert ann.tags
    tagged = to_tagged_text(text, ann.tags)
    parse_tagged(text, tagged, ann.tags)


def test_tagged_text_exact(demo):
    text = "Centro de Salud María Petrova. J18.9"
    ann = demo.annotate(text)
    assert to_tagged_text(text, ann.tags) == (
        "{Centro de Salud {María Petrova,María Petrov.NE+persName+full:f},María Petrov.NE+ORG+health:f}. "
        "{J18\\.9,.NONPHI+icd10}")

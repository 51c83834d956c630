"""Corpus readers, the MEDDOCAN XML writer, format detection and pairing by id."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid import DocumentError, FstdeidError
from fstdeid.evaluate import Corpus, Doc, ESpan, detect_format, load_corpus, meddocan_xml, pair, write_meddocan_xml
from fstdeid.evaluate.readers import load_deidentified, serbian_recorded_checks

FIX = Path(__file__).resolve().parent / "fixtures" / "evaluate"
SECRET = "Zacarías Petrov"  # a PHI string of the fixtures: must never appear in an error


def spans_text(doc):
    return [(doc.text[s.start:s.end], s.label) for s in doc.spans]


# -- detection ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rel, fmt", [
    ("brat/gold", "brat"),
    ("brat/gold/doc1.ann", "brat"),
    ("meddocan-xml", "meddocan-xml"),
    ("meddocan-xml/doc1.xml", "meddocan-xml"),
    ("physionet", "physionet"),
    ("physionet/id-phi.phrase", "physionet"),
    ("physionet/id.text", "physionet"),
    ("pred.jsonl", "jsonl"),
    ("serbian", "serbian-xml"),
    ("serbian/izvestaj1.xml", "serbian-xml"),
])
def test_detect_format(rel, fmt):
    assert detect_format(FIX / rel) == fmt
    assert load_corpus(FIX / rel).fmt == fmt


def test_detect_format_unknown(tmp_path):
    (tmp_path / "notes.csv").write_text("a,b\n")
    with pytest.raises(FstdeidError, match="give --format"):
        detect_format(tmp_path / "notes.csv")
    with pytest.raises(FstdeidError, match="give --format"):
        detect_format(tmp_path)
    with pytest.raises(FstdeidError, match="no such file"):
        detect_format(tmp_path / "missing")


def test_forced_format_and_aliases():
    assert load_corpus(FIX / "meddocan-xml", "i2b2").fmt == "meddocan-xml"
    with pytest.raises(FstdeidError, match="unknown corpus format"):
        load_corpus(FIX / "meddocan-xml", "conll")


# -- each reader ----------------------------------------------------------------------------------


def test_brat_reader():
    c = load_corpus(FIX / "brat" / "gold")
    assert c.ids() == ["doc1", "doc2"]
    assert spans_text(c["doc1"])[:2] == [("Zacarías Petrov Ruiz", "NOMBRE_SUJETO_ASISTENCIA"), ("12/03/2019", "FECHAS")]
    assert c.n_spans == 10


def test_brat_keeps_a_byte_order_mark(tmp_path):
    # MEDDOCAN offsets count a leading BOM (7 of the 250 dev notes have one): it must stay in the text
    (tmp_path / "n.txt").write_bytes(b"\xef\xbb\xbfAna vino.")
    (tmp_path / "n.ann").write_text("T1\tN 1 4\tAna\n")
    d = load_corpus(tmp_path)["n"]
    assert d.text[1:4] == "Ana" and d.text[0] == "\ufeff"


def test_brat_without_text_is_a_prediction_only(tmp_path):
    shutil.copy(FIX / "brat" / "gold" / "doc1.ann", tmp_path / "doc1.ann")
    pred = load_corpus(tmp_path, role="pred")
    assert pred["doc1"].text is None
    gold = load_corpus(FIX / "brat" / "gold" / "doc1.ann")
    pairs, _ = pair(gold, pred)  # offsets refer to the gold text
    assert pairs[0].text.startswith("Paciente:") and len(pairs[0].pred) == 5
    with pytest.raises(FstdeidError, match="gold documents without text: 'doc1'"):
        pair(pred, gold)


def test_meddocan_xml_reader_matches_brat():
    a, b = load_corpus(FIX / "meddocan-xml"), load_corpus(FIX / "brat" / "gold")
    assert a.ids() == b.ids()
    for d in a:
        assert d.text == b[d.id].text
        assert sorted(s.key for s in d.spans) == sorted(s.key for s in b[d.id].spans)


def test_meddocan_xml_reads_tag_elements_and_official_categories(tmp_path):
    (tmp_path / "a.xml").write_text(
        '<MEDDOCAN><TEXT><![CDATA[Ana en Lugo]]></TEXT><TAGS>'
        '<TAG id="T1" start="0" end="3" text="Ana" TYPE="NOMBRE_SUJETO_ASISTENCIA"/>'
        '<LOCATION id="T2" start="7" end="11" text="Lugo" TYPE="TERRITORIO" comment=""/>'
        '<TAG id="T3" start="4" end="6" text="en"/></TAGS></MEDDOCAN>', encoding="utf-8")
    d = load_corpus(tmp_path)["a"]
    assert [s.key for s in d.spans] == [("NOMBRE_SUJETO_ASISTENCIA", 0, 3), ("TERRITORIO", 7, 11), ("TAG", 4, 6)]


def test_meddocan_xml_errors_say_where_not_what(tmp_path):
    (tmp_path / "bad.xml").write_text(f"<MEDDOCAN><TEXT>{SECRET}</TEXT><TAGS>", encoding="utf-8")
    with pytest.raises(FstdeidError) as ei:
        load_corpus(tmp_path, "meddocan-xml")
    assert "not well-formed XML" in str(ei.value) and "Petrov" not in str(ei.value)
    (tmp_path / "bad.xml").write_text('<MEDDOCAN><TEXT>x</TEXT><TAGS><NAME start="a" end="2"/></TAGS></MEDDOCAN>')
    with pytest.raises(FstdeidError, match="no integer 'start'"):
        load_corpus(tmp_path, "meddocan-xml")


def test_physionet_reader():
    c = load_corpus(FIX / "physionet")
    assert c.ids() == ["1-1", "1-2"]
    assert c["1-1"].text == "Pt John Smith seen 3/14. Wife Mary called 555-1234.\n"
    assert spans_text(c["1-1"]) == [("John Smith", "PTName"), ("3/14", "Date"), ("Mary", "RelativeProxyName"),
                                    ("555-1234", "Phone")]


def test_physionet_phrase_without_text(tmp_path):
    shutil.copy(FIX / "physionet" / "id-phi.phrase", tmp_path / "run.phrase")
    c = load_corpus(tmp_path / "run.phrase", role="pred")
    assert c.ids() == ["1-1", "1-2"] and c["1-1"].text is None and len(c["1-2"].spans) == 2


def test_jsonl_reader(tmp_path):
    c = load_corpus(FIX / "pred.jsonl", role="pred")
    assert c.ids() == ["doc1", "doc2"]
    assert c["doc1"].text is None and c["doc1"].deidentified.startswith("Paciente: [NOMBRE_SUJETO_ASISTENCIA] Ruiz")
    assert len(c["doc2"].spans) == 6  # the duplicate is kept here; pairing drops it
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "a", "spans": [{"start": 1}]}\n')
    with pytest.raises(FstdeidError, match="line 1: a span needs"):
        load_corpus(bad)
    bad.write_text('{"id": "a"}\n{"text": "x"}\n')
    with pytest.raises(FstdeidError, match="line 2: a record must be an object with an \"id\""):
        load_corpus(bad)


def test_serbian_reader_roles_and_checks():
    gold = load_corpus(FIX / "serbian")["izvestaj1"]
    pred = load_corpus(FIX / "serbian", role="pred")["izvestaj1"]
    assert gold.text.startswith("Naš 1234/07 SUD - Istražni sudija Vilma Kremenko.\nDana 09.07.2007.")
    assert "<" not in gold.text and gold.text == pred.text
    # gold: every checked or PHI element except the NOK one; MISS/E reads as MISS-E and marks it malformed
    assert [(t, s.label, s.check, s.malformed) for (t, _), s in zip(spans_text(gold), gold.spans)] == [
        ("1234/07", "num", "OK", False), ("SUD", "org", "OK", False), ("Vilma", "pers", "UOK1", False),
        ("09.07.2007.", "date", "OK", False), ("Kamengradu", "top", "UOK2", False),
        ("ul. Kamenolomska br. 6a", "adrese", "MISS", False), ("Kamen grad", "top", "MISS-E", True)]
    # prediction: the PHI="yes" elements, NOK included, MISS and MISS-E not
    assert [t for t, _ in spans_text(pred)] == ["1234/07", "SUD", "Vilma", "09.07.2007.", "Kamengradu", "Fractura"]
    assert serbian_recorded_checks(FIX / "serbian") == [
        ("num", "OK"), ("org", "OK"), ("pers", "UOK1"), ("date", "OK"), ("top", "UOK2"), ("adrese", "MISS"),
        ("top", "MISS-E"), ("org", "NOK")]


def test_serbian_reader_bad_check(tmp_path):
    (tmp_path / "a.xml").write_text('<text>x <date PHI="yes" check="MAYBE">1.1.</date></text>')
    with pytest.raises(FstdeidError, match="check must be one of"):
        load_corpus(tmp_path, "serbian-xml")


def test_only_serbian_xml_marks_malformed():
    for rel in ("brat/gold", "meddocan-xml", "physionet"):
        assert not any(s.malformed for d in load_corpus(FIX / rel) for s in d.spans)


def test_load_deidentified(tmp_path):
    assert load_deidentified(FIX / "pred.jsonl")["doc2"].startswith("[SEXO_SUJETO_ASISTENCIA] de ")
    (tmp_path / "doc1.txt").write_text("[X] vino.")
    assert load_deidentified(tmp_path) == {"doc1": "[X] vino."}
    (tmp_path / "x.jsonl").write_text(json.dumps({"id": "a", "spans": []}) + "\n")
    with pytest.raises(FstdeidError, match="no \"deidentified\""):
        load_deidentified(tmp_path / "x.jsonl")


# -- MEDDOCAN XML writer -> reader ----------------------------------------------------------------


def test_meddocan_xml_round_trip(tmp_path):
    gold = load_corpus(FIX / "brat" / "gold")
    files = write_meddocan_xml(gold, tmp_path)
    assert [f.name for f in files] == ["doc1.xml", "doc2.xml"]
    back = load_corpus(tmp_path)
    assert back.fmt == "meddocan-xml"
    for d in gold:
        assert back[d.id].text == d.text
        assert sorted(s.key for s in back[d.id].spans) == sorted(s.key for s in d.spans)
    xml = (tmp_path / "doc1.xml").read_text(encoding="utf-8")
    assert xml.startswith("<?xml version='1.0' encoding='UTF-8'?>\n<MEDDOCAN>")
    assert "<![CDATA[Paciente:" in xml and '<NAME id="T1" start="10" end="30"' in xml
    assert 'TYPE="NOMBRE_SUJETO_ASISTENCIA" comment=""' in xml


@pytest.mark.parametrize("text", [
    "a ]]> b",                # would end a CDATA section
    "línea\r\nsiguiente\r",   # an XML parser turns a raw CR into LF
    "<tag> & \"q\" 'a' \t",
    "",
])
def test_meddocan_xml_round_trip_awkward_texts(tmp_path, text):
    spans = [ESpan(0, len(text), "X")] if text else []
    (tmp_path / "d.xml").write_text(meddocan_xml(text, spans), encoding="utf-8")
    d = load_corpus(tmp_path / "d.xml")["d"]
    assert d.text == text and [s.key for s in d.spans] == [s.key for s in spans]


def test_meddocan_xml_refuses_characters_xml_cannot_hold():
    with pytest.raises(DocumentError) as ei:
        meddocan_xml(SECRET + "\x01", [], doc_id="n7")
    assert ei.value.doc_id == "n7" and ei.value.offset == len(SECRET) and "Petrov" not in str(ei.value)


_xml_char = st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00") \
    .filter(lambda c: c in "\t\n\r" or ord(c) >= 0x20 and c not in "\ufffe\uffff")


@given(text=st.text(_xml_char, max_size=40), cuts=st.lists(st.integers(0, 40), max_size=6))
@settings(max_examples=60, deadline=None)
def test_meddocan_xml_round_trip_any_text(tmp_path_factory, text, cuts):
    cuts = sorted(min(c, len(text)) for c in cuts)
    spans = [ESpan(a, b, "L") for a, b in zip(cuts[::2], cuts[1::2]) if a < b]
    folder = tmp_path_factory.mktemp("rt")
    (folder / "d.xml").write_text(meddocan_xml(text, spans), encoding="utf-8", newline="")
    d = load_corpus(folder / "d.xml", "meddocan-xml")["d"]
    assert d.text == text
    assert sorted(s.key for s in d.spans) == sorted(s.key for s in spans)


# -- pairing --------------------------------------------------------------------------------------


def test_pair_reports_missing_ids_not_texts():
    gold = load_corpus(FIX / "brat" / "gold")
    pred = Corpus([Doc("doc1", None, []), Doc("doc9", None, [])], fmt="t", source="p")
    with pytest.raises(FstdeidError) as ei:
        pair(gold, pred)
    msg = str(ei.value)
    assert "1 gold document(s) have no prediction: 'doc2'" in msg
    assert "1 predicted document(s) have no gold: 'doc9'" in msg
    assert "Petrov" not in msg and "Varón" not in msg


def test_pair_refuses_a_different_text_but_accepts_a_dropped_bom():
    gold = Corpus([Doc("a", "\ufeffAna vino.", [ESpan(1, 4, "N")])], fmt="t", source="g")
    pred = Corpus([Doc("a", "Ana vino.", [ESpan(0, 3, "N")])], fmt="t", source="p")
    pairs, info = pair(gold, pred)
    assert info["bom_shifted"] == ["a"] and pairs[0].pred[0].key == ("N", 1, 4)
    other = Corpus([Doc("a", "Eva vino.", [])], fmt="t", source="p")
    with pytest.raises(FstdeidError, match="differs from the gold text") as ei:
        pair(gold, other)
    assert "Ana" not in str(ei.value) and "Eva" not in str(ei.value)


def test_pair_refuses_spans_outside_the_text():
    gold = Corpus([Doc("a", "Ana", [ESpan(0, 3, "N")])], fmt="t", source="g")
    pred = Corpus([Doc("a", None, [ESpan(2, 9, "N")])], fmt="t", source="p")
    with pytest.raises(FstdeidError, match="predicted document 'a': span 2-9 \\(N\\) is not inside the text"):
        pair(gold, pred)


def test_duplicate_ids_in_a_corpus():
    with pytest.raises(FstdeidError, match="ids occur more than once: 'a'"):
        Corpus([Doc("a", "", []), Doc("a", "", [])], fmt="t", source="s")


def test_predictions_with_tags_know_their_stage_and_rule():
    from fstdeid import TagSpan

    def tag(start, end, label, stage, rule, children=()):
        return TagSpan(start, end, ("NE",), (), "", stage, rule, tuple(children), label)

    # doc1's prediction 10-25 was made by stage "names", rule "full"; 104-108 ("Dra.") lies inside a
    # PHI tag 100-110 of stage "titles" (no tag with its exact extent: the outermost overlapping one).
    tags = {"doc1": [tag(10, 25, "NOMBRE_SUJETO_ASISTENCIA", "names", "full",
                         [tag(10, 18, None, "lex", "first")]),
                     tag(100, 110, "NOMBRE_PERSONAL_SANITARIO", "titles", "dr")]}
    pred = load_corpus(FIX / "pred.jsonl", role="pred", tags=tags)
    assert pred["doc1"].tags and not pred["doc2"].tags
    pairs, _ = pair(load_corpus(FIX / "brat" / "gold"), pred)
    origin = {(s.start, s.end): (s.stage, s.rule) for s in pairs[0].pred}
    assert origin[(10, 25)] == ("names", "full")
    assert origin[(104, 108)] == ("titles", "dr")
    assert origin[(50, 60)] == (None, None)

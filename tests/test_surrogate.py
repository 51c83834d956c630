"""Surrogates through `Deidentifier` on the demo language: modes, consistency, spans, secrets, store."""

from __future__ import annotations

import datetime as dt
import logging
import os
import re
import sqlite3
import stat

import pytest
from hypothesis import given, settings, strategies as st

import fstdeid
from fstdeid.errors import FstdeidError
from fstdeid.pipeline import Deidentifier
from fstdeid.surrogate import MappingStore, ModeMap, Secret, SurrogateConfig, parse_mode_options
from fstdeid.surrogate.names import fold

S1 = Secret.from_text("first-test-secret-0123456789")
S2 = Secret.from_text("second-test-secret-0123456789")
NOTE = ("Paciente Juan Petrov, ingresó el 12/05/2020 (K12345).\n"
        "Dra. María López lo vio el 5 de mayo. Juan Petrov volvió en mayo de 2020.\n"
        "Centro de Salud Carmen García.\n")


def fresh(demo, secret=S1, **config) -> Deidentifier:
    d = Deidentifier(demo.language, demo.cascade)
    d.use_surrogates(SurrogateConfig(lang="es", **config), secret=secret)
    return d


def test_same_secret_same_output_other_secret_other_surrogates(demo):
    a = fresh(demo).deidentify(NOTE, mode="surrogate")
    b = fresh(demo, Secret.from_text("first-test-secret-0123456789")).deidentify(NOTE, mode="surrogate")
    c = fresh(demo, S2).deidentify(NOTE, mode="surrogate")
    assert a == b
    assert a != c
    ra, rc = fresh(demo).deidentify_with_spans(NOTE, mode="surrogate"), fresh(demo, S2).deidentify_with_spans(
        NOTE, mode="surrogate")
    persons_a = [ra.text[s.start:s.end] for s in ra.spans if s.label == "PERSONA"]
    persons_c = [rc.text[s.start:s.end] for s in rc.spans if s.label == "PERSONA"]
    assert persons_a != persons_c


def test_one_entity_one_surrogate_in_a_document(demo):
    res = fresh(demo).deidentify_with_spans(NOTE, mode="surrogate")
    persons = [(NOTE[s.source_start:s.source_end], res.text[s.start:s.end]) for s in res.spans if s.label == "PERSONA"]
    juan = {out for src, out in persons if src == "Juan Petrov"}
    assert len(juan) == 1 and "Juan" not in juan.pop()


def test_output_spans_index_the_output_text(demo):
    d = fresh(demo)
    for mode in ("surrogate", "xml", "tag", "mask", "keep", {"FECHA": "surrogate", "*": "tag"}):
        res = d.deidentify_with_spans(NOTE, mode=mode)
        ann = res.annotation
        # the text between spans is the source's; each span is what its mode wrote
        pos_out = pos_src = 0
        for s, src in zip(res.spans, ann.spans):
            assert (s.source_start, s.source_end, s.label) == (src.start, src.end, src.label)
            assert res.text[pos_out:s.start] == NOTE[pos_src:src.start]
            pos_out, pos_src = s.end, src.end
        assert res.text[pos_out:] == NOTE[pos_src:]
        for s in res.spans:
            out = res.text[s.start:s.end]
            if s.mode == "tag":
                assert out == f"[{s.label}]"
            elif s.mode == "keep":
                assert out == NOTE[s.source_start:s.source_end]
            elif s.mode == "xml":
                assert re.fullmatch(r'<(\w+) PHI="yes">[^<]*</\1>', out)


def test_modes_per_category(demo):
    d = fresh(demo)
    res = d.deidentify_with_spans(NOTE, mode={"FECHA": "surrogate", "ID": "keep", "*": "tag"})
    by = {}
    for s in res.spans:
        by.setdefault(s.label, set()).add(s.mode)
    assert by == {"PERSONA": {"tag"}, "FECHA": {"surrogate"}, "ID": {"keep"}, "INSTITUCION": {"tag"}}
    assert "[PERSONA]" in res.text and "K12345" in res.text and "12/05/2020" not in res.text
    with pytest.raises(FstdeidError, match="no PHI category 'FECHAS'"):
        d.deidentify(NOTE, mode={"FECHAS": "surrogate"})
    with pytest.raises(FstdeidError, match="unknown mode"):
        d.deidentify(NOTE, mode="blur")


def test_xml_mode_and_to_xml(demo):
    d = fresh(demo)
    inline = d.deidentify("Juan Petrov vino.", mode="xml")
    assert re.fullmatch(r'<persName PHI="yes">\w+ \w+</persName> vino\.', inline)
    xml = d.to_xml("Juan Petrov vino.", mode="surrogate")
    assert xml == f"<text>{inline}</text>"
    assert d.to_xml("Juan Petrov vino.", mode="tag") == '<text><persName PHI="yes">[PERSONA]</persName> vino.</text>'


def test_dates_shift_per_patient_and_keep_intervals(demo):
    d = fresh(demo)
    a = d.deidentify("control el 12/05/2020", mode="surrogate", patient="P1")
    b = d.deidentify("control el 19/05/2020", mode="surrogate", patient="P1")
    da = dt.datetime.strptime(a.split()[-1], "%d/%m/%Y")
    db = dt.datetime.strptime(b.split()[-1], "%d/%m/%Y")
    assert (db - da).days == 7
    shift = (da - dt.datetime(2020, 5, 12)).days
    assert 30 <= shift <= 365
    others = {d.deidentify("el 12/05/2020", mode="surrogate", patient=f"P{i}") for i in range(2, 12)}
    assert len(others) > 1  # other patients, other shifts


def test_date_options(demo):
    d = fresh(demo, date_min_days=10, date_max_days=10, date_sign="-")
    assert d.deidentify("el 12/05/2020", mode="surrogate") == "el 02/05/2020"
    d = fresh(demo, date_min_days=1, date_max_days=20, preserve_weekday=True)
    out = d.deidentify("el 12/05/2020", mode="surrogate", patient="x")
    new = dt.datetime.strptime(out.split()[-1], "%d/%m/%Y").date()
    assert new.weekday() == dt.date(2020, 5, 12).weekday() and new != dt.date(2020, 5, 12)


def test_org_replacement_and_generalisation(demo):
    text = "Centro de Salud Carmen García."
    replaced = fresh(demo).deidentify(text, mode="surrogate")
    assert "Carmen" not in replaced and "García" not in replaced
    general = fresh(demo, org_policy="generalise").deidentify(text, mode="surrogate")
    assert general == "Centro."


# -- never an original ---------------------------------------------------------------------------

FIRST = ["Juan", "Luis", "María", "Carmen", "Andrea"]
LAST = ["García", "López", "Petrov", "de la Fuente"]
sentences = st.one_of(
    st.builds(lambda f, l: f"Paciente {f} {l}.", st.sampled_from(FIRST), st.sampled_from(LAST)),
    st.builds(lambda f: f"Vino {f}.", st.sampled_from(FIRST)),
    st.builds(lambda d, m, y: f"El {d}/{m:02d}/{y} ingresó.", st.integers(1, 28), st.integers(1, 12),
              st.integers(1990, 2030)),
    st.builds(lambda c, n: f"Código {c}{n}.", st.sampled_from("KLMNPQ"), st.integers(1, 999999)),
    st.builds(lambda f, l: f"Centro de Salud {f} {l}.", st.sampled_from(FIRST), st.sampled_from(LAST)),
    st.just("Sin cambios."),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(sentences, min_size=1, max_size=8), st.sampled_from([S1, S2]))
def test_a_surrogate_never_reproduces_a_phi_string_of_its_document(demo, parts, secret):
    text = " ".join(parts)
    d = fresh(demo, secret)
    res = d.deidentify_with_spans(text, mode="surrogate", patient="p")
    originals = {fold(text[s.start:s.end]) for s in res.annotation.spans}
    words = {fold(w) for s in res.annotation.spans for w in re.findall(r"[^\W\d_]+", text[s.start:s.end])
             if s.label == "PERSONA"}
    for s in res.spans:
        out = res.text[s.start:s.end]
        assert fold(out) != fold(text[s.source_start:s.source_end]), (text, out)
        if s.label != "FECHA":  # a shifted date may be another date of the note: intervals are kept
            assert fold(out) not in originals, (text, out)
        if s.label == "PERSONA":
            assert not {fold(w) for w in re.findall(r"[^\W\d_]+", out)} & words, (text, out)


# -- modes on the command line --------------------------------------------------------------------

def test_parse_mode_options():
    m = parse_mode_options(["surrogate", "FECHA=keep", "ID=tag"])
    assert (m("FECHA"), m("ID"), m("PERSONA")) == ("keep", "tag", "surrogate")
    assert parse_mode_options([]).default == "tag"
    assert parse_mode_options(["*=mask"]).default == "mask"
    with pytest.raises(FstdeidError, match="two default modes"):
        parse_mode_options(["tag", "mask"])
    with pytest.raises(FstdeidError, match="unknown mode"):
        parse_mode_options(["FECHA=blur"])
    assert ModeMap.of({"FECHA": "surrogate"}).needs_surrogates and not ModeMap.of("tag").needs_surrogates


# -- the secret ----------------------------------------------------------------------------------

def test_secret_sources(tmp_path, caplog):
    f = tmp_path / "secret"
    f.write_bytes(b"file-secret-0123456789\n")
    f.chmod(0o600)
    assert Secret.resolve(f).digest("x") == Secret.from_text("file-secret-0123456789").digest("x")
    env = {"FSTDEID_SECRET": "env-secret-0123456789"}
    assert Secret.resolve(environ=env).digest("x") == Secret.from_text("env-secret-0123456789").digest("x")
    with caplog.at_level(logging.WARNING, logger="fstdeid"):
        r = Secret.resolve(environ={})
    assert r.ephemeral and "random one for this run" in caplog.text
    with pytest.raises(FstdeidError, match="too short"):
        Secret.resolve(environ={"FSTDEID_SECRET": "short"})
    assert "env-secret" not in repr(Secret.from_text("env-secret-0123456789"))


def test_loose_secret_file_warns(tmp_path, caplog):
    f = tmp_path / "secret"
    f.write_text("file-secret-0123456789")
    f.chmod(0o644)
    with caplog.at_level(logging.WARNING, logger="fstdeid"):
        Secret.from_file(f)
    assert "can be read by other users" in caplog.text


def test_default_secret_comes_from_the_environment(demo, monkeypatch):
    monkeypatch.setenv("FSTDEID_SECRET", "first-test-secret-0123456789")
    d = Deidentifier(demo.language, demo.cascade)
    d.use_surrogates(SurrogateConfig(lang="es"))
    assert d.deidentify(NOTE, mode="surrogate") == fresh(demo).deidentify(NOTE, mode="surrogate")


# -- the mapping store ---------------------------------------------------------------------------

def test_mapping_store_is_private_and_holds_no_originals(demo, tmp_path):
    path = tmp_path / "map.db"
    store = MappingStore(path, S1)
    d = Deidentifier(demo.language, demo.cascade)
    d.use_surrogates(SurrogateConfig(lang="es"), secret=S1, store=store)
    res = d.deidentify_with_spans(NOTE, mode="surrogate", patient="P1")
    store.close()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    raw = path.read_bytes()
    for s in res.annotation.spans:
        assert NOTE[s.start:s.end].encode() not in raw
    assert b"P1" not in raw
    db = sqlite3.connect(path)
    surrogates = {r[0] for r in db.execute("SELECT surrogate FROM surrogates")}
    assert surrogates and all(x in res.text for x in surrogates)
    assert db.execute("SELECT count(*) FROM date_offsets").fetchone()[0] == 1
    store = MappingStore(path, S1)
    juan = store.lookup(S1, "first", "juan")
    assert juan and juan[0] in res.text
    store.close()
    with pytest.raises(FstdeidError, match="another surrogate secret"):
        MappingStore(path, S2)


def test_load_uses_surrogates_lazily(demo, monkeypatch):
    monkeypatch.setenv("FSTDEID_SECRET", "lazy-test-secret-0123456789")
    d = fstdeid.load(grammar_dir=demo.language.grammar_dir, lexicon_dir=demo.language.lexicon_dir)
    out = d.deidentify("Juan Petrov vino.", mode="surrogate")
    assert "Juan" not in out and out.endswith(" vino.")

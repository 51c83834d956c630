"""The Serbian language pack (grammars/sr, lexicons/sr): strict per-category scores on the Serbian
corpora, the paper's example (6), case agreement, name propagation, the generated lexicons.

Scores are strict (the paper's criterion 1): a predicted span is a true positive only if its start,
end and label equal a gold span's. The de-identifier measured is the cascade followed by the name
propagation post-pass (grammars/sr/propagation.py); the cascade alone is checked too.
"""

from __future__ import annotations

import filecmp
import importlib.util
import json
import runpy
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import fstdeid
from fstdeid.casefiles import mark_spans
from fstdeid.output import to_xml

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "sr"
LABELS = ("pers", "top", "org", "date", "num", "adresa")
SHARED_SR = ROOT.parent / "shared" / "lexicon-sources" / "sr"

_spec = importlib.util.spec_from_file_location("sr_corpus", FIX / "corpus.py")
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)


@pytest.fixture(scope="module")
def sr(cache_dir):
    return fstdeid.load("sr")


@pytest.fixture(scope="module")
def propagate():
    return runpy.run_path(str(ROOT / "grammars" / "sr" / "propagation.py"))["propagate"]


def annotate(sr, propagate, text, *, with_propagation=True):
    ann = sr.annotate(text)
    return propagate(ann, sr.cascade.lexicons) if with_propagation else ann


def scores(sr, propagate, docs, *, with_propagation=True):
    tp, fp, fn = Counter(), Counter(), Counter()
    for doc_id, text, gold in docs:
        ann = annotate(sr, propagate, text, with_propagation=with_propagation)
        pred = {(s.start, s.end, s.label) for s in ann.spans}
        gold = set(gold)
        for _, _, label in pred & gold:
            tp[label] += 1
        for _, _, label in pred - gold:
            fp[label] += 1
        for _, _, label in gold - pred:
            fn[label] += 1
    out = {}
    for label in (*LABELS, "all"):
        t, f, n = ((sum(tp.values()), sum(fp.values()), sum(fn.values())) if label == "all"
                   else (tp[label], fp[label], fn[label]))
        p = t / (t + f) if t + f else 1.0
        r = t / (t + n) if t + n else 1.0
        out[label] = (p, r, 2 * p * r / (p + r) if p + r else 0.0)
    return out


def _report(name, s):
    return name + ": " + ", ".join(f"{lab} P={p:.3f} R={r:.3f} F1={f:.3f}" for lab, (p, r, f) in s.items())


# -- the corpora ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["corpus.txt", "heldout.txt"])
def test_corpus_scores(sr, propagate, name):
    """Targets: strict F1 >= 0.95 per category, >= 0.97 overall, pers recall >= 0.98."""
    s = scores(sr, propagate, corpus.load(FIX / name))
    print(_report(name, s))
    for label in LABELS:
        assert s[label][2] >= 0.95, _report(name, s)
    assert s["all"][2] >= 0.97, _report(name, s)
    assert s["pers"][1] >= 0.98, _report(name, s)


@pytest.mark.parametrize("name", ["corpus.txt", "heldout.txt"])
def test_cascade_alone(sr, propagate, name):
    """Without propagation only lone first names and surnames are missed; nothing else changes."""
    s = scores(sr, propagate, corpus.load(FIX / name), with_propagation=False)
    print(_report(name + " (cascade only)", s))
    assert s["all"][2] >= 0.97, _report(name, s)
    assert s["pers"][0] == 1.0 and s["pers"][1] >= 0.93, _report(name, s)


def test_corpus_size_and_variety():
    docs = corpus.load(FIX / "corpus.txt")
    counts = Counter(label for _, _, spans in docs for *_, label in spans)
    assert sum(counts.values()) >= 300
    assert all(counts[label] >= 20 for label in LABELS), counts
    texts = "".join(text for _, text, _ in docs)
    assert "Драган" in texts or "Милош" in texts  # Cyrillic documents
    assert sum(len(s) for _, _, s in corpus.load(FIX / "heldout.txt")) >= 150


@pytest.mark.parametrize("name", ["corpus", "heldout"])
def test_jsonl_matches_markup(name):
    docs = corpus.load(FIX / f"{name}.txt")
    rows = [json.loads(line) for line in (FIX / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["text"], [(s["start"], s["end"], s["label"]) for s in r["spans"]]) for r in rows] == \
        [(i, t, list(s)) for i, t, s in docs], "run python tests/fixtures/sr/corpus.py"


def test_markup_parser():
    text, spans = corpus.parse("iz [[Jagodine|top]] i [[Dragan|pers]].")
    assert text == "iz Jagodine i Dragan." and spans == [(3, 11, "top"), (14, 20, "pers")]
    with pytest.raises(ValueError):
        corpus.parse("[[x|nope]]")


# -- the paper's example (6) ------------------------------------------------------------------


def test_example_6(sr, propagate):
    text = (FIX / "example6.txt").read_text(encoding="utf-8")
    expected = (FIX / "example6.expected").read_text(encoding="utf-8")
    assert mark_spans(annotate(sr, propagate, text)) == expected


def test_example_6_the_cascade_itself_finds_the_lone_first_name(sr):
    """The paper left "Dragana" (between Dragana and his acquaintance) exposed; the cascade's
    propagation stage (by lemma: Dragana is a form of Dragan) finds it."""
    text = (FIX / "example6.txt").read_text(encoding="utf-8")
    expected = (FIX / "example6.expected").read_text(encoding="utf-8")
    assert "između [[Dragana|pers]] i" in expected
    assert mark_spans(sr.annotate(text)) == expected


def test_example_6_surrogates_agree_and_keep_the_patient_male(sr):
    """Issue acceptance: every PHI replaced, "Dragana" too; the male patient never gets a female
    surrogate; an ambiguous "Petrović Dragana" takes the genitive of the same male surrogate."""
    from fstdeid.surrogate.engine import SurrogateConfig

    text = (FIX / "example6.txt").read_text(encoding="utf-8")
    from fstdeid.surrogate.keys import Secret

    sr.use_surrogates(SurrogateConfig(), secret=Secret.from_text("a test secret of 32 characters.."))
    out = sr.deidentify_with_spans(text, mode="surrogate", doc_id="example6")
    ann = sr.annotate(text)
    for s in ann.spans:  # nothing the annotator found survives verbatim where it was
        assert text[s.start:s.end] not in out.text or s.label in ("date", "num")
    assert "Dragana" not in out.text and "Petrović" not in out.text and "Jagodin" not in out.text
    persons = [(text[s.source_start:s.source_end], out.text[s.start:s.end]) for s in out.spans if s.label == "pers"]
    by_source = dict(persons)
    patient = by_source["Petrović Dragan"]  # "zadobio Petrović Dragan": the patient, nominative
    genitive = by_source["Petrović Dragana"]  # "na ime Petrović Dragana": genitive of the same man
    assert genitive != patient and genitive.split()[0].startswith(patient.split()[0][:3])
    lone = by_source["Dragana"]
    first = [w for w in patient.split() if sr.surrogator.gender_of_first(w)]
    assert first and all(sr.surrogator.gender_of_first(w) == "m" for w in first)
    assert lone.startswith(first[0][:3])


def test_example_6_xml_and_inflection(sr, propagate):
    text = (FIX / "example6.txt").read_text(encoding="utf-8")
    ann = annotate(sr, propagate, text)
    xml = to_xml(text, ann.tags, doc_id="example6")
    assert '<persName.full PHI="yes">Petrović Dragan</persName.full>' in xml
    assert '<top.gr PHI="yes">Jagodine</top.gr>' in xml
    assert '<org PHI="yes">MUP <top.gr PHI="yes">Jagodina</top.gr></org>' in xml
    assert '<org PHI="yes">Zdravstvenog centra "<persName.full PHI="yes">Milutin Ivković</persName.full>"</org>' in xml
    tags = {text[t.start:t.end]: t for top in ann.tags for t in top.walk()}
    assert tags["Jagodine"].infl == ("fs2q",) and tags["Jagodine"].lemma == "Jagodina"
    assert tags["Petra Dragića"].infl == ("ms2v", "ms4v")
    # "na ime Petrović Dragana": Petrović Dragan in the genitive or Petrović Dragana in the
    # nominative; the paper's system picked one at random, here both readings stay for the
    # surrogate step (which can see that this document's Petrović is Dragan).
    assert {"ms2v", "fs1v"} <= set(tags["Petrović Dragana"].infl)


# -- agreement, ambiguity, look-alikes --------------------------------------------------------


def marked(sr, propagate, text):
    return mark_spans(annotate(sr, propagate, text))


def test_case_agreement_keeps_a_genitive_out_of_the_name(sr, propagate):
    assert marked(sr, propagate, "...istakao je gradonačelnik Londona Boris Džonson...") == \
        "...istakao je gradonačelnik [[Londona|top]] [[Boris Džonson|pers]]..."
    # Beča is a town (Vienna) and a surname (Beč) in the genitive: not part of the name
    assert marked(sr, propagate, "Govorio je gradonačelnik Beča Dragan Jovanović.") == \
        "Govorio je gradonačelnik [[Beča|top]] [[Dragan Jovanović|pers]]."


def test_inflection_codes_of_name_tags(sr):
    text = "Uručio je Draganu Petroviću, a Dragana Petrović je došla."
    tags = {text[t.start:t.end]: t for t in sr.annotate(text).tags}
    assert tags["Draganu Petroviću"].infl == ("ms3v", "ms7v")
    assert tags["Dragana Petrović"].infl == ("fs1v", "fs5v")


def test_non_phi_look_alikes(sr, propagate):
    text = ("Nada u izlečenje postoji. Dana 5.5.2020. pacijent je primljen. Parkinsonova bolest, Babinski "
            "pozitivan, TA 140/90 mmHg, Le 12,4, 2x1, u 2019. godini, oko 12,30 h, Dg. S02.5.")
    assert marked(sr, propagate, text) == text.replace("5.5.2020.", "[[5.5.2020.|date]]")


def test_scripts_and_spellings(sr, propagate):
    assert marked(sr, propagate, "ДРАГАН ПЕТРОВИЋ је примљен у Општу болницу Јагодина.") == \
        "[[ДРАГАН ПЕТРОВИЋ|pers]] је примљен у [[Општу болницу Јагодина|org]]."
    assert marked(sr, propagate, "Pacijent Milos Djordjevic iz Kragujevca.") == \
        "Pacijent [[Milos Djordjevic|pers]] iz [[Kragujevca|top]]."


# -- name propagation -------------------------------------------------------------------------


def test_propagation_finds_other_case_forms(sr, propagate):
    text = "Pacijent Nebojša Ristić je operisan. Ristića smo kontaktirali, a Nebojši smo dali uput."
    assert marked(sr, propagate, text) == ("Pacijent [[Nebojša Ristić|pers]] je operisan. [[Ristića|pers]] smo "
                                           "kontaktirali, a [[Nebojši|pers]] smo dali uput.")


def test_propagation_of_unknown_names_and_before_the_full_mention(sr, propagate):
    text = "Jorvanovića smo zvali. Pregled: prof. dr sci Drangan Jorvanović."
    assert marked(sr, propagate, text) == \
        "[[Jorvanovića|pers]] smo zvali. Pregled: prof. dr sci [[Drangan Jorvanović|pers]]."


def test_propagation_leaves_words_alone(sr, propagate):
    text = "Majka Nada Ilić. Pacijentkinja nema nade. Nada u izlečenje. Status uredan."
    # "nade" is lower case: a word; "Nada" at a sentence start is the mother's name in this document
    assert marked(sr, propagate, text) == \
        "Majka [[Nada Ilić|pers]]. Pacijentkinja nema nade. [[Nada|pers]] u izlečenje. Status uredan."
    assert marked(sr, propagate, "Dana 4.02. Dana Ilić je došla.").startswith("Dana [[4.02.|date]]")


def test_propagation_without_names_is_identity(sr, propagate):
    ann = sr.annotate("Bez imena u ovom tekstu, samo Jagodina.")
    assert propagate(ann, sr.cascade.lexicons) is ann


# -- lexicons ---------------------------------------------------------------------------------


def _lines(name: str) -> set[str]:
    folder = ROOT / "lexicons" / "sr" / name
    return set(next(folder.glob("*.dic")).read_text(encoding="utf-8").splitlines())


def test_generated_lexicon_entries():
    first = _lines("sr-first-names")
    assert "Dragana,Dragan.NE+persName+first+sure:ms2v:ms4v" in first
    assert "Dragana,Dragana.NE+persName+first+sure:fs1v:fs5v" in first
    assert "Драгана,Драган.NE+persName+first+sure:ms2v:ms4v" in first  # Cyrillic
    assert "Djordja,Đorđe.NE+persName+first+sure:ms2v:ms4v" in first  # dj for đ
    last = _lines("sr-surnames")
    assert "Petrovićem,Petrović.NE+persName+last+sure:ms6v" in last
    assert "Petrović,Petrović.NE+persName+last+sure:ms1v:fs1v:fs2v:fs3v:fs4v:fs5v:fs6v:fs7v" in last
    places = _lines("sr-places")
    assert "Kragujevcu,Kragujevac.NE+top+gr+sure:ms3q:ms7q" in places
    assert "Novom Sadu,Novi Sad.NE+top+gr+sure:ms3q:ms7q" in places
    assert "Boru,Bor.NE+top+gr:ms3q:ms7q" in places  # bor (pine): needs a preposition
    trig = _lines("sr-triggers")
    assert "iz,.PREP:2" in trig and "u,.PREP:4:7" in trig
    assert "doma zdravlja,dom zdravlja.TRIG+org:ms2q" in trig
    for name in ("sr-first-names", "sr-surnames", "sr-places", "sr-postcodes", "sr-triggers", "sr-nonphi"):
        assert (ROOT / "lexicons" / "sr" / name / "LICENSE").is_file()


@pytest.mark.skipif(not SHARED_SR.is_dir(), reason="needs ../shared/lexicon-sources/sr")
def test_build_script_reproduces_the_lexicons(tmp_path):
    out = tmp_path / "sr"
    shutil.copytree(ROOT / "lexicons" / "sr" / "sources", out / "sources")
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_sr_lexicons.py"), "--sources", str(SHARED_SR),
                    "--out", str(out)], check=True, capture_output=True, timeout=300)
    for folder in (ROOT / "lexicons" / "sr").iterdir():
        if (folder / "lexicon.toml").is_file():
            for f in folder.iterdir():
                assert filecmp.cmp(f, out / folder.name / f.name, shallow=False), f"{f} is stale: rerun the script"


def test_name_lemma_follows_the_reading_that_agrees(sr):
    """`Jovana` is Jovan (ms2v/ms4v) or Jovana (fs1v/fs5v): with a surname that agrees only in fs1v,
    the full name's lemma must come from the feminine reading, not the first one found."""
    ann = sr.annotate("Pacijentkinja Jovana Petrović je došla.")
    names = [t for top in ann.tags for t in top.walk() if t.codes[:2] == ("NE", "persName")]
    assert [(n.lemma, n.infl) for n in names] == [("Jovana Petrović", ("fs1v", "fs5v"))]


def test_cyrillic_input_gets_cyrillic_surrogates(sr):
    from fstdeid.morphology import is_cyrillic
    from fstdeid.surrogate.engine import SurrogateConfig
    from fstdeid.surrogate.keys import Secret

    sr.use_surrogates(SurrogateConfig(), secret=Secret.from_text("a test secret of 32 characters.."))
    text = "Пацијент Драган Петровић из Јагодине, живи у Јагодини."
    out = sr.deidentify_with_spans(text, mode="surrogate", doc_id="cyr")
    replaced = [out.text[s.start:s.end] for s in out.spans]
    assert len(replaced) == 3 and all(is_cyrillic(r) for r in replaced)
    assert "Драган" not in out.text and "Јагодин" not in out.text
    latin = sr.deidentify_with_spans("Pacijent Dragan Petrović iz Jagodine.", mode="surrogate", doc_id="lat")
    assert not any(is_cyrillic(latin.text[s.start:s.end]) for s in latin.spans)

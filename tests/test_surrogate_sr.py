"""Serbian-style agreement with a fixture paradigm (pynini.lib.paradigms), and organisation generalisation.

The mini language in tests/fixtures/surrogate/srmini tags towns and names from a DELAF lexicon with
their lemma and case (`Jagodine,Jagodina.NE+top+gr:fs2q`); the fixture inflector
(tests/fixtures/surrogate/sr_paradigm.py) knows Barni, Fred, Kamenko and Kamengrad in seven cases.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

import fstdeid
from fstdeid.surrogate import Secret, SurrogateConfig, generalise
from fstdeid.surrogate.lists import SurrogateLists

FIX = Path(__file__).resolve().parent / "fixtures" / "surrogate"
PARADIGM = runpy.run_path(str(FIX / "sr_paradigm.py"))
SECRET = Secret.from_text("serbian-test-secret-0123456789")


@pytest.fixture(scope="module")
def srmini(cache_dir):
    d = fstdeid.load(grammar_dir=FIX / "srmini" / "grammars" / "srmini",
                     lexicon_dir=FIX / "srmini" / "lexicons" / "srmini")
    d.use_surrogates(SurrogateConfig(lang="sr", set="fictional"), secret=SECRET,
                     inflector=PARADIGM["SerbianFixtureInflector"]())
    return d


@pytest.mark.parametrize("infl, form", [("ms1v", "Kamengrad"), ("fs2q", "Kamengrada"), ("fs3q", "Kamengradu"),
                                        ("ms4q", "Kamengrad"), ("ms5q", "Kamengrade"), ("fs6q", "Kamengradom"),
                                        ("fs7q", "Kamengradu")])
def test_fixture_paradigm_city(infl, form):
    assert PARADIGM["SerbianFixtureInflector"]().inflect("Kamengrad", ("NE", "top", "gr"), infl) == form


@pytest.mark.parametrize("lemma, forms", [
    ("Barni", ["Barni", "Barnija", "Barniju", "Barnija", "Barni", "Barnijem", "Barniju"]),
    ("Fred", ["Fred", "Freda", "Fredu", "Freda", "Frede", "Fredom", "Fredu"]),
    ("Kamenko", ["Kamenko", "Kamenka", "Kamenku", "Kamenka", "Kamenko", "Kamenkom", "Kamenku"]),
])
def test_fixture_paradigm_names(lemma, forms):
    inf = PARADIGM["SerbianFixtureInflector"]()
    assert [inf.inflect(lemma, ("NE", "persName", "first"), f"ms{c}v") for c in range(1, 8)] == forms
    assert inf.inflect(lemma, ("NE", "persName", "first"), "fs1v") is None  # masculine only
    assert inf.inflect("Vilma", ("NE", "persName", "first"), "ms1v") is None  # not in its paradigms


def test_worked_example_agrees_in_case(srmini):
    text = "Dragan Petrović iz Jagodine, rođen 19.06.1956. u Jagodini. Pregled Dragana Petrovića."
    out = srmini.deidentify(text, mode="surrogate")
    assert out.startswith(("Barni Kamenko iz Kamengrada", "Fred Kamenko iz Kamengrada"))
    assert "iz Kamengrada," in out and "u Kamengradu." in out
    first = out.split()[0]
    genitive = {"Barni": "Barnija", "Fred": "Freda"}[first]
    assert out.endswith(f"Pregled {genitive} Kamenka.")  # the genitive of the same surrogate
    assert re.search(r"rođen \d\d\.\d\d\.\d{4}\. u", out) and "19.06.1956." not in out


def test_worked_example_as_xml(srmini):
    out = srmini.deidentify("Pacijent iz Jagodine.", mode="xml")
    assert out == 'Pacijent iz <top.gr PHI="yes">Kamengrada</top.gr>.'
    xml = srmini.to_xml("u Jagodini", mode="xml")
    assert xml == '<text>u <top.gr PHI="yes">Kamengradu</top.gr></text>'


def test_organisation_generalised_to_head_nouns(srmini):
    heads = SurrogateLists("sr").org_heads
    text = "Komisija lekara veštaka Medicinskog fakulteta Univerziteta u Kragujevcu"
    assert generalise(text, heads, lang="sr") == "Komisija fakulteta Univerziteta"
    ann = srmini.annotate(text)
    assert generalise(text, heads, tag=ann.tags[0], lang="sr") == "Komisija fakulteta Univerziteta"
    d = fstdeid.load(grammar_dir=FIX / "srmini" / "grammars" / "srmini",
                     lexicon_dir=FIX / "srmini" / "lexicons" / "srmini")
    d.use_surrogates(SurrogateConfig(lang="sr", set="fictional", org_policy="generalise"), secret=SECRET,
                     inflector=PARADIGM["SerbianFixtureInflector"]())
    assert d.deidentify(f"Nalaz: {text}.", mode="xml") == \
        'Nalaz: <org PHI="yes">Komisija fakulteta Univerziteta</org>.'


def test_generalisation_uses_lemmas_of_nested_tags():
    from fstdeid.annotation import TagSpan

    text = "Odeljenje Kliničkog centra"
    inner = TagSpan(20, 26, ("N",), ("ms2q",), "xyzcentar", "morph", "r")  # an odd lemma only the tag knows
    outer = TagSpan(0, 26, ("NE", "org"), (), "", "orgs", "r", children=(inner,), label="ORG")
    assert generalise(text, frozenset({"odeljenje", "xyzcentar"}), tag=outer, lang="sr") == "Odeljenje centra"


def test_spanish_generalisation_keeps_connectors():
    heads = SurrogateLists("es").org_heads
    assert generalise("Servicio de Cardiología del Hospital Clínico San Carlos", heads, lang="es") == \
        "Servicio del Hospital"


def test_fictional_serbian_set_is_the_flintstones():
    lists = SurrogateLists("sr", "fictional")
    assert {"Barni", "Fred"} <= set(lists.get("first-m")) and "Vilma" in lists.get("first-f")
    assert {"Kamenko", "Kremenko"} <= set(lists.get("surnames")) and "Kamengrad" in lists.get("cities")

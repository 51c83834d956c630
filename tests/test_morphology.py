"""fstdeid.morphology: Serbian paradigms (pynini), expansion to DELAF, inflection for surrogates."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid.morphology import (
    CLASSES, SerbianInflector, analyse, expand, expand_all, guess_first_name, guess_place, guess_surname,
    inflect, is_cyrillic, parse_infl, to_cyrillic, to_latin,
)
from fstdeid.tags import DelasEntry, format_dela_line


def forms(lemma: str, cls: str, *inherent: str) -> dict[str, tuple[str, ...]]:
    return {d.form: d.infl for d in expand(DelasEntry(lemma, cls, ("NE",), tuple(inherent)))}


def form_of(table: dict[str, tuple[str, ...]], code: str) -> set[str]:
    return {f for f, codes in table.items() if code in codes}


# -- paradigms --------------------------------------------------------------------------------


def test_masculine_consonant_stem_all_cases():
    t = forms("Dragan", "N_M", "mv")
    assert [form_of(t, f"ms{c}v") for c in "1234567"] == [
        {"Dragan"}, {"Dragana"}, {"Draganu"}, {"Dragana"}, {"Dragane"}, {"Draganom"}, {"Draganu"}]
    assert [form_of(t, f"mp{c}v") for c in "1234567"] == [
        {"Dragani"}, {"Dragana"}, {"Draganima"}, {"Dragane"}, {"Dragani"}, {"Draganima"}, {"Draganima"}]
    assert t["Dragana"] == ("ms2v", "ms4v", "mp2v")


def test_ic_surname_palatal_instrumental_and_vocative():
    t = forms("Petrović", "N_M", "mv")
    assert form_of(t, "ms6v") == {"Petrovićem"}
    assert form_of(t, "ms5v") == {"Petroviću"}
    assert form_of(t, "ms2v") == {"Petrovića"}
    assert form_of(t, "mp1v") == {"Petrovići"}


def test_feminine_surname_is_indeclinable():
    t = forms("Petrović", "INV", "fsv")
    assert t == {"Petrović": tuple(f"fs{c}v" for c in "1234567")}


def test_fleeting_a():
    t = forms("Kragujevac", "N_MA", "msq")
    assert form_of(t, "ms1q") == {"Kragujevac"} and form_of(t, "ms4q") == {"Kragujevac"}
    assert form_of(t, "ms2q") == {"Kragujevca"}
    assert form_of(t, "ms7q") == {"Kragujevcu"}
    assert form_of(t, "ms6q") == {"Kragujevcem"}
    assert form_of(forms("Šabac", "N_MA", "msq"), "ms2q") == {"Šapca"}  # b devoiced before c
    assert form_of(forms("Aleksandar", "N_MA", "msv"), "ms2v") == {"Aleksandra"}
    assert form_of(forms("Kragujevac", "N_MA", "mq"), "mp2q") == {"Kragujevaca"}


def test_animacy_decides_the_masculine_accusative():
    assert form_of(forms("Beograd", "N_M", "msq"), "ms4q") == {"Beograd"}
    assert form_of(forms("Dragan", "N_M", "msv"), "ms4v") == {"Dragana"}


def test_feminine_a_names_and_places():
    t = forms("Jovana", "N_A", "fsv")
    assert [form_of(t, f"fs{c}v") for c in "1234567"] == [
        {"Jovana"}, {"Jovane"}, {"Jovani"}, {"Jovanu"}, {"Jovano", "Jovana"}, {"Jovanom"}, {"Jovani"}]
    p = forms("Jagodina", "N_AS", "fsq")
    assert form_of(p, "fs2q") == {"Jagodine"} and form_of(p, "fs7q") == {"Jagodini"}
    assert form_of(p, "fs4q") == {"Jagodinu"} and form_of(p, "fs6q") == {"Jagodinom"}
    assert form_of(forms("Jabuka", "N_AS", "fsq"), "fs7q") == {"Jabuci"}  # sibilarisation
    assert form_of(forms("Milka", "N_A", "fsv"), "fs3v") == {"Milki"}  # names keep k
    assert form_of(forms("Milica", "N_A", "fsv"), "fs5v") == {"Milice", "Milica"}
    assert inflect("Milica", "N_A", "fs5v") == "Milice"  # the preferred vocative


def test_masculine_names_in_a_o_e():
    n = forms("Nikola", "N_A", "msv")
    assert form_of(n, "ms2v") == {"Nikole"} and form_of(n, "ms6v") == {"Nikolom"}
    m = forms("Marko", "N_MO", "msv")
    assert form_of(m, "ms2v") == {"Marka"} and form_of(m, "ms6v") == {"Markom"}
    d = forms("Đorđe", "N_ME", "msv")
    assert form_of(d, "ms2v") == {"Đorđa"} and form_of(d, "ms6v") == {"Đorđem"}
    b = forms("Bane", "N_MET", "msv")
    assert form_of(b, "ms2v") == {"Baneta"} and form_of(b, "ms6v") == {"Banetom"}


def test_neuter_places():
    t = forms("Kraljevo", "N_NO", "nsq")
    assert form_of(t, "ns2q") == {"Kraljeva"} and form_of(t, "ns3q") == {"Kraljevu"}
    assert form_of(t, "ns6q") == {"Kraljevom"} and form_of(t, "ns4q") == {"Kraljevo"}
    u = forms("Užice", "N_NE", "nsq")
    assert form_of(u, "ns7q") == {"Užicu"} and form_of(u, "ns6q") == {"Užicem"}


def test_plural_tantum_place():
    t = forms("Šimanovci", "N_MPL", "mpq")
    assert form_of(t, "mp2q") == {"Šimanovaca"} and form_of(t, "mp7q") == {"Šimanovcima"}
    assert not any("s" in c[1] for codes in t.values() for c in codes)


def test_adjectival_surname_both_genders():
    t = forms("Ađanski", "A_M", "mv", "fsv")
    assert form_of(t, "ms2v") == {"Ađanskog"} and form_of(t, "fs1v") == {"Ađanska"}
    assert form_of(t, "fs3v") == {"Ađanskoj"} and form_of(t, "ms6v") == {"Ađanskim"}
    assert all(d.lemma == "Ađanski" for d in expand(DelasEntry("Ađanski", "A_M", ("NE",), ("fsv",))))


def test_multiword_lemmas_inflect_together():
    t = forms("Novi Sad", "A_M|N_M", "msq")
    assert form_of(t, "ms7q") == {"Novom Sadu"} and form_of(t, "ms2q") == {"Novog Sada"}
    g = forms("Gornji Milanovac", "A_M|N_MA", "msq")
    assert form_of(g, "ms2q") == {"Gornjeg Milanovca"}  # soft adjective, fleeting a
    v = forms("Velika Plana", "A_F|N_AS", "fsq")
    assert form_of(v, "fs7q") == {"Velikoj Plani"}
    p = forms("Petrovac na Mlavi", "N_MA|INV|INV", "msq")
    assert form_of(p, "ms7q") == {"Petrovcu na Mlavi"}
    d = forms("dom zdravlja", "N_M|INV", "msq")
    assert form_of(d, "ms7q") == {"domu zdravlja"}


def test_cyrillic_and_all_caps_lemmas():
    assert form_of(forms("Драган", "N_M", "msv"), "ms2v") == {"Драгана"}
    assert form_of(forms("OPŠTINSKI SUD", "A_M|N_M", "msq"), "ms2q") == {"OPŠTINSKOG SUDA"}


def test_expand_gives_delaf_lines():
    lines = [format_dela_line(d) for d in expand(DelasEntry("Dragan", "N_M", ("NE", "persName", "first"), ("msv",)))]
    assert "Dragana,Dragan.NE+persName+first:ms2v:ms4v" in lines


def test_ambiguity_stays():
    """Dragana is Dragan (ms2v, ms4v) and Dragana (fs1v): expand_all keeps both lemmas."""
    out = expand_all([DelasEntry("Dragan", "N_M", ("NE",), ("msv",)), DelasEntry("Dragana", "N_A", ("NE",), ("fsv",))])
    readings = {(d.lemma, d.infl) for d in out if d.form == "Dragana"}
    assert readings == {("Dragan", ("ms2v", "ms4v")), ("Dragana", ("fs1v", "fs5v"))}


def test_bad_entries():
    with pytest.raises(ValueError):
        expand(DelasEntry("Dragan", "N_XYZ", ("NE",), ("msv",)))
    with pytest.raises(ValueError):
        expand(DelasEntry("Novi Sad", "N_M", ("NE",), ("msq",)))  # two words, one class
    with pytest.raises(ValueError):
        expand(DelasEntry("Dragan", "N_M", ("NE",), ("ms2v",)))  # a case is not inherent
    assert expand(DelasEntry("Dragan", "N_A", ("NE",), ("fsv",))) == []  # not an -a lemma: no forms


# -- inflect ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lemma, cls, code, expected", [
    ("Dragan", "N_M", "ms2v", "Dragana"),
    ("Dragan", "N_M", "ms6v", "Draganom"),
    ("Petrović", "N_M", "ms6v", "Petrovićem"),
    ("Petrović", "INV", "fs6v", "Petrović"),
    ("Jovana", "N_A", "fs5v", "Jovano"),
    ("Kragujevac", "N_MA", "ms7q", "Kragujevcu"),
    ("Jagodina", "N_AS", "fs2q", "Jagodine"),
    ("Kraljevo", "N_NO", "ns6q", "Kraljevom"),
    ("Ađanski", "A_M", "fs1v", "Ađanska"),
    ("Velika Plana", "A_F|N_AS", "fs7q", "Velikoj Plani"),
    ("Драган", "N_M", "ms3v", "Драгану"),
    ("Dragan", "N_M", "fs2v", None),  # a masculine noun has no feminine form
    ("Šimanovci", "N_MPL", "ms1q", None),  # plural only
    ("Dragan", "N_NOPE", "ms2v", None),
    ("Dragan", "N_M", "zz", None),
])
def test_inflect(lemma, cls, code, expected):
    assert inflect(lemma, cls, code) == expected


def test_serbian_inflector_for_surrogates():
    inf = SerbianInflector()
    assert inf.inflect("Barni Kamenko", ("NE", "persName", "full"), "ms2v") == "Barnija Kamenka"
    assert inf.inflect("Vilma Kremenko", ("NE", "persName", "full"), "fs3v") == "Vilmi Kremenko"
    assert inf.inflect("Kamengrad", ("NE", "top", "gr"), "ms7q") == "Kamengradu"
    assert inf.inflect("Petrović", ("NE", "persName", "last"), "fs2v") == "Petrović"
    assert inf.inflect("Petrović", ("NE", "persName", "last"), "ms2v") == "Petrovića"
    assert inf.inflect("Петровић", ("NE", "persName", "last"), "ms6v") == "Петровићем"
    assert inf.inflect("Jovana", ("NE", "persName", "first"), "fs7v") == "Jovani"
    assert inf.inflect("Kovačević-Simić", ("NE", "persName", "last"), "ms2v") == "Kovačevića-Simića"
    assert inf.inflect("Kraljevo", ("NE", "top", "gr"), "ns7q") == "Kraljevu"
    assert SerbianInflector({"Kraljevo": "N_NO"}).inflect("Kraljevo", ("X",), "ns2q") == "Kraljeva"
    assert inf.inflect("Dragan", ("NE", "persName", "first"), "bad") is None


def test_analyse_guesses():
    got = {(a.lemma, a.inflection_class, a.infl) for a in analyse("Dragana", ["N_M", "N_A"])}
    assert ("Dragan", "N_M", "ms2v") in got and ("Dragana", "N_A", "fs1v") in got
    assert ("Petrović", "N_M", "ms6v") in {(a.lemma, a.inflection_class, a.infl) for a in analyse("Petrovićem")}


def test_guessers():
    assert guess_first_name("Dragan", "m") == [("N_M", "msv")]
    assert guess_first_name("Jovana", "f") == [("N_A", "fsv")]
    assert guess_first_name("Đorđe", "m") == [("N_ME", "msv")]
    assert guess_first_name("Aleksandar", "m") == [("N_MA", "msv")]
    assert guess_surname("Petrović") == [("N_M", "mv"), ("INV", "fsv")]
    assert guess_surname("Kalaba") == [("N_A", "mv"), ("N_A", "fsv")]
    assert guess_place("Kragujevac") == ("N_MA", "msq")
    assert guess_place("Velika Plana") == ("A_F|N_AS", "fsq")
    assert guess_place("Petrovac na Mlavi") == ("N_MA|INV|INV", "msq")
    assert guess_place("Šimanovci") == ("N_MPL", "mpq")
    assert set(c for c, _ in [guess_place(p) for p in ("Niš", "Kraljevo", "Užice")]) <= set(CLASSES)


def test_parse_infl():
    assert parse_infl("ms2v") == {"gender": "m", "number": "s", "case": "2", "animacy": "v"}
    with pytest.raises(ValueError):
        parse_infl("mf")
    with pytest.raises(ValueError):
        parse_infl("x")


# -- transliteration --------------------------------------------------------------------------


def test_transliteration():
    assert to_cyrillic("Ljubiša Njegoš Džonson") == "Љубиша Његош Џонсон"
    assert to_latin("ЉУБИША Љубиша") == "LJUBIŠA Ljubiša"
    assert is_cyrillic("Драган") and not is_cyrillic("Dragan")


_LATIN = "abcčćdđefghijklmnoprsštuvzž"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=_LATIN, min_size=1, max_size=12))
def test_transliteration_round_trip(word):
    # Latin -> Cyrillic -> Latin is the identity (digraphs lj, nj, dž become one letter and back).
    assert to_latin(to_cyrillic(word)) == word
    assert to_latin(to_cyrillic(word.capitalize())) == word.capitalize()

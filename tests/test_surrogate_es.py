"""On the Spanish cascade: surrogates are found again by the same cascade, in the same categories.

The note is written for this test in the MEDDOCAN layout (no corpus text is used).
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings, strategies as st

import fstdeid
from fstdeid.annotation import Annotation, Span, TagSpan
from fstdeid.surrogate import Secret, SurrogateConfig
from fstdeid.surrogate.lists import SurrogateLists
from fstdeid.surrogate.orgs import same_head

NOTE = """Datos del paciente.
Nombre: Ernesto.
Apellidos: Rivera Bueno.
NHC: 368503.
NASS: 26 63514095.
Domicilio: Calle Miguel Benitez 90.
Localidad/ Provincia: Madrid.
CP: 28016.
Datos asistenciales.
Fecha de nacimiento: 03/03/1946.
País: España.
Edad: 70 años Sexo: H.
Fecha de Ingreso: 12/12/2016.
Médico: Ignacio Navarro Cuéllar NºCol: 28 28 70973.
Informe clínico del paciente: paciente de 70 años que ingresa el 2 de noviembre de 2016 por disnea. En marzo de 2015 fue intervenido.
Correo electrónico: nnavcu@hotmail.com
Teléfono: 912 345 678
"""
MUST = {"FECHAS", "CORREO_ELECTRONICO", "NUMERO_TELEFONO"}


@pytest.fixture(scope="module")
def es(cache_dir):
    d = fstdeid.load("es")
    d.use_surrogates(SurrogateConfig(), secret=Secret.from_text("spanish-test-secret-0123456789"))
    return d


def refound(es, res) -> tuple[set, list]:
    again = {(s.start, s.end, s.label) for s in es.annotate(res.text).spans}
    found = [(s.label, (s.start, s.end, s.label) in again) for s in res.spans]
    return again, found


def test_reannotation_finds_the_same_categories(es):
    res = es.deidentify_with_spans(NOTE, mode="surrogate", patient="P1")
    _, found = refound(es, res)
    labels = {label for label, _ in found}
    assert MUST <= labels
    for label, ok in found:
        if label in MUST:
            assert ok, (label, res.text)
    assert sum(ok for _, ok in found) >= 0.9 * len(found), found


def test_spanish_surrogates_look_right(es):
    res = es.deidentify_with_spans(NOTE, mode="surrogate", patient="P1")
    out = {NOTE[s.source_start:s.source_end]: res.text[s.start:s.end] for s in res.spans}
    assert out["Ernesto"] in SurrogateLists("es").get("first-m")  # a man stays a man
    assert out["70 años"] == "70 años" and out["H"] == "H"
    assert out["nnavcu@hotmail.com"].endswith("@hotmail.com")
    assert out["912 345 678"].startswith("9") and len(out["912 345 678"]) == 11
    born = dt.datetime.strptime(out["03/03/1946"], "%d/%m/%Y") - dt.datetime(1946, 3, 3)
    admitted = dt.datetime.strptime(out["12/12/2016"], "%d/%m/%Y") - dt.datetime(2016, 12, 12)
    assert born == admitted and 30 <= born.days <= 365  # one shift for the patient
    assert out["Ignacio Navarro Cuéllar"].count(" ") == 2
    assert out["28016"] != "28016" and out["Madrid"] != "Madrid"


phones = st.builds(lambda a, b, c: f"{a}{b:02d} {c // 1000:03d} {c % 1000:03d}", st.sampled_from("6789"),
                   st.integers(0, 99), st.integers(0, 999999))
emails = st.builds(lambda u, d: f"{u}@{d}", st.from_regex(r"[a-z]{3,8}[0-9]{0,2}", fullmatch=True),
                   st.sampled_from(["hotmail.com", "gmail.com", "hospital-norte.es", "correo.org"]))
dates = st.dates(dt.date(1930, 1, 1), dt.date(2030, 12, 31))


@settings(max_examples=25, deadline=None)
@given(dates, phones, emails, st.text(alphabet="abcdefghij", min_size=1, max_size=6))
def test_reannotation_property(es, date, phone, email, patient):
    text = (f"Fecha de Ingreso: {date:%d/%m/%Y}.\nCorreo electrónico: {email}\nTeléfono: {phone}\n"
            f"Ingresó el {date.day} de {['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][date.month - 1]} de {date.year}.\n")
    res = es.deidentify_with_spans(text, mode="surrogate", patient=patient)
    originals = {text[s.start:s.end] for s in res.annotation.spans}
    _, found = refound(es, res)
    for (label, ok), s in zip(found, res.spans):
        if label in MUST:
            assert ok, (text, res.text)
            assert res.text[s.start:s.end] not in originals


def _surrogates_of(es, text: str, label: str, phrases: list[str]) -> dict[str, str]:
    """The surrogates of `phrases` of `text`, each tagged `label` (the engine alone, no cascade)."""
    tags = tuple(TagSpan(text.index(p), text.index(p) + len(p), (), (), "", "test", "test", label=label)
                 for p in phrases)
    ann = Annotation(text, tags, tuple(Span(t.start, t.end, label) for t in tags))
    res = es.surrogator.deidentify(ann, "surrogate", patient="P1")
    return {text[s.source_start:s.source_end]: res.text[s.start:s.end] for s in res.spans}


def test_a_relative_keeps_its_relation_and_loses_its_names(es):
    text = ("Su padre falleció de IAM. Tío materno de 97 años con epilepsia. "
            "Sus padres Ana Vidal Sotillo y Nicolás Garrido acuden a consulta. Madre Ana Vidal Sotillo.")
    out = _surrogates_of(es, text, "FAMILIARES_SUJETO_ASISTENCIA",
                         ["padre", "Tío materno de 97 años", "padres Ana Vidal Sotillo y Nicolás Garrido",
                          "Madre Ana Vidal Sotillo"])
    assert out["padre"] == "padre"
    assert out["Tío materno de 97 años"] == "Tío materno de 90+ años"  # an age above the cap
    names = out["padres Ana Vidal Sotillo y Nicolás Garrido"]
    assert names.startswith("padres ") and " y " in names
    assert not {"Ana", "Vidal", "Sotillo", "Nicolás", "Garrido"} & set(names.split())
    mother = out["Madre Ana Vidal Sotillo"]
    assert mother.startswith("Madre ") and mother[len("Madre "):] in names  # one name, one surrogate


def test_every_capitalised_word_of_a_relative_is_a_name_without_relation_words(es, monkeypatch):
    # With no list of relation words for the language, a capitalised word is never kept (fail closed).
    monkeypatch.setitem(es.surrogator.lists.__dict__, "relation_words", frozenset())
    engine = es.surrogator
    assert engine.names_in("Tío materno de Juan") == [(0, 3), (15, 19)]
    monkeypatch.setitem(es.surrogator.lists.__dict__, "relation_words", frozenset({"tio"}))
    assert engine.names_in("Tío materno de Juan Pérez") == [(15, 25)]


def test_an_organisation_is_replaced_by_one_of_its_kind(es):
    items = ["Hospital San Telmo", "Centro de Salud Los Olivos", "Centro de Especialidades del Sur",
             "Universidad del Norte", "Fundación Sierra Verde"]
    assert same_head(items, "centro de salud chantrea") == ["Centro de Salud Los Olivos"]
    assert same_head(items, "centro de investigacion del cancer") == items[1:3]  # "centro de"
    assert same_head(items, "universidad de granada") == ["Universidad del Norte"]
    assert same_head(items, "msd") is items and same_head(items, "universidad") is items
    heads = frozenset({"hospital", "centro", "universidad", "fundacion"})
    assert same_head(items + ["Iberfarma"], "boston scientific", heads) == ["Iberfarma"]  # a company
    assert same_head(items, "boston scientific", heads) is items  # none in the list
    out = _surrogates_of(es, "Remitida desde el Centro de Salud Chantrea.", "CENTRO_SALUD",
                         ["Centro de Salud Chantrea"])
    assert out["Centro de Salud Chantrea"].startswith("Centro de Salud ")
    assert out["Centro de Salud Chantrea"] != "Centro de Salud Chantrea"


def test_an_institution_never_becomes_a_health_centre_nor_a_health_centre_an_institution(es):
    """Institutions take their surrogates from `orgs`, health centres from `health-centres` (kind
    `health_centre`): a clinic or a company whose head the lists lack is no `Centro de Salud ...`."""
    lists = es.surrogator.lists
    centres = set(lists.get("health-centres"))
    assert centres and not centres & set(lists.get("orgs"))
    names = ["Clínica Sanza", "Clínica Dental Sonrisas", "Escuela Técnica de Peritos", "Talleres Gómez",
             "Club Náutico de Vigo", "Asociación Vecinal La Paz", "Cooperativa del Campo"]
    text = ". ".join(names) + "."
    out = _surrogates_of(es, text, "INSTITUCION", names)
    assert len(out) == len(names) and not set(out.values()) & centres, out
    names = ["Centro de Salud Chantrea", "Consultorio de Ujué", "Ambulatorio de Tafalla"]
    out = _surrogates_of(es, ". ".join(names) + ".", "CENTRO_SALUD", names)
    assert len(out) == len(names) and set(out.values()) <= centres, out


def test_a_descriptive_identifier_is_replaced_by_its_label_and_a_code_by_its_shape(es):
    text = "Niña adoptada, de raza gitana. NHC: 1234567. DNI: 12345678Z."
    out = _surrogates_of(es, text, "ID_SUJETO_ASISTENCIA", ["Niña adoptada", "raza gitana", "1234567", "12345678Z"])
    assert out["Niña adoptada"] == out["raza gitana"] == "[ID_SUJETO_ASISTENCIA]"  # no shape to keep
    assert out["1234567"].isdigit() and len(out["1234567"]) == 7 and out["1234567"] != "1234567"
    assert out["12345678Z"][:8].isdigit() and out["12345678Z"] != "12345678Z"

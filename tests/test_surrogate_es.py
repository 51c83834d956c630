"""On the Spanish cascade: surrogates are found again by the same cascade, in the same categories.

The note is written for this test in the MEDDOCAN layout (no corpus text is used).
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings, strategies as st

import fstdeid
from fstdeid.surrogate import Secret, SurrogateConfig
from fstdeid.surrogate.lists import SurrogateLists

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

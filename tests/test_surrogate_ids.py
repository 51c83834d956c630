"""Format-preserving identifiers, phones, e-mails and URLs; valid check digits; never the original."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid.surrogate import identifiers as ids


def shape(s: str) -> str:
    return "".join("9" if c.isdigit() else "A" if c.isupper() else "a" if c.islower() else c for c in s)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz -/.", min_size=1, max_size=20)
       .filter(lambda s: any(c.isalnum() for c in s)), st.integers(0, 2**32))
def test_identifier_keeps_the_shape_and_never_repeats_the_original(s, seed):
    out = ids.identifier(s, random.Random(seed))
    assert out != s
    if not (ids.DNI.match(s) or ids.NIE.match(s) or ids.JMBG.match(s) or ids.NASS.match(s)):
        assert shape(out) == shape(s)


def test_dni_and_nie_get_valid_letters():
    for seed in range(50):
        out = ids.identifier("12345678Z", random.Random(seed))
        assert re.fullmatch(r"\d{8}[A-Z]", out) and ids.dni_letter(int(out[:8])) == out[8] and out != "12345678Z"
        out = ids.identifier("12345678-z", random.Random(seed))
        assert re.fullmatch(r"\d{8}-[a-z]", out) and ids.dni_letter(int(out[:8])) == out[9].upper()
        out = ids.identifier("X1234567L", random.Random(seed))
        assert re.fullmatch(r"[XYZ]\d{7}[A-Z]", out)
        assert ids.dni_letter(int(str("XYZ".index(out[0])) + out[1:8])) == out[8]


def test_jmbg_gets_a_valid_checksum_and_date():
    original = "0101990710006"  # a valid JMBG shape (01.01.1990, region 71)
    for seed in range(50):
        out = ids.identifier(original, random.Random(seed))
        assert ids.jmbg_valid(out) and out != original
        assert 1 <= int(out[:2]) <= 31 and 1 <= int(out[2:4]) <= 12


def test_jmbg_checksum_function():
    head = "010199071000"
    k = ids.jmbg_check(head)
    assert k is not None and ids.jmbg_valid(head + str(k))
    assert not ids.jmbg_valid(head + str((k + 1) % 10))


def test_nass_control_digits():
    # 28 12345678 ?? with control = 2812345678 % 97
    control = 2812345678 % 97
    out = ids.identifier(f"28 12345678 {control:02d}", random.Random(1))
    a, b, c = out.split()
    assert int(a + b) % 97 == int(c) and 1 <= int(a) <= 52


def test_phone_keeps_prefix_and_first_digit():
    for seed in range(20):
        out = ids.phone("+34 912 345 678", random.Random(seed))
        assert out.startswith("+34 9") and shape(out) == shape("+34 912 345 678") and out != "+34 912 345 678"
        out = ids.phone("600-12-34-56", random.Random(seed))
        assert out.startswith("6") and shape(out) == "999-99-99-99"


def test_email_keeps_public_domains_and_tlds():
    out = ids.email("nnavcu@hotmail.com", random.Random(3))
    assert out.endswith("@hotmail.com") and out != "nnavcu@hotmail.com" and shape(out) == shape("nnavcu@hotmail.com")
    out = ids.email("j.perez@hospital-norte.es", random.Random(3))
    assert out.endswith(".es") and "hospital-norte" not in out and shape(out) == shape("j.perez@hospital-norte.es")


def test_url_keeps_scheme_www_and_tld():
    out = ids.url("https://www.clinicaperez.com/citas?id=12", random.Random(2))
    assert out.startswith("https://www.") and ".com/" in out and "clinicaperez" not in out


def test_reject_is_respected():
    seen = {"1"}
    out = ids.identifier("7", random.Random(0), reject=lambda s: s in seen)
    assert out not in seen and out != "7"


@pytest.mark.parametrize("code", ["28016", "03459"])
def test_spanish_postcodes_have_a_province(code):
    for seed in range(20):
        out = ids.postcode(code, random.Random(seed), "es")
        assert re.fullmatch(r"\d{5}", out) and 1 <= int(out[:2]) <= 52 and out != code


def test_ipv4_address_gets_a_valid_address():
    for seed in range(50):
        out = ids.identifier("192.168.12.7", random.Random(seed))
        parts = out.split(".")
        assert len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 255 for p in parts) and int(parts[0]) >= 1
        assert out != "192.168.12.7"


@pytest.mark.parametrize("span,description", [
    ("niña adoptada", True), ("de raza gitana", True), ("la menor de 3 hermanos", True), ("Gitana", True),
    ("12345678Z", False), ("AB-1234", False), ("abc123", False), ("NHC 123", False), ("SS 28/1234", False),
    ("abc-def12", False), ("usuario_jsmith", False), ("ES28 1234", False),
    ("ÁVILA", False), ("CÓDIGO-ÑU 12", False), ("Árbol", True), ("ÑuÑo", False), ("ÑÁÉZ", False),
])
def test_a_description_is_told_from_a_code(span, description):
    assert ids.is_description(span) is description

"""Matching forms: invisible characters and look-alike letters do not hide PHI from the grammars."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid.normalize import INVISIBLE, matching_form


@pytest.mark.parametrize("raw, form", [
    ("Dragan", "Dragan"),
    ("Dra\u200bgan", "Dragan"),
    ("Dra\u00adgan", "Dragan"),
    ("Dr\u0430gan", "Dragan"),          # Cyrillic а inside a Latin name
    ("\u041cadrid", "Madrid"),          # Cyrillic М
    ("Драган", "Драган"),               # all Cyrillic: left alone
    ("Μαρία", "Μαρία"),                 # all Greek: left alone
    ("Nun\u0303ez", "Nuñez"),           # NFC
    ("\u200b", "\u200b"),               # nothing left: the token itself
])
def test_matching_form(raw, form):
    assert matching_form(raw) == form


@given(st.text(max_size=20))
@settings(max_examples=200, deadline=None)
def test_matching_form_drops_invisibles_and_is_idempotent(text):
    form = matching_form(text)
    assert matching_form(form) == form
    if form != text or any(ch in INVISIBLE for ch in text):
        assert not any(ch in INVISIBLE for ch in form) or all(ch in INVISIBLE for ch in text)


def test_hidden_names_are_still_found(demo):
    """A zero-width space, a soft hyphen or a Cyrillic look-alike inside a name does not hide it."""
    plain = demo.annotate("Paciente Juan García vino.")
    assert plain.spans, "the demo language must find the plain name"
    for variant in ("Paciente Ju\u200ban García vino.", "Paciente Ju\u00adan García vino.",
                    "Paciente Ju\u0430n Garc\u00eda vino."):
        ann = demo.annotate(variant)
        assert [s.label for s in ann.spans] == [s.label for s in plain.spans]
        # the span covers the same words of the variant text (its offsets index the variant)
        assert [variant[s.start:s.end].replace("\u200b", "").replace("\u00ad", "").replace("\u0430", "a")
                for s in ann.spans] == [plain.text[s.start:s.end] for s in plain.spans]

"""Pack-level tests of the English language (grammars/en, lexicons/en): no external data needed.

The grammar case files (grammars/en/tests/*.cases) are run by test_grammar_cases.py; these tests
check what the case files cannot: the labels of language.toml, the lexicon folders and their
licences, both genres on whole notes, offsets, and that the cascade never tags its own blocking
vocabulary.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import fstdeid
from fstdeid.language import Language
from fstdeid.lexicon import load_lexicon_dir

ROOT = Path(__file__).resolve().parents[1]
I2B2 = {"PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ROOM", "DEPARTMENT", "HOSPITAL", "ORGANIZATION", "STREET",
        "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE", "DATE", "PHONE", "FAX", "EMAIL", "URL", "IPADDR",
        "SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE", "BIOID", "IDNUM"}

NURSING = """CCU NSG ADMIT NOTE: 92 YO WOMAN ADMITTED IN TRANSFER FROM CALVERT HOSPITAL 7/22 FOR CHF.
PMH: CAD, S/P MI 1992; CABG '95. ON PSV 10/5, RALES 1/3 UP BILAT. FOLEY -> DRAINING.
SEEN BY DR SWACKHAMER, DR AWARE OF K 3.9. SOCIAL: HUSBAND RICH MARTINO IN TO VISIT, CELL# 410-322-1419.
PLAN: TRANSFER TO QUARTERMAIN 2 IN AM.
 DAN A. FORMAN-LYONS, RRT
"""

PROSE = """Mr. Nicholson is a 70 y/o man who lives in Towson with his daughter, Emily Canvan.
He was seen by Dr. Sarah O'Driscoll on July 29th and transferred to St. Agnes for rehab.
Pt may go home tomorrow; Will follow up with X Ray. Max assist to chair.
Patricia Nolan, RN
"""


@pytest.fixture(scope="module")
def en():
    return fstdeid.load("en")


def found(deid, text):
    return {(text[s.start:s.end], s.label) for s in deid.annotate(text).spans}


def test_language_labels_are_the_i2b2_categories():
    cfg = tomllib.loads((ROOT / "grammars" / "en" / "language.toml").read_text(encoding="utf-8"))
    labels = {p["label"] for p in cfg["phi"]}
    assert labels == I2B2
    lang = Language.find("en")
    assert [line.file for line in lang.cascade()][0] == "blocking.py"  # blocking stages first


def test_every_stage_has_a_docstring_and_a_case_file():
    lang = Language.find("en")
    for line in lang.cascade():
        source = (lang.grammar_dir / line.file).read_text(encoding="utf-8")
        assert source.lstrip().startswith('"""'), line.file
        cases = lang.grammar_dir / "tests" / (Path(line.file).stem + ".cases")
        n = sum(1 for raw in cases.read_text(encoding="utf-8").splitlines() if "⇒" in raw)
        assert n >= 8, f"{cases}: {n} cases"


def test_lexicons_load_and_carry_their_licence():
    folders = Language.find("en").lexicon_dirs()
    assert {f.name for f in folders} >= {"en-names", "en-places", "en-nonphi", "en-words"}
    for folder in folders:
        assert (folder / "LICENSE").read_text(encoding="utf-8").strip(), folder
    names = load_lexicon_dir(ROOT / "lexicons" / "en" / "en-names")
    assert any("first" in a.codes for a in names.lookup("Emily"))
    assert any("amb" in a.codes for a in names.lookup("Will"))  # an everyday word: needs a context
    assert any("last" in a.codes for a in names.lookup("healey"))  # case "ignore": lower-case notes


def test_nursing_note_all_caps(en):
    got = found(en, NURSING)
    assert ("92 YO", "AGE") in got
    assert ("CALVERT HOSPITAL", "HOSPITAL") in got
    assert ("7/22", "DATE") in got and ("1992", "DATE") in got and ("'95", "DATE") in got
    assert ("SWACKHAMER", "DOCTOR") in got
    assert ("RICH MARTINO", "PATIENT") in got
    assert ("410-322-1419", "PHONE") in got
    assert ("QUARTERMAIN 2", "HOSPITAL") in got
    assert ("DAN A. FORMAN-LYONS", "DOCTOR") in got
    texts = {t for t, _ in got}
    for clinical in ("10/5", "1/3", "FOLEY", "AWARE", "K 3.9", "CCU"):
        assert not any(clinical in t for t in texts), clinical


def test_prose_note(en):
    got = found(en, PROSE)
    assert ("Nicholson", "PATIENT") in got
    assert ("Towson", "CITY") in got
    assert ("Emily Canvan", "PATIENT") in got
    assert ("Sarah O'Driscoll", "DOCTOR") in got
    assert ("July 29th", "DATE") in got
    assert ("St. Agnes", "HOSPITAL") in got
    assert ("Patricia Nolan", "DOCTOR") in got
    texts = {t for t, _ in got}
    assert "70 y/o" not in texts  # under 90: not PHI
    for word in ("may", "Will", "Ray", "Max"):
        assert not any(word in t.split() for t in texts), word


def test_offsets_and_deidentified_text(en):
    text = "pt followed at gh by dr healey. son bill called 7/23."
    ann = en.annotate(text)
    for span in ann.spans:
        assert text[span.start:span.end].strip() == text[span.start:span.end]
    out = en.deidentify(text)
    assert "healey" not in out and "bill" not in out and "7/23" not in out
    assert out.startswith("pt followed at ")


def test_empty_and_non_clinical_text(en):
    assert en.annotate("").spans == ()
    assert en.annotate("The patient is comfortable. Vital signs stable.").spans == ()

"""`fstdeid deid` with surrogates: --mode per category, secrets, patient keys, the mapping store."""

from __future__ import annotations

import json
import os
import stat

import pytest
from click.testing import CliRunner

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS
from fstdeid.cli import main

G = ["--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS), "--surrogate-lang", "es"]
SECRET = "cli-test-secret-0123456789"
RECORDS = [
    {"id": "a", "pid": "P1", "text": "Juan Petrov vino el 12/05/2020 (K12345)."},
    {"id": "b", "pid": "P1", "text": "Control de Juan Petrov el 19/05/2020."},
    {"id": "c", "pid": "P2", "text": "Control de Juan Petrov el 19/05/2020."},
]


def run(*args, env=None):
    env = {"FSTDEID_SECRET": SECRET} if env is None else env
    return CliRunner(env=env).invoke(main, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture
def jsonl(tmp_path, demo):
    p = tmp_path / "in.jsonl"
    p.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS), encoding="utf-8")
    return p


def records(r):
    return [json.loads(line) for line in r.stdout.splitlines()]


def test_surrogate_mode_with_patient_field(jsonl):
    r = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-o", "-", jsonl)
    assert r.exit_code == 0, r.stderr
    a, b, c = records(r)
    name = a["deidentified"].split(" vino")[0]
    assert "Juan" not in name and b["deidentified"].startswith(f"Control de {name} el ")
    # same patient: the interval is kept; another patient: another shift
    assert a["deidentified"] != RECORDS[0]["text"]
    day_a, day_b = int(a["deidentified"].split(" el ")[1][:2]), int(b["deidentified"].split(" el ")[1][:2])
    assert (day_b - day_a) % 31 in (7, 6, 4, 5)  # a week later (month lengths aside)
    assert b["deidentified"] != c["deidentified"]
    for rec in (a, b, c):
        for s in rec["deidentified_spans"]:
            assert s["mode"] == "surrogate" and 0 <= s["start"] < s["end"] <= len(rec["deidentified"])


def test_same_secret_same_output_and_jobs(jsonl):
    one = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-o", "-", jsonl)
    two = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-j", "2", "-o", "-", jsonl)
    other = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-o", "-", jsonl,
                env={"FSTDEID_SECRET": "another-cli-secret-0123456789"})
    assert one.stdout == two.stdout
    assert records(one)[0]["deidentified"] != records(other)[0]["deidentified"]


def test_mode_per_category(jsonl):
    r = run("deid", *G, "--mode", "tag", "--mode", "FECHA=surrogate", "--mode", "ID=keep", "-o", "-", jsonl)
    assert r.exit_code == 0, r.stderr
    a = records(r)[0]
    assert a["deidentified"].startswith("[PERSONA] vino el ") and "(K12345)" in a["deidentified"]
    assert "12/05/2020" not in a["deidentified"]
    r = run("deid", *G, "--mode", "FECHAS=surrogate", "-o", "-", jsonl)
    assert r.exit_code == 2 and "no PHI category 'FECHAS'" in r.stderr


def test_patient_key_for_all_inputs_and_secret_file(tmp_path, jsonl):
    secret = tmp_path / "secret"
    secret.write_text(SECRET + "\n")
    secret.chmod(0o600)
    r = run("deid", *G, "--mode", "surrogate", "--patient", "X", "--secret-file", secret, "-o", "-", jsonl, env={})
    assert r.exit_code == 0 and "random one" not in r.stderr
    b, c = records(r)[1:]
    assert b["deidentified"] == c["deidentified"]  # one patient key: one shift
    same = run("deid", *G, "--mode", "surrogate", "--patient", "X", "-o", "-", jsonl)
    assert same.stdout == r.stdout  # the file and the variable hold the same secret


def test_no_secret_warns(jsonl):
    r = run("deid", *G, "--mode", "surrogate", "-o", "-", jsonl, env={"FSTDEID_SECRET": ""})
    assert r.exit_code == 0 and "using a random one for this run" in r.stderr


def test_missing_patient_field_is_a_document_error(tmp_path, demo):
    p = tmp_path / "in.jsonl"
    p.write_text('{"id": "a", "text": "Juan vino."}\n', encoding="utf-8")
    r = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-o", "-", p)
    assert r.exit_code == 1 and "field 'pid' (the patient key) missing" in r.stderr


def test_mapping_db(tmp_path, jsonl):
    db = tmp_path / "map.db"
    r = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "--mapping-db", db, "-o", "-", jsonl)
    assert r.exit_code == 0
    assert stat.S_IMODE(os.stat(db).st_mode) == 0o600
    raw = db.read_bytes()
    assert b"Juan" not in raw and b"Petrov" not in raw and b"K12345" not in raw and b"P1" not in raw


def test_text_xml_and_brat_outputs(tmp_path, demo):
    src = tmp_path / "notes"
    src.mkdir()
    (src / "n1.txt").write_text("Paciente Juan Petrov, ingresó el 12/05/2020.\n", encoding="utf-8")
    out = tmp_path / "out"
    assert run("deid", *G, "--mode", "xml", "-o", out, src).exit_code == 0
    text = (out / "n1.txt").read_text(encoding="utf-8")
    assert text.startswith('Paciente <persName PHI="yes">') and '<date PHI="yes">' in text
    assert run("deid", *G, "--mode", "surrogate", "--format", "xml", "-o", tmp_path / "x", src).exit_code == 0
    xml = (tmp_path / "x" / "n1.xml").read_text(encoding="utf-8")
    assert xml.startswith('<text>Paciente <persName PHI="yes">') and "Juan" not in xml
    assert run("deid", *G, "--mode", "surrogate", "--format", "brat", "-o", tmp_path / "b", src).exit_code == 0
    txt = (tmp_path / "b" / "n1.txt").read_text(encoding="utf-8")
    ann = (tmp_path / "b" / "n1.ann").read_text(encoding="utf-8")
    assert "Juan" not in txt
    for line in ann.splitlines():
        _, label_span, surface = line.split("\t")
        label, start, end = label_span.split()
        assert txt[int(start):int(end)] == surface


def test_date_options_on_the_command_line(jsonl):
    r = run("deid", *G, "--mode", "surrogate", "--date-shift", "10:10", "--date-sign", "-", "-o", "-", jsonl)
    assert "vino el 02/05/2020 (" in records(r)[0]["deidentified"]
    bad = run("deid", *G, "--mode", "surrogate", "--date-shift", "abc", "-o", "-", jsonl)
    assert bad.exit_code == 2 and "MIN:MAX" in bad.stderr


def test_fictional_set(jsonl):
    from fstdeid.surrogate.lists import SurrogateLists

    r = run("deid", *G, "--mode", "surrogate", "--surrogates", "fictional", "-o", "-", jsonl)
    first = records(r)[0]["deidentified"].split()[0]
    assert first in SurrogateLists("es", "fictional").get("first-m")


def test_secret_is_no_argument():
    r = run("deid", "--help")
    assert "--secret-file" in r.stdout and "--secret " not in r.stdout

"""No document text in logs, errors, traces, progress output or reports, unless asked for.

Every command runs in a subprocess (as a user runs it, with `-vv` where it logs) on a note whose
PHI strings are known markers; each test first checks that the annotator finds every marker as
PHI, so "no marker in the output" means "no PHI in the output". Failing documents are part of
every batch (invalid UTF-8, NUL, over --max-chars, a character XML cannot hold, an internal error
whose exception message *is* the text), since error paths are where text leaks.

Where an option asks for text (`trace --show-text`, `eval --show-text`, `explain` of a PHI span),
the test asserts that the markers do appear: the check would fail if the output held them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import fstdeid

SRC = Path(__file__).resolve().parents[1] / "src"
NOTE = ("Nombre: Wenceslao.\nApellidos: Zubizarreta Quixote.\nNHC: 7391046.\n"
        "La paciente Wenceslao Zubizarreta acude a consulta el 17/03/2019.\n"
        "Tfno. 948713205\nE-mail: wzq.zubizarreta@ejemplo.es\nRemitido por la Dra. Eulalia Barandiarán.\n")
MARKERS = ("Wenceslao", "Zubizarreta", "Quixote", "7391046", "948713205", "wzq.zubizarreta@ejemplo.es", "Eulalia",
           "Barandiarán", "17/03/2019")
SECRET = "no-phi-in-logs-secret-0123456789"

# Internal errors whose message is the document: what a careless `raise ValueError(text)` would
# leak, in the cascade (BOOM) and in the rendering of outputs (BANG). The command must report the
# exception type only.
FAULT = """
import sys
import fstdeid.bulk, fstdeid.cascade
run = fstdeid.cascade.Cascade.run
def failing(self, text, *a, **k):
    if "BOOM" in text:
        raise ValueError(text)
    return run(self, text, *a, **k)
fstdeid.cascade.Cascade.run = failing
patient_of = fstdeid.bulk._patient_of
def failing_patient(doc, opts):
    if "BANG" in doc.text:
        raise KeyError(doc.text)
    return patient_of(doc, opts)
fstdeid.bulk._patient_of = failing_patient
from fstdeid.cli import main
sys.argv[0] = "fstdeid"
main()
"""


@pytest.fixture(scope="module")
def es(cache_dir):
    d = fstdeid.load("es")  # compiled once here, so the subprocesses load it from the cache
    ann = d.annotate(NOTE)
    for m in MARKERS:
        start = 0
        while (i := NOTE.find(m, start)) >= 0:
            assert any(s.start <= i and i + len(m) <= s.end for s in ann.spans), \
                f"the es grammar no longer finds {m!r} as PHI: pick other markers"
            start = i + 1
    return d


def fstdeid_cli(*args, cwd, stderr=subprocess.PIPE, fault=False) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(SRC), "FSTDEID_SECRET": SECRET}
    env.pop("FSTDEID_SHOW_TEXT", None)
    cmd = [sys.executable, "-c", FAULT] if fault else [sys.executable, "-m", "fstdeid.cli"]
    return subprocess.run(cmd + [str(a) for a in args], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=stderr,
                          timeout=100)


def leaked(*outputs) -> list[str]:
    """The markers (and the secret) found in any of `outputs` (str, bytes, or paths of files or folders)."""
    blobs = []
    for out in outputs:
        if isinstance(out, Path):
            files = [out] if out.is_file() else [p for p in out.rglob("*") if p.is_file()]
            blobs += [p.read_bytes() for p in files]
        elif isinstance(out, str):
            blobs.append(out.encode("utf-8"))
        else:
            blobs.append(out)
    found = []
    for m in (*MARKERS, SECRET):  # nor the surrogate secret
        forms = {m.encode("utf-8"), m.encode("utf-16-le"), json.dumps(m).encode("ascii")[1:-1]}
        if any(f in b for f in forms for b in blobs):
            found.append(m)
    return found


def _batch(tmp_path: Path) -> Path:
    """A folder of notes: one good, and one per way of failing (each holding the PHI too)."""
    d = tmp_path / "notes"
    d.mkdir()
    (d / "good.txt").write_text(NOTE, encoding="utf-8")
    (d / "bad_utf8.txt").write_bytes(NOTE.encode("utf-8") + b"\xff\xfe" + NOTE.encode("utf-8"))
    (d / "nul.txt").write_bytes(NOTE.encode("utf-8") + b"\0")
    (d / "long.txt").write_text(NOTE * 40, encoding="utf-8")
    (d / "ctrl.txt").write_text(NOTE + "\x01" + NOTE, encoding="utf-8")
    (d / "boom.txt").write_text(NOTE + "BOOM", encoding="utf-8")
    (d / "bang.txt").write_text(NOTE + "BANG", encoding="utf-8")
    return d


FAILING = {"bad_utf8", "nul", "long", "boom", "bang"}


# (BRAT in the tag, mask and keep modes is the original text with standoff spans: not de-identified.)
@pytest.mark.parametrize("fmt,mode", [("text", "tag"), ("text", "mask"), ("brat", "surrogate"), ("xml", "tag"),
                                      ("xml", "surrogate"), ("jsonl", "surrogate"), ("csv", "xml"), ("parquet", "mask")])
def test_deid_reports_no_text(es, tmp_path, fmt, mode):
    notes = _batch(tmp_path)
    out = tmp_path / ("out" if fmt in ("text", "brat", "xml") else f"out.{fmt}")
    errors, db = tmp_path / "errors.jsonl", tmp_path / "map.sqlite"
    extra = ["--mapping-db", db] if mode in ("surrogate", "xml") else []
    res = fstdeid_cli("-vv", "deid", "-l", "es", "--format", fmt, "--mode", mode, "--max-chars", 4000,
                      "--progress", "--errors", errors, *extra, "-o", out, notes, cwd=tmp_path, fault=True)
    assert res.returncode == 1, res.stderr
    report = [json.loads(line) for line in errors.read_text(encoding="utf-8").splitlines()]
    want = FAILING | ({"ctrl"} if fmt == "xml" else set())
    assert {r["id"] for r in report} == want  # every failure reported (by id, reason, offset)
    assert "internal error ValueError" in res.stderr.decode() and "internal error KeyError" in res.stderr.decode()
    assert "docs" in res.stderr.decode() or "documents" in res.stderr.decode()
    # Nothing in the logs, the errors, the report or the mapping store; nor in the outputs (all PHI
    # replaced), except where the mode keeps text (none of these modes does).
    assert leaked(res.stdout, res.stderr, errors, *([db] if extra else [])) == []
    assert leaked(out) == []


def test_deid_records_report_no_text(es, tmp_path):
    records = tmp_path / "in.jsonl"
    lines = [{"id": "good", "text": NOTE}, {"id": "nul", "text": NOTE + "\0"}, {"id": "lone", "text": NOTE + "\ud800"},
             {"id": "long", "text": NOTE * 40}, {"id": "boom", "text": NOTE + "BOOM"}, {"id": "bang", "text": NOTE + "BANG"},
             {"id": "notext", "txt": NOTE}]
    records.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    errors = tmp_path / "errors.jsonl"
    res = fstdeid_cli("-vv", "deid", "-l", "es", "--mode", "surrogate", "--max-chars", 4000, "--progress",
                      "--errors", errors, "-o", "-", records, cwd=tmp_path, fault=True)
    assert res.returncode == 1, res.stderr
    assert {json.loads(x)["id"] for x in errors.read_text(encoding="utf-8").splitlines()} == \
        {"nul", "lone", "long", "boom", "bang", "notext"}  # every failed record named by its id
    out = [json.loads(x) for x in res.stdout.decode().splitlines()]
    assert [r["id"] for r in out] == ["good"]
    assert leaked(res.stderr, errors, out[0]["deidentified"]) == []


def test_progress_on_a_terminal_shows_no_text(es, tmp_path):
    import pty

    notes = _batch(tmp_path)
    master, slave = pty.openpty()
    try:
        res = fstdeid_cli("-vv", "deid", "-l", "es", "--max-chars", 4000, "-o", tmp_path / "out", notes,
                          cwd=tmp_path, stderr=slave, fault=True)
        os.close(slave)
        slave = None
        tty = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: the other end is closed and everything was read
                break
            if not chunk:
                break
            tty += chunk
    finally:
        if slave is not None:
            os.close(slave)
        os.close(master)
    assert res.returncode == 1
    assert b"\x1b[K" in tty and b"docs/s" in tty  # the live progress line was drawn
    assert b"document 'boom'" in tty
    assert leaked(res.stdout, tty) == []


def test_trace_shows_text_only_when_asked(es, tmp_path):
    note = tmp_path / "note.txt"
    note.write_text(NOTE, encoding="utf-8")
    res = fstdeid_cli("-vv", "trace", "-l", "es", note, cwd=tmp_path)
    assert res.returncode == 0 and b"PHI=NOMBRE_SUJETO_ASISTENCIA" in res.stdout
    assert leaked(res.stdout, res.stderr) == []
    shown = fstdeid_cli("trace", "-l", "es", "--show-text", note, cwd=tmp_path)
    assert leaked(shown.stdout) == list(MARKERS)


def test_trace_error_shows_no_text(es, tmp_path):
    note = tmp_path / "note.txt"
    note.write_bytes(NOTE.encode("utf-8") + b"\xff" + NOTE.encode("utf-8"))
    res = fstdeid_cli("-vv", "trace", "-l", "es", note, cwd=tmp_path)
    assert res.returncode == 2 and b"not valid UTF-8" in res.stderr
    boom = tmp_path / "boom.txt"
    boom.write_text(NOTE + "BOOM", encoding="utf-8")
    res2 = fstdeid_cli("-vv", "trace", "-l", "es", boom, cwd=tmp_path, fault=True)
    assert res2.returncode == 2 and b"internal error ValueError" in res2.stderr
    assert leaked(res.stdout, res.stderr, res2.stdout, res2.stderr) == []


def _gold(es, tmp_path) -> Path:
    """A BRAT gold corpus of the note: the system's spans, one of them with another label (an error)."""
    from fstdeid.formats import brat_ann

    gold = tmp_path / "gold"
    gold.mkdir()
    spans = list(es.annotate(NOTE).spans)
    last = spans[-1]
    spans[-1] = type(last)(last.start, last.end, "NOMBRE_SUJETO_ASISTENCIA")
    assert NOTE[last.start:last.end] == "Eulalia Barandiarán"
    (gold / "note.txt").write_text(NOTE, encoding="utf-8")
    (gold / "note.ann").write_text(brat_ann(NOTE, spans), encoding="utf-8")
    return gold


def test_eval_shows_text_only_when_asked(es, tmp_path):
    gold = _gold(es, tmp_path)
    report = tmp_path / "eval.json"
    res = fstdeid_cli("-vv", "eval", "--gold", gold, "--format", "brat", "--lang", "es", "--json", report,
                      cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    figures = json.loads(report.read_text(encoding="utf-8"))
    assert figures["errors"]  # the relabelled span is an error...
    assert leaked(res.stdout, res.stderr, report) == []  # ...reported without its text
    res = fstdeid_cli("eval", "--gold", gold, "--format", "brat", "--lang", "es", "--json", "-", "--show-text",
                      cwd=tmp_path)
    assert res.returncode == 0
    assert set(leaked(res.stdout)) >= {"Eulalia", "Barandiarán"}


def test_explain_shows_the_span_only(es, tmp_path):
    """`explain` prints the asked span's text (a tool for grammar authors), and none of the rest."""
    note = tmp_path / "note.txt"
    note.write_text(NOTE, encoding="utf-8")
    start = NOTE.index("acude")
    res = fstdeid_cli("-vv", "explain", "-l", "es", note, start, start + len("acude"), cwd=tmp_path)
    assert res.returncode == 0 and b"acude" in res.stdout
    assert leaked(res.stdout, res.stderr) == []
    start = NOTE.index("Barandiarán")
    res = fstdeid_cli("explain", "-l", "es", note, start, start + len("Barandiarán"), cwd=tmp_path)
    assert res.returncode == 0 and "Barandiarán" in leaked(res.stdout)


def test_library_errors_and_logs_hold_no_text(es, caplog, monkeypatch):
    """The Python API: DocumentError messages, and everything logged at DEBUG while de-identifying."""
    import logging

    from fstdeid import DocumentError

    caplog.set_level(logging.DEBUG, logger="fstdeid")
    monkeypatch.delenv("FSTDEID_SECRET", raising=False)
    es.use_surrogates()  # no secret: the random-secret warning is logged
    for mode in ("surrogate", "xml", "mask", "tag"):
        es.deidentify(NOTE, mode=mode)
    messages = []
    for bad in (NOTE + "\x01", NOTE + "\ud800"):
        with pytest.raises(DocumentError) as e:
            es.to_xml(bad, doc_id="n1", mode="surrogate")
        messages.append(str(e.value))
    with pytest.raises(DocumentError) as e:
        es.annotate(NOTE.encode("utf-8"), doc_id="n2")
    messages.append(str(e.value))
    assert caplog.records  # something was logged (else this checks nothing)
    assert leaked(*messages, *(r.getMessage() for r in caplog.records)) == []

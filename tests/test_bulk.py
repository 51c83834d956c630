"""Bulk de-identification (`fstdeid.bulk`, `fstdeid deid`): CSV/Parquet, streaming, --jobs, resuming,
the error report, progress and summary. On the demo language, with small inputs."""

from __future__ import annotations

import csv
import gzip
import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS
from fstdeid import bulk
from fstdeid.cli import main
from fstdeid.formats import InputDoc, read_csv

G = ["--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS)]
SECRET = "bulk-test-secret-0123456789"
BASE = ["Paciente Juan Petrov, ingresó el 12/05/2020 (J18.9).\nDr. Zapata\n",
        "Derivado al Centro de Salud María López y Luis García.\r\nRef U18.9.",
        "Sin datos.",
        "Andrea García y Juan Petrov, Carmen de la Fuente",
        "Zacarias\x00Petrov"]  # a NUL: a document error
SUMMARY = re.compile(r"fstdeid: (\d+) documents de-identified, (\d+) failed, (\d+) skipped, ([\d.]+) MB, "
                     r"([\d.]+) MB/s, (\d+\.\d) s")


def run(*args, env=None):
    env = {"FSTDEID_SECRET": SECRET} if env is None else env
    return CliRunner(env=env).invoke(main, [str(a) for a in args], catch_exceptions=False)


def summary(r) -> tuple[int, int, int]:
    m = SUMMARY.fullmatch(r.stderr.splitlines()[-1])
    assert m, r.stderr
    return int(m[1]), int(m[2]), int(m[3])


def texts(n: int) -> list[str]:
    return [BASE[i % len(BASE)] + f" nota {i}" for i in range(n)]


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def folder(tmp_path, demo) -> Path:
    root = tmp_path / "notes"
    (root / "sub").mkdir(parents=True)
    for i, t in enumerate(texts(23)):
        (root / ("sub" if i % 4 == 0 else "") / f"n{i:02d}.txt").write_text(t, encoding="utf-8")
    (root / "bad.txt").write_bytes(b"\xff\xfe")
    return root


@pytest.fixture
def jsonl(tmp_path, demo) -> Path:
    p = tmp_path / "in.jsonl"
    lines = [json.dumps({"id": f"r{i}", "pid": f"P{i % 3}", "site": i, "text": t}, ensure_ascii=False)
             for i, t in enumerate(texts(20))]
    lines.insert(7, '{"id": "broken", "text": ')
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def write_csv(path: Path, rows: list[dict], columns: list[str]) -> Path:
    with open(path, "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, columns)
        w.writeheader()
        w.writerows(rows)
    return path


@pytest.fixture
def csv_in(tmp_path, demo) -> Path:
    rows = [{"note_id": f"c{i}", "pid": f"P{i % 2}", "text": t} for i, t in enumerate(texts(12))]
    return write_csv(tmp_path / "in.csv", rows, ["note_id", "pid", "text"])


# -- jobs: the same bytes whatever their number -----------------------------------------------------


@pytest.mark.parametrize("fmt", ["brat", "text", "jsonl", "csv", "parquet"])
def test_output_is_identical_whatever_jobs(tmp_path, folder, fmt, monkeypatch):
    if fmt == "parquet":
        pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    monkeypatch.setattr(bulk, "CHUNK_DOCS", 2)  # many chunks, and more of them than can be in flight
    outs = {}
    for jobs in (1, 2, 3):
        out = tmp_path / f"out{jobs}" / (f"o.{fmt}" if fmt in bulk.RECORD_FORMATS else "o")
        r = run("deid", *G, "--format", fmt, "--mode", "surrogate", "-j", jobs, "--checkpoint", 4,
                "--errors", tmp_path / f"err{jobs}.jsonl", "-o", out, folder)
        assert r.exit_code == 1, r.output
        assert summary(r) == (19, 5, 0)
        errors = [line for line in r.stderr.splitlines() if line.startswith("fstdeid: error:")]
        outs[jobs] = (_files(out.parent), errors, (tmp_path / f"err{jobs}.jsonl").read_bytes())
    assert outs[1] == outs[2] == outs[3]
    files = outs[1][0]
    assert len(files) == (1 if fmt in bulk.RECORD_FORMATS else 19 * len(bulk.FOLDER_FORMATS[fmt]))


def test_jsonl_identical_whatever_jobs_with_patient_field(jsonl, tmp_path, monkeypatch):
    monkeypatch.setattr(bulk, "CHUNK_DOCS", 3)
    got = []
    for jobs in (1, 2):
        out = tmp_path / f"o{jobs}.jsonl"
        r = run("deid", *G, "--mode", "surrogate", "--patient-field", "pid", "-j", jobs, "-o", out, jsonl)
        assert r.exit_code == 1 and summary(r) == (16, 5, 0)
        got.append(out.read_bytes())
    assert got[0] == got[1]


def test_jobs_auto_is_one_per_usable_cpu_and_bad_values_are_refused(jsonl, tmp_path, monkeypatch):
    import os

    seen = []
    real = bulk.run
    monkeypatch.setattr(bulk, "run", lambda *a, **kw: seen.append(kw["jobs"]) or real(*a, **kw))
    r = run("deid", *G, "-j", "auto", "-o", tmp_path / "o.jsonl", jsonl)
    assert r.exit_code == 1 and summary(r) == (16, 5, 0)
    assert seen == [len(os.sched_getaffinity(0))]
    for bad, why in (("0", "0 is not a number of processes (1 or more)"), ("two", "'two' is neither a number nor 'auto'")):
        r = run("deid", *G, "-j", bad, "-o", tmp_path / "p.jsonl", jsonl)
        assert r.exit_code == 2 and why in r.output


# -- streaming --------------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_documents_are_streamed_with_bounded_read_ahead(demo, jobs):
    pulled = 0

    def docs():
        nonlocal pulled
        for i in range(200):
            pulled += 1
            yield InputDoc(str(i), BASE[i % 4], key=str(i), mark=i)

    opts = bulk.DeidOptions(demo.modes("tag"))
    ahead = []
    ids = []
    for n, o in enumerate(bulk.process(demo, docs(), "jsonl", opts, jobs=jobs, chunk_docs=5, inflight_per_job=2), 1):
        ahead.append(pulled - n)
        ids.append(o.id)
    assert ids == [str(i) for i in range(200)]  # in input order
    bound = 5 * (jobs * 2 + 1)  # the chunks in flight, and the one being filled
    assert max(ahead) <= bound, max(ahead)


# -- CSV --------------------------------------------------------------------------------------------


def test_csv_to_csv(csv_in, tmp_path):
    out = tmp_path / "out.csv"
    r = run("deid", *G, "--id-column", "note_id", "-o", out, csv_in)
    assert r.exit_code == 1, r.output  # the notes with a NUL
    assert summary(r)[:2] == (10, 2)
    with open(out, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0]) == ["note_id", "pid", "id", "spans", "deidentified"]
    assert rows[0]["note_id"] == rows[0]["id"] == "c0" and rows[0]["pid"] == "P0"
    assert rows[0]["deidentified"] == "Paciente [PERSONA], ingresó el [FECHA] (J18.9).\nDr. [PERSONA]\n nota 0"
    assert json.loads(rows[0]["spans"])[0] == {"start": 9, "end": 20, "label": "PERSONA"}
    assert rows[1]["deidentified"].endswith("\r\nRef [ID]. nota 1")  # a CRLF inside a quoted field, kept
    assert "c4" not in [r["id"] for r in rows] and "Petrov" not in out.read_text(encoding="utf-8")
    assert "fstdeid: error: document 'c4' at offset 8: binary content (NUL character)" in r.stderr


def test_csv_ids_rows_errors_and_long_fields(tmp_path, demo):
    long_text = "Juan Petrov " + "x" * 200_000  # longer than the csv module's default field limit
    raw = ("text,site\r\n"
           "Juan Petrov,a\r\n"
           f"{long_text},b\r\n"
           "only one field\r\n"
           '"Dr. Zapata, ""el"" médico",c\r\n').encode("utf-8") + b"\xff\xfe Juan,d\r\n"
    src = tmp_path / "in.csv"
    src.write_bytes(raw)
    docs = list(read_csv(src))
    assert [(d.id, d.key, d.error.reason if d.error else None) for d in docs] == [
        ("in.csv:1", "0:1", None), ("in.csv:2", "0:2", None), ("in.csv:3", "0:3", "1 fields, the header has 2"),
        ("in.csv:4", "0:4", None), ("in.csv:5", "0:5", "not valid UTF-8 (character offset 0)")]
    assert docs[3].text == 'Dr. Zapata, "el" médico' and docs[0].fields == {"site": "a"}
    r = run("deid", *G, "-o", tmp_path / "o.csv", "--errors", tmp_path / "e.jsonl", src)
    assert r.exit_code == 1 and summary(r)[:2] == (3, 2)
    errs = [json.loads(line) for line in (tmp_path / "e.jsonl").read_text().splitlines()]
    assert errs == [{"id": "in.csv:3", "stage": None, "reason": "1 fields, the header has 2", "offset": None},
                    {"id": "in.csv:5", "stage": None, "reason": "not valid UTF-8 (character offset 0)",
                     "offset": None}]
    rows = list(csv.DictReader(io.StringIO((tmp_path / "o.csv").read_text(encoding="utf-8"), newline="")))
    assert [r["site"] for r in rows] == ["a", "b", "c"]
    assert rows[1]["deidentified"].startswith("[PERSONA] xxx") and len(rows[1]["deidentified"]) == 9 + 200_001


def test_gzipped_csv_and_missing_text_column(tmp_path, demo):
    src = tmp_path / "in.csv.gz"
    with gzip.open(src, "wt", encoding="utf-8", newline="") as fh:
        fh.write("id,body\nz1,Juan Petrov vino.\n")
    r = run("deid", *G, "--text-column", "body", "-o", "-", src)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines() == ["id,spans,deidentified",
                                     'z1,"[{""start"": 0, ""end"": 11, ""label"": ""PERSONA""}]",[PERSONA] vino.']
    r = run("deid", *G, "-o", tmp_path / "o.csv", src)
    assert r.exit_code == 2 and "no column 'text' (columns: id, body); see --text-column" in r.stderr
    assert not (tmp_path / "o.csv").exists()


def test_text_folder_to_csv_and_jsonl_to_csv(folder, jsonl, tmp_path):
    r = run("deid", *G, "--format", "csv", "-o", tmp_path / "f.csv", folder)
    assert r.exit_code == 1
    rows = list(csv.DictReader(io.StringIO((tmp_path / "f.csv").read_text(encoding="utf-8"), newline="")))
    assert [r["id"] for r in rows][:3] == ["n01", "n02", "n03"] and list(rows[0]) == ["id", "spans", "deidentified"]
    r = run("deid", *G, "--format", "csv", "-o", tmp_path / "j.csv", jsonl)
    rows = list(csv.DictReader(io.StringIO((tmp_path / "j.csv").read_text(encoding="utf-8"), newline="")))
    assert list(rows[0]) == ["id", "pid", "site", "spans", "deidentified"] and rows[3]["site"] == "3"


# -- Parquet ----------------------------------------------------------------------------------------


def test_parquet_to_parquet_keeps_column_types(tmp_path, demo):
    pa = pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    import pyarrow.parquet as pq

    src = tmp_path / "in.parquet"
    table = pa.table({"doc": pa.array(["p1", "p2", "p3", None]), "n": pa.array([1, 2, None, 4], pa.int32()),
                      "note": pa.array(["Juan Petrov vino.", None, "Sin datos.", "Dr. Zapata"])})
    pq.write_table(table, src, row_group_size=2)
    out = tmp_path / "out.parquet"
    r = run("deid", *G, "--text-column", "note", "--id-column", "doc", "--errors", tmp_path / "e.jsonl",
            "--checkpoint", 2, "-o", out, src)
    assert r.exit_code == 1 and summary(r)[:2] == (3, 1)
    got = pq.read_table(out)
    assert got.schema.field("n").type == pa.int32()
    assert got.column_names == ["doc", "n", "id", "spans", "deidentified"]
    rows = got.to_pylist()
    assert [(r["id"], r["n"], r["deidentified"]) for r in rows] == [
        ("p1", 1, "[PERSONA] vino."), ("p3", None, "Sin datos."), ("in.parquet:4", 4, "Dr. [PERSONA]")]
    assert rows[0]["spans"] == [{"start": 0, "end": 11, "label": "PERSONA"}] and rows[1]["spans"] == []
    assert json.loads((tmp_path / "e.jsonl").read_text()) == {
        "id": "p2", "stage": None, "reason": "field 'note' missing or not a string", "offset": None}
    assert not bulk.parts_dir(out).exists()


def test_parquet_dates_to_jsonl_and_csv(tmp_path, demo):
    pa = pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    import datetime

    import pyarrow.parquet as pq

    src = tmp_path / "in.parquet"
    pq.write_table(pa.table({"text": ["Juan Petrov vino."], "seen": [datetime.date(2020, 5, 12)],
                             "raw": pa.array([b"\x00\x01"], pa.binary())}), src)
    r = run("deid", *G, "--format", "jsonl", "-o", "-", src)
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout) == {"seen": "2020-05-12", "raw": "b'\\x00\\x01'", "id": "in.parquet:1",
                                    "spans": [{"start": 0, "end": 11, "label": "PERSONA"}],
                                    "deidentified": "[PERSONA] vino."}
    r = run("deid", *G, "--format", "csv", "-o", "-", src)
    assert r.exit_code == 0 and r.stdout.splitlines()[1].startswith("2020-05-12,b'")


@pytest.mark.parametrize("checkpoint", [10, 2])  # the mixed values in one part, or in different parts
def test_jsonl_fields_of_mixed_types_to_parquet_become_text(tmp_path, demo, checkpoint):
    pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    import pyarrow.parquet as pq

    src = tmp_path / "in.jsonl"
    records = [{"id": 1, "n": 5, "meta": {"a": 1}, "text": "Juan Petrov vino."},
               {"id": 2, "n": 6, "meta": {"a": 2}, "text": "Sin datos."},
               {"id": "b", "n": 7, "meta": [1, "x"], "text": "Dr. Zapata"}]
    src.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = tmp_path / "out.parquet"
    r = run("deid", *G, "--format", "parquet", "--checkpoint", checkpoint, "-o", out, src)
    assert r.exit_code == 0, r.output
    got = pq.read_table(out)
    assert str(got.schema.field("id").type) == "string" and str(got.schema.field("meta").type) == "string"
    assert str(got.schema.field("n").type) == "int64"  # one type throughout: kept
    assert [(x["id"], x["n"], x["meta"], x["deidentified"]) for x in got.to_pylist()] == [
        ("1", 5, '{"a": 1}', "[PERSONA] vino."), ("2", 6, '{"a": 2}', "Sin datos."),
        ("b", 7, '[1, "x"]', "Dr. [PERSONA]")]
    assert not bulk.parts_dir(out).exists()


def test_a_jsonl_line_too_long_for_any_record_is_named_by_its_line(tmp_path, demo):
    src = tmp_path / "in.jsonl"
    long_line = json.dumps({"id": "big", "text": "Juan Petrov " * 10, "pad": "x" * (70 * 1024)})
    src.write_text(json.dumps({"id": "ok", "text": "Juan Petrov vino."}) + "\n" + long_line + "\n"
                   + json.dumps({"id": "long", "text": "Juan Petrov " * 10}) + "\n", encoding="utf-8")
    errors = tmp_path / "e.jsonl"
    r = run("deid", *G, "--max-chars", 100, "--errors", errors, "-o", "-", src)
    assert r.exit_code == 1 and [json.loads(x)["id"] for x in r.stdout.splitlines()] == ["ok"]
    report = {e["id"]: e["reason"] for e in map(json.loads, errors.read_text(encoding="utf-8").splitlines())}
    assert report == {
        "in.jsonl:2": f"a line of {len(long_line) + 1} bytes, longer than a record with a text of at most 100 "
                      "characters can be (see --max-chars)",
        "long": "120 characters, over the limit of 100 (see --max-chars)"}


def test_csv_to_parquet_with_output_spans(csv_in, tmp_path):
    pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    import pyarrow.parquet as pq

    out = tmp_path / "o.parquet"
    r = run("deid", *G, "--format", "parquet", "--mode", "surrogate", "--patient-field", "pid", "--checkpoint", 3,
            "-o", out, csv_in)
    assert r.exit_code == 1
    rows = pq.read_table(out).to_pylist()
    assert len(rows) == 10 and all(s["mode"] == "surrogate" for r in rows for s in r["deidentified_spans"])
    for r in rows:
        for s in r["deidentified_spans"]:
            assert 0 <= s["start"] < s["end"] <= len(r["deidentified"])


# -- resuming ---------------------------------------------------------------------------------------


def test_folder_output_resume_and_overwrite(folder, tmp_path):
    out = tmp_path / "out"
    r = run("deid", *G, "--format", "brat", "-o", out, folder)
    assert summary(r) == (19, 5, 0)
    (out / "n05.ann").unlink()  # as if the run had stopped before this note
    (out / "sub" / "n08.txt").unlink()
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file() and p.stem not in ("n05", "n08")}
    r = run("deid", *G, "--format", "brat", "-o", out, folder)
    assert r.exit_code == 2
    assert re.search(r"fstdeid: error: the output \S+ exists: give --resume to skip the documents already done, "
                     r"or --overwrite to replace it", r.stderr)
    r = run("deid", *G, "--format", "brat", "--resume", "-o", out, folder)
    assert r.exit_code == 1 and summary(r) == (2, 5, 17)  # the failed notes are tried again
    assert (out / "n05.ann").is_file() and (out / "sub" / "n08.txt").is_file()
    assert all(p.stat().st_mtime_ns == t for p, t in before.items())  # the others untouched
    r = run("deid", *G, "--format", "brat", "--overwrite", "-o", out, folder)
    assert summary(r) == (19, 5, 0)


def _interrupt_after(monkeypatch, n: int):
    """Make the n+1-th document stop the run, as a ^C would."""
    calls = 0
    real = bulk.render

    def render(*a, **kw):
        nonlocal calls
        calls += 1
        if calls > n:
            raise KeyboardInterrupt
        return real(*a, **kw)

    monkeypatch.setattr(bulk, "render", render)


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "parquet"])
def test_record_output_resumes_after_an_interruption(jsonl, tmp_path, monkeypatch, fmt):
    if fmt == "parquet":
        pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    args = ["deid", *G, "--format", fmt, "--mode", "surrogate", "--checkpoint", 3]
    whole = tmp_path / f"whole.{fmt}"
    r = run(*args, "-o", whole, jsonl)
    assert summary(r) == (16, 5, 0)

    out = tmp_path / f"out.{fmt}"
    with monkeypatch.context() as m:
        _interrupt_after(m, 11)  # 11 lines: 8 de-identified (two parts of 3 recorded), 3 failed
        r = CliRunner(env={"FSTDEID_SECRET": SECRET}).invoke(main, [str(a) for a in (*args, "-o", out, jsonl)])
        assert r.exit_code != 0
    parts = bulk.parts_dir(out)
    assert not out.exists() and parts.is_dir()
    manifest = [json.loads(line) for line in (parts / "manifest.jsonl").read_text().splitlines()]
    assert manifest[0]["fstdeid"] == "fstdeid-bulk-parts-1" and len(manifest) == 3
    assert [m["keys"] for m in manifest[1:]] == [["0:1", "0:2", "0:3"], ["0:4", "0:6", "0:7"]]
    assert all(re.fullmatch(r"0:\d+", k) for m in manifest[1:] for k in m["keys"])  # places, not ids or text

    r = run(*args, "-o", out, jsonl)
    assert r.exit_code == 2 and "(an interrupted run" in r.stderr and "exists: give --resume" in r.stderr
    r = run(*args, "--mode", "FECHA=tag", "--resume", "-o", out, jsonl)
    assert r.exit_code == 2 and "other options, inputs, language or secret" in r.stderr
    r = run(*args, "--resume", "-o", out, jsonl, env={"FSTDEID_SECRET": "another-secret-0123456789"})
    assert r.exit_code == 2 and "other options, inputs, language or secret" in r.stderr

    r = run(*args, "--resume", "-o", out, jsonl)
    assert r.exit_code == 1 and summary(r) == (10, 5, 6)
    assert out.read_bytes() == whole.read_bytes() and not parts.exists()
    r = run(*args, "--resume", "-o", out, jsonl)
    assert r.exit_code == 0 and "is complete (an earlier run wrote it): nothing to resume" in r.stderr
    r = run(*args, "--overwrite", "-o", out, jsonl)
    assert summary(r) == (16, 5, 0) and out.read_bytes() == whole.read_bytes()


def test_resume_after_a_crash_between_a_part_and_its_record(jsonl, tmp_path, monkeypatch):
    args = ["deid", *G, "--checkpoint", 4]
    whole = tmp_path / "whole.jsonl"
    run(*args, "-o", whole, jsonl)
    out = tmp_path / "out.jsonl"
    with monkeypatch.context() as m:
        _interrupt_after(m, 9)  # 7 de-identified: one part of 4 recorded
        CliRunner().invoke(main, [str(a) for a in (*args, "-o", out, jsonl)])
    parts = bulk.parts_dir(out)
    # A part written but not recorded, a temporary file, and a manifest line cut short:
    (parts / "part-000001.jsonl").write_text('{"id": "x"}\n')
    (parts / ".part-000003.jsonl.abc.tmp").write_text("half")
    with open(parts / "manifest.jsonl", "a") as fh:
        fh.write('{"part": "part-000001.jsonl", "documents": 4, "ke')
    r = run(*args, "--resume", "-o", out, jsonl)
    assert summary(r) == (12, 5, 4)
    assert out.read_bytes() == whole.read_bytes()


def test_overwrite_replaces_a_complete_output_and_usage_errors(jsonl, tmp_path):
    out = tmp_path / "o.jsonl"
    out.write_text("")  # an empty output is no output
    assert run("deid", *G, "-o", out, jsonl).exit_code == 1
    first = out.read_bytes()
    r = run("deid", *G, "-o", out, jsonl)
    assert r.exit_code == 2 and f"the output {out} exists: give --resume" in r.stderr and "--overwrite" in r.stderr
    r = run("deid", *G, "--overwrite", "-o", out, jsonl)
    assert r.exit_code == 1 and out.read_bytes() == first
    for extra, message in [(["--resume", "--overwrite", "-o", out], "give --resume or --overwrite, not both"),
                           (["--resume", "-o", "-"], "--resume needs an output file or folder"),
                           (["--format", "parquet", "-o", "-"], "--format parquet writes a file: give -o FILE"),
                           (["--format", "text", "-o", tmp_path / "x"], "JSONL input gives JSONL output: use --format "
                                                                         "jsonl (or csv, parquet)")]:
        r = run("deid", *G, *extra, jsonl)
        assert r.exit_code == 2 and message in r.stderr, (extra, r.stderr)


def test_brat_surrogates_never_overwrite_the_notes(folder):
    before = _files(folder)
    r = run("deid", *G, "--format", "brat", "--mode", "surrogate", "-o", folder, folder)
    assert r.exit_code == 2 and "would overwrite its input" in r.stderr
    assert _files(folder) == before


# -- error report, progress, summary ----------------------------------------------------------------


def test_error_report_has_no_text(folder, tmp_path):
    report = tmp_path / "errors.jsonl"
    r = run("deid", *G, "--errors", report, "-o", tmp_path / "o", folder)
    assert r.exit_code == 1
    errs = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    assert [e["id"] for e in errs] == ["bad", "n09", "n14", "n19", "sub/n04"]
    assert all(set(e) == {"id", "stage", "reason", "offset"} for e in errs)
    assert errs[0]["reason"].startswith("not valid UTF-8") and errs[1] == {
        "id": "n09", "stage": None, "reason": "binary content (NUL byte)", "offset": 8}
    assert "Petrov" not in report.read_text(encoding="utf-8")
    assert not any(p.name.endswith(".tmp") for p in tmp_path.iterdir())


def test_progress_is_off_unless_asked_on_a_non_terminal(folder, tmp_path):
    r = run("deid", *G, "-o", tmp_path / "a", folder)
    assert not any("docs/s" in line for line in r.stderr.splitlines())
    r = run("deid", *G, "--progress", "-o", tmp_path / "b", folder)
    lines = [line for line in r.stderr.splitlines() if "docs/s" in line]
    assert lines and re.fullmatch(r"fstdeid: \[[#.]{20}\] +[\d.]+%  \d+ docs  [\d.]+ docs/s  [\d.]+ MB/s( +ETA .*)?",
                                  lines[0])
    n, failed, skipped = summary(r)
    assert (n, failed, skipped) == (19, 5, 0)


def test_progress_line_on_a_terminal():
    stream = io.StringIO()
    p = bulk.Progress(stream, 10, live=True, interval=0)
    p.update(skipped_mark=1)
    for i in range(2, 6):
        o = bulk.Outcome(InputDoc(str(i), None, size=1_000_000, mark=i))
        p.update(o)
    line = p.line()
    assert line.startswith("[##########..........]  50.0%  4 docs  1 skipped  ")
    assert re.search(r" [\d.]+ docs/s  [\d.]+ MB/s  ETA \d:\d\d:\d\d$", line)
    assert stream.getvalue().startswith("\r\x1b[K")
    p.note("fstdeid: error: x")
    assert stream.getvalue().endswith("\r\x1b[Kfstdeid: error: x\n")


def test_summary_counts_megabytes(tmp_path, demo):
    src = tmp_path / "n.txt"
    src.write_text("Juan Petrov " * 100_000, encoding="utf-8")  # 1.2 MB
    r = run("deid", *G, "-o", tmp_path / "o", src)
    m = SUMMARY.fullmatch(r.stderr.splitlines()[-1])
    assert m and m[4] == "1.2" and float(m[5]) > 0


# -- listing text files without keeping them ---------------------------------------------------------


def test_iter_text_files_streams_in_the_order_of_text_files(tmp_path):
    from fstdeid.formats import check_text_files, iter_text_files, text_files

    root = tmp_path / "in"
    for name in ["a.txt", "a-b.txt", "a/z.txt", "a/b/c.txt", "a0.txt", "B.txt", "b.txt", "sub.txt/x.txt",
                 "ñ.txt", "n10.txt", "n9.txt", "x.md", ".h.txt"]:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x")
    single = tmp_path / "single.txt"
    single.write_text("y")
    it = iter_text_files([root, single])
    assert iter(it) is it  # a generator: nothing listed before it is asked for
    assert list(it) == text_files([root, single])
    assert check_text_files([root, single]) == len(text_files([root, single])) == 13
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "single.txt").write_text("z")
    with pytest.raises(Exception, match="would write the same output single.txt"):
        check_text_files([tmp_path / "a", single])


def test_record_sink_keeps_no_keys_during_a_run(tmp_path):
    sink = bulk.RecordSink(tmp_path / "o.jsonl", "jsonl", fingerprint="f", checkpoint=2)
    for i in range(5):
        sink.write(bulk.Outcome(InputDoc(str(i), None, key=f"0:{i}"), output={"jsonl": f'{{"n": {i}}}\n'}))
    assert sink.done == set() and len(sink.parts) == 2
    sink.close()
    assert (tmp_path / "o.jsonl").read_text() == "".join(f'{{"n": {i}}}\n' for i in range(5))
    assert list(tmp_path.iterdir()) == [tmp_path / "o.jsonl"]


# -- PhysioNet records ------------------------------------------------------------------------------

PHYSIONET = ("START_OF_RECORD=1||||1||||\nPaciente Juan Petrov, ingresó el 12/05/2020.\n||||END_OF_RECORD\n"
             "START_OF_RECORD=1||||2||||\nSin datos.||||END_OF_RECORD\n"
             "START_OF_RECORD=7||||3||||\r\nDr. Zapata\r\nvino.\r\n||||END_OF_RECORD\r\n")


def test_physionet_records_are_read_with_the_gold_offsets(tmp_path):
    from fstdeid.formats import read_physionet

    src = tmp_path / "id.text"
    src.write_text(PHYSIONET + "stray line\nSTART_OF_RECORD=9||||9||||\nnever closed\n", encoding="utf-8", newline="")
    docs = list(read_physionet(src))
    assert [(d.id, d.text, d.fields) for d in docs[:3]] == [
        ("1-1", "Paciente Juan Petrov, ingresó el 12/05/2020.\n", {"patient": "1", "note": "1"}),
        ("1-2", "Sin datos.", {"patient": "1", "note": "2"}),
        ("7-3", "Dr. Zapata\r\nvino.\r\n", {"patient": "7", "note": "3"})]
    assert [(d.id, d.error.reason) for d in docs[3:]] == [
        ("id.text:10", "text outside a PhysioNet record"), ("9-9", "record not closed by ||||END_OF_RECORD")]


def test_physionet_output_lists_the_phi_for_eval_and_jsonl_is_the_default(tmp_path, demo):
    src = tmp_path / "id.text"
    src.write_text(PHYSIONET, encoding="utf-8", newline="")
    r = run("deid", *G, "--format", "physionet", "-o", "-", src)
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines == ["1 1 9 20 PERSONA Juan Petrov", "1 1 33 43 FECHA 12/05/2020", "7 3 4 10 PERSONA Zapata"]
    (tmp_path / "run.phrase").write_text(r.stdout, encoding="utf-8")
    (tmp_path / "id-phi.phrase").write_text(r.stdout, encoding="utf-8")  # as gold: the round trip is exact
    r = run("eval", "--gold", tmp_path / "id.text", "--pred", tmp_path / "run.phrase", "--json", tmp_path / "e.json")
    assert r.exit_code == 0, r.output
    ph = json.loads((tmp_path / "e.json").read_text())["physionet"]
    assert (ph["recall"], ph["precision"]) == (1.0, 1.0)  # the note without PHI (1-2) is no error
    r = run("deid", *G, "-o", "-", src)  # no --format: de-identified JSONL records
    assert r.exit_code == 0 and [json.loads(x)["id"] for x in r.stdout.splitlines()] == ["1-1", "1-2", "7-3"]
    assert json.loads(r.stdout.splitlines()[0])["deidentified"].startswith("Paciente [PERSONA]")


@pytest.mark.parametrize("args, why", [
    (["--format", "physionet", "--mode", "surrogate"], "it makes no surrogates"),
    (["--format", "brat"], "use --format jsonl, csv, parquet or physionet"),
])
def test_physionet_usage_errors(tmp_path, demo, args, why):
    src = tmp_path / "id.text"
    src.write_text(PHYSIONET, encoding="utf-8", newline="")
    r = run("deid", *G, *args, "-o", tmp_path / "out", src)
    assert r.exit_code == 2 and why in r.output


def test_physionet_output_needs_physionet_records(tmp_path, demo, jsonl):
    r = run("deid", *G, "--format", "physionet", "-o", tmp_path / "o.phrase", jsonl)
    assert r.exit_code == 2 and "give PhysioNet .text inputs" in r.output


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "parquet"])
def test_a_field_with_a_lone_surrogate_fails_its_document_only(tmp_path, demo, fmt):
    if fmt == "parquet":
        pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (pip install 'fstdeid[parquet]')")
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "ok", "text": "Juan Petrov vino."}) + "\n"
                   + json.dumps({"id": "bad", "meta": "x\ud800", "text": "Juan Petrov vino."}) + "\n", encoding="utf-8")
    errors = tmp_path / "e.jsonl"
    r = run("deid", *G, "--format", fmt, "--errors", errors, "-o", tmp_path / f"out.{fmt}", src)
    assert r.exit_code == 1 and summary(r)[:2] == (1, 1)
    (e,) = map(json.loads, errors.read_text(encoding="utf-8").splitlines())
    assert (e["id"], e["reason"]) == ("bad", "a field holds a lone surrogate, which cannot be written as UTF-8")

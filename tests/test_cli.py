"""The `fstdeid` command line, on the demo language (in-process with CliRunner, and once as a subprocess)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from fstdeid.cli import main
from fstdeid.formats import read_brat_ann
from fstdeid.language import available_languages
from conftest import DEMO_GRAMMARS, DEMO_LEXICONS

G = ["--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS)]

NOTES = {
    "n1.txt": "Paciente Juan Petrov, ingresó el 12/05/2020 (J18.9).\nDr. Zapata\n",
    "n2.txt": "Derivado al Centro de Salud María López y Luis García.\r\nRef U18.9.",
    "sub/n3.txt": "Sin datos.",
    "n4.txt": "Andrea\nPetrova vino <b>[J18.9]</b> {x} & \"Carmen de la Fuente\"",
}


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


@pytest.fixture
def notes(tmp_path, demo) -> Path:  # `demo`: the language is compiled once, in the session cache
    root = tmp_path / "notes"
    for name, text in NOTES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(text.encode("utf-8"))
    return root


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# -- languages, compile ---------------------------------------------------------------------------


def test_languages_lists_the_bundled_languages():
    r = run("languages")
    assert r.exit_code == 0
    lines = r.stdout.splitlines()
    assert [line.split("\t")[0] for line in lines] == available_languages()
    assert all(len(line.split("\t")) == 2 for line in lines)


def test_version():
    import fstdeid

    r = run("--version")
    assert r.exit_code == 0 and r.stdout.strip() == f"fstdeid, version {fstdeid.__version__}"


def test_python_dash_m_fstdeid_runs_the_command():
    import fstdeid

    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(fstdeid.__file__).parents[1]),
                                                        os.environ.get("PYTHONPATH", "")])}
    r = subprocess.run([sys.executable, "-m", "fstdeid", "--version"], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and r.stdout.strip() == f"fstdeid, version {fstdeid.__version__}"


def test_compile_to_a_folder(tmp_path):
    out = tmp_path / "compiled"
    r = run("compile", *G, "--out", out)
    assert r.exit_code == 0, r.output
    first, second = r.stdout.splitlines()
    assert re.fullmatch(r"compiled demo: 6 stages, 13 rules, 2 lexicons in \d+\.\d s", first)
    assert second == str(out)
    assert sorted(p.name for p in out.iterdir()) == ["lexicons", "manifest.json", "stages.far", "stages.walk"]


def test_compile_to_the_cache(cache_dir):
    r = run("compile", *G)
    assert r.exit_code == 0, r.output
    target = Path(r.stdout.splitlines()[1])
    assert target.parent == cache_dir and target.name.startswith("demo-")
    assert (target / "manifest.json").is_file()


def test_compile_errors_are_one_line_with_status_2(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "cascade.csc").write_text('"dates.py" Mrge\n')
    r = run("compile", "--grammar-dir", gdir, "--out", tmp_path / "o")
    assert r.exit_code == 2
    assert r.stderr == f"fstdeid: error: {gdir / 'cascade.csc'}:1:12: expected Merge or Replace, found 'Mrge'\n"
    assert "Traceback" not in r.output and not (tmp_path / "o").exists()


def test_ctrl_c_exits_with_status_130(monkeypatch, tmp_path):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("fstdeid.cli.load", interrupted)
    (tmp_path / "a.txt").write_text("Juan", encoding="utf-8")
    r = run("deid", "--grammar-dir", DEMO_GRAMMARS, "-o", tmp_path / "out", tmp_path / "a.txt")
    assert r.exit_code == 130
    assert r.stderr == "fstdeid: interrupted\n"


@pytest.mark.parametrize("args, message", [
    (["compile"], "give --lang or --grammar-dir"),
    (["compile", "--lang", "xx"], "fstdeid: error: no language 'xx'"),
    (["deid", "--lang", "xx", "-o", "out", "."], "fstdeid: error: no language 'xx'"),
    (["nope"], "No such command 'nope'"),
])
def test_usage_errors_without_a_language(args, message):
    r = run(*args)
    assert r.exit_code == 2
    assert message in r.stderr


# -- trace ----------------------------------------------------------------------------------------


TRACE_TEXT = "Zacarías Petrov vino con Juan García al Centro de Salud Andrea López, 12/05/2020 (J18.9)\n"


def _input_words(text):
    return set(re.findall(r"[^\W\d_]{2,}", text))


def test_trace_without_show_text_prints_no_input_word(tmp_path, demo):
    f = tmp_path / "note.txt"
    f.write_text(TRACE_TEXT, encoding="utf-8")
    r = run("trace", *G, f)
    assert r.exit_code == 0, r.output
    out = r.stdout
    leaked = [w for w in _input_words(TRACE_TEXT) if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", out)]
    assert leaked == []
    lines = out.splitlines()
    heads = [re.sub(r", [\d.]+ ms( in stages)?$", "", line) for line in lines if line.startswith("== ")]
    assert heads == ["== blocking: 1 matches", "== dates: 1 matches", "== ids: 0 matches", "== names: 2 matches",
                     "== lists: 0 matches", "== orgs: 1 matches", "== total: 3 PHI spans"]
    start = TRACE_TEXT.index("Juan")
    assert f"   {start}-{start + 11}\tNE+persName+full:m\trule=full_name  PHI=PERSONA" in lines
    assert f"   {TRACE_TEXT.index('J18')}-{TRACE_TEXT.index('J18') + 5}\tNONPHI+icd10\trule=icd10" in lines


def test_trace_with_show_text_prints_the_tagged_text(tmp_path, demo):
    f = tmp_path / "note.txt"
    f.write_text(TRACE_TEXT, encoding="utf-8")
    r = run("trace", *G, "--show-text", f)
    assert r.exit_code == 0, r.output
    assert "{Juan García,Juan García.NE+persName+full:m}" in r.stdout
    assert ("{Centro de Salud {Andrea López,Andrea López.NE+persName+full:f:m},Andrea López.NE+ORG+health:f:m}") in r.stdout
    assert "Zacarías Petrov vino" in r.stdout


def test_trace_reads_standard_input(demo):
    r = run("trace", *G, input="Juan Petrov".encode())
    assert r.exit_code == 0, r.output
    assert "   0-11\tNE+persName+full:m\trule=full_name  PHI=PERSONA" in r.stdout.splitlines()


def test_trace_of_a_binary_file_is_an_error_without_text(tmp_path, demo):
    f = tmp_path / "bin.txt"
    f.write_bytes(b"Zacarias\x00Petrov")
    r = run("trace", *G, f)
    assert r.exit_code != 0
    assert "binary content (NUL byte)" in r.stderr and "Zacarias" not in r.output and "Traceback" not in r.output


# -- deid on text files ---------------------------------------------------------------------------


def test_deid_text_format(notes, tmp_path):
    out = tmp_path / "out"
    r = run("deid", *G, "-o", out, notes)
    assert r.exit_code == 0, r.output
    assert re.fullmatch(r"fstdeid: 4 documents de-identified, 0 failed, 0 skipped, [\d.]+ MB, [\d.]+ MB/s, \d+\.\d s\n", r.stderr)
    assert r.stdout == ""
    assert _files(out) == {
        "n1.txt": "Paciente [PERSONA], ingresó el [FECHA] (J18.9).\nDr. [PERSONA]\n".encode(),
        "n2.txt": "Derivado al [INSTITUCION].\r\nRef [ID].".encode(),
        "n4.txt": "[PERSONA] vino <b>[J18.9]</b> {x} & \"[PERSONA]\"".encode(),
        "sub/n3.txt": b"Sin datos.",
    }


def test_deid_mask_mode(notes, tmp_path):
    out = tmp_path / "out"
    r = run("deid", *G, "--mode", "mask", "-o", out, notes / "n4.txt")
    assert r.exit_code == 0, r.output
    assert (out / "n4.txt").read_text(encoding="utf-8") == "XXXXXX\nXXXXXXX vino <b>[J18.9]</b> {x} & \"XXXXXX XX XX XXXXXX\""


def test_deid_brat_format_offsets_index_the_txt(notes, tmp_path):
    out = tmp_path / "out"
    r = run("deid", *G, "--format", "brat", "-o", out, notes)
    assert r.exit_code == 0, r.output
    files = _files(out)
    assert sorted(files) == ["n1.ann", "n1.txt", "n2.ann", "n2.txt", "n4.ann", "n4.txt", "sub/n3.ann", "sub/n3.txt"]
    for name, text in NOTES.items():
        stem = name[:-4]
        assert files[stem + ".txt"] == text.encode()  # the original text, byte for byte (CRLF kept)
        ann = files[stem + ".ann"].decode()
        txt = files[stem + ".txt"].decode()
        for line in ann.splitlines():
            _, middle, covered = line.split("\t")
            frags = [tuple(map(int, f.split())) for f in middle.split(" ", 1)[1].split(";")]
            assert " ".join(txt[a:b] for a, b in frags) == covered
    assert files["n1.ann"].decode() == "T1\tPERSONA 9 20\tJuan Petrov\nT2\tFECHA 33 43\t12/05/2020\nT3\tPERSONA 57 63\tZapata\n"
    assert files["n4.ann"].decode().startswith("T1\tPERSONA 0 6;7 14\tAndrea Petrova\n")
    assert files["sub/n3.ann"] == b""
    assert [(s.start, s.end) for s in read_brat_ann(files["n2.ann"].decode())] == [(12, 53), (60, 65)]


def test_deid_xml_format(notes, tmp_path):
    from lxml import etree

    out = tmp_path / "out"
    r = run("deid", *G, "--format", "xml", "-o", out, notes)
    assert r.exit_code == 0, r.output
    assert sorted(_files(out)) == ["n1.xml", "n2.xml", "n4.xml", "sub/n3.xml"]
    root = etree.fromstring((out / "n2.xml").read_bytes())
    assert [(e.tag, e.get("PHI"), e.text) for e in root] == [("org", "yes", "[INSTITUCION]"), ("ID", "yes", "[ID]")]
    root = etree.fromstring((out / "n4.xml").read_bytes())
    assert root.text is None and root[0].tag == "persName"
    assert "".join(root.itertext()) == "[PERSONA] vino <b>[J18.9]</b> {x} & \"[PERSONA]\""
    assert (out / "sub" / "n3.xml").read_text() == "<text>Sin datos.</text>\n"


def test_deid_text_input_to_jsonl_file(notes, tmp_path):
    out = tmp_path / "out.jsonl"
    r = run("deid", *G, "--format", "jsonl", "-o", out, notes)
    assert r.exit_code == 0, r.output
    recs = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in recs] == ["n1", "n2", "n4", "sub/n3"]
    assert recs[0] == {"id": "n1", "spans": [{"start": 9, "end": 20, "label": "PERSONA"},
                                             {"start": 33, "end": 43, "label": "FECHA"},
                                             {"start": 57, "end": 63, "label": "PERSONA"}],
                       "deidentified": "Paciente [PERSONA], ingresó el [FECHA] (J18.9).\nDr. [PERSONA]\n"}


# -- JSONL ----------------------------------------------------------------------------------------


def _jsonl(path: Path, records) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)) + "\n"
                            for r in records), encoding="utf-8")
    return path


RECORDS = [
    {"id": "r1", "text": "Juan Petrov vino.", "site": "A", "n": 1},
    {"id": "r2", "text": "Centro de Salud María López", "tags": ["x"]},
    '{"id": "r3", "text": "broken',
    {"id": "r4", "body": "no text field"},
    {"text": "Dr. Zapata"},
    {"id": "r6", "text": ""},
]


def _expected_jsonl():
    return [
        {"id": "r1", "site": "A", "n": 1, "spans": [{"start": 0, "end": 11, "label": "PERSONA"}],
         "deidentified": "[PERSONA] vino."},
        {"id": "r2", "tags": ["x"], "spans": [{"start": 0, "end": 27, "label": "INSTITUCION"}],
         "deidentified": "[INSTITUCION]"},
        {"id": "in.jsonl:5", "spans": [{"start": 4, "end": 10, "label": "PERSONA"}], "deidentified": "Dr. [PERSONA]"},
        {"id": "r6", "spans": [], "deidentified": ""},
    ]


@pytest.mark.parametrize("jobs", [1, 2])
def test_deid_jsonl_to_jsonl_file(tmp_path, demo, jobs):
    src = _jsonl(tmp_path / "in.jsonl", RECORDS)
    out = tmp_path / "out.jsonl"
    r = run("deid", *G, "-j", jobs, "-o", out, src)
    assert r.exit_code == 1
    recs = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert recs == _expected_jsonl()  # input order, extra fields kept, "text" never echoed
    assert all("text" not in rec for rec in recs)
    err = r.stderr.splitlines()
    assert err[:2] == ["fstdeid: error: document 'in.jsonl:3': invalid JSON at column 22",
                       "fstdeid: error: document 'r4': field 'text' missing or not a string"]
    assert re.fullmatch(r"fstdeid: 4 documents de-identified, 2 failed, 0 skipped, [\d.]+ MB, [\d.]+ MB/s, \d+\.\d s", err[2])


def test_deid_jsonl_to_stdout(tmp_path, demo):
    src = _jsonl(tmp_path / "in.jsonl", RECORDS)
    r = run("deid", *G, "-o", "-", src)
    assert r.exit_code == 1
    assert [json.loads(line) for line in r.stdout.splitlines()] == _expected_jsonl()


def test_deid_jsonl_with_a_lone_surrogate_does_not_stop_the_batch(tmp_path, demo):
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "a", "text": "Juan Petrov"}\n'
                   '{"id": "b", "text": "Juan \\ud800 Petrov"}\n'
                   '{"id": "c", "text": "Luis", "note": "\\udfff"}\n'
                   '{"id": "d", "text": "Dr. Zapata"}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    r = run("deid", *G, "-o", out, src)
    assert r.exit_code == 1
    assert [json.loads(line)["id"] for line in out.read_text(encoding="utf-8").splitlines()] == ["a", "d"]
    err = r.stderr.splitlines()
    assert err[0] == "fstdeid: error: document 'b' at offset 5: lone surrogate (not Unicode text)"
    assert err[1].startswith("fstdeid: error: document 'c': ")


def test_deid_gzipped_jsonl(tmp_path, demo):
    import gzip

    src = tmp_path / "in.jsonl.gz"
    with gzip.open(src, "wt", encoding="utf-8") as fh:
        fh.write(json.dumps({"id": "z", "text": "Juan Petrov"}) + "\n")
    r = run("deid", *G, "-o", "-", src)
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["deidentified"] == "[PERSONA]"


# -- a batch with bad documents ---------------------------------------------------------------------


@pytest.mark.parametrize("fmt, suffixes", [("text", [".txt"]), ("brat", [".ann", ".txt"]), ("xml", [".xml"])])
def test_bad_documents_are_reported_and_get_no_output(tmp_path, demo, fmt, suffixes):
    src = tmp_path / "batch"
    src.mkdir()
    (src / "a_good.txt").write_text("Juan Petrov vino.", encoding="utf-8")
    (src / "b_utf8.txt").write_bytes("Zacarías Petrov".encode() + b"\xff tail")
    (src / "c_binary.txt").write_bytes(b"Zacarias\x00\x01\x02Petrov")
    (src / "d_empty.txt").write_bytes(b"")
    (src / "e_good.txt").write_text("Dr. Zapata", encoding="utf-8")
    out = tmp_path / "out"
    r = run("deid", *G, "--format", fmt, "-o", out, src)
    assert r.exit_code == 1
    err = r.stderr.splitlines()
    assert err[:2] == ["fstdeid: error: document 'b_utf8': not valid UTF-8 (byte offset 16)",
                       "fstdeid: error: document 'c_binary' at offset 8: binary content (NUL byte)"]
    assert re.fullmatch(r"fstdeid: 3 documents de-identified, 2 failed, 0 skipped, [\d.]+ MB, [\d.]+ MB/s, \d+\.\d s", err[2])
    assert "Zacar" not in r.output and "Petrov" not in r.output
    expected = sorted(f"{stem}{suf}" for stem in ["a_good", "d_empty", "e_good"] for suf in suffixes)
    assert sorted(_files(out)) == expected
    if fmt == "text":
        assert _files(out) == {"a_good.txt": b"[PERSONA] vino.", "d_empty.txt": b"", "e_good.txt": b"Dr. [PERSONA]"}


def test_xml_output_of_a_text_with_control_characters_is_a_document_error(tmp_path, demo):
    src = tmp_path / "in"
    src.mkdir()
    (src / "ctl.txt").write_bytes(b"Juan Petrov \x0b fin")
    (src / "ok.txt").write_bytes(b"Juan Petrov")
    r = run("deid", *G, "--format", "xml", "-o", tmp_path / "out", src)
    assert r.exit_code == 1
    assert "fstdeid: error: document 'ctl' at offset 12: character U+000B cannot be written in XML 1.0" in r.stderr
    assert sorted(_files(tmp_path / "out")) == ["ok.xml"]
    # The same text is fine as text output.
    r = run("deid", *G, "-o", tmp_path / "out2", src)
    assert r.exit_code == 0 and (tmp_path / "out2" / "ctl.txt").read_bytes() == b"[PERSONA] \x0b fin"


def test_markup_looking_input(tmp_path, demo):
    text = "<b>Juan Petrov</b> [J18.9] {x} {Juan,.NE+persName} &amp; ]]> \"Dr. Zapata\""
    src = tmp_path / "m.txt"
    src.write_text(text, encoding="utf-8")
    r = run("deid", *G, "-o", tmp_path / "out", src)
    assert r.exit_code == 0, r.output
    assert (tmp_path / "out" / "m.txt").read_text(encoding="utf-8") == (
        "<b>[PERSONA]</b> [J18.9] {x} {[PERSONA],.NE+persName} &amp; ]]> \"Dr. [PERSONA]\"")
    r = run("deid", *G, "--format", "xml", "-o", tmp_path / "x", src)
    assert r.exit_code == 0, r.output
    from lxml import etree

    root = etree.fromstring((tmp_path / "x" / "m.xml").read_bytes())
    assert "".join(root.itertext()) == (
        "<b>[PERSONA]</b> [J18.9] {x} {[PERSONA],.NE+persName} &amp; ]]> \"Dr. [PERSONA]\"")
    assert [e.tag for e in root] == ["persName", "NONPHI.icd10", "persName", "persName"]


# -- usage errors ---------------------------------------------------------------------------------


def test_deid_usage_errors(notes, tmp_path):
    src = _jsonl(tmp_path / "in.jsonl", RECORDS[:1])
    afile = tmp_path / "afile"
    afile.write_text("x")
    adir = tmp_path / "adir"
    adir.mkdir()
    cases = [
        (["deid", *G, notes], "Missing option '-o' / '--output'"),
        (["deid", *G, "-o", tmp_path / "o"], "Missing argument 'INPUTS...'"),
        (["deid", *G, "-o", tmp_path / "o", tmp_path / "nope"], "does not exist"),
        (["deid", *G, "-o", tmp_path / "o", src, notes], "give either JSONL files or text files and folders, not both"),
        (["deid", *G, "--format", "xml", "-o", tmp_path / "o", src], "JSONL input gives JSONL output: use --format jsonl"),
        (["deid", *G, "-o", "-", notes], "--format text writes a folder: give -o FOLDER"),
        (["deid", *G, "--format", "brat", "-o", afile, notes], f"{afile} exists and is not a folder"),
        (["deid", *G, "-o", adir, src], f"{adir} is a folder: JSONL output is one file"),
        (["deid", *G, "--format", "html", "-o", tmp_path / "o", notes], "Invalid value for '--format'"),
        (["deid", *G, "--mode", "blur", "-o", tmp_path / "o", notes], "Invalid value for '--mode'"),
        (["deid", *G, "--jobs", "many", "-o", tmp_path / "o", notes], "Invalid value for '--jobs'"),
        (["deid", "-o", tmp_path / "o", notes], "give --lang or --grammar-dir"),
        (["trace", notes / "n1.txt"], "give --lang or --grammar-dir"),
    ]
    for args, message in cases:
        r = run(*args)
        assert r.exit_code == 2, (args, r.output)
        assert message in r.stderr, (args, r.stderr)
        assert "Traceback" not in r.output
    assert not (tmp_path / "o").exists() and list(adir.iterdir()) == [] and afile.read_text() == "x"


def test_text_output_never_overwrites_its_input(notes):
    before = _files(notes)
    r = run("deid", *G, "-o", notes, notes)
    assert r.exit_code == 2 and "would overwrite its input: give another -o folder" in r.stderr
    assert _files(notes) == before
    r = run("deid", *G, "-o", notes, notes / "n2.txt", notes / "n1.txt")
    assert r.exit_code == 2 and f"the output {notes / 'n2.txt'} would overwrite its input" in r.stderr
    assert _files(notes) == before
    # BRAT writes NAME.txt too, but as the same original text: allowed next to the inputs.
    r = run("deid", *G, "--format", "brat", "-o", notes, notes)
    assert r.exit_code == 0
    assert {k: v for k, v in _files(notes).items() if k.endswith(".txt")} == before


def test_same_output_name_twice_is_an_error(tmp_path, demo):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.txt").write_text("1")
    (tmp_path / "x.txt").write_text("2")
    r = run("deid", *G, "-o", tmp_path / "o", tmp_path / "a", tmp_path / "x.txt")
    assert r.exit_code == 2 and "would write the same output x.txt" in r.stderr


# -- jobs -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["text", "brat", "xml", "jsonl"])
def test_jobs_2_gives_the_same_output_as_jobs_1(tmp_path, demo, fmt):
    src = tmp_path / "many"
    src.mkdir()
    base = list(NOTES.values()) + ["Zacarias\x00", "Andrea García y Juan Petrov, Carmen de la Fuente"]
    for i in range(30):
        (src / f"n{i:02d}.txt").write_text(base[i % len(base)] + f" {i}", encoding="utf-8")
    (src / "bad.txt").write_bytes(b"\xff")
    outs = {}
    for jobs in (1, 2):
        out = tmp_path / f"out{jobs}" / ("o.jsonl" if fmt == "jsonl" else "o")
        r = run("deid", *G, "--format", fmt, "-j", jobs, "-o", out, src)
        assert r.exit_code == 1
        errors = [line for line in r.stderr.splitlines() if "error" in line]
        outs[jobs] = (_files(out.parent), errors)
    assert outs[1] == outs[2]
    files, errors = outs[1]
    assert len(errors) == 6  # bad.txt and the five notes with a NUL
    assert len(files) == (1 if fmt == "jsonl" else 25 * (2 if fmt == "brat" else 1))


# -- as a program ---------------------------------------------------------------------------------


def test_module_entry_point_end_to_end(tmp_path, demo, cache_dir):
    src = tmp_path / "n.txt"
    src.write_text("Juan Petrov y María López, 12/05/2020", encoding="utf-8")
    env = dict(os.environ, FSTDEID_CACHE=str(cache_dir),
               PYTHONPATH=os.pathsep.join([str(Path(__file__).resolve().parents[1] / "src"),
                                           os.environ.get("PYTHONPATH", "")]))
    p = subprocess.run([sys.executable, "-m", "fstdeid.cli", "deid", *G, "-j", "2", "-o", str(tmp_path / "o"),
                        str(src)], capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "o" / "n.txt").read_text(encoding="utf-8") == "[PERSONA], [FECHA]"
    assert re.fullmatch(r"fstdeid: 1 documents de-identified, 0 failed, 0 skipped, [\d.]+ MB, [\d.]+ MB/s, \d+\.\d s", p.stderr.splitlines()[-1])


# -- secrets ----------------------------------------------------------------------------------------


def _commands(group, prefix=()):
    import click

    for name, cmd in group.commands.items():
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, (*prefix, name))
        else:
            yield (*prefix, name), cmd


def test_no_option_takes_the_secret_itself(notes, tmp_path):
    """The secret comes from $FSTDEID_SECRET or a file: an argument would be in the process list."""
    secretish = {(path, p.name) for path, cmd in _commands(main) for p in cmd.params if "secret" in p.name}
    assert secretish == {(("deid",), "secret_file")}
    r = CliRunner().invoke(main, ["deid", *G, "--secret", "s" * 32, "-o", str(tmp_path / "o"), str(notes)])
    assert r.exit_code == 2 and "No such option '--secret'" in r.output


def test_the_secret_reaches_no_output_and_the_mapping_db_is_owner_only(notes, tmp_path):
    import sqlite3
    import stat

    from fstdeid.surrogate import MappingStore, Secret

    secret = "a-secret-no-output-may-hold-0123456789"
    (tmp_path / "key").write_text(secret)
    (tmp_path / "key").chmod(0o600)
    old = os.umask(0)  # the store's mode must not depend on the umask
    try:
        db = tmp_path / "map.db"
        r = CliRunner().invoke(main, ["deid", *G, "--mode", "surrogate", "--secret-file", str(tmp_path / "key"),
                                      "--mapping-db", str(db), "--format", "jsonl", "--checkpoint", "1",
                                      "--errors", str(tmp_path / "e.jsonl"), "-o", str(tmp_path / "o.jsonl"),
                                      str(notes)])
        assert r.exit_code == 0, r.output
        assert stat.S_IMODE(db.stat().st_mode) == 0o600
        store = MappingStore(tmp_path / "new.db", Secret.from_text(secret))  # a journal while writing
        store.db.execute("INSERT INTO meta VALUES ('x', 'y')")
        journal = tmp_path / "new.db-journal"
        assert journal.exists() and stat.S_IMODE(journal.stat().st_mode) == 0o600
        store.close()
        assert stat.S_IMODE((tmp_path / "new.db").stat().st_mode) == 0o600
    finally:
        os.umask(old)
    assert secret not in r.output
    for p in tmp_path.rglob("*"):
        if p.is_file() and p.name != "key":
            assert secret.encode() not in p.read_bytes(), p
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT count(*) FROM surrogates").fetchone()[0] > 0

"""Fuzzing the whole pipeline with the bundled languages (es, sr, en): annotate, every replacement
mode, every output format of `fstdeid deid`, and the command itself.

Invariants, for any text:

- the only exception is a `DocumentError` naming the document (and never quoting it);
- PHI spans are within the text, sorted, not overlapping, labelled with the language's categories;
  tags are nested within their parents and start and end on non-space characters;
- the same input gives the same output (annotation, replacement, every format);
- XML outputs are well-formed, and their text is the (de-identified) text;
- "nothing the annotator found as PHI appears in the output", defined precisely (a surrogate may
  equal an unrelated original by chance, and the same string may appear un-annotated elsewhere, so
  "the PHI string is nowhere in the output" would be wrong): the output is the input with each PHI
  span replaced and nothing else changed, i.e.
    * outside the output spans, the output equals the input outside the PHI spans, gap by gap;
    * each output span replaces exactly one PHI span, in order;
    * inside it, the replacement is: `[LABEL]` (tag); the original with every non-space character
      an X (mask); the original (keep, on purpose); for surrogate and xml, a text that differs from
      the original even ignoring case and accents (`fold`), except where the surrogate policy keeps
      the original on purpose (docs/surrogates.md): the patient's sex, an age not above the age cap,
      a relative with no name in it and no age above the cap, and a year written alone (kept; with `shift_years`, 1 July of that year is shifted by the
      patient's offset, which leaves the year as it was for offsets under six months).

Example counts: FSTDEID_FUZZ_EXAMPLES (see tests/fuzz_text.py); scripts/fuzz_long.py runs this
file for an hour with many more.
"""

from __future__ import annotations

import csv
import io
import json

import pytest
from hypothesis import example, given, strategies as st
from lxml import etree

import fstdeid
from fstdeid import DocumentError
from fstdeid.annotation import Span
from fstdeid.bulk import FORMATS, DeidOptions, render as bulk_render
from fstdeid.formats import DEFAULT_MAX_CHARS, _record_doc as record_doc, csv_rows, read_brat_ann
from fstdeid.output import to_tagged_text
from fstdeid.surrogate import Secret, SurrogateConfig
from fstdeid.surrogate.dates import age_surrogate
from fstdeid.surrogate.engine import kind_of
from fstdeid.surrogate.modes import MODES, ModeMap
from fstdeid.surrogate.names import fold

from fuzz_text import LANGS, fuzz_settings, texts

SECRET = "fuzz-secret-0123456789abcdef"
# Date shifts under a year: a date without a year shifted by exactly 365 days would read the same.
CONFIG = SurrogateConfig(date_min_days=30, date_max_days=300)

# Inputs the fuzzer found to break an invariant: (language, text), checked in every mode and format.
REGRESSIONS = [
    # mode xml: the URL surrogate kept the NUL of the span, so its element was not well-formed XML
    ("es", "www.clinicaejemplo.es{Juan,.NE}\x00"),
    # mode xml: a name surrogate kept the vertical tab between two names (same cause)
    ("en", "vasquez, dr rizzo, dr small\x0bLansdowne"),
]


def _load(lang: str):
    d = fstdeid.load(lang)
    d.use_surrogates(CONFIG, secret=Secret.from_text(SECRET))
    return d


@pytest.fixture(scope="module")
def deids(cache_dir):
    return {lang: _load(lang) for lang in LANGS}


def modemaps(categories):
    return st.builds(ModeMap, st.sampled_from(MODES),
                     st.dictionaries(st.sampled_from(categories), st.sampled_from(MODES), max_size=3))


# -- checks -------------------------------------------------------------------------------------


def check_tags(text, tags, lo, hi):
    prev = lo
    for t in sorted(tags, key=lambda t: t.start):
        assert prev <= t.start < t.end <= hi
        assert not text[t.start].isspace() and not text[t.end - 1].isspace()
        check_tags(text, t.children, t.start, t.end)
        prev = t.end


def check_annotation(deid, text, ann):
    assert ann.text == text
    prev = 0
    for s in ann.spans:
        assert prev <= s.start < s.end <= len(text)  # within bounds, sorted, non-overlapping
        assert s.label in deid.categories
        prev = s.end
    check_tags(text, ann.tags, 0, len(text))


def kept_on_purpose(deid, span: Span, original: str) -> bool:
    """The surrogate policy keeps this PHI text (see the module docstring)."""
    sur = deid.surrogator
    kind = kind_of(span.label, span.codes, sur.config.kinds)
    if kind == "sex":
        return True
    if kind == "age":
        return age_surrogate(original, sur.config.age_cap, sur.config.age_top) == original
    if kind == "relative":
        return not sur.names_in(original) and age_surrogate(original, sur.config.age_cap, sur.config.age_top) == original
    if kind == "date":  # a year alone: kept, or with shift_years the year of 1 July + the patient's offset
        parsed = sur.dates.parse(original)
        return parsed is not None and not {"M", "m", "d"} & set(parsed[1].values())
    return False


def check_replacement(deid, span: Span, mode: str, original: str, rep: str):
    if mode == "tag":
        assert rep == f"[{span.label}]"
    elif mode == "mask":
        assert rep == "".join(c if c.isspace() else "X" for c in original)
    elif mode == "keep":
        assert rep == original
    else:
        if mode == "xml":
            el = etree.fromstring(rep.encode("utf-8"))
            assert el.get("PHI") == "yes" and len(el) == 0
            rep = el.text or ""
        if not kept_on_purpose(deid, span, original):
            assert fold(rep) != fold(original), (span, mode)


def check_deidentified(deid, ann, modes, out, out_spans):
    """`out` is `ann.text` with each PHI span replaced as `modes` says, and nothing else changed."""
    text = ann.text
    assert [(o.source_start, o.source_end, o.label) for o in out_spans] == [(s.start, s.end, s.label)
                                                                            for s in ann.spans]
    pos_in = pos_out = 0
    for s, o in zip(ann.spans, out_spans):
        assert pos_out <= o.start <= o.end <= len(out)
        assert out[pos_out:o.start] == text[pos_in:s.start]
        assert o.mode == modes(s.label)
        check_replacement(deid, s, o.mode, text[s.start:s.end], out[o.start:o.end])
        pos_in, pos_out = s.end, o.end
    assert out[pos_out:] == text[pos_in:]


def annotate_or_error(deid, text, doc_id):
    try:
        return deid.annotate(text, doc_id=doc_id)
    except DocumentError as e:
        assert e.doc_id == doc_id
        return None


# -- annotate and deidentify ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@fuzz_settings()
@given(data=st.data())
def test_annotate_invariants(deids, lang, data):
    from test_output import parse_tagged

    deid = deids[lang]
    text = data.draw(texts(lang), label="text")
    ann = annotate_or_error(deid, text, "fuzz-doc")
    if ann is None:
        return
    check_annotation(deid, text, ann)
    assert deid.annotate(text, doc_id="fuzz-doc") == ann  # deterministic
    assert deid.trace(text, doc_id="fuzz-doc")[0] == ann  # tracing changes nothing
    parse_tagged(text, to_tagged_text(text, ann.tags), ann.tags)


@pytest.mark.parametrize("lang", LANGS)
@fuzz_settings(factor=0.4)
@given(data=st.data())
def test_explain_any_span(deids, lang, data):
    """`fstdeid explain` of any span of any text: an explanation, never an exception."""
    from fstdeid.explain import explain, format_explanation

    deid = deids[lang]
    text = data.draw(texts(lang), label="text") or "."
    start = data.draw(st.integers(0, len(text) - 1), label="start")
    end = data.draw(st.integers(start + 1, min(len(text), start + 80)), label="end")
    try:
        ex = explain(deid, text, start, end, doc_id="fuzz-doc")
    except DocumentError as e:
        assert e.doc_id == "fuzz-doc"
        with pytest.raises(DocumentError):
            deid.annotate(text)
        return
    assert ex.text == text[start:end]
    format_explanation(ex, all_atoms=data.draw(st.booleans(), label="all_atoms"))


@pytest.mark.parametrize("lang", LANGS)
@fuzz_settings()
@given(data=st.data(), patient=st.one_of(st.none(), st.text(max_size=8)))
def test_every_mode_replaces_the_spans_and_nothing_else(deids, lang, data, patient):
    deid = deids[lang]
    text = data.draw(texts(lang), label="text")
    modes = data.draw(modemaps(deid.categories), label="modes")
    ann = annotate_or_error(deid, text, "fuzz-doc")
    if ann is None:
        return
    for m in [modes, *MODES]:
        m = ModeMap.of(m)
        res = deid.deidentify_with_spans(text, mode=m, patient=patient, doc_id="fuzz-doc")
        assert res.annotation == ann
        check_deidentified(deid, ann, m, res.text, res.spans)
        again = deid.deidentify_with_spans(text, mode=m, patient=patient, doc_id="fuzz-doc")
        assert again.text == res.text and again.spans == res.spans  # deterministic


@pytest.mark.parametrize("lang,text", REGRESSIONS)
def test_regressions(deids, lang, text):
    deid = deids[lang]
    ann = deid.annotate(text, doc_id="fuzz-doc")
    assert ann.spans  # else the case no longer tests a replacement
    for m in MODES:
        res = deid.deidentify_with_spans(text, mode=m, doc_id="fuzz-doc")
        check_deidentified(deid, ann, ModeMap.of(m), res.text, res.spans)
        doc = record_doc("fuzz-doc", text, {}, "text", DEFAULT_MAX_CHARS)
        for fmt in FORMATS:
            out = bulk_render(deid, doc, fmt, DeidOptions(ModeMap.of(m), output_spans=True))
            if not isinstance(out, DocumentError):
                out.pop("records", None)
                check_format(deid, doc, fmt, ModeMap.of(m), out)


# -- every output format ----------------------------------------------------------------------------


def check_format(deid, doc, fmt, modes, out):
    """One document's output in `fmt` (what bulk.render returned) against the library's answer."""
    text = doc.text
    ann = deid.annotate(text, doc_id=doc.id)
    res = deid.deidentify_with_spans(text, mode=modes, patient=None, doc_id=doc.id)
    if fmt == "brat":
        if modes.needs_surrogates:
            assert out[".txt"] == res.text
            want = [(o.start, o.end, o.label) for o in res.spans]
        else:
            assert out[".txt"] == text
            want = [(s.start, s.end, s.label) for s in ann.spans]
        got = read_brat_ann(out[".ann"])
        assert [(s.start, s.end, s.label) for s in got] == sorted(want)
        body = out[".txt"]
        for line in out[".ann"].split("\n")[:-1]:
            _, middle, covered = line.split("\t", 2)
            frags = [tuple(map(int, f.split())) for f in middle.split(" ", 1)[1].split(";")]
            assert covered == " ".join(body[a:b] for a, b in frags)
    elif fmt == "xml":
        root = etree.fromstring(out[".xml"].encode("utf-8"))
        phi = root.xpath("//*[@PHI='yes'][not(ancestor::*[@PHI])]")
        assert len(phi) == len(ann.spans)
        plain = ModeMap(modes.default if modes.default != "xml" else "surrogate",
                        {k: (v if v != "xml" else "surrogate") for k, v in modes.per_label.items()})
        assert "".join(root.itertext()) == deid.deidentify(text, mode=plain, doc_id=doc.id)
    elif fmt == "text":
        assert out[".txt"] == res.text
    elif fmt == "physionet":  # the PHI found, one line each, read back as `fstdeid eval` reads them
        lines = out["lines"].split("\n")
        assert lines[-1] == "" and all("\r" not in x for x in lines)
        got = [x.split(None, 5) for x in lines[:-1]]
        assert [(int(g[2]), int(g[3]), g[4]) for g in got] == sorted((s.start, s.end, s.label) for s in ann.spans)
        assert all(g[:2] == [doc.fields["patient"], doc.fields["note"]] for g in got)
        assert [g[5] if len(g) > 5 else "" for g in got] == [" ".join(text[int(g[2]):int(g[3])].split()) for g in got]
    else:
        if fmt == "jsonl":
            line = out["jsonl"]
            assert line.endswith("\n") and "\n" not in line[:-1] and "\r" not in line
            rec = json.loads(line)
        elif fmt == "csv":
            columns = list(out["row"])
            back = list(csv.reader(io.StringIO(csv_rows(columns, [out["row"]], header=True), newline="")))
            assert back == [columns, [out["row"][c] for c in columns]]
            rec = {**out["row"], "spans": json.loads(out["row"]["spans"]),
                   "deidentified_spans": json.loads(out["row"]["deidentified_spans"])}
        else:
            import pyarrow.parquet as pq
            from fstdeid.formats import parquet_table

            buf = io.BytesIO()
            pq.write_table(parquet_table([out["row"]], list(out["row"])), buf)
            rec = pq.read_table(io.BytesIO(buf.getvalue())).to_pylist()[0]
        assert rec["id"] == doc.id
        assert rec["deidentified"] == res.text
        assert [(s["start"], s["end"], s["label"]) for s in rec["spans"]] == [(s.start, s.end, s.label)
                                                                             for s in ann.spans]
        assert [(s["start"], s["end"], s["label"], s["mode"]) for s in rec["deidentified_spans"]] == [
            (o.start, o.end, o.label, o.mode) for o in res.spans]


@pytest.mark.parametrize("lang", LANGS)
@fuzz_settings()
@given(data=st.data())
def test_every_format(deids, lang, data):
    deid = deids[lang]
    text = data.draw(texts(lang), label="text")
    modes = data.draw(modemaps(deid.categories), label="modes")
    # The document as the record readers make it: text they cannot pass on (NUL, lone surrogates)
    # is the document's error, which render() returns.
    doc = record_doc("fuzz/doc 1", text, {"patient": "1", "note": "x"}, "text", DEFAULT_MAX_CHARS)
    opts = DeidOptions(modes, output_spans=True)
    for fmt in FORMATS:
        out = bulk_render(deid, doc, fmt, opts)
        if isinstance(out, DocumentError):
            assert out.doc_id == doc.id
            if doc.error is not None:
                assert out is doc.error
            elif fmt == "xml":  # XML 1.0 cannot hold every character: the error says which, where
                assert out.offset is not None and "XML 1.0" in out.reason
            else:
                with pytest.raises(DocumentError):
                    deid.annotate(text, doc_id=doc.id)
            continue
        out.pop("records", None)
        for v in out.values():  # every output can be written as UTF-8
            json.dumps(v, ensure_ascii=False, default=str).encode("utf-8")
        check_format(deid, doc, fmt, modes, out)
        again = bulk_render(deid, doc, fmt, opts)
        again.pop("records", None)
        assert again == out  # deterministic


# -- the command ------------------------------------------------------------------------------------


def _library_output(deid, doc_id, text, modes, fmt):
    """What `deid` must write for one document: None if it must fail (with a DocumentError)."""
    try:
        if fmt == "xml":
            plain = ModeMap(modes.default if modes.default != "xml" else "surrogate",
                            {k: (v if v != "xml" else "surrogate") for k, v in modes.per_label.items()})
            deid.to_xml(text, doc_id=doc_id)  # raises for text XML cannot hold
            return deid.deidentify(text, mode=plain, doc_id=doc_id)
        return deid.deidentify(text, mode=modes, doc_id=doc_id)
    except DocumentError as e:
        assert e.doc_id == doc_id
        return None


def _read(path):
    with open(path, encoding="utf-8", newline="") as fh:
        return fh.read()


def _mode_args(modes: ModeMap) -> list[str]:
    return ["--mode", modes.default] + [a for k, v in modes.per_label.items() for a in ("--mode", f"{k}={v}")]


@pytest.fixture(scope="module")
def cli_deids(cache_dir):
    """Languages for the command: it configures the surrogates of the Deidentifier it loads."""
    return {lang: _load(lang) for lang in LANGS}


@pytest.mark.parametrize("lang", LANGS)
@fuzz_settings(factor=0.2)
# (physionet output needs PhysioNet .text inputs; its rendering is fuzzed in test_every_format)
@given(data=st.data(), fmt=st.sampled_from([f for f in FORMATS if f != "physionet"]), jobs=st.sampled_from([1, 1, 2]))
def test_cli_deid(deids, cli_deids, lang, tmp_path_factory, monkeypatch, data, fmt, jobs):
    """`fstdeid deid` over a batch of fuzzed documents, in every format: each document's output is
    the library's (same secret and date-shift range), or the document fails, is named on standard
    error and in the error report, and gets no output; the others are done."""
    from click.testing import CliRunner

    from fstdeid import cli

    deid = deids[lang]
    monkeypatch.setattr(cli, "_load", lambda *a: cli_deids[lang])  # loading takes seconds: once per module
    monkeypatch.setenv("FSTDEID_SECRET", SECRET)
    docs = data.draw(st.lists(texts(lang), min_size=1, max_size=5), label="docs")
    modes = data.draw(modemaps(deid.categories), label="modes")
    tmp = tmp_path_factory.mktemp("cli")
    ids = [f"d{i}" for i in range(len(docs))]
    if fmt in ("jsonl", "csv", "parquet"):
        inp = tmp / "in.jsonl"
        inp.write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in zip(ids, docs)),
                       encoding="utf-8")
        texts_in = dict(zip(ids, docs))
    else:
        inp = tmp / "in"
        inp.mkdir()
        texts_in = {}
        for i, t in zip(ids, docs):
            data = t.encode("utf-8", "surrogatepass")  # lone surrogates: invalid UTF-8, the doc fails
            (inp / f"{i}.txt").write_bytes(data)
            try:
                texts_in[i] = data.decode("utf-8") if b"\0" not in data else None
            except UnicodeDecodeError:
                texts_in[i] = None
    out = tmp / ("out" if fmt in ("text", "brat", "xml") else f"out.{fmt}")
    errors = tmp / "errors.jsonl"
    res = CliRunner().invoke(cli.main, ["deid", "-l", lang, "--format", fmt, *_mode_args(modes),
                                        "--date-shift", "30:300", "--output-spans", "-o", str(out),
                                        "--errors", str(errors), "-j", str(jobs), str(inp)],
                             catch_exceptions=False)
    failed = {json.loads(line)["id"] for line in errors.read_text(encoding="utf-8").splitlines()}
    assert res.exit_code == (1 if failed else 0), res.output
    want = {}
    for i in ids:
        t = texts_in[i]
        if t is not None and "\0" not in t and not any("\ud800" <= c <= "\udfff" for c in t):
            want[i] = _library_output(deid, i, t, modes, fmt)
        else:
            want[i] = None
    assert failed == {i for i, w in want.items() if w is None}
    for i in failed:
        assert f"document {i!r}" in res.stderr
    if fmt == "parquet":
        import pyarrow.parquet as pq

        got = {r["id"]: r["deidentified"] for r in pq.read_table(out).to_pylist()}
    elif fmt == "csv":
        with open(out, encoding="utf-8", newline="") as fh:
            got = {r["id"]: r["deidentified"] for r in csv.DictReader(fh)}
    elif fmt == "jsonl":
        got = {r["id"]: r["deidentified"]
               for r in map(json.loads, out.read_text(encoding="utf-8").split("\n")[:-1])}
    elif fmt == "xml":
        got = {p.stem: "".join(etree.parse(str(p)).getroot().itertext()) for p in out.glob("*.xml")}
    else:
        got = {p.stem: _read(p) for p in out.glob("*.txt")}
        if fmt == "brat":
            assert {p.stem for p in out.glob("*.ann")} == set(got)
            if not modes.needs_surrogates:  # BRAT: the text as it is, and the spans in the .ann
                want = {i: texts_in[i] if w is not None else None for i, w in want.items()}
    assert got == {i: w for i, w in want.items() if w is not None}

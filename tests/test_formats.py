"""Input decoding, JSONL, BRAT standoff and atomic writes."""

from __future__ import annotations

import gzip
import json
import os

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid import DocumentError, FstdeidError, Span
from fstdeid.formats import (brat_ann, decode, is_jsonl, read_brat_ann, read_jsonl, read_text_files, text_files,
                             write_atomic)

SECRET = "Zacarías Petrov"  # stands for PHI: must never appear in an error


# -- decode ---------------------------------------------------------------------------------------


def test_decode_good_text_and_bom():
    assert decode("d", "Juan Petrov\r\n".encode()) == "Juan Petrov\r\n"
    assert decode("d", b"\xef\xbb\xbfJuan") == "\ufeffJuan"  # kept: offsets index the file
    assert decode("d", b"") == ""


@pytest.mark.parametrize("data, reason, offset", [
    (SECRET.encode() + b" \xff\xfe", "not valid UTF-8 (byte offset 17)", None),
    (SECRET.encode() + b" \xc3", "not valid UTF-8 (byte offset 17)", None),     # truncated sequence
    (SECRET.encode() + b" \xed\xa0\x80", "not valid UTF-8 (byte offset 17)", None),  # encoded surrogate
    (SECRET.encode() + b" \x00 x", "binary content (NUL byte)", 17),
    ("\ufeff".encode("utf-16-le") + SECRET.encode("utf-16-le"), "binary content (NUL byte)", 3),
])
def test_decode_errors_say_why_and_never_quote_the_text(data, reason, offset):
    with pytest.raises(DocumentError) as ei:
        decode("notes/n1", data)
    e = ei.value
    assert (e.doc_id, e.reason, e.offset) == ("notes/n1", reason, offset)
    assert "Zacar" not in str(e) and "Petrov" not in str(e) and "notes/n1" in str(e)


def test_decode_max_chars():
    assert decode("d", ("ñ" * 10).encode(), max_chars=10) == "ñ" * 10  # characters, not bytes
    with pytest.raises(DocumentError) as ei:
        decode("d", (SECRET * 3).encode(), max_chars=10)
    assert ei.value.reason == "45 characters, over the limit of 10 (see --max-chars)"
    assert "Petrov" not in str(ei.value)


@given(st.binary(max_size=64))
@settings(max_examples=100, deadline=None)
def test_decode_any_bytes_gives_text_or_document_error(data):
    try:
        text = decode("d", data)
    except DocumentError as e:
        assert e.doc_id == "d"
        assert b"\0" in data or "UTF-8" in e.reason
    else:
        assert text.encode("utf-8") == data


# -- text files -----------------------------------------------------------------------------------


def test_text_files_and_reading(tmp_path):
    root = tmp_path / "in"
    (root / "sub").mkdir(parents=True)
    (root / "b.txt").write_bytes(b"Juan")
    (root / "sub" / "a.txt").write_bytes(b"\xff")
    (root / "ignored.md").write_text("x")
    single = tmp_path / "single.txt"
    single.write_text("María")
    files = text_files([root, single])
    assert [(f.relative_to(tmp_path).as_posix(), rel.as_posix()) for f, rel in files] == [
        ("in/b.txt", "b.txt"), ("in/sub/a.txt", "sub/a.txt"), ("single.txt", "single.txt")]
    docs = list(read_text_files(files))
    assert [(d.id, d.text, d.error is None, d.relpath.as_posix()) for d in docs] == [
        ("b", "Juan", True, "b.txt"), ("sub/a", None, False, "sub/a.txt"), ("single", "María", True, "single.txt")]
    assert docs[1].error.doc_id == "sub/a" and "not valid UTF-8" in docs[1].error.reason


def test_text_files_errors(tmp_path):
    with pytest.raises(FstdeidError, match="no such file or folder"):
        text_files([tmp_path / "nope"])
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.txt").write_text("1")
    (tmp_path / "x.txt").write_text("2")
    with pytest.raises(FstdeidError, match="would write the same output x.txt"):
        text_files([tmp_path / "a", tmp_path / "x.txt"])


def test_is_jsonl(tmp_path):
    assert is_jsonl(tmp_path / "a.jsonl") and is_jsonl(tmp_path / "a.jsonl.gz")
    assert not is_jsonl(tmp_path / "a.json") and not is_jsonl(tmp_path / "jsonl.txt")


# -- JSONL ----------------------------------------------------------------------------------------


def _write_jsonl(path, lines):
    path.write_bytes(b"".join(line if isinstance(line, bytes) else line.encode() + b"\n" for line in lines))


def test_read_jsonl_keeps_extra_fields_and_reports_bad_lines(tmp_path):
    p = tmp_path / "batch.jsonl"
    _write_jsonl(p, [
        json.dumps({"id": "a", "text": "Juan Petrov", "site": 3, "meta": {"k": [1, 2]}}),
        "",                                                            # blank: skipped
        '{"id": "b", "text": "' + SECRET + '"',                        # invalid JSON (line 3)
        json.dumps(["not", "an", "object"]),                           # line 4
        json.dumps({"id": "c", "body": SECRET}),                       # no text (line 5)
        json.dumps({"id": 7, "text": 12}),                             # text not a string
        json.dumps({"text": "sin id"}),                                # id from file:line (line 7)
        b'{"id": "d", "text": "\xff"}\n',                              # invalid UTF-8 (line 8)
        json.dumps({"id": "e", "text": "a\u0000b"}),                   # NUL character
        json.dumps({"id": "f", "text": SECRET + "\ud800"}),            # lone surrogate
        json.dumps({"id": "g", "text": "x" * 20}),                     # too long
        json.dumps({"id": "h", "text": "ok"}),
    ])
    docs = list(read_jsonl(p, max_chars=19))
    got = [(d.id, d.text, d.error.reason if d.error else None, d.error.offset if d.error else None) for d in docs]
    assert got == [
        ("a", "Juan Petrov", None, None),
        ("batch.jsonl:3", None, "invalid JSON at column 38", None),
        ("batch.jsonl:4", None, "a JSONL record must be an object", None),
        ("c", None, "field 'text' missing or not a string", None),
        ("7", None, "field 'text' missing or not a string", None),
        ("batch.jsonl:7", "sin id", None, None),
        ("batch.jsonl:8", None, "not valid UTF-8 (byte offset 21)", None),
        ("e", None, "binary content (NUL character)", 1),
        ("f", None, "lone surrogate (not Unicode text)", 15),
        ("g", None, "20 characters, over the limit of 19 (see --max-chars)", None),
        ("h", "ok", None, None),
    ]
    assert docs[0].fields == {"id": "a", "site": 3, "meta": {"k": [1, 2]}}  # everything but the text
    assert docs[3].fields == {"id": "c", "body": SECRET}
    for d in docs:
        if d.error is not None:
            assert d.error.doc_id == d.id
            assert "Petrov" not in d.error.reason


def test_read_jsonl_gz_and_custom_fields(tmp_path):
    p = tmp_path / "b.jsonl.gz"
    with gzip.open(p, "wt", encoding="utf-8") as fh:
        fh.write(json.dumps({"doc": "x1", "body": "Juan"}) + "\n")
    (d,) = read_jsonl(p, text_field="body", id_field="doc")
    assert (d.id, d.text, d.fields) == ("x1", "Juan", {"doc": "x1"})


# -- BRAT -----------------------------------------------------------------------------------------


def test_brat_ann_exact():
    text = "Dr. Juan Petrov\r\nvino. María\nLópez"
    spans = [Span(23, 34, "PERSONA"), Span(4, 15, "PERSONA")]
    assert brat_ann(text, spans) == (
        "T1\tPERSONA 4 15\tJuan Petrov\n"
        "T2\tPERSONA 23 28;29 34\tMaría López\n"
    )


def test_brat_round_trip_with_spans_over_line_breaks():
    text = "Juan\r\nPetrov y María\n\nLópez; Carmen\u2028Tomás \x85 Teresa"
    spans = [Span(0, 12, "PERSONA"), Span(15, 27, "PERSONA"), Span(29, 41, "X"), Span(44, 50, "Y")]
    ann = brat_ann(text, spans)
    lines = ann.split("\n")
    assert lines[0] == "T1\tPERSONA 0 4;6 12\tJuan Petrov"
    assert lines[1] == "T2\tPERSONA 15 20;22 27\tMaría López"
    assert lines[2] == "T3\tX 29 41\tCarmen\u2028Tomás"  # U+2028 is not a BRAT line break
    assert [(s.start, s.end, s.label) for s in read_brat_ann(ann)] == [(s.start, s.end, s.label) for s in spans]


def test_read_brat_ann_ignores_other_lines_and_rejects_bad_t_lines():
    content = "# note\nR1\tRel Arg1:T1 Arg2:T2\nT2\tB 5 9\tabcd\r\nA1\tNeg T1\nT1\tA 0 3\txyz\n"
    assert [(s.start, s.end, s.label) for s in read_brat_ann(content)] == [(0, 3, "A"), (5, 9, "B")]
    with pytest.raises(FstdeidError, match="line 2: not a BRAT text-bound annotation"):
        read_brat_ann("T1\tA 0 3\txyz\nT2\tB five 9\tq\n")


@given(st.text(alphabet=st.sampled_from("ab \n\r\u2028\x85\u00a0\tT"), min_size=1, max_size=30), st.data())
@settings(max_examples=100, deadline=None)
def test_brat_round_trip_property(text, data):
    n = len(text)
    cuts = sorted(set(data.draw(st.lists(st.integers(0, n), min_size=2, max_size=8))))
    spans = [Span(a, b, "L") for a, b in zip(cuts[::2], cuts[1::2]) if a < b]
    back = read_brat_ann(brat_ann(text, spans))
    # A span made only of line breaks has no fragment and is left out; the others trim to their fragments.
    expected = []
    for s in spans:
        inner = [i for i in range(s.start, s.end) if text[i] not in "\r\n"]
        if inner:
            expected.append((inner[0], inner[-1] + 1))
    assert [(s.start, s.end) for s in back] == expected


# -- atomic writes --------------------------------------------------------------------------------


def test_write_atomic_writes_exactly(tmp_path):
    p = tmp_path / "deep" / "er" / "out.txt"
    write_atomic(p, "a\r\nb\n")
    assert p.read_bytes() == b"a\r\nb\n"  # no newline translation
    write_atomic(p, "second")
    assert p.read_text() == "second"
    assert sorted(os.listdir(p.parent)) == ["out.txt"]


def test_write_atomic_leaves_no_temp_file_and_keeps_the_old_content_on_failure(tmp_path):
    p = tmp_path / "out.txt"
    p.write_text("old")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(p, "new \ud800 content")  # cannot be encoded: fails while writing
    assert p.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["out.txt"]
    q = tmp_path / "fresh.txt"
    with pytest.raises(UnicodeEncodeError):
        write_atomic(q, "\udfff")
    assert not q.exists() and sorted(os.listdir(tmp_path)) == ["out.txt"]


def test_atomic_line_writer_commits_whole_file_or_nothing(tmp_path):
    from fstdeid.formats import AtomicLineWriter

    target = tmp_path / "out.jsonl"
    w = AtomicLineWriter(target)
    w.write("a\n")
    assert not target.exists()  # nothing visible before commit
    w.write("b\n")
    w.commit()
    assert target.read_text() == "a\nb\n"
    w2 = AtomicLineWriter(target)
    w2.write("c\n")
    w2.abort()
    assert target.read_text() == "a\nb\n"  # the old file stays
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]  # no temporary file left


def test_remove_unfinished_removes_only_the_uncommitted_temporary_files(tmp_path):
    from fstdeid.formats import AtomicLineWriter, forget_unfinished, remove_unfinished

    done = AtomicLineWriter(tmp_path / "done.txt")
    done.write("x")
    done.commit()
    open_ = AtomicLineWriter(tmp_path / "open.txt")  # as a worker stopped by SIGTERM mid-write
    open_.write("half")
    open_.file.flush()
    assert len(list(tmp_path.iterdir())) == 2
    remove_unfinished()
    assert [p.name for p in tmp_path.iterdir()] == ["done.txt"]
    inherited = AtomicLineWriter(tmp_path / "parent.txt")  # what a forked worker inherits
    forget_unfinished()
    remove_unfinished()  # the worker's handler must not remove the parent's file
    inherited.commit()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["done.txt", "parent.txt"]
    open_.file.close()

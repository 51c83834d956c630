"""Fail closed: faults injected into the stages, the writers, fsync and the rename of outputs (a full
disk) of `fstdeid deid`, with every output format and 1 or 2 worker processes.

After a faulty run every document is either in the output, exactly as in a run without faults, or
in the error report (never both, never neither); no temporary or partial file is left; the exit
status is not 0. A run with --resume then finishes the rest.

The faults are patched in before the run, so forked workers (--jobs 2) inherit them; whether a
document is hit depends on the document (its text or its output name), not on a counter, so the
same documents fail whatever the number of processes.
"""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import re
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS
from fstdeid import bulk, formats
from fstdeid.cascade import Cascade
from fstdeid.cli import main
from fstdeid.locate import StageMachine

G = ["--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS)]
SECRET = "fault-injection-secret-0123456789"
BASE = ["Paciente Juan Petrov, ingresó el 12/05/2020 (J18.9).\nDr. Zapata\n",
        "Derivado al Centro de Salud María López y Luis García.\r\nRef U18.9.",
        "Andrea García y Juan Petrov, Carmen de la Fuente"]
N = 14
RECORD = ("jsonl", "csv", "parquet")


def texts() -> list[str]:
    return [BASE[i % len(BASE)] + f" nota {i}." for i in range(N)]


def number(text: str) -> int:
    return int(re.search(r"nota (\d+)\.", text)[1])


def enospc() -> OSError:
    return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def run(*args):
    return CliRunner(env={"FSTDEID_SECRET": SECRET}).invoke(main, [str(a) for a in args])


@pytest.fixture
def folder(tmp_path, demo) -> Path:
    root = tmp_path / "notes"
    root.mkdir()
    for i, t in enumerate(texts()):
        (root / f"n{i:02d}.txt").write_text(t, encoding="utf-8")
    (root / "bad.txt").write_bytes(b"\xff\xfe")  # not UTF-8: a document error of its own
    return root


@pytest.fixture
def jsonl(tmp_path, demo) -> Path:
    p = tmp_path / "in.jsonl"
    lines = [json.dumps({"id": f"n{i:02d}", "text": t}, ensure_ascii=False) for i, t in enumerate(texts())]
    lines.insert(5, '{"id": "broken", "text": ')
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def ids_in_inputs() -> set[str]:
    return {f"n{i:02d}" for i in range(N)}


def outputs(out: Path, fmt: str) -> dict[str, object]:
    """id -> the document's output (its files for a folder, its record for a record file)."""
    if fmt in RECORD:
        if not out.exists():
            return {}
        if fmt == "jsonl":
            recs = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        elif fmt == "csv":
            recs = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"), newline="")))
        else:
            import pyarrow.parquet as pq

            recs = pq.read_table(out).to_pylist()
        got = {r["id"]: r for r in recs}
        assert len(got) == len(recs), "a record written twice"
        return got
    got: dict[str, dict] = {}
    for p in sorted(out.rglob("*")):
        if p.is_file():
            got.setdefault(p.relative_to(out).with_suffix("").as_posix(), {})[p.suffix] = p.read_bytes()
    suffixes = set(bulk.FOLDER_FORMATS[fmt])
    partial = [i for i, files in got.items() if set(files) != suffixes]
    assert not partial, f"notes with some of their files only: {partial}"
    return got


def error_ids(path: Path) -> list[str]:
    if not path.exists():
        return []
    recs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for r in recs:  # never text: only the id, the stage, a reason, an offset
        assert set(r) == {"id", "stage", "reason", "offset"}
        assert not re.search(r"Petrov|García|Zapata|nota \d", r["reason"]), r
    return [r["id"] for r in recs]


def no_leftovers(root: Path) -> None:
    left = [p for p in root.rglob("*") if p.name.endswith(".tmp") or p.name.startswith(".")]
    assert not left, f"temporary files left: {left}"


def target(tmp_path: Path, fmt: str, name: str) -> Path:
    return tmp_path / name / (f"o.{fmt}" if fmt in RECORD else "o")


def deid_args(fmt: str, jobs: int, *extra) -> list:
    # surrogates: the output differs from the input everywhere there is PHI; 3 records per part
    return ["deid", *G, "--format", fmt, "--mode", "surrogate", "-j", jobs, "--checkpoint", 3, *extra]


def reference(tmp_path: Path, fmt: str, src: Path) -> dict:
    out = target(tmp_path, fmt, "reference")
    r = run(*deid_args(fmt, 1), "-o", out, src)
    assert r.exit_code == 1, r.output  # the bad input
    return outputs(out, fmt)


def check_faulty_run(r, tmp_path: Path, fmt: str, src: Path, ref: dict, *, expect_failed: set[str],
                     stopped: bool = False) -> None:
    out = target(tmp_path, fmt, "faulty")
    got = outputs(out, fmt)
    errs = error_ids(tmp_path / "errors.jsonl")
    assert r.exit_code == (2 if stopped else 1), r.output
    assert len(errs) == len(set(errs)), "a document reported twice"
    bad = {"bad"} if src.is_dir() else {f"{src.name}:6"}  # the undecodable file / the broken line
    # A stopped run may stop before it reaches the bad input; --resume (resume_and_check) does the rest.
    assert set(errs) >= expect_failed | (set() if stopped else bad)
    assert not set(got) & set(errs), "a document both written and reported"
    if not stopped:
        assert set(got) | set(errs) == ids_in_inputs() | bad, "a document neither written nor reported"
    for doc_id, value in got.items():  # what is there is complete and de-identified as without faults
        assert value == ref[doc_id], doc_id
    no_leftovers(out.parent)


def resume_and_check(tmp_path: Path, fmt: str, jobs: int, src: Path, ref: dict) -> None:
    out = target(tmp_path, fmt, "faulty")
    r = run(*deid_args(fmt, jobs), "--resume", "-o", out, src)
    assert r.exit_code == 1, r.output  # only the bad input fails now
    assert outputs(out, fmt) == ref
    no_leftovers(out.parent)


def source(fmt: str, folder: Path, jsonl: Path) -> Path:
    return jsonl if fmt in RECORD else folder  # record outputs from records, folders from notes


FORMATS = ["text", "brat", "xml", "jsonl", "csv", "parquet"]


def needs(fmt):
    if fmt == "parquet":
        pytest.importorskip("pyarrow")


# -- a stage fails ----------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_failing_stage_fails_its_document_only(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    needs(fmt)
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = StageMachine.find
    current = {}

    def run_cascade(self, text, trace=None, deadline=None):
        current["n"] = number(text)
        return real_run(self, text, trace, deadline)

    def find(self, *args, **kwargs):  # a stage deep in the cascade raises for notes 3 and 8
        if current["n"] in (3, 8):
            raise RuntimeError("boom Petrov")  # text in the message: must not reach the report
        return real(self, *args, **kwargs)

    real_run = Cascade.run
    monkeypatch.setattr(Cascade, "run", run_cascade)
    monkeypatch.setattr(StageMachine, "find", find)
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", target(tmp_path, fmt, "faulty"), src)
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed={"n03", "n08"})
    assert "boom" not in r.output and "Petrov" not in r.output
    assert "document 'n03' in stage " in r.stderr  # the stage that was running
    monkeypatch.undo()
    if fmt in RECORD:
        # A record file whose run ended is complete: --resume redoes only documents whose output
        # could not be written (below); these failed in the cascade, as they would again.
        out = target(tmp_path, fmt, "faulty")
        r = run(*deid_args(fmt, jobs), "--resume", "-o", out, src)
        assert r.exit_code == 0 and "nothing to resume" in r.stderr
        assert outputs(out, fmt) == {k: v for k, v in ref.items() if k not in ("n03", "n08")}
        return
    resume_and_check(tmp_path, fmt, jobs, src, ref)


# -- a writer fails half-way ------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["text", "brat", "xml"])
def test_a_folder_writer_failing_mid_write_leaves_no_file(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = bulk.write_atomic

    def write_atomic(path, content, **kw):
        # the last file of notes 4 and 9 (BRAT: the .txt, after the .ann) is cut short by a full disk
        if path.stem in ("n04", "n09") and path.suffix == bulk.FOLDER_FORMATS[fmt][-1]:
            with formats._atomic_file(path, fsync=kw.get("fsync", False)) as fh:
                fh.write(content[: len(content) // 2])
                fh.flush()
                raise enospc()
        return real(path, content, **kw)

    monkeypatch.setattr(bulk, "write_atomic", write_atomic)
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", target(tmp_path, fmt, "faulty"), src)
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed={"n04", "n09"})
    assert "cannot write its output: No space left on device" in r.stderr
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_a_record_part_failing_mid_write_fails_the_documents_of_that_part(tmp_path, folder, jsonl, monkeypatch,
                                                                           fmt, jobs):
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = formats.AtomicLineWriter.write

    def write(self, line):
        if "nota 7." in line:  # half the record, then the disk is full
            real(self, line[: len(line) // 2])
            self.file.flush()
            raise enospc()
        return real(self, line)

    monkeypatch.setattr(formats.AtomicLineWriter, "write", write)
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", target(tmp_path, fmt, "faulty"), src)
    # parts of 3 records: n00-n02, n03-n05, then n06 and n07, lost with their part; n08 starts the next
    lost = set(error_ids(tmp_path / "errors.jsonl")) - {f"{src.name}:6"}
    assert lost == {"n06", "n07"}
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed=lost)
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_parquet_part_that_cannot_be_written(tmp_path, folder, jsonl, monkeypatch, jobs):
    needs("parquet")
    fmt = "parquet"
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = bulk.write_parquet_atomic

    def write_parquet_atomic(path, table, **kw):
        if any("nota 4." in t for t in table.column("deidentified").to_pylist()):
            with formats._atomic_file(path, binary=True) as fh:
                fh.write(b"PAR1 half a part")
                raise enospc()
        return real(path, table, **kw)

    monkeypatch.setattr(bulk, "write_parquet_atomic", write_parquet_atomic)
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", target(tmp_path, fmt, "faulty"), src)
    lost = set(error_ids(tmp_path / "errors.jsonl")) - {f"{src.name}:6"}
    assert lost == {"n03", "n04", "n05"}  # the documents of the second part
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed=lost)
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


# -- a full disk: fsync and rename fail -------------------------------------------------------------


def _name_of_fd(fd: int) -> str:
    return os.readlink(f"/proc/self/fd/{fd}")


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc to name a file descriptor")
@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["text", "brat"])
def test_fsync_failing_on_a_folder_output(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = os.fsync

    def fsync(fd):
        if re.search(r"/\.n(05|11)\.", _name_of_fd(fd)):  # the temporary files of notes 5 and 11
            raise enospc()
        return real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    r = run(*deid_args(fmt, jobs, "--fsync"), "--errors", tmp_path / "errors.jsonl",
            "-o", target(tmp_path, fmt, "faulty"), src)
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed={"n05", "n11"})
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["text", "brat", "xml"])
def test_disk_full_from_a_note_on(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    """Every output from note 9 on cannot be renamed into place: the first notes are written, the
    others reported; --resume finishes them once there is space."""
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = os.replace

    def replace(a, b):
        m = re.fullmatch(r"n(\d\d)", Path(b).stem)
        if m and int(m[1]) >= 9:
            raise enospc()
        return real(a, b)

    monkeypatch.setattr(os, "replace", replace)
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", target(tmp_path, fmt, "faulty"), src)
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed={f"n{i:02d}" for i in range(9, N)})
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", RECORD)
def test_disk_full_on_record_output(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    """From the third part on nothing can be renamed: those parts' documents are reported, the
    output cannot be joined (exit status 2, the recorded parts kept); --resume finishes."""
    needs(fmt)
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real = os.replace

    def replace(a, b):
        m = re.fullmatch(r"part-(\d+)\.\w+", Path(b).name)
        if (m and int(m[1]) >= 2) or Path(b).name == f"o.{fmt}":
            raise enospc()
        return real(a, b)

    monkeypatch.setattr(os, "replace", replace)
    out = target(tmp_path, fmt, "faulty")
    r = run(*deid_args(fmt, jobs), "--errors", tmp_path / "errors.jsonl", "-o", out, src)
    assert "rerun with --resume to join them" in r.stderr
    lost = set(error_ids(tmp_path / "errors.jsonl")) - {f"{src.name}:6"}
    assert lost == {f"n{i:02d}" for i in range(6, N)}  # parts 0 and 1 hold n00-n05
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed=lost, stopped=True)
    assert not out.exists() and bulk.parts_dir(out).is_dir()
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, jobs, src, ref)


def test_error_report_on_a_full_disk_stops_the_run(tmp_path, folder, monkeypatch):
    real = formats.AtomicLineWriter.write

    def write(self, line):
        if self.path.name == "errors.jsonl":
            raise enospc()
        return real(self, line)

    monkeypatch.setattr(formats.AtomicLineWriter, "write", write)
    out = tmp_path / "o"
    r = run(*deid_args("text", 1), "--errors", tmp_path / "errors.jsonl", "-o", out, folder)
    assert r.exit_code == 2 and "cannot write the error report" in r.stderr
    assert not (tmp_path / "errors.jsonl").exists()
    no_leftovers(tmp_path)


# -- the data does not reach the disk: close() fails ------------------------------------------------


class _FullDiskFile:
    """A file whose buffered data cannot be written: writes are kept, flush and close fail."""

    def __init__(self, real):
        self.real = real

    def write(self, data):
        return len(data)

    def flush(self):
        raise enospc()

    def fileno(self):
        return self.real.fileno()

    def close(self):
        self.real.close()
        raise enospc()


def test_an_atomic_file_whose_close_fails_leaves_nothing(tmp_path, monkeypatch):
    real = formats.os.fdopen
    monkeypatch.setattr(formats.os, "fdopen", lambda *a, **kw: _FullDiskFile(real(*a, **kw)))
    with pytest.raises(OSError, match="No space left"):
        formats.write_atomic(tmp_path / "a.txt", "content")
    w = formats.AtomicLineWriter(tmp_path / "b.jsonl")
    w.write("line\n")
    with pytest.raises(OSError, match="No space left"):
        w.commit()
    assert list(tmp_path.iterdir()) == []


# -- a real full disk (opt-in) ----------------------------------------------------------------------

FULL_FS = os.environ.get("FSTDEID_TEST_FULL_FS")


@pytest.mark.skipif(not FULL_FS, reason="set FSTDEID_TEST_FULL_FS to an empty folder on a small file system "
                                        "(e.g. `mount -t tmpfs -o size=512k tmpfs DIR`)")
@pytest.mark.parametrize("fmt", ["text", "brat", "jsonl", "csv"])
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_real_full_disk(tmp_path, demo, fmt, jobs):
    """A ballast file leaves 12 KB free: the run fills the disk; the ballast is removed and --resume
    finishes. Outputs are checked as in the other tests."""
    root = Path(FULL_FS)
    for p in sorted(root.rglob("*"), reverse=True):
        p.unlink() if p.is_file() else p.rmdir()
    notes = tmp_path / "notes"
    notes.mkdir()
    n = 40
    for i in range(n):
        (notes / f"n{i:02d}.txt").write_text(BASE[i % 3] + " relleno" * 60 + f" nota {i}.", encoding="utf-8")
    ref = target(tmp_path, fmt, "reference")
    args = ["deid", *G, "--format", fmt, "-j", jobs, "--checkpoint", 5]
    assert run(*args, "-o", ref, notes).exit_code == 0
    ref = outputs(ref, fmt)
    ballast = root / "ballast"
    st = os.statvfs(root)
    ballast.write_bytes(b"\0" * (st.f_bavail * st.f_frsize - 12 * 1024))
    out = root / "o" / (f"o.{fmt}" if fmt in RECORD else "o")
    r = run(*args, "--errors", tmp_path / "errors.jsonl", "-o", out, notes)
    assert r.exit_code in (1, 2), r.output  # 2: the record file could not be joined
    errs = error_ids(tmp_path / "errors.jsonl")
    assert errs and "No space left on device" in r.stderr, r.output
    got = outputs(out, fmt)
    assert not set(got) & set(errs)
    if r.exit_code == 1:
        assert set(got) | set(errs) == set(ref)
    assert all(got[k] == ref[k] for k in got)
    no_leftovers(out.parent)
    ballast.unlink()
    r = run(*args, "--resume", "-o", out, notes)
    assert r.exit_code == 0, r.output
    assert outputs(out, fmt) == ref
    no_leftovers(out.parent)


# -- a runaway document: the time limit ---------------------------------------------------------------


def _burn(seconds: float) -> None:
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["text", "jsonl"])
def test_a_runaway_document_hits_the_time_limit(tmp_path, folder, jsonl, monkeypatch, fmt, jobs):
    """In notes 2 and 10 every stage takes 100 ms of CPU: they fail with the time limit, naming the
    stage; the others are de-identified as without the limit."""
    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    real_run, real_find = Cascade.run, StageMachine.find
    current = {}

    def run_cascade(self, text, trace=None, deadline=None):
        current["n"] = number(text)
        return real_run(self, text, trace, deadline)

    def find(self, *args, **kwargs):
        if current["n"] in (2, 10):
            _burn(0.1)
        return real_find(self, *args, **kwargs)

    monkeypatch.setattr(Cascade, "run", run_cascade)
    monkeypatch.setattr(StageMachine, "find", find)
    t0 = time.perf_counter()
    r = run(*deid_args(fmt, jobs, "--time-limit", 0.3), "--errors", tmp_path / "errors.jsonl",
            "-o", target(tmp_path, fmt, "faulty"), src)
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed={"n02", "n10"})
    recs = {r["id"]: r for r in map(json.loads, (tmp_path / "errors.jsonl").read_text().splitlines())}
    for doc_id in ("n02", "n10"):
        assert recs[doc_id]["reason"] == "over the time limit of 0.3 s of CPU time (see --time-limit)"
        assert recs[doc_id]["stage"]  # the stage that was running
    assert time.perf_counter() - t0 < 30


def test_the_deadline_is_checked_inside_a_stage(demo):
    """A long one-line document: the matcher calls the deadline every CHECK_EVERY walks, not only
    between stages."""
    from fstdeid.errors import DocumentError
    from fstdeid.locate import CHECK_EVERY
    from fstdeid.pipeline import Deadline

    text = "Juan Petrov y Carmen García. " * 400
    calls = []

    class Counting(Deadline):
        __slots__ = ()

        def __call__(self):
            calls.append(self.stage)
            super().__call__()

    demo.annotate(text, time_limit=Counting(60, "long"))
    per_stage = {s: calls.count(s) for s in set(calls)}
    # 800 first names can start a walk of the names stage (each with a capitalised word after it)
    assert per_stage["names"] >= 800 // CHECK_EVERY
    with pytest.raises(DocumentError, match=r"document 'long' in stage '[^']+': over the time limit of 1e-09 s"):
        demo.annotate(text, doc_id="long", time_limit=1e-9)
    assert demo.annotate(text, time_limit=0).spans == demo.annotate(text).spans  # 0: no limit


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_failing_note_never_removes_its_input(tmp_path, folder, monkeypatch, jobs):
    """BRAT without surrogates may write next to its inputs (NAME.txt is the same text): a note that
    fails loses its NAME.ann, never its NAME.txt, whether the cascade or the writer fails."""
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    r = run("deid", *G, "--format", "brat", "-j", jobs, "-o", folder, folder)
    assert r.exit_code == 1  # bad.txt
    real_run, real_write = Cascade.run, bulk.write_atomic

    def run_cascade(self, text, trace=None, deadline=None):
        if number(text) == 3:
            raise RuntimeError("boom")
        return real_run(self, text, trace, deadline)

    def write_atomic(path, content, **kw):
        if path.name == "n06.txt":
            raise enospc()
        return real_write(path, content, **kw)

    monkeypatch.setattr(Cascade, "run", run_cascade)
    monkeypatch.setattr(bulk, "write_atomic", write_atomic)
    r = run("deid", *G, "--format", "brat", "-j", jobs, "--overwrite", "-o", folder, folder)
    assert r.exit_code == 1
    after = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert {k: v for k, v in after.items() if k.endswith(".txt")} == before
    assert "n03.ann" not in after and "n06.ann" not in after and "n05.ann" in after


# -- a worker process dies ------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["text", "jsonl"])
def test_a_worker_that_dies_stops_the_run_instead_of_hanging(tmp_path, folder, jsonl, monkeypatch, fmt):
    import signal

    src = source(fmt, folder, jsonl)
    ref = reference(tmp_path, fmt, src)
    main_pid = os.getpid()
    real = bulk.render

    def render(deid, doc, *a, **kw):
        if os.getpid() != main_pid and doc.text is not None and number(doc.text) == 9:
            os.kill(os.getpid(), signal.SIGKILL)  # as the out-of-memory killer would
        return real(deid, doc, *a, **kw)

    monkeypatch.setattr(bulk, "render", render)
    monkeypatch.setattr(bulk, "CHUNK_DOCS", 2)
    out = target(tmp_path, fmt, "faulty")
    t0 = time.perf_counter()
    r = run(*deid_args(fmt, 2), "--checkpoint", 2, "--errors", tmp_path / "errors.jsonl", "-o", out, src)
    assert time.perf_counter() - t0 < 60
    assert r.exit_code == 2 and "a worker process died" in r.stderr, r.output
    check_faulty_run(r, tmp_path, fmt, src, ref, expect_failed=set(), stopped=True)
    monkeypatch.undo()
    resume_and_check(tmp_path, fmt, 2, src, ref)

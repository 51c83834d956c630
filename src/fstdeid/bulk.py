"""Bulk de-identification: many documents, in worker processes, streamed, resumable.

`fstdeid deid` is a thin layer over this module (see docs/bulk.md):

- inputs are text files and folders of them, or record files (JSONL, .jsonl.gz, CSV, .csv.gz,
  Parquet) read one record at a time;
- documents go to `jobs` forked worker processes in chunks; at most `jobs * INFLIGHT_PER_JOB` chunks
  are in flight, so memory does not grow with the corpus; results come back in input order, so the
  output is the same, byte for byte, whatever `jobs` is;
- outputs are written atomically: one file (or two for BRAT) per note into a folder, by the main
  process (or the only one, with one job); or the records of one JSONL/CSV/Parquet file, by the main process, in *parts* that make the run
  resumable (`RecordSink`);
- a document that fails gets no output, an error line (id, reason, never text) and, with an error
  report, a JSON line: `{"id", "stage", "reason", "offset"}`.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import shutil
import sys
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from .errors import DocumentError, FstdeidError
from .formats import (DEFAULT_MAX_CHARS, AtomicLineWriter, InputDoc, brat_ann, csv_rows, csv_value,
                      forget_unfinished, join_files, load_text_file, parquet_table, physionet_lines, remove_unfinished,
                      write_atomic, write_parquet_atomic)
from .output import to_xml
from .pipeline import DEFAULT_TIME_LIMIT, Deadline, Deidentifier, render_with_spans
from .strict import strict_modes
from .verify import residual_error, residuals

#: Output formats: a folder of files per note, or one file of records.
FOLDER_FORMATS = {"text": (".txt",), "brat": (".ann", ".txt"), "xml": (".xml",)}
RECORD_FORMATS = ("jsonl", "csv", "parquet", "physionet")  # physionet: the PHI found, as PhysioNet gold lines
FORMATS = ("brat", "jsonl", "xml", "text", "csv", "parquet", "physionet")

# Record formats written as text lines, and the key of a document's lines in its rendered output.
LINE_FORMATS = {"jsonl": "jsonl", "physionet": "lines"}
CHUNK_DOCS = 16            # documents per task sent to a worker
CHUNK_BYTES = 1 << 20      # ... or fewer, when they hold this many bytes
INFLIGHT_PER_JOB = 4       # chunks in flight per worker: bounds memory, keeps the workers busy
CHECKPOINT_DOCS = 1000     # records per part of a record output (a resumed run restarts after the last part)
CHECKPOINT_BYTES = 32 << 20
PARTS_FORMAT = "fstdeid-bulk-parts-1"


# -- one document -----------------------------------------------------------------------------------


@dataclass
class DeidOptions:
    """What `deid` does to each document besides annotating it (sent to the workers)."""

    mode: object  # a ModeMap
    patient: str | None = None
    patient_field: str | None = None
    output_spans: bool = False
    time_limit: float | None = DEFAULT_TIME_LIMIT  # seconds of CPU time per document (None or 0: none)
    profile: str = "standard"  # or "strict" (`fstdeid.strict`)
    verify: bool = False  # the residual check (`fstdeid.verify`): residuals make the document fail


def _patient_of(doc: InputDoc, opts: DeidOptions) -> str | None:
    if opts.patient is not None:
        return opts.patient
    if opts.patient_field is not None:
        value = doc.fields.get(opts.patient_field)
        if value is None or isinstance(value, (dict, list)) or value == "":
            raise DocumentError(doc.id, f"field {opts.patient_field!r} (the patient key) missing or not a value")
        return str(value)
    return None


def render(deid: Deidentifier, doc: InputDoc, fmt: str, opts: DeidOptions) -> dict | DocumentError:
    """All outputs of one document, or its error. Runs in the workers.

    Folder formats: `{".txt": ..., ".ann": ...}` (suffix -> content); jsonl: `{"jsonl": line}`;
    physionet: `{"lines": the PHI lines}`; csv and parquet: `{"row": record}`. The key "records"
    holds the mapping-store records (surrogate modes).
    """
    if doc.error is not None:
        return doc.error
    try:
        patient = _patient_of(doc, opts)
        deadline = Deadline(opts.time_limit, doc.id) if opts.time_limit else None
        result = _render(deid, doc, fmt, opts, patient, deadline)
        if deadline is not None and not isinstance(result, DocumentError):
            deadline.at("output")  # the surrogates and the rendering count too
        return result
    except DocumentError as e:
        return e
    except Exception as e:  # never let one document's failure stop the batch, nor leak its text
        return DocumentError(doc.id, f"internal error {type(e).__name__}")


def _render(deid: Deidentifier, doc: InputDoc, fmt: str, opts: DeidOptions, patient: str | None,
            deadline: Deadline | None) -> dict | DocumentError:
    mode = strict_modes(opts.mode) if opts.profile == "strict" else opts.mode
    ann = deid.annotate(doc.text, doc_id=doc.id, time_limit=deadline, profile=opts.profile)
    if fmt == "physionet":  # the PHI found in the original note (no replacement: --verify does not apply)
        return {"lines": physionet_lines(doc.id, doc.fields, doc.text, ann.spans)}
    surrogator = deid.surrogator if mode.needs_surrogates else None
    if fmt == "brat" and not mode.needs_surrogates:  # the original text with its spans (no --verify)
        return {".ann": brat_ann(doc.text, ann.spans), ".txt": doc.text}
    res = None
    if fmt != "xml" or opts.verify:
        res = render_with_spans(ann, mode, surrogator=surrogator, patient=patient, doc_id=doc.id)
    if opts.verify:
        found = residuals(deid, res, doc_id=doc.id, profile=opts.profile, time_limit=deadline)
        if found:
            return residual_error(doc.id, found)
    if fmt == "xml":
        from .pipeline import xml_of

        if surrogator is not None:
            sur = surrogator.document(ann, patient=patient, doc_id=doc.id, modes=mode)
            xml = to_xml(doc.text, ann.tags, doc_id=doc.id, replacement=sur)
            return {".xml": xml + "\n", "records": sur.records}
        return {".xml": xml_of(ann, mode, doc_id=doc.id) + "\n"}
    deidentified = res.text
    if fmt == "brat":
        from .annotation import Span

        spans = [Span(s.start, s.end, s.label) for s in res.spans]
        return {".ann": brat_ann(deidentified, spans), ".txt": deidentified, "records": res.records}
    if fmt == "text":
        return {".txt": deidentified, "records": res.records}
    rec = dict(doc.fields)
    rec.setdefault("id", doc.id)
    try:  # a lone surrogate in a field (or in an id made of a file name) would stop the whole batch
        json.dumps(rec, ensure_ascii=False, default=str).encode("utf-8")
    except UnicodeEncodeError:
        return DocumentError(doc.id, "a field holds a lone surrogate, which cannot be written as UTF-8")
    rec["spans"] = [s.as_dict() for s in ann.spans]
    rec["deidentified"] = deidentified
    if opts.output_spans:
        rec["deidentified_spans"] = [{"start": s.start, "end": s.end, "label": s.label, "mode": s.mode}
                                     for s in res.spans]
    if fmt == "jsonl":
        line = json.dumps(rec, ensure_ascii=False, default=str) + "\n"  # str(): dates etc. from Parquet
        return {"jsonl": line, "records": res.records}
    if fmt == "csv":
        rec = {k: csv_value(v) for k, v in rec.items()}
    return {"row": rec, "records": res.records}


class Outcome:
    """What a worker sends back for one document: its outputs (`output`: folder files or a record)
    and mapping-store records, or its error."""

    __slots__ = ("id", "key", "relpath", "mark", "size", "error", "output", "records")

    def __init__(self, doc: InputDoc, error=None, output=None, records=()):
        self.id, self.key, self.relpath, self.mark, self.size = doc.id, doc.key, doc.relpath, doc.mark, doc.size
        self.error, self.output, self.records = error, output, records

    def __getstate__(self):
        return tuple(getattr(self, s) for s in self.__slots__)

    def __setstate__(self, state):
        for s, v in zip(self.__slots__, state):
            setattr(self, s, v)


@dataclass
class _State:
    deid: Deidentifier
    fmt: str
    opts: DeidOptions
    folder: "FolderSink | None"  # folder outputs: written where the document is processed
    max_chars: int


_STATE: _State | None = None


def _one(st: _State, doc: InputDoc) -> Outcome:
    """The outcome of one document; its folder outputs are written if `st.folder` is set (else they
    are the outcome's `output`, for `_deliver`)."""
    source = doc.path  # BRAT may write NAME.txt over its input NAME.txt (the same text): never remove it
    if source is not None:
        doc = load_text_file(doc, st.max_chars)
    result = render(st.deid, doc, st.fmt, st.opts)
    if isinstance(result, DocumentError):
        if st.folder is not None:
            st.folder.remove(doc, source)  # an output of an earlier run (--overwrite), or half of one (--resume)
        return Outcome(doc, error=result)
    records = result.pop("records", ())
    outcome = Outcome(doc, output=result, records=records)
    return _deliver(st.folder, outcome, source) if st.folder is not None else outcome


def _deliver(folder: "FolderSink", o: Outcome, source: Path | None) -> Outcome:
    """Write the folder outputs of a worker's outcome (`o.output`), and drop them from the outcome."""
    if o.error is not None:
        folder.remove(o, source)
        return o
    outputs, o.output = o.output, None
    try:
        folder.write(o, outputs, source)
    except Exception as e:  # a full disk, a name the file system refuses...: this document fails
        o.error = write_error(o.id, e)
    return o


def write_error(doc_id: str, e: Exception, what: str = "its output") -> DocumentError:
    """The document error of an output that could not be written (the reason, never a path or text)."""
    why = e.strerror if isinstance(e, OSError) and e.strerror else type(e).__name__
    return DocumentError(doc_id, f"cannot write {what}: {why}", stage="write")


def _run_chunk(chunk: list[InputDoc]) -> list[Outcome]:
    st = _STATE
    return [_one(st, doc) for doc in chunk]


def _stop_worker(signum, frame) -> None:
    remove_unfinished()
    os._exit(128 + signum)


def _worker_init() -> None:
    # ^C reaches the whole process group: the main process stops the pool (and keeps what is done);
    # the workers ignore it, instead of each printing a traceback.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A broken or stopped pool terminates its workers (SIGTERM): leave no half-written file.
    forget_unfinished()
    signal.signal(signal.SIGTERM, _stop_worker)
    collect_less()


def collect_less() -> None:
    """Set this process's cyclic GC for a batch: it need not walk the loaded cascade and lexicons
    again (`gc.freeze`), and a document makes many short-lived objects, so collect them less often.
    For processes that fstdeid owns (workers, the `deid` command), not for a library's caller.
    Measured (gc.callbacks) over 1,750 MEDDOCAN background notes, brat output with surrogates, in
    one process: GC took 5.0 % of the CPU with Python's default thresholds (7 full collections,
    0.31 s of 8.8 s), 1.1 % with these."""
    import gc

    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def _chunks(docs: Iterable[InputDoc], max_docs: int, max_bytes: int) -> Iterator[list[InputDoc]]:
    chunk: list[InputDoc] = []
    size = 0
    for doc in docs:
        chunk.append(doc)
        size += len(doc.text) if doc.text is not None else 0
        if len(chunk) >= max_docs or size >= max_bytes:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def process(deid: Deidentifier, docs: Iterable[InputDoc], fmt: str, opts: DeidOptions, *, jobs: int = 1,
            folder: "FolderSink | None" = None, max_chars: int = DEFAULT_MAX_CHARS,
            chunk_docs: int | None = None, chunk_bytes: int | None = None,
            inflight_per_job: int | None = None) -> Iterator[Outcome]:
    """The outcome of every document, in input order.

    With `jobs` > 1, forked workers share the compiled cascade (copy-on-write) and take chunks of
    `chunk_docs` documents (fewer if they hold `chunk_bytes`); at most `jobs * inflight_per_job`
    chunks are read ahead, so the documents are streamed. Defaults: the module's CHUNK_DOCS,
    CHUNK_BYTES and INFLIGHT_PER_JOB.
    """
    global _STATE
    if jobs <= 1:
        _STATE = _State(deid, fmt, opts, folder, max_chars)
        for doc in docs:
            yield _one(_STATE, doc)
        return
    # The main process writes the folder outputs (`_deliver`), not the workers: it is idle otherwise,
    # and creating files from two processes at once costs much more kernel time (ext4 allocates the
    # inodes of a folder under one lock, and an allocator that loses the race scans again).
    _STATE = _State(deid, fmt, opts, None, max_chars)
    chunk_docs = chunk_docs or CHUNK_DOCS
    inflight_per_job = inflight_per_job or INFLIGHT_PER_JOB
    chunks = _chunks(docs, chunk_docs, chunk_bytes or CHUNK_BYTES)
    # A ProcessPoolExecutor, not a multiprocessing.Pool: when a worker dies (killed, out of memory)
    # the Pool replaces it and waits forever for its chunk; the executor raises BrokenProcessPool.
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"), initializer=_worker_init)
    pending: deque = deque()
    try:
        limit = jobs * max(1, inflight_per_job)
        for chunk in chunks:
            pending.append((chunk, pool.submit(_run_chunk, chunk)))
            while len(pending) >= limit:
                yield from _results(folder, *pending.popleft())
        while pending:
            yield from _results(folder, *pending.popleft())
        pool.shutdown()
    finally:
        if pending:  # stopped early (^C, an error): do not wait for the chunks in flight
            _kill_workers(pool)
            pool.shutdown(wait=True, cancel_futures=True)


def _results(folder: "FolderSink | None", chunk: list[InputDoc], future) -> Iterator[Outcome]:
    try:
        outcomes = future.result()
    except BrokenProcessPool:
        raise FstdeidError(f"a worker process died (killed, or out of memory?) with documents {chunk[0].id!r} to "
                           f"{chunk[-1].id!r} among those in flight; the run stopped: rerun with --resume") from None
    for doc, o in zip(chunk, outcomes):
        yield _deliver(folder, o, doc.path) if folder is not None else o


def _kill_workers(pool: ProcessPoolExecutor) -> None:
    for proc in list((getattr(pool, "_processes", None) or {}).values()):  # no public way to stop them
        if proc.is_alive():
            proc.terminate()


# -- outputs ----------------------------------------------------------------------------------------


class FolderSink:
    """One output per note (`NAME.txt`, `NAME.ann` + `NAME.txt`, `NAME.xml`) in a folder, each written
    atomically. A note is *done* when all of its output files exist."""

    def __init__(self, target: Path, fmt: str, *, fsync: bool = False):
        self.target = Path(target)
        self.fmt = fmt
        self.fsync = fsync
        self.suffixes = FOLDER_FORMATS[fmt]
        self._folders: set[Path] = set()  # made already (by this process)

    def outputs(self, doc) -> list[Path]:
        rel = doc.relpath if doc.relpath is not None else Path(doc.id)
        return [self.target / rel.with_suffix(s) for s in self.suffixes]

    def is_done(self, doc) -> bool:
        return all(p.is_file() for p in self.outputs(doc))

    def write(self, doc, outputs: dict[str, str], source: Path | None = None) -> None:
        """Write the note's files; if one fails, remove those of the note already there (also from an
        earlier run: a note has all its outputs, from this run, or none; but never `source`, its
        input) and raise."""
        rel = doc.relpath if doc.relpath is not None else Path(doc.id)
        folder = (self.target / rel).parent
        try:
            if folder not in self._folders:
                folder.mkdir(parents=True, exist_ok=True)
                self._folders.add(folder)
            for suffix, content in outputs.items():
                write_atomic(self.target / rel.with_suffix(suffix), content, fsync=self.fsync, mkdir=False)
        except BaseException:
            self.remove(doc, source)
            raise

    def remove(self, doc, source: Path | None = None) -> None:
        """Remove the note's outputs, if any (a note that fails has none), but not its input `source`."""
        for p in self.outputs(doc):
            try:
                if source is not None and p.exists() and os.path.samefile(p, source):
                    continue
                p.unlink(missing_ok=True)
            except OSError:  # e.g. a folder where the file would be: nothing of the note there
                pass

    def close(self) -> list[Outcome]:
        return []

    def abort(self) -> None:
        pass


class StreamSink:
    """Records streamed to standard output (JSONL or CSV): nothing to resume."""

    def __init__(self, fmt: str, stream=None):
        if fmt not in ("jsonl", "csv", "physionet"):
            raise FstdeidError(f"--format {fmt} cannot be written to standard output: give -o FILE")
        self.fmt = fmt
        self.stream = stream
        self.columns: list[str] | None = None

    def is_done(self, doc) -> bool:
        return False

    def write(self, outcome: Outcome) -> list[Outcome]:
        out = self.stream or sys.stdout
        if self.fmt in LINE_FORMATS:
            data = outcome.output[LINE_FORMATS[self.fmt]]
        else:
            row = outcome.output["row"]
            header = self.columns is None
            if header:
                self.columns = list(row)
            _check_columns(outcome.id, row, self.columns)
            data = csv_rows(self.columns, [row], header=header)
        try:
            out.write(data)
            out.flush()
        except OSError as e:  # what was written cannot be taken back: stop the run
            raise FstdeidError(f"cannot write to standard output ({e.strerror or type(e).__name__}): the run "
                               f"stopped after document {outcome.id!r}, whose record may be cut short") from None
        return [outcome]

    def close(self) -> list[Outcome]:
        return []

    def abort(self) -> None:
        pass


def _check_columns(doc_id: str, row: dict, columns: list[str]) -> None:
    extra = [k for k in row if k not in columns]
    if extra:
        raise DocumentError(doc_id, f"field {extra[0]!r} is not a column of the output (its columns are the first "
                                    "record's fields)")


class RecordSink:
    """The records of one JSONL, CSV or Parquet file, in input order, resumable.

    While a run goes on, records are written to `OUT.parts/`: every `checkpoint` documents (or
    `checkpoint_bytes` of output) the current part is completed (written atomically, `part-NNNNNN.EXT`)
    and then recorded in `OUT.parts/manifest.jsonl` with the keys of its documents (their place in
    the inputs, e.g. `0:17` = first input, record 17; never their text or id). When the run ends, the
    recorded parts are joined into OUT (atomically) and `OUT.parts/` is removed.

    An interrupted run leaves `OUT.parts/`; a run with `resume=True` keeps the recorded parts, skips
    their documents and writes the rest. Its manifest's first line holds a fingerprint of the
    options, inputs, language and secret: resuming with other ones is an error. A part written but
    not recorded (a crash in between) is discarded, and its documents are done again.
    """

    def __init__(self, target: Path, fmt: str, *, fingerprint: str, resume: bool = False, fsync: bool = False,
                 checkpoint: int = CHECKPOINT_DOCS, checkpoint_bytes: int = CHECKPOINT_BYTES,
                 types: dict | None = None):
        self.target = Path(target)
        self.fmt = fmt
        self.fingerprint = fingerprint
        self.fsync = fsync
        self.checkpoint = max(1, checkpoint)
        self.checkpoint_bytes = checkpoint_bytes
        self.types = types
        self.parts_dir = parts_dir(self.target)
        self.manifest = self.parts_dir / "manifest.jsonl"
        self.done: set[str] = set()
        self.parts: list[str] = []
        self.columns: list[str] | None = None
        self.resumed_documents = 0
        self._pending: list[Outcome] = []  # the documents of the current part
        self.lost = False  # a part could not be written: keep the parts folder for --resume
        self._rows: list[dict] = []
        self._bytes = 0
        self._writer: AtomicLineWriter | None = None
        if resume and self.parts_dir.exists():
            self._load()

    # a record output is complete when OUT exists and no parts folder does
    @property
    def complete(self) -> bool:
        return self.target.is_file() and not self.parts_dir.exists()

    def is_done(self, doc) -> bool:
        return doc.key in self.done

    def _load(self) -> None:
        lines = _manifest_lines(self.manifest)
        if not lines or lines[0].get("fstdeid") != PARTS_FORMAT:
            raise FstdeidError(f"{self.parts_dir} is not a parts folder of fstdeid (no manifest): remove it or "
                               "give --overwrite")
        if lines[0].get("format") != self.fmt or lines[0].get("fingerprint") != self.fingerprint:
            raise FstdeidError(f"{self.parts_dir} was written by a run with other options, inputs, language or "
                               "secret: resume with the same ones, or give --overwrite")
        for rec in lines[1:]:
            if not (self.parts_dir / rec["part"]).is_file():
                break  # cannot happen unless a part was deleted by hand: the rest is redone
            self.parts.append(rec["part"])
            self.done.update(rec["keys"])
            self.resumed_documents += rec["documents"]
            if self.columns is None and rec.get("columns"):
                self.columns = rec["columns"]
        good = [lines[0]] + [rec for rec in lines[1:] if rec["part"] in self.parts]
        write_atomic(self.manifest, "".join(json.dumps(r) + "\n" for r in good), fsync=self.fsync)
        for p in self.parts_dir.iterdir():  # parts written but never recorded; temporary files
            if p.name != "manifest.jsonl" and p.name not in self.parts:
                p.unlink()

    def _start(self) -> None:
        if self.manifest.exists():
            return
        self.parts_dir.mkdir(parents=True, exist_ok=True)
        head = {"fstdeid": PARTS_FORMAT, "format": self.fmt, "fingerprint": self.fingerprint,
                "output": self.target.name}
        write_atomic(self.manifest, json.dumps(head) + "\n", fsync=self.fsync)

    def _part_name(self) -> str:
        ext = {"jsonl": "jsonl", "csv": "csv", "parquet": "parquet", "physionet": "phrase"}[self.fmt]
        return f"part-{len(self.parts):06d}.{ext}"

    def write(self, outcome: Outcome) -> list[Outcome]:
        """Add a record to the current part; returns the outcomes whose records are now in a recorded
        part (when the part is complete). If the part cannot be written (a full disk...), it is
        dropped and `OutputLost` says which documents lost their output; the run can go on."""
        out = outcome.output
        if self.fmt in LINE_FORMATS:
            data = out[LINE_FORMATS[self.fmt]]
        else:
            row = out["row"]
            if self.columns is None:
                self.columns = list(row)
            _check_columns(outcome.id, row, self.columns)
            data = csv_rows(self.columns, [row], header=False) if self.fmt == "csv" else None
        self._pending.append(outcome)
        try:
            self._start()
            if data is not None:
                if self._writer is None:
                    self._writer = AtomicLineWriter(self.parts_dir / self._part_name(), fsync=self.fsync)
                self._writer.write(data)
                self._bytes += len(data)
                outcome.output = None  # in the part now: not kept in memory until the part is complete
            else:
                self._rows.append(row)
                self._bytes += len(row.get("deidentified") or "") + 64
        except OSError as e:
            self._lose(e)
        if len(self._pending) >= self.checkpoint or self._bytes >= self.checkpoint_bytes:
            return self.flush()
        return []

    def flush(self) -> list[Outcome]:
        """Complete the current part and record it in the manifest; returns its outcomes."""
        if not self._pending:
            return []
        name = self._part_name()
        try:
            if self._writer is not None:
                self._writer.commit()
                self._writer = None
            else:
                write_parquet_atomic(self.parts_dir / name, parquet_table(self._rows, self.columns, self.types),
                                     fsync=self.fsync)
            rec = {"part": name, "documents": len(self._pending), "keys": [o.key for o in self._pending]}
            if self.columns is not None:
                rec["columns"] = self.columns
            self._append_manifest(json.dumps(rec, ensure_ascii=False) + "\n")
        except OSError as e:
            (self.parts_dir / name).unlink(missing_ok=True)  # written but not recorded
            self._lose(e)
        self.parts.append(name)  # (`done` is read when a run resumes only: it does not grow during a run)
        done = self._pending
        self._pending, self._rows, self._bytes = [], [], 0
        return done

    def _append_manifest(self, line: str) -> None:
        """Append a line to the manifest; if that fails, cut the manifest back to where it was."""
        with open(self.manifest, "a", encoding="utf-8") as fh:
            size = fh.tell()
            try:
                fh.write(line)
                fh.flush()
                if self.fsync:
                    os.fsync(fh.fileno())
            except OSError:
                try:
                    fh.truncate(size)
                except OSError:
                    pass  # a line cut short is dropped when the manifest is read
                raise

    def _lose(self, e: OSError):
        """Drop the current part (its documents are done again by --resume) and raise OutputLost."""
        if self._writer is not None:
            self._writer.abort()
            self._writer = None
        lost = self._pending
        self._pending, self._rows, self._bytes = [], [], 0
        self.lost = True
        raise OutputLost(lost, e)

    def close(self) -> list[Outcome]:
        """Complete the last part, then join the parts into the output, atomically, and remove the
        parts folder (kept if a part could not be written: --resume redoes its documents). Returns
        the outcomes of the last part (OutputLost if it cannot be written: call close() again to join
        the others); a join that fails is an error that keeps the parts."""
        done = self.flush()
        header = ""
        if self.fmt == "csv" and self.columns is not None:
            header = csv_rows(self.columns, [], header=True)
        try:
            join_files([self.parts_dir / p for p in self.parts], self.target, self.fmt, header=header,
                       fsync=self.fsync)
        except OSError as e:
            raise FstdeidError(f"cannot write {self.target}: {e.strerror or type(e).__name__}; the finished parts "
                               f"are kept in {self.parts_dir}: rerun with --resume to join them") from None
        if self.parts_dir.exists() and not self.lost:
            shutil.rmtree(self.parts_dir)
        return done

    def abort(self) -> None:
        """An interrupted run: the recorded parts stay for --resume; the current part is dropped."""
        if self._writer is not None:
            self._writer.abort()
            self._writer = None
        if not self.parts and self.parts_dir.exists():  # nothing worth resuming
            shutil.rmtree(self.parts_dir)


class OutputLost(Exception):
    """The documents whose records were in a part that could not be written (they get no output)."""

    def __init__(self, outcomes: list[Outcome], cause: OSError):
        super().__init__(cause.strerror or type(cause).__name__)
        self.outcomes = outcomes
        self.cause = cause


def parts_dir(target: Path) -> Path:
    return Path(target).parent / (Path(target).name + ".parts")


def _manifest_lines(path: Path) -> list[dict]:
    """The complete, valid lines of a manifest (a line cut short by a crash is dropped)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    out = []
    for raw in data.split(b"\n")[:-1]:  # the last piece has no newline: incomplete (or empty)
        try:
            rec = json.loads(raw)
        except ValueError:
            break
        if not isinstance(rec, dict) or (out and not ("part" in rec and "keys" in rec and "documents" in rec)):
            break
        out.append(rec)
    return out


def existing_output(target: Path, fmt: str, docs: Iterable[InputDoc] | None = None) -> str | None:
    """What a run writing to `target` would replace (to refuse it without --resume/--overwrite).

    A record output: OUT if it is not empty, or the parts folder of an interrupted run. A folder: the
    first note whose outputs all exist (`docs` are the notes, not read).
    """
    target = Path(target)
    if fmt in RECORD_FORMATS:
        if parts_dir(target).exists():
            return f"{parts_dir(target)} (an interrupted run, or one whose outputs could not all be written)"
        if target.is_file() and target.stat().st_size > 0:
            return str(target)
        return None
    if not target.is_dir():
        return None
    sink = FolderSink(target, fmt)
    for doc in docs or ():
        if sink.is_done(doc):
            return str(sink.outputs(doc)[0])
    return None


def remove_parts(target: Path) -> None:
    """--overwrite: drop the parts folder of an interrupted run (only if it is one)."""
    d = parts_dir(target)
    if not d.exists():
        return
    lines = _manifest_lines(d / "manifest.jsonl")
    if lines and lines[0].get("fstdeid") == PARTS_FORMAT or not any(d.iterdir()):
        shutil.rmtree(d)
        return
    raise FstdeidError(f"{d} exists and is not a parts folder of fstdeid: remove it yourself")


def fingerprint(**parts) -> str:
    """A hash of what a resumed run must share with the interrupted one (no PHI: only a digest is kept)."""
    blob = json.dumps(parts, sort_keys=True, default=repr, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


# -- error report, progress, summary ----------------------------------------------------------------


class ErrorReport:
    """`--errors FILE`: one JSON line per failed document, `{"id", "stage", "reason", "offset"}`,
    written atomically when the run ends (or is interrupted)."""

    def __init__(self, path: Path, *, fsync: bool = False):
        self.path = Path(path)
        self._w = AtomicLineWriter(self.path, fsync=fsync)

    def add(self, err: DocumentError) -> None:
        rec = {"id": err.doc_id, "stage": err.stage, "reason": err.reason, "offset": err.offset}
        try:
            self._w.write(json.dumps(rec, ensure_ascii=False) + "\n")
        except OSError as e:  # no report rather than one cut short
            self._w.abort()
            self._w = None
            raise self._error(e) from None

    def close(self, *, raise_errors: bool = True) -> None:
        """Write the report. With `raise_errors=False` (the run is failing already) a failure is ignored."""
        if self._w is None:
            return
        try:
            self._w.commit()
        except OSError as e:
            if raise_errors:
                raise self._error(e) from None

    def _error(self, e: OSError) -> FstdeidError:
        return FstdeidError(f"cannot write the error report {self.path}: {e.strerror or type(e).__name__}; "
                            "the run stopped")


def _hms(seconds: float) -> str:
    s = int(seconds + 0.5)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"


class Progress:
    """A progress line on stderr: documents, %, documents/s, MB/s, ETA.

    `total` is in the unit of the documents' `mark` (documents for text files, input bytes for
    records). On a terminal the line is redrawn in place (at most every `interval` s); elsewhere
    (`--progress` forced) a line is printed every `every` s.
    """

    def __init__(self, stream, total: float | None, *, live: bool, interval: float = 0.25, every: float = 10.0):
        self.stream = stream
        self.total = total or None
        self.live = live
        self.interval = interval if live else every
        self.t0 = time.perf_counter()
        self.mark0: float | None = None
        self.docs = self.skipped = 0
        self.bytes = 0
        self.mark = 0.0
        self._last = 0.0
        self._shown = False

    def update(self, outcome: Outcome | None = None, *, skipped_mark: float | None = None) -> None:
        if outcome is None:
            self.skipped += 1
            self.mark = max(self.mark, skipped_mark or 0.0)
        else:
            if self.mark0 is None:
                self.mark0 = self.mark
                self.t0 = time.perf_counter()
            self.docs += 1
            self.bytes += outcome.size
            self.mark = max(self.mark, outcome.mark)
        now = time.perf_counter()
        if now - self._last >= self.interval:
            self._last = now
            self._draw(now)

    def line(self, now: float | None = None) -> str:
        now = now or time.perf_counter()
        el = max(now - self.t0, 1e-9)
        parts = [f"{self.docs} docs"]
        if self.skipped:
            parts.append(f"{self.skipped} skipped")
        eta = ""
        if self.total and self.mark0 is not None:
            frac = min(1.0, self.mark / self.total)
            bar = int(frac * 20)
            parts.insert(0, f"[{'#' * bar}{'.' * (20 - bar)}] {frac * 100:5.1f}%")
            work = (self.mark - self.mark0) / max(self.total - self.mark0, 1e-9)
            if work > 0:
                eta = f"ETA {_hms(el * (1 - work) / work)}"
        parts += [f"{self.docs / el:.1f} docs/s", f"{self.bytes / 1e6 / el:.2f} MB/s"]
        if eta:
            parts.append(eta)
        return "  ".join(parts)

    def _draw(self, now: float) -> None:
        text = self.line(now)
        if self.live:
            self.stream.write("\r\x1b[K" + text)
            self._shown = True
        else:
            self.stream.write(f"fstdeid: {text}\n")
        self.stream.flush()

    def clear(self) -> None:
        if self.live and self._shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._shown = False

    def note(self, text: str) -> None:
        """A line above the progress line (an error)."""
        self.clear()
        self.stream.write(text + "\n")
        self.stream.flush()
        self._last = 0.0


@dataclass
class Summary:
    ok: int = 0
    failed: int = 0
    skipped: int = 0
    residual: int = 0  # of the failed: by the residual check (--verify)
    bytes: int = 0
    seconds: float = 0.0

    @property
    def mb(self) -> float:
        return self.bytes / 1e6

    def line(self) -> str:
        rate = self.mb / self.seconds if self.seconds > 0 else 0.0
        return (f"fstdeid: {self.ok} documents de-identified, {self.failed} failed, {self.skipped} skipped, "
                f"{self.mb:.1f} MB, {rate:.2f} MB/s, {self.seconds:.1f} s")


# -- the whole run ----------------------------------------------------------------------------------


def run(deid: Deidentifier, docs: Iterable[InputDoc], fmt: str, opts: DeidOptions, sink, *, jobs: int = 1,
        max_chars: int = DEFAULT_MAX_CHARS, resume: bool = False, store=None, errors: ErrorReport | None = None,
        progress: Progress | None = None, on_error: Callable[[DocumentError], None] | None = None) -> Summary:
    """De-identify `docs` into `sink` (a FolderSink, RecordSink or StreamSink); returns the counts.

    With `resume`, documents the sink has already (`sink.is_done`) are skipped. `store` (a
    MappingStore) gets the surrogate records; `on_error` is called for each failed document, in order.

    Fail closed: a document is counted as de-identified (and its records go to `store`) once its
    output is complete on disk (a folder note written, a record part recorded); a document whose
    output cannot be written gets an error record instead, and the run goes on. A failure of the
    run itself (the error report, the mapping database, joining the parts, standard output) stops
    it with an FstdeidError, keeping what --resume needs.
    """
    summary = Summary()
    t0 = time.perf_counter()
    folder = sink if isinstance(sink, FolderSink) else None

    def todo():
        for doc in docs:
            if resume and sink.is_done(doc):
                summary.skipped += 1
                if progress is not None:
                    progress.update(skipped_mark=doc.mark)
                continue
            yield doc

    def failed(err: DocumentError) -> None:
        summary.failed += 1
        summary.residual += err.stage == "verify"
        if errors is not None:
            errors.add(err)
        if on_error is not None:
            on_error(err)

    def done(outcomes: list[Outcome]) -> None:
        for o in outcomes:
            summary.ok += 1
            if store is not None and o.records:
                try:
                    store.add(o.records)
                except Exception as e:  # sqlite3.Error: a full disk...
                    raise FstdeidError(f"cannot write the mapping database: {e}") from None

    def lost(e: OutputLost) -> None:
        for o in e.outcomes:
            failed(write_error(o.id, e.cause, "the part file holding its record"))

    ok = False
    try:
        for o in process(deid, todo(), fmt, opts, jobs=jobs, folder=folder, max_chars=max_chars):
            if o.error is None:
                try:
                    done(sink.write(o) if o.output is not None else [o])
                except DocumentError as e:
                    o.error = e
                except OutputLost as e:
                    lost(e)
            if o.error is not None:
                failed(o.error)
            summary.bytes += o.size
            if progress is not None:
                progress.update(o)
        try:
            done(sink.close())
        except OutputLost as e:
            lost(e)
            done(sink.close())  # the last part is dropped: join the others
        ok = True
    except BaseException:
        sink.abort()
        raise
    finally:
        if progress is not None:
            progress.clear()
        if errors is not None:
            errors.close(raise_errors=ok)
        summary.seconds = time.perf_counter() - t0
    return summary


__all__ = ["DeidOptions", "render", "process", "run", "Outcome", "FolderSink", "RecordSink", "StreamSink",
           "ErrorReport", "OutputLost", "Progress", "Summary", "write_error", "existing_output", "remove_parts",
           "fingerprint", "parts_dir", "FORMATS", "FOLDER_FORMATS", "RECORD_FORMATS"]

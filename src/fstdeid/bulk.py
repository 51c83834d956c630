"""Bulk de-identification: many documents, in worker processes, streamed, resumable.

`fstdeid deid` is a thin layer over this module (see docs/bulk.md):

- inputs are text files and folders of them, or record files (JSONL, .jsonl.gz, CSV, .csv.gz,
  Parquet) read one record at a time;
- documents go to `jobs` forked worker processes in chunks; at most `jobs * INFLIGHT_PER_JOB` chunks
  are in flight, so memory does not grow with the corpus; results come back in input order, so the
  output is the same, byte for byte, whatever `jobs` is;
- outputs are written atomically: one file (or two for BRAT) per note into a folder, by the workers;
  or the records of one JSONL/CSV/Parquet file, by the main process, in *parts* that make the run
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
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from .errors import DocumentError, FstdeidError
from .formats import (DEFAULT_MAX_CHARS, AtomicLineWriter, InputDoc, brat_ann, csv_rows, csv_value, join_files,
                      load_text_file, parquet_table, write_atomic, write_parquet_atomic)
from .output import to_xml
from .pipeline import Deidentifier, render_with_spans

#: Output formats: a folder of files per note, or one file of records.
FOLDER_FORMATS = {"text": (".txt",), "brat": (".ann", ".txt"), "xml": (".xml",)}
RECORD_FORMATS = ("jsonl", "csv", "parquet")
FORMATS = ("brat", "jsonl", "xml", "text", "csv", "parquet")

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

    Folder formats: `{".txt": ..., ".ann": ...}` (suffix -> content); jsonl: `{"jsonl": line}`; csv and
    parquet: `{"row": record}`. The key "records" holds the mapping-store records (surrogate modes).
    """
    if doc.error is not None:
        return doc.error
    mode = opts.mode
    try:
        patient = _patient_of(doc, opts)
        ann = deid.annotate(doc.text, doc_id=doc.id)
        surrogator = deid.surrogator if mode.needs_surrogates else None
        if fmt == "brat" and not mode.needs_surrogates:
            return {".ann": brat_ann(doc.text, ann.spans), ".txt": doc.text}
        if fmt == "xml":
            from .pipeline import xml_of

            if surrogator is not None:
                sur = surrogator.document(ann, patient=patient, doc_id=doc.id, modes=mode)
                xml = to_xml(doc.text, ann.tags, doc_id=doc.id, replacement=sur)
                return {".xml": xml + "\n", "records": sur.records}
            return {".xml": xml_of(ann, mode, doc_id=doc.id) + "\n"}
        res = render_with_spans(ann, mode, surrogator=surrogator, patient=patient, doc_id=doc.id)
        deidentified = res.text
        if fmt == "brat":
            from .annotation import Span

            spans = [Span(s.start, s.end, s.label) for s in res.spans]
            return {".ann": brat_ann(deidentified, spans), ".txt": deidentified, "records": res.records}
        if fmt == "text":
            return {".txt": deidentified, "records": res.records}
        rec = dict(doc.fields)
        rec.setdefault("id", doc.id)
        rec["spans"] = [s.as_dict() for s in ann.spans]
        rec["deidentified"] = deidentified
        if opts.output_spans:
            rec["deidentified_spans"] = [{"start": s.start, "end": s.end, "label": s.label, "mode": s.mode}
                                         for s in res.spans]
        if fmt == "jsonl":
            line = json.dumps(rec, ensure_ascii=False, default=str) + "\n"  # str(): dates etc. from Parquet
            try:
                line.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate in another field: it would stop the whole batch
                return DocumentError(doc.id, "a field holds a lone surrogate, which cannot be written as UTF-8")
            return {"jsonl": line, "records": res.records}
        try:
            json.dumps(doc.fields, ensure_ascii=False, default=str).encode("utf-8")
        except UnicodeEncodeError:
            return DocumentError(doc.id, "a field holds a lone surrogate, which cannot be written as UTF-8")
        if fmt == "csv":
            rec = {k: csv_value(v) for k, v in rec.items()}
        return {"row": rec, "records": res.records}
    except DocumentError as e:
        return e
    except Exception as e:  # never let one document's failure stop the batch, nor leak its text
        return DocumentError(doc.id, f"internal error {type(e).__name__}")


class Outcome:
    """What a worker sends back for one document: never its text (folder outputs are written by the
    worker itself), only the output of a record format."""

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
    if doc.path is not None:
        doc = load_text_file(doc, st.max_chars)
    result = render(st.deid, doc, st.fmt, st.opts)
    if isinstance(result, DocumentError):
        return Outcome(doc, error=result)
    records = result.pop("records", ())
    if st.folder is not None:
        st.folder.write(doc, result)
        return Outcome(doc, records=records)
    return Outcome(doc, output=result, records=records)


def _run_chunk(chunk: list[InputDoc]) -> list[Outcome]:
    st = _STATE
    return [_one(st, doc) for doc in chunk]


def _worker_init() -> None:
    # ^C reaches the whole process group: the main process stops the pool (and keeps what is done);
    # the workers ignore it, instead of each printing a traceback.
    import gc
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The cyclic GC need not walk the inherited cascade and lexicons again (gc.freeze), and a
    # document makes many short-lived objects: collect them less often (GC was ~8 % of the CPU).
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
    _STATE = _State(deid, fmt, opts, folder, max_chars)
    if jobs <= 1:
        for doc in docs:
            yield _one(_STATE, doc)
        return
    chunk_docs = chunk_docs or CHUNK_DOCS
    inflight_per_job = inflight_per_job or INFLIGHT_PER_JOB
    chunks = _chunks(docs, chunk_docs, chunk_bytes or CHUNK_BYTES)
    ctx = multiprocessing.get_context("fork")
    pool = ctx.Pool(jobs, initializer=_worker_init)
    try:
        pending: deque = deque()
        limit = jobs * max(1, inflight_per_job)
        for chunk in chunks:
            pending.append(pool.apply_async(_run_chunk, (chunk,)))
            while len(pending) >= limit:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()
        pool.close()
        pool.join()
    finally:
        pool.terminate()


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

    def write(self, doc, outputs: dict[str, str]) -> None:
        rel = doc.relpath if doc.relpath is not None else Path(doc.id)
        folder = (self.target / rel).parent
        if folder not in self._folders:
            folder.mkdir(parents=True, exist_ok=True)
            self._folders.add(folder)
        for suffix, content in outputs.items():
            write_atomic(self.target / rel.with_suffix(suffix), content, fsync=self.fsync, mkdir=False)

    def close(self) -> None:
        pass

    def abort(self) -> None:
        pass


class StreamSink:
    """Records streamed to standard output (JSONL or CSV): nothing to resume."""

    def __init__(self, fmt: str, stream=None):
        if fmt not in ("jsonl", "csv"):
            raise FstdeidError(f"--format {fmt} cannot be written to standard output: give -o FILE")
        self.fmt = fmt
        self.stream = stream
        self.columns: list[str] | None = None

    def is_done(self, doc) -> bool:
        return False

    def write(self, outcome: Outcome) -> None:
        out = self.stream or sys.stdout
        if self.fmt == "jsonl":
            out.write(outcome.output["jsonl"])
        else:
            row = outcome.output["row"]
            header = self.columns is None
            if header:
                self.columns = list(row)
            _check_columns(outcome.id, row, self.columns)
            out.write(csv_rows(self.columns, [row], header=header))
        out.flush()

    def close(self) -> None:
        pass

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
        self._keys: list[str] = []
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
        ext = {"jsonl": "jsonl", "csv": "csv", "parquet": "parquet"}[self.fmt]
        return f"part-{len(self.parts):06d}.{ext}"

    def write(self, outcome: Outcome) -> None:
        out = outcome.output
        if self.fmt == "jsonl":
            data = out["jsonl"]
        else:
            row = out["row"]
            if self.columns is None:
                self.columns = list(row)
            _check_columns(outcome.id, row, self.columns)
            data = csv_rows(self.columns, [row], header=False) if self.fmt == "csv" else None
        self._start()
        if data is not None:
            if self._writer is None:
                self._writer = AtomicLineWriter(self.parts_dir / self._part_name(), fsync=self.fsync)
            self._writer.write(data)
            self._bytes += len(data)
        else:
            self._rows.append(row)
            self._bytes += len(row.get("deidentified") or "") + 64
        self._keys.append(outcome.key)
        if len(self._keys) >= self.checkpoint or self._bytes >= self.checkpoint_bytes:
            self.flush()

    def flush(self) -> None:
        """Complete the current part and record it in the manifest."""
        if not self._keys:
            return
        name = self._part_name()
        if self._writer is not None:
            self._writer.commit()
            self._writer = None
        else:
            write_parquet_atomic(self.parts_dir / name, parquet_table(self._rows, self.columns, self.types),
                                 fsync=self.fsync)
        rec = {"part": name, "documents": len(self._keys), "keys": self._keys}
        if self.columns is not None:
            rec["columns"] = self.columns
        with open(self.manifest, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            if self.fsync:
                fh.flush()
                os.fsync(fh.fileno())
        self.parts.append(name)  # (`done` is read when a run resumes only: it does not grow during a run)
        self._keys, self._rows, self._bytes = [], [], 0

    def close(self) -> None:
        """Join the parts into the output, atomically, and remove the parts folder."""
        self.flush()
        header = ""
        if self.fmt == "csv" and self.columns is not None:
            header = csv_rows(self.columns, [], header=True)
        join_files([self.parts_dir / p for p in self.parts], self.target, self.fmt, header=header, fsync=self.fsync)
        if self.parts_dir.exists():
            shutil.rmtree(self.parts_dir)

    def abort(self) -> None:
        """An interrupted run: the recorded parts stay for --resume; the current part is dropped."""
        if self._writer is not None:
            self._writer.abort()
            self._writer = None
        if not self.parts and self.parts_dir.exists():  # nothing worth resuming
            shutil.rmtree(self.parts_dir)


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
            return f"{parts_dir(target)} (an interrupted run)"
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
        self._w = AtomicLineWriter(Path(path), fsync=fsync)

    def add(self, err: DocumentError) -> None:
        rec = {"id": err.doc_id, "stage": err.stage, "reason": err.reason, "offset": err.offset}
        self._w.write(json.dumps(rec, ensure_ascii=False) + "\n")

    def close(self) -> None:
        self._w.commit()


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

    try:
        for o in process(deid, todo(), fmt, opts, jobs=jobs, folder=folder, max_chars=max_chars):
            if o.error is None and o.output is not None:
                try:
                    sink.write(o)
                except DocumentError as e:
                    o.error = e
            if o.error is not None:
                summary.failed += 1
                if errors is not None:
                    errors.add(o.error)
                if on_error is not None:
                    on_error(o.error)
            else:
                summary.ok += 1
                if store is not None and o.records:
                    store.add(o.records)
            summary.bytes += o.size
            if progress is not None:
                progress.update(o)
        sink.close()
    except BaseException:
        sink.abort()
        raise
    finally:
        if progress is not None:
            progress.clear()
        if errors is not None:
            errors.close()
        summary.seconds = time.perf_counter() - t0
    return summary


__all__ = ["DeidOptions", "render", "process", "run", "Outcome", "FolderSink", "RecordSink", "StreamSink",
           "ErrorReport", "Progress", "Summary", "existing_output", "remove_parts", "fingerprint", "parts_dir",
           "FORMATS", "FOLDER_FORMATS", "RECORD_FORMATS"]

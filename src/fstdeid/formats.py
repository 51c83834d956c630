"""Reading input documents and writing outputs: plain text, JSONL, BRAT standoff and XML.

Every input becomes an `InputDoc` with an id; one that cannot be read (invalid UTF-8, binary, too
large, bad JSON) carries a `DocumentError` instead of text, so a batch goes on without it. Files are
written atomically (temporary file, then rename): an interrupted run never leaves half an output.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import secrets
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from .annotation import Span
from .errors import DocumentError, FstdeidError

DEFAULT_MAX_CHARS = 20_000_000


@dataclass
class InputDoc:
    id: str
    text: str | None  # None when `error` is set
    error: DocumentError | None = None
    fields: dict = field(default_factory=dict)  # the other JSONL fields, kept in the output
    relpath: Path | None = None  # for text files: where its outputs go, relative to the output folder
    key: str | None = None  # a stable name of its place in the inputs (resuming a batch): "0:17", "sub/a.txt"
    size: int = 0  # bytes of input (UTF-8) read for it
    mark: float = 0.0  # how far into the inputs it is (progress: documents or bytes, see `fstdeid.bulk`)
    path: Path | None = None  # a text file not read yet (`lazy_text_files`): `load_text_file` reads it


def decode(doc_id: str, data: bytes, max_chars: int = DEFAULT_MAX_CHARS) -> str:
    """Bytes to text, or a DocumentError saying why not (never quoting the content).

    A leading byte-order mark is kept: offsets index the file's text exactly, as corpora such as
    MEDDOCAN count them (the tokenizer makes it a punctuation token that no rule matches).
    """
    nul = data.find(b"\0")
    if nul >= 0:
        raise DocumentError(doc_id, "binary content (NUL byte)", offset=nul)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DocumentError(doc_id, f"not valid UTF-8 (byte offset {e.start})") from None
    if len(text) > max_chars:
        raise DocumentError(doc_id, f"{len(text)} characters, over the limit of {max_chars} (see --max-chars)")
    return text


def is_jsonl(path: Path) -> bool:
    return path.name.endswith((".jsonl", ".jsonl.gz"))


RECORD_SUFFIXES = {".jsonl": "jsonl", ".jsonl.gz": "jsonl", ".csv": "csv", ".csv.gz": "csv",
                   ".parquet": "parquet", ".pq": "parquet", ".text": "physionet"}


def record_format(path: Path) -> str | None:
    """"jsonl", "csv", "parquet" or "physionet" (PhysioNet deid records, `id.text`) for a file of
    records (by its name), else None."""
    name = Path(path).name.lower()
    for suffix, fmt in RECORD_SUFFIXES.items():
        if name.endswith(suffix):
            return fmt
    return None


def text_files(paths: Iterable[str | Path]) -> list[tuple[Path, Path]]:
    """(file, path relative to its input root) for `.txt` files and folders of them, sorted."""
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out += [(f, f.relative_to(p)) for f in sorted(p.rglob("*.txt")) if f.is_file()]
        elif p.is_file():
            out.append((p, Path(p.name)))
        else:
            raise FstdeidError(f"{p}: no such file or folder")
    seen: dict[Path, Path] = {}
    for f, rel in out:
        if rel in seen:
            raise FstdeidError(f"{f} and {seen[rel]} would write the same output {rel}; process them separately")
        seen[rel] = f
    return out


def iter_text_files(paths: Iterable[str | Path]) -> Iterator[tuple[Path, Path]]:
    """The pairs of `text_files`, in the same order, streamed: folders are walked one directory at a
    time (entries in name order), so a corpus of any size costs no memory. Call
    `check_text_files` first: it raises the errors `text_files` raises, before anything is done."""
    for p in map(Path, paths):
        if p.is_dir():
            yield from _walk_txt(p, Path())
        elif p.is_file():
            yield p, Path(p.name)
        else:
            raise FstdeidError(f"{p}: no such file or folder")


def _walk_txt(root: Path, rel: Path) -> Iterator[tuple[Path, Path]]:
    with os.scandir(root / rel) as it:
        entries = sorted(it, key=lambda e: e.name)
    for e in entries:
        if e.is_dir():
            yield from _walk_txt(root, rel / e.name)
        elif e.name.endswith(".txt") and e.is_file():
            yield root / rel / e.name, rel / e.name


def check_text_files(paths: Iterable[str | Path]) -> int:
    """How many files `iter_text_files(paths)` gives; raises as `text_files` does (a missing input,
    two inputs writing the same output). Remembers names only when there are several inputs."""
    paths = [Path(p) for p in paths]
    seen: dict[str, Path] | None = {} if len(paths) > 1 else None
    n = 0
    for f, rel in iter_text_files(paths):
        n += 1
        if seen is not None:
            key = rel.as_posix()
            if key in seen:
                raise FstdeidError(f"{f} and {seen[key]} would write the same output {rel}; process them separately")
            seen[key] = f
    return n


def read_text_files(files: list[tuple[Path, Path]], max_chars: int = DEFAULT_MAX_CHARS) -> Iterator[InputDoc]:
    for f, rel in files:
        doc_id = str(rel.with_suffix(""))
        try:
            yield InputDoc(doc_id, decode(doc_id, f.read_bytes(), max_chars), relpath=rel)
        except DocumentError as e:
            yield InputDoc(doc_id, None, e, relpath=rel)
        except OSError as e:
            yield InputDoc(doc_id, None, DocumentError(doc_id, f"cannot read: {e.strerror}"), relpath=rel)


def lazy_text_files(files: list[tuple[Path, Path]]) -> Iterator[InputDoc]:
    """As `read_text_files`, without reading: `load_text_file` reads each one (in a worker process)."""
    for i, (f, rel) in enumerate(files, 1):
        yield InputDoc(str(rel.with_suffix("")), None, relpath=rel, key=rel.as_posix(), mark=i, path=f)


def load_text_file(doc: InputDoc, max_chars: int = DEFAULT_MAX_CHARS) -> InputDoc:
    """The document of `lazy_text_files` with its text (or its error) and size."""
    if doc.path is None or doc.text is not None or doc.error is not None:
        return doc
    try:
        data = doc.path.read_bytes()
    except OSError as e:
        return InputDoc(doc.id, None, DocumentError(doc.id, f"cannot read: {e.strerror}"), relpath=doc.relpath,
                        key=doc.key, mark=doc.mark)
    try:
        return InputDoc(doc.id, decode(doc.id, data, max_chars), relpath=doc.relpath, key=doc.key, size=len(data),
                        mark=doc.mark)
    except DocumentError as e:
        return InputDoc(doc.id, None, e, relpath=doc.relpath, key=doc.key, size=len(data), mark=doc.mark)


def _record_doc(doc_id: str, text, fields: dict, text_field: str, max_chars: int, **kw) -> InputDoc:
    """A record's document, or its error (missing text, too long, NUL, lone surrogate)."""
    if not isinstance(text, str):
        return InputDoc(doc_id, None, DocumentError(doc_id, f"field {text_field!r} missing or not a string"), fields,
                        **kw)
    if len(text) > max_chars:
        return InputDoc(doc_id, None, DocumentError(doc_id, f"{len(text)} characters, over the limit of {max_chars} (see --max-chars)"),
                        fields, **kw)
    if "\0" in text:
        return InputDoc(doc_id, None, DocumentError(doc_id, "binary content (NUL character)", offset=text.index("\0")),
                        fields, **kw)
    if (bad := _lone_surrogate(text)) is not None:  # a JSON \ud800 escape: not writable as UTF-8
        return InputDoc(doc_id, None, DocumentError(doc_id, "lone surrogate (not Unicode text)", offset=bad), fields,
                        **kw)
    return InputDoc(doc_id, text, None, fields, **kw)


def read_jsonl(path: Path, *, text_field: str = "text", id_field: str = "id",
               max_chars: int = DEFAULT_MAX_CHARS, index: int = 0) -> Iterator[InputDoc]:
    """One document per line: `{"id": ..., "text": ..., other fields kept}`.

    Each document's `key` is `INDEX:LINE` (`index`: the file's place among the inputs) and its `mark`
    how many bytes of the file (compressed bytes for .gz) are read up to it.
    """
    import gzip

    path = Path(path)
    gz = path.name.endswith(".gz")
    # The longest line a record within the limit can take: its text, every character written as a
    # JSON escape (`\\uXXXX`, 6 characters), and room for its other fields. A record's own text is
    # measured once parsed (`_record_doc`), so that an error names the record's id.
    line_limit = 6 * max_chars + 64 * 1024
    with open(path, "rb") as raw_fh, (gzip.open(raw_fh, "rb") if gz else raw_fh) as fh:
        pos = 0
        for n, raw in enumerate(fh, 1):
            pos = raw_fh.tell() if gz else pos + len(raw)
            where = f"{path.name}:{n}"
            kw = {"key": f"{index}:{n}", "size": len(raw), "mark": pos}
            if not raw.strip():
                continue
            if len(raw) > line_limit:  # not parsed: the record's id is not known
                yield InputDoc(where, None, DocumentError(
                    where, f"a line of {len(raw)} bytes, longer than a record with a text of at most {max_chars} "
                    "characters can be (see --max-chars)"), **kw)
                continue
            try:
                line = decode(where, raw, line_limit)
                rec = json.loads(line.rstrip("\r\n"))  # so that an error at the end is on this line
            except DocumentError as e:
                yield InputDoc(where, None, e, **kw)
                continue
            except json.JSONDecodeError as e:
                yield InputDoc(where, None, DocumentError(where, f"invalid JSON at column {e.colno}"), **kw)
                continue
            if not isinstance(rec, dict):
                yield InputDoc(where, None, DocumentError(where, "a JSONL record must be an object"), **kw)
                continue
            doc_id = str(rec.get(id_field, where))
            fields = {k: v for k, v in rec.items() if k != text_field}
            yield _record_doc(doc_id, rec.get(text_field), fields, text_field, max_chars, **kw)


_PHYSIONET_START = re.compile(rb"START_OF_RECORD=([^|\n]+)\|\|\|\|([^|\n]+)\|\|\|\|\r?\n")
_PHYSIONET_END = b"||||END_OF_RECORD"


def read_physionet(path: Path, *, text_field: str = "text", id_field: str = "id",
                   max_chars: int = DEFAULT_MAX_CHARS, index: int = 0) -> Iterator[InputDoc]:
    """PhysioNet deid records (`id.text`): a line `START_OF_RECORD=PATIENT||||NOTE||||`, then the
    note up to `||||END_OF_RECORD`. One document per record, read one at a time: its id is
    `PATIENT-NOTE` (as `fstdeid eval` names PhysioNet notes), its fields `patient` and `note`; the
    text is exactly what lies between the header's line break and the end marker, so offsets are
    those of the PhysioNet gold files. (`text_field` and `id_field` do not apply.)"""
    path = Path(path)
    limit = 4 * max_chars + 1  # bytes: no record within the limit is longer
    with open(path, "rb") as fh:
        pos = 0
        header = None  # (patient, note, line number) of the record being read
        body: list[bytes] = []
        size = 0
        for n, raw in enumerate(fh, 1):
            pos += len(raw)
            if header is None:
                m = _PHYSIONET_START.fullmatch(raw)
                if m:
                    header, body, size = (m[1].decode("utf-8", "replace").strip(),
                                          m[2].decode("utf-8", "replace").strip(), n), [], 0
                elif raw.strip():
                    where = f"{path.name}:{n}"
                    yield InputDoc(where, None, DocumentError(where, "text outside a PhysioNet record"),
                                   key=f"{index}:{n}", size=len(raw), mark=pos)
                continue
            end = raw.find(_PHYSIONET_END)
            if size <= limit:
                body.append(raw if end < 0 else raw[:end])
            size += len(raw)
            if end < 0:
                continue
            patient, note, line = header
            header = None
            doc_id = f"{patient}-{note}"
            kw = {"key": f"{index}:{line}", "size": size, "mark": pos}
            fields = {"patient": patient, "note": note}
            if size > limit:
                yield InputDoc(doc_id, None, DocumentError(doc_id, f"a record of {size} bytes, over the limit of "
                                                                   f"{max_chars} characters (see --max-chars)"), fields, **kw)
                continue
            try:
                text = decode(doc_id, b"".join(body), max_chars)
            except DocumentError as e:
                yield InputDoc(doc_id, None, e, fields, **kw)
                continue
            # valid UTF-8, no NUL, within the limit: nothing is left for `_record_doc` to check
            yield InputDoc(doc_id, text, None, fields, **kw)
        if header is not None:
            patient, note, line = header
            doc_id = f"{patient}-{note}"
            yield InputDoc(doc_id, None, DocumentError(doc_id, "record not closed by ||||END_OF_RECORD"),
                           {"patient": patient, "note": note}, key=f"{index}:{line}", size=size, mark=pos)


def physionet_lines(doc_id: str, fields: dict, text: str, spans) -> str:
    """The PHI of one note as PhysioNet gold lines, `PATIENT NOTE START END TYPE PHRASE` (offsets
    into the note, end exclusive; line breaks inside a phrase written as spaces): the format
    `fstdeid eval --pred` reads. Needs the `patient` and `note` fields of a PhysioNet record."""
    patient, note = fields.get("patient"), fields.get("note")
    if not patient or not note:
        raise DocumentError(doc_id, "PhysioNet output needs a PhysioNet record (its patient and note numbers)")
    return "".join(f"{patient} {note} {s.start} {s.end} {s.label} "
                   f"{' '.join(text[s.start:s.end].split())}\n" for s in sorted(spans, key=lambda s: (s.start, s.end)))


def _csv_field_limit(max_chars: int) -> None:
    import csv

    # The default limit (131072 characters) is shorter than many notes: let `max_chars` decide.
    csv.field_size_limit(max(csv.field_size_limit(), min(sys.maxsize, 2 * max_chars + 1024)))


def csv_columns(path: Path) -> list[str]:
    """The header of a CSV file (UTF-8, a byte-order mark dropped; .csv.gz read compressed)."""
    import csv

    with _open_csv(Path(path)) as (_, fh):
        try:
            return next(csv.reader(fh))
        except StopIteration:
            return []
        except csv.Error as e:
            raise FstdeidError(f"{path}: not a CSV file ({e})") from None


class _open_csv:
    def __init__(self, path: Path):
        self.path = path

    def __enter__(self):
        import gzip
        import io

        self._raw = open(self.path, "rb")
        binary = gzip.open(self._raw, "rb") if self.path.name.lower().endswith(".gz") else self._raw
        # Invalid UTF-8 becomes lone surrogates, reported per record instead of stopping the file.
        self._text = io.TextIOWrapper(binary, encoding="utf-8-sig", errors="surrogateescape", newline="")
        return self._raw, self._text

    def __exit__(self, *exc):
        self._text.close()
        self._raw.close()


def read_csv(path: Path, *, text_field: str = "text", id_field: str = "id", max_chars: int = DEFAULT_MAX_CHARS,
             index: int = 0) -> Iterator[InputDoc]:
    """One document per row of a CSV file with a header (RFC 4180; UTF-8). The other columns are kept
    as strings. Ids: the `id_field` column if there is one, else `NAME:ROW` (ROW counts data rows from 1);
    keys: `INDEX:ROW`."""
    import csv

    path = Path(path)
    _csv_field_limit(max_chars)
    with _open_csv(path) as (raw, fh):
        reader = csv.reader(fh)
        try:
            header = next(reader)
        except StopIteration:
            return
        except csv.Error as e:
            raise FstdeidError(f"{path}: not a CSV file ({e})") from None
        if text_field not in header:
            raise FstdeidError(f"{path}: no column {text_field!r} (columns: {', '.join(header)}); see --text-column")
        ti = header.index(text_field)
        ii = header.index(id_field) if id_field in header else None
        n = 0
        while True:
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as e:  # e.g. a quote left open at the end of the file
                n += 1
                where = f"{path.name}:{n}"
                yield InputDoc(where, None, DocumentError(where, f"not a CSV record ({e})"), key=f"{index}:{n}",
                               mark=raw.tell())
                return
            n += 1
            where = f"{path.name}:{n}"
            kw = {"key": f"{index}:{n}", "mark": raw.tell()}
            if not row:
                continue
            if len(row) != len(header):
                yield InputDoc(where, None, DocumentError(where, f"{len(row)} fields, the header has {len(header)}"),
                               **kw)
                continue
            text = row[ti]
            kw["size"] = len(text.encode("utf-8", "surrogateescape"))
            doc_id = row[ii] if ii is not None and row[ii] != "" else where
            if (bad := _lone_surrogate(doc_id)) is not None:
                doc_id = where
            fields = {h: v for j, (h, v) in enumerate(zip(header, row)) if j != ti}
            if (bad := _lone_surrogate(text)) is not None:
                yield InputDoc(doc_id, None, DocumentError(doc_id, f"not valid UTF-8 (character offset {bad})"), fields,
                               **kw)
                continue
            yield _record_doc(doc_id, text, fields, text_field, max_chars, **kw)


def parquet_columns(path: Path) -> list[str]:
    pq = _pyarrow_parquet()
    try:
        return list(pq.read_schema(path).names)
    except Exception as e:  # pyarrow raises its own types for a file that is not Parquet
        raise FstdeidError(f"{path}: not a Parquet file ({type(e).__name__})") from None


def _pyarrow_parquet():
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise FstdeidError("Parquet needs pyarrow: pip install 'fstdeid[parquet]'") from None
    return pq


def read_parquet(path: Path, *, text_field: str = "text", id_field: str = "id", max_chars: int = DEFAULT_MAX_CHARS,
                 index: int = 0, batch_rows: int = 256) -> Iterator[InputDoc]:
    """One document per row of a Parquet file, read a batch of rows at a time. The other columns are
    kept with their Python values; ids: the `id_field` column, else `NAME:ROW`; keys: `INDEX:ROW`."""
    pq = _pyarrow_parquet()
    path = Path(path)
    pf = pq.ParquetFile(path)
    names = pf.schema_arrow.names
    if text_field not in names:
        raise FstdeidError(f"{path}: no column {text_field!r} (columns: {', '.join(names)}); see --text-column")
    total = max(pf.metadata.num_rows, 1)
    fsize = path.stat().st_size
    n = 0
    for batch in pf.iter_batches(batch_size=batch_rows):
        for rec in batch.to_pylist():
            n += 1
            where = f"{path.name}:{n}"
            text = rec.pop(text_field)
            ident = rec.get(id_field)
            doc_id = where if ident is None or ident == "" else str(ident)
            size = len(text.encode("utf-8", "surrogatepass")) if isinstance(text, str) else 0
            yield _record_doc(doc_id, text, rec, text_field, max_chars, key=f"{index}:{n}", size=size,
                              mark=fsize * n / total)


# -- writing records: CSV and Parquet ---------------------------------------------------------------


def csv_value(value) -> str:
    """A field of a CSV output: strings as they are, None empty, anything else as JSON (values JSON
    has no type for, such as dates from Parquet, as their str())."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, (bool, int, float, list, tuple, dict)):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def csv_rows(columns: list[str], rows: Iterable[dict], *, header: bool) -> str:
    """CSV text (RFC 4180: quoted where needed, CRLF line ends) of `rows` in the order of `columns`."""
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf)
    if header:
        w.writerow(columns)
    for r in rows:
        w.writerow([csv_value(r.get(c)) for c in columns])
    return buf.getvalue()


def parquet_types():
    """The Arrow types of the columns fstdeid adds (other columns keep theirs, or are inferred)."""
    import pyarrow as pa

    span = pa.struct([("start", pa.int64()), ("end", pa.int64()), ("label", pa.string())])
    out_span = pa.struct([("start", pa.int64()), ("end", pa.int64()), ("label", pa.string()), ("mode", pa.string())])
    return {"spans": pa.list_(span), "deidentified": pa.string(), "deidentified_spans": pa.list_(out_span)}


def parquet_table(rows: list[dict], columns: list[str], types: dict | None = None):
    """An Arrow table of `rows`: the columns of `types` (and of `parquet_types()`) with those types,
    the others inferred from their values; a column whose values have no common type (JSONL input:
    `"id": 1` in one record, `"id": "b"` in another) is written as text (see `as_text`)."""
    _pyarrow_parquet()
    import pyarrow as pa

    known = {**parquet_types(), **(types or {})}
    arrays = []
    for c in columns:
        values = [r.get(c) for r in rows]
        try:
            arrays.append(pa.array(values, type=known.get(c)))
        except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError) as e:
            if c in known:  # fstdeid's own columns, or a Parquet input's: they have their type
                raise FstdeidError(f"column {c!r}: a value does not have the column's type {known[c]} "
                                   f"({type(e).__name__})") from None
            arrays.append(pa.array(list(map(as_text, values)), type=pa.string()))
    return pa.Table.from_arrays(arrays, names=list(columns))


def as_text(value):
    """A record field in a text column: strings and nulls as they are, other values as JSON
    (numbers `1`, booleans `true`, objects and lists; dates and other non-JSON values as `str()`)."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, default=str)


def write_parquet_atomic(path: Path, table, *, fsync: bool = False) -> None:
    pq = _pyarrow_parquet()
    with _atomic_file(path, fsync=fsync, binary=True) as fh:
        pq.write_table(table, fh)


def join_files(parts: list[Path], target: Path, fmt: str, *, header: str = "", fsync: bool = False) -> None:
    """Concatenate part files (JSONL or CSV without header; Parquet: their tables, schemas unified)
    into `target`, atomically."""
    with _atomic_file(target, fsync=fsync, binary=True) as out:
        if fmt == "parquet":
            _join_parquet(parts, out)
        else:
            out.write(header.encode("utf-8"))
            for part in parts:
                with open(part, "rb") as fh:
                    shutil.copyfileobj(fh, out, 1 << 20)


def _join_parquet(parts: list[Path], out) -> None:
    pq = _pyarrow_parquet()
    import pyarrow as pa

    schemas = [pq.read_schema(p) for p in parts]
    if not schemas:
        pq.write_table(pa.table({}), out)
        return
    try:
        schema = pa.unify_schemas(schemas, promote_options="permissive")
        as_text_columns = set()
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        # A column with one type in some parts and another in others (JSONL input): text in all.
        types: dict[str, set] = {}
        for s in schemas:
            for f in s:
                types.setdefault(f.name, set()).add(f.type)
        as_text_columns = {name for name, ts in types.items() if len(ts - {pa.null()}) > 1}
        schema = pa.unify_schemas([_with_text_columns(s, as_text_columns) for s in schemas],
                                  promote_options="permissive")
    with pq.ParquetWriter(out, schema) as w:
        for p in parts:
            table = pq.read_table(p)
            for name in as_text_columns & set(table.column_names):
                i = table.column_names.index(name)
                column = pa.array(list(map(as_text, table.column(i).to_pylist())), type=pa.string())
                table = table.set_column(i, name, column)
            w.write_table(table.select(schema.names).cast(schema) if table.schema != schema else table)


def _with_text_columns(schema, names: set):
    import pyarrow as pa

    return pa.schema([pa.field(f.name, pa.string()) if f.name in names else f for f in schema])


def _lone_surrogate(text: str) -> int | None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        return e.start
    return None


def brat_ann(text: str, spans: Iterable[Span]) -> str:
    """BRAT standoff: `T1<TAB>LABEL START END<TAB>covered text` per span.

    A span covering a line break is written as BRAT discontinuous fragments (`START END;START END`).
    """
    lines = []
    for i, s in enumerate(sorted(spans, key=lambda s: (s.start, s.end)), 1):
        frags, pos = [], s.start
        for j in range(s.start, s.end):
            if text[j] in "\r\n":
                if j > pos:
                    frags.append((pos, j))
                pos = j + 1
        if s.end > pos:
            frags.append((pos, s.end))
        if not frags:
            continue
        offsets = ";".join(f"{a} {b}" for a, b in frags)
        covered = " ".join(text[a:b] for a, b in frags)
        lines.append(f"T{i}\t{s.label} {offsets}\t{covered}\n")
    return "".join(lines)


def read_brat_ann(content: str) -> list[Span]:
    """Text-bound annotations (`T` lines) of a BRAT .ann file; discontinuous ones span first to last."""
    spans = []
    # Lines end at "\n" only: the covered text may hold other line separators (U+2028, U+0085, form
    # feed...), which str.splitlines() would break the line at.
    for n, line in enumerate(content.split("\n"), 1):
        line = line.removesuffix("\r")
        if not line.startswith("T"):
            continue
        try:
            _, middle, _ = line.split("\t", 2)
            label, offsets = middle.split(" ", 1)
            pairs = [tuple(map(int, frag.split())) for frag in offsets.split(";")]
            spans.append(Span(pairs[0][0], pairs[-1][1], label))
        except ValueError:
            raise FstdeidError(f"line {n}: not a BRAT text-bound annotation") from None
    return sorted(spans, key=lambda s: (s.start, s.end, s.label))


#: The temporary files this process is writing (`AtomicLineWriter`), for `remove_unfinished`.
_UNFINISHED: set[str] = set()


def remove_unfinished() -> None:
    """Remove the temporary files this process has not committed yet: for a worker stopped by a
    signal, which would otherwise leave them behind."""
    for tmp in list(_UNFINISHED):
        Path(tmp).unlink(missing_ok=True)


def forget_unfinished() -> None:
    """In a forked worker: the temporary files listed are the parent's, not the worker's."""
    _UNFINISHED.clear()


def _new_temporary_file(path: Path) -> tuple[int, str]:
    """A new file `.NAME.XXXXXXXX.tmp` beside `path`, created exclusively with mode 0600 (as
    `tempfile.mkstemp` does), and listed in `_UNFINISHED` before it exists, so that a signal
    arriving at any moment finds it there."""
    while True:
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp")
        _UNFINISHED.add(tmp)
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), tmp
        except FileExistsError:
            _UNFINISHED.discard(tmp)
        except BaseException:
            _UNFINISHED.discard(tmp)
            raise


class AtomicLineWriter:
    """A temporary file next to `path` (its handle is `.file`; `write` adds text), renamed over
    `path` by `commit()`; `abort()` removes it. Every atomic write of this module goes through it:
    a crash leaves the old file or the new one, never half of one. With `fsync` the data also
    reaches the disk before the rename (survives a power cut; costs a disk flush per file)."""

    def __init__(self, path: Path, *, fsync: bool = False, binary: bool = False, mkdir: bool = True):
        self.path = Path(path)
        self.fsync = fsync
        if mkdir:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, self._tmp = _new_temporary_file(self.path)
        self.file = os.fdopen(fd, "wb") if binary else os.fdopen(fd, "w", encoding="utf-8", newline="")

    def write(self, line: str) -> None:
        self.file.write(line)

    def commit(self) -> None:
        try:
            if self.fsync:
                self.file.flush()
                os.fsync(self.file.fileno())
            self.file.close()
            os.replace(self._tmp, self.path)
        except BaseException:
            self.abort()
            raise
        _UNFINISHED.discard(self._tmp)

    def abort(self) -> None:
        try:
            self.file.close()  # flushes what is buffered: fails again on a full disk
        except OSError:
            pass
        Path(self._tmp).unlink(missing_ok=True)
        _UNFINISHED.discard(self._tmp)


@contextmanager
def _atomic_file(path: Path, *, fsync: bool = False, binary: bool = False, mkdir: bool = True):
    """`with _atomic_file(path) as fh:` — the file appears, complete, when the block ends well."""
    w = AtomicLineWriter(path, fsync=fsync, binary=binary, mkdir=mkdir)
    try:
        yield w.file
    except BaseException:
        w.abort()
        raise
    w.commit()


def write_atomic(path: Path, content: str, *, fsync: bool = False, mkdir: bool = True) -> None:
    """Write a text file so that it either exists complete or not at all (see `AtomicLineWriter`).
    With `mkdir=False` the folder must exist."""
    with _atomic_file(path, fsync=fsync, mkdir=mkdir) as fh:
        fh.write(content)


# The reader of each record input format (`record_format`).
RECORD_READERS = {"jsonl": read_jsonl, "csv": read_csv, "parquet": read_parquet, "physionet": read_physionet}

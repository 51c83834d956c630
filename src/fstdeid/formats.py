"""Reading input documents and writing outputs: plain text, JSONL, BRAT standoff and XML.

Every input becomes an `InputDoc` with an id; one that cannot be read (invalid UTF-8, binary, too
large, bad JSON) carries a `DocumentError` instead of text, so a batch goes on without it. Files are
written atomically (temporary file, then rename): an interrupted run never leaves half an output.
"""

from __future__ import annotations

import json
import os
import tempfile
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


def read_text_files(files: list[tuple[Path, Path]], max_chars: int = DEFAULT_MAX_CHARS) -> Iterator[InputDoc]:
    for f, rel in files:
        doc_id = str(rel.with_suffix(""))
        try:
            yield InputDoc(doc_id, decode(doc_id, f.read_bytes(), max_chars), relpath=rel)
        except DocumentError as e:
            yield InputDoc(doc_id, None, e, relpath=rel)
        except OSError as e:
            yield InputDoc(doc_id, None, DocumentError(doc_id, f"cannot read: {e.strerror}"), relpath=rel)


def read_jsonl(path: Path, *, text_field: str = "text", id_field: str = "id",
               max_chars: int = DEFAULT_MAX_CHARS) -> Iterator[InputDoc]:
    """One document per line: `{"id": ..., "text": ..., other fields kept}`."""
    import gzip

    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "rb") as fh:
        for n, raw in enumerate(fh, 1):
            where = f"{path.name}:{n}"
            if not raw.strip():
                continue
            try:
                line = decode(where, raw, max_chars + 1000)
                rec = json.loads(line.rstrip("\r\n"))  # so that an error at the end is on this line
            except DocumentError as e:
                yield InputDoc(where, None, e)
                continue
            except json.JSONDecodeError as e:
                yield InputDoc(where, None, DocumentError(where, f"invalid JSON at column {e.colno}"))
                continue
            if not isinstance(rec, dict):
                yield InputDoc(where, None, DocumentError(where, "a JSONL record must be an object"))
                continue
            doc_id = str(rec.get(id_field, where))
            text = rec.get(text_field)
            fields = {k: v for k, v in rec.items() if k != text_field}
            if not isinstance(text, str):
                err = DocumentError(doc_id, f"field {text_field!r} missing or not a string")
                yield InputDoc(doc_id, None, err, fields)
            elif len(text) > max_chars:
                err = DocumentError(doc_id, f"{len(text)} characters, over the limit of {max_chars}")
                yield InputDoc(doc_id, None, err, fields)
            elif "\0" in text:
                yield InputDoc(doc_id, None, DocumentError(doc_id, "binary content (NUL character)",
                                                           offset=text.index("\0")), fields)
            elif (bad := _lone_surrogate(text)) is not None:  # a JSON \ud800 escape: not writable as UTF-8
                yield InputDoc(doc_id, None, DocumentError(doc_id, "lone surrogate (not Unicode text)",
                                                           offset=bad), fields)
            else:
                yield InputDoc(doc_id, text, None, fields)


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


class AtomicLineWriter:
    """Lines streamed to a temporary file, renamed over `path` by `commit()`; `abort()` removes it."""

    def __init__(self, path: Path, *, fsync: bool = False):
        self.path = Path(path)
        self.fsync = fsync
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, self._tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        self._fh = os.fdopen(fd, "w", encoding="utf-8", newline="")

    def write(self, line: str) -> None:
        self._fh.write(line)

    def commit(self) -> None:
        if self.fsync:
            self._fh.flush()
            os.fsync(self._fh.fileno())
        self._fh.close()
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        self._fh.close()
        try:
            os.unlink(self._tmp)
        except FileNotFoundError:
            pass


def write_atomic(path: Path, content: str, *, fsync: bool = False) -> None:
    """Write a file so that it either exists complete or not at all.

    The content goes to a temporary file in the same folder, renamed over `path` when complete: a
    crash leaves the old file or the new one, never half of one. With `fsync` the data also reaches
    the disk before the rename (survives a power cut; costs a disk flush per file).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(content)
            if fsync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise

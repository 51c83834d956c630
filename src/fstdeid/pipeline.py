"""The public entry point: `fstdeid.load("es")` gives a `Deidentifier`."""

from __future__ import annotations

import logging
import multiprocessing
from pathlib import Path
from typing import Iterable, Iterator

from .annotation import Annotation, Span, TagSpan, phi_spans
from .build import compile_language, compiled_dir, content_hash, default_cache_dir, load_compiled
from .cascade import Cascade, StageTrace
from .errors import DocumentError, FstdeidError, StaleCompilationError
from .language import Language
from .output import replace_spans, to_xml

log = logging.getLogger("fstdeid")

MODES = ("tag", "mask")


def load(lang: str | None = None, *, grammar_dir: str | Path | None = None, lexicon_dir: str | Path | None = None,
         cache_dir: str | Path | None = None, compiled: str | Path | None = None,
         auto_compile: bool = True) -> "Deidentifier":
    """Load a language, compiling it first if its sources changed since the last compilation.

    `lang` names a bundled language ("es"); `grammar_dir` (and `lexicon_dir`) point at your own.
    `compiled` loads a folder written by `fstdeid compile --out`, and fails if it is stale.
    With `auto_compile=False` a missing or stale compilation is an error that says what to run.
    """
    if grammar_dir is not None:
        language = Language.from_dirs(grammar_dir, lexicon_dir)
    elif lang is not None:
        language = Language.find(lang)
    else:
        raise FstdeidError("load() needs a language name or grammar_dir=")
    digest = content_hash(language)
    if compiled is not None:
        directory = Path(compiled)
    else:
        directory = compiled_dir(language, Path(cache_dir) if cache_dir else None, digest)
    # What to run to fix a stale or missing compilation: `--lang` only finds bundled languages, and
    # without `--out` the compiler writes to the default cache, not to `compiled` or `cache_dir`.
    command = _compile_command(language, grammar_dir is not None, lexicon_dir is not None,
                               directory if compiled is not None or cache_dir else None)
    if compiled is None and not (directory / "manifest.json").is_file():
        if not auto_compile:
            raise StaleCompilationError(
                f"language {language.name!r} is not compiled for its current sources; run `{command}`"
            )
        log.warning("compiling language %s (its sources changed or it was never compiled)", language.name)
        compile_language(language, directory)
    return Deidentifier(language, Cascade(load_compiled(directory, digest, command=command), language.config))


def _compile_command(language: Language, own_grammar: bool, own_lexicons: bool, out: Path | None) -> str:
    import shlex

    if own_grammar:
        cmd = f"fstdeid compile --grammar-dir {shlex.quote(str(language.grammar_dir))}"
        if own_lexicons:
            cmd += f" --lexicon-dir {shlex.quote(str(language.lexicon_dir))}"
    else:
        cmd = f"fstdeid compile --lang {language.name}"
    return cmd + (f" --out {shlex.quote(str(out))}" if out is not None else "")


class Deidentifier:
    """Annotates and de-identifies texts with one compiled language."""

    def __init__(self, language: Language, cascade: Cascade):
        self.language = language
        self.cascade = cascade

    @property
    def name(self) -> str:
        return self.language.name

    def annotate(self, text: str, *, doc_id: str = "<text>") -> Annotation:
        """Run the cascade. Any failure is a `DocumentError` naming `doc_id`, never carrying text."""
        if not isinstance(text, str):
            raise DocumentError(doc_id, f"expected str, got {type(text).__name__}")
        try:
            units = self.cascade.run(text)
        except FstdeidError:
            raise
        except Exception as e:  # an engine bug must not surface the text: report the type only
            raise DocumentError(doc_id, f"internal error {type(e).__name__} while annotating") from e
        tags = tuple(u.node for u in units if u.node is not None)
        return Annotation(text, tags, phi_spans(tags))

    def trace(self, text: str, *, doc_id: str = "<text>") -> tuple[Annotation, list[StageTrace]]:
        """Annotate and keep what every stage did (CasSys keeps every stage's output)."""
        trace: list[StageTrace] = []
        try:
            units = self.cascade.run(text, trace)
        except FstdeidError:
            raise
        except Exception as e:
            raise DocumentError(doc_id, f"internal error {type(e).__name__} while annotating") from e
        tags = tuple(u.node for u in units if u.node is not None)
        return Annotation(text, tags, phi_spans(tags)), trace

    def deidentify(self, text: str, *, mode: str = "tag", doc_id: str = "<text>") -> str:
        """The text with every PHI span replaced: `tag` -> `[LABEL]`, `mask` -> X for each non-space."""
        return render(self.annotate(text, doc_id=doc_id), mode)

    def to_xml(self, text: str, *, doc_id: str = "<text>", mode: str | None = None) -> str:
        """XML of the annotated text; with a mode, PHI element texts are replaced as in `deidentify`."""
        ann = self.annotate(text, doc_id=doc_id)
        replace = None if mode is None else (lambda t: replacement(Span(t.start, t.end, t.label, t.codes), text, mode))
        return to_xml(text, ann.tags, doc_id=doc_id, replacement=replace)

    def pipe(self, texts: Iterable[str], *, n_process: int = 1, chunksize: int = 16) -> Iterator[Annotation]:
        """Annotate many texts, in order. With n_process > 1, forked workers share the compiled cascade.

        A text that fails yields its `DocumentError` in its place instead of stopping the stream.
        """
        if n_process <= 1:
            for i, text in enumerate(texts):
                yield _annotate_or_error(self, i, text)
            return
        global _WORKER
        _WORKER = self
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(n_process) as pool:
            yield from pool.imap(_pipe_worker, enumerate(texts), chunksize=chunksize)


def replacement(span: Span, text: str, mode: str) -> str:
    if mode == "tag":
        return f"[{span.label}]"
    if mode == "mask":
        return "".join(ch if ch.isspace() else "X" for ch in text[span.start:span.end])
    raise FstdeidError(f"unknown mode {mode!r} (modes: {', '.join(MODES)})")


def render(ann: Annotation, mode: str) -> str:
    if mode not in MODES:
        raise FstdeidError(f"unknown mode {mode!r} (modes: {', '.join(MODES)})")
    return replace_spans(ann.text, ann.spans, lambda s: replacement(s, ann.text, mode))


_WORKER: Deidentifier | None = None


def _annotate_or_error(d: Deidentifier, i: int, text: str):
    try:
        return d.annotate(text, doc_id=str(i))
    except DocumentError as e:
        return e


def _pipe_worker(item):
    i, text = item
    return _annotate_or_error(_WORKER, i, text)


__all__ = ["load", "Deidentifier", "Annotation", "Span", "TagSpan", "render", "replacement", "MODES",
           "default_cache_dir"]

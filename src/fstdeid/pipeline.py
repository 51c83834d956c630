"""The public entry point: `fstdeid.load("es")` gives a `Deidentifier`."""

from __future__ import annotations

import logging
import multiprocessing
import time
from pathlib import Path
from typing import Iterable, Iterator

from .annotation import Annotation, Span, TagSpan, phi_spans
from .build import compile_language, compiled_dir, content_hash, default_cache_dir, load_compiled
from .cascade import Cascade, StageTrace
from .errors import DocumentError, FstdeidError, StaleCompilationError
from .language import Language
from .output import to_xml
from .surrogate.engine import Deidentified, OutputSpan, SurrogateConfig, Surrogator
from .strict import apply_strict, check_profile, strict_modes
from .surrogate.modes import MODES, ModeMap, plain_replacement
from .verify import Residual, residuals

log = logging.getLogger("fstdeid")


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


#: `fstdeid deid --time-limit` default: seconds of CPU time per document (0 = none). The largest
#: document `--max-chars` allows (20 M characters) would take about 35 s at the measured throughput
#: (docs/reliability.md).
DEFAULT_TIME_LIMIT = 300.0


class Deadline:
    """A per-document time limit, in seconds of CPU time of the calling thread (a loaded machine does
    not make documents fail). The cascade calls `at(stage)` before each stage and the matcher calls
    the deadline every `locate.CHECK_EVERY` walks; past the limit they raise a `DocumentError` naming
    the document and the stage. Cooperative: no signal, so it works the same in the main process, in
    forked workers and in threads, and never interrupts an update half done."""

    __slots__ = ("doc_id", "limit", "stage", "_end")

    def __init__(self, limit: float, doc_id: str):
        self.doc_id = doc_id
        self.limit = limit
        self.stage: str | None = None
        self._end = time.thread_time() + limit

    def at(self, stage: str) -> None:
        self.stage = stage
        self()

    def __call__(self) -> None:
        if time.thread_time() > self._end:
            raise DocumentError(self.doc_id, f"over the time limit of {self.limit:g} s of CPU time "
                                             "(see --time-limit)", stage=self.stage)


def _deadline(time_limit: "float | Deadline | None", doc_id: str) -> Deadline | None:
    if time_limit is None or isinstance(time_limit, Deadline):
        return time_limit
    return Deadline(float(time_limit), doc_id) if time_limit > 0 else None


class Deidentifier:
    """Annotates and de-identifies texts with one compiled language."""

    def __init__(self, language: Language, cascade: Cascade):
        self.language = language
        self.cascade = cascade
        self._surrogator: Surrogator | None = None

    @property
    def name(self) -> str:
        return self.language.name

    def annotate(self, text: str, *, doc_id: str = "<text>", time_limit: "float | Deadline | None" = None,
                 profile: str = "standard") -> Annotation:
        """Run the cascade. Any failure is a `DocumentError` naming `doc_id`, never carrying text.

        `time_limit`: seconds of CPU time (None or 0: none), or a `Deadline` already started (to
        count other work of the document too); past it, a `DocumentError` naming the stage.
        `profile="strict"` adds `STRICT` spans over unrecognised long numbers and unknown
        capitalised words of header lines (`fstdeid.strict`)."""
        if not isinstance(text, str):
            raise DocumentError(doc_id, f"expected str, got {type(text).__name__}")
        check_profile(profile)
        deadline = _deadline(time_limit, doc_id)
        try:
            tags = tuple(self.cascade.run(text, deadline=deadline))
            ann = Annotation(text, tags, phi_spans(tags))
            return apply_strict(ann, self.cascade.lexicons) if profile == "strict" else ann
        except FstdeidError:
            raise
        except Exception as e:  # an engine bug must not surface the text: report the type (and stage) only
            raise DocumentError(doc_id, f"internal error {type(e).__name__} while annotating",
                                stage=deadline.stage if deadline is not None else None) from e

    def trace(self, text: str, *, doc_id: str = "<text>") -> tuple[Annotation, list[StageTrace]]:
        """Annotate and keep what every stage did (CasSys keeps every stage's output)."""
        trace: list[StageTrace] = []
        try:
            tags = tuple(self.cascade.run(text, trace))
        except FstdeidError:
            raise
        except Exception as e:
            raise DocumentError(doc_id, f"internal error {type(e).__name__} while annotating") from e
        return Annotation(text, tags, phi_spans(tags)), trace

    @property
    def categories(self) -> tuple[str, ...]:
        """The PHI category labels of the language."""
        return tuple(dict.fromkeys(p.label for p in self.language.config.phi))

    @property
    def surrogator(self) -> Surrogator:
        """The surrogate engine (`use_surrogates` sets it; else the defaults, on first use)."""
        if self._surrogator is None:
            self.use_surrogates()
        return self._surrogator

    def use_surrogates(self, config: SurrogateConfig | None = None, **kwargs) -> Surrogator:
        """Configure surrogates: a `SurrogateConfig`, and `secret=`, `inflector=`, `store=` (see `Surrogator`).

        Without a secret, `FSTDEID_SECRET` is used, else a random one for this run (with a warning).
        """
        self._surrogator = self.new_surrogator(config, **kwargs)
        return self._surrogator

    def new_surrogator(self, config: SurrogateConfig | None = None, **kwargs) -> Surrogator:
        """A surrogate engine for this language (its lists, lexicons and declared surrogate kinds),
        not kept: `use_surrogates` keeps one."""
        kinds = {p.label: p.surrogate for p in self.language.config.phi if p.surrogate is not None}
        return Surrogator(config, language=self.name, lexicons=self.cascade.lexicons, language_kinds=kinds, **kwargs)

    def modes(self, mode: "str | dict | ModeMap") -> ModeMap:
        """A mode specification checked against the language's categories."""
        modes = ModeMap.of(mode)
        modes.check_labels(self.categories)
        return modes

    def deidentify(self, text: str, *, mode: "str | dict | ModeMap" = "tag", patient: str | None = None,
                   doc_id: str = "<text>", time_limit: float | None = None, profile: str = "standard") -> str:
        """The text with every PHI span replaced as `mode` says: `tag` -> `[LABEL]`, `mask` -> X for each
        non-space, `surrogate` -> a realistic consistent replacement, `xml` -> the surrogate inside its
        element, `keep` -> unchanged; or a mapping per category (`{"FECHAS": "surrogate", "*": "tag"}`).
        `patient` keys the date shift (default: `doc_id`). `time_limit` and `profile` as in `annotate`
        (the `STRICT` spans of the strict profile are masked whatever the mode)."""
        return self.deidentify_with_spans(text, mode=mode, patient=patient, doc_id=doc_id, time_limit=time_limit,
                                          profile=profile).text

    def deidentify_with_spans(self, text: str, *, mode: "str | dict | ModeMap" = "tag", patient: str | None = None,
                              doc_id: str = "<text>", time_limit: float | None = None,
                              profile: str = "standard") -> Deidentified:
        """As `deidentify`, with the output spans (offsets into the new text) and the source annotation."""
        modes = self.modes(mode)
        if profile == "strict":
            modes = strict_modes(modes)
        return render_with_spans(self.annotate(text, doc_id=doc_id, time_limit=time_limit, profile=profile), modes,
                                 surrogator=self.surrogator if modes.needs_surrogates else None,
                                 patient=patient, doc_id=doc_id)

    def verify(self, out: Deidentified, *, doc_id: str = "<text>", profile: str = "standard",
               time_limit: float | None = None) -> "tuple[Residual, ...]":
        """The residual check: PHI-like spans the cascade (and the profile) find in the de-identified
        text `out` (from `deidentify_with_spans`) that are not inside a replacement. Empty when clean."""
        return residuals(self, out, doc_id=doc_id, profile=profile, time_limit=time_limit)

    def to_xml(self, text: str, *, doc_id: str = "<text>", mode: "str | dict | ModeMap | None" = None,
               patient: str | None = None) -> str:
        """XML of the annotated text; with a mode, PHI element texts are replaced as in `deidentify`
        (`xml` and `surrogate` both put the surrogate inside the element)."""
        ann = self.annotate(text, doc_id=doc_id)
        return xml_of(ann, None if mode is None else self.modes(mode), surrogator=self._surrogator_for(mode),
                      patient=patient, doc_id=doc_id)

    def _surrogator_for(self, mode) -> Surrogator | None:
        return self.surrogator if mode is not None and ModeMap.of(mode).needs_surrogates else None

    def pipe(self, texts: Iterable[str], *, n_process: int = 1, chunksize: int = 16,
             time_limit: float | None = DEFAULT_TIME_LIMIT) -> Iterator[Annotation]:
        """Annotate many texts, in order. With n_process > 1, forked workers share the compiled cascade.

        A text that fails yields its `DocumentError` in its place instead of stopping the stream;
        so does one whose annotation takes more than `time_limit` seconds of CPU time (None or 0:
        no limit). Documents are numbered from 0 in the errors.
        """
        if n_process <= 1:
            for i, text in enumerate(texts):
                yield _annotate_or_error(self, i, text, time_limit)
            return
        global _WORKER
        _WORKER = self
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(n_process) as pool:
            yield from pool.imap(_pipe_worker, ((i, text, time_limit) for i, text in enumerate(texts)),
                                 chunksize=chunksize)


def replacement(span: Span, text: str, mode: str) -> str:
    """The replacement of a span in the modes that need no surrogate engine (tag, mask, keep)."""
    plain = plain_replacement(span.label, text[span.start:span.end], mode)
    if plain is not None:
        return plain
    if mode in MODES:
        raise FstdeidError(f"mode {mode!r} needs the surrogate engine: use Deidentifier.deidentify")
    raise FstdeidError(f"unknown mode {mode!r} (modes: {', '.join(MODES)})")


def render(ann: Annotation, mode: "str | dict | ModeMap", *, surrogator: Surrogator | None = None,
           patient: str | None = None, doc_id: str = "<text>") -> str:
    """The annotated text with its PHI replaced as `mode` says (surrogate modes need `surrogator`)."""
    return render_with_spans(ann, mode, surrogator=surrogator, patient=patient, doc_id=doc_id).text


def render_with_spans(ann: Annotation, mode: "str | dict | ModeMap", *, surrogator: Surrogator | None = None,
                      patient: str | None = None, doc_id: str = "<text>") -> Deidentified:
    modes = ModeMap.of(mode)
    if modes.needs_surrogates:
        if surrogator is None:
            raise FstdeidError("the surrogate and xml modes need a Surrogator (Deidentifier.deidentify has one)")
        return surrogator.deidentify(ann, modes, patient=patient, doc_id=doc_id)
    spans, out, pos, length = [], [], 0, 0
    for s in ann.spans:
        if s.start < pos:
            raise ValueError("overlapping spans")
        gap = ann.text[pos:s.start]
        m = modes(s.label)
        rep = replacement(s, ann.text, m)
        out += (gap, rep)
        length += len(gap)
        spans.append(OutputSpan(length, length + len(rep), s.label, m, s.start, s.end))
        length += len(rep)
        pos = s.end
    out.append(ann.text[pos:])
    return Deidentified("".join(out), tuple(spans), ann)


def xml_of(ann: Annotation, mode: "str | dict | ModeMap | None", *, surrogator: Surrogator | None = None,
           patient: str | None = None, doc_id: str = "<text>") -> str:
    """XML of an annotation; with a mode, PHI element texts replaced (the surrogate for xml/surrogate)."""
    if mode is None:
        return to_xml(ann.text, ann.tags, doc_id=doc_id)
    modes = ModeMap.of(mode)
    if modes.needs_surrogates:
        if surrogator is None:
            raise FstdeidError("the surrogate and xml modes need a Surrogator (Deidentifier.to_xml has one)")
        replace = surrogator.document(ann, patient=patient, doc_id=doc_id, modes=modes)
    else:
        replace = lambda t: replacement(Span(t.start, t.end, t.label, t.codes), ann.text, modes(t.label))  # noqa: E731
    return to_xml(ann.text, ann.tags, doc_id=doc_id, replacement=replace)


_WORKER: Deidentifier | None = None


def _annotate_or_error(d: Deidentifier, i: int, text: str, time_limit: float | None):
    try:
        return d.annotate(text, doc_id=str(i), time_limit=time_limit)
    except DocumentError as e:
        return e


def _pipe_worker(item):
    return _annotate_or_error(_WORKER, *item)


__all__ = ["load", "Deidentifier", "Deadline", "DEFAULT_TIME_LIMIT", "Annotation", "Span", "TagSpan", "render",
           "render_with_spans", "xml_of", "replacement", "Residual", "MODES", "Deidentified", "OutputSpan",
           "SurrogateConfig", "Surrogator", "default_cache_dir"]

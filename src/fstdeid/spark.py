"""De-identify a text column of a Spark DataFrame.

    from fstdeid.spark import deidentify_column
    out = deidentify_column(df, "note_text", lang="es", mode="surrogate", id_col="note_id",
                            patient_col="patient_id")

Every partition is processed by plain Python code (`RDD.mapPartitions`: no pandas UDF, no Arrow):
the first partition an executor's Python worker gets loads the compiled cascade, which stays in a
module-level cache keyed by the language and the hash of its sources, so later partitions (and later
jobs on the same worker) reuse it. Surrogates need no shared state: they derive from the keyed secret,
so every executor makes the same choices. The secret reaches the executors through their environment
(`FSTDEID_SECRET`, e.g. `spark.executorEnv.FSTDEID_SECRET`), or a file (`secret_file=`, e.g. shipped
with `spark-submit --files`); `secret=` works too but then travels inside the task closures. See
docs/bulk.md for a cluster submission.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from .errors import DocumentError, FstdeidError
from .formats import DEFAULT_MAX_CHARS
from .pipeline import DEFAULT_TIME_LIMIT

#: The Deidentifiers (and their surrogate engines) of this Python process, by language and source hash.
_CACHE: dict[tuple, object] = {}

SPAN_FIELDS = (("start", "int"), ("end", "int"), ("label", "string"), ("mode", "string"),
               ("out_start", "int"), ("out_end", "int"))


@dataclass(frozen=True)
class _Spec:
    """What every partition needs (pickled into the task closures: no secret unless `secret=` was given)."""

    lang: str | None
    grammar_dir: str | None
    lexicon_dir: str | None
    cache_dir: str | None
    compiled: str | None
    mode: object  # ModeMap
    surrogate_config: object | None
    secret: object | None  # a Secret, only when given explicitly
    secret_file: str | None
    text_idx: int
    id_idx: int | None
    patient_idx: int | None
    with_error: bool
    max_chars: int = DEFAULT_MAX_CHARS
    time_limit: float | None = None


def _language_key(spec: _Spec) -> tuple:
    from .build import content_hash
    from .language import Language

    language = (Language.from_dirs(spec.grammar_dir, spec.lexicon_dir) if spec.grammar_dir
                else Language.find(spec.lang))
    return (language.name, spec.grammar_dir, spec.lexicon_dir, spec.cache_dir, spec.compiled, content_hash(language))


def get_deidentifier(spec: _Spec):
    """The process's Deidentifier for `spec`: loaded (compiled if needed) once, then cached."""
    from .pipeline import load

    key = _language_key(spec)
    deid = _CACHE.get(key)
    if deid is None:
        deid = load(spec.lang, grammar_dir=spec.grammar_dir, lexicon_dir=spec.lexicon_dir, cache_dir=spec.cache_dir,
                    compiled=spec.compiled)
        _CACHE[key] = deid
    return deid, key


def _secret_of(spec: _Spec):
    from .surrogate.keys import ENV_VAR, Secret

    if spec.secret is not None:
        return spec.secret
    if spec.secret_file is not None:
        path = Path(spec.secret_file)
        if not path.exists():
            try:  # shipped with `spark-submit --files` / SparkContext.addFile
                from pyspark import SparkFiles

                path = Path(SparkFiles.get(spec.secret_file))
            except Exception:
                pass
        return Secret.from_file(path)
    if not os.environ.get(ENV_VAR):
        raise FstdeidError(f"{ENV_VAR} is not set on this executor, and the surrogate modes need the same secret on "
                           f"every executor: set spark.executorEnv.{ENV_VAR}, or give secret_file=")
    return Secret.resolve(warn=False)


def get_surrogator(spec: _Spec, deid, key: tuple):
    """The process's surrogate engine for `spec` (None when the modes need none), cached."""
    if not spec.mode.needs_surrogates:
        return None

    secret = _secret_of(spec)
    skey = key + (repr(spec.surrogate_config), secret.fingerprint())
    sur = _CACHE.get(skey)
    if sur is None:
        sur = deid.new_surrogator(spec.surrogate_config, secret=secret)
        _CACHE[skey] = sur
    return sur


def deidentify_rows(rows: Iterable, spec: _Spec) -> Iterator[tuple]:
    """Each row (a tuple or Row) followed by the de-identified text, its spans and (if asked) the error."""
    from .pipeline import render_with_spans

    deid, key = get_deidentifier(spec)
    surrogator = get_surrogator(spec, deid, key)
    for row in rows:
        values = tuple(row)
        text = values[spec.text_idx]
        out = spans = err = None
        if text is not None:
            ident = values[spec.id_idx] if spec.id_idx is not None else None
            doc_id = str(ident) if ident is not None else "row-" + hashlib.sha256(
                text.encode("utf-8", "surrogatepass")).hexdigest()[:16]
            patient = values[spec.patient_idx] if spec.patient_idx is not None else None
            try:
                if not isinstance(text, str):
                    raise DocumentError(doc_id, f"expected a string, got {type(text).__name__}")
                if len(text) > spec.max_chars:
                    raise DocumentError(doc_id, f"{len(text)} characters, over the limit of {spec.max_chars}")
                ann = deid.annotate(text, doc_id=doc_id, time_limit=spec.time_limit)
                res = render_with_spans(ann, spec.mode, surrogator=surrogator,
                                        patient=None if patient is None else str(patient), doc_id=doc_id)
                out = res.text
                spans = [(s.source_start, s.source_end, s.label, s.mode, s.start, s.end) for s in res.spans]
            except FstdeidError as e:
                if not spec.with_error:
                    raise
                err = str(e) if isinstance(e, DocumentError) else f"document {doc_id!r}: {e}"
            except Exception as e:  # never the text: the type of the failure only
                if not spec.with_error:
                    raise DocumentError(doc_id, f"internal error {type(e).__name__}") from None
                err = str(DocumentError(doc_id, f"internal error {type(e).__name__}"))
        yield values + ((out, spans, err) if spec.with_error else (out, spans))


def _spans_type():
    from pyspark.sql import types as T

    kinds = {"int": T.IntegerType(), "string": T.StringType()}
    return T.ArrayType(T.StructType([T.StructField(n, kinds[k], False) for n, k in SPAN_FIELDS]))


def deidentify_column(df, text_col: str, *, lang: str | None = None, grammar_dir: str | None = None,
                      lexicon_dir: str | None = None, out_col: str = "deidentified", spans_col: str = "spans",
                      error_col: str | None = "deid_error", mode="tag", secret=None, secret_file: str | None = None,
                      surrogate_config=None, id_col: str | None = None, patient_col: str | None = None,
                      cache_dir: str | None = None, compiled: str | None = None,
                      max_chars: int = DEFAULT_MAX_CHARS, time_limit: float | None = DEFAULT_TIME_LIMIT):
    """`df` with three more columns: `out_col`, the de-identified text; `spans_col`, its PHI spans
    (`start`, `end`, `label` in the original text, `mode`, `out_start`, `out_end` in the new one);
    `error_col`, why a row could not be de-identified (its id and the reason, never text; the other two
    are then null). With `error_col=None` such a row fails the job instead. A null text gives nulls.

    `mode`: a mode name or a mapping per category, as `Deidentifier.deidentify`. Surrogate modes need
    the secret on the executors: `FSTDEID_SECRET` in their environment (the default), `secret_file=`
    (a path on the executors, or the name of a file shipped with `--files`), or `secret=` (a string or
    `Secret`, which then travels inside the task closures). `patient_col` keys the date shift (else
    `id_col`, else each text on its own). `cache_dir` / `compiled`: as `fstdeid.load`. A text longer
    than `max_chars` is an error (as `fstdeid deid --max-chars`), and so is one whose annotation takes
    more than `time_limit` seconds of CPU time (as `--time-limit`; None or 0: no limit).
    """
    from pyspark.sql import types as T

    from .surrogate.keys import Secret
    from .surrogate.modes import ModeMap

    if (lang is None) == (grammar_dir is None):
        raise FstdeidError("give lang= or grammar_dir=")
    names = df.columns
    for col in (text_col, id_col, patient_col):
        if col is not None and col not in names:
            raise FstdeidError(f"no column {col!r} (columns: {', '.join(names)})")
    for col in (out_col, spans_col, error_col):
        if col is not None and col in names:
            raise FstdeidError(f"the DataFrame has a column {col!r} already: give another name")
    if not isinstance(df.schema[text_col].dataType, T.StringType):
        raise FstdeidError(f"column {text_col!r} is not a string column")
    modes = ModeMap.of(mode)
    if isinstance(secret, (str, bytes)):
        secret = Secret(secret.encode("utf-8") if isinstance(secret, str) else secret)
    spec = _Spec(lang, str(grammar_dir) if grammar_dir else None, str(lexicon_dir) if lexicon_dir else None,
                 str(cache_dir) if cache_dir else None, str(compiled) if compiled else None, modes,
                 surrogate_config, secret if modes.needs_surrogates else None, secret_file,
                 names.index(text_col), names.index(id_col) if id_col else None,
                 names.index(patient_col) if patient_col else None, error_col is not None, max_chars, time_limit)
    fields = list(df.schema.fields) + [T.StructField(out_col, T.StringType(), True),
                                       T.StructField(spans_col, _spans_type(), True)]
    if error_col is not None:
        fields.append(T.StructField(error_col, T.StringType(), True))
    rdd = df.rdd.mapPartitions(lambda rows: deidentify_rows(rows, spec))
    return df.sparkSession.createDataFrame(rdd, T.StructType(fields), verifySchema=False)


__all__ = ["deidentify_column", "deidentify_rows", "get_deidentifier", "get_surrogator"]

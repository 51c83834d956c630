"""The `fstdeid` command line."""

from __future__ import annotations

import json
import logging
import multiprocessing
import sys
import time
from pathlib import Path

import click

from . import __version__
from .annotation import TagSpan
from .build import compile_language
from .errors import DocumentError, FstdeidError
from .formats import (DEFAULT_MAX_CHARS, AtomicLineWriter, InputDoc, brat_ann, is_jsonl, read_jsonl, read_text_files, text_files,
                      write_atomic)
from .language import Language, available_languages
from .pipeline import MODES, Deidentifier, load, render_with_spans
from .output import to_tagged_text, to_xml

log = logging.getLogger("fstdeid")


def _language_options(f):
    f = click.option("--lexicon-dir", type=click.Path(file_okay=False), help="Lexicon folder of your own language.")(f)
    f = click.option("--grammar-dir", type=click.Path(file_okay=False), help="Grammar folder of your own language.")(f)
    f = click.option("--lang", "-l", help=f"Bundled language: {', '.join(available_languages()) or 'none'}.")(f)
    return f


def _language(lang, grammar_dir, lexicon_dir) -> Language:
    if grammar_dir:
        return Language.from_dirs(grammar_dir, lexicon_dir)
    if not lang:
        raise click.UsageError("give --lang or --grammar-dir")
    return Language.find(lang)


def _load(lang, grammar_dir, lexicon_dir) -> Deidentifier:
    if not grammar_dir and not lang:  # else load() says "grammar_dir=", which is no option of the command
        raise click.UsageError("give --lang or --grammar-dir")
    return load(lang, grammar_dir=grammar_dir, lexicon_dir=lexicon_dir)


class _Group(click.Group):
    """Reports fstdeid's own errors as one clear line and exit status 2, not as a traceback."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except FstdeidError as e:
            click.echo(f"fstdeid: error: {e}", err=True)
            sys.exit(2)


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="fstdeid")
@click.option("-v", "--verbose", count=True, help="More log output (-vv for debug).")
def main(verbose: int) -> None:
    """De-identify clinical text with compiled finite-state cascades."""
    level = logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG
    logging.basicConfig(level=level, format="fstdeid: %(levelname)s: %(message)s")


@main.command("languages")
def languages_cmd() -> None:
    """List the bundled languages."""
    for name in available_languages():
        cfg = Language.find(name).config
        click.echo(f"{name}\t{cfg.description}")


@main.command("compile")
@_language_options
@click.option("--out", type=click.Path(file_okay=False), help="Write here instead of the cache folder.")
def compile_cmd(lang, grammar_dir, lexicon_dir, out) -> None:
    """Compile a language's stages and lexicons (FAR + manifest)."""
    language = _language(lang, grammar_dir, lexicon_dir)
    t0 = time.perf_counter()
    target = compile_language(language, Path(out) if out else None)
    manifest = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    rules = sum(len(s["rules"]) for s in manifest["stages"])
    click.echo(f"compiled {language.name}: {len(manifest['stages'])} stages, {rules} rules, "
               f"{len(manifest['lexicons'])} lexicons in {time.perf_counter() - t0:.1f} s")
    click.echo(str(target))


@main.command("trace")
@_language_options
@click.option("--show-text", is_flag=True, help="Print the text after each stage (it contains PHI).")
@click.argument("file", type=click.File("rb"), default="-")
def trace_cmd(lang, grammar_dir, lexicon_dir, show_text, file) -> None:
    """Show what every stage of the cascade did to FILE (or standard input).

    Without --show-text only offsets, codes and rule names are printed, never the text.
    """
    from .formats import decode

    deid = _load(lang, grammar_dir, lexicon_dir)
    name = getattr(file, "name", "-")
    text = decode(str(name), file.read())
    ann, trace = deid.trace(text, doc_id=str(name))
    total = 0.0
    for st in trace:
        total += st.seconds
        suffix = f" (run {st.iteration + 1})" if st.iteration else ""
        click.echo(f"== {st.stage}{suffix}: {len(st.tags)} matches, {st.seconds * 1000:.2f} ms")
        for t in st.tags:
            click.echo(f"   {t.start}-{t.end}\t{'+'.join(t.codes)}{':' + ':'.join(t.infl) if t.infl else ''}"
                       f"\trule={t.rule}{'  PHI=' + t.label if t.label else ''}")
        if show_text:
            tags = [u for u in st.units if isinstance(u, TagSpan)]
            click.echo(to_tagged_text(text, tags))
    click.echo(f"== total: {len(ann.spans)} PHI spans, {total * 1000:.2f} ms in stages")


@main.command("test")
@_language_options
@click.option("--stage", help="Only the cases of this stage (grammars/<lang>/tests/STAGE.cases).")
def test_cmd(lang, grammar_dir, lexicon_dir, stage) -> None:
    """Run the grammar case files of a language and show the cases that fail."""
    from .casefiles import case_files, read_cases, run_case

    deid = _load(lang, grammar_dir, lexicon_dir)
    files = case_files(deid.language.grammar_dir, stage)
    if not files:
        raise FstdeidError(f"no case files in {deid.language.grammar_dir / 'tests'}")
    passed = failed = 0
    for f in files:
        for case in read_cases(f):
            result = run_case(deid, case)
            if result.ok:
                passed += 1
                continue
            failed += 1
            click.echo(f"FAIL {case.where}\n  input:    {case.input!r}\n  expected: {case.expected!r}\n"
                       f"  actual:   {result.actual!r}")
    click.echo(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


FORMATS = ("brat", "jsonl", "xml", "text")


@main.command("deid")
@_language_options
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
              help="Output format (default: jsonl for JSONL input, text otherwise).")
@click.option("--mode", "modes", multiple=True, metavar="[LABEL=]MODE", callback=lambda c, p, v: _mode_option(v),
              help=f"How PHI is replaced: {', '.join(MODES)} (default tag). Repeat it: a bare MODE for every "
                   "category, LABEL=MODE for one (--mode tag --mode FECHAS=surrogate).")
@click.option("--secret-file", type=click.Path(dir_okay=False), default=None,
              help="File holding the surrogate secret (else $FSTDEID_SECRET, else a random one per run).")
@click.option("--patient", default=None, help="Patient key of every input (one date shift for all of them).")
@click.option("--patient-field", default=None, help="JSONL field holding each record's patient key.")
@click.option("--mapping-db", type=click.Path(dir_okay=False), default=None,
              help="SQLite file recording keyed hashes of originals -> surrogates (created 0600).")
@click.option("--surrogates", "surrogate_set", type=click.Choice(("realistic", "fictional")), default="realistic",
              show_default=True, help="Surrogate lists: realistic names and places, or fictional ones.")
@click.option("--surrogate-lang", default=None, help="Surrogate lists and month names (es, en, sr); default: the language's.")
@click.option("--date-shift", default="30:365", show_default=True, metavar="MIN:MAX",
              help="Range of the per-patient date shift, in days.")
@click.option("--date-sign", type=click.Choice(("+", "-", "±")), default="+", show_default=True,
              help="Shift dates forward, backward, or either (keyed per patient).")
@click.option("--day-first/--month-first", default=None, help="How to read 03/04 (default: per language; en month-first).")
@click.option("--keep-weekday", is_flag=True, help="Shift by whole weeks, so weekdays stay right.")
@click.option("--shift-years", is_flag=True, help="Shift a year written alone too (default: kept).")
@click.option("--age-cap", type=int, default=89, show_default=True, help="Ages above this become 90+.")
@click.option("--orgs", "org_policy", type=click.Choice(("replace", "generalise")), default="replace",
              show_default=True, help="Organisations: a surrogate, or the head nouns of their hierarchy.")
@click.option("--output-spans", is_flag=True,
              help="JSONL: add the spans of the de-identified text (always there with surrogate modes).")
@click.option("-o", "--output", required=True, help="Output folder (text files in) or JSONL file ('-' = stdout).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
@click.option("--max-chars", type=int, default=DEFAULT_MAX_CHARS, show_default=True,
              help="Documents longer than this are reported as errors.")
@click.option("--fsync", is_flag=True, help="Flush every output to disk before it is renamed into place "
              "(survives a power cut; slower). Outputs are written atomically either way.")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True))
def deid_cmd(lang, grammar_dir, lexicon_dir, fmt, modes, secret_file, patient, patient_field, mapping_db,
             surrogate_set, surrogate_lang, date_shift, date_sign, day_first, keep_weekday, shift_years, age_cap,
             org_policy, output_spans, output, jobs, max_chars, fsync, inputs) -> None:
    """De-identify INPUTS: .txt files, folders of them, or .jsonl files ({"id", "text", ...} per line).

    Text inputs give one output per note in the folder OUTPUT (brat: NAME.ann + NAME.txt; xml:
    NAME.xml; text: NAME.txt); JSONL inputs give one JSONL file with "spans" and "deidentified" per
    record, in input order. A document that fails is reported on standard error (its id and the
    reason, never its text), gets no output, and the exit status is 1; the others are processed.

    With the surrogate or xml mode, PHI is replaced by consistent surrogates derived from a secret
    ($FSTDEID_SECRET or --secret-file; never an argument); dates are shifted per patient key
    (--patient, --patient-field, else per document). Brat output is then the de-identified text with
    its spans. See docs/surrogates.md.
    """
    paths = [Path(p) for p in inputs]
    jsonl_in = [is_jsonl(p) for p in paths]
    if any(jsonl_in) and not all(jsonl_in):
        raise click.UsageError("give either JSONL files or text files and folders, not both")
    fmt = fmt or ("jsonl" if all(jsonl_in) else "text")
    if all(jsonl_in) and fmt != "jsonl":
        raise click.UsageError("JSONL input gives JSONL output: use --format jsonl")
    if patient_field and not all(jsonl_in):
        raise click.UsageError("--patient-field reads JSONL records: give JSONL inputs or --patient")
    if patient_field and patient:
        raise click.UsageError("give --patient or --patient-field, not both")
    mode = modes
    deid = _load(lang, grammar_dir, lexicon_dir)
    mode.check_labels(deid.categories)
    store = None
    if mode.needs_surrogates:
        store = _use_surrogates(deid, secret_file, mapping_db, surrogate_set, surrogate_lang, date_shift, date_sign,
                                day_first, keep_weekday, shift_years, age_cap, org_policy)
    elif mapping_db or secret_file:
        raise click.UsageError("--secret-file and --mapping-db are for the surrogate and xml modes")
    opts = _DeidOptions(mode, patient, patient_field, output_spans or mode.needs_surrogates)
    if all(jsonl_in):
        docs = (d for p in paths for d in read_jsonl(p, max_chars=max_chars))
    else:
        files = text_files(paths)
        if output != "-" and fmt == "text":  # NAME.txt over NAME.txt would destroy the original notes
            same = [f for f, rel in files if (Path(output) / rel).resolve() == f.resolve()]
            if same:
                raise click.UsageError(f"the output {same[0]} would overwrite its input: give another -o folder")
        docs = read_text_files(files, max_chars=max_chars)
    t0 = time.perf_counter()
    ok = failed = 0
    sink = _Sink(Path(output) if output != "-" else None, fmt, fsync=fsync)
    try:
        for doc, result in _process_all(deid, docs, fmt, opts, jobs):
            if isinstance(result, DocumentError):
                failed += 1
                click.echo(f"fstdeid: error: {result}", err=True)
            else:
                records = result.pop("records", ())
                sink.write(doc, result)
                if store is not None and records:
                    store.add(records)
                ok += 1
        sink.close()
        if store is not None:
            store.close()
    except BaseException:
        sink.abort()
        if store is not None:
            store.close()
        raise
    seconds = time.perf_counter() - t0
    click.echo(f"fstdeid: {ok} documents de-identified, {failed} failed, {seconds:.1f} s", err=True)
    sys.exit(1 if failed else 0)


class _Sink:
    """Where outputs go: files in a folder, or the records of one JSONL file (streamed to a temporary
    file renamed at the end, so a failed run leaves no partial file) or of standard output."""

    def __init__(self, target: Path | None, fmt: str, *, fsync: bool = False):
        self.fmt = fmt
        self.target = target
        self.fsync = fsync
        self._lines: AtomicLineWriter | None = None
        if fmt == "jsonl" and target is not None and target.is_dir():  # else it fails after the whole batch
            raise click.UsageError(f"{target} is a folder: JSONL output is one file (or '-')")
        if fmt != "jsonl":
            if target is None:
                raise click.UsageError(f"--format {fmt} writes a folder: give -o FOLDER")
            if target.exists() and not target.is_dir():
                raise click.UsageError(f"{target} exists and is not a folder")
        elif target is not None:
            self._lines = AtomicLineWriter(target, fsync=fsync)

    def write(self, doc: InputDoc, outputs: dict[str, str]) -> None:
        if self.fmt == "jsonl":
            line = outputs["jsonl"]
            if self._lines is None:
                sys.stdout.write(line)
                sys.stdout.flush()
            else:
                self._lines.write(line)
            return
        rel = doc.relpath if doc.relpath is not None else Path(doc.id)
        for suffix, content in outputs.items():
            write_atomic(self.target / rel.with_suffix(suffix), content, fsync=self.fsync)

    def close(self) -> None:
        if self._lines is not None:
            self._lines.commit()

    def abort(self) -> None:
        if self._lines is not None:
            self._lines.abort()


def _mode_option(values):
    from .surrogate.modes import parse_mode_options

    try:
        return parse_mode_options(values or ("tag",))
    except FstdeidError as e:
        raise click.BadParameter(str(e), param_hint="'--mode'") from None


class _DeidOptions:
    """What `deid` does to each document besides annotating it (sent to the workers)."""

    def __init__(self, mode, patient: str | None, patient_field: str | None, output_spans: bool):
        self.mode = mode
        self.patient = patient
        self.patient_field = patient_field
        self.output_spans = output_spans


def _date_range(value: str) -> tuple[int, int]:
    lo, sep, hi = value.partition(":")
    try:
        lo_i, hi_i = (int(lo), int(hi)) if sep else (int(lo), int(lo))
    except ValueError:
        raise click.BadParameter(f"{value!r}: give MIN:MAX in days, e.g. 30:365", param_hint="--date-shift") from None
    if not 0 <= lo_i <= hi_i or hi_i == 0:
        raise click.BadParameter(f"{value!r}: need 0 <= MIN <= MAX and MAX >= 1", param_hint="--date-shift")
    return lo_i, hi_i


def _use_surrogates(deid: Deidentifier, secret_file, mapping_db, surrogate_set, surrogate_lang, date_shift, date_sign,
                    day_first, keep_weekday, shift_years, age_cap, org_policy):
    """Configure the surrogate engine of `deid`; returns the mapping store (or None)."""
    from .surrogate import MappingStore, Secret, SurrogateConfig

    lo, hi = _date_range(date_shift)
    config = SurrogateConfig(lang=surrogate_lang, set=surrogate_set, date_min_days=lo, date_max_days=hi,
                             date_sign=date_sign, day_first=day_first, preserve_weekday=keep_weekday,
                             shift_years=shift_years, age_cap=age_cap, org_policy=org_policy)
    secret = Secret.resolve(secret_file, warn=False)
    if secret.ephemeral:
        from .surrogate.keys import NO_SECRET_WARNING

        click.echo(f"fstdeid: warning: {NO_SECRET_WARNING}", err=True)
    deid.use_surrogates(config, secret=secret, records=bool(mapping_db))
    return MappingStore(mapping_db, secret) if mapping_db else None


def _patient_of(doc: InputDoc, opts: _DeidOptions) -> str | None:
    if opts.patient is not None:
        return opts.patient
    if opts.patient_field is not None:
        value = doc.fields.get(opts.patient_field)
        if value is None or isinstance(value, (dict, list)) or value == "":
            raise DocumentError(doc.id, f"field {opts.patient_field!r} (the patient key) missing or not a value")
        return str(value)
    return None


def _render(deid: Deidentifier, doc: InputDoc, fmt: str, opts: _DeidOptions) -> dict | DocumentError:
    """All outputs of one document, or its error. Runs in the workers."""
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
        line = json.dumps(rec, ensure_ascii=False) + "\n"
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in another field: it would stop the whole batch
            return DocumentError(doc.id, "a field holds a lone surrogate, which cannot be written as UTF-8")
        return {"jsonl": line, "records": res.records}
    except DocumentError as e:
        return e
    except Exception as e:  # never let one document's failure stop the batch, nor leak its text
        return DocumentError(doc.id, f"internal error {type(e).__name__}")


_WORKER_STATE: tuple | None = None


def _work(doc: InputDoc):
    deid, fmt, opts = _WORKER_STATE
    return doc, _render(deid, doc, fmt, opts)


def _process_all(deid: Deidentifier, docs, fmt: str, opts: "_DeidOptions", jobs: int):
    global _WORKER_STATE
    _WORKER_STATE = (deid, fmt, opts)
    if jobs <= 1:
        for doc in docs:
            yield _work(doc)
        return
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs) as pool:
        yield from pool.imap(_work, docs, chunksize=8)


from .evaluate.cli import eval_cmd  # noqa: E402  (registered last: it imports the pipeline)

main.add_command(eval_cmd)

if __name__ == "__main__":
    main()

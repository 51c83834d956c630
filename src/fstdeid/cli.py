"""The `fstdeid` command line."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import time
from pathlib import Path

import click

from . import __version__
from .annotation import TagSpan
from .build import compile_language
from .errors import FstdeidError
from .bulk import CHECKPOINT_DOCS, FORMATS
from .formats import (DEFAULT_MAX_CHARS, check_text_files, csv_columns, iter_text_files, lazy_text_files,
                      parquet_columns, record_format, RECORD_READERS, text_files)
from .language import Language, available_languages
from .pipeline import DEFAULT_TIME_LIMIT, MODES, Deidentifier, load
from .strict import PROFILES
from .output import to_tagged_text

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
    """Reports fstdeid's own errors as one clear line and exit status 2, not as a traceback, and
    Ctrl-C as exit status 130."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except FstdeidError as e:
            click.echo(f"fstdeid: error: {e}", err=True)
            sys.exit(2)
        except OSError as e:  # a file that cannot be created, a full disk: one line, not a traceback
            click.echo(f"fstdeid: error: {e.strerror or type(e).__name__}"
                       f"{': ' + str(e.filename) if e.filename else ''}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:  # Ctrl-C: the shell's convention (128 + SIGINT), not "documents failed"
            click.echo("fstdeid: interrupted", err=True)
            sys.exit(130)


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
@click.option("--show-known", is_flag=True, help="Also show the diffs of the known failures (tests/known-failures.txt).")
def test_cmd(lang, grammar_dir, lexicon_dir, stage, show_known) -> None:
    """Run the grammar case files of a language and show the cases that fail, with their differences.

    Cases listed in tests/known-failures.txt (ids FILE.cases:LINE) may fail; a listed case that passes
    is reported as fixed and must be removed from the list. The exit status is 1 if an unlisted case
    fails, a listed one passes, or the list names a case that does not exist.
    """
    from .casefiles import (apply_ratchet, case_files, describe_failure, known_failures_file, read_cases,
                            read_known_failures, run_case)

    deid = _load(lang, grammar_dir, lexicon_dir)
    gdir = deid.language.grammar_dir
    files = case_files(gdir, stage)
    if not files:
        raise FstdeidError(f"no case files in {gdir / 'tests'}")
    known = read_known_failures(gdir)
    results = [run_case(deid, case) for f in files for case in read_cases(f)]
    ratchet = apply_ratchet(results, known, all_files=stage is None)
    listed = known_failures_file(gdir)
    for res in ratchet.failed:
        click.echo(describe_failure(res))
    for res in ratchet.known:
        if show_known:
            click.echo(describe_failure(res).replace("FAIL ", "KNOWN FAILURE ", 1))
        else:
            click.echo(f"known failure {res.case.where} ({listed.name}:{known[res.case.id]})")
    for res in ratchet.fixed:
        click.echo(f"FIXED {res.case.where}: it passes now; remove {res.case.id} from {listed} "
                   f"(line {known[res.case.id]})")
    for ident in ratchet.stale:
        click.echo(f"STALE {listed}:{known[ident]}: {ident} names no case")
    click.echo(ratchet.summary())
    sys.exit(0 if ratchet.ok else 1)


def _corpus_docs(paths: list[Path], text_column: str, id_column: str):
    """(doc id, text) of the documents of text files, folders of them, or JSONL/CSV/Parquet files."""
    from .formats import read_text_files

    readers = RECORD_READERS
    plain = [p for p in paths if not (p.is_file() and record_format(p))]
    for p in paths:
        kind = record_format(p) if p.is_file() else None
        if kind:
            for d in readers[kind](p, text_field=text_column, id_field=id_column):
                if d.error is not None:
                    click.echo(f"fstdeid: error: {d.error}", err=True)
                else:
                    yield d.id, d.text
    if plain:
        for d in read_text_files(text_files(plain)):
            if d.error is not None:
                click.echo(f"fstdeid: error: {d.error}", err=True)
            else:
                yield d.id, d.text


@main.command("concord")
@_language_options
@click.option("--label", help="The PHI label whose spans to list (e.g. FECHAS); default: every PHI span.")
@click.option("--mask", help="Tags whose codes contain these (e.g. NE+FECHAS or NONPHI), nested ones too.")
@click.option("--sort", "order", type=click.Choice(("text", "left", "right", "span")), default="text",
              show_default=True, help="Order: document order, left context (read backwards), right context, span.")
@click.option("--width", type=click.IntRange(min=0), default=40, show_default=True,
              help="Characters of context on each side.")
@click.option("--ids", is_flag=True, help="Start each line with the document id and the span's offsets.")
@click.option("--rules", "show_rules", is_flag=True, help="Start each line with the stage/rule that made the tag.")
@click.option("--text-column", default="text", show_default=True, help="JSONL, CSV, Parquet: the text field.")
@click.option("--id-column", default="id", show_default=True, help="JSONL, CSV, Parquet: the id field.")
@click.argument("corpus", nargs=-1, required=True, type=click.Path(exists=True))
def concord_cmd(lang, grammar_dir, lexicon_dir, label, mask, order, width, ids, show_rules, text_column, id_column,
                corpus) -> None:
    """Keyword-in-context lines of the spans of one label in CORPUS (text files, folders, JSONL/CSV/Parquet).

    Each line is the left context right-aligned in --width columns, the [span], and the right
    context, as in Unitex concordances. THIS PRINTS DOCUMENT TEXT (the spans and their contexts, so
    PHI): it is a tool for grammar authors working on data they are allowed to read.
    """
    from .concord import concordance, format_line, sort_lines

    deid = _load(lang, grammar_dir, lexicon_dir)
    lines = concordance(deid, _corpus_docs([Path(p) for p in corpus], text_column, id_column), label=label,
                        mask=mask, context=max(width, 1))
    for line in sort_lines(lines, order):
        click.echo(format_line(line, width=width, ids=ids, rules=show_rules))
    click.echo(f"fstdeid: {len(lines)} spans", err=True)


@main.command("explain")
@_language_options
@click.option("--all-atoms", is_flag=True, help="List the compound atoms (a & b, !a) of each token too.")
@click.argument("file", type=click.File("rb"))
@click.argument("start", type=click.IntRange(min=0))
@click.argument("end", type=click.IntRange(min=1))
def explain_cmd(lang, grammar_dir, lexicon_dir, all_atoms, file, start, end) -> None:
    """Explain the span START-END (code-point offsets, END exclusive) of FILE ('-' = standard input).

    Shows the stage and rule of each tag on the span, its codes, inflection, lemma and nested tags,
    the atoms and lexicon entries of its tokens, and, if nothing tags it, which stages could start
    there. It prints the span's text and tokens (document text): a tool for grammar authors.
    """
    from .explain import explain, format_explanation
    from .formats import decode

    deid = _load(lang, grammar_dir, lexicon_dir)
    name = str(getattr(file, "name", "-"))
    text = decode(name, file.read())
    click.echo(format_explanation(explain(deid, text, start, end, doc_id=name), all_atoms=all_atoms))


class JobsParam(click.ParamType):
    """A number of worker processes (1 or more), or `auto`: the CPUs this process may run on."""

    name = "N|auto"

    def convert(self, value, param, ctx):
        if isinstance(value, int):
            return value
        if str(value).strip().lower() == "auto":
            return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
        try:
            n = int(value)
        except ValueError:
            self.fail(f"{value!r} is neither a number nor 'auto'", param, ctx)
        if n < 1:
            self.fail(f"{n} is not a number of processes (1 or more)", param, ctx)
        return n


@main.command("deid")
@_language_options
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
              help="Output format (default: the input's for JSONL, CSV and Parquet; text otherwise).")
@click.option("--mode", "modes", multiple=True, metavar="[LABEL=]MODE", callback=lambda c, p, v: _mode_option(v),
              help=f"How PHI is replaced: {', '.join(MODES)} (default tag). Repeat it: a bare MODE for every "
                   "category, LABEL=MODE for one (--mode tag --mode FECHAS=surrogate).")
@click.option("--secret-file", type=click.Path(dir_okay=False), default=None,
              help="File holding the surrogate secret (else $FSTDEID_SECRET, else a random one per run).")
@click.option("--patient", default=None, help="Patient key of every input (one date shift for all of them).")
@click.option("--patient-field", default=None, help="Record field (JSONL, CSV, Parquet) holding each record's patient key.")
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
              help="Records: add the spans of the de-identified text (always there with surrogate modes).")
@click.option("--text-column", default="text", show_default=True,
              help="JSONL, CSV, Parquet: the field holding the text.")
@click.option("--id-column", default="id", show_default=True,
              help="JSONL, CSV, Parquet: the field holding the document id (else FILE:LINE or FILE:ROW).")
@click.option("-o", "--output", required=True,
              help="Output folder (text, brat, xml) or file (jsonl, csv, parquet; '-' = stdout for jsonl and csv).")
@click.option("--resume", is_flag=True,
              help="Finish an interrupted run: skip the documents whose output is already there.")
@click.option("--overwrite", is_flag=True, help="Replace an existing output (and the parts of an interrupted run).")
@click.option("--errors", "errors_file", type=click.Path(dir_okay=False), default=None,
              help="Write one JSON line per failed document here: id, stage, reason, offset (never text).")
@click.option("--progress/--no-progress", default=None,
              help="A progress line (documents/s, MB/s, ETA) on stderr. Default: when stderr is a terminal.")
@click.option("--checkpoint", type=click.IntRange(min=1), default=CHECKPOINT_DOCS, show_default=True,
              help="Record outputs: make progress resumable every N documents.")
@click.option("--jobs", "-j", type=JobsParam(), default="1", show_default=True,
              help="Worker processes, or 'auto': one per CPU this process may use.")
@click.option("--max-chars", type=int, default=DEFAULT_MAX_CHARS, show_default=True,
              help="Documents longer than this are reported as errors.")
@click.option("--time-limit", type=click.FloatRange(min=0), default=DEFAULT_TIME_LIMIT, show_default=True,
              metavar="SECONDS", help="CPU seconds per document; a document over it is an error (0: no limit).")
@click.option("--profile", type=click.Choice(PROFILES), default="standard", show_default=True,
              help="strict: also mask unrecognised long numbers and unknown capitalised words of 'Label: value' "
                   "lines (docs/reliability.md).")
@click.option("--verify", is_flag=True, help="Annotate each output again; a document with PHI-like spans outside "
              "the replacements fails (no output; offsets and labels in the error). See docs/reliability.md.")
@click.option("--fsync", is_flag=True, help="Flush every output to disk before it is renamed into place "
              "(survives a power cut; slower). Outputs are written atomically either way.")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True))
def deid_cmd(lang, grammar_dir, lexicon_dir, fmt, modes, secret_file, patient, patient_field, mapping_db,
             surrogate_set, surrogate_lang, date_shift, date_sign, day_first, keep_weekday, shift_years, age_cap,
             org_policy, output_spans, text_column, id_column, output, resume, overwrite, errors_file, progress,
             checkpoint, jobs, max_chars, time_limit, profile, verify, fsync, inputs) -> None:
    """De-identify INPUTS: .txt files and folders of them, or record files: JSONL ({"id", "text", ...}
    per line; .jsonl.gz too), CSV (.csv, .csv.gz; with a header) or Parquet (--text-column, --id-column).

    Text inputs give one output per note in the folder OUTPUT (brat: NAME.ann + NAME.txt; xml:
    NAME.xml; text: NAME.txt), or one record file (--format jsonl, csv, parquet). Record inputs give
    one record file with the other fields, "spans" and "deidentified" per record, in input order. A
    document that fails is reported on standard error (its id and the reason, never its text) and in
    --errors FILE, gets no output, and the exit status is 1; the others are processed.

    An existing output is an error unless --resume (skip the documents done: folders, the notes whose
    output files exist; record files, the parts recorded in OUTPUT.parts/ by an interrupted run) or
    --overwrite. See docs/bulk.md.

    With the surrogate or xml mode, PHI is replaced by consistent surrogates derived from a secret
    ($FSTDEID_SECRET or --secret-file; never an argument); dates are shifted per patient key
    (--patient, --patient-field, else per document). Brat output is then the de-identified text with
    its spans. See docs/surrogates.md.
    """
    from . import bulk

    paths = [Path(p) for p in inputs]
    kinds = [record_format(p) if p.is_file() else None for p in paths]
    records_in = all(k is not None for k in kinds)
    if not records_in and any(k is not None for k in kinds):
        raise click.UsageError("give either JSONL files or text files and folders, not both" if "jsonl" in kinds
                               else "give either record files (JSONL, CSV, Parquet, PhysioNet) or text files and "
                                    "folders, not both")
    # PhysioNet records give JSONL by default: --format physionet lists the PHI found (for `fstdeid eval`)
    fmt = fmt or ((kinds[0] if kinds[0] != "physionet" else "jsonl") if records_in else "text")
    if records_in and fmt not in bulk.RECORD_FORMATS:
        if kinds[0] == "physionet":
            raise click.UsageError("PhysioNet input gives record output: use --format jsonl, csv, parquet or physionet")
        name = {"jsonl": "JSONL", "csv": "CSV", "parquet": "Parquet"}[kinds[0]]
        others = ", ".join(f for f in bulk.RECORD_FORMATS if f not in (kinds[0], "physionet"))
        raise click.UsageError(f"{name} input gives {name} output: use --format {kinds[0]} (or {others})")
    if fmt == "physionet" and (not records_in or set(kinds) != {"physionet"}):
        raise click.UsageError("--format physionet lists the PHI of PhysioNet records: give PhysioNet .text inputs")
    if fmt == "physionet" and modes.needs_surrogates:
        raise click.UsageError("--format physionet lists the PHI found in the original notes (for `fstdeid eval "
                               "--pred`): it makes no surrogates; drop the surrogate --mode")
    if patient_field and not records_in:
        raise click.UsageError("--patient-field reads records (JSONL, CSV, Parquet): give record inputs or --patient")
    if patient_field and patient:
        raise click.UsageError("give --patient or --patient-field, not both")
    if resume and overwrite:
        raise click.UsageError("give --resume or --overwrite, not both")
    target = Path(output) if output != "-" else None
    if target is None:
        if fmt in bulk.FOLDER_FORMATS:
            raise click.UsageError(f"--format {fmt} writes a folder: give -o FOLDER")
        if fmt == "parquet":
            raise click.UsageError("--format parquet writes a file: give -o FILE")
        if resume:
            raise click.UsageError("--resume needs an output file or folder, not standard output")
    elif fmt in bulk.RECORD_FORMATS and target.is_dir():  # else it fails after the whole batch
        raise click.UsageError(f"{target} is a folder: {fmt.upper() if fmt != 'parquet' else 'Parquet'} output is one "
                               f"file{' (or -)' if fmt != 'parquet' else ''}")
    elif fmt in bulk.FOLDER_FORMATS and target.exists() and not target.is_dir():
        raise click.UsageError(f"{target} exists and is not a folder")
    mode = modes
    deid = _load(lang, grammar_dir, lexicon_dir)
    mode.check_labels(deid.categories)
    store = None
    if mode.needs_surrogates:
        store = _use_surrogates(deid, secret_file, mapping_db, surrogate_set, surrogate_lang, date_shift, date_sign,
                                day_first, keep_weekday, shift_years, age_cap, org_policy)
    elif mapping_db or secret_file:
        raise click.UsageError("--secret-file and --mapping-db are for the surrogate and xml modes")
    if verify and fmt == "brat" and not mode.needs_surrogates:
        raise click.UsageError("--verify checks de-identified text: brat without a surrogate mode writes the original "
                               "text with its spans")
    opts = bulk.DeidOptions(mode, patient, patient_field, output_spans or mode.needs_surrogates,
                            time_limit=time_limit or None, profile=profile, verify=verify)
    if records_in:
        for p, kind in zip(paths, kinds):  # a missing text column: say so now, not after the first files
            if kind == "csv" and text_column not in (cols := csv_columns(p)) and cols:
                raise FstdeidError(f"{p}: no column {text_column!r} (columns: {', '.join(cols)}); see --text-column")
            if kind == "parquet" and text_column not in (cols := parquet_columns(p)):
                raise FstdeidError(f"{p}: no column {text_column!r} (columns: {', '.join(cols)}); see --text-column")
        docs, total = _read_records(paths, kinds, text_column, id_column, max_chars)
        input_names = [[str(p.resolve()), p.stat().st_size] for p in paths]
    else:
        total = check_text_files(paths)  # the files are listed as they are processed: none is kept in memory
        # NAME.txt over NAME.txt would destroy the original notes (BRAT in a surrogate mode writes NAME.txt too)
        if target is not None and (fmt == "text" or (fmt == "brat" and mode.needs_surrogates)):
            for p in paths:
                there = target if p.is_dir() else target / p.name
                if there.resolve() == p.resolve():
                    f = next(iter_text_files([p]), (p, None))[0]
                    raise click.UsageError(f"the output {f} would overwrite its input: give another -o folder")
        files = iter_text_files(paths)
        docs = lazy_text_files(files)
        input_names = [str(p.resolve()) for p in paths]
    if target is not None:
        if overwrite and fmt in bulk.RECORD_FORMATS:
            bulk.remove_parts(target)
        elif not overwrite and not resume:
            there = bulk.existing_output(target, fmt, None if records_in else lazy_text_files(iter_text_files(paths)))
            if there:
                raise FstdeidError(f"the output {there} exists: give --resume to skip the documents already done, "
                                   f"or --overwrite to replace it")
    if target is None:
        sink = bulk.StreamSink(fmt)
    elif fmt in bulk.FOLDER_FORMATS:
        sink = bulk.FolderSink(target, fmt, fsync=fsync)
    else:
        surrogates = None
        if mode.needs_surrogates:
            surrogates = [repr(deid.surrogator.config), deid.surrogator.secret.fingerprint()]
        from .build import content_hash

        fp = bulk.fingerprint(format=fmt, mode=repr(mode), spans=opts.output_spans, patient_field=patient_field,
                              patient=hashlib.sha256(patient.encode()).hexdigest() if patient is not None else None,
                              text_column=text_column, id_column=id_column, max_chars=max_chars, inputs=input_names,
                              profile=profile, verify=verify,
                              language=deid.name, language_hash=content_hash(deid.language), surrogates=surrogates)
        types = _parquet_types(paths[0], text_column) if fmt == "parquet" and kinds[0] == "parquet" else None
        sink = bulk.RecordSink(target, fmt, fingerprint=fp, resume=resume, fsync=fsync, checkpoint=checkpoint,
                               types=types)
        if resume and sink.complete:
            click.echo(f"fstdeid: {target} is complete (an earlier run wrote it): nothing to resume", err=True)
            if store is not None:
                store.close()
            sys.exit(0)
    err = sys.stderr
    show = progress if progress is not None else err.isatty()
    prog = bulk.Progress(err, total, live=err.isatty()) if show else None
    say = prog.note if prog is not None else (lambda line: click.echo(line, err=True))
    errors = None
    if jobs == 1:  # the documents are processed in this process (else bulk's workers do this)
        bulk.collect_less()
    try:
        errors = bulk.ErrorReport(Path(errors_file), fsync=fsync) if errors_file else None
        summary = bulk.run(deid, docs, fmt, opts, sink, jobs=jobs, max_chars=max_chars, resume=resume, store=store,
                           errors=errors, progress=prog, on_error=lambda e: say(f"fstdeid: error: {e}"))
    finally:
        if store is not None:
            store.close()
    if verify:
        click.echo(f"fstdeid: --verify: {summary.residual} documents failed the residual check", err=True)
    click.echo(summary.line(), err=True)
    sys.exit(1 if summary.failed else 0)


def _read_records(paths, kinds, text_column, id_column, max_chars):
    """The documents of record files, one after the other; their marks count input bytes."""
    sizes = [p.stat().st_size for p in paths]
    readers = RECORD_READERS

    def docs():
        base = 0
        for i, (p, kind) in enumerate(zip(paths, kinds)):
            for d in readers[kind](p, text_field=text_column, id_field=id_column, max_chars=max_chars, index=i):
                d.mark += base
                yield d
            base += sizes[i]

    return docs(), sum(sizes)


def _parquet_types(path: Path, text_column: str) -> dict:
    import pyarrow.parquet as pq

    schema = pq.read_schema(path)
    return {f.name: f.type for f in schema if f.name != text_column}


def _mode_option(values):
    from .surrogate.modes import parse_mode_options

    try:
        return parse_mode_options(values or ("tag",))
    except FstdeidError as e:
        raise click.BadParameter(str(e), param_hint="'--mode'") from None


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


from .evaluate.cli import eval_cmd  # noqa: E402  (registered last: it imports the pipeline)

main.add_command(eval_cmd)

if __name__ == "__main__":
    main()

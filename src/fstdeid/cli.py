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
from .formats import (DEFAULT_MAX_CHARS, InputDoc, brat_ann, is_jsonl, read_jsonl, read_text_files, text_files,
                      write_atomic)
from .language import Language, available_languages
from .pipeline import MODES, Deidentifier, load, render
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
@click.option("--mode", type=click.Choice(MODES), default="tag", show_default=True, help="How PHI is replaced.")
@click.option("-o", "--output", required=True, help="Output folder (text files in) or JSONL file ('-' = stdout).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
@click.option("--max-chars", type=int, default=DEFAULT_MAX_CHARS, show_default=True,
              help="Documents longer than this are reported as errors.")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True))
def deid_cmd(lang, grammar_dir, lexicon_dir, fmt, mode, output, jobs, max_chars, inputs) -> None:
    """De-identify INPUTS: .txt files, folders of them, or .jsonl files ({"id", "text", ...} per line).

    Text inputs give one output per note in the folder OUTPUT (brat: NAME.ann + NAME.txt; xml:
    NAME.xml; text: NAME.txt); JSONL inputs give one JSONL file with "spans" and "deidentified" per
    record, in input order. A document that fails is reported on standard error (its id and the
    reason, never its text), gets no output, and the exit status is 1; the others are processed.
    """
    paths = [Path(p) for p in inputs]
    jsonl_in = [is_jsonl(p) for p in paths]
    if any(jsonl_in) and not all(jsonl_in):
        raise click.UsageError("give either JSONL files or text files and folders, not both")
    fmt = fmt or ("jsonl" if all(jsonl_in) else "text")
    if all(jsonl_in) and fmt != "jsonl":
        raise click.UsageError("JSONL input gives JSONL output: use --format jsonl")
    deid = _load(lang, grammar_dir, lexicon_dir)
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
    sink = _Sink(Path(output) if output != "-" else None, fmt)
    try:
        for doc, result in _process_all(deid, docs, fmt, mode, jobs):
            if isinstance(result, DocumentError):
                failed += 1
                click.echo(f"fstdeid: error: {result}", err=True)
            else:
                sink.write(doc, result)
                ok += 1
        sink.close()
    except BaseException:
        sink.abort()
        raise
    seconds = time.perf_counter() - t0
    click.echo(f"fstdeid: {ok} documents de-identified, {failed} failed, {seconds:.1f} s", err=True)
    sys.exit(1 if failed else 0)


class _Sink:
    """Where outputs go: files in a folder, or records of one JSONL file (atomic) or stdout."""

    def __init__(self, target: Path | None, fmt: str):
        self.fmt = fmt
        self.target = target
        self._records: list[str] | None = [] if fmt == "jsonl" and target is not None else None
        if fmt == "jsonl" and target is not None and target.is_dir():  # else it fails after the whole batch
            raise click.UsageError(f"{target} is a folder: JSONL output is one file (or '-')")
        if fmt != "jsonl":
            if target is None:
                raise click.UsageError(f"--format {fmt} writes a folder: give -o FOLDER")
            if target.exists() and not target.is_dir():
                raise click.UsageError(f"{target} exists and is not a folder")

    def write(self, doc: InputDoc, outputs: dict[str, str]) -> None:
        if self.fmt == "jsonl":
            line = outputs["jsonl"]
            if self._records is None:
                sys.stdout.write(line)
                sys.stdout.flush()
            else:
                self._records.append(line)
            return
        rel = doc.relpath if doc.relpath is not None else Path(doc.id)
        for suffix, content in outputs.items():
            write_atomic(self.target / rel.with_suffix(suffix), content)

    def close(self) -> None:
        if self._records is not None:
            write_atomic(self.target, "".join(self._records))

    def abort(self) -> None:
        self._records = None


def _render(deid: Deidentifier, doc: InputDoc, fmt: str, mode: str) -> dict[str, str] | DocumentError:
    """All outputs of one document, or its error. Runs in the workers."""
    if doc.error is not None:
        return doc.error
    try:
        ann = deid.annotate(doc.text, doc_id=doc.id)
        if fmt == "brat":
            return {".ann": brat_ann(doc.text, ann.spans), ".txt": doc.text}
        if fmt == "xml":
            from .pipeline import replacement
            from .annotation import Span

            xml = to_xml(doc.text, ann.tags, doc_id=doc.id,
                         replacement=lambda t: replacement(Span(t.start, t.end, t.label, t.codes), doc.text, mode))
            return {".xml": xml + "\n"}
        deidentified = render(ann, mode)
        if fmt == "text":
            return {".txt": deidentified}
        rec = dict(doc.fields)
        rec.setdefault("id", doc.id)
        rec["spans"] = [s.as_dict() for s in ann.spans]
        rec["deidentified"] = deidentified
        line = json.dumps(rec, ensure_ascii=False) + "\n"
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in another field: it would stop the whole batch
            return DocumentError(doc.id, "a field holds a lone surrogate, which cannot be written as UTF-8")
        return {"jsonl": line}
    except DocumentError as e:
        return e
    except Exception as e:  # never let one document's failure stop the batch, nor leak its text
        return DocumentError(doc.id, f"internal error {type(e).__name__}")


_WORKER_STATE: tuple | None = None


def _work(doc: InputDoc):
    deid, fmt, mode = _WORKER_STATE
    return doc, _render(deid, doc, fmt, mode)


def _process_all(deid: Deidentifier, docs, fmt: str, mode: str, jobs: int):
    global _WORKER_STATE
    _WORKER_STATE = (deid, fmt, mode)
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

"""`fstdeid eval`: compare predictions with a gold corpus (registered in fstdeid.cli as a subcommand)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import FstdeidError
from ..formats import write_atomic
from .readers import ALIASES, FORMATS, detect_format, load_corpus, load_deidentified, normalize_format, \
    serbian_recorded_checks
from .report import evaluate, render_table, run_language

_FORMAT_CHOICES = click.Choice(list(FORMATS) + sorted(ALIASES), case_sensitive=False)


def _hipaa_map(path: str) -> dict[str, bool]:
    """A JSON object {label: true|false} or lines `LABEL<TAB or space>yes|no`."""
    text = Path(path).read_text(encoding="utf-8")
    if path.endswith(".json"):
        data = json.loads(text)
        if not isinstance(data, dict):
            raise FstdeidError(f"{path}: expected a JSON object of label: true/false")
        return {str(k): bool(v) for k, v in data.items()}
    out = {}
    for n, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or parts[1].lower() not in ("yes", "no", "true", "false", "1", "0"):
            raise FstdeidError(f"{path}: line {n}: expected 'LABEL yes|no'")
        out[parts[0]] = parts[1].lower() in ("yes", "true", "1")
    return out


@click.command("eval")
@click.option("--gold", "gold_path", required=True, type=click.Path(exists=True),
              help="Gold corpus: BRAT folder, MEDDOCAN XML folder, PhysioNet folder or .phrase, JSONL, Serbian XML.")
@click.option("--pred", "pred_path", type=click.Path(exists=True),
              help="Predictions (any corpus format). Without it, --lang/--grammar-dir runs fstdeid on the gold texts.")
@click.option("--lang", "-l", help="Run this bundled language on the gold texts (instead of --pred).")
@click.option("--grammar-dir", type=click.Path(file_okay=False), help="Run your own language (instead of --pred).")
@click.option("--lexicon-dir", type=click.Path(file_okay=False), help="Lexicon folder of your own language.")
@click.option("--format", "fmt", type=_FORMAT_CHOICES, help="Format of --gold and --pred (default: detected).")
@click.option("--pred-format", type=_FORMAT_CHOICES, help="Format of --pred, when it differs from --format.")
@click.option("--deidentified", type=click.Path(exists=True),
              help="De-identified outputs (folder of NAME.txt or JSONL with 'deidentified') for the string leak.")
@click.option("--hipaa-map", type=click.Path(exists=True, dir_okay=False),
              help="Which labels are HIPAA PHI: JSON {label: bool} or 'LABEL yes|no' lines (default: built in).")
@click.option("--json", "json_out", help="Write every figure as one JSON object to FILE ('-' = standard output).")
@click.option("--html", "html_out", type=click.Path(dir_okay=False), help="Write a self-contained HTML report.")
@click.option("--show-text", is_flag=True, help="Put the error strings (PHI) in the JSON output.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes when running a language.")
def eval_cmd(gold_path, pred_path, lang, grammar_dir, lexicon_dir, fmt, pred_format, deidentified, hipaa_map,
             json_out, html_out, show_text, jobs) -> None:
    """Evaluate predictions against a gold corpus with the MEDDOCAN, Serbian (OK/UOK/NOK/MISS),
    i2b2 2014 and PhysioNet schemes, and the string-level leak.

    Documents are matched by id. The terminal table and the JSON hold figures, ids and offsets,
    never document text (unless --show-text, for the JSON); the HTML report shows errors in
    context and so contains PHI.
    """
    try:
        _run(gold_path, pred_path, lang, grammar_dir, lexicon_dir, fmt, pred_format, deidentified, hipaa_map,
             json_out, html_out, show_text, jobs)
    except FstdeidError as e:
        click.echo(f"fstdeid: error: {e}", err=True)
        sys.exit(2)


def _run(gold_path, pred_path, lang, grammar_dir, lexicon_dir, fmt, pred_format, deidentified, hipaa_map,
         json_out, html_out, show_text, jobs) -> None:
    runs_language = bool(lang or grammar_dir)
    if pred_path and runs_language:
        raise click.UsageError("give either --pred or --lang/--grammar-dir, not both")
    gold_fmt = normalize_format(fmt) if fmt else detect_format(gold_path)
    gold = load_corpus(gold_path, gold_fmt, role="gold")
    recorded = serbian_recorded_checks(Path(gold_path)) if gold_fmt == "serbian-xml" else None
    failed: list[str] = []
    pred_source = None
    if pred_path:
        pfmt = pred_format or fmt
        pred = load_corpus(pred_path, normalize_format(pfmt) if pfmt else None, role="pred")
    elif runs_language:
        from ..pipeline import load

        deid = load(lang, grammar_dir=grammar_dir, lexicon_dir=lexicon_dir)
        pred, failed = run_language(deid, gold, jobs=jobs)
        pred_source = pred.source
        for doc_id in failed:
            click.echo(f"fstdeid: error: document {doc_id!r} failed; counted with no predictions", err=True)
    elif gold_fmt == "serbian-xml":  # an evaluated Serbian file holds the system's output too
        pred = load_corpus(gold_path, gold_fmt, role="pred")
    else:
        raise click.UsageError("give --pred, or --lang/--grammar-dir to run fstdeid on the gold texts")
    deid_texts = load_deidentified(deidentified) if deidentified else None
    ev = evaluate(gold, pred, hipaa_map=_hipaa_map(hipaa_map) if hipaa_map else None, deidentified=deid_texts,
                  recorded_checks=recorded, pred_source=pred_source, deidentified_source=deidentified,
                  failed=failed)
    if json_out:
        data = json.dumps(ev.as_json(show_text=show_text), ensure_ascii=False, indent=1) + "\n"
        if json_out == "-":
            click.echo(data, nl=False)
        else:
            write_atomic(Path(json_out), data)
    if html_out:
        from .htmlreport import render_html

        write_atomic(Path(html_out), render_html(ev))
    if json_out != "-":
        click.echo(render_table(ev), nl=False)

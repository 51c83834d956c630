"""Evaluation of de-identification: gold and predicted corpora, the published measures, reports.

    from fstdeid.evaluate import load_corpus, evaluate
    gold = load_corpus("dev/brat")                    # format detected from the path
    pred = load_corpus("run.jsonl", role="pred")
    ev = evaluate(gold, pred)
    ev.figures["meddocan"]["subtask1"]["f1"]

Schemes (see `fstdeid.evaluate.measures` and docs/evaluation.md): MEDDOCAN subtasks 1 and 2 with
the leak score, the Serbian OK/UOK1/UOK2/NOK/MISS/MISS-E scheme with strict and relaxed P/R/F and
the slot error rate, i2b2 2014 strict/relaxed/token/HIPAA, PhysioNet overlap recall and
precision, and the string-level leak. `fstdeid eval` is the command line (`.cli.eval_cmd`).
"""

from .corpus import Corpus, Doc, ESpan, Pair, pair
from .readers import FORMATS, detect_format, load_corpus, load_deidentified, meddocan_xml, write_meddocan_xml
from .report import Evaluation, evaluate, render_table, run_language

__all__ = ["Corpus", "Doc", "ESpan", "Pair", "pair", "FORMATS", "detect_format", "load_corpus", "load_deidentified",
           "meddocan_xml", "write_meddocan_xml", "Evaluation", "evaluate", "render_table", "run_language"]

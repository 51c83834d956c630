"""Running an evaluation and presenting it: the figures (JSON-able), the terminal table.

Neither the figures nor the terminal table hold document text: only ids, offsets, labels, counts
and the stage and rule names of the cascade. `Evaluation.as_json(show_text=True)` adds the
strings of the errors and leaks (they are PHI: only on request, `--show-text`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .. import __version__
from ..errors import DocumentError, FstdeidError
from . import measures as M
from .corpus import Corpus, Doc, ESpan, Pair, _id_list, pair


@dataclass
class Evaluation:
    figures: dict
    errors: list[M.ErrorItem]
    pairs: list[Pair]
    leaks: list[tuple[str, ESpan]] = field(default_factory=list)

    def texts(self) -> dict[str, str]:
        return {p.id: p.text for p in self.pairs}

    def as_json(self, *, show_text: bool = False) -> dict:
        texts = self.texts() if show_text else {}
        out = dict(self.figures)
        out["show_text"] = show_text
        out["errors"] = [e.as_dict(texts.get(e.doc)) for e in self.errors]
        leaks = []
        for doc, g in self.leaks:
            d = {"doc": doc, "category": g.label, "start": g.start, "end": g.end}
            if show_text:
                d["text"] = texts[doc][g.start:g.end]
            leaks.append(d)
        out["string_leak"] = {**out["string_leak"], "leaks": leaks}
        return out


def evaluate(gold: Corpus, pred: Corpus, *, hipaa_map: Mapping[str, bool] | None = None,
             deidentified: Mapping[str, str] | None = None, recorded_checks: list[tuple[str, str]] | None = None,
             pred_source: str | None = None, deidentified_source: str | None = None,
             failed: list[str] | None = None) -> Evaluation:
    """Every scheme on `gold` against `pred` (see `fstdeid.evaluate.measures`).

    `deidentified` maps ids to de-identified texts for the string-level leak (else each predicted
    document's own `deidentified`, else the gold text with the predicted spans masked).
    `recorded_checks` are (label, check) judgments read from Serbian XML, reported as they are.
    """
    pairs, info = pair(gold, pred)
    if deidentified is not None:
        missing = [p.id for p in pairs if p.id not in deidentified]
        if missing:
            raise FstdeidError(f"de-identified outputs missing for: {_id_list(missing)}")
    hipaa = dict(M.default_hipaa_map() if hipaa_map is None else hipaa_map)
    leak, leaks = M.string_leak(pairs, deidentified)
    if deidentified is not None:
        leak_source = deidentified_source or "deidentified"
    elif all(p.deidentified is not None for p in pairs) and pairs:
        leak_source = "prediction's de-identified text"
    else:
        leak_source = "gold text with predicted spans masked"
    figures = {
        "fstdeid_version": __version__,
        "gold": {"source": gold.source, "format": gold.fmt, "documents": len(gold), "spans": gold.n_spans},
        "pred": {"source": pred_source or pred.source, "format": pred.fmt, "documents": len(pred),
                 "spans": pred.n_spans, "failed_documents": sorted(failed or [])},
        "duplicates_dropped": info["duplicates_dropped"],
        "bom_shifted": info["bom_shifted"],
        "meddocan": M.meddocan(pairs),
        "serbian": M.serbian(pairs),
        "i2b2": M.i2b2(pairs, hipaa),
        "physionet": M.physionet(pairs),
        "string_leak": {**leak, "source": leak_source},
        "confusion": M.confusion(pairs),
        "rules": M.rules(pairs),
    }
    if recorded_checks:
        counts: dict = {}
        for label, check in recorded_checks:
            counts.setdefault(label, {}).setdefault(check, 0)
            counts[label][check] += 1
        figures["serbian_recorded"] = M.serbian_from_counts(counts)
    return Evaluation(figures, M.errors(pairs), pairs, leaks)


def run_language(deid, gold: Corpus, *, jobs: int = 1) -> tuple[Corpus, list[str]]:
    """Predictions of a `Deidentifier` on the gold texts, with its tags (stage and rule of each
    span) and its tag-mode de-identified text. A document that fails gets no spans; its id is
    returned in the second result."""
    from ..pipeline import render

    docs, failed = [], []
    items = list(gold)
    for d, ann in zip(items, deid.pipe((d.text or "" for d in items), n_process=jobs)):
        if isinstance(ann, DocumentError):
            failed.append(d.id)
            docs.append(Doc(d.id, d.text, []))
            continue
        spans = [ESpan(s.start, s.end, s.label) for s in ann.spans]
        docs.append(Doc(d.id, d.text, spans, deidentified=render(ann, "tag"), tags=ann.tags))
    return Corpus(docs, fmt="fstdeid", source=f"fstdeid --lang {deid.name}"), failed


# -- the terminal table ---------------------------------------------------------------------------

#: How many rules the terminal table lists (those with most non-exact predictions).
RULE_ROWS = 20


def _f(x) -> str:
    return "n/a" if x is None else f"{x:.4f}"


def _table(headers: list[str], rows: list[list], first_width: int | None = None) -> list[str]:
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(headers[i]), *(len(r[i]) for r in cells)) if cells else len(headers[i])
              for i in range(len(headers))]
    if first_width:
        widths[0] = max(widths[0], first_width)

    def line(r):
        return "  ".join(c.ljust(widths[0]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)).rstrip()

    return [line(headers), "  ".join("-" * w for w in widths)] + [line(r) for r in cells]


def _prf_row(name: str, d: dict) -> list:
    return [name, d["tp"], d["fp"], d["fn"], _f(d["precision"]), _f(d["recall"]), _f(d["f1"])]


def render_table(ev: Evaluation) -> str:
    """The figures as text tables (no document text)."""
    f = ev.figures
    out: list[str] = []
    g, p = f["gold"], f["pred"]
    out.append(f"gold: {g['source']} ({g['format']}), {g['documents']} documents, {g['spans']} spans")
    out.append(f"pred: {p['source']} ({p['format']}), {p['spans']} spans"
               + (f", {len(p['failed_documents'])} documents failed" if p["failed_documents"] else ""))
    dd = f["duplicates_dropped"]
    if dd["gold"] or dd["pred"]:
        out.append(f"duplicate spans dropped: {dd['gold']} gold, {dd['pred']} predicted")
    if f["bom_shifted"]:
        out.append(f"predictions shifted by one for a byte-order mark the predicted text lacks: "
                   f"{len(f['bom_shifted'])} documents")
    md = f["meddocan"]
    s1 = md["subtask1"]
    out += ["", "MEDDOCAN"]
    out += _table(["measure", "TP", "FP", "FN", "P", "R", "F1"], [
        _prf_row("subtask 1 (NER offset+type)", s1),
        _prf_row("subtask 2 strict (spans)", md["subtask2_strict"]),
        _prf_row("subtask 2 merged", md["subtask2_merged"]),
    ])
    out.append(f"leak (subtask 1 FN / sentences): {_f(s1['leak'])}  ({s1['fn']} / {s1['sentences']})")
    out += ["", "Per label (subtask 1)"]
    out += _table(["label", "support", "TP", "FP", "FN", "P", "R", "F1"], [
        [label, d["support"], d["tp"], d["fp"], d["fn"], _f(d["precision"]), _f(d["recall"]), _f(d["f1"])]
        for label, d in md["subtask1"]["per_label"].items()
    ])
    for key, title in (("serbian", "Serbian scheme (computed)"), ("serbian_recorded", "Serbian scheme (recorded checks)")):
        if key not in f:
            continue
        sr = f[key]
        out += ["", title]
        rows = []
        for label, c in sr["counts"].items():
            st, rl = sr["strict"][label], sr["relaxed"][label]
            rows.append([label] + [c[k] for k in M.SERBIAN_CLASSES]
                        + [_f(st["precision"]), _f(st["recall"]), _f(st["f1"]),
                           _f(rl["precision"]), _f(rl["recall"]), _f(rl["f1"]), _f(sr["ser"][label])])
        out += _table(["label", *M.SERBIAN_CLASSES, "P1", "R1", "F1", "P2", "R2", "F2", "SER"], rows)
    i = f["i2b2"]
    out += ["", "i2b2 2014"]
    out += _table(["measure", "TP", "FP", "FN", "P", "R", "F1"], [
        _prf_row("strict entity", i["strict"]),
        _prf_row(f"relaxed entity (end ±{i['relaxed']['end_distance']})", i["relaxed"]),
        _prf_row("token (label)", i["token"]),
        _prf_row("token (any PHI)", i["token_binary"]),
        _prf_row("HIPAA strict entity", i["hipaa"]),
    ])
    if i["hipaa"]["unmapped"]:
        out.append("labels not in the HIPAA map (counted as not HIPAA): " + ", ".join(i["hipaa"]["unmapped"]))
    ph = f["physionet"]
    out += ["", "PhysioNet overlap (label-blind)"]
    out.append(f"recall {_f(ph['recall'])} ({ph['gold_found']}/{ph['gold']})  precision {_f(ph['precision'])} "
               f"({ph['pred_right']}/{ph['pred']})  F1 {_f(ph['f1'])}")
    out += _table(["gold type", "gold", "found", "recall"], [
        [label, d["gold"], d["found"], _f(d["recall"])] for label, d in ph["per_type_recall"].items()
    ])
    sl = f["string_leak"]
    out += ["", f"String-level leak ({sl['source']})"]
    out.append(f"{sl['leaked']} of {sl['gold']} gold PHI strings still in the output: rate {_f(sl['rate'])}")
    leaking = [[label, d["gold"], d["leaked"], _f(d["rate"])] for label, d in sl["per_label"].items() if d["leaked"]]
    if leaking:
        out += _table(["label", "gold", "leaked", "rate"], leaking)
    worst = sorted(((name, d) for name, d in f["rules"].items() if d["exact"] < d["predicted"]),
                   key=lambda item: (item[1]["exact"] - item[1]["predicted"], item[0]))
    if worst:
        out += ["", f"Rules with predictions that are not exact matches (subtask 1; {len(worst)} of "
                    f"{len(f['rules'])} rules; every rule in --json)"]
        out += _table(["stage/rule", "predicted", "exact", "overlapping", "spurious", "P"], [
            [name, d["predicted"], d["exact"], d["overlapping"], d["spurious"], _f(d["precision"])]
            for name, d in worst[:RULE_ROWS]])
        if len(worst) > RULE_ROWS:
            out.append(f"... and {len(worst) - RULE_ROWS} more")
    counts = {}
    for e in ev.errors:
        counts[(e.side, e.type)] = counts.get((e.side, e.type), 0) + 1
    out += ["", "Errors: " + ", ".join(f"{side} {t}: {n}" for (side, t), n in sorted(counts.items()))
            if counts else "Errors: none"]
    return "\n".join(out) + "\n"

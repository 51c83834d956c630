"""How well the cascade finds PHI whose values it has not seen: gold spans replaced by surrogates.

    python benchmarks/surrogate_roundtrip.py --corpus ../shared/data/meddocan/train/brat [--lang es]
        [--copies 2] [--out DIR] [--json FILE]

Each copy of a gold corpus has every gold span replaced by a surrogate of its category (the
surrogate engine of `fstdeid deid --mode surrogate`, with a fixed secret per copy), the gold spans
moved to the surrogates' offsets. The gold may be in any format `fstdeid eval` reads, labelled with
the language's categories (as MEDDOCAN is for `es`; the PhysioNet gold's labels are not `en`'s);
the copies are written as BRAT. The cascade then annotates the copies, and the script prints
`fstdeid eval`'s subtask 1 and strict figures on the original notes and on each copy.

A rule that works only for the exact names, places, streets or numbers of the notes it was written
on loses on the copies; a rule that captures how the text writes the category does not. The
surrogates come from the project's lists, so names and places the lexicons hold come back; what
changes is which value stands in which context, and every number, date and street.

A span the surrogate engine cannot replace (`[LABEL]`) keeps its original text, so that no span is
left out; the script counts them. Overlapping gold spans keep the first. Prints figures and counts,
never text; the copies (`--out`) hold the surrogate texts.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
try:
    import fstdeid
except ImportError:  # running from a source checkout
    sys.path.insert(0, str(ROOT / "src"))
    import fstdeid

from _benchlib import write_json  # noqa: E402  (_benchlib does not import fstdeid)
from fstdeid.annotation import Annotation, Span, TagSpan  # noqa: E402
from fstdeid.evaluate.corpus import Corpus, pair  # noqa: E402
from fstdeid.evaluate.measures import meddocan  # noqa: E402
from fstdeid.evaluate.readers import load_corpus  # noqa: E402
from fstdeid.evaluate.report import run_language  # noqa: E402
from fstdeid.formats import brat_ann  # noqa: E402
from fstdeid.surrogate.keys import Secret  # noqa: E402

SECRET = "surrogate-roundtrip-secret-not-for-real-data-{copy}"


def gold_tags(spans) -> tuple[TagSpan, ...]:
    """The gold spans as PHI tags (no codes: the surrogate engine tells their kind by label);
    a span overlapping an earlier one is dropped."""
    out: list[TagSpan] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if out and s.start < out[-1].end:
            continue
        out.append(TagSpan(s.start, s.end, (), (), "", "gold", "gold", label=s.label))
    return tuple(out)


def surrogate_copy(deid, gold, folder: Path) -> dict:
    """Write the surrogate copy of every gold note into `folder` (.txt + .ann); counts."""
    kept = replaced = dropped = 0
    for doc in gold:
        tags = gold_tags(doc.spans)
        dropped += len(doc.spans) - len(tags)
        ann = Annotation(doc.text, tags, tuple(Span(t.start, t.end, t.label) for t in tags))
        res = deid.surrogator.deidentify(ann, "surrogate", doc_id=doc.id)
        pieces, spans, pos, length = [], [], 0, 0
        for out_span, tag in zip(res.spans, tags):
            new = res.text[out_span.start:out_span.end]
            if new == f"[{tag.label}]":  # no surrogate: the original stays
                new = doc.text[tag.start:tag.end]
                kept += 1
            else:
                replaced += 1
            gap = doc.text[pos:tag.start]
            pieces += [gap, new]
            spans.append(Span(length + len(gap), length + len(gap) + len(new), tag.label))
            length += len(gap) + len(new)
            pos = tag.end
        pieces.append(doc.text[pos:])
        text = "".join(pieces)
        path = folder / doc.id
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_suffix(".txt").write_text(text, encoding="utf-8")
        path.with_suffix(".ann").write_text(brat_ann(text, spans), encoding="utf-8")
    return {"replaced": replaced, "kept_original": kept, "overlapping_dropped": dropped}


def scores(deid, gold: Corpus) -> dict:
    """Subtask 1 and strict figures of the cascade on the notes of `gold`."""
    pred, _ = run_language(deid, gold)
    pairs, _ = pair(gold, pred)
    m = meddocan(pairs)
    return {k: {f: m[k][f] for f in ("tp", "fp", "fn", "precision", "recall", "f1")}
            for k in ("subtask1", "subtask2_strict")} | {
        "per_label_f1": {lab: round(v["f1"], 4) for lab, v in m["subtask1"]["per_label"].items()}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, required=True, help="gold corpus (BRAT folder, PhysioNet folder...)")
    ap.add_argument("--lang", default="es")
    ap.add_argument("--copies", type=int, default=2, help="surrogate copies, each with its own secret")
    ap.add_argument("--out", type=Path, default=None, help="keep the copies here (default: a temporary folder)")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    gold = load_corpus(args.corpus)
    deid = fstdeid.load(args.lang)
    result = {"corpus": str(args.corpus), "lang": args.lang, "documents": len(gold),
              "original": scores(deid, gold), "copies": []}
    with tempfile.TemporaryDirectory() as tmp:
        base = args.out or Path(tmp)
        for c in range(args.copies):
            deid.use_surrogates(secret=Secret.from_text(SECRET.format(copy=c)))
            folder = base / f"copy-{c}"
            counts = surrogate_copy(deid, gold, folder)
            result["copies"].append({"copy": c, **counts, **scores(deid, load_corpus(folder, "brat"))})
    print(f"{'corpus':10s} {'subtask 1 P/R/F1':>26s}   {'strict F1':>9s}   spans replaced / kept")
    rows = [("original", result["original"], "")] + [
        (f"copy {c['copy']}", c, f"{c['replaced']} / {c['kept_original']}") for c in result["copies"]]
    for name, r, counts in rows:
        s1, s2 = r["subtask1"], r["subtask2_strict"]
        print(f"{name:10s} {s1['precision']:8.4f} {s1['recall']:8.4f} {s1['f1']:8.4f}   {s2['f1']:9.4f}   {counts}")
    labels = sorted(result["original"]["per_label_f1"])
    print("\nper label F1 (subtask 1): original, then each copy")
    for lab in labels:
        cells = [result["original"]["per_label_f1"].get(lab, 0.0)] + [
            c["per_label_f1"].get(lab, 0.0) for c in result["copies"]]
        print(f"{lab:34s} " + " ".join(f"{v:6.3f}" for v in cells))
    write_json(args.json, result)


if __name__ == "__main__":
    main()

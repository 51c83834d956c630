"""How well the cascade finds PHI whose names its lexicons do not hold: the gold values taken out.

    python benchmarks/lexicon_ablation.py --corpus ../shared/data/meddocan/train/brat [--lang es]
        [--labels TERRITORIO,HOSPITAL,...] [--match words|exact] [--json FILE]

A lexicon entry is a memory of one value; a grammar rule is a way the text writes a category. On the
corpus the lexicons were checked against, both find the values, and the figures cannot tell them
apart. This script copies the language's lexicons to a scratch folder without the PHI entries
(codes starting `NE+`, in `.tsv` files) that the gold spans of the corpus name, compiles the
language with them (into a scratch cache), and prints subtask 1 per-label figures with the full
lexicons and with the ablated ones. What a label loses is what it finds only because the lexicons
know the very values of this corpus; on unseen notes (a dev or test split) the values are new.

`--match words` (the default) drops an entry whose form is the gold value or a run of its words
(`Hospital Universitario La Paz` drops `La Paz`, `Juan Pérez` drops `Juan` and `Pérez`), so no part
of a value is known; `--match exact` drops only entries written as a whole gold value. Forms are
compared without case or accents. `--labels` (default: every label of the gold) chooses whose
values are taken out; a form that the gold writes as a whole value of another label stays.
Non-PHI lists (`NONPHI+...` entries: drugs, words, eponyms) are never touched. Prints figures and
counts of dropped entries per lexicon file, never text.
"""

from __future__ import annotations

import argparse
import shutil
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
from fstdeid.evaluate.corpus import pair  # noqa: E402
from fstdeid.evaluate.measures import meddocan  # noqa: E402
from fstdeid.evaluate.readers import load_corpus  # noqa: E402
from fstdeid.evaluate.report import run_language  # noqa: E402
from fstdeid.language import Language  # noqa: E402
from fstdeid.surrogate.names import fold  # noqa: E402  (case and accents off, spaces collapsed)


PUNCTUATION = ",.;:()[]{}\"'¿?¡!"


def gold_forms(gold, labels: set[str] | None, match: str) -> set[str]:
    """The folded forms an entry may not have: each gold value of `labels` (and, with `words`,
    each run of its words), but not one that is a whole gold value of another label (taking the
    towns out, `Madrid, España` must not take out the country)."""
    out: set[str] = set()
    others: set[str] = set()
    for doc in gold:
        for s in doc.spans:
            value = fold(doc.text[s.start:s.end])
            if labels is not None and s.label not in labels:
                others.add(value)
                continue
            if match == "exact":
                out.add(value)
                continue
            raw = value.split()  # the runs of words as written ("sta. maria") and without their punctuation
            bare = [w for w in (w.strip(PUNCTUATION) for w in raw) if w]  # ("mostoles, espana": "mostoles")
            for words in (raw, bare):
                out.update(" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1))
    return out - others


def ablate(lexicon_dir: Path, scratch: Path, forms: set[str]) -> dict[str, int]:
    """Copy `lexicon_dir` to `scratch`, dropping from every `.tsv` the PHI entries whose form is in
    `forms`; the count dropped per file (relative path)."""
    shutil.copytree(lexicon_dir, scratch)
    dropped: dict[str, int] = {}
    for path in sorted(scratch.rglob("*.tsv")):
        kept, n = [], 0
        for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
            cols = line.rstrip("\n").split("\t")
            if (not line.startswith("#") and len(cols) >= 3 and cols[2].startswith("NE+")
                    and fold(cols[0]) in forms):
                n += 1
                continue
            kept.append(line)
        if n:
            path.write_text("".join(kept), encoding="utf-8")
            dropped[str(path.relative_to(scratch))] = n
    return dropped


def per_label(deid, gold) -> dict:
    pred, failed = run_language(deid, gold)
    if failed:
        raise SystemExit(f"{len(failed)} documents failed; first: {failed[0]}")
    pairs, _ = pair(gold, pred)
    m = meddocan(pairs)["subtask1"]
    fields = ("tp", "fp", "fn", "precision", "recall", "f1")
    rows = {lab: {k: v[k] for k in fields} for lab, v in m["per_label"].items()}
    return {"all": {k: m[k] for k in fields}, "per_label": rows}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, required=True, help="gold corpus (BRAT folder, MEDDOCAN XML...)")
    ap.add_argument("--lang", default="es")
    ap.add_argument("--labels", default=None, help="comma-separated labels whose values are taken out (default: all)")
    ap.add_argument("--match", choices=("words", "exact"), default="words")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    gold = load_corpus(args.corpus)
    labels = set(args.labels.split(",")) if args.labels else None
    language = Language.find(args.lang)
    forms = gold_forms(gold, labels, args.match)
    full = per_label(fstdeid.load(args.lang), gold)
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp) / "lexicons"
        dropped = ablate(language.lexicon_dir, scratch, forms)
        ablated = per_label(fstdeid.load(grammar_dir=language.grammar_dir, lexicon_dir=scratch,
                                         cache_dir=Path(tmp) / "cache"), gold)
    result = {"corpus": str(args.corpus), "lang": args.lang, "labels": sorted(labels) if labels else "all",
              "match": args.match, "documents": len(gold), "dropped_entries": dropped,
              "full": full, "ablated": ablated}
    print(f"dropped entries ({args.match}, labels: {result['labels'] if labels else 'all'}):")
    for name, n in dropped.items():
        print(f"  {name:40s} {n:6d}")
    print(f"\n{'label':34s} {'full P':>7s} {'R':>7s} {'F1':>7s}   "
          f"{'ablated P':>9s} {'R':>7s} {'F1':>7s}   {'FN +':>5s}")
    names = sorted(full["per_label"]) + ["all"]
    for lab in names:
        a = full["all"] if lab == "all" else full["per_label"][lab]
        b = ablated["all"] if lab == "all" else ablated["per_label"].get(lab, dict.fromkeys(a, 0))
        print(f"{lab:34s} {a['precision']:7.4f} {a['recall']:7.4f} {a['f1']:7.4f}   "
              f"{b['precision']:9.4f} {b['recall']:7.4f} {b['f1']:7.4f}   {b['fn'] - a['fn']:5d}")
    write_json(args.json, result)


if __name__ == "__main__":
    main()

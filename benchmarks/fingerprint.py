"""Fingerprints of the engine's output, to check that a speed change changes nothing else.

    python benchmarks/fingerprint.py [--lang es] (--corpus DIR | --physionet) [--limit N] [--json FILE]

Annotates every note of the corpus (`--corpus DIR`: every `.txt` under DIR, e.g.
../shared/data/meddocan/train/brat for `es`; `--physionet` reads the PhysioNet dev notes, for `en`)
in one process and prints SHA-256 digests of

* `tags`: every tag, nested, with all of its fields (offsets, codes, inflection, lemma, stage, rule,
  label, element);
* `spans`: the PHI spans;
* `surrogate`: the text in surrogate mode with a fixed secret, and its output spans (as the BRAT
  output of `fstdeid deid --mode surrogate` is made of);
* `xml`: the XML of the annotation;

and the CPU seconds of the annotation pass (one core, `time.process_time`). Two engines give the same
digests only if they give the same outputs. Only digests and counts are printed, never text.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
try:
    import fstdeid
except ImportError:  # running from a source checkout
    sys.path.insert(0, str(ROOT / "src"))
    import fstdeid

from _benchlib import corpus_arguments  # noqa: E402
from fstdeid.pipeline import xml_of  # noqa: E402
from fstdeid.surrogate.keys import Secret  # noqa: E402

SECRET = "fingerprint-secret-not-for-real-data-0123456789"
PHYSIONET_DEV = ROOT.parent / "shared" / "data" / "physionet-dev"
RECORD = re.compile(r"START_OF_RECORD=(\d+)\|\|\|\|(\d+)\|\|\|\|\n(.*?)\|\|\|\|END_OF_RECORD", re.S)


def notes(args) -> list[tuple[str, str]]:
    if args.physionet:
        raw = (PHYSIONET_DEV / "id.text").read_text(encoding="utf-8")
        out = [(f"{m[1]}-{m[2]}", m[3]) for m in RECORD.finditer(raw)]
    else:
        if args.corpus is None:
            sys.exit("say which notes: --corpus DIR (e.g. ../shared/data/meddocan/train/brat) or --physionet")
        folder = args.corpus
        out = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(folder.rglob("*.txt"))]
    return out[:args.limit] if args.limit else out


def tag_repr(t) -> tuple:
    return (t.start, t.end, t.codes, t.infl, t.lemma, t.stage, t.rule, t.label, t.element,
            tuple(tag_repr(c) for c in t.children))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    corpus_arguments(ap)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    docs = notes(args)
    deid = fstdeid.load(args.lang)
    deid.use_surrogates(secret=Secret.from_text(SECRET))
    mb = sum(len(t.encode("utf-8")) for _, t in docs) / 1e6
    c0 = time.process_time()
    anns = [deid.annotate(text, doc_id=i) for i, text in docs]
    cpu = time.process_time() - c0
    h = {k: hashlib.sha256() for k in ("tags", "spans", "surrogate", "xml")}
    ntags = nspans = 0
    for (i, text), ann in zip(docs, anns):
        h["tags"].update(repr((i, [tag_repr(t) for t in ann.tags])).encode())
        h["spans"].update(repr((i, [(s.start, s.end, s.label, s.codes) for s in ann.spans])).encode())
        res = deid.surrogator.deidentify(ann, "surrogate", patient=None, doc_id=i)
        h["surrogate"].update(repr((i, res.text, [(s.start, s.end, s.label, s.mode) for s in res.spans])).encode())
        h["xml"].update(xml_of(ann, None, doc_id=i).encode())
        ntags += len(ann.tags)
        nspans += len(ann.spans)
    out = {"lang": args.lang, "docs": len(docs), "mb": round(mb, 3), "n_tags": ntags, "n_spans": nspans,
           "annotate_cpu_s": round(cpu, 3), "cpu_s_per_mb": round(cpu / mb, 3),
           **{k: v.hexdigest()[:16] for k, v in h.items()}}
    print(json.dumps(out))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()

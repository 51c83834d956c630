"""CPU time of the annotation engine over a corpus: a cold pass, then warm passes, in one process.

    python benchmarks/passes.py [--lang es] [--corpus DIR | --physionet] [--passes 2] [--src DIR]

Loads the language (not timed), then annotates every note (the same notes as `fingerprint.py`)
`--passes` times and prints, per pass, the CPU seconds (`time.process_time`) and CPU s/MB. The first
pass starts with the per-token caches empty (as a fresh bulk worker does), the later ones are warm.
`--src` (default: this checkout's) measures another engine, e.g. an older commit extracted with `git archive COMMIT src | tar
-x -C DIR` (give DIR/src); the grammars and lexicons are those next to that src/ folder.
On a shared machine, run the engines to compare alternately and compare medians.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from _benchlib import corpus_arguments  # (_benchlib does not import fstdeid: the engine is chosen below)

ROOT = Path(__file__).resolve().parents[1]

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    corpus_arguments(ap)
    ap.add_argument("--passes", type=int, default=2)
    ap.add_argument("--src", type=Path, default=ROOT / "src", help="the src/ folder of the engine to measure")
    args = ap.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    import fstdeid
    from fingerprint import notes  # after the engine is chosen: fingerprint imports fstdeid

    docs = [text for _, text in notes(args)]
    mb = sum(len(t.encode("utf-8")) for t in docs) / 1e6
    deid = fstdeid.load(args.lang)
    out = {"lang": args.lang, "docs": len(docs), "mb": round(mb, 3), "engine": str(Path(fstdeid.__file__).parent),
           "passes": []}
    for _ in range(args.passes):
        c0 = time.process_time()
        for text in docs:
            deid.annotate(text)
        cpu = time.process_time() - c0
        out["passes"].append({"cpu_s": round(cpu, 3), "cpu_s_per_mb": round(cpu / mb, 3)})
    print(json.dumps(out))


if __name__ == "__main__":
    main()

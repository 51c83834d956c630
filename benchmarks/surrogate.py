"""Throughput of surrogates: annotation alone vs annotation + surrogates, on Spanish notes.

    PYTHONPATH=src python benchmarks/surrogate.py [FOLDER] [--limit N] [--repeat R]

FOLDER defaults to ../shared/data/meddocan/background/ (3,501 MEDDOCAN background notes). The
script annotates every note once (timed), then replaces the PHI of every annotation with surrogates
(`Surrogator.deidentify`, mode surrogate for every category, one patient key per note; timed), and
reports the overhead: surrogate time / annotation time. It runs each phase R times and keeps the
fastest run (the machine is shared). A fixed secret is used, so the run is reproducible. Prints
one summary line per phase and a JSON line at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "data" / "meddocan" / "background"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", nargs="?", default=str(DEFAULT))
    ap.add_argument("--limit", type=int, default=0, help="only the first N notes (0: all)")
    ap.add_argument("--repeat", type=int, default=2, help="runs of each phase; the fastest counts")
    ap.add_argument("--lang", default="es")
    args = ap.parse_args(argv)

    sys.path.insert(0, str(ROOT / "src"))
    import fstdeid
    from fstdeid.surrogate import Secret, SurrogateConfig

    folder = Path(args.folder)
    files = sorted(folder.glob("*.txt"))
    if args.limit:
        files = files[:args.limit]
    if not files:
        print(f"no .txt files in {folder}", file=sys.stderr)
        return 2
    texts = [f.read_text(encoding="utf-8") for f in files]
    chars = sum(map(len, texts))
    deid = fstdeid.load(args.lang)
    sur = deid.use_surrogates(SurrogateConfig(), secret=Secret.from_text("benchmark-secret-0123456789"))
    deid.annotate(texts[0])  # warm caches
    sur.deidentify(deid.annotate(texts[0]), "surrogate", patient="warm")

    best_ann = best_sur = float("inf")
    anns = []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        anns = [deid.annotate(t, doc_id=f.name) for t, f in zip(texts, files)]
        best_ann = min(best_ann, time.perf_counter() - t0)
    spans = sum(len(a.spans) for a in anns)
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        for a, f in zip(anns, files):
            sur.deidentify(a, "surrogate", patient=f.name, doc_id=f.name)
        best_sur = min(best_sur, time.perf_counter() - t0)
    overhead = best_sur / best_ann
    print(f"notes {len(texts)}, {chars / 1e6:.2f} M chars, {spans} PHI spans")
    print(f"annotation alone:       {best_ann:8.2f} s  ({len(texts) / best_ann:7.1f} notes/s)")
    print(f"surrogates alone:       {best_sur:8.2f} s  ({spans / best_sur:7.0f} spans/s)")
    print(f"annotation + surrogates:{best_ann + best_sur:8.2f} s  overhead {overhead * 100:.1f}% (target <= 20%)")
    print(json.dumps({"notes": len(texts), "chars": chars, "spans": spans, "annotate_s": round(best_ann, 3),
                      "surrogate_s": round(best_sur, 3), "overhead": round(overhead, 4),
                      "cpu_count": os.cpu_count()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

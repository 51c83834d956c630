"""The Spanish pack on the MEDDOCAN dev split, with a ratchet on its subtask-1 F1.

    python benchmarks/meddocan_dev.py              # print the figures
    python benchmarks/meddocan_dev.py --check      # ... and exit 1 if subtask-1 F1 dropped
    python benchmarks/meddocan_dev.py --record     # ... and store them as the new ratchet

It runs the bundled Spanish language (`fstdeid.load("es")`, from src/ of this checkout unless
fstdeid is installed) on the texts of ../shared/data/meddocan/dev/brat (or --gold) and scores
them with `fstdeid.evaluate`: MEDDOCAN subtask 1 and subtask 2 (strict and merged), the leak, and
the per-label table of subtask 1. It also times the annotation of the whole split in this one
process (CPU time of `annotate` over every note, on one core, compilation and loading excluded;
the wall time is printed too).

The ratchet (`benchmarks/ratchet/meddocan-dev.json`) holds the last recorded figures. `--check`
fails when subtask-1 F1 is below the recorded F1 minus --tolerance (0.002); a better figure is
not written back by itself: run `--record` to raise the ratchet. Without the corpus (no
../shared, as in a checkout on its own) the script says so and exits 0.

Only figures, ids and counts are printed or stored, never a note's text.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATCHET = ROOT / "benchmarks" / "ratchet" / "meddocan-dev.json"
DEFAULT_GOLD = ROOT.parent / "shared" / "data" / "meddocan" / "dev" / "brat"
TOLERANCE = 0.002

try:  # an installed fstdeid, else this checkout's sources
    import fstdeid  # noqa: F401
except ImportError:  # pragma: no cover - depends on the environment
    sys.path.insert(0, str(ROOT / "src"))


def measure(gold_dir: Path) -> dict:
    import fstdeid
    from fstdeid.errors import DocumentError
    from fstdeid.evaluate import Corpus, Doc, ESpan, evaluate, load_corpus

    gold = load_corpus(str(gold_dir), fmt="brat")
    deid = fstdeid.load("es")  # compiles on first use (not timed)
    docs = list(gold)
    deid.annotate(docs[0].text or "")  # warm-up: lazily loaded parts
    failed = []
    out = []
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for d in docs:
        try:
            ann = deid.annotate(d.text or "")
        except DocumentError:
            failed.append(d.id)
            out.append(Doc(d.id, d.text, []))
            continue
        out.append(Doc(d.id, d.text, [ESpan(s.start, s.end, s.label) for s in ann.spans]))
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    pred = Corpus(out, fmt="fstdeid", source="fstdeid --lang es")
    ev = evaluate(gold, pred)
    m = ev.figures["meddocan"]

    def prf(d: dict) -> dict:
        return {k: (round(d[k], 4) if isinstance(d[k], float) else d[k]) for k in ("tp", "fp", "fn", "precision",
                                                                                    "recall", "f1")}

    return {
        "split": "meddocan/dev",
        "documents": len(docs),
        "failed_documents": failed,
        "subtask1": prf(m["subtask1"]),
        "subtask2_strict": prf(m["subtask2_strict"]),
        "subtask2_merged": prf(m["subtask2_merged"]),
        "leak": round(m["subtask1"]["leak"], 4),
        "per_label": {lab: {**prf(d), "support": d["support"]} for lab, d in sorted(m["subtask1"]["per_label"].items())},
        "cpu_seconds": round(cpu, 2),
        "wall_seconds": round(wall, 2),
    }


def show(fig: dict) -> None:
    print(f"MEDDOCAN {fig['split']}: {fig['documents']} documents, {len(fig['failed_documents'])} failed")
    print(f"{'measure':<22} {'TP':>5} {'FP':>4} {'FN':>4} {'P':>7} {'R':>7} {'F1':>7}")
    for name, key in (("subtask 1", "subtask1"), ("subtask 2 strict", "subtask2_strict"),
                      ("subtask 2 merged", "subtask2_merged")):
        d = fig[key]
        print(f"{name:<22} {d['tp']:>5} {d['fp']:>4} {d['fn']:>4} {d['precision']:>7.4f} {d['recall']:>7.4f} "
              f"{d['f1']:>7.4f}")
    print(f"leak (subtask 1 FN / sentences): {fig['leak']:.4f}")
    print()
    print(f"{'label (subtask 1)':<34} {'sup':>5} {'TP':>5} {'FP':>4} {'FN':>4} {'P':>7} {'R':>7} {'F1':>7}")
    for lab, d in fig["per_label"].items():
        print(f"{lab:<34} {d['support']:>5} {d['tp']:>5} {d['fp']:>4} {d['fn']:>4} {d['precision']:>7.4f} "
              f"{d['recall']:>7.4f} {d['f1']:>7.4f}")
    print()
    print(f"annotation time, {fig['documents']} notes, one core: {fig['cpu_seconds']:.2f} s CPU "
          f"({fig['wall_seconds']:.2f} s wall)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gold", type=Path, default=DEFAULT_GOLD, help="the dev split's BRAT folder")
    ap.add_argument("--check", action="store_true", help="exit 1 if subtask-1 F1 < recorded F1 - tolerance")
    ap.add_argument("--record", action="store_true", help=f"write the figures to {RATCHET.relative_to(ROOT)}")
    ap.add_argument("--tolerance", type=float, default=TOLERANCE)
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args(argv)

    if not args.gold.is_dir():
        print(f"meddocan_dev: no MEDDOCAN dev split at {args.gold}: skipped")
        return 0
    fig = measure(args.gold)
    show(fig)
    if args.json:
        args.json.write_text(json.dumps(fig, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    status = 0
    if args.check:
        if not RATCHET.is_file():
            print(f"ratchet: no {RATCHET.relative_to(ROOT)} yet (run --record): nothing to compare")
        else:
            rec = json.loads(RATCHET.read_text(encoding="utf-8"))
            floor = rec["subtask1"]["f1"] - args.tolerance
            f1 = fig["subtask1"]["f1"]
            verdict = "ok" if f1 >= floor else "FAILED"
            print(f"ratchet: subtask 1 F1 {f1:.4f}, recorded {rec['subtask1']['f1']:.4f}, floor {floor:.4f}: {verdict}")
            if f1 < floor:
                status = 1
    if args.record:
        RATCHET.parent.mkdir(parents=True, exist_ok=True)
        RATCHET.write_text(json.dumps(fig, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"ratchet: recorded subtask 1 F1 {fig['subtask1']['f1']:.4f} in {RATCHET.relative_to(ROOT)}")
    return status


if __name__ == "__main__":
    sys.exit(main())

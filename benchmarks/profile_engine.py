"""cProfile of the engine: `annotate()` in one process over a sample of the corpus.

    python benchmarks/profile_engine.py [--corpus DIR] [--docs 500] [--entries 400000] [--stages 12]
                                        [--lang es] [--top 25] [--prof FILE] [--json FILE]

By default it profiles the synthetic engine language (make_engine_language.py, generated and
compiled in a temporary folder; neither step is profiled); with --lang it profiles a bundled
language instead. The documents are spread evenly over the corpus (same sample as engine.py's
per-stage breakdown). The profiled pass is the process's first, so the token feature cache starts
cold, as in a fresh worker (--warmup: after one unprofiled pass, the steady state). Prints the hotspots by self time (tottime) and by cumulative time,
with their share of the profiled total; --prof keeps the raw profile for `python -m pstats`.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _benchlib as B  # noqa: E402

B.ensure_path()


def _name(func: tuple) -> str:
    file, line, fn = func
    if file == "~":
        return fn  # a builtin: "<method 'get' of 'dict' objects>"
    p = Path(file)
    where = f"fstdeid/{p.name}" if p.parent.name == "fstdeid" else p.name
    return f"{where}:{line}({fn})"


def rows(st: pstats.Stats, key: str, top: int, total: float) -> list[dict]:
    items = []
    for func, (cc, nc, tt, ct, _callers) in st.stats.items():
        items.append({"function": _name(func), "ncalls": nc, "tottime": tt, "cumtime": ct,
                      "self_share": tt / total, "cum_share": ct / total})
    items.sort(key=lambda r: r[key], reverse=True)
    return items[:top]


def print_rows(title: str, rs: list[dict]) -> None:
    print(f"\n{title}")
    print(f"  {'self s':>8} {'self %':>7} {'cum s':>8} {'cum %':>7} {'calls':>10}  function")
    for r in rs:
        print(f"  {r['tottime']:8.3f} {r['self_share'] * 100:6.1f}% {r['cumtime']:8.3f} {r['cum_share'] * 100:6.1f}% "
              f"{r['ncalls']:10d}  {r['function']}")


def profile(deid, texts: list[str], top: int, prof_file: Path | None, warmup: bool = False) -> dict:
    if warmup:  # an unprofiled pass first: the token feature cache is warm in the profiled one
        for t in texts:
            deid.annotate(t)
    pr = cProfile.Profile()
    t0 = time.perf_counter()
    pr.enable()
    for t in texts:
        deid.annotate(t)
    pr.disable()
    wall = time.perf_counter() - t0
    if prof_file:
        pr.dump_stats(str(prof_file))
    st = pstats.Stats(pr, stream=io.StringIO())
    total = st.total_tt
    return {"docs": len(texts), "mb": round(B.mb(texts), 4), "warmup": warmup, "profiled_wall_s": round(wall, 3),
            "profile_total_s": round(total, 3),
            "by_self": rows(st, "tottime", top, total), "by_cumulative": rows(st, "cumtime", top, total)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=B.default_corpus())
    ap.add_argument("--docs", type=int, default=500)
    ap.add_argument("--entries", type=int, default=400_000)
    ap.add_argument("--stages", type=int, default=12)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--lang", help="profile this bundled language instead of the synthetic one")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--warmup", action="store_true",
                    help="annotate the sample once unprofiled first (warm feature cache: steady state)")
    ap.add_argument("--prof", type=Path, help="write the raw cProfile data here")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if args.corpus is None:
        ap.error("no --corpus given and ../shared/data/meddocan/background/ is not there")
    texts = B.sample(B.read_corpus(args.corpus), args.docs)
    with tempfile.TemporaryDirectory(prefix="fstdeid-prof-") as d:
        B.snapshot(Path(d))  # profile a copy of src/: edits made meanwhile cannot mix engines
        import fstdeid

        src_state = B.src_state()
        if args.lang:
            deid = fstdeid.load(args.lang, cache_dir=Path(d) / "cache")
            what = f"bundled language {args.lang}"
        else:
            from make_engine_language import make_language

            info = make_language(Path(d) / "lang", args.entries, args.stages, args.seed)
            deid = fstdeid.load(grammar_dir=info["grammar_dir"], lexicon_dir=info["lexicon_dir"],
                                cache_dir=Path(d) / "cache")
            what = f"synthetic engine language ({len(info['stages'])} stages, {info['total_entries']} entries)"
        res = profile(deid, texts, args.top, args.prof, args.warmup)
    res.update(machine=B.machine_info(), language=what, command=" ".join(sys.argv))
    res["machine"]["fstdeid_src"] = src_state
    print(f"cProfile of annotate() over {res['docs']} documents ({res['mb']} MB), {what}, "
          f"{'warm feature cache (after an unprofiled pass)' if args.warmup else 'cold feature cache (first pass)'}")
    print(f"profiled wall {res['profiled_wall_s']} s (profiler overhead included); profile total {res['profile_total_s']} s")
    print_rows("Top by self time (tottime):", res["by_self"])
    print_rows("Top by cumulative time:", res["by_cumulative"])
    B.write_json(args.json, res)


if __name__ == "__main__":
    main()

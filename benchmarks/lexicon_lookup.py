"""Lexicon size and speed on synthetic names: build, dump, load, lookups, longest_matches, memory.

    python benchmarks/lexicon_lookup.py 500000 [--lookups 100000] [--text-tokens 100000]
                                               [--case smart] [--diacritics strict] [--seed 0]
                                               [--inflected] [--no-subprocess]

The names are made of random syllables, Title-case, about a tenth with accents and 2% multi-word.
Loading and the lookups run in a fresh child process (unless --no-subprocess), so the memory
figures are those of a process that only loaded the cache and the query tokens. Nothing is
asserted: the figures are printed.
"""

from __future__ import annotations

import argparse
import marshal
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from fstdeid.lexicon import CASE_MODES, DIACRITIC_MODES, Analysis, Lexicon  # noqa: E402

_ONSETS = ["", "b", "c", "d", "f", "g", "j", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "cr", "tr", "ch"]
_VOWELS = ["a", "e", "i", "o", "u", "ia", "ue", "á", "é", "í", "ó", "ú"]
_CODAS = ["", "", "", "n", "s", "r", "l", "z", "ñ"]


def names(n: int, seed: int) -> list[str]:
    """`n` distinct synthetic names, deterministic for a seed."""
    rng = random.Random(seed)
    out: dict[str, None] = {}
    while len(out) < n:
        parts = []
        for _ in range(1 + (rng.random() < 0.02)):  # 2% multi-word
            w = "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS[:7] if rng.random() < 0.9 else _VOWELS)
                        + rng.choice(_CODAS[:8]) for _ in range(rng.randint(2, 4)))
            parts.append(w.capitalize())
        out[" ".join(parts)] = None
    return list(out)


def rss_mb() -> float:
    """Current resident set size in MB."""
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def peak_rss_mb() -> float:
    """Peak resident set size of this process image in MB (VmHWM: unlike ru_maxrss, not inherited
    from the parent across fork + exec)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1e3
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def query_tokens(all_names: list[str], k: int, seed: int) -> list[str]:
    """`k` tokens: half names (as written, ALL CAPS or lower case), half non-names."""
    rng = random.Random(seed + 1)
    singles = [x for x in all_names if " " not in x]
    out = []
    for _ in range(k):
        r = rng.random()
        if r < 0.5:
            t = rng.choice(singles)
            out.append(t.upper() if r < 0.1 else t.lower() if r < 0.15 else t)
        else:
            out.append(rng.choice(["el", "paciente", "refiere", "dolor", "de", "Dr", "con", "mg", "QX7"])
                       + ("" if r < 0.8 else str(rng.randint(0, 99))))
    return out


def text_tokens(all_names: list[str], k: int, seed: int) -> list[str]:
    """A token sequence with a name every ~20 tokens, multi-word ones split into their tokens."""
    rng = random.Random(seed + 2)
    filler = "el paciente refiere dolor en la fosa iliaca derecha desde hace tres días , sin fiebre .".split()
    out: list[str] = []
    while len(out) < k:
        if rng.random() < 0.05:
            out += rng.choice(all_names).split()
        else:
            out.append(rng.choice(filler))
    return out[:k]


def measure_loaded(cache: Path, queries: list[str], text: list[str]) -> None:
    lookups = len(queries)
    before = rss_mb()
    t0 = time.perf_counter()
    lx = Lexicon.load(cache)
    t_load = time.perf_counter() - t0
    after = rss_mb()
    lookup = lx.lookup
    t0 = time.perf_counter()
    hits = sum(1 for q in queries if lookup(q))
    t_lookup = time.perf_counter() - t0
    t0 = time.perf_counter()
    found = lx.longest_matches(text)
    t_longest = time.perf_counter() - t0
    multi = sum(1 for a, b, _ in found if b - a > 1)
    print(f"load                {t_load:8.3f} s   ({len(lx)} entries)")
    print(f"rss before load     {before:8.1f} MB  (interpreter, fstdeid imports, query tokens)")
    print(f"rss after load      {after:8.1f} MB  (lexicon: {after - before:.1f} MB)")
    print(f"lookups             {t_lookup:8.3f} s   for {lookups} tokens "
          f"({t_lookup / max(lookups, 1) * 1e6:.2f} us each, {hits} hits)")
    print(f"longest_matches     {t_longest:8.3f} s   for {len(text)} tokens "
          f"({len(found)} matches, {multi} multi-word)")
    print(f"peak rss            {peak_rss_mb():8.1f} MB")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("entries", type=int, help="number of synthetic entries")
    ap.add_argument("--lookups", type=int, default=100_000)
    ap.add_argument("--text-tokens", type=int, default=100_000)
    ap.add_argument("--case", choices=CASE_MODES, default="smart")
    ap.add_argument("--diacritics", choices=DIACRITIC_MODES, default="strict")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--inflected", action="store_true",
                    help="DELAF-like entries: inflected forms whose lemma differs from the form")
    ap.add_argument("--no-subprocess", action="store_true", help="load in this process (memory figures less clean)")
    ap.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        queries, text = marshal.loads((args.child.parent / "queries.bin").read_bytes())
        measure_loaded(args.child, queries, text)
        return

    all_names = names(args.entries, args.seed)
    lx = Lexicon("bench", case=args.case, diacritics=args.diacritics)
    if args.inflected:
        # DELAF-like: inflected forms whose lemma is the name ("Beogradu" -> "Beograd")
        endings = [("u", ("s7q",)), ("om", ("s6q",)), ("a", ("s2q",)), ("e", ("p4q",))]
        rng = random.Random(args.seed + 3)
        entries = []
        for k, name in enumerate(all_names):
            end, infl = rng.choice(endings)
            form = name if " " in name else name + end
            all_names[k] = form
            entries.append((form, Analysis(name, ("N", "NProp", "Top"), infl)))
    else:
        entries = [(name, Analysis(name, ("NE", "persName", "first"))) for name in all_names]
    t0 = time.perf_counter()
    for form, analysis in entries:
        lx.add(form, analysis)
    t_build = time.perf_counter() - t0
    del entries
    n_multi = sum(1 for x in all_names if " " in x)
    print(f"entries             {len(lx):8d}      ({n_multi} multi-word, case={args.case}, "
          f"diacritics={args.diacritics}, {len(lx._tpls)} templates)")
    print(f"build               {t_build:8.3f} s")
    queries = query_tokens(all_names, args.lookups, args.seed)
    text = text_tokens(all_names, args.text_tokens, args.seed)
    del all_names
    with tempfile.TemporaryDirectory() as d:
        cache = Path(d) / "bench.bin"
        t0 = time.perf_counter()
        lx.dump(cache)
        t_dump = time.perf_counter() - t0
        print(f"dump                {t_dump:8.3f} s   ({cache.stat().st_size / 1e6:.1f} MB on disk)")
        del lx
        sys.stdout.flush()
        if args.no_subprocess:
            measure_loaded(cache, queries, text)
        else:
            (Path(d) / "queries.bin").write_bytes(marshal.dumps((queries, text)))
            cmd = [sys.executable, str(Path(__file__).resolve()), str(args.entries), "--child", str(cache)]
            subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()

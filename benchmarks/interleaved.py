"""Two engines in one process, documents interleaved: the CPU ratio of a change, steady under load.

    python benchmarks/interleaved.py --base REV [--lang es] [--corpus DIR | --physionet] [--limit N]
                                     [--render] [--json FILE]

The base engine is the `src/`, `grammars/` and `lexicons/` of git revision REV (read with `git
archive`), imported under another package name (`fstdeid_base`: the package's imports are relative),
with its own compiled cascade and caches. Every note is annotated by both engines, in alternating
order, and the CPU time (`time.process_time`) of each call is summed per engine: both engines meet
the same machine at the same moments, so other jobs and this VM's drifting speed (1.3× from one
minute to the next) weigh on both alike, where two separate runs can differ by more than the change.
Prints the CPU s/MB of each engine and the ratio (this checkout / REV): below 1, this checkout is
faster. Both caches start empty, so this is a cold pass, as a bulk worker's.

`--base HEAD` on a clean checkout is an A/A run: its ratio is the method's own bias (on the
PhysioNet notes the engine loaded first has been 2–3.5 % slower; on MEDDOCAN none). `--render` adds
what `fstdeid deid --mode surrogate --format brat` does after annotating (surrogates, BRAT).
The notes are those of `fingerprint.py` (`--corpus DIR` or `--physionet`; no default).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _benchlib import BENCH_SECRET, corpus_arguments  # (_benchlib does not import fstdeid)

ROOT = Path(__file__).resolve().parents[1]
BASE = "fstdeid_base"


def extract(rev: str, work: Path) -> Path:
    """`src/`, `grammars/`, `lexicons/` of `rev` under work/rev; the package copied as work/pkg/fstdeid_base."""
    tree = work / "rev"
    tree.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src", "grammars", "lexicons"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    shutil.copytree(tree / "src" / "fstdeid", work / "pkg" / BASE)
    return tree


def compile_base(tree: Path, lang: str, cache: Path) -> None:
    """Compile the base language with the base engine under its own name (its grammar files import
    `fstdeid.grammar`), into `cache`, where the renamed copy finds it: the cache key hashes the
    package's files by their paths inside it, which the copy keeps."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import fstdeid; "
            "fstdeid.load(grammar_dir=sys.argv[2], lexicon_dir=sys.argv[3], cache_dir=sys.argv[4])")
    subprocess.run([sys.executable, "-c", code, str(tree / "src"), str(tree / "grammars" / lang),
                    str(tree / "lexicons" / lang), str(cache)], check=True)


class Engine:
    """One engine's `annotate` (or `annotate` + rendering) as a function of a note."""

    def __init__(self, package: str, lang: str, render: bool, **where):
        pipeline = importlib.import_module(f"{package}.pipeline")
        self.deid = pipeline.load(lang, **where)
        self.cpu = 0.0
        if not render:
            self.run = lambda doc_id, text: self.deid.annotate(text, doc_id=doc_id)
            return
        bulk = importlib.import_module(f"{package}.bulk")
        formats = importlib.import_module(f"{package}.formats")
        modes = importlib.import_module(f"{package}.surrogate.modes")
        self.deid.use_surrogates()
        opts = bulk.DeidOptions(modes.parse_mode_options(("surrogate",)), output_spans=True)

        def run(doc_id, text):
            out = bulk.render(self.deid, formats.InputDoc(id=doc_id, text=text), "brat", opts)
            if not isinstance(out, dict):
                raise SystemExit(f"{package}: document {doc_id!r} failed: {out}")

        self.run = run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    corpus_arguments(ap)
    ap.add_argument("--base", required=True, help="the git revision to compare this checkout with")
    ap.add_argument("--render", action="store_true", help="also surrogates and the BRAT rendering")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    os.environ.setdefault("FSTDEID_SECRET", BENCH_SECRET)
    with tempfile.TemporaryDirectory(prefix="fstdeid-interleaved-") as tmp:
        work = Path(tmp)
        tree = extract(args.base, work)
        compile_base(tree, args.lang, work / "cache")
        sys.path.insert(0, str(ROOT / "src"))
        sys.path.insert(0, str(work / "pkg"))
        from fingerprint import notes  # imports fstdeid: after sys.path is set

        docs = notes(args)
        engines = {
            "this": Engine("fstdeid", args.lang, args.render),
            "base": Engine(BASE, args.lang, args.render, grammar_dir=tree / "grammars" / args.lang,
                           lexicon_dir=tree / "lexicons" / args.lang, cache_dir=work / "cache", auto_compile=False),
        }
        gc.freeze()  # as a bulk worker (`fstdeid.bulk.collect_less`)
        gc.set_threshold(100_000, 50, 100)
        order = [engines["this"], engines["base"]]
        for k, (doc_id, text) in enumerate(docs):
            for e in (order if k % 2 else order[::-1]):
                c0 = time.process_time()
                e.run(doc_id, text)
                e.cpu += time.process_time() - c0
    mb = sum(len(t.encode("utf-8")) for _, t in docs) / 1e6
    out = {"lang": args.lang, "docs": len(docs), "mb": round(mb, 3), "base": args.base, "render": args.render,
           "cpu_s_per_mb": {name: round(e.cpu / mb, 3) for name, e in engines.items()},
           "ratio": round(engines["this"].cpu / engines["base"].cpu, 3), "loadavg": os.getloadavg()}
    print(json.dumps(out))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

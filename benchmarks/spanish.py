"""Throughput of the bundled Spanish language (`fstdeid.load("es")`) and of the CLI end to end.

    python benchmarks/spanish.py [--corpus DIR] [--repeat 3] [--limit N] [--sample 500]
                                 [--cli-jobs 2,1] [--json FILE]

The corpus defaults to ../shared/data/meddocan/background/. MB = UTF-8 bytes of the input / 1e6.
src/, grammars/ and lexicons/ are copied first and every process uses that snapshot (as in
engine.py). The language is compiled once into a temporary cache (FSTDEID_CACHE for the CLI), so no figure
includes compilation. Each figure comes from a fresh process, as in engine.py:

  tokenize, annotate1 (1 process), annotate2 (pipe(n_process=2)), stages (per-stage breakdown)
  Before each measured process the script waits (--quiet-wait) for the rest of the machine to be
  quiet, and records each run's CPU time and the cores other processes used meanwhile.
  cli:  python -m fstdeid.cli deid --lang es --format brat CORPUS -o TMP --jobs N
        (the same as the `fstdeid` console script), wall time of the whole command, a fresh
        output folder each run; --repeat runs per N.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _benchlib as B  # noqa: E402

B.ensure_path()
from engine import CHILD, measure_throughput, print_stage_table  # noqa: E402


def run_cli(corpus: Path, cache: Path, out: Path, jobs: int) -> tuple[B.CpuMeter, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(B.engine_src()), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["FSTDEID_CACHE"] = str(cache)
    cmd = [sys.executable, "-m", "fstdeid.cli", "deid", "--lang", "es", "--format", "brat", str(corpus),
           "-o", str(out), "--jobs", str(jobs)]
    with B.CpuMeter(children=True) as cm:  # the CLI process and its (waited-for) workers
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-3000:])
        raise RuntimeError(f"CLI failed with status {p.returncode}")
    return cm, p.stderr.strip().splitlines()[-1] if p.stderr.strip() else ""


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=B.default_corpus())
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--limit", type=int, help="only the first N documents (not for the CLI figure)")
    ap.add_argument("--sample", type=int, default=500, help="documents for the per-stage breakdown (0: none)")
    ap.add_argument("--cli-jobs", default="2,1", help="comma-separated --jobs values for the CLI runs")
    ap.add_argument("--quiet-wait", type=float, default=60.0,
                    help="before each measured process, wait up to this many seconds for the other processes "
                         "of the machine to use < 0.25 cores (0: do not wait)")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if args.corpus is None:
        ap.error("no --corpus given and ../shared/data/meddocan/background/ is not there")
    B.QUIET_WAIT["max_s"] = args.quiet_wait
    with tempfile.TemporaryDirectory(prefix="fstdeid-es-") as d:
        work = Path(d)
        B.snapshot(work)  # src/ and grammars/ copied: edits made meanwhile do not mix engines
        res: dict = {"machine": B.machine_info(), "corpus": str(args.corpus), "command": " ".join(sys.argv)}
        cache = work / "cache"
        comp, wall = B.run_child([CHILD, "compile", "--lang", "es", "--cache", str(cache)])
        res["compile"] = {"compile_s": comp["compile_s"], "process_s": wall}
        print(f"compiled es in {comp['compile_s']:.2f} s (process {wall:.2f} s)")
        largs = ["--lang", "es", "--cache", str(cache)]
        loads = [B.run_child([CHILD, "load", *largs])[0]["load_s"] for _ in range(args.repeat)]
        res["load_s"] = B.stats(loads)
        corpus_args = ["--corpus", str(args.corpus)] + (["--limit", str(args.limit)] if args.limit else [])
        res.update(measure_throughput(largs, corpus_args, args.repeat, args.sample, print))
        cli = {}
        n_files = len(B.corpus_files(args.corpus))
        for jobs in [int(j) for j in args.cli_jobs.split(",") if j]:
            walls, runs = [], []
            for k in range(args.repeat):
                out = work / f"out-{jobs}-{k}"
                B.wait_quiet()
                cm, last = run_cli(args.corpus, cache, out, jobs)
                walls.append(cm.wall)
                runs.append(cm.as_dict())
                n_out = sum(1 for _ in out.rglob("*.ann"))
                print(f"  CLI --jobs {jobs} run {k + 1}: {cm.wall:.2f} s wall, CPU {cm.cpu:.2f} s, others used "
                      f"{cm.others_cores:.2f} cores meanwhile ({n_out} .ann files; CLI says: {last})")
                shutil.rmtree(out, ignore_errors=True)
            cli[str(jobs)] = {**B.stats(walls), "detail": runs}
        res["cli"] = cli
        res["cli_files"] = n_files
        res["quiet_wait"] = {"max_s": args.quiet_wait, "others_cores_before_each_child": B.QUIET_WAIT["log"]}
    s = res["summary"]
    m = res["machine"]
    print(f"\n== Spanish (es) benchmark ({m['cores']} cores, Python {m['python']}, pynini {m['pynini_dist_version']})")
    print(f"corpus {s['mb']} MB; load() median {res['load_s']['median']:.3f} s")
    print(f"1 process           best {s['mb_per_s_1proc']['best']:7.3f} MB/s median {s['mb_per_s_1proc']['median']:.3f}"
          f" MB/s  (warm second pass {s.get('mb_per_s_1proc_warm_second_pass', '-')} MB/s)")
    print(f"2 processes         best {s['mb_per_s_2proc']['best']:7.3f} MB/s median {s['mb_per_s_2proc']['median']:.3f}"
          f" MB/s   target >= 1 MB/s: {'MET' if s['mb_per_s_2proc']['median'] >= 1.0 else 'NOT MET'}")
    print(f"CPU time            1 process median {s['cpu_s_1proc']['median']:.2f} s; 2 processes (parent + workers) "
          f"median {s['cpu_s_2proc']['median']:.2f} s; other processes used {s['others_cores_1proc']} / "
          f"{s['others_cores_2proc']} cores during the 1- / 2-process runs")
    print(f"tokenize pass       {s['mb_per_s_tokenize']:7.2f} MB/s;  floor re.finditer {s['mb_per_s_floor']:.2f} MB/s")
    print(f"ratios              1 proc / tokenize {s['ratio_1proc_to_tokenize']}x, 2 proc / tokenize "
          f"{s['ratio_2proc_to_tokenize']}x")
    print(f"memory              1 process peak RSS {s['peak_rss_1proc_mb']:.0f} MB; per worker peak RSS "
          f"{s['worker_peak_rss_mb']:.0f} MB (PSS {s['worker_peak_pss_mb']:.0f} MB)")
    for jobs, st in res["cli"].items():
        mbytes = B.mb(B.read_corpus(args.corpus))
        print(f"CLI --jobs {jobs}        best {st['best']:7.2f} s  median {st['median']:.2f} s wall  "
              f"({mbytes / st['median']:.3f} MB/s end to end, {res['cli_files']} files, brat output)")
    if "stages" in res:
        print_stage_table(res["stages"])
    B.write_json(args.json, res)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Run the fuzz suites (tests/test_fuzz_*.py) for a long time: round after round, each with a new
Hypothesis seed and FSTDEID_FUZZ_EXAMPLES examples per property, until the time is up.

    nice -n 19 python scripts/fuzz_long.py --minutes 60 --examples 300 --log fuzz-long.log

Each round is one pytest run (so a round's failure, with its seed and the failing example that
Hypothesis prints, is in the log, and the next round goes on). The summary at the end gives the
rounds, the examples run (summed from Hypothesis' statistics), the failures, and the CPU time.
Rounds stay well under the test suite's 120 s limit per test (tests/conftest.py) at the default
example count, even on a loaded machine; raise --examples on a quiet one.
The exit status is 1 if any round failed.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").glob("test_fuzz_*.py"))


def _cpu_children() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=60.0, help="Stop starting rounds after this (default 60).")
    ap.add_argument("--examples", type=int, default=300, help="FSTDEID_FUZZ_EXAMPLES of each round (default 300).")
    ap.add_argument("--log", type=Path, default=None, help="Append the log here too (default: stdout only).")
    ap.add_argument("--seed", type=int, default=None, help="Seed of the round seeds (default: random).")
    ap.add_argument("tests", nargs="*", default=SUITES, help=f"Test files (default: {' '.join(SUITES)}).")
    args = ap.parse_args()

    log_file = open(args.log, "a", encoding="utf-8") if args.log else None

    def say(line: str) -> None:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
        for out in (sys.stdout, log_file):
            if out is not None:
                print(f"[{stamp}Z] {line}", file=out, flush=True)

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    env = {**os.environ, "FSTDEID_FUZZ_EXAMPLES": str(args.examples),
           "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")]
                                         + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))}
    say(f"fuzz_long: {args.minutes} min, FSTDEID_FUZZ_EXAMPLES={args.examples}, seed {seed}, tests {args.tests}, "
        f"load {_load()}")
    t0, cpu0 = time.monotonic(), _cpu_children()
    deadline = t0 + args.minutes * 60
    rounds = failed = examples = 0
    while time.monotonic() < deadline:
        rounds += 1
        round_seed = rng.randrange(2**32)
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--hypothesis-seed={round_seed}",
               "--hypothesis-show-statistics", *args.tests]
        start, cpu = time.monotonic(), _cpu_children()
        try:
            # a round that started may finish after the deadline, but not hang forever
            proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, errors="replace",
                                  timeout=max(600.0, args.minutes * 60))
            out, status = proc.stdout + proc.stderr, proc.returncode
        except subprocess.TimeoutExpired as e:
            out, status = f"{e.stdout or ''}{e.stderr or ''}\nTIMEOUT", -1
        n = sum(int(m) for m in re.findall(r"- (\d+) passing, ", out))
        examples += n
        summary = (out.strip().splitlines() or ["(no output)"])[-1]
        say(f"round {rounds} seed {round_seed}: status {status}, {n} examples, "
            f"{time.monotonic() - start:.0f} s wall, {_cpu_children() - cpu:.0f} s CPU, load {_load()}: {summary}")
        if status != 0:
            failed += 1
            say(f"round {rounds} FAILED; its output:\n{out}")
    say(f"done: {rounds} rounds, {failed} failed, {examples} examples, {(time.monotonic() - t0) / 60:.1f} min wall, "
        f"{(_cpu_children() - cpu0) / 60:.1f} min CPU, load {_load()}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Bulk de-identification, end to end: `fstdeid deid --lang es --format brat --mode surrogate`.

    python benchmarks/bulk.py [--corpus DIR] [--jobs 1,2] [--repeat N] [--sizes 1000,3501,10000,30000,100000]
                              [--json FILE]

Measures, as separate `fstdeid deid` processes writing to a temporary folder:

1. throughput on the corpus (default ../shared/data/meddocan/background/) with --jobs 1 and 2:
   documents/s, MB/s (input bytes), wall seconds including start-up and the load of the compiled
   cascade, and the CPU seconds of the command and its workers (user + system; on a shared machine
   the CPU figure is the steadier one);
2. a scaling series: the corpus notes replicated (hard links) to 1k ... 100k notes, run with
   --jobs 2, and the cost per MB at each size (linear = constant);
3. the peak RSS of every pool worker (VmHWM, sampled from /proc while the run goes on) and of the
   main process;
4. a bare regex tokenisation pass (read + decode + `re.findall(r"\\w+|[^\\w\\s]")`) over the same
   files, in one process: the ratio says what the cascade costs beyond touching the text.

Every run writes to a new folder, and all are removed at the end: removing one run's 7,000 output
files right before the next run made that run's file creation several times slower in kernel time
(ext4 skips recently freed inodes), which is not what a user's run meets.

Each figure carries the 1-minute load average before and after it (other work on the machine slows
everything). Targets (issue): >= 1 MB/s with 2 processes, linear scaling, <= 500 MB RSS per worker.

fstdeid runs from a snapshot of src/, grammars/ and lexicons/ (others edit them while this runs);
`--grammars-rev REV` takes grammars/ and lexicons/ from a git revision instead (read with `git archive`)
when the working tree's grammars are mid-edit. The compiled cascade goes to a temporary cache.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from _benchlib import BENCH_SECRET, DEFAULT_CORPUS, ROOT  # (_benchlib does not import fstdeid)


def loadavg() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def snapshot(work: Path, grammars_rev: str | None) -> Path:
    snap = work / "snapshot"
    for name in ("src", "grammars", "lexicons", "examples"):
        if grammars_rev and name in ("grammars", "lexicons"):
            continue
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, snap / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if grammars_rev:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", grammars_rev, "grammars", "lexicons"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(snap)], input=archive, check=True)
    return snap


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as fh:
            return [int(x) for x in fh.read().split()]
    except OSError:
        return []


def _status(pid: int) -> dict[str, float]:
    out = {}
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith(("VmHWM:", "VmRSS:")):
                    k, v, _ = line.split()
                    out[k.rstrip(":")] = int(v) / 1024
    except OSError:
        pass
    return out


class Sampler(threading.Thread):
    """Peak RSS (VmHWM, MB) of a process and its children, read from /proc every `every` s."""

    def __init__(self, pid: int, every: float = 0.2):
        super().__init__(daemon=True)
        self.pid, self.every = pid, every
        self.main: float = 0.0
        self.workers: dict[int, float] = {}
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            self.main = max(self.main, _status(self.pid).get("VmHWM", 0.0))
            for c in _children(self.pid):
                hwm = _status(c).get("VmHWM")
                if hwm:
                    self.workers[c] = max(self.workers.get(c, 0.0), hwm)
            self.stop.wait(self.every)


def corpus_bytes(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*.txt") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def replicate(notes: list[Path], n: int, dest: Path) -> Path:
    """`n` notes (the corpus repeated, hard-linked) in folders of 1000."""
    dest.mkdir(parents=True)
    for i in range(n):
        src = notes[i % len(notes)]
        sub = dest / f"{i // 1000:04d}"
        if i % 1000 == 0:
            sub.mkdir()
        target = sub / f"{i:06d}-{src.name}"
        try:
            os.link(src, target)
        except OSError:
            shutil.copyfile(src, target)
    return dest


def deid_run(env: dict, inputs: Path, out: Path, jobs: int, extra: list[str] = ()) -> dict:
    cmd = [sys.executable, "-m", "fstdeid.cli", "deid", "--lang", "es", "--format", "brat", "--mode", "surrogate",
           "--no-progress", "-j", str(jobs), *extra, "-o", str(out), str(inputs)]
    docs, nbytes = corpus_bytes(inputs)
    before = loadavg()
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    sampler = Sampler(p.pid)
    sampler.start()
    _, err = p.communicate()
    seconds = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)  # the command and its pool workers, all waited for
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    sampler.stop.set()
    sampler.join()
    last = err.strip().splitlines()[-1] if err.strip() else ""
    if p.returncode not in (0, 1):
        raise SystemExit(f"fstdeid deid failed ({p.returncode}):\n{err[-3000:]}")
    m = re.search(r"(\d+) documents de-identified, (\d+) failed, (\d+) skipped, ([\d.]+) MB, ([\d.]+) MB/s, "
                  r"([\d.]+) s", last)
    # The output stays until the end of the script: deleting thousands of files just before the next
    # run slows that run's file creation (ext4 skips recently freed inodes, scanning for each new one).
    return {"jobs": jobs, "docs": docs, "mb": round(nbytes / 1e6, 3), "wall_s": round(seconds, 2),
            "docs_per_s": round(docs / seconds, 1), "mb_per_s": round(nbytes / 1e6 / seconds, 3),
            "s_per_mb": round(seconds / (nbytes / 1e6), 3),
            "cpu_s": round(cpu, 2), "cpu_s_per_mb": round(cpu / (nbytes / 1e6), 3),
            "inner_s": float(m[6]) if m else None, "inner_mb_per_s": float(m[5]) if m else None,
            "ok": int(m[1]) if m else None, "failed": int(m[2]) if m else None,
            "main_peak_rss_mb": round(sampler.main, 1),
            "worker_peak_rss_mb": sorted(round(v, 1) for v in sampler.workers.values()),
            "loadavg_before": before, "loadavg_after": loadavg()}


def regex_pass(folder: Path) -> dict:
    rx = re.compile(r"\w+|[^\w\s]")
    before = loadavg()
    t0 = time.perf_counter()
    c0 = time.process_time()
    tokens = nbytes = docs = 0
    for p in sorted(folder.rglob("*.txt")):
        data = p.read_bytes()
        nbytes += len(data)
        docs += 1
        tokens += len(rx.findall(data.decode("utf-8")))
    seconds = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {"docs": docs, "mb": round(nbytes / 1e6, 3), "seconds": round(seconds, 3), "cpu_s": round(cpu, 3),
            "tokens": tokens,
            "mb_per_s": round(nbytes / 1e6 / seconds, 2), "loadavg_before": before, "loadavg_after": loadavg()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--sizes", default="1000,3501,10000,30000,100000",
                    help="Notes per run of the scaling series (comma-separated; empty: no series).")
    ap.add_argument("--jobs", default="1,2", help="Job counts of the throughput runs (comma-separated).")
    ap.add_argument("--repeat", type=int, default=1, help="Throughput runs per job count.")
    ap.add_argument("--series-jobs", type=int, default=2)
    ap.add_argument("--max-series-seconds", type=float, default=1800,
                    help="Stop the series before a size whose predicted time exceeds this.")
    ap.add_argument("--grammars-rev", default=None, help="Take grammars/ and lexicons/ from this git revision.")
    ap.add_argument("--json", type=Path, default=None, help="Save the figures here.")
    args = ap.parse_args()
    corpus = args.corpus.resolve()
    if not corpus.is_dir():
        raise SystemExit(f"no corpus at {corpus} (give --corpus DIR)")
    work = Path(tempfile.mkdtemp(prefix="fstdeid-bulk-"))
    try:
        snap = snapshot(work, args.grammars_rev)
        env = dict(os.environ, PYTHONPATH=str(snap / "src"), FSTDEID_CACHE=str(work / "cache"),
                   FSTDEID_SECRET=BENCH_SECRET)
        res: dict = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                                 "platform": platform.platform(), "loadavg_at_start": loadavg()},
                     "corpus": str(corpus), "command": " ".join(["benchmarks/bulk.py", *sys.argv[1:]]),
                     "grammars_rev": args.grammars_rev}
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "fstdeid.cli", "compile", "--lang", "es"], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        res["compile_s"] = round(time.perf_counter() - t0, 2)
        print(f"compiled es in {res['compile_s']} s (load {loadavg()})")

        res["regex"] = regex_pass(corpus)
        r = res["regex"]
        print(f"regex tokenisation: {r['docs']} notes, {r['mb']} MB in {r['seconds']} s = {r['mb_per_s']} MB/s, "
              f"CPU {r['cpu_s']} s (load {r['loadavg_before'][0]})")

        res["throughput"] = []
        for jobs in [int(j) for j in args.jobs.split(",") if j.strip()]:
            for i in range(args.repeat):
                r = deid_run(env, corpus, work / f"out-j{jobs}-{i}", jobs)
                r["ratio_to_regex"] = round(r["wall_s"] / res["regex"]["seconds"], 1)
                r["cpu_ratio_to_regex"] = round(r["cpu_s"] / res["regex"]["cpu_s"], 1)
                res["throughput"].append(r)
                print(f"deid -j {jobs}: {r['docs']} notes, {r['mb']} MB in {r['wall_s']} s = {r['mb_per_s']} MB/s, "
                      f"{r['docs_per_s']} notes/s ({r['ratio_to_regex']}x regex); CPU {r['cpu_s']} s = "
                      f"{r['cpu_s_per_mb']} CPU s/MB ({r['cpu_ratio_to_regex']}x regex CPU); RSS main "
                      f"{r['main_peak_rss_mb']} MB, workers {r['worker_peak_rss_mb']} MB "
                      f"(load {r['loadavg_before'][0]} -> {r['loadavg_after'][0]})")

        notes = sorted(p for p in corpus.rglob("*.txt") if p.is_file())
        res["series"] = []
        per_mb = None
        for size in [int(s) for s in args.sizes.split(",") if s.strip()]:
            mb_est = size * (sum(p.stat().st_size for p in notes) / len(notes)) / 1e6
            if per_mb is not None and mb_est * per_mb > args.max_series_seconds:
                print(f"series: {size} notes skipped (predicted {mb_est * per_mb:.0f} s > --max-series-seconds)")
                res["series_stopped_before"] = size
                break
            folder = replicate(notes, size, work / f"in-{size}")
            r = deid_run(env, folder, work / f"out-{size}", args.series_jobs)  # inputs (hard links) and
            # outputs are removed with the work folder at the end, not between runs (see deid_run)
            per_mb = r["s_per_mb"]
            res["series"].append(r)
            print(f"series -j {args.series_jobs}: {size} notes, {r['mb']} MB in {r['wall_s']} s = {r['mb_per_s']} "
                  f"MB/s, {r['s_per_mb']} s/MB; workers {r['worker_peak_rss_mb']} MB "
                  f"(load {r['loadavg_before'][0]} -> {r['loadavg_after'][0]})")
        if len(res["series"]) >= 2:
            a, b = res["series"][0], res["series"][-1]
            res["series_s_per_mb_ratio_last_to_first"] = round(b["s_per_mb"] / a["s_per_mb"], 2)
        res["machine"]["loadavg_at_end"] = loadavg()
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(res, indent=1) + "\n")
            print(f"saved {args.json}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

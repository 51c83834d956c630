"""Helpers shared by the benchmark scripts: corpus reading, timing statistics, /proc memory figures,
fresh child processes, JSON output. Not part of fstdeid."""

from __future__ import annotations

import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import threading
import time
from importlib import metadata
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
SRC = ROOT / "src"
DEFAULT_CORPUS = ROOT.parent / "shared" / "data" / "meddocan" / "background"
JSON_MARK = "@@BENCH-JSON "
# The secret of the benchmarks' surrogate runs (FSTDEID_SECRET): fixed, so runs make the same surrogates.
BENCH_SECRET = "benchmark-secret-not-for-real-data-0123456789"


def engine_src() -> Path:
    """Where fstdeid is imported from: a snapshot when the benchmark made one (see `snapshot`)."""
    return Path(os.environ.get("FSTDEID_BENCH_SRC") or SRC)


def ensure_path() -> None:
    for p in (str(BENCH), str(engine_src())):
        if p in sys.path:
            sys.path.remove(p)
        sys.path.insert(0, p)


def snapshot(workdir: Path) -> Path:
    """Copy src/, grammars/, lexicons/ and examples/ into `workdir` and make every later child process
    (and this process, if it has not imported fstdeid yet) use that copy.

    Other engineers edit src/ while benchmarks run; the compiled cache is keyed by a hash of the
    fstdeid sources, so an edit between two steps would make the compiled language stale, and the
    steps would measure different engines. With a snapshot every step measures the same code."""
    import shutil

    snap = Path(workdir) / "snapshot"
    if snap.exists():
        shutil.rmtree(snap)
    for name in ("src", "grammars", "lexicons", "examples"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, snap / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    os.environ["FSTDEID_BENCH_SRC"] = str(snap / "src")
    ensure_path()
    return snap / "src"


def default_corpus() -> Path | None:
    return DEFAULT_CORPUS if DEFAULT_CORPUS.is_dir() else None


def corpus_files(corpus: Path, limit: int | None = None) -> list[Path]:
    files = sorted(p for p in Path(corpus).rglob("*.txt") if p.is_file())
    return files[:limit] if limit else files


def read_corpus(corpus: Path, limit: int | None = None) -> list[str]:
    """The texts, decoded as UTF-8 (a BOM dropped), in sorted file order."""
    out = []
    for p in corpus_files(corpus, limit):
        t = p.read_bytes().decode("utf-8")
        out.append(t[1:] if t.startswith("\ufeff") else t)
    return out


def sample(texts: list, n: int) -> list:
    """`n` texts spread evenly over the corpus (deterministic)."""
    if n >= len(texts):
        return list(texts)
    step = len(texts) / n
    return [texts[int(i * step)] for i in range(n)]


def mb(texts: list[str]) -> float:
    """MB = UTF-8 bytes of the input / 1e6."""
    return sum(len(t.encode("utf-8")) for t in texts) / 1e6


def stats(values: list[float]) -> dict:
    return {"runs": [round(v, 4) for v in values], "best": round(min(values), 4),
            "median": round(statistics.median(values), 4)}


def machine_info() -> dict:
    def ver(pkg):
        try:
            return metadata.version(pkg)
        except metadata.PackageNotFoundError:
            return None
    ensure_path()
    import pynini  # noqa: F401

    model = ""
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        for line in open("/proc/meminfo", encoding="utf-8"):
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1e6:.1f} GB"
                break
    except OSError:
        pass
    return {
        "cpu": model,
        "cores": os.cpu_count(),
        "memory": mem,
        "kernel": platform.release(),
        "python": sys.version.split()[0],
        "pynini_module_version": getattr(pynini, "__version__", None),
        "pynini_dist_version": ver("pynini"),
        "loadavg_at_start": os.getloadavg(),
        "fstdeid_src": src_state(),
    }


def src_state() -> dict:
    """Which engine was measured: the src tree changes under other engineers' hands (no commits yet),
    so record a digest of src/fstdeid/*.py and the newest modification time."""
    import hashlib

    h = hashlib.sha256()
    newest = 0.0
    for p in sorted((engine_src() / "fstdeid").glob("*.py")):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
        newest = max(newest, p.stat().st_mtime)
    return {"path": str(engine_src()), "sha256_16": h.hexdigest()[:16],
            "newest_mtime": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(newest))}


# -- memory -----------------------------------------------------------------------------------------


def proc_status(pid: int | str = "self") -> dict[str, float]:
    """VmRSS / VmHWM (peak RSS) / RssAnon of a process, in MB (from /proc/<pid>/status)."""
    out = {}
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as fh:
            for line in fh:
                k, _, v = line.partition(":")
                if k in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
                    out[k] = int(v.split()[0]) / 1e3
    except (OSError, ValueError):
        pass
    return out


def proc_pss(pid: int | str = "self") -> float | None:
    """Proportional set size in MB (shared pages divided among the sharers), from smaps_rollup."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) / 1e3
    except (OSError, ValueError):
        pass
    return None


def children_of(pid: int) -> list[int]:
    out = []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", encoding="utf-8") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                out.append(int(d))
        except (OSError, IndexError, ValueError):
            continue
    return out


class ChildMemoryWatcher:
    """Polls the children of this process (the pool workers) and keeps each one's peak figures.

    VmHWM is the kernel's own peak-RSS counter of the worker, read until the worker exits (the
    last reading is at most `interval` old). RSS counts the pages a forked worker shares with its
    parent (copy-on-write) in full; PSS divides shared pages among the processes sharing them.
    """

    def __init__(self, interval: float = 0.1):
        self.interval = interval
        self.peak: dict[int, dict[str, float]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._n = 0

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()

    def _run(self):
        me = os.getpid()
        while not self._stop.is_set():
            self._n += 1
            for pid in children_of(me):
                st = proc_status(pid)
                if not st:
                    continue
                rec = self.peak.setdefault(pid, {})
                for k in ("VmHWM", "VmRSS"):
                    if k in st:
                        rec[k] = max(rec.get(k, 0.0), st[k])
                if "Pss" not in rec or self._n % 3 == 0:  # smaps_rollup is slower to read
                    pss = proc_pss(pid)
                    if pss is not None:
                        rec["Pss"] = max(rec.get("Pss", 0.0), pss)
            self._stop.wait(self.interval)

    def summary(self) -> dict:
        workers = {str(pid): {k: round(v, 1) for k, v in rec.items()} for pid, rec in self.peak.items()}
        hwm = [r.get("VmHWM", 0.0) for r in self.peak.values()]
        pss = [r["Pss"] for r in self.peak.values() if "Pss" in r]
        return {"workers": workers, "max_VmHWM_mb": round(max(hwm), 1) if hwm else None,
                "max_Pss_mb": round(max(pss), 1) if pss else None}


_TICK = os.sysconf("SC_CLK_TCK")


def machine_busy_s() -> float:
    """CPU seconds spent busy by the whole machine (all cores) since boot, from /proc/stat."""
    with open("/proc/stat", encoding="utf-8") as fh:
        f = fh.readline().split()[1:]
    user, nice, system, idle, iowait, irq, softirq, steal = (int(x) for x in f[:8])
    return (user + nice + system + irq + softirq + steal) / _TICK


def children_cpu_s() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


class CpuMeter:
    """Wall time, our own CPU time (this process and/or its waited-for children) and what the rest
    of the machine used meanwhile, in cores: `others_cores` = (machine busy - ours) / wall. Another
    engineer's job on this 2-core machine shows up there, so a run slowed down by it can be told."""

    def __init__(self, children: bool = False):
        self.children = children

    def __enter__(self):
        self.w0, self.m0 = time.perf_counter(), machine_busy_s()
        self.c0 = time.process_time() + (children_cpu_s() if self.children else 0.0)
        return self

    def __exit__(self, *exc):
        self.wall = time.perf_counter() - self.w0
        self.cpu = time.process_time() + (children_cpu_s() if self.children else 0.0) - self.c0
        self.machine = machine_busy_s() - self.m0
        self.others_cores = max(0.0, (self.machine - self.cpu) / self.wall) if self.wall > 0 else 0.0

    def as_dict(self) -> dict:
        return {"wall_s": round(self.wall, 4), "cpu_s": round(self.cpu, 4),
                "machine_busy_s": round(self.machine, 3), "others_cores": round(self.others_cores, 2)}


QUIET_WAIT = {"max_s": 0.0, "log": []}


def wait_quiet(max_s: float | None = None, threshold: float = 0.25, window: float = 2.0) -> float:
    """Wait (at most `max_s`) until the rest of the machine uses less than `threshold` cores over
    `window` seconds, twice in a row. Call it while nothing of ours runs. Returns the last reading."""
    max_s = QUIET_WAIT["max_s"] if max_s is None else max_s
    if max_s <= 0:
        return -1.0
    t_end = time.perf_counter() + max_s
    ok = 0
    cores = -1.0
    while True:
        m0, w0 = machine_busy_s(), time.perf_counter()
        time.sleep(window)
        cores = (machine_busy_s() - m0) / (time.perf_counter() - w0)
        ok = ok + 1 if cores < threshold else 0
        if ok >= 2 or time.perf_counter() > t_end:
            QUIET_WAIT["log"].append(round(cores, 2))
            return cores


def rusage_children_maxrss_mb() -> float:
    """ru_maxrss of the waited-for children (Linux: KB), the largest of them, in MB."""
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1e3


def self_maxrss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


# -- child processes --------------------------------------------------------------------------------


def emit(obj) -> None:
    """What a child process hands back: one marked JSON line on stdout."""
    sys.stdout.write(JSON_MARK + json.dumps(obj) + "\n")
    sys.stdout.flush()


def run_child(args: list[str], *, env: dict | None = None, timeout: float = 3600) -> tuple[dict, float]:
    """Run `python args...` in a fresh process; returns (its JSON, wall seconds of the whole process)."""
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join([str(engine_src()), e.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    if env:
        e.update(env)
    wait_quiet()
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=e, timeout=timeout)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        sys.stderr.write(p.stdout + p.stderr)
        raise RuntimeError(f"child {' '.join(args[:3])} ... failed with status {p.returncode}")
    data = None
    for line in p.stdout.splitlines():
        if line.startswith(JSON_MARK):
            data = json.loads(line[len(JSON_MARK):])
    if data is None:
        sys.stderr.write(p.stdout + p.stderr)
        raise RuntimeError("child printed no result")
    return data, wall


def write_json(path: Path | None, obj) -> None:
    if path:
        Path(path).write_text(json.dumps(obj, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"\nJSON written to {path}")


def corpus_arguments(ap) -> None:
    """The options of the scripts that read their notes with `fingerprint.notes`: --lang, --corpus
    (a folder of `.txt` notes; no default, so that nobody reads a split by accident), --physionet
    (the PhysioNet dev notes) and --limit."""
    ap.add_argument("--lang", default="es")
    ap.add_argument("--corpus", type=Path, default=None)
    ap.add_argument("--physionet", action="store_true", help="PhysioNet dev notes (use with --lang en)")
    ap.add_argument("--limit", type=int, default=0)

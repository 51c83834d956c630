"""One measurement in a fresh process (run by engine.py and spanish.py; not meant to be run by hand).

    python benchmarks/_child.py MODE (--lang es | --grammar-dir G --lexicon-dir L) --cache DIR [options]

Modes: compile, load, load-parts, annotate1, annotate2, tokenize, stages. Prints one JSON line
(marked, see _benchlib.emit). The clock starts before fstdeid is imported.
"""

from __future__ import annotations

import time

T_START = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _benchlib as B  # noqa: E402

B.ensure_path()


def language(args):
    from fstdeid.language import Language

    if args.grammar_dir:
        return Language.from_dirs(args.grammar_dir, args.lexicon_dir)
    return Language.find(args.lang)


def load(args):
    import fstdeid

    if args.grammar_dir:
        return fstdeid.load(grammar_dir=args.grammar_dir, lexicon_dir=args.lexicon_dir, cache_dir=args.cache,
                            auto_compile=False)
    return fstdeid.load(args.lang, cache_dir=args.cache, auto_compile=False)


def mode_compile(args, out):
    t0 = time.perf_counter()
    import fstdeid  # noqa: F401
    from fstdeid.build import compile_language
    t1 = time.perf_counter()
    lang = language(args)
    target = compile_language(lang, cache_dir=Path(args.cache))
    t2 = time.perf_counter()
    out.update(import_s=t1 - t0, compile_s=t2 - t1, target=str(target),
               far_bytes=(target / "stages.far").stat().st_size,
               lexicon_bin_bytes=sum(p.stat().st_size for p in (target / "lexicons").glob("*.bin")),
               peak_rss_mb=B.self_maxrss_mb())
    import json
    man = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    out["alphabet_atoms"] = len(man["alphabet"])
    out["stages"] = [{"name": s["name"], "rules": len(s["rules"])} for s in man["stages"]]
    import pynini
    far = pynini.Far(str(target / "stages.far"), mode="r")
    states = {}
    for key, fst in far:
        states[key] = (fst.num_states(), sum(fst.num_arcs(s) for s in fst.states()))
    out["stage_fst_states_arcs"] = states


def mode_load(args, out):
    t0 = time.perf_counter()
    import fstdeid  # noqa: F401
    t1 = time.perf_counter()
    before = B.proc_status()
    d = load(args)
    t2 = time.perf_counter()
    after = B.proc_status()
    out.update(import_s=t1 - t0, load_s=t2 - t1, since_start_s=t2 - T_START,
               rss_before_load_mb=before.get("VmRSS"), rss_after_load_mb=after.get("VmRSS"),
               hwm_after_load_mb=after.get("VmHWM"), pss_after_load_mb=B.proc_pss(),
               lexicon_entries=sum(len(lx) for lx in d.cascade.lexicons))


def mode_load_parts(args, out):
    """load() step by step: hash the sources, read the compiled folder, build the matchers."""
    import fstdeid  # noqa: F401
    from fstdeid.build import compiled_dir, content_hash, load_compiled
    from fstdeid.cascade import Cascade
    from fstdeid.lexicon import Lexicon

    lang = language(args)
    t0 = time.perf_counter()
    digest = content_hash(lang)
    t1 = time.perf_counter()
    directory = compiled_dir(lang, Path(args.cache), digest)
    compiled = load_compiled(directory, digest)
    t2 = time.perf_counter()
    Cascade(compiled, lang.config)
    t3 = time.perf_counter()
    lex = {}
    for p in sorted((directory / "lexicons").glob("*.bin")):
        s = time.perf_counter()
        Lexicon.load(p)
        lex[p.stem] = round(time.perf_counter() - s, 4)
    t4 = time.perf_counter()
    import pynini
    far = pynini.Far(str(directory / "stages.far"), mode="r")
    for _key, fst in far:
        fst.copy()
    t5 = time.perf_counter()
    hashed = sum(p.stat().st_size for d in lang.lexicon_dirs() for p in d.rglob("*") if p.is_file())
    out.update(content_hash_s=t1 - t0, load_compiled_s=t2 - t1, cascade_init_s=t3 - t2,
               lexicon_load_again_s=t4 - t3, lexicon_load_each_s=lex, far_read_again_s=t5 - t4,
               lexicon_source_bytes_hashed=hashed)


def mode_annotate1(args, out):
    d = load(args)
    texts = B.read_corpus(Path(args.corpus), args.limit)
    rss0 = B.proc_status()
    spans = 0
    with B.CpuMeter() as cm:
        for t in texts:
            spans += len(d.annotate(t).spans)
    rss1 = B.proc_status()
    out.update(docs=len(texts), mb=B.mb(texts), seconds=cm.wall, cpu=cm.as_dict(), spans=spans,
               rss_before_run_mb=rss0.get("VmRSS"), rss_after_run_mb=rss1.get("VmRSS"),
               peak_rss_mb=rss1.get("VmHWM"), pss_after_run_mb=B.proc_pss())
    if args.warm:  # a second pass: the feature cache of the process is warm now
        t0 = time.perf_counter()
        for t in texts:
            d.annotate(t)
        out["warm_seconds"] = time.perf_counter() - t0
        out["peak_rss_after_warm_mb"] = B.proc_status().get("VmHWM")


def mode_annotate2(args, out):
    d = load(args)
    texts = B.read_corpus(Path(args.corpus), args.limit)
    parent = B.proc_status()
    spans = 0
    with B.ChildMemoryWatcher() as w:
        with B.CpuMeter(children=True) as cm:  # our CPU: this process + the joined pool workers
            for ann in d.pipe(texts, n_process=args.n_process):
                spans += len(ann.spans)
    out.update(docs=len(texts), mb=B.mb(texts), seconds=cm.wall, cpu=cm.as_dict(), spans=spans,
               n_process=args.n_process,
               parent_rss_before_pool_mb=parent.get("VmRSS"), parent_peak_rss_mb=B.proc_status().get("VmHWM"),
               workers=w.summary(), rusage_children_maxrss_mb=B.rusage_children_maxrss_mb())


def mode_tokenize(args, out):
    import collections
    import re
    from fstdeid.tokenizer import tokenize

    texts = B.read_corpus(Path(args.corpus), args.limit)
    floor_rx = re.compile(r"\w+|[^\w\s]")
    consume = collections.deque
    floor, tok = [], []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        for t in texts:
            consume(floor_rx.finditer(t), maxlen=0)
        floor.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for t in texts:
            tokenize(t)
        tok.append(time.perf_counter() - t0)
    n_floor = sum(sum(1 for _ in floor_rx.finditer(t)) for t in texts)
    n_tok = sum(len(tokenize(t)) for t in texts)
    out.update(docs=len(texts), mb=B.mb(texts), floor=B.stats(floor), tokenize=B.stats(tok),
               floor_matches=n_floor, tokens=n_tok)


def mode_stages(args, out):
    """Per-stage time on a sample: tokenize, features, and each stage (from Deidentifier.trace), then
    an instrumented pass splitting each stage into find (the matcher) and rewrite (building tags)."""
    from fstdeid.tokenizer import tokenize

    d = load(args)
    texts = B.sample(B.read_corpus(Path(args.corpus)), args.sample)
    casc = d.cascade
    feats_idx = casc.features
    # 1. tokenize and features separately (the feature cache is cold: first pass of this process).
    # Older engines take the tokens (token_units(text, tokens)); newer ones tokenize inline
    # (token_units(text)): then "features" includes the tokenizer's regex pass.
    import inspect
    inline = len(inspect.signature(feats_idx.token_units).parameters) == 1
    units_of = (lambda t, toks: feats_idx.token_units(t)) if inline else feats_idx.token_units
    t_tok = t_feat = 0.0
    n_tokens = 0
    for t in texts:
        s = time.perf_counter()
        toks = tokenize(t)
        m = time.perf_counter()
        units_of(t, toks)
        e = time.perf_counter()
        t_tok += m - s
        t_feat += e - m
        n_tokens += len(toks)
    cache_entries = len(feats_idx._cache)
    # the same again with the cache warm
    t_feat_warm = 0.0
    for t in texts:
        toks = tokenize(t)
        s = time.perf_counter()
        units_of(t, toks)
        t_feat_warm += time.perf_counter() - s
    # 2. per stage, from the engine's own trace
    per_stage: dict[str, dict] = {}
    t0 = time.perf_counter()
    for t in texts:
        _ann, trace = d.trace(t)
        for st in trace:
            r = per_stage.setdefault(st.stage, {"seconds": 0.0, "runs": 0, "tags": 0})
            r["seconds"] += st.seconds
            r["runs"] += 1
            r["tags"] += len(st.tags)
    t_trace = time.perf_counter() - t0
    # 3. plain annotate of the sample (warm cache), for the total
    t0 = time.perf_counter()
    for t in texts:
        d.annotate(t)
    t_annotate = time.perf_counter() - t0
    # 4. instrumented: find vs rewrite, walks, units per stage
    split: dict[str, dict] = {}
    orig_rewrite = casc._rewrite

    def rewrite(text, units, matches, info, *rest, **kw):
        s = time.perf_counter()
        res = orig_rewrite(text, units, matches, info, *rest, **kw)
        split[info.name]["rewrite_s"] += time.perf_counter() - s
        return res
    casc._rewrite = rewrite
    for info, machine in casc.stages:
        rec = split[info.name] = {"find_s": 0.0, "rewrite_s": 0.0, "find_calls": 0, "walks": 0, "units_seen": 0,
                                  "left_context": info.has_left_context,
                                  "states": len(machine.arcs) if machine is not None else 0}
        if machine is None:  # a stage without an automaton (e.g. propagation): only its trace time is known
            continue
        orig_find, orig_walk = machine.find, machine.walk

        def find(feats, _f=orig_find, _r=rec):
            s = time.perf_counter()
            res = _f(feats)
            _r["find_s"] += time.perf_counter() - s
            _r["find_calls"] += 1
            _r["units_seen"] += len(feats)
            return res

        def walk(feats, i, _w=orig_walk, _r=rec):
            _r["walks"] += 1
            return _w(feats, i)
        machine.find = find
        machine.walk = walk
    for t in texts:
        d.annotate(t)
    out.update(docs=len(texts), mb=B.mb(texts), tokens=n_tokens, tokenize_s=t_tok, features_cold_s=t_feat,
               features_include_tokenizing=inline,
               features_warm_s=t_feat_warm, feature_cache_entries=cache_entries, trace_total_s=t_trace,
               annotate_warm_s=t_annotate, per_stage=per_stage, split=split)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode")
    ap.add_argument("--lang")
    ap.add_argument("--grammar-dir")
    ap.add_argument("--lexicon-dir")
    ap.add_argument("--cache", required=True)
    ap.add_argument("--corpus")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--sample", type=int, default=500)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--n-process", type=int, default=2)
    ap.add_argument("--warm", action="store_true")
    args = ap.parse_args()
    out = {"mode": args.mode, "pid": os.getpid(), "loadavg": os.getloadavg()}
    {"compile": mode_compile, "load": mode_load, "load-parts": mode_load_parts, "annotate1": mode_annotate1,
     "annotate2": mode_annotate2, "tokenize": mode_tokenize, "stages": mode_stages}[args.mode](args, out)
    out["process_seconds"] = time.perf_counter() - T_START
    B.emit(out)


if __name__ == "__main__":
    main()

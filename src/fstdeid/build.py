"""Compiling a language to a cache folder, and loading it back.

`compile_language` writes, into `<cache>/<lang>-<hash>/`:

    stages.far       one weighted acceptor per enabled stage (OpenFst FAR, key `NNN-stage`), for
                     OpenFst's tools and `pynini.Far` (not read when loading)
    stages.walk      the same automata as flat arrays (`fstdeid.locate.WalkTable`), which is what
                     loading reads: building the matcher's tables from the FAR costs several times more
    lexicons/*.bin   each lexicon in its fast binary form
    manifest.json    the content hash, the fstdeid version, the alphabet and every stage's rules

The hash covers the fstdeid version and source, every grammar file, and every lexicon source file,
so a change to any of them gives another folder: a stale compilation is never loaded by accident.
`load_compiled` reads a folder and checks its hash against the sources it is given.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import sys
import tempfile
import time
from array import array
from dataclasses import asdict, dataclass
from pathlib import Path

import pynini

from . import __version__
from .compiler import CompiledRule, StageCompiler, split_contexts
from .errors import GrammarError, StaleCompilationError
from .features import Alphabet
from .grammar import COMPOUND_KINDS, Atom, Propagate, atoms_of
from .language import Language
from .locate import WalkTable
from .lexicon import Lexicon, load_lexicon_dir, source_files as lexicon_source_files

log = logging.getLogger("fstdeid")
MANIFEST_FORMAT = 2
WALK_FORMAT = "fstdeid-walk-tables 1"


def default_cache_dir() -> Path:
    env = os.environ.get("FSTDEID_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "fstdeid"


def content_hash(lang: Language) -> str:
    """A hash of everything the compiled cascade depends on."""
    lang.cascade()  # a missing or malformed cascade.csc: a GrammarError saying so, not a FileNotFoundError below
    h = hashlib.sha256()
    h.update(f"fstdeid {__version__} manifest {MANIFEST_FORMAT}\n".encode())
    pkg = Path(__file__).resolve().parent
    # every module of the package (sub-packages too: the rule-language parser, the Unitex reader...),
    # but not the bundled grammars under data/, which are hashed as grammar files below
    files = [(p, "fstdeid/" + p.relative_to(pkg).as_posix()) for p in sorted(pkg.rglob("*.py"))
             if "data" not in p.relative_to(pkg).parts[:1]]
    files += [(p, "grammar/" + p.name) for p in lang.source_files()]
    for d in lang.lexicon_dirs():
        files += [(p, f"lexicon/{d.name}/{p.relative_to(d)}") for p in lexicon_source_files(d)]
    for path, name in files:
        h.update(name.encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def compiled_dir(lang: Language, cache_dir: Path | None = None, digest: str | None = None) -> Path:
    return (cache_dir or default_cache_dir()) / f"{lang.name}-{(digest or content_hash(lang))[:16]}"


@dataclass(frozen=True)
class StageInfo:
    name: str
    file: str
    mode: str
    repeat: bool
    has_left_context: bool
    rules: tuple[CompiledRule, ...]
    parts: tuple[str, ...]
    propagate: dict | None = None  # the parameters of a `Propagate` stage


def compile_language(lang: Language, out_dir: Path | None = None, *, cache_dir: Path | None = None) -> Path:
    """Compile every enabled stage and lexicon of `lang`; returns the folder written."""
    t0 = time.perf_counter()
    digest = content_hash(lang)
    target = Path(out_dir) if out_dir is not None else compiled_dir(lang, cache_dir, digest)
    lexicons = [load_lexicon_dir(d) for d in lang.lexicon_dirs()]
    names = [lx.name for lx in lexicons]
    if len(set(names)) != len(names):
        raise GrammarError(f"{lang.lexicon_dir}: two lexicons share a name: {sorted(names)}")
    stages = lang.stages()
    atoms: list[Atom] = []
    for line, stage in stages:
        for rule in stage.rules:
            rule_atoms = atoms_of(rule.pattern)
            for lexname in _lexicon_names(rule_atoms):
                if lexname not in names:  # else every load() of the compiled folder would fail
                    raise GrammarError(f"{lang.grammar_dir / line.file}: rule {rule.name}: no lexicon named "
                                       f"{lexname!r} (lexicons in {lang.lexicon_dir}: {sorted(names) or 'none'})")
            atoms += rule_atoms
    alphabet = Alphabet.build(atoms + _agreement_atoms(stages, lang))
    compiler = StageCompiler(alphabet, lang.config.inflection)

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        infos = []
        tables: dict[str, WalkTable] = {}
        far = pynini.Far(str(tmp / "stages.far"), mode="w", arc_type="standard")
        for i, (line, stage) in enumerate(stages):
            if isinstance(stage, Propagate):  # no automaton: a dictionary built per document
                infos.append(StageInfo(stage.name, line.file, line.mode, line.repeat, False, (), (),
                                       propagate=stage.params()))
                continue
            try:
                fst, rules, parts = compiler.stage(stage)
            except GrammarError as e:  # the compiler knows the rule, not the file: name it
                raise GrammarError(f"{lang.grammar_dir / line.file}: {e}") from None
            far[f"{i:03d}-{stage.name}"] = fst
            tables[f"{i:03d}-{stage.name}"] = WalkTable.from_fst(fst)
            has_lc = any(split_contexts(r.name, r.pattern)[0] is not None for r in stage.rules)
            infos.append(StageInfo(stage.name, line.file, line.mode, line.repeat, has_lc, tuple(rules), tuple(parts)))
            log.debug("stage %s: %d rules, %d states", stage.name, len(rules), fst.num_states())
        far.close()
        write_walk_tables(tmp / "stages.walk", tables)
        (tmp / "lexicons").mkdir()
        for lx in lexicons:
            lx.dump(tmp / "lexicons" / f"{lx.name}.bin")
        manifest = {
            "format": MANIFEST_FORMAT,
            "fstdeid": __version__,
            "hash": digest,
            "language": lang.name,
            "alphabet": [_atom_to_json(a) for a in alphabet.atoms],
            "lexicons": names,
            "stages": [asdict(s) for s in infos],
            "compile_seconds": round(time.perf_counter() - t0, 3),
        }
        (tmp / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
        if target.exists():
            shutil.rmtree(target)
        os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    log.info("compiled %s in %.1f s -> %s", lang.name, time.perf_counter() - t0, target)
    return target


def _agreement_atoms(stages, lang: Language) -> list[Atom]:
    """Agreement expands atoms into value-restricted ones; they need labels too."""
    from .compiler import expand_agreement

    out = []
    for line, stage in stages:
        for rule in stage.rules:
            if rule.agree:
                try:
                    patterns = expand_agreement(rule, lang.config.inflection)
                except GrammarError as e:
                    raise GrammarError(f"{lang.grammar_dir / line.file}: {e}") from None
                for pat in patterns:
                    out += atoms_of(pat)
    return out


def _lexicon_names(atoms) -> set[str]:
    """The lexicon names that `lex(..., lexicon=NAME)` atoms ask for, inside & and ~ too."""
    out, todo = set(), list(atoms)
    while todo:
        a = todo.pop()
        if a.kind in COMPOUND_KINDS:
            todo.extend(a.args)
        elif a.kind == "lex" and a.args[1] is not None:
            out.add(a.args[1])
    return out


@dataclass
class Compiled:
    """A compiled language as loaded: the stage automata and everything needed to run them."""

    directory: Path
    manifest: dict
    alphabet: Alphabet
    stages: list[tuple[StageInfo, WalkTable | None]]  # None: a Propagate stage
    lexicons: list[Lexicon]


def load_compiled(directory: Path, expected_hash: str | None = None, *, command: str | None = None) -> Compiled:
    """Read a compiled folder; `command` is what a StaleCompilationError tells to run (default: --lang)."""
    directory = Path(directory)
    try:
        manifest = json.loads((directory / "manifest.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StaleCompilationError(f"{directory}: no manifest.json; not a compiled language") from None
    command = command or f"fstdeid compile --lang {manifest.get('language')}"
    if manifest.get("format") != MANIFEST_FORMAT or manifest.get("fstdeid") != __version__:
        raise StaleCompilationError(
            f"{directory}: compiled by fstdeid {manifest.get('fstdeid')} (format {manifest.get('format')}); "
            f"this is fstdeid {__version__}: run `{command}`"
        )
    if expected_hash is not None and manifest.get("hash") != expected_hash:
        raise StaleCompilationError(
            f"{directory}: compiled from other grammar or lexicon sources than the current ones; "
            f"run `{command}`"
        )
    alphabet = Alphabet(tuple(_atom_from_json(a) for a in manifest["alphabet"]))
    try:
        tables = read_walk_tables(directory / "stages.walk")
    except (OSError, ValueError) as e:
        raise StaleCompilationError(f"{directory}: stages.walk cannot be read ({e}); run `{command}`") from None
    stages = []
    for i, s in enumerate(manifest["stages"]):
        s = dict(s)
        s["rules"] = tuple(
            CompiledRule(r["name"], tuple(r["codes"]), tuple(r["infl"]), tuple(r["infl_from"]),
                         tuple(r["lemma_from"]), float(r["weight"])) for r in s["rules"])
        s["parts"] = tuple(s["parts"])
        info = StageInfo(**s)
        key = f"{i:03d}-{info.name}"
        if info.propagate is None and key not in tables:
            raise StaleCompilationError(f"{directory}: stages.walk has no automaton {key}; run `{command}`")
        stages.append((info, None if info.propagate is not None else tables[key]))
    lexicons = [Lexicon.load(directory / "lexicons" / f"{name}.bin") for name in manifest["lexicons"]]
    return Compiled(directory, manifest, alphabet, stages, lexicons)


def write_walk_tables(path: Path, tables: dict[str, WalkTable]) -> None:
    """One line of JSON (the format, the byte order, and per automaton its key, start state and
    column lengths), then the columns' bytes, automaton after automaton, in `WalkTable.COLUMNS` order."""
    header = {"format": WALK_FORMAT, "byteorder": sys.byteorder, "itemsizes": _itemsizes(),
              "tables": [{"key": key, "start": t.start,
                          "lengths": [len(t.columns[name]) for name, _ in WalkTable.COLUMNS]}
                         for key, t in tables.items()]}
    with open(path, "wb") as fh:
        fh.write(json.dumps(header).encode("ascii") + b"\n")
        for t in tables.values():
            for name, _ in WalkTable.COLUMNS:
                t.columns[name].tofile(fh)


def _itemsizes() -> dict[str, int]:
    return {code: array(code).itemsize for code in sorted({code for _, code in WalkTable.COLUMNS})}


def read_walk_tables(path: Path) -> dict[str, WalkTable]:
    """The automata `write_walk_tables` wrote; ValueError if the file is not one, or is damaged."""
    with open(path, "rb") as fh:
        try:
            header = json.loads(fh.readline())
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise ValueError("not a walk table file") from None
        if not isinstance(header, dict) or header.get("format") != WALK_FORMAT:
            raise ValueError(f"not a {WALK_FORMAT!r} file")
        if header.get("itemsizes") != _itemsizes():
            raise ValueError("written on a machine with other array item sizes")
        swap = header.get("byteorder") != sys.byteorder
        out: dict[str, WalkTable] = {}
        try:
            entries = [(e["key"], int(e["start"]), list(e["lengths"])) for e in header["tables"]]
        except (KeyError, TypeError, ValueError):
            raise ValueError("damaged header") from None
        for key, start, lengths in entries:
            columns = {}
            if len(lengths) != len(WalkTable.COLUMNS) or not all(isinstance(n, int) and n >= 0 for n in lengths):
                raise ValueError("damaged header")
            for (name, code), n in zip(WalkTable.COLUMNS, lengths):
                col = array(code)
                data = fh.read(n * col.itemsize)
                if len(data) != n * col.itemsize:
                    raise ValueError("truncated")
                col.frombytes(data)
                if swap:
                    col.byteswap()
                columns[name] = col
            table = WalkTable(start, columns)
            table.check()
            out[key] = table
        if fh.read(1):
            raise ValueError("bytes after the last automaton")
    return out


def _atom_to_json(a: Atom):
    if a.kind in COMPOUND_KINDS:
        return {"kind": a.kind, "args": [_atom_to_json(s) for s in a.args]}
    return {"kind": a.kind, "args": [list(x) if isinstance(x, tuple) else x for x in a.args]}


def _atom_from_json(d) -> Atom:
    if d["kind"] in COMPOUND_KINDS:
        return Atom(d["kind"], tuple(_atom_from_json(s) for s in d["args"]))
    return Atom(d["kind"], tuple(tuple(x) if isinstance(x, list) else x for x in d["args"]))

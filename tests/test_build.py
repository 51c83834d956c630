"""Compiling a language, the content hash, loading compiled folders and staleness."""

from __future__ import annotations

import json

import pynini
import pytest

import fstdeid
from fstdeid import GrammarError, StaleCompilationError
from fstdeid.build import compile_language, compiled_dir, content_hash, load_compiled
from fstdeid.language import Language
from conftest import DEMO_GRAMMARS, DEMO_LEXICONS, spans_of, texts_of

STAGES = ["blocking", "dates", "ids", "names", "lists", "orgs"]  # greedy.py is Disabled


@pytest.fixture(scope="module")
def compiled_demo(tmp_path_factory):
    out = tmp_path_factory.mktemp("compiled") / "demo-out"
    lang = Language.from_dirs(DEMO_GRAMMARS, DEMO_LEXICONS)
    assert compile_language(lang, out) == out
    return lang, out


def test_compile_writes_manifest_far_and_lexicons(compiled_demo):
    lang, out = compiled_demo
    assert sorted(p.name for p in out.iterdir()) == ["lexicons", "manifest.json", "stages.far", "stages.walk"]
    assert sorted(p.name for p in (out / "lexicons").iterdir()) == ["demo-first.bin", "demo-surnames.bin"]
    m = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert m["hash"] == content_hash(lang)
    assert m["language"] == "demo" and m["fstdeid"] == fstdeid.__version__
    assert m["lexicons"] == ["demo-first", "demo-surnames"]
    assert [s["name"] for s in m["stages"]] == STAGES
    by = {s["name"]: s for s in m["stages"]}
    assert by["blocking"]["mode"] == "replace" and by["lists"]["mode"] == "replace"
    assert by["orgs"]["mode"] == "merge" and by["names"]["mode"] == "merge"
    assert [s["repeat"] for s in m["stages"]] == [False, False, False, False, True, False]
    assert [s["has_left_context"] for s in m["stages"]] == [False, False, False, True, False, False]
    assert [r["name"] for r in by["names"]["rules"]] == ["full_name", "first_only", "after_title", "before_role"]
    assert [r["weight"] for r in by["dates"]["rules"]] == [2.0, 0.0, 0.0, 0.0, 0.0]
    assert by["names"]["parts"] == ["first", "last", "name"]
    assert by["names"]["file"] == "names.py"
    far = pynini.Far(str(out / "stages.far"), mode="r")
    keys = [k for k, _ in far]
    assert keys == [f"{i:03d}-{name}" for i, name in enumerate(STAGES)]
    # Nothing left behind next to the target (the compiler writes a temporary folder first).
    assert sorted(p.name for p in out.parent.iterdir()) == ["demo-out"]


def test_load_compiled_folder(compiled_demo, demo):
    _, out = compiled_demo
    d = fstdeid.load(grammar_dir=DEMO_GRAMMARS, lexicon_dir=DEMO_LEXICONS, compiled=out)
    text = "Juan Petrov y María López, Centro de Salud Carmen de la Fuente, 12/05/2020"
    assert d.annotate(text) == demo.annotate(text)
    assert d.name == "demo"


def test_compiled_folder_with_wrong_hash_is_stale(compiled_demo, tmp_path):
    import shutil

    _, out = compiled_demo
    bad = tmp_path / "bad"
    shutil.copytree(out, bad)
    m = json.loads((bad / "manifest.json").read_text(encoding="utf-8"))
    m["hash"] = "0" * 64
    (bad / "manifest.json").write_text(json.dumps(m), encoding="utf-8")
    with pytest.raises(StaleCompilationError) as ei:
        load_compiled(bad, "1" * 64)
    assert "fstdeid compile --lang demo" in str(ei.value) and str(bad) in str(ei.value)
    with pytest.raises(StaleCompilationError) as ei:
        fstdeid.load(grammar_dir=DEMO_GRAMMARS, compiled=bad)
    msg = str(ei.value)
    # demo is not a bundled language: `--lang demo` would fail, so the hint names the grammar folder,
    # and `--out` so that the stale folder itself gets rewritten.
    assert f"fstdeid compile --grammar-dir {DEMO_GRAMMARS} --out {bad}" in msg
    assert "other grammar or lexicon sources" in msg


def test_compiled_folder_of_another_version_is_stale(compiled_demo, tmp_path):
    import shutil

    _, out = compiled_demo
    old = tmp_path / "old"
    shutil.copytree(out, old)
    m = json.loads((old / "manifest.json").read_text(encoding="utf-8"))
    m["fstdeid"] = "0.0.0-old"
    (old / "manifest.json").write_text(json.dumps(m), encoding="utf-8")
    with pytest.raises(StaleCompilationError, match=r"compiled by fstdeid 0\.0\.0-old.*fstdeid compile --lang demo"):
        load_compiled(old)


def test_walk_tables_are_the_far_automata(compiled_demo):
    """stages.walk (what loading reads) holds exactly the FAR's automata: a machine built from
    either has the same arcs, markers, rule ends and start."""
    from fstdeid.build import read_walk_tables
    from fstdeid.locate import StageMachine

    _, out = compiled_demo
    tables = read_walk_tables(out / "stages.walk")
    far = {k: f.copy() for k, f in pynini.Far(str(out / "stages.far"), mode="r")}
    assert list(tables) == list(far)
    for key, fst in far.items():
        a = StageMachine(fst, has_left_context=False)
        b = StageMachine(tables[key], has_left_context=False)
        assert (a.start, a.arcs, a.weights, a.markers, a.ends) == (b.start, b.arcs, b.weights, b.markers, b.ends), key
        assert sum(map(len, b.arcs)) + sum(map(len, b.markers)) > 0


@pytest.mark.parametrize("damage", ["truncate", "append", "header", "not-json", "state-out-of-range", "missing"])
def test_damaged_walk_tables_are_stale_not_a_crash(compiled_demo, tmp_path, damage):
    import shutil
    import struct

    _, out = compiled_demo
    bad = tmp_path / "bad"
    shutil.copytree(out, bad)
    path = bad / "stages.walk"
    data = path.read_bytes()
    header, body = data.split(b"\n", 1)
    if damage == "truncate":
        path.write_bytes(data[:-3])
    elif damage == "append":
        path.write_bytes(data + b"\0")
    elif damage == "header":
        h = json.loads(header)
        h["tables"][0]["lengths"][1] += 1
        path.write_bytes(json.dumps(h).encode() + b"\n" + body)
    elif damage == "not-json":
        path.write_bytes(b"\xff\xfe" + data)
    elif damage == "state-out-of-range":
        # the first automaton's first next state (after its arc offsets and arc labels)
        lengths = json.loads(header)["tables"][0]["lengths"]
        at = 4 * (lengths[0] + lengths[1])
        body = body[:at] + struct.pack("i", 10**6) + body[at + 4:]
        path.write_bytes(header + b"\n" + body)
    else:
        path.unlink()
    with pytest.raises(StaleCompilationError, match=r"stages\.walk cannot be read.*fstdeid compile --lang demo"):
        load_compiled(bad)


def test_walk_tables_of_the_other_byte_order_are_swapped(compiled_demo, tmp_path):
    import sys

    from fstdeid.build import read_walk_tables
    from fstdeid.locate import WalkTable

    _, out = compiled_demo
    tables = read_walk_tables(out / "stages.walk")
    header, body = (out / "stages.walk").read_bytes().split(b"\n", 1)
    h = json.loads(header)
    h["byteorder"] = "big" if sys.byteorder == "little" else "little"
    swapped = bytearray()
    for t in tables.values():
        for name, _ in WalkTable.COLUMNS:
            col = t.columns[name].__copy__()
            col.byteswap()
            swapped += col.tobytes()
    other = tmp_path / "stages.walk"
    other.write_bytes(json.dumps(h).encode() + b"\n" + bytes(swapped))
    again = read_walk_tables(other)
    assert {k: t.columns for k, t in again.items()} == {k: t.columns for k, t in tables.items()}


def test_folder_without_manifest_is_not_compiled(tmp_path):
    with pytest.raises(StaleCompilationError, match="no manifest.json"):
        load_compiled(tmp_path)


def test_sources_edited_after_compile_out_make_it_stale(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    lang = Language.from_dirs(gdir, ldir)
    out = compile_language(lang, tmp_path / "out")
    fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, compiled=out)  # fresh: loads
    (gdir / "dates.py").write_text((gdir / "dates.py").read_text() + "\n# edited\n")
    with pytest.raises(StaleCompilationError) as ei:
        fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir, compiled=out)
    assert f"--grammar-dir {gdir} --lexicon-dir {ldir} --out {out}" in str(ei.value)


def _edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_grammar_change_changes_the_hash_and_load_recompiles(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    cache = tmp_path / "cache"
    d1 = fstdeid.load(grammar_dir=gdir, cache_dir=cache)
    h1 = content_hash(Language.from_dirs(gdir))
    assert [p.name for p in cache.iterdir()] == [f"demo-{h1[:16]}"]
    assert d1.annotate("Gómez (paciente)").spans == ()
    _edit(gdir / "names.py", 'lit("enfermera")', 'lit("paciente")')
    h2 = content_hash(Language.from_dirs(gdir))
    assert h2 != h1
    d2 = fstdeid.load(grammar_dir=gdir, cache_dir=cache)
    assert sorted(p.name for p in cache.iterdir()) == sorted([f"demo-{h1[:16]}", f"demo-{h2[:16]}"])
    assert json.loads((cache / f"demo-{h2[:16]}" / "manifest.json").read_text())["hash"] == h2
    assert spans_of(d2.annotate("Gómez (paciente)")) == [(0, 5, "PERSONA")]
    # The old folder stays valid for the old sources only.
    with pytest.raises(StaleCompilationError):
        fstdeid.load(grammar_dir=gdir, compiled=cache / f"demo-{h1[:16]}")


def test_lexicon_change_changes_the_hash_and_load_recompiles(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    cache = tmp_path / "cache"
    d1 = fstdeid.load(grammar_dir=gdir, cache_dir=cache)
    h1 = content_hash(Language.from_dirs(gdir))
    assert texts_of(d1.annotate("Luis Zapata")) == [("Luis", "PERSONA")]
    items = ldir / "demo-surnames" / "items.tsv"
    items.write_text(items.read_text(encoding="utf-8") + "Zapata\t\t\tm:f\n", encoding="utf-8")
    h2 = content_hash(Language.from_dirs(gdir))
    assert h2 != h1
    d2 = fstdeid.load(grammar_dir=gdir, cache_dir=cache)
    assert compiled_dir(d2.language, cache) == cache / f"demo-{h2[:16]}"
    assert (cache / f"demo-{h2[:16]}" / "manifest.json").is_file()
    (tag,) = d2.annotate("Luis Zapata").tags
    assert (tag.start, tag.end, tag.rule, tag.infl) == (0, 11, "full_name", ("m",))


@pytest.mark.parametrize("relpath, addition", [
    ("grammars/demo/cascade.csc", "# a comment\n"),
    ("grammars/demo/greedy.py", "# a disabled stage is a source too\n"),
    ("grammars/demo/language.toml", "# a comment\n"),
    ("lexicons/demo/demo-first/LICENSE", "more\n"),
    ("lexicons/demo/demo-first/lexicon.toml", "# a comment\n"),
])
def test_every_source_file_is_in_the_hash(demo_copy, relpath, addition):
    gdir, ldir = demo_copy
    before = content_hash(Language.from_dirs(gdir))
    assert content_hash(Language.from_dirs(gdir)) == before  # deterministic
    path = gdir.parents[1] / relpath
    path.write_text(path.read_text(encoding="utf-8") + addition, encoding="utf-8")
    assert content_hash(Language.from_dirs(gdir)) != before


def test_hash_does_not_depend_on_where_the_language_is(demo_copy):
    gdir, ldir = demo_copy
    assert content_hash(Language.from_dirs(gdir, ldir)) == content_hash(Language.from_dirs(DEMO_GRAMMARS))


def test_auto_compile_false_on_a_never_compiled_language(demo_copy, tmp_path):
    gdir, ldir = demo_copy
    cache = tmp_path / "cache"
    with pytest.raises(StaleCompilationError) as ei:
        fstdeid.load(grammar_dir=gdir, cache_dir=cache, auto_compile=False)
    msg = str(ei.value)
    assert "'demo' is not compiled for its current sources" in msg
    assert f"fstdeid compile --grammar-dir {gdir} --out {compiled_dir(Language.from_dirs(gdir), cache)}" in msg
    assert not cache.exists() or list(cache.iterdir()) == []
    # Once compiled where load() looks, auto_compile=False loads it.
    compile_language(Language.from_dirs(gdir), cache_dir=cache)
    d = fstdeid.load(grammar_dir=gdir, cache_dir=cache, auto_compile=False)
    assert spans_of(d.annotate("Juan Petrov")) == [(0, 11, "PERSONA")]


def test_auto_compile_false_after_a_source_change(demo_copy, tmp_path):
    gdir, _ = demo_copy
    cache = tmp_path / "cache"
    fstdeid.load(grammar_dir=gdir, cache_dir=cache)
    (gdir / "orgs.py").write_text((gdir / "orgs.py").read_text() + "\n# changed\n")
    with pytest.raises(StaleCompilationError, match="not compiled for its current sources"):
        fstdeid.load(grammar_dir=gdir, cache_dir=cache, auto_compile=False)


def test_default_cache_is_the_session_tmp_folder(cache_dir):
    from fstdeid.build import default_cache_dir

    assert default_cache_dir() == cache_dir


def test_loading_the_compiled_fixture(demo, cache_dir):
    lang = Language.from_dirs(DEMO_GRAMMARS)
    assert (compiled_dir(lang) / "manifest.json").is_file()
    d = fstdeid.load(grammar_dir=DEMO_GRAMMARS, auto_compile=False)  # compiled by the session fixture
    assert [info.name for info, _ in d.cascade.stages] == STAGES
    assert d.annotate("Juan Petrov") == demo.annotate("Juan Petrov")


def test_failed_compile_leaves_nothing(demo_copy, tmp_path):
    gdir, _ = demo_copy
    (gdir / "orgs.py").write_text("from fstdeid.grammar import *\n"
                                  "STAGE = Stage('orgs', [Rule('empty', opt(lit('x')), codes='X')])\n")
    out = tmp_path / "out"
    with pytest.raises(GrammarError, match="empty match"):
        compile_language(Language.from_dirs(gdir), out)
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["lang"]


def test_recompiling_replaces_the_output_folder(demo_copy, tmp_path):
    gdir, _ = demo_copy
    out = tmp_path / "out"
    compile_language(Language.from_dirs(gdir), out)
    (out / "junk.txt").write_text("old")
    compile_language(Language.from_dirs(gdir), out)
    assert not (out / "junk.txt").exists() and (out / "manifest.json").is_file()


def test_repeat_cap_limits_a_star_stage(demo_copy, tmp_path):
    gdir, _ = demo_copy
    _edit(gdir / "language.toml", "repeat_cap = 4", "repeat_cap = 1")
    d = fstdeid.load(grammar_dir=gdir, cache_dir=tmp_path / "cache")
    text = "Juan Petrov y Luis García y María López"
    ann, trace = d.trace(text)
    assert [t.iteration for t in trace if t.stage == "lists"] == [0]
    assert texts_of(ann) == [("Juan Petrov y Luis García", "PERSONA"), ("María López", "PERSONA")]


def test_cascade_order_and_modes_are_the_cascade_files(demo_copy, tmp_path):
    # Switch orgs to Replace: the person tag is no longer nested in the health centre.
    gdir, _ = demo_copy
    _edit(gdir / "cascade.csc", '"orgs.py"       Merge', '"orgs.py"       Replace')
    d = fstdeid.load(grammar_dir=gdir, cache_dir=tmp_path / "cache")
    (org,) = d.annotate("Centro de Salud Juan García").tags
    assert org.rule == "health_centre" and org.children == ()

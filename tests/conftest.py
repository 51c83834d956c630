"""Shared fixtures: the `demo` fixture language (tests/fixtures/demo), compiled once per session.

Nothing here reads ../shared or the user's cache: compiled caches go to a session tmp folder
(FSTDEID_CACHE points there for the whole session, so the CLI and `fstdeid.load` use it too).
"""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"
DEMO_ROOT = FIXTURES / "demo"
DEMO_GRAMMARS = DEMO_ROOT / "grammars" / "demo"
DEMO_LEXICONS = DEMO_ROOT / "lexicons" / "demo"


@pytest.fixture(scope="session", autouse=True)
def _isolated_cache(tmp_path_factory):
    """Every compiled cache of the session goes to a tmp folder, never ~/.cache."""
    mp = pytest.MonkeyPatch()
    cache = tmp_path_factory.mktemp("fstdeid-cache")
    mp.setenv("FSTDEID_CACHE", str(cache))
    mp.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))
    yield cache
    mp.undo()


@pytest.fixture(autouse=True)
def _no_hang():
    """A worker pool that cannot unpickle a result waits forever: fail the test instead."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def expired(signum, frame):
        raise TimeoutError("test ran over 120 s (a hung worker pool?)")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(120)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="session")
def cache_dir(_isolated_cache) -> Path:
    return _isolated_cache


@pytest.fixture(scope="session")
def demo(cache_dir):
    """The demo language, compiled (into the session cache) and loaded once."""
    import fstdeid

    return fstdeid.load(grammar_dir=DEMO_GRAMMARS, lexicon_dir=DEMO_LEXICONS)


@pytest.fixture
def demo_copy(tmp_path) -> tuple[Path, Path]:
    """A private copy of the demo language (grammar dir, lexicon dir) that a test may edit."""
    root = tmp_path / "lang"
    shutil.copytree(DEMO_ROOT, root)
    return root / "grammars" / "demo", root / "lexicons" / "demo"


def load_demo_with_stages(demo_copy: tuple[Path, Path], stages: dict[str, str]):
    """The demo language (a `demo_copy`) with the stages `stages` (file name -> Python source)
    added before its dates stage, in order, each in Merge mode; loaded afresh."""
    import fstdeid

    gdir, ldir = demo_copy
    lines = ""
    for name, source in stages.items():
        (gdir / name).write_text("from fstdeid.grammar import *\n" + source, encoding="utf-8")
        lines += f'"{name}"   Merge   Enabled   1\n'
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    (gdir / "cascade.csc").write_text(csc.replace('"dates.py"', lines + '"dates.py"', 1), encoding="utf-8")
    return fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir)


def spans_of(ann) -> list[tuple[int, int, str]]:
    return [(s.start, s.end, s.label) for s in ann.spans]


def texts_of(ann) -> list[tuple[str, str]]:
    return [(ann.text[s.start:s.end], s.label) for s in ann.spans]

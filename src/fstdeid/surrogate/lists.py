"""Surrogate lists: names by gender, surnames, cities, streets, hospitals, health centres, organisations,
countries.

They live in `fstdeid/surrogate/data/<lang>/<set>/<kind>.txt` (one entry a line, `#` comments; see
`data/SOURCES.md` for the source and license of each). Sets: `realistic` (default) and `fictional`
(Flintstones-style for Serbian, invented names for Spanish and English). A kind missing from the
fictional set falls back to the realistic one. `extra_dir` adds a folder of your own with the same
layout (`<extra_dir>/<kind>.txt`), whose lists replace the bundled ones.
"""

from __future__ import annotations

import logging
from functools import cached_property
from pathlib import Path

from ..errors import FstdeidError

log = logging.getLogger("fstdeid")

DATA = Path(__file__).resolve().parent / "data"
SETS = ("realistic", "fictional")
KINDS = ("first-m", "first-f", "surnames", "cities", "streets", "hospitals", "health-centres", "orgs", "countries")


def available_list_languages() -> list[str]:
    return sorted(p.name for p in DATA.iterdir() if (p / "realistic").is_dir())


def _read(path: Path) -> tuple[str, ...]:
    items = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            items.append(line)
    return tuple(dict.fromkeys(items))


class SurrogateLists:
    """The lists of one language and set, read on first use."""

    def __init__(self, lang: str, set_name: str = "realistic", extra_dir: str | Path | None = None):
        if set_name not in SETS:
            raise FstdeidError(f"unknown surrogate set {set_name!r} (sets: {', '.join(SETS)})")
        if not (DATA / lang / "realistic").is_dir():
            have = ", ".join(available_list_languages())
            raise FstdeidError(f"no surrogate lists for language {lang!r} (lists: {have}); "
                               f"choose one with the surrogate language option")
        self.lang = lang
        self.set_name = set_name
        self.extra_dir = Path(extra_dir) if extra_dir is not None else None
        self._cache: dict[str, tuple[str, ...]] = {}

    def get(self, kind: str) -> tuple[str, ...]:
        if kind not in KINDS:
            raise KeyError(kind)
        got = self._cache.get(kind)
        if got is None:
            got = ()
            candidates = []
            if self.extra_dir is not None:
                candidates.append(self.extra_dir / f"{kind}.txt")
            candidates += [DATA / self.lang / self.set_name / f"{kind}.txt", DATA / self.lang / "realistic" / f"{kind}.txt"]
            for path in candidates:
                if path.is_file():
                    got = _read(path)
                    break
            self._cache[kind] = got
        return got

    @cached_property
    def first_gender(self) -> dict[str, str]:
        """casefolded first name -> "m" or "f", for names in exactly one of the two lists."""
        out: dict[str, str] = {}
        seen_both = set()
        for g in ("m", "f"):
            for name in self.get(f"first-{g}"):
                k = name.casefold()
                if k in out and out[k] != g:
                    seen_both.add(k)
                out[k] = g
        for k in seen_both:
            del out[k]
        return out

    @cached_property
    def relation_words(self) -> frozenset[str]:
        """Folded words that name a relation, not a person (`<lang>/relation-words.txt`)."""
        return self._folded_words("relation-words.txt")

    @cached_property
    def org_heads(self) -> frozenset[str]:
        """Folded head nouns of organisations (`<lang>/org-heads.txt`)."""
        return self._folded_words("org-heads.txt")

    def _folded_words(self, name: str) -> frozenset[str]:
        """The words of the language's list `name` (`names.fold`ed); none if it has no such list."""
        from .names import fold

        path = DATA / self.lang / name
        return frozenset(fold(x) for x in _read(path)) if path.is_file() else frozenset()

"""A language is a folder of grammars and a folder of lexicons; this module reads them.

    grammars/<lang>/language.toml    name, inflection attributes, PHI categories (see below)
    grammars/<lang>/cascade.csc      the cascade: one stage per line, CasSys style
    grammars/<lang>/<stage>.py       one stage per file, assigning a `fstdeid.grammar.Stage` to STAGE
    lexicons/<lang>/<name>/          one lexicon per folder (`fstdeid.lexicon.load_lexicon_dir`)

language.toml:

    name = "es"
    description = "Spanish clinical narratives (MEDDOCAN)"
    repeat_cap = 10                  # how often a `*` stage may run at most
    max_match_units = 500            # no match (contexts included) covers more units than this
    [inflection]                     # attributes usable in Rule.agree: name = the characters of its values
    case = "1234567"
    [[phi]]                          # tags whose codes contain `mask` are PHI with this label
    mask = "NE+FECHAS"
    label = "FECHAS"
    element = "date"                 # XML element name (default: the label)
    surrogate = "date"               # what a surrogate of it is made as (SURROGATE_KINDS; default:
                                     # told by the label and codes, see fstdeid.surrogate.engine.kind_of)

cascade.csc — one stage per line, `#` starts a comment:

    "dates.py"    Merge    Enabled   1
    "names.py"    Replace  Enabled   *
    "ids.rules"   Merge    Enabled   1     # a stage in the rule language (fstdeid.rules)
    "Date.grf"    M        Enabled   1     # a Unitex graph (fstdeid.unitex); "Date.fst2" names it too

A stage file is Python (`*.py`, assigning STAGE), rules (`*.rules`) or a Unitex graph (`*.grf`; a
Unitex cascade's `*.fst2` name is read as the `.grf` next to it). `M`/`R` stand for Merge/Replace,
as in Unitex, and the state and repeat columns may be left out (Enabled, 1).

Merge keeps the tags a match covers as nested tags; Replace drops them (the new tag stands alone).
`1` runs the stage once; `*` runs it again on its own output until nothing matches (at most
`repeat_cap` times).
"""

from __future__ import annotations

import re
import runpy
import shlex
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .errors import GrammarError
from .grammar import MERGE, REPLACE, Propagate, Stage, split_codes
from .locate import DEFAULT_MAX_UNITS

PACKAGE_DATA = Path(__file__).resolve().parent / "data"
SOURCE_ROOT = Path(__file__).resolve().parents[2]


def data_root(kind: str) -> Path:
    """Where the bundled `grammars`, `lexicons` or `examples` are: installed package data, else the source tree."""
    installed = PACKAGE_DATA / kind
    return installed if installed.is_dir() else SOURCE_ROOT / kind


def available_languages() -> list[str]:
    root = data_root("grammars")
    return sorted(p.name for p in root.iterdir() if (p / "language.toml").is_file()) if root.is_dir() else []


@dataclass(frozen=True)
class PhiCategory:
    mask: tuple[str, ...]
    label: str
    element: str
    surrogate: str | None = None  # one of SURROGATE_KINDS, or None: told by the label and codes


# What the surrogate engine can make a category's surrogates as (`[[phi]] surrogate = ...`).
SURROGATE_KINDS = ("person", "date", "age", "sex", "email", "phone", "url", "id", "street", "place", "country",
                   "hospital", "health_centre", "org", "relative", "other")


@dataclass(frozen=True)
class CascadeLine:
    file: str
    mode: str  # MERGE or REPLACE
    enabled: bool
    repeat: bool  # False: once; True: until nothing matches (capped)
    line: int


@dataclass(frozen=True)
class LanguageConfig:
    name: str
    description: str
    repeat_cap: int
    inflection: dict[str, str]
    phi: tuple[PhiCategory, ...]
    max_match_units: int = DEFAULT_MAX_UNITS


@dataclass(frozen=True)
class Language:
    """Where a language's sources are. `Language.find("es")` for a bundled one."""

    name: str
    grammar_dir: Path
    lexicon_dir: Path
    config: LanguageConfig = field(compare=False)

    @staticmethod
    def find(name: str) -> "Language":
        gdir = data_root("grammars") / name
        if not (gdir / "language.toml").is_file():
            have = ", ".join(available_languages()) or "none"
            raise GrammarError(f"no language {name!r} (bundled languages: {have}); or pass grammar_dir=")
        return Language.from_dirs(gdir, data_root("lexicons") / name)

    @staticmethod
    def from_dirs(grammar_dir: str | Path, lexicon_dir: str | Path | None = None) -> "Language":
        gdir = Path(grammar_dir)
        config = read_config(gdir / "language.toml")
        ldir = Path(lexicon_dir) if lexicon_dir is not None else gdir.parent.parent / "lexicons" / gdir.name
        return Language(config.name, gdir, ldir, config)

    def cascade(self) -> list[CascadeLine]:
        return read_cascade(self.grammar_dir / "cascade.csc")

    def lexicon_dirs(self) -> list[Path]:
        if not self.lexicon_dir.is_dir():
            return []
        return sorted(p for p in self.lexicon_dir.iterdir() if (p / "lexicon.toml").is_file())

    def stages(self) -> list[tuple[CascadeLine, Stage]]:
        """The enabled stages, in cascade order, each with its cascade line."""
        out, names = [], {}
        for line in self.cascade():
            if not line.enabled:
                continue
            stage = load_stage_file(self.grammar_dir / line.file)
            if stage.name in names:
                raise GrammarError(f"{self.grammar_dir / 'cascade.csc'}:{line.line}: stage name {stage.name!r} "
                                   f"is used by line {names[stage.name]} too")
            names[stage.name] = line.line
            out.append((line, stage))
        return out

    def source_files(self) -> list[Path]:
        """Every grammar file the compiled cascade depends on (lexicon files are listed by the lexicons)."""
        files = [self.grammar_dir / "language.toml", self.grammar_dir / "cascade.csc"]
        files += sorted(p for p in self.grammar_dir.glob("*.py"))
        files += sorted(p for p in self.grammar_dir.glob("*.rules"))  # stages and included macro files
        files += sorted(p for p in self.grammar_dir.rglob("*.grf"))  # graphs and their sub-graphs
        return files


def read_config(path: Path) -> LanguageConfig:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise GrammarError(f"{path}: missing (every language folder needs a language.toml)") from None
    except tomllib.TOMLDecodeError as e:
        raise GrammarError(f"{path}: {e}") from None
    known = {"name", "description", "repeat_cap", "max_match_units", "inflection", "phi"}
    unknown = set(data) - known
    if unknown:
        raise GrammarError(f"{path}: unknown keys {sorted(unknown)} (known: {sorted(known)})")
    if not isinstance(data.get("name"), str) or not data["name"]:
        raise GrammarError(f"{path}: `name` (a string) is required")
    cap = data.get("repeat_cap", 10)
    if not isinstance(cap, int) or cap < 1:
        raise GrammarError(f"{path}: repeat_cap must be a positive integer")
    max_units = data.get("max_match_units", DEFAULT_MAX_UNITS)
    if not isinstance(max_units, int) or max_units < 1:
        raise GrammarError(f"{path}: max_match_units must be a positive integer")
    infl = data.get("inflection", {})
    if not all(isinstance(v, str) and v for v in infl.values()):
        raise GrammarError(f"{path}: [inflection] values must be non-empty strings of value characters")
    phi = []
    for i, entry in enumerate(data.get("phi", [])):
        if not isinstance(entry, dict) or "mask" not in entry or "label" not in entry:
            raise GrammarError(f"{path}: [[phi]] entry {i + 1} needs `mask` and `label`")
        extra = set(entry) - {"mask", "label", "element", "surrogate"}
        if extra:
            raise GrammarError(f"{path}: [[phi]] entry {i + 1}: unknown keys {sorted(extra)}")
        element = entry.get("element", entry["label"])
        if not _XML_NAME.fullmatch(element):
            raise GrammarError(f"{path}: [[phi]] entry {i + 1}: {element!r} is not a valid XML element name")
        surrogate = entry.get("surrogate")
        if surrogate is not None and surrogate not in SURROGATE_KINDS:
            raise GrammarError(f"{path}: [[phi]] entry {i + 1}: surrogate {surrogate!r} is not one of "
                               f"{', '.join(SURROGATE_KINDS)}")
        phi.append(PhiCategory(split_codes(entry["mask"]), entry["label"], element, surrogate))
    return LanguageConfig(data["name"], data.get("description", ""), cap, dict(infl), tuple(phi), max_units)


_XML_NAME = re.compile(r"[A-Za-z_][\w.\-]*")
_MODES = {"merge": MERGE, "replace": REPLACE, "m": MERGE, "r": REPLACE}  # M and R: Unitex's short forms
STAGE_SUFFIXES = (".py", ".rules", ".grf")


def read_cascade(path: Path) -> list[CascadeLine]:
    """Parse a CasSys-style cascade file. Errors name file:line:column and what was expected."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise GrammarError(f"{path}: missing (every language folder needs a cascade.csc)") from None
    out = []
    for n, raw in enumerate(lines, 1):
        body = raw.split("#", 1)[0] if not raw.lstrip().startswith('"') else _strip_comment(raw)
        if not body.strip():
            continue
        try:
            fields = shlex.split(body, comments=False, posix=True)
        except ValueError as e:
            raise GrammarError(f"{path}:{n}:1: {e}") from None
        col = lambda i: raw.find(fields[i]) + 1 if i < len(fields) else len(raw) + 1  # noqa: E731
        if len(fields) < 2:
            raise GrammarError(f"{path}:{n}:{col(1)}: expected a quoted stage file then Merge or Replace")
        file, mode = fields[0], fields[1].lower()
        if mode not in _MODES:
            raise GrammarError(f"{path}:{n}:{col(1)}: expected Merge or Replace, found {fields[1]!r}")
        enabled, repeat = True, False
        for i, f in enumerate(fields[2:], 2):
            low = f.lower()
            if low in ("enabled", "disabled"):
                enabled = low == "enabled"
            elif f in ("1", "*"):
                repeat = f == "*"
            else:
                raise GrammarError(f"{path}:{n}:{col(i)}: expected Enabled, Disabled, 1 or *, found {f!r}")
        file = file.replace("\\", "/")  # Unitex cascades may use Windows separators
        if file.endswith(".fst2"):  # a Unitex cascade names compiled graphs: we compile their .grf sources
            file = file[:-len(".fst2")] + ".grf"
        if not file.endswith(STAGE_SUFFIXES):
            raise GrammarError(f"{path}:{n}:{col(0)}: stage files are Python grammar files (*.py), rule files "
                               f"(*.rules) or Unitex graphs (*.grf, or *.fst2 compiled from a .grf), found {file!r}")
        if not (path.parent / file).is_file():
            raise GrammarError(f"{path}:{n}:{col(0)}: no stage file {file!r} in {path.parent}")
        out.append(CascadeLine(file, _MODES[mode], enabled, repeat, n))
    if not out:
        raise GrammarError(f"{path}: the cascade has no stages")
    return out


def _strip_comment(raw: str) -> str:
    """Drop a trailing `# comment` that is outside quotes."""
    inside = False
    for i, ch in enumerate(raw):
        if ch == '"':
            inside = not inside
        elif ch == "#" and not inside:
            return raw[:i]
    return raw


def load_stage_file(path: Path) -> Stage:
    """The stage of a stage file: run a Python grammar file and take its STAGE, parse a `.rules`
    file (`fstdeid.rules`), or compile a Unitex graph `.grf` (`fstdeid.unitex`)."""
    path = Path(path)
    if path.suffix == ".rules":
        from .rules import load_rules_file

        return load_rules_file(path)
    if path.suffix == ".grf":
        from .unitex import load_grf_stage

        return load_grf_stage(path)
    try:
        env = runpy.run_path(str(path))
    except GrammarError as e:
        raise GrammarError(f"{path}: {e}") from None
    except Exception as e:  # a grammar file is user code: report where it failed
        raise GrammarError(f"{path}: {type(e).__name__}: {e}") from e
    stage = env.get("STAGE")
    if not isinstance(stage, (Stage, Propagate)):
        raise GrammarError(f"{path}: must assign a fstdeid.grammar.Stage (or Propagate) to the name STAGE")
    return stage

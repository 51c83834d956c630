"""Replacement modes, overall and per PHI category.

    surrogate   a realistic, consistent replacement (`Kamengradu`, `22/03/2017`, `Ortega`)
    xml         the surrogate inside its element: `<top PHI="yes">Kamengradu</top>`
    tag         the category: `[TERRITORIO]`
    mask        every non-space character as X
    keep        the original text (the category is not de-identified)

A mode specification is a mode name for every category (`"surrogate"`), or a mapping from category
labels to modes where `"*"` gives the mode of the categories not named (default `tag`):
`{"FECHAS": "surrogate", "*": "tag"}`. On the command line, `--mode` is repeated: `--mode tag`
sets the default, `--mode FECHAS=surrogate` one category (`fstdeid deid --mode surrogate --mode
SEXO_SUJETO_ASISTENCIA=keep ...`).
"""

from __future__ import annotations

from typing import Iterable, Mapping

from ..errors import FstdeidError

MODES = ("surrogate", "xml", "tag", "mask", "keep")
NEEDS_SURROGATE = frozenset({"surrogate", "xml"})


def plain_replacement(label: str, original: str, mode: str) -> str | None:
    """The replacement of PHI `original` of category `label` in the modes that need no surrogate
    engine (tag, mask, keep); None in any other mode."""
    if mode == "tag":
        return f"[{label}]"
    if mode == "mask":
        return "".join(ch if ch.isspace() else "X" for ch in original)
    if mode == "keep":
        return original
    return None


class ModeMap:
    """The mode of each category: `modes(label)`."""

    __slots__ = ("default", "per_label")

    def __init__(self, default: str = "tag", per_label: Mapping[str, str] | None = None):
        self.default = _check(default)
        self.per_label = {label: _check(m) for label, m in (per_label or {}).items()}

    @classmethod
    def of(cls, spec: "str | Mapping[str, str] | ModeMap | None") -> "ModeMap":
        if spec is None:
            return cls()
        if isinstance(spec, ModeMap):
            return spec
        if isinstance(spec, str):
            return cls(spec)
        if isinstance(spec, Mapping):
            per = {k: v for k, v in spec.items() if k != "*"}
            return cls(spec.get("*", "tag"), per)
        raise FstdeidError(f"a mode is a name ({', '.join(MODES)}) or a mapping of category labels to names")

    def __call__(self, label: str) -> str:
        return self.per_label.get(label, self.default)

    def __repr__(self) -> str:
        return f"ModeMap({self.default!r}, {self.per_label!r})"

    @property
    def needs_surrogates(self) -> bool:
        return self.default in NEEDS_SURROGATE or any(m in NEEDS_SURROGATE for m in self.per_label.values())

    def check_labels(self, labels: Iterable[str]) -> None:
        """A mode for a category the language does not have is a typo: say which ones it has."""
        known = set(labels)
        unknown = sorted(set(self.per_label) - known)
        if unknown:
            raise FstdeidError(f"no PHI category {', '.join(map(repr, unknown))} in this language "
                               f"(categories: {', '.join(sorted(known)) or 'none'})")


def _check(mode: str) -> str:
    if mode not in MODES:
        raise FstdeidError(f"unknown mode {mode!r} (modes: {', '.join(MODES)})")
    return mode


def parse_mode_options(options: Iterable[str]) -> ModeMap:
    """`["surrogate", "FECHAS=keep"]` (the command line's repeated --mode) -> ModeMap."""
    default = None
    per: dict[str, str] = {}
    for opt in options:
        label, eq, mode = opt.partition("=")
        if not eq:
            if default is not None and default != opt.strip():
                raise FstdeidError(f"two default modes: {default!r} and {opt!r} (give one bare --mode)")
            default = opt.strip()
            continue
        label, mode = label.strip(), mode.strip()
        if not label or label == "*":
            label = "*"
        if label in per and per[label] != mode:
            raise FstdeidError(f"two modes for {label}: {per[label]!r} and {mode!r}")
        per[label] = mode
    if "*" in per:
        if default is not None and default != per["*"]:
            raise FstdeidError(f"two default modes: {default!r} and {per['*']!r}")
        default = per.pop("*")
    return ModeMap(default or "tag", per)

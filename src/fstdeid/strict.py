"""The `strict` profile: mask what looks like PHI although the cascade did not recognise it.

After the cascade has run, the strict profile adds a tag with the label `STRICT` (always rendered
in the `mask` mode, whatever the other modes) over each piece of text that no tag of the cascade
covers (neither a PHI tag nor a non-PHI one) and that is

- a **long number**: a word (a run of letters, digits and `_`) holding 5 or more consecutive
  digits (`123456`, `NHC12345`, `12345678Z`); or digit groups joined by single spaces, dots or
  hyphens holding 7 or more digits in all (`91 234 56 78`, `12.345.678`); or
- an **unknown capitalised word in a header line**: a line `Label: value`, where the label is one
  to five words of letters (with `.`, `'`, `/`, `(`, `)`, `-`, `º`, `ª`) and at most 40 characters,
  starts the line (after spaces) and is followed by a colon, and the value holds at most
  `MAX_HEADER_WORDS` (8) words (longer values are prose, not a field); in the value, a word of two or more
  letters whose first letter is upper case and that no lexicon of the language knows as a non-PHI
  word (a reading whose codes hold `NONPHI`). Names and places in the lexicons are PHI-like, so
  they are masked too.

Language-neutral: only the lexicons' `NONPHI` code (the convention of every bundled language) and
Unicode character classes are used. The profile over-masks by design (`Servicio: Cardiología`
loses `Cardiología` unless a lexicon or a rule knows it): it is for releases where a missed
identifier costs more than a masked word.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from .annotation import Annotation, TagSpan, phi_spans
from .normalize import matching_form
from .surrogate.modes import ModeMap

PROFILES = ("standard", "strict")
STRICT_LABEL = "STRICT"
MIN_DIGITS = 5          # consecutive digits in one word
MIN_GROUPED_DIGITS = 7  # digits in groups joined by single spaces, dots or hyphens
MAX_HEADER_WORDS = 8    # a longer value is prose, not a field

_LONG_NUMBER = re.compile(r"\w*\d{%d,}\w*" % MIN_DIGITS)
_DIGIT_GROUPS = re.compile(r"(?<![\w.-])\d+(?:[ .-]\d+)+(?!\w)")
_LABEL_WORD = r"[^\W\d_](?:[^\W\d_]|[.'/()ºª-])*"
_HEADER = re.compile(r"^[ \t]*(?=[^:\n]{1,40}:)%s(?:[ \t]+%s){0,4}[ \t]*:[ \t]*(?P<value>[^\n]*)$"
                     % (_LABEL_WORD, _LABEL_WORD), re.M)
_WORD = re.compile(r"[^\W\d_]{2,}")


def check_profile(profile: str) -> str:
    if profile not in PROFILES:
        from .errors import FstdeidError

        raise FstdeidError(f"unknown profile {profile!r} (profiles: {', '.join(PROFILES)})")
    return profile


def strict_modes(modes: ModeMap) -> ModeMap:
    """The modes with `STRICT` spans masked."""
    return ModeMap(modes.default, {**modes.per_label, STRICT_LABEL: "mask"})


def candidates(text: str, known) -> list[tuple[int, int, str]]:
    """(start, end, rule) of the pieces of `text` the strict profile masks if no tag covers them.
    `known(word)` says whether a word is a known non-PHI word."""
    out = [(m.start(), m.end(), "long-number") for m in _LONG_NUMBER.finditer(text)]
    out += [(m.start(), m.end(), "long-number") for m in _DIGIT_GROUPS.finditer(text)
            if sum(c.isdigit() for c in m.group()) >= MIN_GROUPED_DIGITS]
    for line in _HEADER.finditer(text):
        base, value = line.start("value"), line.group("value")
        if len(value.split()) > MAX_HEADER_WORDS:
            continue
        for w in _WORD.finditer(value):
            word = w.group()
            if word[0].isupper() and not known(word):
                out.append((base + w.start(), base + w.end(), "header-word"))
    return out


def apply_strict(ann: Annotation, lexicons) -> Annotation:
    """`ann` with a `STRICT` tag over every candidate that no tag of the cascade touches."""
    starts = [t.start for t in ann.tags]  # top-level tags: in text order, not overlapping
    ends = [t.end for t in ann.tags]

    def free(a: int, b: int) -> bool:
        i = bisect_left(starts, b) - 1  # the last tag starting before b
        return i < 0 or ends[i] <= a

    def known(word: str) -> bool:
        form = matching_form(word)
        return any("NONPHI" in an.codes for lx in lexicons for an in lx.lookup(form))

    extra: list[TagSpan] = []
    for a, b, rule in sorted(candidates(ann.text, known), key=lambda c: (c[0], -c[1])):
        if free(a, b) and (not extra or extra[-1].end <= a):
            extra.append(TagSpan(a, b, (STRICT_LABEL,), (), "", "strict", rule, (), STRICT_LABEL, "strict"))
    if not extra:
        return ann
    tags = tuple(sorted((*ann.tags, *extra), key=lambda t: (t.start, t.end)))
    return Annotation(ann.text, tags, phi_spans(tags))


__all__ = ["PROFILES", "STRICT_LABEL", "apply_strict", "candidates", "strict_modes", "check_profile"]

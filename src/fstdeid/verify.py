"""The residual check (`fstdeid deid --verify`): annotate the de-identified text again and report
every PHI-like span that is not inside a replacement we inserted.

Text outside the replacements is the original text, so a residual span is one the cascade finds
only in the new context (a surrogate or `[TAG]` next to it changed what a rule sees), or text a
replacement did not cover. Neither can be told from a false alarm without reading the text, so
`deid --verify` treats a document with residuals as failed (fail closed): it gets no output and an
error record with the residuals' offsets in the *original* text and their labels, never the text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from .errors import DocumentError
from .surrogate.engine import Deidentified, outer_phi_tags

PROPAGATED = "propagated:"  # the rule name of a tag made by a Propagate stage (`fstdeid.cascade`)
_WORD = re.compile(r"[^\W\d_]+")  # letters only: [NOMBRE_SUJETO] holds NOMBRE


@dataclass(frozen=True, slots=True)
class Residual:
    """A PHI-like span of the de-identified text (`start`, `end`) not inside an inserted one;
    `source_start`, `source_end`: the same place in the original text."""

    start: int
    end: int
    label: str
    source_start: int
    source_end: int

    def as_dict(self) -> dict:
        return {"start": self.source_start, "end": self.source_end, "label": self.label}


def residuals(deid, out: Deidentified, *, doc_id: str = "<text>", profile: str = "standard",
              time_limit=None) -> tuple[Residual, ...]:
    """The residual PHI-like spans of a de-identified text (`Deidentifier.deidentify_with_spans`).

    A span found again is residual when one of its non-space characters lies outside every span
    of `out.spans` (the replacements, whatever their mode, `keep` included), unless a `Propagate`
    stage made it from words that are all words of the replacements: `Nombre: [NOMBRE_...]` makes
    the cascade tag `NOMBRE` as a name and propagate it to `Nombre`, a copy of what we inserted."""
    again = deid.annotate(out.text, doc_id=doc_id, time_limit=time_limit, profile=profile)
    spans = sorted(out.spans, key=lambda s: s.start)
    starts = [s.start for s in spans]
    inserted: set[str] | None = None
    found = []
    for t in outer_phi_tags(again.tags):
        if _covered(out.text, t.start, t.end, spans, starts):
            continue
        if t.rule.startswith(PROPAGATED):
            if inserted is None:
                inserted = {w.casefold() for s in spans for w in _WORD.findall(out.text, s.start, s.end)}
            if all(w.casefold() in inserted for w in _WORD.findall(out.text, t.start, t.end)):
                continue
        found.append(Residual(t.start, t.end, t.label, _source(t.start, spans, starts, end=False),
                              _source(t.end, spans, starts, end=True)))
    return tuple(found)


def _covered(text: str, a: int, b: int, spans, starts) -> bool:
    pos = a
    while pos < b:
        i = bisect_right(starts, pos) - 1
        if i >= 0 and spans[i].end > pos:  # inside a replacement: jump over it
            pos = spans[i].end
            continue
        if not text[pos].isspace():
            return False
        pos += 1
    return True


def _source(pos: int, spans, starts, *, end: bool) -> int:
    """Offset `pos` of the new text in the original one; inside a replacement, the replaced span's
    start (for a start) or end (for an end)."""
    i = bisect_right(starts, pos - 1 if end else pos) - 1  # the last replacement starting before
    if i < 0:
        return pos
    s = spans[i]
    if pos >= s.end:
        return s.source_end + (pos - s.end)
    return s.source_end if end else s.source_start


def residual_error(doc_id: str, found: tuple[Residual, ...], *, shown: int = 5) -> DocumentError:
    """The document error of `--verify`: the first residuals' offsets and labels, never the text."""
    where = ", ".join(f"{r.source_start}-{r.source_end} {r.label}" for r in found[:shown])
    more = f" and {len(found) - shown} more" if len(found) > shown else ""
    return DocumentError(doc_id, f"{len(found)} residual PHI-like span(s) in the de-identified text "
                                 f"(original offsets {where}{more}); see --verify", stage="verify",
                         offset=found[0].source_start)


__all__ = ["Residual", "residuals", "residual_error"]

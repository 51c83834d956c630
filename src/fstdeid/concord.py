"""Concordances: every span of one label (or code mask) with its context, one line each, Unitex style.

    from fstdeid.concord import concordance, sort_lines, format_line
    lines = concordance(deid, [("doc1", text)], label="FECHAS")
    for line in sort_lines(lines, "left"):
        print(format_line(line, width=40))

A concordance line is `LEFT CONTEXT[SPAN]RIGHT CONTEXT`, the left context right-aligned in a fixed
width so that every span starts in the same column (like Unitex's concordances); the contexts are
the text as it is, so `nº[123]` shows that no space separates the span from what precedes it. Whitespace
(newlines, tabs) is shown as one space. By its nature a concordance prints document text: it is a
tool for grammar authors working on data they may read.

Sort orders (Unitex's "sort according to"): `text` (document, then offset), `left` (the left context
read backwards from the span, so spans preceded by the same word group together), `right` (the right
context), `span` (the span's text, then the right context).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from .annotation import Annotation, TagSpan
from .errors import FstdeidError

SORTS = ("text", "left", "right", "span")
_WS = re.compile(r"\s+")


@dataclass(frozen=True)
class ConcordLine:
    doc_id: str
    start: int
    end: int
    label: str  # the PHI label, or the codes joined with + for a mask search
    left: str  # whitespace-normalised contexts and span
    span: str
    right: str
    stage: str = ""
    rule: str = ""


def _flat(s: str) -> str:
    return _WS.sub(" ", s)


def _matching_tags(ann: Annotation, label: str | None, mask: tuple[str, ...] | None) -> list[tuple[int, int, str, TagSpan | None]]:
    if mask is None:
        # PHI spans: the outermost PHI tags; keep their tag for stage/rule
        out = []
        tags = {(t.start, t.end, t.label): t for t in _walk_all(ann.tags) if t.label is not None}
        for s in ann.spans:
            if label is None or s.label == label:
                out.append((s.start, s.end, s.label, tags.get((s.start, s.end, s.label))))
        return out
    want = set(mask)
    return [(t.start, t.end, "+".join(t.codes), t) for t in _walk_all(ann.tags)
            if want.issubset(t.codes) and (label is None or t.label == label)]


def _walk_all(tags: Iterable[TagSpan]):
    for t in tags:
        yield from t.walk()


def concordance(deid, docs: Iterable[tuple[str, str]], *, label: str | None = None,
                mask: str | tuple[str, ...] | None = None, context: int = 40) -> list[ConcordLine]:
    """The concordance lines of `label` (a PHI category) and/or `mask` (tag codes, "NE+FECHAS") in `docs`,
    pairs (doc id, text), in text order. With neither, every PHI span."""
    if label is not None and label not in deid.categories:
        raise FstdeidError(f"no PHI label {label!r} in language {deid.name} "
                           f"(labels: {', '.join(deid.categories) or 'none'})")
    mask_t = None
    if mask is not None:
        mask_t = tuple(c for c in mask.split("+") if c) if isinstance(mask, str) else tuple(mask)
        if not mask_t:
            raise FstdeidError("a code mask needs at least one code (e.g. NE+FECHAS)")
    out = []
    for doc_id, text in docs:
        ann = deid.annotate(text, doc_id=doc_id)
        for start, end, lab, tag in sorted(_matching_tags(ann, label, mask_t), key=lambda x: (x[0], -x[1])):
            left = _flat(text[max(0, start - 4 * context):start])[-context:]
            right = _flat(text[end:end + 4 * context])[:context]
            out.append(ConcordLine(doc_id, start, end, lab, left, _flat(text[start:end]), right,
                                   tag.stage if tag else "", tag.rule if tag else ""))
    return out


def sort_lines(lines: list[ConcordLine], order: str = "text") -> list[ConcordLine]:
    if order not in SORTS:
        raise FstdeidError(f"unknown sort order {order!r} (orders: {', '.join(SORTS)})")
    if order == "text":
        return list(lines)
    if order == "left":
        key = lambda ln: (ln.left.rstrip()[::-1].casefold(), ln.span.casefold(), ln.doc_id, ln.start)  # noqa: E731
    elif order == "right":
        key = lambda ln: (ln.right.lstrip().casefold(), ln.span.casefold(), ln.doc_id, ln.start)  # noqa: E731
    else:
        key = lambda ln: (ln.span.casefold(), ln.right.lstrip().casefold(), ln.doc_id, ln.start)  # noqa: E731
    return sorted(lines, key=key)


def format_line(line: ConcordLine, *, width: int = 40, ids: bool = False, rules: bool = False) -> str:
    """The left context right-aligned in `width` columns, the [span], then `width` characters of right context."""
    left = line.left[-width:] if width else ""
    right = line.right[:width] if width else ""
    out = f"{left:>{width}}[{line.span}]{right}".rstrip()
    prefix = ""
    if ids:
        prefix += f"{line.doc_id}\t{line.start}-{line.end}\t"
    if rules:
        prefix += f"{line.stage}/{line.rule}\t" if line.stage else "-\t"
    return prefix + out

"""Organisations generalised to the head nouns of their hierarchy.

The Serbian system replaced `Komisija lekara veštaka Medicinskog fakulteta Univerziteta u
Kragujevcu` ("the Commission of medical experts of the Faculty of Medicine of the University of
Kragujevac") by `Komisija fakulteta Univerziteta` ("a Commission of a faculty of a University"):
the words naming a level of the hierarchy are kept, in the form and case they have in the note, and
every word that names *which* commission, faculty or university is dropped.

`generalise(text, tag, heads)` does that over the words of the tag, and over its tag tree: a word
covered by a nested tag with a lemma (a morphological stage's `{fakulteta,fakultet.N:ms2q}`) is
matched by that lemma; any other word by its form, with a crude stemmer for inflected forms (the
head minus a final vowel, plus at most three letters: `fakulteta`, `Komisije`, `bolnici`). Spanish
and English keep the connector (`de`, `del`, `of the`) between two kept heads:
`Servicio de Cardiología del Hospital Clínico` -> `Servicio del Hospital`.
"""

from __future__ import annotations

import re

from ..annotation import TagSpan
from .names import fold

CONNECTORS = {"es": {"de", "del", "de la", "de los", "de las"}, "en": {"of", "of the"}}
_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.U)


def _stem(head: str) -> str:
    return head[:-1] if len(head) > 4 and head[-1] in "aeiouy" else head


UNINFLECTED = {"es", "en"}  # heads match whole words only: no stemming ("Clínico" is no "clínica")


def is_head(word: str, heads: frozenset[str], stem: bool = True) -> bool:
    """`heads` are folded (`names.fold`) lemmas."""
    w = fold(word)
    if w in heads:
        return True
    if not stem:
        return False
    for h in heads:
        st = _stem(h)
        if w.startswith(st) and len(w) - len(st) <= 3 and len(st) >= 3:
            return True
    return False


def _lemmas(tag: TagSpan | None, offset: int) -> dict[tuple[int, int], str]:
    """(start, end) relative to the tag -> lemma, for the nested tags that have one."""
    out = {}
    if tag is None:
        return out
    for t in tag.walk():
        if t is not tag and t.lemma:
            out[(t.start - offset, t.end - offset)] = t.lemma
    return out


def generalise(text: str, heads: frozenset[str], *, tag: TagSpan | None = None, lang: str = "") -> str | None:
    """The head nouns of `text` (the tag's text) in their own forms, or None when it has none."""
    lemmas = _lemmas(tag, tag.start if tag is not None else 0)
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    kept: list[tuple[int, str]] = []  # (word index, text)
    for i, (s, e, w) in enumerate(words):
        lemma = lemmas.get((s, e))
        if (lemma and fold(lemma) in heads) or is_head(w, heads, stem=lang not in UNINFLECTED):
            kept.append((i, w))
    if not kept:
        return None
    connectors = CONNECTORS.get(lang, set())
    out = []
    for n, (i, w) in enumerate(kept):
        if n and connectors:
            prev = kept[n - 1][0]
            # the connector right before this head: one or two lower-case words after the previous head
            for k in (2, 1):
                if i - k > prev:
                    cand = " ".join(x[2] for x in words[i - k:i])
                    if cand in connectors:
                        out.append(cand)
                        break
        out.append(w)
    return " ".join(out)


def same_head(items, key: str, heads: frozenset[str] = frozenset(), longest: int = 3):
    """The candidates of the same kind of organisation as `key` (a folded name): the items that
    begin with its first words, up to `longest` words and always leaving one word of `key` after
    them ("centro de salud", then "centro de", then "centro"); for a name that does not begin with
    a head noun of `heads` (a company: "msd", "boston scientific"), the items that do not either.
    `items` itself when there are none."""
    words = key.split()
    for n in range(min(longest, len(words) - 1), 0, -1):
        head = " ".join(words[:n]) + " "
        same = [c for c in items if fold(c).startswith(head)]
        if same:
            return same
    if heads and words and words[0] not in heads:
        same = [c for c in items if fold(c).split(" ", 1)[0] not in heads]
        if same:
            return same
    return items

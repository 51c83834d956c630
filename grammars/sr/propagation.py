"""Name propagation: a name recognised anywhere in a document is recognised everywhere in it, in
any case form (the paper left `Dragana` exposed in "između Dragana i njegovog poznanika" although
`Petrović Dragan` was tagged twice).

This is NOT a stage of the cascade (it is not listed in cascade.csc): the engine has no
per-document state, and a stage is a fixed automaton that cannot remember which names it saw
earlier in the document. It is a documented post-pass over an `Annotation`:

    import runpy
    propagate = runpy.run_path("grammars/sr/propagation.py")["propagate"]
    ann = propagate(deid.annotate(text), deid.cascade.lexicons)

What it does:

1. collects the words of every `pers` tag (capitalised words; titles are not inside the tags);
2. finds their lemmas in the lexicons (`Dragana` -> Dragan m and Dragana f) or, for words the
   lexicons do not know (`Jorvanović`), guesses them from the endings (`fstdeid.morphology.analyse`
   restricted to name classes); re-expands every lemma to all its forms with the class
   `fstdeid.morphology.guess_first_name` / `guess_surname` gives (what built the lexicons);
3. tags every capitalised word outside the existing PHI spans whose spelling (case and diacritics
   ignored) is one of those forms, unless it is a non-PHI word (`NONPHI`: `Dana`, `Status`...) or
   inside a non-PHI tag (an eponym); neighbouring propagated words become one span.

New tags have the codes NE+persName+prop (label `pers`), stage "propagation", rule "same_name".

The engine hook this needs (see the report of the Serbian pack): a per-document dynamic lexicon
stage — after stage K, collect the lemmas of the tags matching a mask, expand them (morphology
callback or the lexicons' lemma -> forms index) into a lexicon that exists for this document only,
and let the stages after K match it with `lex(mask, lexicon="@doc")`.
"""

from __future__ import annotations

import functools
import unicodedata

from fstdeid.annotation import Annotation, TagSpan, phi_spans
from fstdeid.morphology import analyse, expand, guess_first_name, guess_surname, parse_infl
from fstdeid.tags import DelasEntry
from fstdeid.tokenizer import WORD, tokenize

PROP_CODES = ("NE", "persName", "prop")
_GUESS_CLASSES = ("N_M", "N_MA", "N_MI", "N_A", "N_MO", "N_ME", "A_M")
_FOLD = str.maketrans({"đ": "d", "Đ": "D"})


def fold(word: str) -> str:
    """Case and diacritics ignored: Đorđević -> dordevic."""
    s = unicodedata.normalize("NFD", word.translate(_FOLD))
    return "".join(c for c in s if not unicodedata.combining(c)).casefold()


@functools.lru_cache(maxsize=20000)
def _folded_forms(word: str, lexicons: tuple) -> frozenset[str]:
    return frozenset(fold(f) for f in _forms_of(word, lexicons))


def _forms_of(word: str, lexicons) -> set[str]:
    """Every form of every name lemma `word` can be a form of."""
    forms: set[str] = {word}
    found = False
    for lx in lexicons:
        for an in lx.lookup(word):
            if "persName" not in an.codes:
                continue
            found = True
            genders = {parse_infl(c).get("gender", "m") for c in an.infl} or {"m"}
            if "first" in an.codes:
                pairs = [c for g in genders & {"m", "f"} for c in guess_first_name(an.lemma, g)]
            else:
                pairs = guess_surname(an.lemma)
            for cls, inh in pairs:
                forms |= {d.form for d in expand(DelasEntry(an.lemma, cls, ("X",), (inh,)))}
    if not found:  # an unknown name: guess its lemma from the ending, then its forms
        for a in analyse(word, _GUESS_CLASSES):
            if a.weight > 0:
                continue
            try:
                forms |= {d.form for d in expand(DelasEntry(a.lemma, a.inflection_class, ("X",),
                                                            (a.infl[0] + "v",)))}
            except ValueError:
                continue
    return forms


@functools.lru_cache(maxsize=20000)
def _nonphi(word: str, lexicons: tuple) -> bool:
    return any("NONPHI" in an.codes or "TRIG" in an.codes or "MONTH" in an.codes or "PREP" in an.codes
               for lx in lexicons for an in lx.lookup(word))


def propagate(ann: Annotation, lexicons=()) -> Annotation:
    """`ann` with every other occurrence of its person names tagged too (see the module doc)."""
    text = ann.text
    lexicons = tuple(lexicons)
    tokens = tokenize(text)
    pers = [s for s in ann.spans if s.label == "pers"]
    if not pers:
        return ann
    names: set[str] = set()
    seen: set[str] = set()
    for s in pers:
        for t in tokenize(text[s.start:s.end]):
            w = text[s.start + t.start:s.start + t.end]
            if t.kind != WORD or not w[:1].isupper() or len(w) < 2 or w in seen:
                continue
            seen.add(w)
            names |= _folded_forms(w, lexicons)
    blocked = [(s.start, s.end) for s in ann.spans]
    blocked += [(t.start, t.end) for top in ann.tags for t in top.walk() if t.label is None and t.codes[0] == "NONPHI"]
    blocked.sort()

    def covered(a: int, b: int) -> bool:
        return any(x < b and a < y for x, y in blocked)

    hits: list[list[int]] = []
    prev_end = None
    for t in tokens:
        w = text[t.start:t.end]
        ok = (t.kind == WORD and w[:1].isupper() and len(w) > 1 and fold(w) in names
              and not covered(t.start, t.end) and not _nonphi(w, lexicons))
        if ok:
            if hits and prev_end == hits[-1][1] and text[hits[-1][1]:t.start].isspace() \
                    and "\n" not in text[hits[-1][1]:t.start]:
                hits[-1][1] = t.end
            else:
                hits.append([t.start, t.end])
            prev_end = t.end
        else:
            prev_end = None
    if not hits:
        return ann
    new = tuple(TagSpan(a, b, PROP_CODES, (), text[a:b], "propagation", "same_name", (), "pers", "persName")
                for a, b in hits)
    tags = tuple(sorted(ann.tags + new, key=lambda t: (t.start, -t.end)))
    return Annotation(text, tags, phi_spans(tags))


def annotate(deid, text: str) -> Annotation:
    """The cascade, then the propagation post-pass."""
    return propagate(deid.annotate(text), deid.cascade.lexicons)

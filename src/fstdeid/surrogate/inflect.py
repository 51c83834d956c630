"""Agreement: a surrogate takes the grammatical codes of the tag it replaces.

A language supplies an *inflector*: any object with

    inflect(lemma: str, codes: tuple[str, ...], infl: str) -> str | None

`lemma` is the surrogate's lemma (a name or place from the surrogate lists), `codes` the codes of
the replaced tag (for names, the part: `("NE", "persName", "first")` or `("NE", "persName", "last")`)
and `infl` one inflection code of that tag (Unitex style, e.g. Serbian `"ms2v"`, Spanish `"f"`).
It returns the form of `lemma` with those inflection values, or None when it cannot inflect that
lemma so (not in its paradigms, wrong gender...): the engine then tries the next candidate
surrogate, so the lists may hold lemmas the inflector does not know. A tag with several inflection
codes (an ambiguous form) is tried code by code.

Provided here:

* `NullInflector` — no morphology: the lemma itself.
* `GenderInflector` — Spanish/English: a first name agrees in gender (`m`/`f` in `infl`) with the
  name it replaces; other words are returned as they are.
* `ParadigmInflector` — inflection with `pynini.lib.paradigms`: give it a feature category, the
  paradigms (each with its stems) and a function from (codes, infl) to feature values. The tests
  build a small Serbian one (seven cases) with it; a language pack can build its own.

`inflector_for(lang, gender_of)` picks the inflector of a language: a module `fstdeid.morphology`
that defines `surrogate_inflector(lang)` returning an inflector (or None) wins; for Serbian its
`SerbianInflector` class is used when there is no such function; else `GenderInflector`.
"""

from __future__ import annotations

import importlib
import logging
from typing import Callable, Iterable, Mapping, Protocol, Sequence, runtime_checkable

log = logging.getLogger("fstdeid")


@runtime_checkable
class Inflector(Protocol):
    def inflect(self, lemma: str, codes: tuple, infl: str) -> str | None: ...


class NullInflector:
    """No morphology: every lemma is its own form."""

    def inflect(self, lemma: str, codes: tuple, infl: str) -> str | None:
        return lemma


def gender_of_infl(infl: str) -> str | None:
    """"m" or "f" when the code says one gender (Unitex codes: "m", "f", "ms1v", "fp2"...), else None."""
    m, f = "m" in infl, "f" in infl
    return "m" if m and not f else "f" if f and not m else None


class GenderInflector:
    """First names agree in gender with the name they replace; everything else is left as it is.

    `gender_of(lemma)` says the gender of a first name ("m", "f" or None when unknown or both).
    """

    def __init__(self, gender_of: Callable[[str], str | None]):
        self.gender_of = gender_of

    def inflect(self, lemma: str, codes: tuple, infl: str) -> str | None:
        if "first" in codes:
            want = gender_of_infl(infl)
            have = self.gender_of(lemma)
            if want and have and want != have:
                return None
        return lemma


class ParadigmInflector:
    """Inflects the stems of `pynini.lib.paradigms` paradigms.

    `category` is the `features.Category` of the paradigms; `features_of(codes, infl)` gives the
    feature values to inflect to (e.g. `{"case": "gen", "num": "sg", "gend": "m"}`) or None when the
    code does not apply. The first paradigm whose inflector accepts `lemma[features]` gives the form.
    """

    def __init__(self, category, paradigms: Sequence, features_of: Callable[[tuple, str], Mapping[str, str] | None]):
        self.category = category
        self.paradigms = tuple(paradigms)
        self.features_of = features_of
        self._cache: dict[tuple, str | None] = {}

    def inflect(self, lemma: str, codes: tuple, infl: str) -> str | None:
        feats = self.features_of(tuple(codes), infl)
        if feats is None:
            return None
        key = (lemma, tuple(sorted(feats.items())))
        if key in self._cache:
            return self._cache[key]
        import pynini
        from pynini.lib import features, rewrite

        fv = features.FeatureVector(self.category, *(f"{k}={v}" for k, v in sorted(feats.items())))
        out = None
        inp = pynini.escape(lemma)
        for p in self.paradigms:
            try:
                out = rewrite.top_rewrite(pynini.accep(inp) + fv.acceptor, p.inflector)
                break
            except (rewrite.Error, pynini.FstOpError):
                continue
        self._cache[key] = out
        return out


def inflector_for(lang: str, gender_of: Callable[[str], str | None]) -> Inflector:
    """The inflector of a language: `fstdeid.morphology.surrogate_inflector(lang)` if there is one."""
    try:
        morphology = importlib.import_module("fstdeid.morphology")
    except Exception as e:  # absent, or a language pack's bug: agreement by gender only
        if not isinstance(e, ImportError):
            log.warning("fstdeid.morphology cannot be imported (%s): agreement by gender only", type(e).__name__)
        morphology = None
    factory = getattr(morphology, "surrogate_inflector", None)
    if factory is None and lang == "sr" and hasattr(morphology, "SerbianInflector"):
        factory = lambda _lang: morphology.SerbianInflector()  # noqa: E731
    if factory is not None:
        try:
            got = factory(lang)
        except Exception as e:  # a language pack's bug must not stop de-identification
            log.warning("fstdeid.morphology.surrogate_inflector(%r) failed (%s): agreement by gender only",
                        lang, type(e).__name__)
            got = None
        if got is not None:
            return got
    return GenderInflector(gender_of)


def inflect_any(inflector: Inflector, lemma: str, codes: tuple, infls: Iterable[str]) -> str | None:
    """The form for the first inflection code that the inflector can produce; the lemma if there are none."""
    infls = tuple(infls)
    if not infls:
        return lemma
    for infl in infls:
        form = inflector.inflect(lemma, codes, infl)
        if form:
            return form
    return None

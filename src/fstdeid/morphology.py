"""Serbian nominal morphology for names, places and trigger nouns, built with pynini paradigms.

The Serbian language pack needs every case form of a name: *Dragan* is *Dragana* in the genitive,
*Petrović* is *Petrovićem* in the instrumental, *Kragujevac* is *u Kragujevcu*. This module turns a
DELAS entry (a lemma and its inflection class) into DELAF entries (every form with its inflection
codes), inflects a lemma for one code (for surrogates), and guesses the class of a name.

Inflection codes are Unitex-style strings of one-character values, in this order:

    gender  m f n        number  s p        case  1 nom 2 gen 3 dat 4 acc 5 voc 6 ins 7 loc
    animacy v (animate, persons) q (inanimate, places and things)

so ``ms2v`` is a masculine singular genitive animate form (``Dragana``), ``fs7q`` a feminine
singular locative inanimate one (``Jagodini``).

DELAS entries carry the inherent features of the lemma in their inflection field: gender, animacy
and, optionally, a number restriction.  ``Dragan,N_M+NE+persName+first:msv`` (a masculine animate
lemma, singular forms only), ``Petrović,N_M+NE+persName+last:mv`` (singular and plural),
``Petrović,INV+NE+persName+last:fsv`` (the feminine surname: indeclinable), ``Kalaba,N_A+...:mv:fv``
(both genders, one code each).

Inflection classes (the first code of a DELAS entry):

==========  ======================================================  =============================
class       forms                                                   examples
==========  ======================================================  =============================
``N_M``     masculine, consonant stem; -em after a palatal           Dragan, Petrović, Beograd, Niš
``N_MA``    masculine with a fleeting a (Kragujev*a*c -> Kragujevca)  Kragujevac, Čačak, Petar, Šabac
``N_MI``    masculine in -i with a -j- (Barni -> Barnija)             Barni, Toni, Šešli
``N_MO``    masculine in -o                                          Marko, Bubalo
``N_MOA``   masculine in -o, also declined like -a (Ivo: Iva/Ive)    Ivo, Aco, Đuro
``N_ME``    masculine in -e, the -e drops (Đorđe -> Đorđa)            Đorđe, Blagoje, Pavle
``N_MET``   masculine in -e with a -t- extension (Bane -> Baneta)     Bane, Lale, Ljupče
``N_A``     a-declension, any gender                                 Jovana, Nikola, Kalaba, Jagodina
``N_AS``    a-declension with sibilarisation k/g/h -> c/z/s + i       Jabuka -> Jabuci, klinika
``N_NO``    neuter in -o                                             Kraljevo, Valjevo
``N_NE``    neuter in -e                                             Užice, Gradište, Skoplje
``N_MPL``   masculine plural tantum (lemma = nominative plural)      Šimanovci, Kušići, Lučani
``N_FPL``   feminine plural tantum in -e                             Utrine, Bare
``A_M``     adjective, lemma masculine (-i); all genders             Ađanski/Ađanska, Novi
``A_F``     adjective, lemma feminine (-a)                           Velika (Plana), Smederevska
``A_N``     adjective, lemma neuter (-o/-e)                          Veliko (Gradište), Gornje
``INV``     indeclinable: every case is the lemma                    Petrović (f), Doris, SAD
==========  ======================================================  =============================

A multi-word lemma gives one class per word, joined by ``|``: ``Velika Plana,A_F|N_A+NE+top+gr:fsq``,
``Dom zdravlja,N_M|INV+TRIG+org:msq``, ``Petrovac na Mlavi,N_MA|INV|INV+...``.  The words inflect
together (same case and number; an adjective takes the entry's gender).

Each class is a `pynini.lib.paradigms.Paradigm` over generic stems (any string): its slots are
*shapes*, transducers from a stem to a form, so that phonology lives in the shapes (an
instrumental is ``+em`` after a palatal and ``+om`` elsewhere, a vocative turns a final k into č)
and the paradigm's inflector maps any lemma of the right shape to its forms.  Where two forms
are in use (the vocative *Jovano* / *Jovana*) both are generated; the preferred one has the
lower weight and is what `inflect` returns.

Public API:

    expand(delas_entry) -> list[DelaEntry]         every form, its codes, e.g. Dragana: ms2v, ms4v
    inflect(lemma, inflection_class, infl) -> str | None
    analyse(form, classes=None) -> list[Analysis]  guesses (lemma, class, code) from endings alone
    guess_first_name(name, gender) / guess_surname(name) / guess_place(name) / guess_noun(...)
                                                   -> list of DelasEntry-ready (class, inherent codes)
    to_latin(text) / to_cyrillic(text) / is_cyrillic(text)
    SerbianInflector().inflect(lemma, codes, infl)  the interface the surrogate generator calls

Cyrillic lemmas are inflected through their Latin transliteration and transliterated back.
Paradigms are compiled lazily, once per (class, animacy), in well under a second in total.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Iterable, Sequence

import pynini
from pynini.lib import features, paradigms, pynutil, rewrite

from .tags import DelaEntry, DelasEntry

__all__ = [
    "CASES", "CLASSES", "Analysis", "SerbianInflector", "analyse", "expand", "expand_all", "guess_first_name",
    "guess_noun", "guess_place", "guess_surname", "inflect", "infl_code", "is_cyrillic", "parse_infl",
    "to_cyrillic", "to_latin",
]

CASES = "1234567"  # nom gen dat acc voc ins loc (Unitex Serbian order)
NUMBERS = "sp"
GENDERS = "mfn"
ANIMACY = "vq"

CLASSES = ("N_M", "N_MA", "N_MI", "N_MO", "N_MOA", "N_ME", "N_MET", "N_A", "N_AS", "N_NO", "N_NE", "N_MPL", "N_FPL",
           "A_M", "A_F", "A_N", "INV")

# Genders a class can have (a noun's gender is the entry's; an adjective agrees with the entry).
_CLASS_GENDERS = {
    "N_M": "m", "N_MA": "m", "N_MI": "m", "N_MO": "m", "N_MOA": "m", "N_ME": "m", "N_MET": "m", "N_A": "mf", "N_AS": "mf",
    "N_NO": "n", "N_NE": "n", "N_MPL": "m", "N_FPL": "f", "A_M": "mfn", "A_F": "mfn", "A_N": "mfn", "INV": "mfn",
}
_PLURAL_ONLY = {"N_MPL", "N_FPL"}


# ---------------------------------------------------------------------------------------------
# Inflection codes
# ---------------------------------------------------------------------------------------------


def parse_infl(code: str) -> dict[str, str]:
    """``"ms2v"`` -> ``{"gender": "m", "number": "s", "case": "2", "animacy": "v"}`` (missing keys absent)."""
    out: dict[str, str] = {}
    for ch in code:
        key = ("gender" if ch in GENDERS else "number" if ch in NUMBERS else "case" if ch in CASES
               else "animacy" if ch in ANIMACY else None)
        if key is None:
            raise ValueError(f"unknown inflection value {ch!r} in {code!r}")
        if key in out and out[key] != ch:
            raise ValueError(f"two {key} values in {code!r}")
        out[key] = ch
    return out


def infl_code(gender: str, number: str, case: str, animacy: str) -> str:
    """The Unitex code of a form: gender, number, case, animacy (``ms2v``)."""
    return f"{gender}{number}{case}{animacy}"


def _code_sort_key(code: str) -> tuple:
    f = parse_infl(code)
    return (GENDERS.find(f.get("gender", "m")), NUMBERS.find(f.get("number", "s")), f.get("case", "1"),
            ANIMACY.find(f.get("animacy", "v")))


# ---------------------------------------------------------------------------------------------
# Transliteration
# ---------------------------------------------------------------------------------------------

_CYR = "абвгдђежзијклљмнњопрстћуфхцчџш"
_LAT = ["a", "b", "v", "g", "d", "đ", "e", "ž", "z", "i", "j", "k", "l", "lj", "m", "n", "nj", "o", "p", "r", "s",
        "t", "ć", "u", "f", "h", "c", "č", "dž", "š"]
_C2L = {}
for _c, _l in zip(_CYR, _LAT):
    _C2L[_c] = _l
    _C2L[_c.upper()] = _l[:1].upper() + _l[1:]
_L2C_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ", "Lj": "Љ", "LJ": "Љ", "Nj": "Њ", "NJ": "Њ", "Dž": "Џ", "DŽ": "Џ"}
_L2C = {}
for _c, _l in zip(_CYR, _LAT):
    if len(_l) == 1:
        _L2C[_l] = _c
        _L2C[_l.upper()] = _c.upper()
_L2C_RE = re.compile("|".join(sorted(map(re.escape, _L2C_DIGRAPHS), key=len, reverse=True)) + "|.", re.S)
_CYR_RE = re.compile(f"[{_CYR}{_CYR.upper()}]")


def is_cyrillic(text: str) -> bool:
    """Whether `text` has Serbian Cyrillic letters."""
    return _CYR_RE.search(text) is not None


def to_latin(text: str) -> str:
    """Serbian Cyrillic -> Latin (Гајица -> Gajica, ЉУБА -> LJUBA). Other characters are kept."""
    out = []
    for i, ch in enumerate(text):
        lat = _C2L.get(ch)
        if lat is None:
            out.append(ch)
        elif len(lat) == 2 and ch.isupper():
            # Љ in an all-caps word is LJ, at the start of a capitalised word Lj.
            nxt = text[i + 1] if i + 1 < len(text) else ""
            prv = text[i - 1] if i else ""
            out.append(lat.upper() if (nxt.isupper() or (not nxt.isalpha() and prv.isupper())) else lat)
        else:
            out.append(lat)
    return "".join(out)


def to_cyrillic(text: str) -> str:
    """Serbian Latin -> Cyrillic (lj, nj, dž are one letter). Other characters are kept."""
    return "".join(_L2C_DIGRAPHS.get(m, _L2C.get(m, m)) for m in _L2C_RE.findall(text))


# ---------------------------------------------------------------------------------------------
# Paradigms
# ---------------------------------------------------------------------------------------------

_CASE_F = features.Feature("case", *CASES)
_NUM_F = features.Feature("num", *NUMBERS)
_GEN_F = features.Feature("gen", *GENDERS)
_NOUN = features.Category(_CASE_F, _NUM_F)
_ADJ = features.Category(_CASE_F, _NUM_F, _GEN_F)

_SIGMA = paradigms.make_byte_star_except_boundary()
_PALATAL = ("c", "č", "ć", "đ", "j", "š", "ž")  # lj, nj, dž end in one of these
_ALT = 1.0  # weight of a second-choice form


def _u(*xs) -> pynini.Fst:
    return pynini.union(*xs).optimize()


_PAL_END = (_SIGMA + _u(*_PALATAL)).optimize()
_ANY_STEM = _SIGMA
_HARD_END = pynini.difference(_SIGMA, _PAL_END).optimize()


def _ins(s: str) -> pynini.Fst:
    return pynutil.insert(s)


def _alt(f: pynini.Fst, w: float = _ALT) -> pynini.Fst:
    return pynutil.add_weight(f, w)


def _end(stem_fst: pynini.Fst, ending: str) -> pynini.Fst:
    return stem_fst + _ins("+" + ending)


def _change_last(table: dict[str, str], otherwise: pynini.Fst | None = _ANY_STEM) -> pynini.Fst:
    """A stem transducer rewriting its last letter by `table` (k -> č); other stems pass if `otherwise`."""
    changed = _u(*(_SIGMA + pynini.cross(a, b) for a, b in table.items()))
    if otherwise is None:
        return changed
    keep = pynini.difference(otherwise, _SIGMA + _u(*table)).optimize()
    return _u(changed, keep)


_SIBILARISE = {"k": "c", "g": "z", "h": "s"}
_PALATALISE = {"k": "č", "g": "ž", "h": "š", "c": "č"}


def _voc_masc() -> pynini.Fst:
    """Masculine vocative: Dragane, Vuče, Kragujevče, Petroviću, Kovaču, Miloše."""
    pal = _end(_change_last(_PALATALISE, None), "e")
    u_form = _end(_SIGMA + _u("ć", "đ", "j", "č", "ž"), "u")
    rest = _end(pynini.difference(_SIGMA, _SIGMA + _u("k", "g", "h", "c", "ć", "đ", "j", "č", "ž")).optimize(), "e")
    return _u(pal, u_form, rest)


def _ins_masc() -> pynini.Fst:
    """Masculine/neuter instrumental: -em after a palatal (Petrovićem, Kragujevcem), else -om."""
    return _u(_end(_PAL_END, "em"), _end(_HARD_END, "om"))


def _pl_i(ending: str) -> pynini.Fst:
    """Masculine plural in -i/-ima with sibilarisation (Vuk -> Vuci, Vucima)."""
    return _end(_change_last(_SIBILARISE), ending)


def _noun_slots(table: dict[tuple[str, str], pynini.Fst]) -> list:
    return [(shape, features.FeatureVector(_NOUN, f"case={c}", f"num={n}")) for (c, n), shape in table.items()]


def _masc_plural(stem_to_pl: pynini.Fst = _ANY_STEM, gen_pl: pynini.Fst | None = None) -> dict:
    s = stem_to_pl
    return {
        ("1", "p"): s @ _pl_i("i"), ("2", "p"): gen_pl if gen_pl is not None else _end(s, "a"),
        ("3", "p"): s @ _pl_i("ima"), ("4", "p"): _end(s, "e"), ("5", "p"): s @ _pl_i("i"),
        ("6", "p"): s @ _pl_i("ima"), ("7", "p"): s @ _pl_i("ima"),
    }


def _a_plural() -> dict:
    return {("1", "p"): _end(_SIGMA, "e"), ("2", "p"): _end(_SIGMA, "a"), ("3", "p"): _end(_SIGMA, "ama"),
            ("4", "p"): _end(_SIGMA, "e"), ("5", "p"): _end(_SIGMA, "e"), ("6", "p"): _end(_SIGMA, "ama"),
            ("7", "p"): _end(_SIGMA, "ama")}


def _neuter_plural() -> dict:
    return {("1", "p"): _end(_SIGMA, "a"), ("2", "p"): _end(_SIGMA, "a"), ("3", "p"): _end(_SIGMA, "ima"),
            ("4", "p"): _end(_SIGMA, "a"), ("5", "p"): _end(_SIGMA, "a"), ("6", "p"): _end(_SIGMA, "ima"),
            ("7", "p"): _end(_SIGMA, "ima")}


def _a_vocative() -> pynini.Fst:
    """Jovano / Jovana; Milice / Milica; Marija / Marijo."""
    ic = _SIGMA + "ic"
    ij = _SIGMA + "ij"
    other = pynini.difference(_SIGMA, _u(ic, ij)).optimize()
    return _u(_end(ic, "e"), _alt(_end(ic, "a")),
              _end(ij, "a"), _alt(_end(ij, "o")),
              _end(other, "o"), _alt(_end(other, "a"), 0.5))


# b before the c of a fleeting-a stem is devoiced: Šabac -> Šapca, Babac -> Bapca.
_DEVOICE = pynini.cdrewrite(pynini.cross("b", "p"), "", "c+", _NOUN.sigma_star).optimize()


def _class_table(cls: str, animate: bool) -> tuple[dict, tuple[str, str], list]:
    """The slots of a noun class as {(case, number): shape}, the lemma slot, and rewrite rules."""
    S = _SIGMA
    rules: list = []
    lemma = ("1", "s")
    if cls == "N_M":
        t = {("1", "s"): _end(S, ""), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"),
             ("4", "s"): _end(S, "a") if animate else _end(S, ""), ("5", "s"): _voc_masc(),
             ("6", "s"): _ins_masc(), ("7", "s"): _end(S, "u"), **_masc_plural()}
    elif cls == "N_MA":
        # The stem is the lemma without its fleeting a: Kragujevc, Čačk, Petr. The lemma slot puts it back.
        cons = _u(*"bcčćdđfghjklmnprsštvzž")
        full = S + _ins("a") + cons  # stem -> lemma
        t = {("1", "s"): _end(full, ""), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"),
             ("4", "s"): _end(S, "a") if animate else _end(full, ""), ("5", "s"): _voc_masc(),
             ("6", "s"): _ins_masc(), ("7", "s"): _end(S, "u"),
             **_masc_plural(gen_pl=_end(full, "a"))}
        rules = [_DEVOICE]
    elif cls == "N_MI":
        t = {("1", "s"): _end(S, ""), ("2", "s"): _end(S, "ja"), ("3", "s"): _end(S, "ju"),
             ("4", "s"): _end(S, "ja") if animate else _end(S, ""), ("5", "s"): _end(S, ""),
             ("6", "s"): _end(S, "jem"), ("7", "s"): _end(S, "ju"),
             ("1", "p"): _end(S, "ji"), ("2", "p"): _end(S, "ja"), ("3", "p"): _end(S, "jima"),
             ("4", "p"): _end(S, "je"), ("5", "p"): _end(S, "ji"), ("6", "p"): _end(S, "jima"),
             ("7", "p"): _end(S, "jima")}
    elif cls in ("N_MO", "N_MOA"):
        t = {("1", "s"): _end(S, "o"), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"),
             ("4", "s"): _end(S, "a") if animate else _end(S, "o"), ("5", "s"): _end(S, "o"),
             ("6", "s"): _ins_masc(), ("7", "s"): _end(S, "u"), **_masc_plural()}
        if cls == "N_MOA":  # Ivo: Ive, Ivi, Ivu, Ivom beside Iva, Ivu, Iva, Ivom
            t[("2", "s")] = _u(t[("2", "s")], _alt(_end(S, "e")))
            t[("3", "s")] = _u(t[("3", "s")], _alt(_end(S, "i")))
            t[("4", "s")] = _u(t[("4", "s")], _alt(_end(S, "u")))
            t[("7", "s")] = _u(t[("7", "s")], _alt(_end(S, "i")))
    elif cls == "N_ME":
        t = {("1", "s"): _end(S, "e"), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"),
             ("4", "s"): _end(S, "a") if animate else _end(S, "e"), ("5", "s"): _end(S, "e"),
             ("6", "s"): _ins_masc(), ("7", "s"): _end(S, "u"), **_masc_plural()}
    elif cls == "N_MET":
        t = {("1", "s"): _end(S, ""), ("2", "s"): _end(S, "ta"), ("3", "s"): _end(S, "tu"),
             ("4", "s"): _end(S, "ta") if animate else _end(S, ""), ("5", "s"): _end(S, ""),
             ("6", "s"): _end(S, "tom"), ("7", "s"): _end(S, "tu"),
             ("1", "p"): _end(S, "ti"), ("2", "p"): _end(S, "ta"), ("3", "p"): _end(S, "tima"),
             ("4", "p"): _end(S, "te"), ("5", "p"): _end(S, "ti"), ("6", "p"): _end(S, "tima"),
             ("7", "p"): _end(S, "tima")}
    elif cls in ("N_A", "N_AS"):
        dat = _end(_change_last(_SIBILARISE), "i") if cls == "N_AS" else _end(S, "i")
        t = {("1", "s"): _end(S, "a"), ("2", "s"): _end(S, "e"), ("3", "s"): dat, ("4", "s"): _end(S, "u"),
             ("5", "s"): _a_vocative(), ("6", "s"): _end(S, "om"), ("7", "s"): dat, **_a_plural()}
    elif cls == "N_NO":
        t = {("1", "s"): _end(S, "o"), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"), ("4", "s"): _end(S, "o"),
             ("5", "s"): _end(S, "o"), ("6", "s"): _end(S, "om"), ("7", "s"): _end(S, "u"), **_neuter_plural()}
    elif cls == "N_NE":
        t = {("1", "s"): _end(S, "e"), ("2", "s"): _end(S, "a"), ("3", "s"): _end(S, "u"), ("4", "s"): _end(S, "e"),
             ("5", "s"): _end(S, "e"), ("6", "s"): _end(S, "em"), ("7", "s"): _end(S, "u"), **_neuter_plural()}
    elif cls == "N_MPL":
        # Šimanovci: the stem Šimanovc; genitive Šimanovaca (fleeting a) after consonant + c.
        cons = _u(*"bčćdđfghjklmnprsštvzž")
        fleeting = S + cons + _ins("a") + "c"
        plain = pynini.difference(S, S + cons + "c").optimize()
        gen = _u(_end(fleeting, "a"), _end(plain, "a"))
        t = _masc_plural(gen_pl=gen)
        t = {k: v for k, v in t.items()}
        t[("1", "p")] = _end(S, "i")
        t[("5", "p")] = _end(S, "i")
        t[("3", "p")] = t[("6", "p")] = t[("7", "p")] = _end(S, "ima")
        lemma = ("1", "p")
    elif cls == "N_FPL":
        t = {k: v for k, v in _a_plural().items()}
        lemma = ("1", "p")
    else:
        raise ValueError(f"unknown noun class {cls!r}")
    return t, lemma, rules


def _adj_slots(animate: bool) -> list:
    """Adjective slots over (case, number, gender); hard stems -og/-om, soft stems (Gornj-, treć-) -eg/-em."""
    S = _SIGMA
    soft = _SIGMA + _u("j", "ć", "č", "đ", "š", "ž")
    hard = pynini.difference(S, soft).optimize()

    def hs(h: str, s: str) -> pynini.Fst:
        return _u(_end(hard, h), _end(soft, s))

    m_gen = hs("og", "eg")
    m_dat = hs("om", "em")
    table = {
        ("1", "s", "m"): _end(S, "i"), ("2", "s", "m"): m_gen, ("3", "s", "m"): m_dat,
        ("4", "s", "m"): m_gen if animate else _end(S, "i"), ("5", "s", "m"): _end(S, "i"),
        ("6", "s", "m"): _end(S, "im"), ("7", "s", "m"): m_dat,
        ("1", "s", "f"): _end(S, "a"), ("2", "s", "f"): _end(S, "e"), ("3", "s", "f"): _end(S, "oj"),
        ("4", "s", "f"): _end(S, "u"), ("5", "s", "f"): _end(S, "a"), ("6", "s", "f"): _end(S, "om"),
        ("7", "s", "f"): _end(S, "oj"),
        ("1", "s", "n"): hs("o", "e"), ("2", "s", "n"): m_gen, ("3", "s", "n"): m_dat, ("4", "s", "n"): hs("o", "e"),
        ("5", "s", "n"): hs("o", "e"), ("6", "s", "n"): _end(S, "im"), ("7", "s", "n"): m_dat,
    }
    pl = {"m": ("i", "ih", "im", "e", "i", "im", "im"), "f": ("e", "ih", "im", "e", "e", "im", "im"),
          "n": ("a", "ih", "im", "a", "a", "im", "im")}
    for g, ends in pl.items():
        for c, e in zip(CASES, ends):
            table[(c, "p", g)] = _end(S, e)
    return [(shape, features.FeatureVector(_ADJ, f"case={c}", f"num={n}", f"gen={g}"))
            for (c, n, g), shape in table.items()]


@functools.lru_cache(maxsize=None)
def _paradigm(cls: str, animate: bool) -> paradigms.Paradigm:
    if cls in ("A_M", "A_F", "A_N"):
        g = {"A_M": "m", "A_F": "f", "A_N": "n"}[cls]
        lemma = features.FeatureVector(_ADJ, "case=1", "num=s", f"gen={g}")
        return paradigms.Paradigm(_ADJ, _adj_slots(animate), lemma, [_SIGMA], name=cls)
    table, (lc, ln), rules = _class_table(cls, animate)
    lemma = features.FeatureVector(_NOUN, f"case={lc}", f"num={ln}")
    return paradigms.Paradigm(_NOUN, _noun_slots(table), lemma, [_SIGMA], rules=rules or None, name=cls)


@functools.lru_cache(maxsize=None)
def _lemma_forms(cls: str, animate: bool) -> tuple[pynini.Fst, pynini.Fst]:
    """(inflector, feature acceptor): lemma + features -> form."""
    p = _paradigm(cls, animate)
    return p.inflector, p.category.acceptor


_GENSYM = None


def _symbols():
    global _GENSYM
    if _GENSYM is None:
        _GENSYM = pynini.generated_symbols()
    return _GENSYM


def _word_forms(word: str, cls: str, animate: bool) -> list[tuple[str, str, str | None, float]]:
    """Every form of one word: (form, case, number, gender or None, weight), from its paradigm."""
    if cls == "INV":
        return [(word, c, n, None, 0.0) for n in NUMBERS for c in CASES]
    upper = word.isupper() and len(word) > 1
    base = word.lower() if upper else word
    inflector, feats = _lemma_forms(cls, animate)
    try:
        lattice = (pynini.accep(pynini.escape(base)) + feats) @ inflector
    except pynini.FstOpError:
        return []
    out = []
    gs = _symbols()
    if lattice.start() == pynini.NO_STATE_ID:
        return []
    paths = lattice.paths()
    while not paths.done():
        vals = {}
        for lab in paths.ilabels():
            if lab >= 256:
                name, _, v = gs.find(lab).strip("[]").partition("=")
                vals[name] = v
        form = bytes(lab for lab in paths.olabels() if 0 < lab < 256).decode("utf-8")
        if upper:
            form = form.upper()
        out.append((form, vals.get("case"), vals.get("num"), vals.get("gen"), float(paths.weight())))
        paths.next()
    return out


# ---------------------------------------------------------------------------------------------
# Expansion and inflection
# ---------------------------------------------------------------------------------------------


def _inherent(infl: Sequence[str]) -> list[dict[str, str]]:
    """The inherent feature sets of a DELAS entry (one per code); default: masculine animate."""
    out = []
    for code in infl or ("",):
        f = parse_infl(code)
        if "case" in f:
            raise ValueError(f"a DELAS inflection code gives inherent features, not a case: {code!r}")
        out.append(f)
    return out


def _word_classes(lemma: str, cls: str) -> list[tuple[str, str]]:
    words = lemma.split(" ")
    classes = cls.split("|")
    if len(words) != len(classes):
        raise ValueError(f"{lemma!r}: {len(words)} words but {len(classes)} classes in {cls!r}")
    for c in classes:
        if c not in CLASSES:
            raise ValueError(f"unknown inflection class {c!r} (known: {', '.join(CLASSES)})")
    return list(zip(words, classes))


def _entry_forms(lemma: str, cls: str, gender: str, animate: bool, numbers: str,
                 best_only: bool = False) -> dict[tuple[str, str], list[tuple[str, float]]]:
    """{(case, number): [(form, weight)]} for one inherent gender of a (multi-word) lemma."""
    cyr = is_cyrillic(lemma)
    lat = to_latin(lemma) if cyr else lemma
    per_word = []
    for word, wcls in _word_classes(lat, cls):
        slots: dict[tuple[str, str], list[tuple[str, float]]] = {}
        for form, c, n, g, w in _word_forms(word, wcls, animate):
            if g is not None and g != gender:
                continue
            slots.setdefault((c, n), []).append((form, w))
        per_word.append(slots)
    out: dict[tuple[str, str], list[tuple[str, float]]] = {}
    for n in numbers:
        for c in CASES:
            combos = [("", 0.0)]
            for slots in per_word:
                alts = slots.get((c, n))
                if not alts:
                    combos = []
                    break
                if best_only:
                    alts = [min(alts, key=lambda x: x[1])]
                combos = [((a + " " + f) if a else f, wa + wf) for a, wa in combos for f, wf in alts]
            if combos:
                out[(c, n)] = [(to_cyrillic(f) if cyr else f, w) for f, w in combos]
    return out


def _numbers_for(cls: str, inherent: dict[str, str]) -> str:
    classes = cls.split("|")
    if any(c in _PLURAL_ONLY for c in classes):
        return "p"
    return inherent.get("number", NUMBERS)


def expand(entry: DelasEntry) -> list[DelaEntry]:
    """Every inflected form of a DELAS entry as DELAF entries, one per distinct form.

    ``Dragan,N_M+NE+persName+first:msv`` gives ``Dragan`` (ms1v), ``Dragana`` (ms2v, ms4v), ``Draganu``
    (ms3v, ms7v), ``Dragane`` (ms5v), ``Draganom`` (ms6v). The lemma of every form is the entry's lemma.
    """
    forms: dict[str, set[str]] = {}
    order: list[str] = []
    for inh in _inherent(entry.infl):
        classes = entry.inflection_class.split("|")
        genders = inh.get("gender") or _CLASS_GENDERS[classes[-1]][0]
        anim = inh.get("animacy", "v")
        for g in genders:
            table = _entry_forms(entry.lemma, entry.inflection_class, g, anim == "v", _numbers_for(
                entry.inflection_class, inh))
            for (c, n), alts in table.items():
                code = infl_code(g, n, c, anim)
                for form, _w in alts:
                    if form not in forms:
                        forms[form] = set()
                        order.append(form)
                    forms[form].add(code)
    return [DelaEntry(f, entry.lemma, tuple(entry.codes), tuple(sorted(forms[f], key=_code_sort_key)))
            for f in order]


def expand_all(entries: Iterable[DelasEntry]) -> list[DelaEntry]:
    """`expand` over many entries, merging the codes of equal (form, lemma, codes)."""
    merged: dict[tuple[str, str, tuple], set[str]] = {}
    order = []
    for e in entries:
        for d in expand(e):
            key = (d.form, d.lemma, d.codes)
            if key not in merged:
                merged[key] = set()
                order.append(key)
            merged[key].update(d.infl)
    return [DelaEntry(f, l, c, tuple(sorted(merged[(f, l, c)], key=_code_sort_key))) for f, l, c in order]


def inflect(lemma: str, inflection_class: str, infl: str) -> str | None:
    """The preferred form of `lemma` for one inflection code, or None if the class cannot give it.

    ``inflect("Dragan", "N_M", "ms2v") == "Dragana"``; ``inflect("Petrović", "INV", "fs6v") == "Petrović"``;
    ``inflect("Ađanski", "A_M", "fs1v") == "Ađanska"``. The code's gender must be one the class allows,
    its animacy picks the masculine accusative (animate = genitive), and a missing number or case
    means singular / nominative.
    """
    try:
        f = parse_infl(infl)
        classes = inflection_class.split("|")
        for c in classes:
            if c not in CLASSES:
                return None
    except ValueError:
        return None
    gender = f.get("gender") or _CLASS_GENDERS[classes[-1]][0]
    noun_genders = {g for c in classes if not c.startswith("A_") and c != "INV" for g in _CLASS_GENDERS[c]}
    if noun_genders and gender not in noun_genders:
        return None
    number = f.get("number", "p" if any(c in _PLURAL_ONLY for c in classes) else "s")
    if any(c in _PLURAL_ONLY for c in classes) and number != "p":
        return None
    case = f.get("case", "1")
    return _inflect_cached(lemma, inflection_class, gender, number, case, f.get("animacy", "v") == "v")


@functools.lru_cache(maxsize=65536)
def _inflect_cached(lemma: str, cls: str, gender: str, number: str, case: str, animate: bool) -> str | None:
    try:
        table = _entry_forms(lemma, cls, gender, animate, number, best_only=True)
    except ValueError:
        return None
    alts = table.get((case, number))
    if not alts:
        return None
    return min(alts, key=lambda x: x[1])[0]


# ---------------------------------------------------------------------------------------------
# Analysis (guessing from endings)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Analysis:
    """A guess: `form` could be `lemma` of class `inflection_class` with code `infl`."""

    lemma: str
    inflection_class: str
    infl: str
    weight: float = 0.0


@functools.lru_cache(maxsize=None)
def _lemmatizer(cls: str, animate: bool) -> pynini.Fst:
    return _paradigm(cls, animate).lemmatizer


def analyse(form: str, classes: Iterable[str] | None = None, *, animate: bool = True) -> list[Analysis]:
    """Every (lemma, class, code) the endings of `form` allow, for the given single-word classes.

    This is a guesser, not a dictionary: ``analyse("Dragana")`` offers Dragan (N_M, ms2v, ms4v) and
    Dragana (N_A, fs1v...) among others. Use a lexicon (the DELAF files) for the real readings.
    """
    cyr = is_cyrillic(form)
    lat = to_latin(form) if cyr else form
    upper = lat.isupper() and len(lat) > 1
    base = lat.lower() if upper else lat
    out: list[Analysis] = []
    gs = _symbols()
    anim = "v" if animate else "q"
    for cls in classes or [c for c in CLASSES if c != "INV"]:
        if cls == "INV":
            out += [Analysis(form, "INV", infl_code(g, "s", c, anim)) for g in "mf" for c in CASES]
            continue
        lem = _lemmatizer(cls, animate)
        try:
            lattice = pynini.accep(pynini.escape(base)) @ lem
        except pynini.FstOpError:
            continue
        if lattice.start() == pynini.NO_STATE_ID:
            continue
        paths = lattice.paths()
        while not paths.done():
            vals = {}
            chars = []
            for lab in paths.olabels():
                if lab >= 256:
                    name, _, v = gs.find(lab).strip("[]").partition("=")
                    vals[name] = v
                elif lab:
                    chars.append(lab)
            lemma = bytes(chars).decode("utf-8")
            if upper:
                lemma = lemma.upper()
            if cyr:
                lemma = to_cyrillic(lemma)
            genders = vals.get("gen") or _CLASS_GENDERS[cls][0]
            for g in genders if cls.startswith("A_") else _CLASS_GENDERS[cls]:
                out.append(Analysis(lemma, cls, infl_code(g, vals["num"], vals["case"], anim), float(paths.weight())))
            paths.next()
    return sorted(set(out), key=lambda a: (a.weight, a.inflection_class, a.lemma, a.infl))


# ---------------------------------------------------------------------------------------------
# Guessing the class of a name
# ---------------------------------------------------------------------------------------------

# First names whose -a- is fleeting (Aleksandar -> Aleksandra); Lazar, Božidar keep theirs.
FLEETING_A_FIRST = {"Aleksandar", "Petar", "Dmitar", "Mitar", "Aleksandr"}
# -e names that drop the e (Pavle -> Pavla) besides those in -je/-đe/-će.
_ME_NAMES = {"Pavle"}
# -ak place names with a fleeting a (Čačak -> Čačka); other -ak places and -ak surnames keep it.
FLEETING_AK_PLACES = {"Čačak", "Jazak", "Kusadak", "Laćarak", "Mramorak", "Brezjak", "Lešak", "Meljak", "Sisak",
                      "Klenak", "Zminjak"}
# Adjectives that start (or end) multi-word place and institution names.
_ADJ_WORDS = {
    "novi", "nova", "novo", "stari", "stara", "staro", "veliki", "velika", "veliko", "mali", "mala", "malo",
    "gornji", "gornja", "gornje", "donji", "donja", "donje", "beli", "bela", "belo", "bele", "crni", "crna", "crno",
    "suvi", "suva", "suvo", "sveti", "sveta", "krivi", "kriva", "visoki", "visoka", "ravni", "ravna", "ravno",
    "dugi", "duga", "dugo", "dobri", "dobra", "mokra", "crvena", "crveni", "rudna", "žitni", "brza", "zubin",
    "granični", "opšta", "opšti", "opštinski", "okružni", "osnovni", "viši", "zdravstveni", "klinički",
    "medicinski", "specijalna", "kliničko", "bolnički",
}
_ADJ_SUFFIX = re.compile(r"(sk|šk|čk|ck|ćk|nsk)(i|a|o|e)$")


def _adj_class(word: str) -> str | None:
    low = to_latin(word).lower()
    if low in _ADJ_WORDS or _ADJ_SUFFIX.search(low) or (low.endswith(("nji", "nja", "nje")) and low in _ADJ_WORDS):
        return {"i": "A_M", "a": "A_F", "o": "A_N", "e": "A_N"}.get(low[-1])
    return None


def guess_first_name(name: str, gender: str) -> list[tuple[str, str]]:
    """(class, inherent code) pairs for a first name of gender "m" or "f"; singular forms only."""
    lat = to_latin(name)
    if gender == "f":
        return [("N_A", "fsv")] if lat.endswith("a") else [("INV", "fsv")]
    if lat.endswith("a"):
        return [("N_A", "msv")]
    if lat in FLEETING_A_FIRST:
        return [("N_MA", "msv")]
    if lat.endswith("o"):
        vowels = sum(ch in "aeiou" for ch in lat.lower())
        return [("N_MOA" if vowels <= 2 and not lat.endswith("ko") else "N_MO", "msv")]
    if lat.endswith("e"):
        return [("N_ME", "msv")] if lat.endswith(("je", "đe", "će")) or lat in _ME_NAMES else [("N_MET", "msv")]
    if lat.endswith("i") and len(lat) > 2:
        return [("N_MI", "msv")]  # Barni -> Barnija, Toni -> Tonija
    if lat.endswith(("i", "u", "y")) or not lat[-1:].isalpha():
        return [("INV", "msv")]
    return [("N_M", "msv")]


def guess_surname(name: str) -> list[tuple[str, str]]:
    """(class, inherent code) pairs for a surname: a masculine paradigm and a feminine one."""
    lat = to_latin(name)
    low = lat.lower()
    if re.search(r"(sk|šk|čk|ck|ćk)i$", low):
        return [("A_M", "mv"), ("A_M", "fsv")]  # Ađanski / Ađanska
    if low.endswith("a"):
        return [("N_A", "mv"), ("N_A", "fsv")]  # Kalaba, Kalabe (men and women)
    if low.endswith("i") and len(low) > 2:
        return [("N_MI", "mv"), ("INV", "fsv")]  # Šešli -> Šešlija
    if low.endswith("i") or low.endswith("u"):
        return [("INV", "mv"), ("INV", "fsv")]
    if low.endswith("o"):
        return [("N_MO", "mv"), ("INV", "fsv")]
    if low.endswith("e"):
        return [("N_ME" if low.endswith(("je", "đe", "će")) else "N_MET", "mv"), ("INV", "fsv")]
    if low.endswith("ac") and len(low) > 3 and low[-3] not in "aeiou":
        return [("N_MA", "mv"), ("INV", "fsv")]  # Barac -> Barca, Babac -> Bapca
    return [("N_M", "mv"), ("INV", "fsv")]


def guess_place(name: str) -> tuple[str, str]:
    """(class string, inherent code) for a place name, one class per word (``A_F|N_AS``)."""
    words = name.split(" ")
    classes = []
    gender = None
    frozen = False  # after a preposition ("Petrovac na Mlavi") the words do not inflect
    for i, w in enumerate(words):
        lat = to_latin(w)
        low = lat.lower()
        if frozen or low in ("na", "kod", "u", "i", "pri", "od"):
            frozen = True
            classes.append("INV")
            continue
        adj = _adj_class(w) if len(words) > 1 else None
        if adj:
            classes.append(adj)
            continue
        cls, g = _place_word(lat)
        classes.append(cls)
        if gender is None and cls != "INV":
            gender = g
    if gender is None:
        first_adj = next((c for c in classes if c.startswith("A_")), "A_M")
        gender = {"A_M": "m", "A_F": "f", "A_N": "n"}[first_adj]
    plural = any(c in _PLURAL_ONLY for c in classes)
    return "|".join(classes), f"{gender}{'p' if plural else 's'}q"


def _place_word(lat: str) -> tuple[str, str]:
    low = lat.lower()
    if len(low) >= 3 and low.endswith("ac") and low[-3] not in "aeiou":
        return "N_MA", "m"
    if lat in FLEETING_AK_PLACES:
        return "N_MA", "m"
    if low.endswith("i"):
        return "N_MPL", "m"
    if low.endswith("a"):
        return "N_AS", "f"
    if low.endswith("o"):
        return "N_NO", "n"
    if low.endswith("e"):
        return "N_NE", "n"
    if low[-1:].isalpha():
        return "N_M", "m"
    return "INV", "m"


def guess_noun(lemma: str, gender: str | None = None) -> tuple[str, str]:
    """(class string, gender) for a common noun or noun phrase (trigger words: `lekar`, `Dom zdravlja`)."""
    cls, code = guess_place(lemma)
    g = gender or code[0]
    return cls, g


# ---------------------------------------------------------------------------------------------
# The adapter the surrogate generator calls
# ---------------------------------------------------------------------------------------------


class SerbianInflector:
    """``inflect(lemma, codes, infl)`` for surrogates: the form of `lemma` that fills a slot.

    `codes` are the codes of the tag being replaced (``("NE", "persName", "first")``), `infl` one of
    its inflection codes (``"ms2v"``). The inflection class is chosen from the codes and the lemma:

    * ``persName`` + ``first``: `guess_first_name` with the code's gender;
    * ``persName`` + ``last``: `guess_surname` (a woman's -ić surname stays as it is);
    * ``persName`` otherwise (``full``): the last word is a surname, the words before it first
      names (``"Barni Kamenko"`` in the genitive: ``"Barnija Kamenka"``... as far as the guessers go);
    * ``top`` (places, countries): `guess_place`;
    * anything else: `guess_noun`.

    `classes` may pin the class of known lemmas (``{"Kraljevo": "N_NO"}``), e.g. from a DELAS file.
    Returns None when the lemma cannot take that code (a wrong gender, a plural-only place).
    """

    @staticmethod
    def match_script(original: str, surrogate: str) -> str:
        """The surrogate in the script of the text it replaces: Cyrillic for Cyrillic input."""
        if is_cyrillic(original) and not is_cyrillic(surrogate):
            return to_cyrillic(surrogate)
        return surrogate


    def __init__(self, classes: dict[str, str] | None = None):
        self.classes = dict(classes or {})

    def inflect(self, lemma: str, codes: tuple, infl: str) -> str | None:
        if not lemma or not infl:
            return lemma or None
        try:
            f = parse_infl(infl)
        except ValueError:
            return None
        gender = f.get("gender", "m")
        codes = tuple(codes)
        if lemma in self.classes:
            return inflect(lemma, self.classes[lemma], infl)
        if "persName" in codes:
            words = lemma.split(" ")
            if "first" in codes:
                return self._join([self._first(w, gender, infl) for w in words])
            if "last" in codes:
                return self._join([self._last(w, gender, infl) for w in words])
            if len(words) == 1:
                return self._first(words[0], gender, infl)
            return self._join([self._first(w, gender, infl) for w in words[:-1]] + [self._last(words[-1], gender, infl)])
        if "top" in codes:
            cls, code = guess_place(lemma)
            return inflect(lemma, cls, self._with_gender(infl, code[0]))
        cls, g = guess_noun(lemma)
        return inflect(lemma, cls, self._with_gender(infl, g))

    @staticmethod
    def _with_gender(infl: str, gender: str) -> str:
        return gender + "".join(ch for ch in infl if ch not in GENDERS)

    def _first(self, word: str, gender: str, infl: str) -> str | None:
        if "-" in word:
            return self._join([self._first(w, gender, infl) for w in word.split("-")], "-")
        g = gender if gender in "mf" else "m"
        cls, _ = guess_first_name(word, g)[0]
        return inflect(word, cls, self._with_gender(infl, g).replace("p", "s"))

    def _last(self, word: str, gender: str, infl: str) -> str | None:
        if "-" in word:
            return self._join([self._last(w, gender, infl) for w in word.split("-")], "-")
        g = gender if gender in "mf" else "m"
        for cls, inh in guess_surname(word):
            if inh[0] == g:
                return inflect(word, cls, self._with_gender(infl, g))
        return None

    @staticmethod
    def _join(parts: list[str | None], sep: str = " ") -> str | None:
        return None if any(p is None for p in parts) else sep.join(parts)  # type: ignore[arg-type]

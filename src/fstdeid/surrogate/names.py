"""Person names: split a name into titles, first names, surnames and initials; tell its gender.

One name has many forms in a note: `Juan García López`, `García`, `Juan`, `García López, Juan`,
`J. G.`, `Dr. García`, and in Serbian inflected forms (`Barnija Kamenka`, lemma `Barni Kamenko`).
The surrogate engine replaces each *part* by a keyed choice on the part's normalised lemma, so the
forms of one name get parts of one surrogate wherever they occur; initials take the initials of
the surrogate of a name of the document that they abbreviate, or a keyed letter.

`parse_name(text, codes, lemma, is_first)` gives the parts; `is_first(word)` says whether a word is
a known first name (lexicon or lists).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from dataclasses import dataclass, field

# title (casefolded, no final dot) -> gender it implies, or None
TITLES: dict[str, str | None] = {
    "dr": None, "dra": "f", "doctor": "m", "doctora": "f", "dres": None, "drs": None, "prof": None,
    "profa": "f", "sr": "m", "sra": "f", "srta": "f", "señor": "m", "señora": "f", "señorita": "f", "don": "m",
    "doña": "f", "dña": "f", "dª": "f", "d": None, "mr": "m", "mrs": "f", "ms": "f", "miss": "f", "mx": None,
    "g-din": "m", "g-đa": "f", "g-đica": "f", "g-dja": "f", "gdin": "m", "gđa": "f", "gospodin": "m",
    "gospođa": "f", "gospođica": "f", "dipl": None, "ing": None, "mr.sc": None,
}
# titles whose gender depends on the language: Spanish "Dr." is the masculine of "Dra."
LANG_TITLES: dict[str, dict[str, str]] = {"es": {"dr": "m", "prof": "m", "d": "m"}}


def title_gender_of(key: str, lang: str = "") -> str | None:
    """The gender a title implies (key: folded, no final dot), in `lang`."""
    return LANG_TITLES.get(lang, {}).get(key) or TITLES.get(key)


PARTICLES = frozenset("de del la las los y i e da das do dos van von der den di du le st.".split())

_WORD = re.compile(r"[^\W\d_](?:[\w'’´ª.-]*[^\W_])?\.?|\S", re.U)


@lru_cache(maxsize=65536)
def fold(s: str) -> str:
    """The key of a name part: case- and accent-insensitive, spaces collapsed."""
    if s.isascii():
        return " ".join(s.lower().replace("’", "'").split())
    s = unicodedata.normalize("NFD", s.casefold())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(s.replace("’", "'").split())


def is_initial(w: str) -> bool:
    core = w[:-1] if w.endswith(".") else w
    return len(core) == 1 and core.isalpha() and core.isupper()


@dataclass
class Part:
    """One piece of a name: its text in the note, its role and its lemma (key)."""

    start: int  # offsets inside the name text
    end: int
    role: str  # "title", "first", "last", "initial", "particle", "sep"
    text: str
    lemma: str = ""
    words: list = field(default_factory=list)  # for a surname unit with particles: its word offsets


@dataclass
class ParsedName:
    parts: list[Part]
    title_gender: str | None
    inverted: bool  # "Surname, First"


def parse_name(text: str, codes: tuple = (), lemma: str = "", is_first=lambda w: False, lang: str = "") -> ParsedName:
    toks = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    lemma_words = lemma.split() if lemma else []
    words = [t for t in toks if t[2][0].isalpha()]
    lemma_of = {}
    if lemma_words and len(lemma_words) == len(words):
        lemma_of = {w[0]: lw for w, lw in zip(words, lemma_words)}
    parts: list[Part] = []
    title_gender = None
    seen_name = False
    for s, e, w in toks:
        if not w[0].isalpha():
            parts.append(Part(s, e, "sep", w))
            continue
        key = fold(w[:-1] if w.endswith(".") else w)
        if not seen_name and key in TITLES:
            parts.append(Part(s, e, "title", w))
            title_gender = title_gender or title_gender_of(key, lang)
            continue
        if is_initial(w):
            parts.append(Part(s, e, "initial", w))
            seen_name = True
            continue
        if key in PARTICLES and w[0].islower():
            parts.append(Part(s, e, "particle", w))
            continue
        parts.append(Part(s, e, "name", w, lemma_of.get(s, w)))
        seen_name = True
    if not any(p.role in ("name", "initial") for p in parts):  # "D." alone is an initial, not a title
        for p in parts:
            if p.role == "title" and is_initial(p.text):
                p.role = "initial"
    inverted = any(p.role == "sep" and p.text == "," for p in parts) and _names_before_comma(parts)
    _assign_roles(parts, codes, inverted, is_first, lang)
    return ParsedName(parts, title_gender, inverted)


def _names_before_comma(parts: list[Part]) -> bool:
    """One comma with a name before it and a name or initial after it: `García López, Juan`."""
    commas = [i for i, p in enumerate(parts) if p.role == "sep" and p.text == ","]
    if len(commas) != 1:
        return False
    c = commas[0]
    return any(p.role == "name" for p in parts[:c]) and any(p.role in ("name", "initial") for p in parts[c + 1:])


def _assign_roles(parts: list[Part], codes: tuple, inverted: bool, is_first, lang: str = "") -> None:
    names = [p for p in parts if p.role == "name"]
    if not names:
        return
    codes = tuple(codes)
    if "last" in codes and "first" not in codes:
        for p in names:
            p.role = "last"
    elif "first" in codes and "last" not in codes and "full" not in codes:
        for p in names:
            p.role = "first"
    elif inverted:
        comma = next(i for i, p in enumerate(parts) if p.role == "sep" and p.text == ",")
        for i, p in enumerate(parts):
            if p.role == "name":
                p.role = "last" if i < comma else "first"
    else:
        # Spanish names carry two surnames: "María Adoración Martín Gómez" has two first names even
        # though Martín is one too; elsewhere a name keeps at least one surname.
        most = max(1, len(names) - 2) if lang == "es" and len(names) >= 3 else len(names) - 1
        n_first = 0
        for p in names:
            if n_first < min(3, most) and is_first(p.lemma or p.text):
                n_first += 1
            else:
                break
        surname_first = n_first == 0 and len(names) >= 2 and is_first(names[-1].lemma or names[-1].text)
        if n_first == 0 and len(names) >= 2 and not surname_first and not any(p.role == "initial" for p in parts):
            n_first = 1  # "Xavier Quintana": the first word of a two-word name
        if n_first == 0 and len(names) == 1 and is_first(names[0].lemma or names[0].text):
            n_first = 1
        for i, p in enumerate(names):
            p.role = "first" if i < n_first else "last"
        if surname_first:  # "Petrović Dragan", as Serbian records write names
            names[-1].role = "first"
    # a particle belongs to the surname after it: "de la Fuente" is one surname
    for i, p in enumerate(parts):
        if p.role == "particle":
            nxt = next((q for q in parts[i + 1:] if q.role not in ("sep",)), None)
            if nxt is None or nxt.role not in ("last", "particle"):
                p.role = "keep"

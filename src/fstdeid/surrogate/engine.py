"""The surrogate engine: one document's PHI tags in, replacement texts and output spans out.

`Surrogator` holds what is the same for a whole run: the secret, the configuration, the surrogate
lists, the inflector, the lexicons of the language (to tell first names and their gender) and the
date shifter. `Surrogator.deidentify(annotation, modes, patient=...)` replaces every PHI span as its
category's mode says and returns a `Deidentified`: the text, the output spans (offsets into the new
text), and the records for a mapping store.

Consistency. Every choice is keyed (HMAC-SHA256 with the secret) on the category and the
normalised lemma of what is replaced, so one entity gets one surrogate in a document, in every
document, and in every run with the same secret; date offsets are keyed on the patient key (the
document id when there is none). A name is replaced part by part (first names, surnames, initials;
titles kept), so `Juan García`, `García`, `GARCÍA, Juan` and `J. G.` stay one person. With
`entity_scope="patient"` the patient key enters every key too (one entity, different surrogates for
different patients).

Exceptions a choice may make to stay safe: a candidate equal to a PHI string of the document (or,
for one-word candidates, to any word of its names and places) is skipped, and so is a candidate
already given to another entity of the document. These depend on the document, so in the rare case
they apply an entity may get another surrogate in that document than elsewhere.

What is kept on purpose in `surrogate` mode: a year alone (unless `shift_years`), an age up to
`age_cap` (HIPAA), the sex category (it agrees with the names' gender, which is kept). A date the
shifter cannot read, and a category with no surrogate rule, becomes `[LABEL]`.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from html import escape as _escape
from typing import Iterable, Mapping

from ..annotation import Annotation, TagSpan
from ..errors import FstdeidError
from ..language import SURROGATE_KINDS
from ..output import is_xml_char
from . import identifiers as ids
from .dates import DateShifter, age_surrogate, match_case
from .inflect import Inflector, gender_of_infl, inflect_any, inflector_for
from .keys import Secret, keyed_pick
from .lists import SurrogateLists, available_list_languages
from .modes import ModeMap, plain_replacement
from .names import fold, parse_name, title_gender_of
from .orgs import generalise, same_head
from .store import MappingRecord, OffsetRecord, original_hash

log = logging.getLogger("fstdeid")

# A word of a relative's span (see `SurrogateEngine._relative`).
_WORD = re.compile(r"[^\W\d_][\w'’-]*")

KINDS = SURROGATE_KINDS

# PHI labels of the bundled and expected languages -> kinds, for languages whose language.toml does not
# say (`[[phi]] surrogate = ...`). Unknown labels are told by their codes.
LABEL_KINDS: dict[str, str] = {
    # MEDDOCAN (es)
    "NOMBRE_SUJETO_ASISTENCIA": "person", "NOMBRE_PERSONAL_SANITARIO": "person",
    "FAMILIARES_SUJETO_ASISTENCIA": "relative", "FECHAS": "date", "EDAD_SUJETO_ASISTENCIA": "age",
    "SEXO_SUJETO_ASISTENCIA": "sex", "CORREO_ELECTRONICO": "email", "NUMERO_TELEFONO": "phone",
    "NUMERO_FAX": "phone", "URL_WEB": "url", "DIREC_PROT_INTERNET": "id", "ID_SUJETO_ASISTENCIA": "id",
    "ID_ASEGURAMIENTO": "id", "ID_TITULACION_PERSONAL_SANITARIO": "id", "ID_CONTACTO_ASISTENCIAL": "id",
    "ID_EMPLEO_PERSONAL_SANITARIO": "id", "NUMERO_BENEF_PLAN_SALUD": "id", "IDENTIF_VEHICULOS_NRSERIE_PLACAS": "id",
    "IDENTIF_DISPOSITIVOS_NRSERIE": "id", "IDENTIF_BIOMETRICOS": "id", "OTRO_NUMERO_IDENTIF": "id",
    "CALLE": "street", "TERRITORIO": "place", "PAIS": "country", "HOSPITAL": "hospital", "INSTITUCION": "org",
    "CENTRO_SALUD": "health_centre",
    # demo fixture, i2b2 / PhysioNet style (en), Serbian system categories
    "PERSONA": "person", "FECHA": "date", "ID": "id", "NAME": "person", "PATIENT": "person", "DOCTOR": "person",
    "PERSON": "person", "DATE": "date", "AGE": "age", "PHONE": "phone", "FAX": "phone", "EMAIL": "email",
    "URL": "url", "IDNUM": "id", "MEDICALRECORD": "id", "SSN": "id", "STREET": "street", "CITY": "place",
    "STATE": "place", "LOCATION": "place", "COUNTRY": "country", "ORGANIZATION": "org", "pers": "person",
    "persName": "person", "date": "date", "top": "place", "org": "org", "num": "id", "adresa": "street",
}


# The list each kind of organisation takes its surrogates from; a language without a list of health
# centres takes them from its organisations.
_ORG_LISTS = {"hospital": "hospitals", "health_centre": "health-centres", "org": "orgs"}


def kind_of(label: str, codes: tuple, overrides: Mapping[str, str] | None = None) -> str:
    if overrides and label in overrides:
        return overrides[label]
    k = LABEL_KINDS.get(label)
    if k:
        return k
    c = set(codes)
    if "persName" in c or "pers" in c:
        return "person"
    if c & {"DATE", "date", "FECHAS", "FECHA"}:
        return "date"
    if c & {"pais", "country", "drz"}:
        return "country"
    if "top" in c:
        return "place"
    if "org" in c or "ORG" in c:
        return "org"
    if c & {"ID", "num", "id"}:
        return "id"
    return "other"


@dataclass(frozen=True)
class SurrogateConfig:
    """How surrogates are made. Every field has a default; see docs/surrogates.md.

    lang: the surrogate lists and month names to use (es, en, sr); default: the language's own if
      there are lists for it, else en. set: "realistic" or "fictional". lists_dir: a folder of your
      own lists (`<kind>.txt`) that replace the bundled ones.
    date_min_days / date_max_days / date_sign ("+", "-" or "±"): the per-patient date offset.
    day_first: DD/MM (True) or MM/DD (False); default per language (en: MM/DD).
    preserve_weekday: offsets are multiples of 7, so weekdays stay right.
    shift_years: shift a year written alone too (default: kept).
    age_cap / age_top: ages above the cap become `age_top` ("90+").
    org_policy: "replace" (a surrogate from the lists) or "generalise" (the hierarchy's head nouns).
    entity_scope: "run" (one surrogate per entity everywhere) or "patient" (per patient key).
    kinds: label -> kind; over the language's (`[[phi]] surrogate = ...` in language.toml) and the
      built-in table.
    """

    lang: str | None = None
    set: str = "realistic"
    lists_dir: str | None = None
    date_min_days: int = 30
    date_max_days: int = 365
    date_sign: str = "+"
    day_first: bool | None = None
    preserve_weekday: bool = False
    shift_years: bool = False
    age_cap: int = 89
    age_top: str = "90+"
    org_policy: str = "replace"
    entity_scope: str = "run"
    kinds: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self):
        if not (0 <= self.date_min_days <= self.date_max_days):
            raise FstdeidError("date offsets: need 0 <= min days <= max days")
        if self.date_max_days == 0:
            raise FstdeidError("date offsets: the maximum must be at least 1 day")
        if self.date_sign not in ("+", "-", "±", "+-"):
            raise FstdeidError("date sign: +, - or ± (either, keyed per patient)")
        if self.org_policy not in ("replace", "generalise", "generalize"):
            raise FstdeidError("organisations: replace or generalise")
        if self.entity_scope not in ("run", "patient"):
            raise FstdeidError("entity scope: run or patient")
        bad = {k: v for k, v in self.kinds.items() if v not in KINDS}
        if bad:
            raise FstdeidError(f"unknown surrogate kinds {bad} (kinds: {', '.join(KINDS)})")


@dataclass(frozen=True, slots=True)
class OutputSpan:
    """A replaced span in the output text: `text[start:end]` replaced `source[source_start:source_end]`."""

    start: int
    end: int
    label: str
    mode: str
    source_start: int
    source_end: int

    def as_dict(self) -> dict:
        return {"start": self.start, "end": self.end, "label": self.label, "mode": self.mode,
                "source_start": self.source_start, "source_end": self.source_end}


@dataclass(frozen=True)
class Deidentified:
    """A de-identified text, its spans (offsets into `text`), the annotation of the source, and the
    mapping-store records (keyed hashes, no original text)."""

    text: str
    spans: tuple[OutputSpan, ...]
    annotation: Annotation
    records: tuple = ()


def outer_phi_tags(tags: Iterable[TagSpan]) -> list[TagSpan]:
    """The outermost PHI tags in text order (the tags `annotation.phi_spans` makes spans of)."""
    out: list[TagSpan] = []
    stack = list(reversed(tuple(tags)))
    while stack:
        t = stack.pop()
        if t.label is not None:
            out.append(t)
        else:
            stack.extend(reversed(t.children))
    out.sort(key=lambda t: (t.start, t.end))
    return out


_UNKNOWN = object()
_WORDS = re.compile(r"[^\W\d_][\w'’-]*", re.U)
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class _Doc:
    """What one document's choices must respect: its PHI strings, and the surrogates already given."""

    def __init__(self, text: str, tags: list[TagSpan], patient: str):
        self.text = text
        self.patient = patient
        self.strings: set[str] = set()
        self.words: set[str] = set()
        for t in tags:
            s = text[t.start:t.end]
            self.strings.add(fold(s))
            if t.lemma:
                self.strings.add(fold(t.lemma))
                self.words.update(fold(w) for w in _WORDS.findall(t.lemma) if len(w) > 1)
            self.words.update(fold(w) for w in _WORDS.findall(s) if len(w) > 1)
        self.given: dict[tuple[str, str], str] = {}  # (kind, surrogate key) -> original key
        self.records: list = []
        self.names: list = []  # [(tag, first keys, last keys)] of the document's names, for initials
        self.parsed: dict[tuple[int, int], object] = {}  # (start, end) -> ParsedName

    def forbidden(self, candidate: str, form: str | None = None) -> bool:
        for c in (candidate, form):
            if not c:
                continue
            f = fold(c)
            if f in self.strings:
                return True
            words = _WORDS.findall(c)
            if len(words) == 1 and fold(words[0]) in self.words:
                return True
        return False

    def reject_id(self, candidate: str) -> bool:
        return fold(candidate) in self.strings

    def taken(self, kind: str, candidate: str, key: str) -> bool:
        owner = self.given.get((kind, fold(candidate)))
        return owner is not None and owner != key

    def give(self, kind: str, candidate: str, key: str) -> None:
        self.given.setdefault((kind, fold(candidate)), key)


class Surrogator:
    """Makes surrogates for the documents of one run. See the module docstring."""

    def __init__(self, config: SurrogateConfig | None = None, *, secret: Secret | None = None,
                 language: str | None = None, lexicons: Iterable = (), inflector: Inflector | None = None,
                 store=None, records: bool | None = None, language_kinds: Mapping[str, str] | None = None):
        """`language_kinds`: label -> kind, as the language declares them (`config.kinds` prevail)."""
        self.config = config or SurrogateConfig()
        self._kinds = {**(language_kinds or {}), **self.config.kinds}
        self.secret = secret if secret is not None else Secret.resolve()
        lang = self.config.lang
        if lang is None:
            lang = language if language in available_list_languages() else "en"
            if language not in available_list_languages():
                log.info("no surrogate lists for language %r: using the %s lists", language, lang)
        self.lang = lang
        self.lists = SurrogateLists(lang, self.config.set, self.config.lists_dir)
        self.lexicons = tuple(lexicons)
        self._genders: dict[str, str | None] = {}  # first name -> gender_of_first
        self._firsts: dict[str, bool] = {}  # word -> is_first
        self.inflector = inflector if inflector is not None else inflector_for(lang, self.gender_of_first)
        self.dates = DateShifter(lang, day_first=self.config.day_first, shift_years=self.config.shift_years)
        self.store = store
        # mapping-store records cost a keyed hash each: made when a store is given or asked for
        self.records = store is not None if records is None else records
        self._letter_shift = 1 + self.secret.number("initial-shift") % 25
        self._offsets: dict[str, int] = {}

    def __getstate__(self):  # worker processes get everything but the store (the parent writes it)
        state = dict(self.__dict__)
        state["store"] = None
        return state

    # -- what a word is -------------------------------------------------------------------------

    def gender_of_first(self, word: str) -> str | None:
        """"m"/"f" of a first name from the language's lexicons, else from the surrogate lists."""
        got = self._genders.get(word, _UNKNOWN)
        if got is _UNKNOWN:
            if len(self._genders) >= 100_000:  # a cache of a function of the word
                self._genders.clear()
            got = self._genders[word] = self._gender_of_first(word)
        return got

    def _gender_of_first(self, word: str) -> str | None:
        genders = set()
        for lx in self.lexicons:
            for a in lx.lookup(word):
                if "first" in a.codes:
                    for infl in a.infl:
                        g = gender_of_infl(infl)
                        genders.add(g) if g else genders.update("mf")
        if len(genders) == 1:
            return genders.pop()
        if genders:
            return None
        return self.lists.first_gender.get(word.casefold())

    def is_first(self, word: str) -> bool:
        got = self._firsts.get(word)
        if got is None:
            if len(self._firsts) >= 100_000:  # a cache of a function of the word
                self._firsts.clear()
            got = self._firsts[word] = self._is_first(word)
        return got

    def _is_first(self, word: str) -> bool:
        for lx in self.lexicons:
            if any("first" in a.codes for a in lx.lookup(word)):
                return True
        return word.casefold() in self.lists.first_gender

    # -- keys -----------------------------------------------------------------------------------

    def _parts(self, doc: _Doc, *parts: str) -> tuple[str, ...]:
        return parts + (doc.patient,) if self.config.entity_scope == "patient" else parts

    def offset_days(self, patient: str) -> int:
        """The date shift of a patient key: keyed, in [min, max] days, with the configured sign."""
        got = self._offsets.get(patient)
        if got is not None:
            return got
        c = self.config
        n = self.secret.number("date-offset", patient)
        days = c.date_min_days + n % (c.date_max_days - c.date_min_days + 1)
        if c.preserve_weekday:
            days = max(7, round(days / 7) * 7)
        if c.date_sign == "-" or (c.date_sign in ("±", "+-") and (n >> 40) & 1):
            days = -days
        if days == 0:
            days = 1
        if len(self._offsets) >= 100_000:  # a cache: the value is recomputed from the secret
            self._offsets.clear()
        self._offsets[patient] = days
        return days

    # -- the document ---------------------------------------------------------------------------

    def deidentify(self, ann: Annotation, modes: "ModeMap | str | Mapping[str, str]" = "surrogate", *,
                   patient: str | None = None, doc_id: str = "<text>") -> Deidentified:
        """Replace every PHI span of `ann` as `modes` says. `patient` keys the date offset (default: doc_id)."""
        modes = ModeMap.of(modes)
        text = ann.text
        tags = outer_phi_tags(ann.tags)
        key = patient if patient is not None else f"doc:{doc_id}"
        doc = _Doc(text, tags, key) if modes.needs_surrogates else None
        if doc is not None:
            self._index_names(doc, [t for t in tags if modes(t.label) in ("surrogate", "xml")
                                    and self.kind(t) == "person"])
        out: list[str] = []
        spans: list[OutputSpan] = []
        pos = 0
        length = 0
        for t in tags:
            if t.start < pos:
                raise FstdeidError("overlapping PHI spans")
            gap = text[pos:t.start]
            out.append(gap)
            length += len(gap)
            mode = modes(t.label)
            rep = self.replacement(t, text, mode, doc)
            out.append(rep)
            spans.append(OutputSpan(length, length + len(rep), t.label, mode, t.start, t.end))
            length += len(rep)
            pos = t.end
        out.append(text[pos:])
        records = tuple(doc.records) if doc is not None else ()
        if self.store is not None and records:
            self.store.add(records)
        return Deidentified("".join(out), tuple(spans), ann, records)

    def document(self, ann: Annotation, *, patient: str | None = None, doc_id: str = "<text>",
                 modes: "ModeMap | str | Mapping[str, str]" = "surrogate") -> "DocumentSurrogates":
        """Surrogates for the PHI tags of one document (for `to_xml` and other renderers)."""
        modes = ModeMap.of(modes)
        tags = outer_phi_tags(ann.tags)
        key = patient if patient is not None else f"doc:{doc_id}"
        doc = _Doc(ann.text, tags, key)
        self._index_names(doc, [t for t in tags if self.kind(t) == "person"])
        return DocumentSurrogates(self, ann.text, doc, modes)

    def replacement(self, t: TagSpan, text: str, mode: str, doc: _Doc | None) -> str:
        plain = plain_replacement(t.label, text[t.start:t.end], mode)
        if plain is not None:
            return plain
        if mode not in ("surrogate", "xml"):
            raise FstdeidError(f"unknown mode {mode!r}")
        sur = self.surrogate(t, doc)
        match_script = getattr(self.inflector, "match_script", None)  # e.g. Serbian Latin/Cyrillic
        if match_script is not None:
            sur = match_script(text[t.start:t.end], sur)
        if mode == "xml":  # a well-formed element: without the characters XML 1.0 cannot hold (the
            # surrogate keeps the original's punctuation and separators, control characters included)
            sur = "".join(ch for ch in sur if is_xml_char(ch))
            return f'<{t.element} PHI="yes">{_escape(sur, quote=False)}</{t.element}>'
        return sur

    def kind(self, t: TagSpan) -> str:
        return kind_of(t.label, t.codes, self._kinds)

    def surrogate(self, t: TagSpan, doc: _Doc) -> str:
        """The surrogate text of one PHI tag."""
        kind = self.kind(t)
        s = doc.text[t.start:t.end]
        if kind == "person":
            return self._person(t, s, doc)
        if kind == "relative":
            return self._relative(t, s, doc)
        if kind == "date":
            days = self.offset_days(doc.patient)
            if self.records and not any(isinstance(r, OffsetRecord) for r in doc.records):
                doc.records.append(OffsetRecord(self.secret.hexdigest("audit", "patient", doc.patient), days))
            got = self.dates.shift(s, days)
            return got if got is not None else f"[{t.label}]"
        if kind == "age":
            return age_surrogate(s, self.config.age_cap, self.config.age_top)
        if kind == "sex":
            return s
        if kind == "id" and ids.is_description(s):
            return f"[{t.label}]"
        if kind in ("email", "phone", "url", "id"):
            rng = self.secret.rng(*self._parts(doc, kind, fold(s)))
            make = {"email": ids.email, "phone": ids.phone, "url": ids.url, "id": ids.identifier}[kind]
            out = make(s, rng, doc.reject_id)
            self._record(doc, kind, t.label, fold(s), out)
            return out
        if kind == "place":
            if s.strip().isdigit() or re.fullmatch(r"[\d\s-]+", s.strip()):
                rng = self.secret.rng(*self._parts(doc, "postcode", s.strip()))
                out = ids.postcode(s, rng, self.lang, doc.reject_id)
                self._record(doc, "postcode", t.label, s.strip(), out)
                return out
            return self._listed(t, s, doc, "cities", "place")
        if kind == "country":
            return self._listed(t, s, doc, "countries", "country")
        if kind == "street":
            return self._street(t, s, doc)
        if kind in _ORG_LISTS:
            if self.config.org_policy in ("generalise", "generalize"):
                got = generalise(s, self.lists.org_heads, tag=t, lang=self.lang)
                if got is not None and fold(got) != fold(s):
                    return got
            list_kind = _ORG_LISTS[kind]
            if kind == "health_centre" and not self.lists.get(list_kind):
                list_kind = "orgs"  # a language without a list of health centres
            return self._listed(t, s, doc, list_kind, kind)
        return f"[{t.label}]"

    def _record(self, doc: _Doc, kind: str, label: str, key: str, surrogate: str) -> None:
        if self.records:
            doc.records.append(MappingRecord(kind, label, original_hash(self.secret, kind, key), surrogate))

    # -- listed entities (places, countries, organisations) -------------------------------------

    def _listed(self, t: TagSpan, s: str, doc: _Doc, list_kind: str, kind: str) -> str:
        key = fold(t.lemma or s)
        items = self.lists.get(list_kind)
        found: list[str] = []

        def accept(c: str) -> bool:
            form = inflect_any(self.inflector, c, t.codes, t.infl)
            if not form or doc.forbidden(c, form) or doc.taken(kind, c, key):
                return False
            found.append(form)
            return True

        got = None
        if kind in _ORG_LISTS:  # a "Centro de Salud" stays a health centre, a "Universidad" a university
            same = same_head(items, key, self.lists.org_heads)
            if same is not items:
                got = keyed_pick(self.secret, same, self._parts(doc, kind, key), accept)
        if got is None:
            got = keyed_pick(self.secret, items, self._parts(doc, kind, key), accept)
        if got is None:  # nothing the inflector knows: an uninflected lemma is better than none
            got = keyed_pick(self.secret, items, self._parts(doc, kind, key),
                             lambda c: not doc.forbidden(c) and not doc.taken(kind, c, key))
            if got is None:
                return f"[{t.label}]"
            found.append(got)
        doc.give(kind, got, key)
        out = _case_like(s, found[-1])
        self._record(doc, kind, t.label, key, out)
        return out

    def _street(self, t: TagSpan, s: str, doc: _Doc) -> str:
        """Street type words kept (`Calle`, `C/`, `Avda.`), the name from the lists, numbers replaced."""
        m = _STREET.match(s)
        head = m.group(0) if m else ""
        rest = s[len(head):]
        n = re.search(r"\d", rest)
        name_part = rest[:n.start()] if n else rest
        tail = rest[n.start():] if n else ""
        core = name_part.rstrip(" ,")
        trail = name_part[len(core):]
        key = fold(core or s)
        out_name = core
        if core:
            items = self.lists.get("streets")
            got = keyed_pick(self.secret, items, self._parts(doc, "street", key),
                             lambda c: not doc.forbidden(c) and not doc.taken("street", c, key))
            if got is None:
                return f"[{t.label}]"
            doc.give("street", got, key)
            if head and got.lower().startswith(("calle ", "avenida ")):
                got = got.split(" ", 1)[1]
            if not head and self.lang == "es" and got[:1].islower():
                got = "Calle " + got
            out_name = _case_like(core, got) if core.isupper() or core.islower() else got
        if tail:
            rng = self.secret.rng(*self._parts(doc, "street-number", fold(s)))
            tail = _numbers_only(tail, rng)
        out = head + out_name + trail + tail
        if out == s:
            out = head + out_name + trail + _numbers_only(tail or "1", self.secret.rng("street-number-2", fold(s)))
        self._record(doc, "street", t.label, key, out)
        return out

    # -- persons ----------------------------------------------------------------------------------

    def _parse(self, t: TagSpan, s: str, doc: _Doc | None = None):
        if doc is None:
            return parse_name(s, t.codes, t.lemma, self.is_first, self.lang)
        got = doc.parsed.get((t.start, t.end))
        if got is None:
            got = doc.parsed[(t.start, t.end)] = parse_name(s, t.codes, t.lemma, self.is_first, self.lang)
        return got

    def _gender(self, t: TagSpan, parsed, doc: _Doc) -> str:
        genders = {g for g in (gender_of_infl(i) for i in t.infl) if g}
        if len(genders) == 1:
            return genders.pop()
        if parsed.title_gender:
            return parsed.title_gender
        before = doc.text[max(0, t.start - 16):t.start]
        m = re.search(r"([^\W\d_][\w-]*)\.?\s*$", before)
        if m:
            g = title_gender_of(fold(m.group(1)), self.lang)
            if g:
                return g
        firsts = [p for p in parsed.parts if p.role == "first"]
        for p in firsts:
            g = self.gender_of_first(p.lemma or p.text)
            if g:
                return g
        key = fold(" ".join(p.lemma or p.text for p in firsts) or doc.text[t.start:t.end])
        return "mf"[self.secret.number("gender", key) & 1]

    def _index_names(self, doc: _Doc, tags: list[TagSpan]) -> None:
        """The names of the document, for initials: the (first, last) keys of every parsed name."""
        for t in tags:
            parsed = self._parse(t, doc.text[t.start:t.end], doc)
            firsts = [fold(p.lemma or p.text) for p in parsed.parts if p.role == "first"]
            lasts = [fold(p.lemma or p.text) for p in parsed.parts if p.role == "last"]
            if firsts or lasts:
                doc.names.append((t, firsts, lasts))

    def _first(self, doc: _Doc, key: str, gender: str, infls: tuple) -> str | None:
        return self._name_part(doc, "first", key, infls or (gender,), self.lists.get(f"first-{gender}"),
                               self._parts(doc, "first", gender, key))

    def _last(self, doc: _Doc, key: str, infls: tuple) -> str | None:
        return self._name_part(doc, "last", key, infls, self.lists.get("surnames"), self._parts(doc, "last", key))

    def _name_part(self, doc: _Doc, role: str, key: str, infls: tuple, items, pick_key: tuple) -> str | None:
        """A surrogate for one part of a name: the keyed choice among `items` of a lemma that the
        inflector can put in one of `infls`, not forbidden in the document and not given to another
        entity; failing that, an uninflected lemma. Records the choice for `key`."""
        found: list[str] = []

        def accept(c: str) -> bool:
            form = inflect_any(self.inflector, c, ("NE", "persName", role), infls)
            if not form or doc.forbidden(c, form) or doc.taken(role, c, key):
                return False
            found.append(form)
            return True

        got = keyed_pick(self.secret, items, pick_key, accept)
        if got is None:  # nothing the inflector knows: an uninflected lemma is better than none
            got = keyed_pick(self.secret, items, pick_key,
                             lambda c: not doc.forbidden(c) and not doc.taken(role, c, key))
            if got is None:
                return None
            found.append(got)
        doc.give(role, got, key)
        return found[-1]

    def _lemma_of(self, doc: _Doc, role: str, key: str, gender: str) -> str | None:
        """The surrogate lemma (uninflected) of a name part, for initials."""
        if role == "first":
            got = self._first(doc, key, gender, ())
        else:
            got = self._last(doc, key, ())
        return got

    def _letter(self, ch: str) -> str:
        base = fold(ch)[:1].upper()
        if base not in _LETTERS:
            return ch
        return _LETTERS[(_LETTERS.index(base) + self._letter_shift) % 26]

    def _person(self, t: TagSpan, s: str, doc: _Doc) -> str:
        parsed = self._parse(t, s, doc)
        gender = self._gender(t, parsed, doc)
        if gender not in ("m", "f"):
            gender = "m"
        # an ambiguous tag ("Petrović Dragana": ms2v or fs1v) keeps the readings of the chosen gender
        infls = tuple(i for i in t.infl if gender_of_infl(i) in (None, gender)) or tuple(t.infl)
        parts = parsed.parts
        names = [p for p in parts if p.role in ("first", "last")]
        initials = [p for p in parts if p.role == "initial"]
        initial_map = self._initials(doc, t, parsed, gender) if initials else {}
        out: list[str] = []
        pos = 0
        pending_particles: list = []
        for i, p in enumerate(parts):
            if p.role == "particle":
                pending_particles.append(p)
                continue
            if p.role == "last" and pending_particles:
                first_p = pending_particles[0]
                out.append(s[pos:first_p.start])
                key = fold(" ".join([q.text for q in pending_particles] + [p.lemma or p.text]))
                pending_particles = []
            else:
                if pending_particles:  # particles not before a surname: kept
                    for q in pending_particles:
                        out.append(s[pos:q.end])
                        pos = q.end
                    pending_particles = []
                out.append(s[pos:p.start])
                key = fold(p.lemma or p.text)
            pos = p.end
            if p.role == "first":
                form = self._first(doc, key, gender, infls)
                out.append(_case_like(p.text, form) if form else f"[{t.label}]")
                if form:
                    self._record(doc, "first", t.label, key, form)
            elif p.role == "last":
                form = self._last(doc, key, infls)
                out.append(_case_like(p.text, form) if form else f"[{t.label}]")
                if form:
                    self._record(doc, "last", t.label, key, form)
            elif p.role == "initial":
                new = initial_map.get(id(p)) or self._letter(p.text[0])
                out.append(new + p.text[1:])
            else:  # title, separator, kept particle
                out.append(p.text)
        for q in pending_particles:
            out.append(s[pos:q.end])
            pos = q.end
        out.append(s[pos:])
        result = "".join(out)
        if not names and not initials:
            return f"[{t.label}]"
        return result

    def _relative(self, t: TagSpan, s: str, doc: _Doc) -> str:
        """A relative ("padre", "Tío materno de 37 años", "su madre Teresa Rodríguez"): the words of
        the relation stay, for they name no one; a name in it gets a person surrogate; an age above
        the cap becomes the top. A name is a run of capitalised words that are not relation words
        (`SurrogateLists.relation_words`): with no such list every capitalised word is a name."""
        out: list[str] = []
        pos = 0
        for start, end in self.names_in(s):
            name = TagSpan(t.start + start, t.start + end, ("persName",), (), "", t.stage, t.rule, label=t.label)
            out += [s[pos:start], self._person(name, s[start:end], doc)]
            pos = end
        out.append(s[pos:])
        return age_surrogate("".join(out), self.config.age_cap, self.config.age_top)

    def names_in(self, s: str) -> list[tuple[int, int]]:
        """(start, end) of the runs of capitalised words, separated by spaces, that are not relation words."""
        relations = self.lists.relation_words
        runs: list[list[int]] = []
        for w in _WORD.finditer(s):
            if not w.group()[0].isupper() or fold(w.group()) in relations:
                continue
            if runs and runs[-1][1] < w.start() and not s[runs[-1][1]:w.start()].strip(" \t"):
                runs[-1][1] = w.end()
            else:
                runs.append([w.start(), w.end()])
        return [(a, b) for a, b in runs]

    def _initials(self, doc: _Doc, t: TagSpan, parsed, gender: str) -> dict[int, str]:
        """Initials that abbreviate a name of the document take the initials of that name's surrogate."""
        parts = [p for p in parsed.parts if p.role in ("first", "last", "initial")]
        letters = [fold(p.text[0]) if p.role == "initial" else None for p in parts]
        keys = [fold(p.lemma or p.text) if p.role != "initial" else None for p in parts]
        for other, firsts, lasts in doc.names:
            if other is t:
                continue
            seq = [("first", k) for k in firsts] + [("last", k) for k in lasts]
            if len(seq) != len(parts):
                continue
            ok = True
            for (role, k), letter, key in zip(seq, letters, keys):
                if letter is not None and not k.startswith(letter):
                    ok = False
                elif key is not None and key != k:
                    ok = False
            if not ok:
                continue
            other_parsed = self._parse(other, doc.text[other.start:other.end], doc)
            g = self._gender(other, other_parsed, doc)
            g = g if g in ("m", "f") else gender
            out = {}
            for p, (role, k) in zip(parts, seq):
                if p.role == "initial":
                    lemma = self._lemma_of(doc, role, k, g)
                    if lemma:
                        out[id(p)] = lemma[0].upper()
            return out
        return {}


class DocumentSurrogates:
    """Surrogates of one document's tags, for renderers that walk the tags themselves (`to_xml`)."""

    def __init__(self, surrogator: Surrogator, text: str, doc: _Doc, modes: ModeMap):
        self.surrogator = surrogator
        self.text = text
        self.doc = doc
        self.modes = modes

    def __call__(self, t: TagSpan) -> str:
        mode = self.modes(t.label)
        if mode == "xml":  # the element is already there: its text is the surrogate
            mode = "surrogate"
        return self.surrogator.replacement(t, self.text, mode, self.doc)

    @property
    def records(self) -> tuple:
        return tuple(self.doc.records)


_STREET = re.compile(
    r"^\s*(?:(?:c|C)\s*/\s*|(?:calle|avenida|avda|av|paseo|pº|plaza|pza|pl|plazuela|ronda|camino|carretera|ctra|"
    r"travesía|travesia|glorieta|urbanización|urb|callejón|rambla|vía|via|bulevar|ulica|ul|trg)\b\.?\s*)",
    re.I)


def _numbers_only(s: str, rng) -> str:
    """Digits replaced (not the letters: `2º dcha`, `bajo B`)."""
    out, prev = [], False
    for ch in s:
        if ch.isdigit():
            out.append(str(rng.randint(0 if prev else 1, 9)))
            prev = True
        else:
            out.append(ch)
            prev = False
    return "".join(out)


def _case_like(model: str, word: str) -> str:
    letters = [c for c in model if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return word.upper()
    if letters and all(c.islower() for c in letters):
        return word.lower()
    return word

"""Generate a SYNTHETIC language (grammar folder + lexicon folder) for the engine benchmark.

    python benchmarks/make_engine_language.py OUT_DIR [--entries 400000] [--stages 12] [--seed 0] [--json FILE]

writes

    OUT_DIR/grammars/eng/language.toml, cascade.csc, <stage>.py   (--stages stages, at least 10)
    OUT_DIR/lexicons/eng/<lexicon>/lexicon.toml, items.tsv, LICENSE (about --entries entries in all)

The stages have the shapes of a real clinical de-identification cascade (MEDDOCAN-like Spanish):

    blocking     Replace  ICD-10 codes, vertebral levels, doses, drug names from a lexicon (non-PHI)
    dates        Merge    14/05/1952, 2 de noviembre de 2020, mayo del 2.003
    contacts     Merge    e-mails, URLs, phones after a trigger word (left context)
    ids          Merge    record numbers after triggers: NHC: 2879056, NºCol: 29 29 70367 (left context)
    postcodes    Merge    CP: 28046 (left context), 28046 Madrid (right context)
    ages         Merge    Edad: 41, 75 años
    streets      Merge    Calle/Avda./Plaza + street lexicon or capitalised words + number
    first_names  Merge    first names from a lexicon; title + first name with gender AGREEMENT
    names        Merge    first-name tag + surnames (consumes earlier tags), header triggers
                          (Nombre:, Apellidos:, Médico:), titles (Dr., Dra.) + capitalised words
    places       Merge    places from a lexicon (multi-word entries), Localidad/Provincia: headers
    orgs         Merge    institution lexicon (multi-word); Hospital ... + place/person tags
    address      Merge *  street/place tags followed by place tags, merged until nothing changes

With --stages 11 `address` is left out, with 10 `ages` too; above 12, extra header stages
(`extra_13`, ...) are added before `address`.

The lexicon entries are pseudo-words made of syllables drawn from a seeded random generator: the
same seed gives the same files. They are synthetic (no real person, place or institution is meant)
and released under CC0 1.0, as each lexicon's LICENSE file says. A small hand-typed list of common
capitalised clinical words (STOP) and of titles is added to them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

LANG = "eng"

# -- synthetic words ---------------------------------------------------------------------------------

# Spanish-looking syllables: mostly consonant + vowel, so that some pseudo-words are real words of the
# corpus too (as real name lists hold "Rosa", "Mayo", "Cruz"), which keeps the lexicon hit rate realistic.
_ONSETS = ["", "", "b", "c", "d", "f", "g", "l", "m", "n", "p", "r", "s", "t", "v", "ch", "ll", "br", "tr",
           "gr", "j", "qu", "pl", "fr"]
_VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o", "ia", "ue"]
_ACCENTED = ["á", "é", "í", "ó", "ú"]
_CODAS = ["", "", "", "", "", "", "n", "s", "r", "l", "z"]
_DRUG_SUFFIXES = ["ina", "ol", "azol", "mab", "pril", "sartán", "cilina", "micina", "xeno", "tidina",
                  "prazol", "statina", "olol", "dipino", "afil", "ona", "ato", "ida"]

STOP_WORDS = """Paciente Pacientes Exploración Analítica Hemoglobina Hematocrito Leucocitos Glucosa Urea
Creatinina Servicio Urgencias Datos Fecha Historia Antecedentes Tratamiento Diagnóstico Evolución
Juicio Clínico Clínica Informe Ingreso Alta Motivo Consulta Enfermedad Actual Exploraciones
Complementarias Radiografía Ecografía Resonancia Tomografía Biopsia Cirugía Anatomía Patológica
Alergias Medicación Sexo Edad Varón Mujer Hombre Niño Niña Tras Durante Posteriormente Además Sin
Con Para Por Según Desde Hasta Ante Bajo Tiene Presenta Refiere Niega Acude Ingresa Se Le En Al No Si
Su Sus Un Una Uno Este Esta Estos Estas Dicho Dicha Ambos Ambas TAC RMN
ECG PCR VSG HTA DM EPOC IRC ITU UCI Orina Sangre Tensión Temperatura Frecuencia Saturación Peso
Talla Auscultación Abdomen Tórax Cabeza Cuello Extremidades Neurológica Cardiaca Pulmonar Renal
Hepática Bioquímica Hemograma Coagulación Serología Cultivo Urocultivo Hemocultivo Gram Control
Revisión Seguimiento Pronóstico Recomendaciones Observaciones Conclusión Discusión Introducción
Caso Casos Figura Tabla Imagen Resultados Bibliografía Nota Notas Médico Doctor Doctora Hospital
Universitario General Centro Salud Calle Avenida Plaza Paseo Provincia Localidad País Nombre
Apellidos Domicilio Teléfono Correo Email NHC NASS DNI CP""".split()
# Words used as triggers or institution heads stay out of the STOP list, or the rules could not use them.
_NOT_STOP = {"Médico", "Doctor", "Doctora", "Hospital", "Universitario", "General", "Centro", "Salud", "Calle",
             "Avenida", "Plaza", "Paseo", "Provincia", "Localidad", "País", "Nombre", "Apellidos", "Domicilio",
             "Teléfono", "Correo", "Email", "NHC", "NASS", "DNI", "CP", "Edad", "Clínica", "Paciente", "Historia"}
STOP_WORDS = list(dict.fromkeys(w for w in STOP_WORDS if w not in _NOT_STOP))

TITLES = [("Dr", "ms"), ("Dra", "fs"), ("Doctor", "ms"), ("Doctora", "fs"), ("Sr", "ms"), ("Sra", "fs"),
          ("Srta", "fs"), ("Don", "ms"), ("Doña", "fs"), ("D", "ms"), ("Dña", "fs"), ("Prof", "ms"),
          ("Profa", "fs"), ("Enfermero", "ms"), ("Enfermera", "fs")]


class Words:
    """Distinct pseudo-words from one seeded generator."""

    def __init__(self, seed: int, lo: int = 2, hi: int = 4, accents: float = 0.12):
        self.rng = random.Random(seed)
        self.lo, self.hi, self.accents = lo, hi, accents

    def word(self) -> str:
        rng = self.rng
        syl = []
        for _ in range(rng.randint(self.lo, self.hi)):
            syl.append(rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS))
        w = "".join(syl)
        if rng.random() < self.accents:
            vowels = [i for i, ch in enumerate(w) if ch in "aeiou"]
            if vowels:
                i = rng.choice(vowels)
                w = w[:i] + _ACCENTED["aeiou".index(w[i])] + w[i + 1:]
        return w.capitalize()


def distinct(n: int, make) -> list:
    """`n` distinct values of `make()` (the values are hashable lines), in generation order."""
    out: dict = {}
    misses = 0
    while len(out) < n:
        v = make()
        if v in out:
            misses += 1
            if misses > 50 * n + 1000:
                raise RuntimeError("the word generator cannot make that many distinct entries")
            continue
        out[v] = None
    return list(out)


def first_names(n: int, seed: int) -> list[str]:
    w = Words(seed, 2, 3)
    rng = random.Random(seed + 1000)

    def make():
        gender = "fs" if rng.random() < 0.5 else "ms"
        form = w.word()
        if rng.random() < 0.04:  # multi-word first names: "Mari Carmen", "José Manuel"
            form += " " + w.word()
        return f"{form}\t\t\t{gender}"
    return distinct(n, make)


def surnames(n: int, seed: int) -> list[str]:
    w = Words(seed, 2, 4)
    rng = random.Random(seed + 1000)

    def make():
        r = rng.random()
        if r < 0.03:
            return f"{rng.choice(['de', 'del', 'de la', 'de los'])} {w.word()}"
        if r < 0.05:
            return f"{w.word()}-{w.word()}"  # three tokens: X - Y
        return w.word()
    return distinct(n, make)


def places(n: int, seed: int) -> list[str]:
    w = Words(seed, 2, 4)
    rng = random.Random(seed + 1000)

    def make():
        r = rng.random()
        if r < 0.04:
            return f"{rng.choice(['San', 'Santa', 'Villa', 'Puerto', 'Torre', 'Castillo'])} {w.word()}"
        if r < 0.08:
            return f"{w.word()} de {w.word()}"
        if r < 0.10:
            return f"{w.word()} del {w.word()}"
        if r < 0.12:
            return f"{rng.choice(['La', 'El', 'Las', 'Los'])} {w.word()}"
        return w.word()
    return distinct(n, make)


def streets(n: int, seed: int) -> list[str]:
    w = Words(seed, 2, 4)
    rng = random.Random(seed + 1000)

    def make():
        r = rng.random()
        if r < 0.35:
            return f"{w.word()} {w.word()}"  # "Bravo Murillo"
        if r < 0.45:
            return f"{w.word()} de {w.word()}"
        return w.word()
    return distinct(n, make)


def institutions(n: int, seed: int) -> list[str]:
    w = Words(seed, 2, 4)
    rng = random.Random(seed + 1000)
    heads = ["Hospital", "Hospital Universitario", "Hospital General", "Clínica", "Centro de Salud",
             "Hospital Comarcal", "Consultorio", "Centro Médico", "Policlínica", "Residencia"]

    def make():
        r = rng.random()
        tail = w.word() if r < 0.6 else f"{w.word()} de {w.word()}" if r < 0.85 else f"{w.word()} {w.word()}"
        return f"{rng.choice(heads)} {tail}"
    return distinct(n, make)


def drugs(n: int, seed: int) -> list[str]:
    w = Words(seed, 1, 3, accents=0.0)
    rng = random.Random(seed + 1000)

    def make():
        return w.word() + rng.choice(_DRUG_SUFFIXES)
    return distinct(n, make)


# -- lexicon folders --------------------------------------------------------------------------------

LICENSE_TEXT = """Synthetic lexicon for the fstdeid engine benchmark.

Generated by benchmarks/make_engine_language.py from a seeded random generator (seed {seed}):
the entries are pseudo-words made of random syllables (plus a few hand-typed common words and
titles). They are not taken from any source and no real person, place, street or institution
is meant.

CC0 1.0 Universal: to the extent possible under law, the authors have waived all copyright and
related or neighboring rights to this data. https://creativecommons.org/publicdomain/zero/1.0/
"""


def write_lexicon(root: Path, name: str, lines: list[str], codes: str, *, case: str = "smart",
                  diacritics: str = "strict", seed: int = 0, comment: str = "") -> int:
    d = root / name
    d.mkdir(parents=True, exist_ok=True)
    body = "".join(line + "\n" for line in lines)
    (d / "items.tsv").write_text(f"# {comment or name}: synthetic (CC0), seed {seed}\n" + body, encoding="utf-8")
    (d / "LICENSE").write_text(LICENSE_TEXT.format(seed=seed), encoding="utf-8")
    (d / "lexicon.toml").write_text(
        f'name = "{name}"\nformat = "tsv"\nfiles = ["items.tsv"]\ncodes = "{codes}"\ninfl = ""\n'
        f'case = "{case}"\ndiacritics = "{diacritics}"\nlicense = "LICENSE"\n'
        f'source = "Synthetic: benchmarks/make_engine_language.py, seed {seed} (CC0-1.0)"\n',
        encoding="utf-8")
    return len(lines)


SHARES = {"first": 0.15, "last": 0.45, "places": 0.25, "streets": 0.05, "inst": 0.05, "stop": 0.05}


def make_lexicons(root: Path, entries: int, seed: int) -> dict[str, int]:
    n = {k: max(10, int(entries * v)) for k, v in SHARES.items()}
    n["last"] += entries - sum(n.values())  # the total is exactly `entries` (plus titles)
    counts = {}
    counts["eng-first-names"] = write_lexicon(root, "eng-first-names", first_names(n["first"], seed + 1),
                                              "NE+persName+first", diacritics="ignore", seed=seed)
    counts["eng-surnames"] = write_lexicon(root, "eng-surnames", surnames(n["last"], seed + 2),
                                           "NE+persName+last", diacritics="ignore", seed=seed)
    counts["eng-places"] = write_lexicon(root, "eng-places", places(n["places"], seed + 3),
                                         "NE+TERRITORIO+top", seed=seed)
    counts["eng-streets"] = write_lexicon(root, "eng-streets", streets(n["streets"], seed + 4),
                                          "NE+CALLE+name", seed=seed)
    counts["eng-institutions"] = write_lexicon(root, "eng-institutions", institutions(n["inst"], seed + 5),
                                               "NE+INST+lex", seed=seed)
    counts["eng-stopwords"] = write_lexicon(root, "eng-stopwords", STOP_WORDS, "STOP+word", seed=seed,
                                            comment="eng-stopwords: hand-typed common capitalised words")
    counts["eng-drugs"] = write_lexicon(root, "eng-drugs", drugs(max(10, n["stop"] - len(STOP_WORDS)), seed + 6),
                                        "STOP+drug", case="ignore", diacritics="ignore", seed=seed)
    counts["eng-titles"] = write_lexicon(root, "eng-titles", [f"{t}\t\t\t{g}" for t, g in TITLES], "TITLE",
                                         case="smart", seed=seed)
    return counts


# -- grammar folder ---------------------------------------------------------------------------------

LANGUAGE_TOML = '''name = "eng"
description = "Synthetic engine-benchmark language (clinical Spanish shapes, synthetic lexicons)"
repeat_cap = 10

[inflection]
gender = "mf"
number = "sp"

[[phi]]
mask = "NE+FECHAS"
label = "FECHAS"
element = "date"

[[phi]]
mask = "NE+CORREO_ELECTRONICO"
label = "CORREO_ELECTRONICO"

[[phi]]
mask = "NE+URL"
label = "URL_WEB"

[[phi]]
mask = "NE+NUMERO_TELEFONO"
label = "NUMERO_TELEFONO"

[[phi]]
mask = "NE+ID"
label = "ID_SUJETO_ASISTENCIA"

[[phi]]
mask = "NE+EDAD"
label = "EDAD_SUJETO_ASISTENCIA"

[[phi]]
mask = "NE+INST"
label = "HOSPITAL"

[[phi]]
mask = "NE+CALLE"
label = "CALLE"

[[phi]]
mask = "NE+TERRITORIO"
label = "TERRITORIO"

[[phi]]
mask = "NE+persName"
label = "NOMBRE_SUJETO_ASISTENCIA"

[[phi]]
mask = "NE+OTROS"
label = "OTROS_SUJETO_ASISTENCIA"
'''

COMMON = '''from fstdeid.grammar import *

glued = attached()
notstop = ~lex("STOP")
name_word = cap() & notstop
de = lit("de", ignore_case=True)
del_ = lit("del", ignore_case=True)
colon = punct(":")
'''

STAGES: dict[str, tuple[str, str, str]] = {}  # name -> (mode, repeat, body)

STAGES["blocking"] = ("Replace", "1", '''
"""Non-PHI that looks like PHI, tagged first so later stages leave it alone."""
icd10 = regex(r"[A-TV-Z]") + (digits(2) & glued) + opt((punct(".") & glued) + (digits(1, 2) & glued))
level = regex(r"[CTLS]") + (digits(1, 2) & glued)
vertebrae = level + opt((punct("-") & glued) + (regex(r"[CTLS]") & glued) + (digits(1, 2) & glued))
unit = alt(*(lit(u, ignore_case=True) for u in ["mg", "g", "ml", "mmol", "meq", "ui", "cm", "mm", "kg",
                                                 "mcg", "dl", "l", "mmhg", "lpm", "h"]))
per = punct("/") + (lit("día") | lit("dia") | lit("h") | lit("kg") | lit("l") | lit("dl") | lit("min") | number())
decimal = number() + opt((punct(",") | punct(".")) + number())
dose = decimal + unit + opt(per)
STAGE = Stage("blocking", [
    Rule("icd10", icd10, codes="NONPHI+icd10"),
    Rule("vertebrae", vertebrae, codes="NONPHI+vertebra", weight=1),
    Rule("dose", dose, codes="NONPHI+dose"),
    Rule("drug", lex("STOP+drug"), codes="NONPHI+drug"),
    Rule("stopword", lex("STOP+word"), codes="NONPHI+word", weight=1),
])
''')

STAGES["dates"] = ("Merge", "1", '''
"""Dates: 14/05/1952, 21-03-2018, 2 de noviembre de 2020, mayo del 2.003, lunes 9 de noviembre."""
MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
          "setiembre", "octubre", "noviembre", "diciembre"]
DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
month = alt(*(lit(m, ignore_case=True) for m in MONTHS))
weekday = alt(*(lit(d, ignore_case=True) for d in DAYS))
day = digits(1, 2)
year = digits(4) | (digits(1) + (punct(".") & glued) + (digits(3) & glued))
sep = punct("/") | punct("-") | punct(".")
STAGE = Stage("dates", [
    Rule("numeric_dmy", day + sep + digits(1, 2) + sep + (digits(4) | digits(2)), codes="NE+FECHAS+num"),
    Rule("numeric_my", digits(1, 2) + punct("/") + digits(4), codes="NE+FECHAS+num", weight=2),
    Rule("day_month_year", opt(weekday + opt(punct(","))) + day + de + month + opt((de | del_) + year),
         codes="NE+FECHAS+text"),
    Rule("month_year", month + opt(de | del_) + year, codes="NE+FECHAS+text", weight=1),
])
''')

STAGES["contacts"] = ("Merge", "1", '''
"""E-mails, URLs and phones (after a trigger word: a left context)."""
phone_9 = digits(9) | (digits(3) + digits(3) + digits(3)) | (digits(3) + digits(2) + digits(2) + digits(2))
trigger = alt(*(lit(t, ignore_case=True) for t in ["teléfono", "telefono", "tel", "tlf", "tfno", "móvil",
                                                       "movil", "fax", "contacto"]))
STAGE = Stage("contacts", [
    Rule("email", email(), codes="NE+CORREO_ELECTRONICO"),
    Rule("url", url(), codes="NE+URL"),
    Rule("phone", left(trigger + opt(punct(".")) + opt(colon)) + opt(punct("+") + digits(2)) + phone_9,
         codes="NE+NUMERO_TELEFONO"),
    Rule("phone_plus", punct("+") + digits(2) + phone_9, codes="NE+NUMERO_TELEFONO", weight=1),
])
''')

STAGES["ids"] = ("Merge", "1", '''
"""Identifiers after their trigger (left context): NHC: 2879056, NºCol: 29 29 70367, DNI 12345678Z."""
trigger = (lit("NHC") | lit("NASS") | lit("NIF") | lit("DNI") | lit("NUSHA") | lit("CIP") | lit("SIP")
           | words("Nº Col") | words("NºCol") | words("Nº de colegiado") | words("número de historia")
           | words("Historia clínica") | lit("Colegiado", ignore_case=True))
id_body = number() + opt(regex(r"[A-Za-z]") & glued) | regex(r"[A-Z]") + (number() & glued)
STAGE = Stage("ids", [
    Rule("id", left(trigger + opt(punct(".")) + opt(colon)) + id_body + repeat(number(), 0, 3), codes="NE+ID"),
])
''')

STAGES["postcodes"] = ("Merge", "1", '''
"""Spanish postcodes: after CP: (left context) or before a capitalised town name (right context)."""
postcode = regex(r"(0[1-9]|[1-4]\\d|5[0-2])\\d{3}")
STAGE = Stage("postcodes", [
    Rule("after_cp", left((lit("CP") | words("C.P.") | words("Código postal")) + opt(punct(".")) + opt(colon))
         + postcode, codes="NE+TERRITORIO+cp"),
    Rule("before_town", postcode + right(cap() | lex("NE+TERRITORIO")), codes="NE+TERRITORIO+cp", weight=1),
])
''')

STAGES["ages"] = ("Merge", "1", '''
"""Ages: Edad: 41, 75 años, de 3 meses."""
STAGE = Stage("ages", [
    Rule("header", left(lit("Edad", ignore_case=True) + opt(colon)) + number() + opt(lit("años")),
         codes="NE+EDAD"),
    Rule("years", number() + (lit("años") | lit("meses") | lit("semanas")) + opt(de + lit("edad")), codes="NE+EDAD",
         weight=1),
])
''')

STAGES["first_names"] = ("Merge", "1", '''
"""First names from the lexicon; a title agreeing in gender with the first name (Dra. María)."""
first = lex("NE+persName+first")  # plain lex(): multi-word entries need it (a compound is one token)
STAGE = Stage("first_names", [
    Rule("titled", part("title", lex("TITLE")) + opt(punct(".")) + part("first", lex("NE+persName+first")),
         codes="NE+persName+first+titled", infl_from=("first",), agree={"gender": ("title", "first")}),
    Rule("first", part("first", first) + opt(part("second", first)), codes="NE+persName+first",
         infl_from=("first",), weight=1),
])
''')

STAGES["names"] = ("Merge", "1", '''
"""Full names: a first-name tag + surnames (tags of the earlier stage), header fields, titles."""
last = lex("NE+persName+last")
header = (lit("Nombre") | lit("Apellidos") | lit("Paciente") | lit("Médico") | lit("Medico")
          | lit("Firmado") | lit("Responsable") | words("Remitido por") | lit("Enfermera") | lit("Familiar"))
person_unit = name_word | tag("NE+persName")
STAGE = Stage("names", [
    Rule("full", tag("NE+persName+first") + last + opt(opt(lit("y") | punct("-")) + last), codes="NE+persName+full"),
    Rule("header", left(header + opt(punct(".")) + colon) + repeat(person_unit, 1, 4), codes="NE+persName+header",
         weight=1),
    Rule("titled", lex("TITLE") + opt(punct(".")) + repeat(person_unit | last, 1, 3), codes="NE+persName+title",
         weight=2),
    Rule("initial", (upper() & regex(r"[A-Z]")) + punct(".") + last + opt(last), codes="NE+persName+initial",
         weight=3),
])
''')

STAGES["places"] = ("Merge", "1", '''
"""Places from the lexicon (multi-word entries), places in brackets, header fields."""
place = lex("NE+TERRITORIO+top")
header = (lit("Localidad") | lit("Provincia") | lit("Municipio") | lit("País") | lit("Residencia")
          | words("Lugar de nacimiento") | lit("Domicilio"))
place_unit = name_word | tag("NE+TERRITORIO")
STAGE = Stage("places", [
    Rule("bracketed", place + punct("(") + place + punct(")"), codes="NE+TERRITORIO+top"),
    Rule("place", place, codes="NE+TERRITORIO+top", weight=1),
    Rule("header", left(header + opt(punct("/") + header) + opt(colon)) + repeat(place_unit, 1, 3)
         + opt(punct(",") + place_unit), codes="NE+TERRITORIO+header", weight=2),
])
''')

STAGES["streets"] = ("Merge", "1", '''
"""Streets: Calle Bravo Murillo, 86, 1 A; C/ Mayor 5; Avda. de la Constitución s/n."""
kind = (lit("Calle") | lit("calle") | (lit("C") + (punct("/") & glued)) | lit("Avda") | lit("Avenida")
        | lit("Plaza") | lit("Pza") | lit("Paseo") | lit("Ronda") | lit("Camino") | lit("Travesía") | lit("Carretera"))
article = de | del_ | lit("la") | lit("las") | lit("los") | (de + lit("la"))
street_name = lex("NE+CALLE+name") | repeat(name_word | lex("NE+CALLE+name"), 1, 3)
number_part = opt(punct(",")) + (number() | (lit("s") + punct("/") + lit("n")))
STAGE = Stage("streets", [
    Rule("street", kind + opt(punct(".")) + opt(article) + street_name
         + opt(number_part + opt(opt(punct(",")) + number() + opt(regex(r"[A-Z]|[a-z]")))),
         codes="NE+CALLE"),
])
''')

STAGES["orgs"] = ("Merge", "1", '''
"""Institutions: the lexicon's multi-word entries; Hospital ... + a place or person tag."""
head = (lit("Hospital") | lit("Clínica") | words("Centro de Salud") | lit("Ambulatorio") | lit("Consultorio")
        | words("Centro Médico") | lit("Policlínica") | lit("Fundación") | lit("Mutua"))
qual = lit("Universitario") | lit("General") | lit("Comarcal") | lit("Provincial") | lit("Clínico") | lit("Regional")
what = tag("NE+TERRITORIO") | tag("NE+persName") | repeat(name_word, 1, 3)
STAGE = Stage("orgs", [
    Rule("lexicon", lex("NE+INST"), codes="NE+INST+lex"),
    Rule("hospital", head + repeat(qual, 0, 2) + opt(de | del_ | (de + lit("la"))) + what, codes="NE+INST",
         weight=1),
])
''')

STAGES["address"] = ("Merge", "*", '''
"""Addresses: a street or place tag followed by place tags, merged again until nothing changes."""
STAGE = Stage("address", [
    Rule("address", (tag("NE+CALLE") | tag("NE+TERRITORIO")) + opt(punct(",") | punct("-"))
         + tag("NE+TERRITORIO"), codes="NE+TERRITORIO+addr"),
    Rule("inst_place", tag("NE+INST") + opt(punct(",") | punct("(")) + tag("NE+TERRITORIO") + opt(punct(")")),
         codes="NE+INST+located", weight=1),
])
''')

ORDER = ["blocking", "dates", "contacts", "ids", "postcodes", "ages", "streets", "first_names", "names", "places",
         "orgs", "address"]
_EXTRA_TRIGGERS = ["Profesión", "Empresa", "Ocupación", "Aseguradora", "Mutua", "Colegio", "Religión",
                   "Nacionalidad", "Tutor", "Representante", "Cuidador", "Centro", "Unidad", "Planta", "Cama"]


def extra_stage(k: int) -> tuple[str, str, str]:
    trig = _EXTRA_TRIGGERS[(k - 13) % len(_EXTRA_TRIGGERS)]
    return ("Merge", "1", f'''
"""Extra header stage {k} (stage count above 12): `{trig}:` + capitalised words."""
STAGE = Stage("extra_{k}", [
    Rule("hdr", left(lit({trig!r}) + opt(colon)) + repeat(name_word, 1, 3), codes="NE+OTROS+x{k}"),
    Rule("hdr_num", left(lit({trig!r}) + opt(colon)) + number(), codes="NE+OTROS+n{k}", weight=1),
])
''')


def stage_list(n: int) -> list[tuple[str, tuple[str, str, str]]]:
    if n < 10:
        raise SystemExit("--stages must be at least 10")
    names = list(ORDER)
    if n < 12:
        names.remove("address")
    if n < 11:
        names.remove("ages")
    out = [(s, STAGES[s]) for s in names]
    if n > 12:
        extras = [(f"extra_{k}", extra_stage(k)) for k in range(13, n + 1)]
        out = out[:-1] + extras + out[-1:]
    return out


def make_grammars(gdir: Path, n_stages: int) -> list[str]:
    gdir.mkdir(parents=True, exist_ok=True)
    (gdir / "language.toml").write_text(LANGUAGE_TOML, encoding="utf-8")
    lines = ["# Synthetic engine-benchmark cascade (benchmarks/make_engine_language.py).",
             '# "file"              mode     state     repeat']
    names = []
    for name, (mode, rep, body) in stage_list(n_stages):
        (gdir / f"{name}.py").write_text(COMMON + body, encoding="utf-8")
        lines.append(f'"{name}.py"'.ljust(22) + f"{mode:<9}Enabled   {rep}")
        names.append(name)
    (gdir / "cascade.csc").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return names


def make_language(out: Path, entries: int = 400_000, stages: int = 12, seed: int = 0) -> dict:
    """Write the language under `out`; returns a summary (paths, counts)."""
    out = Path(out)
    t0 = time.perf_counter()
    gdir = out / "grammars" / LANG
    ldir = out / "lexicons" / LANG
    names = make_grammars(gdir, stages)
    counts = make_lexicons(ldir, entries, seed)
    size = sum(p.stat().st_size for p in ldir.rglob("*.tsv"))
    return {
        "grammar_dir": str(gdir),
        "lexicon_dir": str(ldir),
        "stages": names,
        "lexicon_entries": counts,
        "total_entries": sum(counts.values()),
        "lexicon_tsv_bytes": size,
        "seed": seed,
        "generate_seconds": round(time.perf_counter() - t0, 3),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--entries", type=int, default=400_000, help="lexicon entries in all (default 400000)")
    ap.add_argument("--stages", type=int, default=12, help="number of stages, at least 10 (default 12)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, help="also write the summary as JSON to this file")
    args = ap.parse_args(argv)
    info = make_language(args.out_dir, args.entries, args.stages, args.seed)
    print(f"grammar folder   {info['grammar_dir']}  ({len(info['stages'])} stages: {', '.join(info['stages'])})")
    print(f"lexicon folder   {info['lexicon_dir']}")
    for name, n in info["lexicon_entries"].items():
        print(f"  {name:<18} {n:8d} entries")
    print(f"total            {info['total_entries']:8d} entries, {info['lexicon_tsv_bytes'] / 1e6:.1f} MB of TSV, "
          f"generated in {info['generate_seconds']:.1f} s")
    if args.json:
        args.json.write_text(json.dumps(info, indent=1), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())

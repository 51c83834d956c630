"""Non-PHI that looks like PHI, tagged first so that later stages leave it alone.

* ICD-10 codes (`J18.9`, `E11.9`, `M51.2`) look like identifiers; vertebral levels (`L4-L5`) like
  codes. The tokenizer splits letters from digits, so `attached()` keeps the parts of a code glued
  together.
* Eponyms: `enfermedad de Crohn`, `síndrome de Down`, `escala de Glasgow`, `fiebre de Malta`,
  `maniobra de Valsalva`, `criterios de Jones`: the capitalised words after a clinical head noun
  and `de` are a disease, sign or method named after a person or a place, never the patient's
  name or town (and `Malta` would otherwise be a country).

`síndrome de Down` is the corpus's exception: it is labelled OTROS_SUJETO_ASISTENCIA (information
about the patient), so it gets that tag here.

* `rojo Congo`, `tinta china`: stains, not the countries; `Crimea-Congo`: a fever.
* `C.P.` is one unit (its `C` is not a flat's door: `s/n C.P. 28045`).
* Quantities and lab values (`300 mg`, `12,5 g/dl`, `140/90 mmHg`, `38,5 ºC`; a temperature has two
  digits or decimals, `8º C` is a floor and door) are measurements; drug
  names of the es-nonphi lexicon (NONPHI+drug: `Sintrom`, `Adiro`, `Nolotil`...) are drugs, not
  persons or places.

The stage runs in Replace mode: its tags stand alone and later stages see each as one unit.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
glued = attached()
icd10 = regex(r"[A-TV-Z]") + (digits(2) & glued) + opt((punct(".") & glued) + (digits(1, 2) & glued))
level = regex(r"[CTLS]") + (digits(1, 2) & glued)
vertebrae = level + opt((punct("-") & glued) + (regex(r"[CTLS]") & glued) + (digits(1, 2) & glued))

HEADS = ["enfermedad", "síndrome", "sindrome", "signo", "maniobra", "test", "prueba", "escala", "clasificación",
         "criterios", "tinción", "técnica", "método", "fórmula", "índice", "reacción", "fiebre", "fenómeno",
         "triada", "tríada", "ley", "regla", "puntuación", "score", "tumor", "sarcoma", "linfoma", "quiste",
         "divertículo", "úlcera", "incisión", "colgajo", "cánula", "sonda", "pinza", "hernia", "fractura",
         "bloqueo", "virus", "bacilo", "células", "cuerpos", "nódulos", "anillo", "conducto", "ligamento",
         "ampolla", "esfínter"]
head = alt(*(ci(h) for h in HEADS))
eponym_word = cap() + opt(punct("-") + cap())
eponym = head + (ci("de") | ci("del")) + eponym_word + repeat((ci("y") | punct("-")) + eponym_word, 0, 2)

# MEDDOCAN labels Down's syndrome as information about the patient (OTROS_SUJETO_ASISTENCIA): the
# corpus's exception to the eponym rule.
down = (ci("síndrome") | ci("sindrome")) + ci("de") + lit("Down")

# Quantities with their unit and lab values: "300 mg", "12,5 g/dl", "140/90 mmHg", "38,5 ºC". A number
# there is a dose or a measurement, never an age, a date or an identifier.
UNITS = ["mg", "kg", "mcg", "µg", "μg", "ng", "pg", "ml", "mL", "dl", "dL", "cc", "UI", "mEq", "mmol", "µmol",
         "μmol", "nmol", "mmHg", "lpm", "rpm", "cm", "mm", "µm", "μm", "kcal", "ppm", "mOsm", "Gy", "cGy", "mSv", "MBq",
         "mCi", "UFC"]
# one-letter units only with a denominator ("12,5 g/dl", "3 U/l"): "3 L", "2 g" may be a flat's door
SHORT_UNITS = ["g", "l", "L", "U"]
unit = alt(*(lit(u) for u in UNITS))
per = punct("/") + (unit | lit("h") | lit("día") | lit("d") | lit("min") | lit("kg") | lit("m") + (lit("2") & attached()) | lit("mm") + (lit("3") & attached())
                    | lit("µl") | lit("μl") | lit("24") + (lit("h") & attached()) | digits(1, 3) + opt(unit))
degree = (punct("º") | punct("°")) + lit("C")  # "38,5 ºC"; "2º" is a floor
quantity = number() + opt((punct(",") | punct(".")) + (digits(1, 3) & attached()))
# a temperature has two digits or decimals ("37 ºC", "38,5 ºC"): "8º C", "2ºC" are a flat's floor and door
temperature = (digits(2, 3) | number() + (punct(",") | punct(".")) + (digits(1, 3) & attached())) + degree
measure = quantity + (unit + opt(per) | alt(*(lit(u) for u in SHORT_UNITS)) + per) | temperature \
    | quantity + punct("/") + quantity + lit("mmHg")
# Drug names (es-nonphi NONPHI+drug): brand and generic names that look like names or places
drug = lex("NONPHI+drug", lexicon="es-nonphi")

# The stains "rojo Congo" and "tinta china" (India ink: "tinta China", "tinta India"), and the Crimean-Congo
# haemorrhagic fever ("fiebre hemorrágica de Crimea-Congo"), not the countries ("fiebre de Malta", "virus del Nilo"
# are eponyms above)
congo_red = ci("rojo") + opt(ci("de")) + lit("Congo") | ci("tinta") + (ci("china") | ci("india")) \
    | ci("Crimea") + punct("-") + ci("Congo")
# "C.P." (código postal) as one unit, so that no later rule takes its "C" for a flat's door
# ("Avda. Martín Lagos, s/n C.P. 28045") or an initial
postcode_field = lit("C") + punct(".") + lit("P") + opt(punct("."))

STAGE = Stage("blocking", [
    Rule("postcode_field", postcode_field, codes="NONPHI+cpfield"),
    Rule("congo_red", congo_red, codes="NONPHI+eponym"),
    Rule("measure", measure, codes="NONPHI+measure", weight=1),
    Rule("drug", drug, codes="NONPHI+drug", weight=1),
    Rule("down_syndrome", down, codes="NE+OTROS_SUJETO_ASISTENCIA+down", weight=-1),
    Rule("icd10", icd10, codes="NONPHI+icd10"),
    Rule("vertebrae", vertebrae, codes="NONPHI+vertebra", weight=1),
    Rule("eponym", eponym, codes="NONPHI+eponym"),
])

"""Non-PHI that looks like PHI, tagged first so that later stages leave it alone.

* ICD-10 codes (`J18.9`, `E11.9`, `M51.2`) look like identifiers; vertebral levels (`L4-L5`) like
  codes. The tokenizer splits letters from digits, so `attached()` keeps the parts of a code glued
  together.
* Eponyms: `enfermedad de Crohn`, `síndrome de Down`, `escala de Glasgow`, `fiebre de Malta`,
  `maniobra de Valsalva`, `criterios de Jones`: the capitalised words after a clinical head noun
  and `de` are a disease, sign or method named after a person or a place, never the patient's
  name or town (and `Malta` would otherwise be a country).

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

STAGE = Stage("blocking", [
    Rule("icd10", icd10, codes="NONPHI+icd10"),
    Rule("vertebrae", vertebrae, codes="NONPHI+vertebra", weight=1),
    Rule("eponym", eponym, codes="NONPHI+eponym"),
])

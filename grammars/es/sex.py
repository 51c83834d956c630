"""Sex of the patient (MEDDOCAN SEXO_SUJETO_ASISTENCIA).

Conventions learnt from the MEDDOCAN training notes:

* the header `Sexo:` value alone: `Sexo: [H]`, `[M]`, `[F]`, `[Varón]`, `[Mujer]`, `[Femenino]`;
* in the narrative, the words `varón`, `mujer`, `hombre`, `niño`, `niña`, `masculino`,
  `femenino`, `femenina` (any case) when they describe the patient: `[Varón] de 40 años`,
  `Paciente [varón] de 60 años`, `de sexo [femenino]`; `chico`, `chica` with the age (`[Chica] de 16 años`);
* `hijo varón`, `hermano varón` are the patient's relatives (FAMILIARES_SUJETO_ASISTENCIA, the
  whole phrase), and so are the word in brackets after a relative (`hijo (un [varón])`, with a count: `4 de sus
  hermanos ([3 varones] y una [mujer])`, not after the patient's place among the siblings: `la sexta de nueve
  hermanos (5 varones y 4 mujeres)`), a list after a colon (`dos hijos: un [varón] de 10 años y una [mujer]`), the
  patient's child or spouse named by the sex (`Madre de una [niña]`, `Tiene un [niño] de 3 años`, `Casada con un
  [hombre]`; general forms, not from the training notes), `su [mujer]`
  and someone's wife (`la [mujer] de éste`, `la [mujer] de su hermano`), a relative described in apposition
  (`Su hija, una [niña] de 5 años`), relatives named by the sex in a list after a colon or a count after a comma
  (`Hermanos: [dos varones] y una [mujer]`, `tres hijos, [dos niñas] y un [niño]`; general forms) and the patient's
  baby after a birth verb (`nació una [niña] de 3000 g`);
* a newborn is the patient when its age in days follows (`Recién nacido [varón] de 2 días`), no one the corpus
  labels otherwise (`recién nacido varón de 3500 g`);
* the patient named by a noun that says the sex, before the age: `[Anciana] de 85 años`, `una [señora] de 70 años`,
  `[Recién nacido] de 29 días` (train labels `persona [anciana]` and `[Recién nacido] de 29 días`), and `persona
  [anciana]`, `paciente [anciano]`; not `el anciano` in general; the Latin-American `[Caballero] de 45 años`, `[Dama]
  de 45 años`, and `una [chica] joven de 17 años`;
* (general forms) a relative with the side of the family or the rank before the apposition is a relative too (`Abuela
  materna, [mujer] de 80 años`), as are the babies after `nacimiento de` and the next one of the list (`nacimiento de
  un [varón] y una [mujer]`); a twin's numbered foetus is no one's sex (`feto 1 varón`);
* (general forms, esage5) the sex words of a pedigree or of the patient's children are relatives (`Un [varón] afecto en
  la familia`, `[Varones] de la familia afectados`, `Ha tenido un [varón] y una [mujer]`; not `Es el primer [varón] de
  la familia`, SEXO), and `de sexo X` after a relative or the patient's baby is no one's (`Tiene un hijo de sexo
  masculino`, `Parto de un niño de sexo masculino`); the sex letter opening a line before the age (`[V], 45 años`); a
  form's dotted leader (`Sexo...... [M]`); `El [recién nacido], de 4 días` is the patient;
* (esrel8, general forms, no train case) the patient's child after `su` (`Acude con su [niño de 3 años]`, as `su
  [hijo]`), a digit count of one in a list of relatives (`(2 varones y [1 mujer])`) and the baby after `dio a luz`
  without `a` (`Dio a luz una [niña]`) are relatives;
* `pareja femenina`, `pareja masculina` is the patient's partner (FAMILIARES_SUJETO_ASISTENCIA, with its age:
  `[pareja femenina de 23 años]`);
* not when they describe someone else or something else: `feto varón`, `producto varón`, `fenotipo masculino`,
  `cariotipo femenino`, `Hospital del Niño`, the patient's childhood (`cuando era niño`, `desde niña`). These contexts are tagged NONPHI here, so that
  the sex rule (which matches one word) loses to the longer non-PHI match;
* (general forms, not from the training notes) nor in statements about people in general: a frequency (`más frecuente
  en el sexo femenino`, `predomina en el varón`), a ratio (`relación varón/mujer`), `síndrome del niño maltratado`,
  a karyotype (`cariotipo 46,XX femenino`), a donor.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# ("masculina" as "femenina": "Sexo: [Masculina]", "Paciente [masculina]"; esnum7, general form)
sex_word = (ci("varón") | ci("varon") | ci("mujer") | ci("hombre") | ci("niño") | ci("niña") | ci("masculino")
            | ci("femenino") | ci("femenina") | ci("masculina"))
header_value = (lit("H") | lit("M") | lit("F") | lit("V") | lit("h") | lit("m") | sex_word | ci("hombre")
                | ci("masculino") | ci("femenino") | ci("fem") | ci("masc"))
# "Sexo/Edad:", "Edad/Sexo:": a header of the two fields, in either order (_sex_age_header.py, the ages stage's too;
# and a form's dotted leader, "Sexo...... M")
_HEADER = runpy.run_path(str(Path(__file__).with_name("_sex_age_header.py")))
sex_and_age, age_and_sex, dot_leader = _HEADER["sex_and_age"], _HEADER["age_and_sex"], _HEADER["dot_leader"]
# "Sexo:", "Sexo -", "Sexo =", "Sexo.-", "Sexo (H/M):", "Sexo (M/F):", "Sexo (V/M):", a form's "Sexo...... M"
sex_letter = lit("H") | lit("M") | lit("F") | lit("V")
sex_header = (ci("Sexo") | ci("Género") | ci("Genero")) \
    + opt(punct("(") + sex_letter + punct("/") + sex_letter + punct(")")) \
    + opt(punct(":") | punct("-") | punct("=") | punct(".") + punct("-") | dot_leader)
# the words after which "masculino", "femenino" name the patient's sex ("paciente femenina", "de sexo masculino",
# "Lactante de sexo femenino", "recién nacido masculino")
sex_noun = either(*(ci(w) for w in [
    "paciente", "sexo", "género", "genero", "estudiante", "individuo", "sujeto", "persona", "lactante", "neonato",
    "nacido", "nacida", "adolescente", "joven", "bebé", "bebe", "adulto", "adulta", "anciano", "anciana", "enfermo",
    "enferma", "caso", "niño", "niña", "rn", "prematuro", "prematura", "escolar", "preescolar", "infante"]))
# a relative: "hijo varón", "hermano varón" are relatives of the patient (FAMILIARES_SUJETO_ASISTENCIA)
# (every kin noun of that kind, singular and plural: "su primer bisnieto (un [varón])", "4 de sus sobrinos
# ([3 varones] y una [mujer])")
RELATIVES = ["hijo", "hija", "hijos", "hijas", "hermano", "hermana", "hermanos", "hermanas", "primo", "prima", "primos",
             "primas", "sobrino", "sobrina", "sobrinos", "sobrinas", "nieto", "nieta", "nietos", "nietas", "bisnieto",
             "bisnieta", "bisnietos", "bisnietas", "gemelo", "gemela", "gemelos", "gemelas", "mellizo", "melliza",
             "mellizos", "mellizas", "tío", "tía", "tíos", "tías", "abuelo", "abuela", "abuelos", "abuelas", "cuñado",
             "cuñada", "cuñados", "cuñadas", "hijastro", "hijastra", "hijastros", "hermanastro", "hermanastra",
             "hermanastros", "descendientes", "familiares"]
relative = alt(*(ci(w) for w in RELATIVES))
other_person = ci("feto") | ci("producto") | ci("donante") | ci("otro") | ci("otra") | ci("el") + ci("otro") | ci("amigos") \
    | ci("amigo") | ci("amiga")
# a relative described in apposition: "Su hija, una [niña] de 5 años", "acude con su madre, una [mujer] de 40 años"
# (as in brackets: "Su primer hijo (un [varón])")
APPOSED = RELATIVES + ["madre", "padre", "esposa", "esposo", "marido", "pareja", "cónyuge", "conyuge", "novio", "novia",
                       "suegro", "suegra", "yerno", "nuera", "bisabuelo", "bisabuela", "padrastro", "madrastra",
                       "progenitor", "progenitora"]
# (with the side of the family or the rank: "Abuela materna, [mujer] de 80 años", "Su hijo mayor, un [varón] de 20")
lineage = opt(alt(*(ci(w) for w in ["materno", "materna", "paterno", "paterna", "maternos", "paternos", "maternas",
                                    "paternas", "mayor", "menor", "mayores", "menores"])))
apposed_kin = alt(*(ci(w) for w in APPOSED)) + lineage
# (without the article: "Tiene una hija, [niña] de 5 años", "Padre: [varón] de 45 años"; not after "familiares": "Sin
# antecedentes familiares, varón de 45 años" is the patient)
apposed_kin_bare = alt(*(ci(w) for w in APPOSED if w not in ("familiares", "descendientes"))) + lineage
# a newborn: the patient when its age in days follows ("Recién nacido [varón] de 2 días de vida", as "Lactante
# [varón] de 4 meses"), else the patient's baby in an obstetric note ("recién nacido varón de 3.200 g")
newborn = (ci("recién") | ci("recien")) + (ci("nacido") | ci("nacida"))
NUMBER_WORDS = ["un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
                "doce", "trece", "catorce", "quince", "veinte", "treinta"]
small_count = either(digits(1, 2), *(ci(w) for w in NUMBER_WORDS))
newborn_unit = either(*(ci(w) for w in ["día", "días", "dia", "dias", "hora", "horas", "semana", "semanas", "mes",
                                         "meses"]))
# ("Recién nacido varón, 3 días": the age after a comma too)
newborn_sep = either(ci("de"), punct(","))
# ("El recién nacido, de 4 días": both)
newborn_lead = newborn_sep | punct(",") + ci("de")
newborn_age = newborn_lead + small_count + newborn_unit
# nouns for the patient that say the sex (in the words' gender) and take an age ("Anciana de 85 años")
elderly = ci("anciano") | ci("anciana")
# ("[Caballero] de 45 años", "[Dama] de 45 años": the Latin-American notes' polite words for the patient)
gendered_noun = elderly | ci("señor") | ci("señora") | ci("caballero") | ci("dama")
age_unit = newborn_unit | ci("año") | ci("años")
# "nació una niña", "dio a luz a un varón", "obteniéndose un varón": the patient's baby, a relative (as "la [recién
# nacida]")
BIRTH = ["nació", "nacio", "nace", "nacieron", "obteniéndose", "obteniendose", "obtuvo", "extrajo", "extrae",
         # (general forms: "tuvo un varón de 3.500 g", "parió una niña")
         "tuvo", "parió", "pario",
         # (esage5, general forms: "naciendo una niña", "Se obtiene un varón")
         "naciendo", "nacen", "obtiene", "obteniendo", "obtienen", "extraen"]
# (and the birth named by a noun: "con nacimiento de un [varón]", "Parto eutócico de un [varón]", "extracción de una
# [niña]")
BIRTH_NOUNS = ["nacimiento", "parto", "extracción", "extraccion"]
birth_adjective = either(*(ci(w) for w in ["eutócico", "eutocico", "distócico", "distocico", "vaginal",
                                           "instrumental", "normal", "prematuro", "gemelar", "fetal"]))
# ("dio a luz una niña" without the "a" as "dio a luz a un varón"; esrel8, general form: was SEXO)
birth = alt(*(ci(w) for w in BIRTH)) + opt(ci("una") | ci("un")) | ci("luz") + opt(ci("a")) + (ci("una") | ci("un")) \
    | alt(*(ci(w) for w in BIRTH_NOUNS)) + opt(birth_adjective) + ci("de") + (ci("una") | ci("un"))
one = ci("un") | ci("una")
# "ha tenido", "había tenido", "tuvo": the patient's children after it (esage5)
had = (ci("ha") | ci("había") | ci("habia") | ci("han") | ci("habían")) + ci("tenido") | ci("tuvo")
affected = either(*(ci(w) for w in ["afecto", "afecta", "afectos", "afectas", "afectado", "afectada", "afectados",
                                    "afectadas", "sano", "sana", "portador", "portadora", "fallecido", "fallecida"]))
family_after = opt(affected) + (ci("en") | ci("de")) + (ci("la") | ci("su")) + ci("familia")
# "3 varones", "dos mujeres": a count of relatives named by the sex
# (and "1 mujer" in such a count, the digit part of the span as in "[3 varones]": "(2 varones y [1 mujer])"; esrel8,
# general form; "una [mujer]" keeps its article out, as train writes it)
sex_count = small_count + (ci("varones") | ci("mujeres") | ci("niños") | ci("niñas") | ci("hombres")) \
    | lit("1") + sex_word
# the patient's place among the siblings: "la sexta de nueve hermanos", "el mayor de tres hermanos"
rank = alt(*(ci(w) for w in ["primero", "primera", "segundo", "segunda", "tercero", "tercera", "cuarto", "cuarta",
                             "quinto", "quinta", "sexto", "sexta", "séptimo", "séptima", "octavo", "octava", "noveno",
                             "novena", "último", "última", "mayor", "menor", "mediano", "mediana", "pequeño",
                             "pequeña"]))
partner_word = ci("mujer") | ci("hombre") | ci("marido")
# "la mujer de éste", "la mujer de su hermano": someone's wife, a relative of the patient
someone = ci("éste") | ci("este") | ci("él") | ci("aquel") | ci("aquél") | opt(ci("su") | ci("un") | ci("el")) + relative
# the sex words after "su" that name no one ("su varón", "su femenino"; "su [niña]" is the patient's child)
not_partner_sex = ci("varón") | ci("varon") | ci("masculino") | ci("femenino") | ci("femenina")
# "cuando era niño", "desde niña", "siendo niño": the patient's childhood, not the sex
childhood = (ci("cuando") + (ci("era") | ci("eran") | ci("fue")) | ci("desde") | ci("siendo")) + (ci("niño") | ci("niña"))
# "amigos de sexo masculino", "pacientes del sexo femenino", "personas de otro sexo": other people's sex (the
# patient's is written after a word for the patient or alone: "Paciente de sexo [femenino]", "sexo [femenino], 23
# años")
OTHERS = ["amigo", "amiga", "amigos", "amigas", "compañero", "compañera", "compañeros", "compañeras",
          "persona", "personas", "pacientes", "individuos", "sujetos", "niños", "niñas", "casos", "contactos",
          "donante", "donantes", "feto", "fetos",
          "nacidos", "recién", "bebés", "adultos", "enfermos", "varones", "mujeres", "hombres", "otro", "otra", "otros",
          "otras", "mismo", "distinto", "diferente", "opuesto", "ambos",
          # (one of several, a pronoun for someone else: "Hermanos: uno de sexo masculino y otro femenino"; esfix6b,
          # general form)
          "uno", "una", "unos", "unas"]
others_sex = alt(*(ci(w) for w in OTHERS)) + opt(ci("de") | ci("del")) + opt(ci("otro") | ci("mismo") | ci("distinto")) \
    + (ci("sexo") | ci("género") | ci("genero")) + opt(punct(":")) + header_value
# a relative's sex, "Tiene un hijo de sexo masculino", "sus hermanos del sexo femenino", "Su bebé, de sexo femenino",
# "Parto de un niño de sexo masculino" (esage5, general forms): no one the corpus labels SEXO; matched from "sexo", so
# that the relatives stage still finds the relative before it
sexed = (ci("sexo") | ci("género") | ci("genero")) + opt(punct(":")) + header_value
sex_owner = relative | alt(*(ci(w) for w in APPOSED)) | ci("producto") | (ci("su") | ci("sus")) + word() \
    | birth + opt(newborn) + opt(sex_word)
# an adjective of the body between the word and the sex: "morfología corporal femenina", "desarrollo puberal masculino",
# "genitales externos femeninos", "distribución pilosa masculina"
body_adjective = either(*(ci(w) for w in ["corporal", "puberal", "sexual", "externo", "externos", "pilosa", "piloso",
                                           "facial", "física", "físico"]))
# (and the body's look: "genitales de aspecto femenino", "distribución masculina del vello", "pelvis femenina")
not_patient = (ci("fenotipo") | ci("cariotipo") | ci("genotipo") | ci("patrón") | ci("hábito") | ci("habito")
               | ci("aspecto") | ci("apariencia") | ci("morfología") | ci("distribución") | ci("configuración")
               | ci("pelvis") | ci("vello") | ci("caracteres") | ci("rasgos")
               # (a condition or an organ named by the sex: "factor masculino" of an infertility work-up, "uretra
               # femenina", "mutilación genital femenina")
               | ci("factor") | ci("infertilidad") | ci("esterilidad") | ci("uretra") | ci("incontinencia")
               | ci("alopecia") | ci("calvicie") | ci("hipogonadismo") | ci("pseudohermafroditismo")
               | ci("hermafroditismo") | ci("genital") | ci("preservativo") | ci("condón")
               # (general forms: the body, a voice, an organ or a type named by the sex, "carcinoma de mama masculino",
               # "voz femenina", "genitales de tipo femenino", "un receptor masculino", "identidad de género femenina")
               | ci("mama") | ci("voz") | ci("tipo") | ci("receptor") | ci("receptora") | ci("hormona") | ci("órgano")
               | ci("genitales") | ci("biotipo") | ci("morfotipo") | ci("somatotipo") | ci("identidad")
               | ci("desarrollo") | ci("silueta") | ci("complexión")) \
    + opt(ci("de") | ci("del") | body_adjective)

# Statements about people in general, not the patient (general forms, not from the training notes):
# "más frecuente en el sexo femenino", "predomina en el varón", "afecta más a la mujer", "relación varón/mujer 3:1"
# (a ratio), "síndrome del niño maltratado", "cariotipo 46,XX femenino", "un donante masculino". (Rules starting at
# "de", "en", "del" for "Unidad de la Mujer", "en el sexo femenino", "programa del niño sano" made the stage slower for
# little.)
FREQUENCY = ["frecuente", "frecuentes", "común", "comunes", "raro", "rara", "raros", "raras", "habitual", "habituales",
             "prevalente", "prevalentes", "incidencia", "prevalencia", "predominio", "predomina", "predominan",
             "predominante", "predilección", "afecta", "afectan", "típico", "típica", "típicos", "típicas",
             "excepcional", "infrecuente", "infrecuentes"]
frequency = alt(*(ci(w) for w in FREQUENCY))
generic_in = (ci("en") | ci("entre") | ci("a") | ci("al") | ci("por") | ci("del")) + opt(ci("el") | ci("la"))
# (and the comparison: "más frecuente en la mujer que en el varón")
generic_sex = frequency + repeat(lower() & ~punct(), 0, 2) + generic_in + opt(ci("sexo")) + sex_word \
    + opt(ci("que") + generic_in + opt(ci("sexo")) + sex_word)
ratio_sep = punct(":") | punct("/") | punct("-")
sex_ratio = sex_word + ratio_sep + sex_word
generic_child = ci("síndrome") + ci("del") + (ci("niño") | ci("niña"))
karyotype_formula = repeat(number() | punct(",") | punct("(") | punct(")") | upper(), 1, 6)
# ("El cariotipo fue 46,XY, masculino normal": a verb or a colon between)
karyotype = (ci("cariotipo") | ci("cariotipos")) + opt(ci("fue") | ci("es") | ci("era") | ci("resultó") | punct(":")) \
    + karyotype_formula + sex_word

# a capitalised sex word right after a capitalised word inside a line is a surname: "Dr. Zorion [Niño]
# Gaztañaga", "Remitido por: Dra. Itziar [Varón]" (the relatives stage does the same after a title or a
# name of es-names; this one also covers first names the lexicon lacks). Not at the start of a line, nor
# after a header or patient word: "Paciente Varón de 40 años", "Adolescente Varón", "Sexo Varón".
SEX_SURNAMES = ["Varón", "Varon", "Niño", "Niña", "Mujer", "Hombre"]
# (the sex word inside its line: "...Clínico\nVarón de 40 años" is the sex)
cap_sex_word = either(*(lit(f) for w in SEX_SURNAMES for f in (w, w.upper()))) & ~line_start()
before_surname = cap() & ~regex("(?i)(sexo|g[eé]nero|edad|paciente|lactante|neonato|nacido|nacida|rn"
                                                 "|adolescente|joven|anciano|anciana|adulto|adulta|bebé|bebe|escolar"
                                                 "|preescolar|individuo|persona|caso|feto|el|la|un|una|del|al"
                                                 "|hospital|hospitales|infantil"
                                                 # (a heading written without its colon: "Enfermedad Actual Varón,
                                                 # 45 años", "Anamnesis Mujer con dolor")
                                                 "|actual|anamnesis|cl[ií]nic[oa]|historia|enfermedad|antecedentes"
                                                 "|motivo|consulta|ingreso|resumen|caso|descripci[oó]n|exploraci[oó]n"
                                                 "|informe|presentaci[oó]n|evoluci[oó]n|urgencias|diagn[oó]stico)")

STAGE = Stage("sex", [
    # (not before the age: "Informe Clínico [Mujer] de 45 años", a heading without its colon, then the patient)
    # (nor before the age set off by a comma: "Historia Actual Varón, 45 años")
    Rule("surname", left(before_surname) + cap_sex_word
         + right(~ci("de") & ~punct(",") | ci("de") + ~number() | punct(",") + ~number()), codes="NONPHI+surname",
         weight=-2),
    Rule("header", left(sex_header) + header_value, codes="NE+SEXO_SUJETO_ASISTENCIA"),
    # the two fields in one header (general forms, not from the training notes): "Sexo/Edad: [M]/45", "Sexo y edad:
    # [varón], 45 años", "Edad/Sexo: 45/[V]", "Edad y sexo: 45 años, [mujer]"
    Rule("header_with_age", left(sex_and_age) + header_value, codes="NE+SEXO_SUJETO_ASISTENCIA"),
    Rule("header_after_age", left(age_and_sex + digits(1, 3) + opt(ci("años") | ci("a")) + (punct("/") | punct(",") | punct("-")))
         + header_value, codes="NE+SEXO_SUJETO_ASISTENCIA"),
    # (esage5, general form) the sex letter opening a line before the age, as a list or a form writes it: "[V], 45
    # años", "[M], 45 a." (not "M, 45 mg")
    # (esnum7, general forms) without the comma, "[V] 45a, fumador", "[M] 45 a, HTA" ("a" glued or before a
    # punctuation: not "V 2 a 3 veces"); and after the age opening the line, "45a, [V].", "45 años, [M]" (a letter
    # alone then a punctuation or the line's end)
    Rule("letter_before_age", (either(lit("H"), lit("M"), lit("F"), lit("V")) & line_start())
         + right(opt(punct(",")) + digits(1, 3) + (ci("años") | ci("año") | ci("a") & attached()
                                                    | ci("a") + (punct(",") | punct(".") | punct(";")))),
         codes="NE+SEXO_SUJETO_ASISTENCIA"),
    Rule("letter_after_age", left((digits(1, 3) & line_start()) + (ci("años") | ci("año") | ci("a") + opt(punct(".")))
                                  + punct(","))
         + either(lit("H"), lit("M"), lit("F"), lit("V"))
         + right(punct(".") | punct(",") | punct(";") | line_start()), codes="NE+SEXO_SUJETO_ASISTENCIA"),
    Rule("relative", relative + sex_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # "Su primer hijo (un varón)", "sus hermanos (3 varones y una mujer)": a relative described in brackets
    Rule("relative_aside", left(relative + punct("(") + repeat(~punct(")") & ~punct("."), 0, 5)) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... and a count of them ("4 de sus hermanos ([3 varones] y una mujer)", "tres hijos ([dos varones] y una mujer)"; not
    # after the patient's place among the siblings: "la sexta de nueve hermanos (5 varones y 4 mujeres)" describes the
    # patient, a match of the same length and lower weight)
    Rule("relative_aside_count", left(relative + punct("(") + repeat(~punct(")") & ~punct("."), 0, 5)) + sex_count,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... or in a list after a colon, or a count after a comma: "Hermanos: [dos varones] y una [mujer]", "Tiene tres
    # hijos, [dos niñas] y un [niño]" (general forms)
    Rule("relative_list", left(relative + punct(":") + repeat(~punct(".") & ~punct(";") & ~punct(":"), 0, 5))
         + (sex_word | sex_count), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("relative_list_count", left(relative + punct(",") + repeat(~punct(".") & ~punct(";") & ~punct(":"), 0, 3))
         + sex_count, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("relative_list_next", left(relative + punct(",") + repeat(~punct(".") & ~punct(";") & ~punct(":"), 0, 3)
                                    + sex_count + (ci("y") | punct(",")) + one) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("siblings_of_patient", left(rank + ci("de") + small_count + relative + (punct("(") | punct(":"))
                                     + repeat(~punct(")") & ~punct("."), 0, 5)) + (sex_count | sex_word),
         codes="NONPHI+sex+siblings", weight=-1),
    # "pareja femenina": the patient's partner, named by the sex
    Rule("partner_sex", ci("pareja") + sex_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+partner"),
    # ("Tiene dos hijos: un varón y una mujer", "dos hijos, un varón de 10 años y una mujer de 8": each one a relative)
    Rule("relative_apposed", left(apposed_kin + (punct(",") | punct(":")) + one) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("relative_apposed_bare", left(apposed_kin_bare + (punct(",") | punct(":"))) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (with or without the articles: "Hermanos: niña de 10 años y [niño] de 8")
    Rule("relative_apposed_next", left(apposed_kin + (punct(",") | punct(":")) + opt(one) + sex_word
                                       + repeat(~punct(".") & ~punct(";") & ~ci("y"), 0, 4) + (ci("y") | punct(","))
                                       + opt(one | ci("otro") | ci("otra"))) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the patient's child or spouse named by the sex: "Madre de una niña de 5 años", "Tiene un niño de 3 años",
    # "Casada con un hombre de 40 años"
    Rule("child_of_patient", left((ci("madre") | ci("padre") | ci("mamá") | ci("papá")) + ci("de") + one
                                  | (ci("tiene") | ci("tenía") | ci("tuvo")) + one)
         + (ci("niño") | ci("niña") | ci("varón") | ci("varon")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (esage5, general forms) the children the patient has had, with the next one of the list and a count: "Ha tenido
    # un [varón] y una [mujer]", "Había tenido [dos niñas]"
    Rule("children_had", left(had + one) + sex_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("children_had_next", left(had + one + sex_word + (ci("y") | punct(",")) + one) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("children_had_count", left(had) + sex_count, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... and a member of the family in a pedigree: "Un [varón] afecto en la familia", "una [mujer] afectada de la
    # familia materna", "[Varones] de la familia afectados" (the patient is "Varón afecto de hipertensión", "Es el
    # primer varón de la familia": after "un"/"una" only, or in the plural)
    Rule("family_member", left(one) + sex_word + right(family_after), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("family_members", (ci("varones") | ci("mujeres") | ci("hombres")) + right(family_after),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("spouse_of_patient", left((ci("casada") | ci("casado") | ci("casó") | ci("convive")) + ci("con") + one)
         + sex_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a donor described in apposition, with the donor's age: "El donante, una mujer de 45 años", "el donante era un
    # varón" (no one the corpus labels)
    Rule("donor", left(ci("donante") + (punct(",") | ci("era") | ci("fue")) + one) + sex_word
         + opt(ci("de") + digits(1, 3) + (ci("años") | ci("meses"))), codes="NONPHI+sex+other"),
    # "su mujer": the patient's wife
    # ("su ex mujer", "su ex-marido": a former partner, as the relatives stage's "su [ex pareja]")
    Rule("partner", left(ci("su")) + partner_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    Rule("former_partner", left(ci("su")) + ci("ex") + opt(punct("-") & attached()) + partner_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    Rule("wife_of", left(ci("la") | ci("una")) + ci("mujer") + right(ci("de") + someone),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    # (a twin's number between: "feto 1 varón, feto 2 mujer")
    # ("su [niño]", "su [niña]" are the patient's child, as "su [hijo]", "sus [dos niñas]": esrel8, general form, no train
    # case; the NONPHI tag covered "su" and kept the relatives stage away)
    Rule("other_person", other_person + opt(digits(1, 2)) + sex_word
         | (ci("su") | ci("sus")) + not_partner_sex, codes="NONPHI+sex+other"),
    Rule("patients_child", left(ci("su")) + (ci("niño") | ci("niña")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("not_patient", not_patient + sex_word, codes="NONPHI+sex+other"),
    # someone else brought in by a preposition and an indefinite article: "relaciones con una mujer", "agredido por un
    # hombre", "contacto con un niño con varicela" (general form: the patient is introduced by "de": "el caso de un
    # varón"; a spouse, "casada con un varón", is the rule spouse_of_patient's, of lower weight)
    # (general form, not from the training notes) a statement about the sex in general, "el cáncer de mama en el
    # varón es raro", "En la mujer, la causa más frecuente es": "en" and the definite article before the adult's word
    # (the patient is "el paciente", or "el niño", "la niña", which the notes label)
    Rule("generic_in_the", left(ci("en") + (ci("el") | ci("la"))) + (ci("varón") | ci("varon") | ci("hombre") | ci("mujer")),
         codes="NONPHI+sex+other", weight=-1),
    # (general form) "masculino", "femenino" after a word that names no person are an adjective of that word, not the
    # patient's sex ("carácter masculino", "nombre femenino", "gónada femenina"): the training notes label them after
    # "paciente", "sexo", "estudiante" and a field's colon
    Rule("adjective", left(lower() & ~sex_noun) + (ci("masculino") | ci("femenino") | ci("femenina") | ci("masculina")),
         codes="NONPHI+sex+other", weight=-1),
    Rule("someone_else", left((ci("con") | ci("por") | ci("contra")) + (ci("un") | ci("una") | ci("otro") | ci("otra")))
         + sex_word, codes="NONPHI+sex+other"),
    Rule("generic_sex", generic_sex, codes="NONPHI+sex+other"),
    Rule("sex_ratio", sex_ratio, codes="NONPHI+sex+other"),
    Rule("generic_child", generic_child, codes="NONPHI+sex+other"),
    Rule("karyotype", karyotype, codes="NONPHI+sex+other"),
    # "[Chica] de 16 años", "un [chico] de 14 años": the patient described with the age (alone the words are too
    # general: "los chicos del colegio")
    Rule("youth", (ci("chico") | ci("chica") | ci("muchacho") | ci("muchacha"))
         + right(opt(ci("joven")) + ci("de") + small_count + (ci("años") | ci("año"))),
         codes="NE+SEXO_SUJETO_ASISTENCIA"),
    # the patient named by a noun that says the sex, with the age: "[Anciana] de 85 años", "[Señora] de 70 años", "una
    # [señora] de 60 años", "[Recién nacido] de 29 días de vida" (the training notes label "persona [anciana]" and
    # "Historia Actual: [Recién nacido] de 29 días"; general forms) and "persona/paciente [anciana]"
    Rule("gendered_patient", (gendered_noun | newborn) + right(newborn_lead + small_count + age_unit),
         codes="NE+SEXO_SUJETO_ASISTENCIA"),
    Rule("elderly_patient", left(ci("persona") | ci("paciente")) + elderly, codes="NE+SEXO_SUJETO_ASISTENCIA"),
    Rule("newborn_patient", left(newborn) + sex_word + right(newborn_age), codes="NE+SEXO_SUJETO_ASISTENCIA"),
    # (a newborn without its age in days, not after a birth verb: no one's sex that the corpus labels)
    Rule("newborn", newborn + sex_word + right(~newborn_sep | newborn_sep + ~small_count
                                                | newborn_sep + small_count + ~newborn_unit), codes="NONPHI+sex+other", weight=1),
    Rule("newborn_baby", left(birth + opt(newborn)) + sex_word, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... and the next baby of the list ("nacimiento de un varón y una [mujer]", "nacieron una niña y un [niño]")
    Rule("newborn_baby_next", left(birth + opt(newborn) + sex_word + (ci("y") | punct(",")) + one) + sex_word,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("childhood", childhood, codes="NONPHI+sex+childhood"),
    Rule("others_sex", others_sex, codes="NONPHI+sex+other"),
    Rule("relative_sex", left(sex_owner + opt(punct(",")) + (ci("de") | ci("del"))) + sexed, codes="NONPHI+sex+other"),
    Rule("hospital_nino", (ci("Hospital") | ci("Hospitales")) + opt(ci("del") | ci("de")) + sex_word + opt(ci("Jesús")),
         codes="NONPHI+sex+other"),
    Rule("sex_word", sex_word, codes="NE+SEXO_SUJETO_ASISTENCIA", weight=1),
])

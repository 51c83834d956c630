"""Ages of the patient (MEDDOCAN EDAD_SUJETO_ASISTENCIA).

Conventions learnt from the MEDDOCAN training notes:

* the span is the number with its unit: `Varón de [70 años]`, `Edad: [3 meses]`, `[siete años]`,
  `[2 años y 10 meses]`, `[tres meses y medio]`; `de edad` after it is not part of it;
* in the header `Edad:` the value alone is an age too (`Edad: [40]  Sexo: H`);
* in the narrative, years are an age after `de` (`Paciente de`, `Mujer de raza negroide de`),
  after `a los`, `desde los`, `hasta los`, `tenía`, `edad (de)`, and after the sex word and a
  comma (`Paciente mujer, [44 años]`); days, weeks and months only after a word for the patient
  (`Lactante de [3 meses]`, `Niña de [8 meses]`) or before `de edad`/`de vida`;
* durations and other people's ages are not the patient's: `hace 2 años`, `más de 10 años`,
  `cuadro de 2 años`, `tratamiento de 2 años`, `HTA de 10 años` (an acronym, an illness),
  a follow-up (`recidiva a los 2 años`, `revisión realizada a los 3 años`),
  `después de 2 años`, `dolor de 2 años de evolución`, `a los 2 años de seguimiento`,
  `a los 2 años del trasplante`, `Tío materno de 37 años`, `Padre fallecido a los 65 años`. The
  durations are tagged NONPHI from their first word: their match starts before the age rule's, so
  it wins (leftmost-longest); a relative's age is the relative's (FAMILIARES_SUJETO_ASISTENCIA:
  `Tío materno de [37 años]`), most of them tagged by the relatives stage before this one;
* `en/durante/entre los dos años ...` is a period (none labelled in the training notes), `a los 2
  años de postoperatorio/ingreso/...` a time since something;
* years right after the sex word (`Mujer [45 años]`), `a/hacia las [tres semanas] de vida`,
  hours of life of a newborn (`Neonato de [12 horas]`);
* also general forms: years right after a word for the patient (`Paciente [45 años]`, not `El paciente
  2 años después`), `a` abbreviating `años` after a word for the patient (`Paciente de [45 a].`, as
  the header's `Edad: [45 a]`), `Con [cinco años] presenta` opening a sentence, `a sus [45 años]`,
  `[año y medio]`, a span of life (`desde los [25 a los 33 años]`), numbers without their accent
  (`veintidos`).
* also: a decimal age after a word for the patient (`Niño de [2,5 años]`), the months after the years
  without `y` (`[3 años 2 meses]`), `con [3 meses] de vida`, the age opening a sentence before the sex
  word (`[45 años], varón`), the age in brackets after the birth date (`nacimiento: 12/03/1950 ([65 años])`);
  not ages: an illness by its ending before `de N años` (`hipertensión de 10 años`, `alcoholismo de 20
  años`; not `-ico`, `-ivo`: `diabético de 60 años` is the patient), `los 2 años siguientes/previos`.
* (general forms, not from the training notes) an acronym or a word with an illness's ending right after `paciente`
  or the sex word describes the patient (`Paciente VIH de [35 años]`, `Paciente oriental de [50 años]`: tagged
  NONPHI+descriptor from the patient's word, so the duration rules starting later lose); a symptom or a
  lump before `de N años` is its duration (`tos de 3 años`, `cefalea de 2 años`, `un bulto de 2 años`), and so is
  an average (`seguimiento medio de 5 años`); the header `Edad actual:`, `Edad al diagnóstico:`; `contaba [45 años]`,
  `tiene [18 meses] de edad`; a milestone of a child's development (`inició la marcha a los [18 meses]`); the age set
  off by commas (`En 2010, con [45 años], fue diagnosticado`); the number alone after a word for the patient before
  `.`, `;`, `que` (`Varón de [45] que acude`); years after a word for the patient and a comma (`Paciente, [45
  años],`); days, weeks and months after words describing the
  patient (`Lactante de raza gitana de [9 meses]`), not a newborn's gestational age (`de 38 semanas de gestación`);
  a time since something: `a los 2 años de ser diagnosticado / de operado`, `a los 2 años postrasplante`; a relative's
  age is one relative's (`Hijo de padres sanos, de [7 años]` is the patient's; not after a verb of saying).
* (general forms, esage4) `con` before years wherever it is (`Paciente que con [45 años] fue diagnosticada`;
  not `con 10 años de evolución`, `con 65 años o más`, `con 2 años y medio de ...`); the age after a name word of
  es-names, in brackets or between commas (`Juan Pérez ([45 años])`, `Luis Gil ([52])`, `Ana Gómez, [67 años],`).
* (general forms, esage5) an approximate age after `alrededor de`, `cerca de` (`Paciente de alrededor de [45
  años]`); a form's dotted leader (`Edad...... [45]`); the age in brackets after an acute event or an operation
  (`IAM ([45 años])`, `apendicectomía ([12 años])`; not `DM (10 años)`); a word for the decade of life is a word for
  the patient (`Paciente nonagenaria ([92 años])`); a baby the relatives stage found to be the patient (`El bebé, de
  [4 meses]`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
WORDS = ["un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
         "doce", "trece", "catorce", "quince", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve",
         "veinte", "veintiuno", "veintiún", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis",
         "veintisiete", "veintiocho", "veintinueve",
         "veintidos", "veintitres", "veintiseis", "veintiun",  # (written without the accent)
         "treinta", "cuarenta", "cincuenta", "sesenta", "setenta",
         "ochenta", "noventa", "cien"]
TENS = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
word_num = alt(*(ci(w) for w in WORDS))
# (esnum7, general forms: the older spelling "diez y ocho", "veinte y un años", and an approximate age, "setenta y
# tantos años", "cuarenta y pico años")
# (the units after "y" only: "de treinta y cuarenta años" is two ages)
UNIT_WORDS = WORDS[:WORDS.index("diez")]  # "un" ... "nueve"
tens_and = (alt(*(ci(w) for w in TENS)) | ci("veinte") | ci("diez")) + ci("y") \
    + (alt(*(ci(w) for w in UNIT_WORDS)) | ci("tantos") | ci("pico"))
# "90+ años": what the surrogate engine writes for an age above 89 reads as an age
count = digits(1, 3) + opt(punct("+") & attached())
quantity = count | word_num | tens_and
decimal = digits(1, 2) + punct(",") + (digits(1) & attached())  # "2,5 años"
# (a unit opening a line is no unit of the number that closes the line before: "Edad: [45]\nDías de ingreso: 5";
# esnum7)
years = either(ci("años"), ci("año"), ci("anos")) & ~line_start()
months = either(ci("meses"), ci("mes")) & ~line_start()
small_unit = months \
    | either(ci("días"), ci("dias"), ci("día"), ci("semanas"), ci("semana"), ci("horas")) & ~line_start()
unit = years | small_unit
# days, hours, weeks and months abbreviated: "2 m", "12 h", "2d", "6 sem"
small_abbr = lit("m") | lit("h") | lit("d") | ci("sem") | lit("hs") | lit("ds")
# (the months after the years without "y": "3 años 2 meses")
age = quantity + unit + opt(ci("y") + (quantity + small_unit | ci("medio"))) | quantity + years + quantity + months \
    | (ci("mes") | ci("año")) + ci("y") + ci("medio")  # "Lactante de mes y medio"
age_years = quantity + years + opt(ci("y") + (quantity + small_unit | ci("medio")) | quantity + months) \
    | ci("año") + ci("y") + ci("medio")  # "Niño de año y medio"
PERSON = ["paciente", "lactante", "neonato", "recién", "bebé", "chico", "chica", "joven", "adolescente", "caucásico",
          "caucásica", "nacido", "nacida",
          # other words for the patient: "RN de 36 horas de vida", "Anciana de 90 años" (not "gestante",
          # "embarazada": "gestante de 27 semanas" is the pregnancy's age)
          "rn", "bebe", "anciano", "anciana", "individuo", "sujeto", "escolar", "preescolar", "infante",
          # a newborn before term: "Prematuro de 3 días" ("recién nacido pretérmino de 32 semanas" is left to the
          # relatives stage's convention unless "de edad gestacional" follows)
          "prematuro", "prematura",
          # (esnum7, general forms) the feminine newborn and the familiar words for a small child: "Neonata de [5
          # días]", "Nena de [8 meses]"
          "neonata", "nena", "nene"]
# a word for the patient's age, not an illness: "Anciana centenaria de [101 años]", "Varón octogenario de [84 años]"
# (and a word for the patient: "Paciente nonagenaria ([92 años])", "Octogenario de [84 años]"; esage5)
AGE_DECADE = regex("(?i)(centenari|cuadragenari|quincuagenari|sexagenari|septuagenari|octogenari|nonagenari)[oa]s?")
# sex words are tags by now, and so is a baby the relatives stage found to be the patient ("El bebé, de 4 meses")
person = alt(*(ci(w) for w in PERSON)) | AGE_DECADE | tag("NE+SEXO_SUJETO_ASISTENCIA") | tag("NONPHI+newborn")
RELATIVES = ["padre", "madre", "padres", "hermano", "hermana", "hermanos", "hermanas", "hijo", "hija", "hijos", "hijas",
             "tío", "tía", "tíos", "tio", "tia", "primo", "prima", "primos", "abuelo", "abuela", "abuelos", "pareja",
             "marido", "esposo", "esposa", "sobrino", "sobrina", "nieto", "nieta", "cuñado", "cuñada", "novio",
             "novia", "gemelo", "gemela", "mellizo", "melliza", "familiar", "familiares", "suegro", "suegra"]
relative = alt(*(ci(w) for w in RELATIVES))
# one relative: a kinship word in the singular, or one the relatives stage tagged without the code "many"
one_relative = alt(*(ci(w) for w in RELATIVES if not w.endswith("s"))) \
    | tag("NE+FAMILIARES_SUJETO_ASISTENCIA") & ~tag("NE+FAMILIARES_SUJETO_ASISTENCIA+many")
SAYS = ["que", "refiere", "refieren", "refería", "comenta", "comentan", "cuenta", "cuentan", "relata", "relatan",
        "explica", "explican", "informa", "informan", "dice", "dicen", "indica", "indican", "recuerda", "recuerdan"]
relative_word = word() & ~either(*(ci(w) for w in SAYS))
# the patient described as someone's child, "Es hija de 8 años de padres separados": the age before "de" and the
# relatives (tagged by the relatives stage) is the patient's
kin_tag = tag("NE+FAMILIARES_SUJETO_ASISTENCIA")
indefinite = either(*(ci(w) for w in ["un", "una", "unos", "unas"]))
not_of_relatives = ~ci("de") | ci("de") + (~kin_tag & ~indefinite) | ci("de") + indefinite + ~kin_tag
not_de = ~ci("de") & ~ci("del")
# a duration, not an age, after the number: "El paciente 2 años después", "varón 3 años antes"
not_later = not_de & ~ci("después") & ~ci("despues") & ~ci("antes") & ~ci("más") & ~ci("tarde") & ~ci("atrás") \
    & ~ci("tras")
# "a los 2 años de evolución / seguimiento / tratamiento": a time since something, not an age
AFTER_DURATION = alt(*(ci(w) for w in [
    "evolución", "evolucion", "seguimiento", "tratamiento", "la", "el", "su", "sus", "este", "esta", "nuestra",
    "nuestro", "haber", "iniciar", "inicio", "comenzar", "iniciado", "iniciada", "finalizar", "sufrir", "ingreso",
    "internamiento", "hospitalización", "postoperatorio", "control", "controles", "incubación", "diagnóstico",
    "cirugía", "intervención", "operación", "trasplante", "terapia", "estancia"]))
life = ci("edad") | ci("vida") | ci("nacido") | ci("nacida")  # ("a los 3 días de nacido")
# "a los 2 años de ser diagnosticado / de suspender el tratamiento / de operado": an infinitive or a participle after
# "de" dates something else (not "a los 3 días de nacido / de nacer", "de vida": the age)
# (a list, not a regex over every word: a regex atom is computed for each new word of the text)
since_verb = either(*(ci(w) for w in [
    "ser", "estar", "recibir", "suspender", "suspendido", "completar", "completado", "terminar", "terminado", "acabar",
    "concluir", "abandonar", "dejar", "retirar", "retirado", "realizar", "realizado", "empezar", "empezado",
    "comenzado", "operado", "operada", "intervenido", "intervenida", "diagnosticado", "diagnosticada", "trasplantado",
    "trasplantada", "tratado", "tratada", "casado", "casada", "llegar", "llegado", "llegada", "presentar", "sufrido",
    "padecer", "ingresar", "ingresado", "ingresada", "salir", "alta"]))
# "a los 2 años postrasplante / post-trasplante / postoperatorios": a time since an operation
after_post = either(*(ci(w) for w in [
    "post", "pos", "postrasplante", "postrasplantes", "postoperatorio", "postoperatorios", "postquirúrgico",
    "postquirúrgicos", "posquirúrgico", "posquirúrgicos", "postratamiento", "postratamientos", "postcirugía",
    "poscirugía", "postintervención", "postparto", "posparto", "postinfarto", "postquimioterapia"]))
# a newborn's gestational age: "pretérmino de 32 semanas", "prematuro de 30 semanas", "a término"
GESTATION = either(*(ci(w) for w in ["pretérmino", "pretermino", "término", "termino", "prematuro", "prematura",
                                     "gestación", "gestacion", "gestante", "embarazada"]))
# (after the age: "Neonato varón de 38 semanas de gestación / de edad gestacional")
not_gestational = right(~ci("de") | ci("de") + (~ci("gestación") & ~ci("gestacion") & ~ci("edad"))
                        | ci("de") + ci("edad") + ~ci("gestacional"))
# "los 2 años siguientes", "los tres años previos": a period, not an age
AFTER_PERIOD = either(*(ci(w) for w in ["siguientes", "posteriores", "previos", "anteriores", "transcurridos",
                                     "restantes", "sucesivos", "consecutivos", "después", "despues", "antes", "más",
                                     "tras", "siguiente", "posterior", "previo", "anterior"]))

# Words before "de N años" that make it a duration or a comparison, not the patient's age.
NOT_AGE_BEFORE = ["partir", "era", "es", "son", "sea", "será", "cabo", "más", "mas", "menos", "después", "despues", "antes", "plazo", "período",
                  "periodo", "hace", "durante", "tras", "cerca", "alrededor", "mayor", "menor", "unos", "unas", "aproximadamente",
                  "evolución", "evolucion", "historia", "lapso", "intervalo", "seguimiento", "tiempo", "espacio",
                  "máximo", "mínimo", "superior", "inferior", "duración", "retraso", "curso",
                  # the course of an illness or a treatment: "cuadro de 2 años", "tratamiento de 2 años"
                  "cuadro", "clínica", "tratamiento", "antecedente", "antecedentes", "supervivencia", "sobrevida",
                  "libre", "total", "ciclo", "fue", "sido", "estancia", "tabaquismo", "consumo", "hábito",
                  # (esage5: a substance taken for years, "ingesta de alcohol de 20 años")
                  "alcohol", "tabaco", "cannabis", "cocaína", "cocaina", "heroína", "heroina", "drogas", "ingesta",
                  "sintomatología", "síntomas", "dolor", "fiebre", "enfermedad", "padecimiento", "remisión",
                  "espera", "demora", "abstinencia", "exposición", "control", "diagnóstico", "trayectoria",
                  "crónica", "crónico", "conocida", "conocido", "previa", "previo",
                  # a symptom or a lump that lasts: "tos de 3 años", "un bulto de 2 años" (the endings of illness_word
                  # below take "cefalea", "lesión", "artrosis")
                  "tos", "bulto", "bultoma", "úlcera", "ulcera", "masa", "prurito", "picor", "sangrado", "mareo",
                  "mareos", "vómitos", "crisis", "episodio", "episodios", "molestia", "molestias", "tumor", "nódulo",
                  "quiste", "herida", "fístula", "mancha", "placa", "verruga", "hinchazón", "debilidad", "cansancio",
                  "pérdida", "aumento", "ronquera", "disfonía", "epistaxis", "ictericia", "hematuria", "estreñimiento",
                  # an average: "un seguimiento medio de 5 años", "edad media de 45 años"
                  "medio", "media", "mediana", "promedio",
                  # a habit's length (general form): "hábito tabáquico de 20 años", "hábito enólico de 10 años"
                  "tabáquico", "tabaquico", "enólico", "enolico",
                  # (general forms) a stretch of time, "a lo largo de 5 años", "en el transcurso de 2 años", "dentro de 2
                  # años", "seguimiento posterior de 5 años", "consumo acumulado de 30 años-paquete"; people in general,
                  # "en mayores de 65 años", "en mujeres de 50 años", "pacientes de 40 años" (a plural is no one patient)
                  # (general forms) a chronic illness named in full, a bond or a sentence that lasts: "diabetes de 10
                  # años", "diabetes mellitus de 15 años", "matrimonio de 10 años", "convivencia de 5 años", "condena de 3 años"
                  "diabetes", "mellitus", "matrimonio", "convivencia", "noviazgo", "condena", "contrato",
                  # (general forms) an illness no ending below names, a device or a graft that has been there: "asma de 5
                  # años", "lupus de 10 años", "portador de marcapasos de 5 años", "injerto de 2 años"
                  "asma", "lupus", "cáncer", "cancer", "ictus", "infarto", "vitíligo", "vitiligo", "fractura", "cicatriz",
                  "marcapasos", "implante", "injerto", "stent", "catéter", "cateter", "válvula", "sonda", "dispositivo",
                  "reservorio",
                  "largo", "transcurso", "dentro", "posterior", "acumulado", "mayores", "menores", "pacientes", "mujeres",
                  "hombres", "varones", "niños", "niñas", "adultos", "personas", "individuos", "sujetos", "enfermos",
                  "ancianos", "lactantes", "adolescentes", "jóvenes", "casos", "población", "grupo"]
not_age = alt(*(ci(w) for w in NOT_AGE_BEFORE))
# an illness or a condition by its ending, before "de N años": "hipertensión de 10 años", "alcoholismo de 20 años",
# "incapacidad laboral de 2 años", "displasia de 3 años", "artrosis de 5 años" (not "-ico", "-ivo", "-ado": they also
# describe the patient, "diabético de 60 años", "seropositivo de 40 años")
# an acute event or an operation, before the age in brackets: "IAM (45 años)", "apendicectomía (12 años)" (the
# patient's age then, as "IAM a los [45 años]"; a chronic illness in brackets, "DM (10 años)", is its duration)
EVENT_ACRONYMS = ["IAM", "ACV", "ACVA", "AIT", "TEP", "TVP", "TCE", "SCA", "SCACEST", "SCASEST", "PCR", "HSA", "EAP"]
event_before_age = either(*(lit(w) for w in EVENT_ACRONYMS)) \
    | regex("(?i)[a-záéíóúñ]+(ectomía|ectomia|tomía|tomia|plastia|rrafia|pexia|stomía|stomia)") \
    | either(*(ci(w) for w in ["infarto", "ictus", "fractura", "cesárea", "cesarea", "parto", "aborto"]))
illness_word = lower() \
    & regex("(?i)[a-záéíóúñ]+(ción|sión|itis|osis|emia|patía|algia|oma|ema|ismo|al|ar|ia|esis|iasis|ea|dad)") \
    & ~ci("escolar") & ~ci("europea") & ~ci("edad") & ~regex("(?i)(homo|hetero|bi|tran)sexual") & ~ci("preescolar") & ~regex("(?i)" + "|".join(PERSON)) & ~regex("(?i)" + "|".join(RELATIVES)) \
    & ~AGE_DECADE
# ... capitalised, with the endings no first name has ("Hipertensión de 10 años")
# (also "-ción", "-ia", "-dad", "-encia", "-ancia": "Hipoacusia de 5 años", "Relación de 5 años", not a first name of
# es-names, "Concepción", "María", "Soledad")
illness_cap = cap() & regex("[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(sión|itis|osis|emia|patía|algia|ismo|esis|iasis|ción|ia|dad|encia|ancia)") \
    & ~lex("NE+persName+first")

# a word describing the patient between the patient's word and an illness's ending ("Varón trasplantado renal")
describer = lower() & ~either(*(ci(w) for w in [
    "de", "del", "con", "sin", "por", "que", "y", "e", "o", "u", "en", "a", "al", "la", "el", "los", "las", "lo", "un",
    "una", "su", "sus", "para", "tras", "desde", "hace", "durante", "ya", "se", "le", "no"]))
ORIGIN = either(*(ci(w) for w in ["origen", "raza", "etnia", "nacionalidad", "procedencia", "ascendencia"]))
# an illness written as an acronym: "HTA", "DM", "EPOC"
acronym = upper() & ~regex("(?i)" + "|".join(PERSON)) & ~ci("de")

# an approximate age: "Mujer de unos 45 años", "Varón de aproximadamente 60 años"
about = ci("unos") | ci("unas") | ci("aproximadamente") | ci("aprox") + opt(punct(".")) | ci("casi") \
    | (ci("alrededor") | ci("cerca")) + ci("de")
# (esnum7, general form) an age stressed as young: "Niña de apenas [6 meses]", "Varón de tan solo [20 años]", "con
# escasos [15 años]"
just = ci("apenas") | opt(ci("tan")) + (ci("solo") | ci("sólo")) | ci("escasos") | ci("escasas")

# words of a follow-up, before "a los N años"
FOLLOW_UP = alt(*(ci(w) for w in ["recidiva", "recidivas", "recurrencia", "supervivencia", "sobrevida", "seguimiento",
                                  "revisión", "control", "controles", "asintomático", "asintomática", "remisión",
                                  # ("libre de enfermedad a los 5 años", "vivo a los 2 años")
                                  "libre", "libres", "vivo", "viva",
                                  # (general forms) a statement about an illness in general: "pico de incidencia a los
                                  # 60 años", "siendo máxima a los 70 años", "suele aparecer a los 40 años"
                                  "incidencia", "prevalencia", "pico", "máxima", "máximo", "frecuente", "frecuentes",
                                  "habitual", "habitualmente", "típicamente", "generalmente", "suele", "suelen"]))
# "Edad/Sexo:", "Edad y sexo:", "Sexo/Edad:": a header of the two fields, in either order (_sex_age_header.py)
_HEADER = runpy.run_path(str(Path(__file__).with_name("_sex_age_header.py")))
age_and_sex, sex_and_age = _HEADER["age_and_sex"], _HEADER["sex_and_age"]
# (a form's dotted leader: "Edad...... 45", "Edad....: 52 años")
dot_leader = _HEADER["dot_leader"]
# "Edad:", "Edad.-", "Edad =", "Edad (años):"
# ("Edad actual:", "Edad al diagnóstico:", "Edad en el momento del ingreso:": the patient's age then)
AGE_WHEN = either(*(ci(w) for w in ["diagnóstico", "diagnostico", "ingreso", "debut", "inicio", "consulta", "alta",
                                    "intervención", "cirugía", "presentación"]))
# ("Edad de inicio:", "Edad de debut:": the patient's age at an event, as "a los N años")
# ("Edad del paciente: 45", "Edad de la paciente: 45 a": the field named after the patient)
age_header = (lit("Edad") | lit("EDAD")) + opt(ci("actual") | (ci("al") | ci("de") | ci("en") + ci("el")
                                                                + opt(ci("momento") + ci("del"))) + AGE_WHEN
                                               | (ci("del") | ci("de") + ci("la")) + ci("paciente")
                                               # (esnum7, general forms: "Edad aproximada: [45 años]", "Edad en años:
                                               # [45]", "Edad (a): [45]")
                                               | ci("aproximada") | ci("estimada") | ci("en") + ci("años")) \
    + opt(punct("(") + (ci("años") | ci("a")) + punct(")")) \
    + opt(punct(":") | punct(".") + punct("-") | punct("=") | punct("-") | dot_leader) \
    | (either(lit("Años"), lit("AÑOS")) & line_start()) + punct(":")  # (esnum7: the field named by its unit)
# years and months abbreviated: "2a 3m", "2 a y 3 m", "2a y 3 meses"
# (not a range of months, "de 2 a 3 meses": "a" glued to the number or "y" after it)
years_months_abbr = digits(1, 3) + ((ci("a") & attached()) + opt(punct(".")) + opt(ci("y"))
                                    | ci("a") + opt(punct(".")) + ci("y")) + digits(1, 2) + (lit("m") | months)
# what a time is counted in, after "N años de": "5 años de seguimiento", "2 años de tratamiento" (esage5; not
# "diagnóstico": "Mujer de 45 años de diagnóstico reciente" is the patient's age)
COURSE_AFTER = either(*(ci(w) for w in ["seguimiento", "tratamiento", "consumo", "abstinencia", "exposición",
                                        "exposicion", "ingesta", "hábito",
                                        "habito", "adicción", "adiccion", "dependencia", "remisión", "remision"]))
# "a los", "desde los", "hasta los": the walk starts at "los", a rarer word than "a"
at_age = ci("los") | ci("las") | ci("tenía") | ci("tenia") | ci("cumplir") | ci("a") + ci("sus")

# words after the preposition "a" (an article, a pronoun, "a partir de", "a causa de"...), not after "años" abbreviated
PREPOSITION_A_NEXT = regex("(?i)(la|las|el|los|lo|le|les|quien|quienes|un|una|unos|unas|su|sus|partir|causa|nivel|"
                           "través|traves|pesar|raíz|raiz|consecuencia|cargo|medio|mitad|final|finales|principios)")

# development milestones of a child: "inició la marcha a los 14 meses", "sostén cefálico a los 3 meses"
MILESTONE = alt(*(ci(w) for w in ["marcha", "deambulación", "deambulacion", "sedestación", "sedestacion",
                                  "bipedestación", "bipedestacion", "gateo", "cefálico", "cefalico", "sonrisa", "balbuceo",
                                  "palabras", "caminar", "caminó", "camina", "caminaba", "andar", "anduvo", "gatear", "gateó", "gateaba",
                                  "sentarse", "sentó", "habló", "hablaba",
                                  # (feeding: "inicio de alimentación complementaria a los [cinco meses]", "destete a
                                  # los [6 meses]")
                                  "alimentación", "alimentacion", "ablactación", "ablactacion", "destete",
                                  "dentición", "denticion", "esfínteres", "esfinteres"]))
PUBERTY = alt(*(ci(w) for w in ["menarquia", "menarquía", "menopausia", "espermarquia", "espermarquía", "pubarquia",
                                 "telarquia", "pubertad"]))
puberty_lead = PUBERTY + opt(punct(":")) + opt(ci("a") + (ci("los") | ci("la") + ci("edad") + ci("de")))
HAS_AGE_ADVERB = alt(*(ci(w) for w in ["entonces", "actualmente", "ya", "ahora", "hoy", "aún", "aun", "todavía"]))
# an adverb of now or then before "con N años" (not "ya", "aún": "ya con 3 años de tratamiento")
NOW = alt(*(ci(w) for w in ["actualmente", "ahora", "hoy", "entonces", "todavía"]))
# (esnum7, general form) a phrase for "then" between the verb and the age: "tenía en ese momento [45 años]", "contaba
# por aquel entonces [12 años]"
then_phrase = ci("en") + (ci("ese") | ci("aquel")) + ci("momento") \
    | ci("por") + (ci("aquel") | ci("ese")) + ci("entonces") \
    | ci("en") + (ci("aquella") | ci("esa")) + ci("época")
# "contaba con 69 años", "Actualmente tiene seis años", "cumplidos los 40 años", "contaba 45 años", "tenía entonces 45"
has = (ci("contaba") | ci("cuenta")) + ci("con") | ci("contaba") | ci("tiene") | ci("cumplidos") | ci("cumplió") | ci("cumple") \
    | (ci("tiene") | ci("tenía") | ci("tenia")) + HAS_AGE_ADVERB \
    | (ci("tenía") | ci("tenia") | ci("contaba")) + then_phrase  # (esnum7: "tenía en ese momento [45 años]")

# after "y", no more of the same age ("con 2 años y medio de evolución" is a duration, not "2 años" and the rest)
no_more_age = ~number() & ~either(*(ci(w) for w in WORDS)) & ~ci("medio")
# a capitalised word of the names lexicon (the names stage runs after this one)
person_name_word = cap() & either(lex("NE+persName+last"), lex("NE+persName+first"))

STAGE = Stage("ages", [
    # (esage5, general form) "Paciente de alrededor de [45 años]", "Mujer de cerca de [70 años]": after a word for the
    # patient, "de alrededor/cerca" is tagged from its "de", so that the duration "alrededor de 45 años" (not_age, a
    # match starting one word later) loses and about_age takes the years
    Rule("about_lead", left(person) + ci("de") + (ci("alrededor") | ci("cerca")) + right(ci("de") + age_years),
         codes="NONPHI+about"),
    # durations and comparisons: matched from the word before "de", they win over "de_age" (leftmost)
    Rule("not_age", not_age + ci("de") + age, codes="NONPHI+duration"),
    # an acronym or a word with an illness's ending right after a word for the patient describes the patient: matched
    # from the word for the patient, it wins over the two rules below, and "de N años" after it is the age
    # (only after "paciente" or the sex word: the stages after this one take "Lactante", "Adolescente"...; and after a
    # word of origin: "Varón de origen oriental de 30 años")
    # (not "natural": "paciente natural de Villanueva del Trabuco" is a trigger of the places stage)
    # (also after one or two other words describing the patient: "Varón trasplantado renal de [60 años]", "Varón
    # ingeniero industrial de [45 años]"; not a preposition's phrase: "Varón con artrosis de 5 años")
    Rule("described_patient", (ci("paciente") | tag("NE+SEXO_SUJETO_ASISTENCIA")) + repeat(describer, 0, 2)
         + (acronym + opt(ci("tipo") + number()) | illness_word & ~ci("natural") & ~ci("nacional"))
         | ORIGIN + illness_word, codes="NONPHI+descriptor"),
    Rule("illness_duration", illness_word + ci("de") + age, codes="NONPHI+duration"),
    # (capitalised, "Hipertensión de 10 años": wherever it is, not only after a punctuation or at the start of a line,
    # so that the walk starts at the word, not at the punctuation before it)
    Rule("illness_duration_cap", illness_cap + ci("de") + age, codes="NONPHI+duration"),
    # "HTA de 10 años", "DM tipo 2 de 15 años": an illness written as an acronym, then its duration
    Rule("acronym_duration", acronym + opt(ci("tipo") + number()) + ci("de") + age_years, codes="NONPHI+duration"),
    # a relative's age ("Tío materno de 37 años", "Padre fallecido a los 65 años") is not the patient's
    # (one relative, not several: "Hijo de padres sanos, de 7 años" is the patient; not the relative's words: "La madre
    # refiere que a los 18 meses...", nor after a comma alone: "traído por su madre, a los 3 años presentó")
    Rule("relative_age", left(one_relative + (opt(punct(",")) + repeat(relative_word, 1, 3) + opt(punct(","))
                                              + (ci("de") | ci("a") + ci("los"))
                                              | opt(punct(",")) + ci("de") | ci("a") + ci("los"))) + age
         + right(not_of_relatives), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # "Edad materna 35 años", "edad paterna: 40 años": a parent's age, a relative's (as "Hermana de [55 años]")
    # (the relatives stage may have tagged "paterna" by now)
    Rule("parent_age", left(ci("edad") + (ci("materna") | ci("paterna") | tag("NE+FAMILIARES_SUJETO_ASISTENCIA"))
                            + opt(punct(":") | ci("de"))) + age_years,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age", weight=1),
    # ("dos años y medio de duración", "8 años de antigüedad": the whole duration, so that "dos años" alone, followed by
    # "y", is not taken for an age)
    # (esage5, general forms: "Paciente de 5 años de seguimiento", "2 años de tratamiento", "10 años de consumo":
    # train labels none of 28 "N años/meses de seguimiento/tratamiento"; "40 años-paquete", "30 años/paquete": a
    # measure of smoking)
    Rule("duration", age + ci("de") + (ci("evolución") | ci("evolucion") | ci("duración") | ci("duracion")
                                       | ci("antigüedad") | ci("antiguedad") | COURSE_AFTER), codes="NONPHI+duration"),
    Rule("pack_years", quantity + years + opt(punct("-") | punct("/")) + (ci("paquete") | ci("paquetes")),
         codes="NONPHI+measure"),
    # "sin evidencia de recidiva a los 2 años", "supervivencia a los 5 años": a time of follow-up, not an age
    Rule("follow_up", FOLLOW_UP + repeat(word(), 0, 2) + ci("a") + ci("los") + age, codes="NONPHI+duration"),
    # "en los dos años previos", "durante los doce años que trabajó": a period, not an age (the
    # training notes label none of these; `a los`, `desde los`, `hasta los` are ages)
    # ("entre los 20 y 40 años": a range of ages in general)
    Rule("period", (ci("en") | ci("durante") | ci("entre")) + ci("los") + opt(quantity + ci("y")) + age,
         codes="NONPHI+duration"),
    # (general forms) a bound of ages in general: "a partir de los 40 años se recomienda", "antes de los 40 años",
    # "después de los 50 años"
    Rule("age_bound", (ci("partir") | ci("antes") | ci("después") | ci("despues")) + ci("de") + ci("los") + age,
         codes="NONPHI+duration"),
    # ("Edad: 1,5 años": a decimal age; "Edad: 12 d", "Edad: 6 sem", "Edad: 10 h": days, weeks, hours abbreviated)
    Rule("header", left(age_header) + (age | count + opt(ci("a") | small_abbr) | decimal + unit | years_months_abbr),
         codes="NE+EDAD_SUJETO_ASISTENCIA"),
    # the two fields in one header (general forms): "Edad/Sexo: [45]/V", "Sexo/Edad: M/[45]", "Sexo y edad: varón,
    # [45 años]" (the sex stage tagged the sex value by now)
    Rule("header_with_sex", left(age_and_sex) + (age | count + opt(ci("a"))), codes="NE+EDAD_SUJETO_ASISTENCIA"),
    Rule("header_after_sex", left(sex_and_age + tag("NE+SEXO_SUJETO_ASISTENCIA")
                                  + (punct("/") | punct(",") | punct("-"))) + (age | count + opt(ci("a"))),
         codes="NE+EDAD_SUJETO_ASISTENCIA"),
    Rule("de_age", left(ci("de")) + age_years + right(not_de | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # ("Niño de 8 años de padres marroquíes", "Es hija de 8 años de padres separados": before the parents)
    Rule("de_age_of_parents", left(ci("de")) + age + right(ci("de") + opt(indefinite) + kin_tag),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # days, weeks and months are an age only after a word for the patient ("Lactante de 3 meses")
    # (also set off by a comma: "La niña, de 6 meses, presenta")
    Rule("de_age_small", left(person + opt(punct(",")) + ci("de")) + age + not_gestational, codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    # ... and after words describing the patient ("Lactante de raza negra de 9 meses", "Niña de origen chino de 10
    # días"; not after "con", "por", "que": "Niño con exantema de 3 días" is a symptom's duration)
    # (nor a gestational age: "recién nacido pretérmino de 32 semanas", "RN de 1 día, de 38 semanas de gestación")
    Rule("de_age_small_described", left(person + repeat(word() & ~ci("con") & ~ci("por") & ~ci("que") & ~ci("sin")
                                                        & ~GESTATION, 1, 4) + ci("de")) + age
         + not_gestational, codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Recién nacido a término de 15 días", "RN pretérmino de 3 días": days and hours after the newborn's term are its
    # age (its gestational age is counted in weeks: "pretérmino de 32 semanas")
    # (esnum7, general form: the newborn's abbreviations, "RNT de [3 días]", "RNPT de [12 horas]")
    Rule("newborn_days", left((either(*(ci(w) for w in ["término", "termino", "pretérmino", "pretermino"]))
                               | either(*(lit(w) for w in ["RNT", "RNAT", "RNPT", "RNPreT"]))) + ci("de"))
         + quantity + either(*(ci(w) for w in ["días", "dias", "día", "dia", "horas", "hora"])) + not_gestational,
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "RN a término de 5 días de vida", "Niño de raza gitana de 9 meses de edad": before "de vida/edad", days, weeks
    # and months are an age whatever word precedes "de"
    Rule("de_age_life", left(ci("de")) + age + right(ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Lactante de 2 m.", "Recién nacida de 12 h de vida", "Neonato de 2d de vida": days, hours, weeks and months
    # abbreviated after a word for the patient or before "de vida/edad"
    Rule("abbreviated_small", left(person + ci("de")) + digits(1, 3) + small_abbr
         + right(punct(".") | punct(",") | punct(";") | punct(")") | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (general form) years and months abbreviated, "Niño de [2 a y 3 m]", "Edad: [2a 3m]"
    Rule("years_months_abbreviated", left(person + ci("de")) + years_months_abbr, codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    Rule("abbreviated_small_glued", left(person + ci("de")) + digits(1, 3)
         + (regex("m|h|d|sem|hs|ds") & attached()), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("abbreviated_small_life", left(ci("de")) + digits(1, 3) + small_abbr + right(ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("since", ci("los") + age + ci("de") + (AFTER_DURATION | since_verb), codes="NONPHI+duration"),
    Rule("at_age", left(at_age) + age_years + right(~ci("del") & ~AFTER_PERIOD & ~after_post),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "a los 42a", "operado a los 6a.", "Varón, de 32a, con", "de 19a de edad": "a" glued to the number abbreviates
    # "años" (after "de", only before punctuation or "de edad": "de 2a línea" is an ordinal)
    Rule("at_age_glued", left(at_age) + digits(1, 3) + (ci("a") & attached()), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    Rule("de_age_glued", left(ci("de")) + digits(1, 3) + (ci("a") & attached())
         + right(punct(",") | punct(".") | punct(")") | punct(";") | ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    Rule("at_age_life", left(at_age) + age + right(ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "edad de 45 años", "Edad del paciente: 45 años"
    Rule("edad_de", left(ci("edad") + opt(ci("de") | punct(":") | (ci("del") | ci("de") + ci("la")) + ci("paciente")
                                          + punct(":"))) + age, codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Paciente: 52 años, varón", "Varón. 52 años. Fumador.": the age as a field of its own
    Rule("field_age", left(person + punct(":")) + age, codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (general forms) the number alone after "edad de", closed by a punctuation ("a la edad de [15], fue operado"), and
    # "a" abbreviating "años" in the field ("Paciente: [45 a]."), as in the header "Edad: [45 a]"
    Rule("edad_de_bare", left(ci("edad") + ci("de")) + digits(1, 3)
         + right((punct(",") | punct(".") | punct(";") | punct(")")) + ~(number() & attached())),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=2),
    Rule("field_age_abbreviated", left(person + punct(":")) + digits(1, 3) + ci("a")
         + right(punct(".") | punct(",") | punct(";")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("sentence_age", left(tag("NE+SEXO_SUJETO_ASISTENCIA") + punct(".")) + age_years + right(punct(".") | punct(",")),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "desde los 25 a los 33 años", "desde los 25 hasta los 33 años": a span of the patient's life, one age
    Rule("age_range", left(ci("desde") + ci("los")) + quantity + (ci("a") | ci("hasta")) + ci("los") + age_years,
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "a los 22 y 24 años": the first age of a pair has no unit
    Rule("age_pair_first", left(at_age) + quantity + right(ci("y") + age_years), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    Rule("age_pair_second", left(at_age + quantity + ci("y")) + age_years, codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "contaba con 69 años", "Actualmente tiene seis años", "cumplidos los 40 años"
    # ("cuenta con 45 años", "tenía entonces 45 años", "tiene actualmente 45 años")
    # ("la paciente contaba 45 años"; "tiene 18 meses de edad": days, weeks and months before "de edad/vida")
    Rule("has_age", left(has) + age_years + right(~ci("de") | ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    Rule("has_age_life", left(has) + age + right(ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Inició la marcha a los 18 meses", "sedestación a los 6 meses": a milestone of the child's development, dated by
    # the child's age (as "a los 3 meses de vida")
    Rule("milestone_age", left(MILESTONE + repeat(~punct(".") & ~punct(";"), 0, 4) + (ci("a") | ci("hacia"))
                               + (ci("los") | ci("las"))) + age + right(~ci("de") & ~ci("del") | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Menarquia: [12 años]", "menarquia 13 años", "menopausia a los [50]": the age at a milestone of puberty or of the
    # menopause (as train's "menopausia a los [50 años]", "espermarquia a los [14 años]"); the number alone after "a los"
    # or the colon, closed by a punctuation or "y"
    Rule("puberty_age", left(puberty_lead) + age_years, codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("puberty_bare_age", left(puberty_lead) + digits(1, 2)
         + right(punct(",") | punct(".") | punct(";") | punct(")") | ci("y")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # ("a los 18 meses inició la marcha", "a los 12 meses caminaba")
    Rule("age_milestone", left(ci("los") | ci("las")) + age
         + right(repeat(lower(), 0, 3) + MILESTONE), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "En 2010, con 45 años, fue diagnosticado": the age set off by a comma after "con" inside the sentence (as "Con 45
    # años" opening it; the walk starts at "con", rarer than the comma before it)
    # (general form) "con" before years is the patient's age then wherever it is ("Paciente que con [45 años] fue
    # diagnosticada", "Colecistectomía con [40 años]"), when no "de" makes it a duration ("con 10 años de evolución")
    # and no "o más" a bound ("pacientes con 65 años o más")
    Rule("con_age_aside", left(ci("con")) + age_years
         + right(not_later & ~ci("o") & ~ci("u") & ~ci("a") & ~ci("y") | ci("y") + no_more_age | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Mujer de 12 de edad": the number alone before "de edad"
    Rule("bare_number", left(ci("de")) + digits(1, 3) + right(ci("de") + ci("edad")), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=2),
    # "un paciente de 77, acudió": the number alone after a word for the patient, closed by a comma
    # ("Varón de 45 que acude", "Varón de 45. Fumador", "Mujer, 45, fumadora": before a relative pronoun, or
    # punctuation that is no decimal point; not "Varón de 1.80 m", "Paciente de 70 kg"; "Mujer de 72" ending the line)
    Rule("bare_number_patient", left(person + (ci("de") | punct(","))) + digits(1, 3)
         + right((punct(",") | punct(".") | punct(";")) + ~(number() & attached()) | ci("que") | ci("con") | ci("sin")
                 | line_start()),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=2),
    # "Varón 45, fumador", "Mujer 72. HTA": two digits right after the sex word, closed by a punctuation (not after
    # "paciente": "Paciente 12, caso 3" may number a series)
    # ("Varón 45" ending the line)
    Rule("bare_number_after_sex", left(tag("NE+SEXO_SUJETO_ASISTENCIA")) + regex("[1-9][0-9]")
         + right((punct(",") | punct(".") | punct(";")) + ~(number() & attached()) | line_start()),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=2),
    # "Paciente, 45 años, fumador": years after a word for the patient and a comma
    Rule("person_comma_age", left(person + punct(",")) + age_years
         + right(punct(",") | punct(".") | punct(";") | ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Paciente mujer, 44 años", "sexo femenino, 23 años"
    # ("Varón; 45 años", "Mujer - 45 años", "Hombre / 45 años": other separators of a list of fields)
    Rule("after_sex", left(tag("NE+SEXO_SUJETO_ASISTENCIA") + (punct(",") | punct(";") | punct("-") | punct("/"))) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Varón, 45 a., fumador", "Paciente, 85 a. enviado": "a" abbreviating "años" after the sex word or the patient
    Rule("after_sex_abbreviated", left(person + punct(",")) + digits(1, 3) + ci("a")
         + right(punct(".") | punct(",") | punct(";")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Mujer 45 años que consulta", "Paciente 45 años": years right after the sex word or the patient
    Rule("after_sex_bare", left(person) + age_years + right(not_later | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Paciente de 45 a. que", "Varón de 45 a, fumador": "a" abbreviates "años" (the header writes `45 a` too)
    # "Varón 45 a.", "Varón de 52a que acude" ("a" glued to the number abbreviates "años" whatever follows)
    Rule("abbreviated_years", left(person + opt(ci("de") + opt(about))) + digits(1, 3) + ci("a")
         + right(punct(".") | punct(",")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Varón de 60 a ingresó", "Paciente de 85 a enviado": the same before a word (not a range, "de 3 a 5 años",
    # nor the preposition "a": "Mujer de 45 a la que se realizó")
    Rule("abbreviated_years_word", left(person + ci("de")) + digits(1, 3) + ci("a")
         + right(~number() & ~punct("-") & ~PREPOSITION_A_NEXT), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("abbreviated_years_glued", left(person + opt(ci("de") + opt(about))) + digits(1, 3) + (ci("a") & attached()),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Con cinco años presenta asma", "Con 52 años de edad fue intervenido": at the start of a sentence, the
    # patient's age then
    Rule("con_age", left(lit("Con")) + age_years + right(not_later | ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA",
         weight=1),
    # (general form) "con" after an adverb of now or then: "actualmente con [45 años]", "hoy, con [80 años], vive
    # solo", "entonces con [12 años]" (not "ya con 3 años de evolución": a duration, "de" after it)
    Rule("now_con_age", left(NOW + opt(punct(",")) + ci("con")) + age_years + right(not_later | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Varón con 37 años, fumador", "Paciente con 50 años que ingresa": "con" after a word for the patient
    Rule("person_con_age", left(person + ci("con")) + age_years
         + right(not_later & ~ci("y") | ci("y") + no_more_age | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "45 años de edad, fumador", "Niña, 3 años de edad": an age before "de edad" is an age wherever it is (the training
    # notes label 161 of 162; a relative's is tagged by the relatives stage before this one)
    # (the walk starts at the number, not at any unit before it)
    Rule("age_of_age", age + right(ci("de") + (ci("edad") | ci("vida"))),
         codes="NE+EDAD_SUJETO_ASISTENCIA"),
    # ... not the second of a pair of days, weeks or months, "a los 4 y 6 meses de edad", which the notes write in one
    # span or two (matched from "y", it wins over the rule above; a pair of years is `age_pair_second`'s)
    Rule("age_of_age_pair", ci("y") + quantity + small_unit + right(ci("de") + (ci("edad") | ci("vida"))),
         codes="NONPHI+pair"),
    # "Cuando tenía 18 meses presentó", "cuando tenía cinco años": the subject's age then, whatever its unit
    Rule("when_age", left(ci("cuando") + (ci("tenía") | ci("tenia") | ci("contaba") + opt(ci("con")))) + age
         + right(~ci("de") & ~ci("del") | ci("de") + life), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Mujer (52 años) con disnea", "Varón (45 a)": the age between brackets after the sex or the patient
    Rule("bracketed_age", left(person + punct("(")) + (age | digits(1, 3) + ci("a")) + right(punct(")") | punct(",")),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # ("Mujer (45) con dolor": two digits alone between brackets after the sex word; not "Paciente (1)", a case number)
    Rule("bracketed_bare_age", left(tag("NE+SEXO_SUJETO_ASISTENCIA") + punct("(")) + regex("[1-9][0-9]") + right(punct(")")),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (general forms) the age after the patient's name, "Juan Pérez ([45 años]) acude", "Luis Gil ([45])", "Ana Gómez
    # Ruiz, [67 años], jubilada": a name word of es-names before the bracket or the comma ("Tratamiento con
    # Tamoxifeno (5 años)" stays)
    Rule("name_bracketed_age", left(person_name_word + punct("(")) + (age_years | digits(1, 3) + ci("a")
                                                                      | regex("[1-9][0-9]"))
         + right(punct(")")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("name_comma_age", left(person_name_word + punct(",")) + age_years
         + right(punct(",") | punct(".") | punct(";")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (esage5, general form) the age in brackets after an acute event or an operation: "IAM ([45 años])",
    # "apendicectomía ([12 años])", "ACV ([60 a])" (the patient's age then; "DM (10 años)", "HTA (5 años)" stay)
    Rule("event_bracketed_age", left(event_before_age + punct("(")) + (age_years | digits(1, 3) + ci("a"))
         + right(punct(")") | punct(",")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Niño de 2,5 años", "Lactante de 1,5 meses": a decimal age after a word for the patient
    Rule("decimal_age", left(person + ci("de")) + decimal + unit,
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Niño con 3 meses de vida", "con un año de edad": "con" before an age of life
    Rule("con_age_life", left(ci("con")) + (age | ci("un") + (ci("año") | ci("mes"))) + right(ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "45 años, varón, fumador": years before a comma and the sex word, wherever they are (opening the line or the
    # sentence, "Motivo: 45 años, varón"; the walk starts at the number, not at the punctuation before it)
    # ("45 años varón": without the comma)
    Rule("age_before_sex", digits(1, 3) + years + right(opt(punct(",")) + tag("NE+SEXO_SUJETO_ASISTENCIA")),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (esnum7, general form) "a" abbreviating "años" there, before a comma: "45a, [V]", "45 a., mujer"
    Rule("abbreviated_age_before_sex", digits(1, 3) + ci("a")
         + right(opt(punct(".")) + punct(",") + tag("NE+SEXO_SUJETO_ASISTENCIA")),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Fecha de nacimiento: 12/03/1950 (65 años)": the age between brackets after a date (the birth date, or the date of
    # an event, "intervenido el 12/03/2010 (45 años)": the patient's age then; the walk starts at the date; not after a
    # year alone, "En 2010 (3 años)", a time as well as an age)
    Rule("age_after_date", left((tag("NE+FECHAS") & ~tag("NE+FECHAS+y")) + punct("("))
         + (age | digits(1, 3) + ci("a")) + right(punct(")")), codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # "Mujer de unos 45 años", "Varón de aproximadamente 60 años": an approximate age is the patient's age too
    Rule("about_age", left(person + ci("de") + about) + age_years + right(not_de | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    # (esnum7, general forms) an age stressed as young after a word for the patient, whatever its unit ("Niña de apenas
    # [6 meses]", "Varón de tan solo [20 años]"), or after "con" ("con apenas [15 años] inició el consumo"; not "con
    # apenas 2 años de evolución", a duration)
    Rule("just_age", left(person + opt(punct(",")) + ci("de") + just) + age + not_gestational,
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
    Rule("con_just_age", left(ci("con") + just) + age_years
         + right(not_later & ~ci("o") & ~ci("u") & ~ci("a") & ~ci("y") | ci("y") + no_more_age | ci("de") + life),
         codes="NE+EDAD_SUJETO_ASISTENCIA", weight=1),
])

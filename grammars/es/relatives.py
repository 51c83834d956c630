"""Relatives of the patient (MEDDOCAN FAMILIARES_SUJETO_ASISTENCIA).

Conventions learnt from the MEDDOCAN training notes:

* the span is the kinship noun, with the count before it and the qualifiers after it:
  `la [madre], el [padre] y un [hermano]`, `[dos hermanas]`, `[cinco hermanos varones]`,
  `un [tío materno]`, `su [hermano mayor]`, `[Primo de rama paterna]`, `[hermano gemelo]`,
  `un [tío abuelo]`, `un [primo segundo]`, `un [medio hermano]`,
  `[ambos progenitores]`, `[familia materna o paterna]`; the article and `un`/`una`/`su` are not
  part of it;
* `padres`, `madre`, `padre`, `hijo`, `hermano`, `familia` are the patient's relatives almost
  wherever they are written; not in `células madre`, `solución madre`, `médico de familia`,
  `Hermanos Falcó` (a hospital or street: capitalised noun + capitalised name, tagged NONPHI);
* `marido`, `esposo`, `esposa`, `cónyuge` are the spouse wherever they are (`el [marido]`); `mujer`,
  `pareja`, `novio`, `compañero`, `gemelo`, `mellizo` only after a possessive: `su [mujer]`, `su [pareja]`, `su
  [gemelo]` (not `músculo gemelo`), or after an article before a verb of saying (`la [pareja] refiere`);
* `familiares` is mostly the adjective of `antecedentes familiares`: only the noun after `por`,
  `sus`, `dos`/`tres`... is a relative (`presenciada por [familiares]`);
* a relative's first name right after the kinship word is the relative's too
  (`Su hermano [Juan], de siete meses`, `su madre ([María])`); a full name (or two) written
  right after it, with no comma, belongs to the kinship span (`su [madre Teresa Rodriguez]`,
  `los [padres Teresa y Juan Carlos]`);
* two full names joined by `y` after the kinship word are part of its span even when a surname is
  not in the lexicon (`sus [padres Ana Vidal Sotillo y Nicolás Garrido Vadía]`);
* the patient's place among the siblings is the patient, which the corpus labels
  ID_SUJETO_ASISTENCIA: `[Hijo mediano] de tres hermanos`, `Es [hijo único]`, and so before the parents or after
  `es` (`la [hija mayor] de padres sanos`, `Es el [hijo menor]`; not `Su hijo mayor`, `Primer [hijo] de padres`);
* a relative of a relative is one span: `[hija de otro primo]`, `[hermanos de abuelo materno]`
  (not `hijo de padres sanos`: the patient); so is a relative's partner (general form, not from the training notes:
  `la [pareja de su madre]`, `la [mujer de su hijo]`; not `el compañero de su padre`, a workmate);
* `paterno`/`paterna` standing alone is the father (`consentimiento [paterno]`); `materna` alone
  is mostly `lactancia materna`, left alone;
* a relative's age is the relative's too: `Padre fallecido a los [65 años]`, `Hermana sana de
  [60 años]` (up to six words between the kinship word and `de`/`a los`), `Madre, [65 años]` (set off by a
  comma, a parenthesis or a colon), `otro hijo que ... falleció a los [3 meses]` (a relative clause); two
  relatives' ages are two spans (`dos primos hermanos de [67 años] y [62 años]`, `dos hermanas de [tres] y [diez
  años]`); after a definite
  article or a possessive, an age right after the kinship noun (and one adjective) singles the
  relative out and is part of the mention: `el [hijo menor de 13 años]`, `su [mujer invidente de
  87 años]`, `El [hijo mediano (21 años)]`;
* in an obstetric note the patient's newborn is a relative: `la [recién nacida]`, `el [neonato]` (after an article
  or a possessive); `hijo de madre diabética` is the patient and a relative (`[Hijo] de [madre]`), and the newborn's age
  of life after it is the patient's (`Hijo de madre diabética, de 3 días de vida`: EDAD, not the mother's);
* a thing's offspring or twin is no relative: `quistes hijos`, `células hijas`, `quiste madre`, `ojo hermano`; nor is a
  class of molecules or organisms (`la familia de las integrinas`, `familia HLA`);
* the degree and the line of descent are part of the span: `un [primo de segundo grado]`, `[Tía por línea materna]`;
* a kinship word before an acronym or a code is a relative (`[Madre] HTA`, `[Padre] DM2`), and so is a title-case one at
  the start of a line or after a colon (`Antecedentes familiares: [Padre] Diabético`); only a name word inside the line
  makes it a name (`Av. del Padre Claret`);
* (general forms, not from the training notes) a single age is one relative's: after several relatives (`Hijo de padres
  sanos, de [7 años]`, `traído por sus padres por fiebre de 3 días`), after the patient described as a child (`Hija
  única de [3 años]`), after a comma and `a los` or after `con` (`traído por su madre, a los [3 años] presentó`) it
  is the patient's, which the ages stage takes (several relatives carry the code `many` for it);
* several relatives' ages in a list are one span each (`tres hijos de [10], [8] y [5 años]`); the age as the object of
  `tener` is the relative's (`Su hermano tiene [12 años]`);
* (general forms, not from the training notes) how long a symptom lasts is no relative's age (`Madre refiere fiebre de 3
  días`, `HTA de 10 años de evolución`); the patient's age after the relative who brings the patient or who noticed
  something (`Traído por su madre a los [6 meses]`, `Su madre notó a los [8 meses]`) is EDAD; a number in words of two
  parts is one age (`[treinta y cinco años]`); the parents' names after `hijo de` are the relatives' (`hijo de [Juan] y
  de [María]`), and so is a full name the lexicon lacks after a determiner and the kinship word (`su [hija Naiara
  Ruiz]`); compound terms joined by a hyphen are one relative (`[tío-abuelo]`); `progenitores hematopoyéticos` are
  stem cells; `su [hijo único]` is the patient's child (`Es [hijo único]`, the patient).
* (general forms, esage4) children named as children after a parent's word and a count or a possessive (`Madre de
  [dos niños]`, `sus [tres niñas]`); a partner or twin heading a list entry before its state (`[Pareja] sana`), or
  after a verb of living with (`convive con [pareja]`); the second of two names after a plural relative (`Sus hijas,
  [Marta] y [Lucía]`); a symptom after the kinship word is no adjective of the relative (`Refiere la [madre] fiebre
  de 3 días`); a civil state or age word after a relative is the relative's, not ID_SUJETO (`Hijo de madre soltera`,
  tagged NONPHI); the patient's age when a relative took the patient somewhere or consulted (`Su madre lo llevó ... a
  los [3 años]`, `La madre consultó a los [2 años]`) or when the patient lost a relative (`Perdió a su padre a los [10
  años]`) is EDAD.
* (general forms, esage5) a baby or a newborn followed by its age is the patient (`El bebé, de [4 meses]`: EDAD); the
  couple the patient is the child of is the parents (`Hija de [7 años] de una [pareja] sana`); relatives' ages after an
  obstetric code or an acronym (`Madre G2P2, [35 años]`) or in brackets after a count (`Hermanos: 2 ([10] y [12
  años])`); a time since an event after `a los` is nobody's age (`con su padre a los 15 días del alta`); `[Dos
  Hermanos] Sanos` are relatives, `Sagrada Familia` a place; `los [padres de su marido]` one relative.
* (esfam7) an age right after one relative's kinship word is part of its span inside a line (`[Tío materno de 37 años]`,
  `un [hijo de 10 años]`; train 7 times in 5 notes), a span of its own in a list entry opening a line (`Hermano mayor
  de [65 años]`); (general forms) a relative's age or name set off around the relative's name (`Su hermano Juan, [7
  meses]`, `Acude con [María], su hija,`, `[María López], madre del paciente,`, `Su padre, el Sr. [Pérez],`); a partner
  after an adjective of which one (`su actual [pareja]`) or the verb of coming with (`Acude con [pareja]`); `su [bebé
  de 3 meses]`; `[familiares directos]`; counts to twenty; the patient's age when a relative says something began
  (`La madre refiere que a los [6 meses]...`: EDAD) or when the patient bore a child; `Es [madre] de una [hija]`.

* (esrel8, general forms) the patient's age after the patient described as a child (`Niño, hijo de madre VIH, de [3
  años]`, `Es el hijo menor, de [8 años]`: EDAD); a partner's origin is the partner's (`Su marido, de origen
  [marroquí]`: FAMILIARES), the parents' stays the patient's ascendancy (`Hijo de padres de origen [marroquí]`).

A capitalised kinship word right after a name of the es-names lexicon, or after `Dr.`, is a surname
(`Médico: Juan [Nieto] Pérez`, `Dra. [Primo]`): tagged NONPHI+surname, which the names stage takes
inside the name; so is a word the sex stage tagged there (`Pedro [Niño] Pérez`, `Dr. [Niño]`).

A town named with a capitalised kinship word (`vive en Paterna`, `41700 Dos Hermanas`) is no relative: tagged
NONPHI+kinplace, which the places stage makes TERRITORIO.

`hijo varón`, `hermano varón` are tagged by the sex stage. The stage runs before the ages stage (so
that `Hermano mayor de 65 años` is not taken for a comparison) and streets (`Av. del Padre
Claret`: the NONPHI tag of `Padre Claret` is a street name word there).
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731

# kinship nouns that are a relative wherever they are (singular and plural)
KIN = ["madre", "madres", "padre", "padres", "progenitor", "progenitores", "progenitora", "hermano", "hermana",
       "hermanos", "hermanas", "hijo", "hija", "hijos", "hijas", "tío", "tía", "tíos", "tías", "tio", "tia", "tios",
       "primo", "prima", "primos", "primas", "abuelo", "abuela", "abuelos", "abuelas", "bisabuelo", "bisabuela",
       "bisabuelos", "nieto", "nieta", "nietos", "nietas", "sobrino", "sobrina", "sobrinos", "sobrinas", "cuñado",
       "cuñada", "cuñados", "suegro", "suegra", "suegros", "yerno", "nuera", "hermanastro", "hermanastra",
       "padrastro", "madrastra", "familia", "tatarabuelo", "tatarabuela", "tatarabuelos", "tatarabuelas",
       # familiar and less frequent forms
       # (not "mama", "papa": breast, potato)
       "mamá", "papá", "papás", "mamás", "bisabuelas", "bisnieto", "bisnieta", "bisnietos", "bisnietas",
       "hermanastros", "hermanastras", "hermanito", "hermanita", "abuelito", "abuelita", "cuñadas", "suegras",
       "yernos", "nueras",
       # spouses by words that name nothing else ("el marido", "la esposa"; not "mujer", "pareja": see PARTNER)
       "marido", "maridos", "esposo", "esposa", "esposos", "cónyuge", "conyuge", "hijastro", "hijastra", "hijastros",
       "hijastras", "exmarido", "exesposo", "exesposa", "pariente", "parientes",
       "primogénito", "primogénita", "tataranieto", "tataranieta", "tataranietos",
       # (general forms, not from the training notes: diminutives, plurals, in-laws of in-laws)
       "hermanitos", "hermanitas", "hijito", "hijita", "hijitos", "hijitas", "abuelitos", "abuelitas", "primito",
       "primita", "primitos", "primitas", "sobrinito", "sobrinita", "nietito", "nietita", "padrastros", "madrastras",
       "cónyuges", "conyuges", "esposas", "consuegro", "consuegra", "concuñado", "concuñada",
       # (esfam7: the common misspelling of the spouse; not "progenitoras", mostly "células progenitoras", stem cells)
       "cónyugue", "conyugue", "cónyugues", "conyugues",
       "tataranietas", "consuegros", "consuegras", "concuñados", "concuñadas",
       # godchildren: "su [ahijado]"; a boyfriend or girlfriend, "acude con el [novio]" (words that name nothing else)
       "ahijado", "ahijada", "ahijados", "ahijadas", "novio", "novia", "exnovio", "exnovia",
       # (great-grandchildren spelt with z, the grandparents' familiar names in Spain)
       "biznieto", "biznieta", "biznietos", "biznietas", "yayo", "yaya", "yayos", "yayas"]
# partners: only after a possessive ("su mujer"; "mujer" alone is the patient's sex)
PARTNER = ["mujer", "marido", "esposo", "esposa", "pareja", "novio", "novia", "compañero", "compañera", "cónyuge",
           "conyuge", "gemelo", "gemela", "mellizo", "melliza", "gemelos", "gemelas", "mellizos", "mellizas", "exmujer",
           "expareja", "descendientes",
           # (general forms: a fiancé, a former boyfriend, a godparent, a child's words for the parents)
           "prometido", "prometida", "exnovio", "exnovia", "concubino", "concubina", "padrino", "madrina", "padrinos",
           "mami", "papi"]
QUALIFIERS = ["materno", "materna", "paterno", "paterna", "maternos", "maternas", "paternos", "paternas", "mayor",
              "menor", "mayores", "menores", "mediano", "mediana", "pequeño", "pequeña", "pequeños", "pequeñas",
              "gemelo", "gemela",
              "gemelos", "gemelas", "mellizo", "melliza", "mellizos", "mellizas", "hermano", "hermana", "hermanos",
              "hermanas", "varón", "varones", "mujer", "mujeres", "biológico", "biológica", "biológicos", "carnal",
              "político", "política", "adoptivo", "adoptiva", "adoptivos",
              # compound kinship terms: "tío abuelo", "sobrina nieta", "primo segundo"
              "abuelo", "abuela", "abuelos", "abuelas", "nieto", "nieta", "nietos", "nietas", "segundo", "segunda",
              "segundos", "segundas", "tercero", "tercera", "terceros", "terceras", "lejano", "lejana", "lejanos",
              "lejanas", "carnales", "políticos", "políticas", "adoptivas",
              # "su [compañero sentimental]", "su [pareja sentimental]"
              "sentimental",
              # (general forms: "su [hija adoptada]", "[hermano gemelo monocigoto]")
              "adoptado", "adoptada", "adoptados", "adoptadas", "monocigoto", "monocigota", "monocigotos", "dicigoto",
              "dicigota", "dicigotos", "univitelino", "univitelina", "univitelinos", "bivitelino", "bivitelina",
              # (general forms: "[hermano trillizo]", "[hermana uterina]")
              "trillizo", "trilliza", "trillizos", "trillizas", "cuatrillizo", "cuatrilliza", "cuatrillizos",
              "uterino", "uterina", "uterinos", "uterinas"]
COUNTS = ["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "ambos", "ambas",
          # (esfam7, general forms: the larger families of older patients, "[catorce hermanos]", "[quince nietos]")
          "trece", "catorce", "quince", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte"]

kin = alt(*(ci(w) for w in KIN))
partner = alt(*(ci(w) for w in PARTNER))
qualifier = alt(*(ci(w) for w in QUALIFIERS))
# up to two qualifiers, each may be joined by a hyphen: "[tío abuelo]", "[tío-abuelo]", "[abuela materno-paterna]"
qualifiers = repeat(opt(punct("-") & attached()) + qualifier, 0, 2)
count = alt(*(ci(w) for w in COUNTS)) | digits(1, 2)
# a count in words before any kinship word; a count in digits only before one in lower case ("[2 hijos]"; "DM tipo 2
# [Abuelo materno]": the number ends the illness before it, a relative of a title-case list starts after it)
word_count = alt(*(ci(w) for w in COUNTS))
lower_kin = either(*(ci(w) for w in KIN)) & lower()
side = alt(*(ci(w) for w in ["materna", "paterna", "materno", "paterno", "maternas", "paternas", "maternos",
                              "paternos"]))
# "de rama paterna", "por línea materna", "por parte de madre", "materna o paterna"
line_of_descent = ci("rama") | ci("línea") | ci("linea") | ci("vía") | ci("via") | ci("lado") | ci("parte")
branch = (ci("de") | ci("por")) + line_of_descent + side | ci("del") + ci("lado") + side \
    | ci("por") + ci("parte") + ci("de") + (ci("madre") | ci("padre")) \
    | ci("o") + side | ci("y") + side \
    | ci("de") + ci("acogida")  # foster parents: "una [familia de acogida]", "sus [padres de acogida]" (general form)
# "[familiares de primer grado]", "un [primo de segundo grado]", "[primos en segundo grado]"
degree = (ci("de") | ci("en")) + (ci("primer") | ci("segundo") | ci("tercer") | ci("cuarto")) + ci("grado")
# half siblings: "un [medio hermano]", "[dos medias hermanas]"
half = ci("medio") | ci("media") | ci("medios") | ci("medias")
half_sibling = half + (ci("hermano") | ci("hermana") | ci("hermanos") | ci("hermanas"))
possessive = ci("su") | ci("sus") | ci("tu")
determiner = alt(*(ci(w) for w in ["la", "el", "los", "las", "un", "una", "unos", "unas", "otro", "otra", "otros",
                                   "otras", "su", "sus"]))
# "hermano/a", "hijos/as": both sexes in one word
both_sexes = punct("/") + (ci("a") | ci("as") | ci("o") | ci("os"))
counted_kin = opt(word_count) + (kin | half_sibling) | digits(1, 2) + (lower_kin | half_sibling)
relative = counted_kin + opt(both_sexes) + qualifiers + opt(branch) + opt(degree)
# a member of a chain "hijo de una prima hermana": one person's kinship noun, without a count
CHAIN_KIN = [w for w in KIN if w not in ("padres", "progenitores", "familia")]
chain_kin = alt(*(ci(w) for w in CHAIN_KIN)) + repeat(qualifier, 0, 2)
# "hijo de madre diabética", "hija de padre desconocido": the patient described by a parent, two spans (as "Primer
# [hijo] de [padres]"); a child's chain goes on to another relative only: "[hija de otro primo]"
CHILDREN = ["hijo", "hija", "hijos", "hijas"]
PARENTS = ["madre", "padre", "progenitor", "progenitora", "mamá", "papá"]
chain_head = alt(*(ci(w) for w in CHAIN_KIN if w not in CHILDREN)) + repeat(qualifier, 0, 2)
child_head = alt(*(ci(w) for w in CHILDREN)) + repeat(qualifier, 0, 2)
chain_link = (ci("de") | ci("del")) + opt(determiner)
# (esfam7) a parent's chain: not to a child after an indefinite article ("madre de un hijo": the patient described)
parent_head = alt(*(ci(w) for w in CHAIN_KIN if w in PARENTS)) + repeat(qualifier, 0, 2)
chain_head_not_parent = alt(*(ci(w) for w in CHAIN_KIN if w not in CHILDREN + PARENTS)) + repeat(qualifier, 0, 2)
chain_link_definite = (ci("de") | ci("del")) + opt(alt(*(ci(w) for w in ["la", "el", "los", "las", "otro", "otra",
                                                                         "otros", "otras", "su", "sus"])))
# a partner the sex stage has tagged a relative: "su [marido]", "su [mujer]"
sex_kin = tag("NE+FAMILIARES_SUJETO_ASISTENCIA")
partner_head = alt(*(ci(w) for w in PARTNER if not w.startswith("compañer") and w != "descendientes"))
parent_free_kin = alt(*(ci(w) for w in CHAIN_KIN if w not in PARENTS)) + repeat(qualifier, 0, 2)
# children named as such ("sus [dos niños]")
kids = alt(*(ci(w) for w in ["niños", "niñas", "chicos", "chicas", "pequeños", "pequeñas", "bebés", "bebes"]))
# a relative's age: "Padre fallecido a los [65 años]", "Hermana sana de [60 años]", "Tío materno de [37 años]"
NUMBER_WORDS = ["un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
                "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte",
                "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa",
                # (general forms: the twenties in one word)
                "veintiuno", "veintiún", "veintiuna", "veintidós", "veintitrés", "veinticuatro", "veinticinco",
                "veintiséis", "veintisiete", "veintiocho", "veintinueve"]
TENS = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
UNITS = ["un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
# (a number in words of two parts is one quantity: "de [treinta y cinco años]", not two ages "treinta" and "cinco años")
quantity = digits(1, 3) | alt(*(ci(w) for w in NUMBER_WORDS)) \
    | alt(*(ci(w) for w in TENS)) + ci("y") + alt(*(ci(w) for w in UNITS))
age_unit = ci("años") | ci("año") | ci("meses") | ci("mes") | ci("días") | ci("semanas")
small_unit = ci("meses") | ci("mes") | ci("días") | ci("semanas")
# "2 años y 10 meses" is one age; "de 67 años y 62 años", "de tres y diez años" are two (two relatives)
age = quantity + age_unit + opt(ci("y") + (quantity + small_unit | ci("medio")))
# a child's age in years, which no parent has: "de [3 años]", "de [trece años]" (esrel8)
child_years = (regex("([1-9]|1[0-3])") | alt(*(ci(w) for w in NUMBER_WORDS[:NUMBER_WORDS.index("trece") + 1]))) \
    + (ci("años") | ci("año")) + opt(ci("y") + (quantity + small_unit | ci("medio")))
long_age = quantity + (ci("años") | ci("año") | ci("meses") | ci("mes")) + opt(ci("y") + (quantity + small_unit
                                                                                      | ci("medio")))
between = repeat(word() & ~ci("paciente") & ~ci("que"), 0, 6)
age_lead = opt(punct(",")) + (ci("de") | ci("a") + ci("los") | ci("con"))
# (esage5: or a bracket after the count in a list of relatives, "Hermanos: 2 ([10] y [12 años])"; a colon after the
# relative, "Hijos: de [12], [10] y [8 años]")
relatives_age_lead = relative + opt(punct(":")) + between + age_lead | relative + opt(punct(":")) + count + punct("(")
# One relative's age: after one relative, not a plural ("Hijo de padres sanos, de [7 años]", "Niño traído por sus padres
# por fiebre de 3 días", "una familia de 3 hermanos, de [10 años]": the patient's age, or a duration), nor the patient
# described as a child ("Hija única de [3 años]"); "a los", "con" right after the relative, not after a comma ("Es
# traído por su madre, a los [3 años] presentó", "acompañado de su madre con [6 meses] de edad": the patient's age).
# Several relatives take a list of ages (below: "dos primos hermanos de [67 años] y [62 años]").
KIN_ONE = [w for w in KIN if not w.endswith("s") and w != "familia"]
relative_one = (alt(*(ci(w) for w in KIN_ONE)) | half + (ci("hermano") | ci("hermana"))) + opt(both_sexes) \
    + qualifiers + opt(branch) + opt(degree)
KIN_MANY = [w for w in KIN if w.endswith("s") or w == "familia"]
relative_many = (word_count + (kin | half_sibling) | digits(1, 2) + (lower_kin | half_sibling) | alt(*(ci(w) for w in KIN_MANY)) | half + (ci("hermanos") | ci("hermanas"))) \
    + opt(both_sexes) + qualifiers + opt(branch) + opt(degree)
# (nor the patient described by the relatives, "Madre de dos hijos, de 35 años, acude": no other kinship word between)
between_one = repeat(word() & ~ci("paciente") & ~ci("que") & ~ci("único") & ~ci("única") & ~ci("padres")
                     & ~ci("progenitores") & ~either(*(ci(w) for w in KIN if w not in QUALIFIERS)), 0, 6)
# a participle of bringing or going with the patient before the relative who does it: "traído por su madre",
# "acompañada de su hija": opening the sentence or after the patient's word ("Niño traído por su madre"), not after the
# patient's age, where the age after the relative is the relative's ("Niña de 3 años traída por su madre, de 30 años")
companion_word = either(*(ci(w) for w in ["traído", "traída", "traido", "traida", "acompañado", "acompañada",
                                          "acompañados", "acompañadas", "llevado", "llevada", "remitido", "remitida"]))
companion = ((companion_word & cap()) | (ci("paciente") | tag("NE+SEXO_SUJETO_ASISTENCIA")) + companion_word) \
    + (ci("por") | ci("de"))
# the patient described as someone's child: "Es hija de 8 años de padres separados" (the age is the patient's)
parent_word = either(*(ci(w) for w in PARENTS + ["padres", "progenitores"]))
indefinite = either(*(ci(w) for w in ["un", "una", "unos", "unas"]))
# (nor a duration: "Padre con HTA de [10 años] de evolución" is no age)
duration_word = either(ci("evolución"), ci("evolucion"), ci("duración"), ci("duracion"))
# what a time after "a los" is counted from: "a los 15 días del alta", "a los 2 meses de la cirugía", "de ingreso"
since_word = either(*(ci(w) for w in [
    "alta", "ingreso", "evolución", "evolucion", "seguimiento", "tratamiento", "cirugía", "cirugia", "intervención",
    "intervencion", "operación", "operacion", "trasplante", "diagnóstico", "diagnostico", "inicio", "postoperatorio",
    "control", "consulta", "parto", "accidente", "traumatismo", "iniciar", "comenzar", "haber"]))
since_determiner = either(*(ci(w) for w in ["la", "el", "su", "sus", "este", "esta", "dicha", "dicho"]))
# (or a couple, the parents: "Hija de 7 años de una pareja sana" is the patient; esage5)
parents_after = either(parent_word, ci("pareja"))
not_of_parents = ~ci("de") | ci("de") + (~parent_word & ~indefinite & ~duration_word) \
    | ci("de") + indefinite + ~parents_after
age_lead_one = ci("de") + opt(ci("unos") | ci("unas")) | punct(",") + ci("de") | ci("a") + ci("los")
clause = repeat((word() & ~ci("paciente") & ~ci("que")) | punct(","), 0, 8)
# the relative's age as the object of "tener": "Su hermano tiene [12 años]", "La madre, que tiene [40 años]" (a few
# adverbs between, no other subject: not "Su madre murió y él tiene 40 años")
has = ci("tiene") | ci("tenía") | ci("tenia") | ci("cumplió") | ci("cumple")
possessor = (ci("del") | ci("de") + (ci("la") | ci("el"))) + (ci("paciente") | tag("NE+SEXO_SUJETO_ASISTENCIA"))
has_between = repeat(word() & ~regex("(?i)(paciente|que|y|e|él|ella|yo|ni|o|pero|mientras|cuando)"), 0, 3)
# an event of a relative's life dated by the age: "diagnosticado a los 64", "fallecida a los 50"
EVENTS = ["diagnosticado", "diagnosticada", "diagnosticados", "diagnosticadas", "fallecido", "fallecida", "fallecidos",
          "falleció", "murió", "muerto", "muerta", "operado", "operada", "intervenido", "intervenida", "debutó",
          "diagnosticó", "afecto", "afecta", "amputado", "amputada", "trasplantado", "trasplantada"]
event = alt(*(ci(w) for w in EVENTS))
# a relative consulting about the patient: "La madre consultó a los 2 años por estrabismo"
CONSULTED = ["consultó", "consulto", "consulta", "consultan", "consultaron", "acudió", "acudio", "acude", "acuden",
             "acudieron"]
# the patient losing or leaving a relative: "Perdió a su padre a los 10 años", "separada de su madre a los 2 años"
LOST = ["perdió", "perdio", "separado", "separada", "separó", "separaron", "huérfano", "huérfana", "huerfano",
        "huerfana", "abandonó", "abandono", "alejado", "alejada"]
# the patient bearing or adopting a child: "Tuvo a su primer hijo a los 20 años" (esfam7)
BORE = ["tuvo", "parió", "pario", "adoptó", "adopto", "concibió", "concibio"]
# what a relative notices in the patient, at the patient's age: "Su madre notó a los 8 meses..."
NOTICED = ["notó", "noto", "nota", "notaba", "observó", "observo", "observa", "observaba", "detectó", "detecto",
           "detecta", "apreció", "aprecio", "aprecia", "percibió", "percibio", "advirtió", "advirtio", "descubrió",
           "descubrio", "vio", "veía"]
# a relative who opens a clause (after a full stop, a colon, a semicolon, or at the start of a line), and the words of
# that clause
clause_relative = (punct(".") | punct(":") | punct(";")) + opt(determiner) + relative \
    | (either(*(ci(w) for w in KIN)) & line_start()) + repeat(qualifier, 0, 2) \
    | (either(*(ci(w) for w in ["el", "la", "los", "las", "su", "sus"])) & line_start()) + relative
in_clause = ~punct(".") & ~punct(";") & ~ci("paciente") & ~ci("que")
HAS_ADVERB = alt(*(ci(w) for w in ["actualmente", "ahora", "entonces", "hoy"]))
far_between = repeat(in_clause, 0, 12)
died = ci("falleció") | ci("fallecio") | ci("murió") | ci("murio") | ci("fallece") | ci("muere")

# after a definite article or a possessive, the age that singles the relative out is part of the
# mention: "el [hijo menor de 13 años]", "su [mujer invidente de 87 años]", "El [hijo mediano (21
# años)]"; without one, in a list of relatives, it is a span of its own ("Hermano mayor de [65 años]")
definite = alt(*(ci(w) for w in ["el", "la", "los", "las", "su", "sus"]))
NOT_ADJECTIVE = regex("(?i)(de|del|a|al|en|con|y|e|o|que|por|para|sin|se|le|lo|la|el|los|las|fue|es|era|ha|había"
                      "|tiene|tenía|murió|falleció|fallecido|fallecida|presenta|presentaba|también|ya|no)")
# (nor a symptom, whose duration follows: "Refiere la madre fiebre de 3 días")
SYMPTOMS = ["fiebre", "dolor", "dolores", "tos", "cefalea", "cefaleas", "diarrea", "diarreas", "vómitos", "vomitos",
            "disnea", "molestias", "mocos", "fiebres", "febrícula", "febricula", "astenia", "clínica", "clinica",
            "síntomas", "sintomas", "cuadro", "picor", "prurito", "lesiones", "exantema", "llanto", "irritabilidad"]
adjective = lower() & ~NOT_ADJECTIVE & ~regex("(?i)(" + "|".join(NUMBER_WORDS + SYMPTOMS) + ")")
# ("su mujer" is tagged by the sex stage already)
kin_np = (relative | partner + repeat(qualifier, 0, 1) | tag("NE+FAMILIARES_SUJETO_ASISTENCIA")) + opt(adjective)
with_age = ci("de") + age | punct("(") + age + punct(")")
first = lex("NE+persName+first")
# courtesy titles before a relative's name: "Dña. María", "D. Juan", "Sra. López"
courtesy = (ci("Dña") | ci("Doña") | ci("D") + opt(punct("ª")) | ci("Don") | ci("Sra") | ci("Sr") | ci("Señora") | ci("Señor")) \
    + opt(punct("."))
last = lex("NE+persName+last")
full_name = first + repeat(first, 0, 2) + plus(last)
# two people named together after a plural kinship noun ("sus padres Ana Vidal Sotillo y Nicolás Garrido
# Vadía"): the coordination shows where the names are, so a capitalised word that is not in the surname
# lexicon is a surname there too (at most three surnames per name)
kin_cap = cap() & ~regex("(?i)(y|e|de|del|la|el|los|las|con|en)")
named = first + repeat(first, 0, 2) + repeat(last | kin_cap, 1, 3)

# words before "madre", "familia"... that make them something else
NOT_KIN_BEFORE = ["célula", "células", "celula", "celulas", "solución", "solucion", "tintura", "cepa", "placa",
                  "vena", "lengua", "casa", "nave"]
not_kin = alt(*(ci(w) for w in NOT_KIN_BEFORE)) + (ci("madre") | ci("madres")) \
    | (ci("materia") | ci("materias")) + (ci("prima") | ci("primas")) \
    | (ci("madre") | ci("padre") | ci("madres") | ci("padres")) + ci("de") + ci("familia") \
    | (ci("número") | ci("números") | ci("numero") | ci("numeros")) + (ci("primo") | ci("primos")) \
    | (ci("progenitores") | ci("progenitor")) + (ci("hematopoyéticos") | ci("hematopoyeticos") | ci("hemopoyéticos")
                                                 | ci("hemopoyeticos") | ci("hematopoyético")
                                                 | ci("de") + ci("sangre"))
# (raw material, a prime number; the patient's role at home, "Es madre de familia" (esfix6b, general form); the stem cells of a transplant, "trasplante autólogo de progenitores hematopoyéticos",
# "progenitores de sangre periférica": general forms of haematology notes, not from the training notes)
# "quistes hijos", "células hijas", "vesículas hijas", "el quiste madre" (hydatid cysts, cell division), "el ojo
# hermano" (the fellow eye): a thing's offspring or twin, not a relative (inside the line: "...quistes\nHermano con
# glaucoma" is a relative)
THINGS = ["célula", "células", "celula", "celulas", "quiste", "quistes", "vesícula", "vesículas", "vesicula",
          "vesiculas", "colonia", "colonias", "ojo", "ojos", "cepa", "cepas", "lesión", "lesiones", "nódulo",
          "nódulos",
          "tumor", "tumores", "núcleo", "núcleos", "cromátida", "cromátidas", "partícula", "partículas",
          # (general forms: "la arteria madre" of an aneurysm, "el vaso padre", "neuronas hijas", "ramas hijas")
          "arteria", "arterias", "vaso", "vasos", "neurona", "neuronas", "rama", "ramas"]
OFFSPRING = ["madre", "madres", "padre", "hijo", "hija", "hijos", "hijas", "hermano", "hermana", "hermanos", "hermanas"]
thing_offspring = alt(*(ci(w) for w in THINGS)) + (either(*(ci(w) for w in OFFSPRING)) & ~line_start())
PARENTAL_ORIGIN = ["alelo", "alelos", "origen", "herencia", "transmisión", "transmision", "disomía", "disomia", "cromosoma",
                   "cromosomas", "copia", "copias", "gen", "genes", "haplotipo", "haplotipos", "impronta", "imprinting",
                   "apellido", "apellidos"]
MATES = ["trabajo", "habitación", "habitacion", "piso", "clase", "colegio", "equipo", "estudios", "celda", "viaje",
         "juegos", "juego", "universidad", "residencia", "cuarto", "curso", "promoción", "empresa", "profesión"]
FAMILY_SAYS = ["refieren", "refirieron", "referían", "comentan", "comentaron", "relatan", "relataron", "cuentan",
               "contaron", "niegan", "negaron", "informan", "informaron", "explican", "explicaron", "aportan",
               "aportaron", "describen", "describieron", "notan", "notaron", "observan", "observaron", "solicitan",
               "solicitaron", "desean", "deseaban", "rechazan", "rechazaron", "deciden", "decidieron", "acuden",
               "acudieron", "trajeron", "traen",
               # (general forms: other verbs of saying, finding, bringing or deciding)
               "manifiestan", "manifestaron", "confirman", "confirmaron", "afirman", "afirmaron", "indican",
               "indicaron", "señalan", "señalaron", "expresan", "expresaron", "piden", "pidieron", "encuentran",
               "encontraron", "avisan", "avisaron", "llaman", "llamaron", "autorizan", "autorizaron", "aceptan",
               "aceptaron", "insisten", "insistieron", "presenciaron", "preguntan", "preguntaron"]
# one person's verbs of saying: "la pareja refiere que ronca", "el novio comenta"
PARTNER_SAYS = ["refiere", "refería", "refirió", "comenta", "comentó", "relata", "relató", "cuenta", "contó", "niega",
                "negó", "informa", "informó", "explica", "explicó", "aporta", "aportó", "describe", "describió", "nota",
                "notó", "observa", "observó", "solicita", "solicitó", "desea", "rechaza", "rechazó", "decide", "decidió",
                "acude", "acudió", "trae", "trajo", "avisa", "avisó", "encuentra", "encontró", "presenció",
                # (general forms, as FAMILY_SAYS)
                "manifiesta", "manifestó", "confirma", "confirmó", "afirma", "afirmó", "indica", "indicó", "señala",
                "señaló", "expresa", "expresó", "pide", "pidió", "llama", "llamó", "autoriza", "autorizó", "acepta",
                "aceptó", "insiste", "insistió", "pregunta", "preguntó"]
# pronouns for someone named before: "la pareja de ésta", "el marido de ella"
PRONOUNS = ["éste", "ésta", "él", "ella", "aquél", "aquélla"]
DETERMINER_PRONOUNS = ["este", "esta", "aquel", "aquella"]
partner_says = alt(*(ci(w) for w in PARTNER_SAYS))
# (general forms) what a partner's noun takes after it: "su [pareja estable]", "su [pareja actual]"
PARTNER_QUALIFIERS = ["estable", "actual", "habitual", "sexual", "sentimental"]
partner_qualifier = alt(*(ci(w) for w in PARTNER_QUALIFIERS))
# (esfam7, general forms) what goes before a partner's noun to say which partner: "su actual pareja", "su segunda mujer"
PARTNER_BEFORE = ["actual", "nueva", "nuevo", "antigua", "antiguo", "anterior", "última", "último", "primera",
                  "primer", "segunda", "segundo", "tercera", "tercer", "difunta", "difunto", "fallecida", "fallecido",
                  "futura", "futuro", "verdadera", "verdadero"]
# (a partner, not a twin: "Su segundo gemelo" is the birth order)
spouse = alt(*(ci(w) for w in PARTNER if not w.startswith(("gemel", "melliz", "padrin", "madrin"))
               and w not in ("descendientes", "mami", "papi")))
# the spouse's words that need no possessive, and the words before an origin (the patient stage's), for a partner's
# origin (esrel8)
spouse_word = alt(*(ci(w) for w in ["marido", "esposo", "esposa", "cónyuge", "conyuge"]))
origin_word = ci("origen") | ci("ascendencia") | ci("etnia") | ci("procedencia")
demonym = lex("NE+demonym", lexicon="es-terms")
# nouns the adjective "familiar" follows: "apoyo familiar", "entorno familiar", "núcleo familiar"
# (not frequent words as "medio", "vida", "grupo": each would start a walk check)
FAMILY_SETTINGS = ["apoyo", "entorno", "núcleo", "nucleo", "ambiente", "soporte", "dinámica", "dinamica", "estructura",
                   "conflicto", "conflictos", "agregación", "agregacion"]
# verbs of living with someone: "vive con [mujer] e hijos"
LIVES_WITH = ["vive", "convive", "vivía", "convivía", "vivia", "convivia", "reside", "residía", "casado", "casada"]
# verbs of coming with someone: "acude con [pareja]" (esfam7)
COMES = ["acude", "acudió", "acudio", "acuden", "acudieron", "viene", "vino", "llega", "llegó", "consulta", "consultó"]
# people named beside relatives: "amigos y [familiares]"
FRIENDS = ["amigos", "amigas", "allegados", "allegadas", "vecinos", "vecinas", "conocidos", "cuidadores"]
# a person's state after the noun "familiares": "[familiares] afectos", "[familiares] sanos"
FAMILY_STATES = ["afectos", "afectas", "afectados", "afectadas", "sanos", "sanas", "vivos", "vivas", "fallecidos",
                 "fallecidas", "portadores", "portadoras", "asintomáticos", "asintomáticas",
                 # (general forms: "[familiares] informados", "[familiares] presentes")
                 "informados", "informadas", "avisados", "avisadas", "presentes"]
# adjectives of closeness after the noun "familiares": "familiares directos", "un familiar cercano" (esfam7)
family_close = alt(*(ci(w) for w in ["directo", "directa", "directos", "directas", "cercano", "cercana", "cercanos",
                                     "cercanas"]))
# what the relative who goes with the patient does: "[Familiar] que le acompaña refiere..." (general form)
ACCOMPANIES = ["acompaña", "acompañan", "acompañaba", "acompañaban", "cuida", "cuidan", "cuidaba", "trae", "traen",
               "trajo", "trajeron", "atiende", "atienden"]
NEWBORN = ["neonato", "neonata", "bebé", "bebe"]
newborn = (ci("recién") | ci("recien")) + (ci("nacido") | ci("nacida")) | alt(*(ci(w) for w in NEWBORN))
# (and weeks, esfix6b: "El neonato, de 38 semanas y 3.200 g" gave the weeks to the relative; a newborn's weeks are the
# patient's age in train's one case, "[recién nacido pretérmino] de [32 semanas] de edad gestacional", as the sex and
# ages stages already read "el recién nacido, de [38 semanas]")
newborn_age_unit = either(*(ci(w) for w in ["días", "dias", "día", "dia", "horas", "hora", "meses", "mes", "años",
                                             "año", "semanas", "semana"]))
newborn_determiner = alt(*(ci(w) for w in ["el", "la", "del", "al", "su"]))

# "familia de genes", "la familia de las proteínas G": a class of things, not relatives
FAMILY_OF_THINGS = ["genes", "gen", "proteínas", "proteína", "receptores", "fármacos", "medicamentos", "virus",
                    "bacterias", "enzimas", "moléculas", "tumores", "neoplasias", "lesiones", "antibióticos",
                    "citoquinas", "quinasas", "canales", "transportadores", "compuestos", "hongos", "parásitos"]
# (and any class named by its biochemical or taxonomic suffix, or by an acronym: "la familia de las integrinas",
# "familia Herpesviridae", "la familia HLA", "familia TNF")
CLASS_SUFFIX = regex("(?i)[a-záéíóúñ]{2,}(asas|inas|idae|aceae|virus|oides)")
family_of_things = (ci("familia") | ci("familias")) + (ci("de") | ci("del")) + opt(ci("los") | ci("las") | ci("la")) \
    + (alt(*(ci(w) for w in FAMILY_OF_THINGS)) | CLASS_SUFFIX) \
    | (ci("familia") | ci("familias")) + (CLASS_SUFFIX | upper() & ~regex("[A-ZÁÉÍÓÚÑ]"))
family_doctor = (ci("médico") | ci("medico") | ci("médica") | ci("medicina") | ci("enfermera") | ci("enfermero")
                 | ci("pediatra") | ci("médicos") | ci("planificación")) + ci("de") + ci("familia")
# "Hermanos Falcó", "Padre Claret", "Madre Teresa": part of an institution or street name
KIN_RE = regex("(?i)(" + "|".join(KIN + QUALIFIERS) + ")")
# (a name word: a capital and lower-case letters, not an acronym or a code: "Madre HTA, padre DM", "Madre G3P2A1",
# "Madre Rh negativo" are relatives)
name_word = regex("[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{2,}") & ~KIN_RE
# (not a word that says how the relative is, in a title-case list: "Antecedentes familiares: Padre Diabético. Madre
# Hipertensa. Hermanos Sanos." are relatives; "C/ Hermanos Falcó", "Av. del Padre Claret", "Hospital Padre Jofré" are
# names. A left context excluding the colon would do it more generally, but made every unit a walk's start.)
STATE_WORD = regex("(?i)([a-záéíóúñ]*(ético|ética|éticos|éticas|ático|ática|áticos|áticas|tenso|tensa|tensos|tensas)"
                   "|sano|sana|sanos|sanas|fallecid[oa]s?|viv[oa]s?|portador(a|es|as)?|afect[oa]s?|operad[oa]s?"
                   "|intervenid[oa]s?|diagnosticad[oa]s?|consanguíneos|jóvenes|joven|mayor|menor)")
# (nor an illness written in title case after the relative: "Antecedentes familiares: [Madre] Hipotiroidismo. [Padre]
# Cardiopatía Isquémica"; general forms)
ILLNESS_WORD = regex("(?i)(diabetes|hipertensi[oó]n|c[aá]ncer|neoplasias?|asma|epilepsia|alzheimer|parkinson|ictus"
                     "|infarto|demencia|depresi[oó]n|obesidad|migra[ñn]a|leucemia|linfoma|glaucoma|cataratas?"
                     "|insuficiencia|enfermedad|s[ií]ndrome|trastorno|esquizofrenia|lupus|tumor|carcinoma|anemia"
                     "|[a-záéíóúñ]+(itis|osis|emia|pat[ií]a|ismo))")
kin_in_name = (lit("Hermanos") | lit("Padre") | lit("Madre") | lit("Hermanas")) + (name_word & ~STATE_WORD & ~ILLNESS_WORD)
# one person's full name after the kinship word may have surnames the lexicon lacks ("su [madre Tatiana Kowalczyk]",
# "su [hijo Jorge Luis Martínez Yagüe]"): a capitalised word after a known first name, inside the line, that is no
# first name ("su hermano [Juan] Carlos..." stays a first name alone)
# (not an acronym or a word of a person's state: "[Madre] Teresa Diabética", "Hijo Juan HTA")
unknown_surname = kin_cap & ~upper() & ~lex("NE+persName+first") & ~line_start() & ~STATE_WORD
name_with_unknown = first + repeat(first, 0, 2) + repeat(last | unknown_surname, 1, 3)
# ... and a full name whose first name the lexicon lacks, after a possessive or an article and the kinship word, where a
# title-case list of illnesses is not written ("Acude con su [hija Naiara Ruiz]"; general form: without it the name
# was left unmasked): a name word, then one to three surnames
unknown_full_name = (name_word & ~STATE_WORD & ~line_start()) + repeat(last | unknown_surname, 1, 3)
# a name set off after the kinship word (a comma, a bracket): "Su madre, [Ana Kowalczyk], refiere"
person_name = first + repeat(first, 0, 1) + repeat(last | unknown_surname, 0, 2)
# a relative in apposition after a name, the apposition closed: ", su hija,", ", madre del paciente," (esfam7)
apposed_relative = punct(",") + opt(possessive | definite) + (relative | partner | sex_kin) + opt(possessor) \
    + (punct(",") | punct(".") | punct(";") | punct(")"))
# a religious congregation: "Hermanas de la Caridad", "Hermanos de San Juan de Dios", "Hermanitas de los Pobres",
# "Hijas de la Caridad" (general forms; title case, as a name is written: "hermanos de la paciente" are relatives)
# (a name after an article, or a saint's or the Virgin's: not "Hermanos de Juan")
congregation = (lit("Hermanas") | lit("Hermanos") | lit("Hermanitas") | lit("Hijas") | lit("Hijos")) + lit("de") \
    + ((lit("la") | lit("las") | lit("los")) + (name_word & ~STATE_WORD & ~regex("(?i)(paciente|enferm[oa])"))
       | alt(*(lit(w) for w in ["San", "Santa", "Santo", "Nuestra", "María", "Jesús", "Cristo", "Dios"])))
# a twin named with the zygosity is a sibling wherever it is: "[Gemelo univitelino] con la misma enfermedad", "[gemela
# monocigota]" (general forms)
ZYGOSITY = [w + e for w in ["monocigot", "dicigot", "univitelin", "bivitelin", "idéntic"]
            for e in ["o", "a", "os", "as"]]
twin_word = alt(*(ci(w) for w in ["gemelo", "gemela", "gemelos", "gemelas", "mellizo", "melliza", "mellizos",
                                  "mellizas"]))
zygotic_twin = twin_word + alt(*(ci(w) for w in ZYGOSITY))

# the patient's place among the siblings: "[Hijo mediano] de tres hermanos", "la [segunda hija] de cuatro hermanas"
# (not before "de padres": the training notes label both "[primera hija] de padres" and "Primer [hijo] de padres")
ORDINALS = ["primer", "primera", "primero", "segundo", "segunda", "tercer", "tercero", "tercera", "cuarto", "cuarta",
            "quinto", "quinta", "sexto", "sexta", "séptimo", "séptima", "octavo", "octava", "último", "última"]
ordinal = alt(*(ci(w) for w in ORDINALS))
child = ci("hijo") | ci("hija")
rank = ci("mediano") | ci("mediana") | ci("mayor") | ci("menor") | ci("pequeño") | ci("pequeña")
firstborn = ci("primogénito") | ci("primogénita") | ci("primogenito") | ci("primogenita")
parents = ci("padres") | ci("progenitores") | ci("pareja")
siblings = ci("de") + (count | ci("una") + ci("familia") + ci("de") + count) \
    + (ci("hermanos") | ci("hermanas") | ci("hijos") | ci("hijas"))

# a capitalised kinship word right after a name, or after a doctor's title, is a surname: "Juan [Nieto]
# Pérez", "Dr. [Primo]" (tagged NONPHI+surname, which the names stage takes inside a name)
cap_kin = alt(*(lit(f) for w in KIN + PARTNER for f in (w[0].upper() + w[1:], w.upper())))
cap_qualifier = alt(*(lit(f) for w in QUALIFIERS for f in (w[0].upper() + w[1:], w.upper())))  # "Nieto Mayor"
# (a name of the es-names lexicon: "Itziar [Nieto]", "Urkiola [Nieto]"; any capitalised word there would be
# more general, but it made the stage twice as slow, the rule being tried after every capitalised word)
known_name = lex("NE+persName+first") | lex("NE+persName+last")
title_before = (ci("Dr") | ci("Dra") | ci("Doctor") | ci("Doctora")) + opt(punct("."))
name_before = known_name | title_before
# a particle between the name and the surname: "Lucía de la [Nieto] Bernal"
name_particle = ci("de") + opt(ci("la") | ci("los")) | ci("del")
# (the kin word inside its line: "...Clínico\nMadre diabética" is a relative)
# (only the kinship words that are Spanish surnames: after an illness in a title-case list of relatives, "Antecedentes
# familiares: Diabetes Mellitus [Padre]", "Lupus [Madre]", the others are relatives)
KIN_SURNAMES = ["nieto", "nieta", "primo", "prima", "sobrino", "sobrina", "pareja", "cuñado"]
inline_cap_kin = either(*(lit(f) for w in KIN_SURNAMES for f in (w[0].upper() + w[1:], w.upper()))) & ~line_start()
cap_before_surname = cap() & ~upper() & ~KIN_RE \
    & ~regex("(?i)(el|la|los|las|lo|un|una|unos|unas|su|sus|mi|mis|tu|y|e|o|con|sin|de|del|por|para|a|al|en|antecedentes"
             "|familiares|familiar|historia|paciente|sexo|edad|hospital|colegio|residencia|fundación|asociación"
             "|centro|avenida|avda|calle|plaza|paseo|san|santa|santo|nuestra|señora)")

# a town named with a capitalised kinship word is no relative: "vive en [Paterna]", "41700 [Dos Hermanas]",
# "[Paterna del Campo]", "[Tías]" (Lanzarote). Tagged NONPHI+kinplace, which the places stage makes TERRITORIO, so
# the town is still masked. One word: a town of the place lexicons named with one kinship word (Pareja is no
# relative without a possessive before it, so it is left to the places stage), inside its line (with a qualifier
# after it, it is a relative: "Tías maternas"); a capitalised count before a capitalised kinship word is a town
# wherever it is (a count of relatives is written in lower case: "dos hermanas"). A surname after a name or a title
# stays one ("Dr. Nieto": kin_surname, of lower weight, wins on the same span).
KIN_TOWNS = ["Paterna", "Tías"]
# (capitalised, not in capitals: a note written in capitals has "DOS HERMANAS SANAS")
KIN_TOWN_WORD = either(*(lit(w) for w in KIN_TOWNS))
cap_count = alt(*(lit(w.capitalize()) for w in COUNTS))
cap_kin_word = alt(*(lit(w[0].upper() + w[1:]) for w in KIN + PARTNER))
town_tail = repeat((lit("de") + opt(lit("la") | lit("las") | lit("los")) | lit("del")) + cap(), 0, 1)
one_word_kin_town = (KIN_TOWN_WORD & ~line_start()) + town_tail
count_kin_town = cap_count + cap_kin_word + town_tail \
    | lit("Madre") + lit("de") + lit("Dios")  # the Peruvian region
# ... written in capitals, as an address line writes a town: after its postcode or "en", "de" ("46980 [PATERNA]
# (VALENCIA)", "natural de [MADRE DE DIOS]"; esrel4, general forms); not in a note written in capitals, where "ABUELA
# PATERNA" is a relative (the longer match starting at the kinship word before it)
upper_kin_town = alt(*(lit(w.upper()) for w in KIN_TOWNS)) | lit("MADRE") + lit("DE") + lit("DIOS") \
    | alt(*(lit(w.upper()) for w in COUNTS)) + alt(*(lit(w.upper()) for w in KIN + PARTNER))
upper_town_lead = digits(5) | ci("en") | ci("de") | punct(",")

# the patient described by the birth order or as an only child, and the age after it: "Primer hijo de [7 años]",
# "Segundo hijo, de [7 años], de padres sanos", "Hija única, de [8 años]" (the patient's: EDAD; esrel4, general forms);
# after a possessive, or "un"/"una" before an only child, the child is the patient's and so is the age ("Su primer hijo
# de [5 años]", "Tiene un hijo único de [10 años]": FAMILIARES)
only = ci("único") | ci("única") | ci("unico") | ci("unica")
# (or a twin by the birth order: "Segundo gemelo de [2 días] de vida"; or the place among the siblings: "Es el menor de
# 3 hermanos, de [6 años]", "Hijo mediano de tres hermanos, de [8 años]"; or after "es", as birth_order_is tags it: "Es
# el hijo menor, de [8 años], de una familia de cinco", esrel8, general form; was the relative's)
described_child = ordinal + (child | twin_word) | child + only \
    | (ci("es") | ci("era")) + opt(ci("el") | ci("la")) + (child + rank | firstborn) \
    | ((ci("el") | ci("la")) + (rank | ordinal) | child + rank | ordinal + child) + siblings
described_child_lead = opt(punct(",")) + ci("de") + opt(ci("unos") | ci("unas"))
patients_child = possessive + ordinal + (child | twin_word) | (possessive | ci("un") | ci("una")) + child + only
# the patient's age at an event shared with the relative named after "con", "junto a": "adoptado con su hermano a los [3
# años]", "emigró junto con su madre a los [10 años]" (the patient's; esrel4, general forms)
shared_with = (ci("con") | ci("junto") + (ci("a") | ci("con"))) + opt(determiner)
# an eldest or youngest picked out of several relatives: "tres hijos, el mayor de [20 años]" (esrel4, general form)
picked = (ci("el") | ci("la")) + (rank | ci("primero") | ci("primera") | ci("segundo") | ci("segunda")
                                  | ci("último") | ci("última"))
# a relative's age in years without the unit, set off by commas or brackets in a list of relatives: "Madre, [72], HTA",
# "Padre (75), sano" (esrel4, general form; 10 to 109, not a count of relatives: "Madre, 3 hijos"; after one relative
# only: "Hijos (10), sanos" is a count)
adult_years = regex("([1-9][0-9]|10[0-9])")
# ... and an age with its unit before an acronym or an illness in such a list: "Madre [65 años] HTA"
list_state = (upper() & regex("[A-ZÁÉÍÓÚÑ0-9]{2,}")) | ILLNESS_WORD | STATE_WORD
# an obstetric code or an acronym in a relative's entry: "Madre G2P2, 35 años", "Padre HTA, 40 años" (the tokenizer
# cuts "G2P2" at each change of letters and digits)
list_code = regex("[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ]*") \
    + repeat(either(number(), regex("[A-ZÁÉÍÓÚÑ]+")) & attached(), 0, 8)
# another relative of the same kind after one relative's age: "Un hermano de 12 años con asma y otro de [8 años]"
other_relative_lead = relative_one + between_one + age_lead_one + age + repeat(in_clause & ~punct(","), 0, 6) \
    + (ci("y") | punct(",")) + (ci("otro") | ci("otra")) + ci("de")
# each of several relatives picked out: "dos hermanos, uno de [10 años]", "Dos hijas: una niña de [5 años]" (esage5)
each_relative_lead = relative_many + (punct(",") | punct(":")) \
    + (ci("uno") | ci("una") | opt(ci("un") | ci("una")) + tag("NE+FAMILIARES_SUJETO_ASISTENCIA")) + ci("de")
# a child's or an adult's years without the unit, 1 to 109 (not "0")
adult_or_child_years = regex("([1-9][0-9]?|10[0-9])")
# a relative's civil state or age, which the patient stage takes for the patient's where no relative precedes it
relative_state_word = either(*(ci(w) for w in [
    "casado", "casada", "casados", "viudo", "viuda", "soltero", "soltera", "solteros", "divorciado", "divorciada",
    "divorciados", "separado", "separada", "separados", "adolescente", "adolescentes", "joven", "jóvenes",
    "estudiante"]))
# partners and twins that head an entry of a list of relatives
LISTED_PARTNERS = ["pareja", "expareja", "novio", "novia", "gemelo", "gemela", "gemelos", "gemelas", "mellizo",
                   "melliza", "mellizos", "mellizas", "trillizo", "trilliza", "trillizos", "trillizas"]

STAGE = Stage("relatives", [
    # (no context: "Tías maternas" is the longer match of kin below; a left context any lower-case word satisfies
    # made the stage half as slow again, and a right one fails on the note's last word)
    Rule("kin_town", one_word_kin_town, codes="NONPHI+kinplace", weight=-1),
    Rule("count_kin_town", count_kin_town, codes="NONPHI+kinplace", weight=-1),
    # ... not before a relative's state in a title-case list of relatives: "[Dos Hermanos] Sanos", "[Tres Hijas]
    # Diabéticas" (esage5, general form; the same span, of lower weight)
    Rule("count_kin_state", cap_count + cap_kin_word + right(STATE_WORD | ILLNESS_WORD),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-2),
    # "la Sagrada Familia": a district, a church, a street's name, not the family (esage5, general form)
    Rule("holy_family", (lit("Sagrada") + lit("Familia") | lit("SAGRADA") + lit("FAMILIA")), codes="NONPHI+kinplace",
         weight=-1),
    Rule("upper_kin_town", left(upper_town_lead) + upper_kin_town, codes="NONPHI+kinplace", weight=-1),
    Rule("kin_surname", left(name_before + opt(name_particle)) + cap_kin + repeat(cap_kin | cap_qualifier, 0, 2),
         codes="NONPHI+surname", weight=-2),
    # ... and after any capitalised word inside the line, for the first names and surnames the lexicon lacks
    # ("Dr. Brais García-Oria [Primo]", "Zorion [Nieto] Gaztañaga"); not after an article, a possessive or a
    # header, patient or family word or an acronym ("Su Madre", "Antecedentes Familiares: Padre", "HTA Madre")
    Rule("kin_surname_after_cap", left(cap_before_surname) + inline_cap_kin + repeat(cap_kin | cap_qualifier, 0, 2),
         codes="NONPHI+surname", weight=-2),
    # the same for a surname the sex stage took ("Pedro [Niño] Pérez", "Dr. [Niño]"); after a known name or a title
    Rule("sex_surname", left(known_name | title_before) + tag("NE+SEXO_SUJETO_ASISTENCIA"), codes="NONPHI+surname",
         weight=-2),
    Rule("birth_order", (child + rank | ordinal + child) + right(siblings),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=-1),
    # ... and before the parents, as train labels "[hijo único] de padres", "la [primera hija] de padres": "la [hija mayor]
    # de padres sanos", "el [primogénito] de padres" (general forms; "Primer [hijo] de padres", labelled so once in train,
    # and "la hija mayor de la paciente", "Su primogénito" stay relatives)
    Rule("birth_order_parents", (child + rank | firstborn) + right(ci("de") + opt(ci("unos") | ci("una")) + parents),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=-1),
    # ... and as what the patient is, as train labels "Es [hijo único]", "se trata de la [primera hija]": "Es el [hijo
    # menor]", "es la [hija mediana]", "Es el [primogénito]" (general forms)
    Rule("birth_order_is", left((ci("es") | ci("era")) + opt(ci("el") | ci("la"))) + (child + rank | firstborn),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=-1),
    # ... and an adopted child, as train's "una [niña adoptada]": "Es [hijo adoptado]", "es una [hija adoptiva]"
    # (esrel4, general forms; "Su [hija adoptada]" stays the patient's child)
    Rule("adopted_is", left((ci("es") | ci("era")) + opt(ci("un") | ci("una") | ci("el") | ci("la")))
         + child + (ci("adoptado") | ci("adoptada") | ci("adoptivo") | ci("adoptiva")),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=-1),
    # "Es hijo único": the patient described, which the corpus labels ID_SUJETO_ASISTENCIA
    Rule("only_child", (ci("hijo") + ci("único") | ci("hija") + ci("única")), codes="NE+ID_SUJETO_ASISTENCIA+descriptor",
         weight=-1),
    # ... but after a possessive or an indefinite article it is the patient's only child: "vive con su [hijo único]",
    # "Tiene un [hijo único]" (general forms)
    Rule("only_child_of_patient", left(possessive | ci("un") | ci("una"))
         + (ci("hijo") + ci("único") | ci("hija") + ci("única") | ci("hijo") + ci("unico") | ci("hija") + ci("unica")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-2),
    Rule("not_kin", not_kin, codes="NONPHI+word", weight=-1),
    # how a disease passes from one generation to the next, nobody's relative: "transmisión vertical de madre a hijo",
    # "se hereda de padres a hijos" (esfam7, general forms; a relative has an article or a possessive there: "de su
    # madre a su hijo")
    Rule("generations", ci("de") + alt(*(ci(w) for w in ["madre", "madres", "padre", "padres", "progenitores",
                                                         "generación", "generacion"]))
         + (ci("a") | ci("en")) + alt(*(ci(w) for w in ["hijo", "hija", "hijos", "hijas", "feto", "fetos",
                                                        "descendientes", "generación", "generacion"])),
         codes="NONPHI+word", weight=-1),
    Rule("thing_offspring", thing_offspring, codes="NONPHI+word", weight=-1),
    Rule("family_of_things", family_of_things, codes="NONPHI+word", weight=-1),
    Rule("family_doctor", family_doctor, codes="NONPHI+word", weight=-1),
    # "alelo paterno", "disomía uniparental materna", "herencia paterna", "apellido paterno": genetics or a name's part,
    # no relative (general negatives; "consentimiento [paterno]" stays the father)
    Rule("parental_origin", alt(*(ci(w) for w in PARENTAL_ORIGIN)) + opt(ci("uniparental")) + side,
         codes="NONPHI+word", weight=-1),
    Rule("kin_in_name", kin_in_name, codes="NONPHI+kinname", weight=-1),
    Rule("congregation", congregation, codes="NONPHI+kinname", weight=-1),
    Rule("zygotic_twin", zygotic_twin, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("kin", relative, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (several relatives carry the code "many": the ages stage gives a single age after them to the patient)
    Rule("kin_many", relative_many, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+many", weight=-0.5),
    # a relative of a relative is one span: "[Hijo de una prima hermana de su pareja]", "[hija de otro primo]",
    # "[hermanos de abuelo materno]"
    # (not "hijo de padres sanos", "la mayor de tres hermanos", "una familia de ocho hermanos": the patient)
    # (with a count: "[Dos hermanos del padre]")
    # (not a parent of a child after an indefinite article: "Es madre de un [hijo]", "padre de una [hija] de 4 años" is
    # the patient described by the child, two spans as "[madre] de [dos hijos]"; a parent of a partner the sex stage
    # tagged is one: "la [madre de su marido]", as "los [padres de su marido]"; esfam7, general forms)
    Rule("kin_chain", opt(word_count) + chain_head_not_parent + repeat(chain_link + (chain_kin | partner), 1, 3),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("parent_chain", opt(word_count) + parent_head
         + (chain_link_definite + (chain_kin | partner | sex_kin)
            | ci("de") + indefinite + (chain_head | partner))
         + repeat(chain_link + (chain_kin | partner), 0, 2), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (the parents of a relative, after a possessive: "los [padres de su marido]", "los [padres de su pareja]"; esage5,
    # general form: "hijo de padres sanos", "los padres de la paciente" stay)
    Rule("parents_chain", (ci("padres") | ci("progenitores")) + ci("de") + possessive + (chain_kin | partner | sex_kin),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... ending at a partner the sex stage tagged: "un [sobrino de su marido]" (not after a parent: "Madre de una
    # [niña]" is the patient described by the child, which the sex stage tagged too)
    Rule("kin_chain_partner", opt(word_count) + alt(*(ci(w) for w in CHAIN_KIN if w not in CHILDREN + PARENTS))
         + repeat(qualifier, 0, 2) + chain_link + sex_kin,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a partner of a relative: "la [pareja de su madre]", "el [novio de su madre]", "la [mujer de su hijo]" (the sex stage
    # tagged "mujer" there), as "el [marido de su hermana]" (not "compañero": "el compañero de su padre" is a workmate)
    Rule("partner_chain", (partner_head | tag("NE+FAMILIARES_SUJETO_ASISTENCIA")) + chain_link + chain_kin
         + repeat(chain_link + (chain_kin | partner), 0, 2), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (a partner after a possessive or a definite article: "[hijo de su pareja]"; "el tercer hijo de una pareja sana" is
    # the patient described by the parents)
    Rule("child_chain", child_head + (chain_link + (parent_free_kin | sex_kin) | (ci("de") | ci("del")) + opt(definite)
                                      + partner)
         + repeat(chain_link + (chain_kin | partner), 0, 2), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the patient's newborn, in an obstetric note: "la exploración de la [recién nacida]", "positivo en el
    # [neonato]" (the training notes label each such mention); after an article or a possessive only (a note
    # on a newborn patient opens with "Recién nacido de 29 días", which the sex and ages stages take)
    # the couple the patient is the child of, the parents (as "[hijo] de [padres]"): "el tercer hijo de una [pareja]
    # sana", "Hija de 7 años de una [pareja] sana", "Niño de 8 años de una [pareja] joven" (esage5, general form; the
    # age before it is the patient's); "tras 3 años de una pareja estable" stays
    Rule("parents_couple", left((child | tag("NE+SEXO_SUJETO_ASISTENCIA")) + opt(ci("de") + age + opt(punct(",")))
                                + ci("de") + ci("una")) + ci("pareja"), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("newborn", left(newborn_determiner) + newborn, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a time since an event after "a los" is nobody's age, after a relative too: "Acudió con su padre a los 15 días
    # del alta", "con su madre a los 2 meses de la cirugía", "operado a los 3 días de ingreso" (esage5, general forms;
    # as the ages stage's "since"): matched from "los", it wins over the relatives' ages starting at the number
    Rule("time_since", ci("los") + quantity + age_unit + (ci("del") | ci("de") + (since_word | since_determiner)),
         codes="NONPHI+duration"),
    # ... not when its age follows: the note is about the baby, the patient ("El bebé, de [4 meses], presenta fiebre",
    # "El neonato de [12 horas] de vida"; esage5, general form): tagged NONPHI, the ages stage takes the age
    Rule("newborn_patient", left(newborn_determiner) + newborn
         + right(opt(punct(",")) + ci("de") + quantity + newborn_age_unit), codes="NONPHI+newborn", weight=-1),
    # ... but after a possessive the baby is the patient's child, and its age singles it out, as "el [hijo de 27 años]":
    # "Su [bebé de 3 meses] está sano", "su [recién nacido de 2 días]" (esfam7, general form; the age was EDAD)
    Rule("own_newborn_age", left(possessive) + newborn + with_age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA",
         weight=-2),
    # "su compañero de trabajo", "su compañera de habitación": no partner
    Rule("workmate", (ci("compañero") | ci("compañera") | ci("compañeros") | ci("compañeras")) + ci("de")
         + alt(*(ci(w) for w in MATES)), codes="NONPHI+word", weight=-1),
    # "la pareja del paciente", "la mujer de la paciente" (tagged by the sex stage), "el novio de la paciente"
    Rule("patient_partner", left(definite) + (partner | tag("NE+SEXO_SUJETO_ASISTENCIA"))
         + right((ci("del") | ci("de") + (ci("la") | ci("el"))) + ci("paciente")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the partner of a relative named just before: "vive con su madre y la [pareja] de ésta", "el [novio] de esta"
    # (general form, not from the training notes: a pronoun points back to a relative or the patient)
    # (a determiner without its accent is a pronoun only at the end of the clause: not "la pareja de este estudio")
    Rule("partner_of_pronoun", left(definite) + partner_head
         + right(ci("de") + (alt(*(ci(w) for w in PRONOUNS)) | alt(*(ci(w) for w in DETERMINER_PRONOUNS))
                             + (punct() | ci("y") | ci("e") | ci("que")))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the partner with an article after a preposition, one person: "se estudia a la [pareja]", "seminograma de la
    # [pareja]", "acude con la [pareja]" (general forms; not "terapia de pareja", "relaciones de pareja", without the
    # article, nor "la pareja de cromosomas")
    Rule("partner_after_preposition", left((ci("a") | ci("de") | ci("con") | ci("por") | ci("en") | ci("para")
                                            | ci("sin") | ci("entre")) + ci("la")) + ci("pareja")
         + repeat(qualifier | partner_qualifier, 0, 1) + right(~ci("de")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the partner who speaks for the patient: "La [pareja] refiere que ronca" (not "mujer": "La mujer refiere dolor" is
    # the patient)
    # a partner's origin is the partner's, not the patient's: "Su marido, de origen [marroquí]", "su pareja es de
    # etnia [gitana]" (esrel8, general form, no train case; the patient stage gave it to the patient, ID_SUJETO; a
    # relative's attributes are the relative's, as its age and name; the parents' origin stays the patient's
    # ascendancy: "Hijo de padres de origen [marroquí]", ID_SUJETO)
    Rule("partner_origin", left((spouse_word | possessive + opt(alt(*(ci(w) for w in PARTNER_BEFORE)))
                                 + (partner | sex_kin))
                                + opt(punct(",")) + opt(ci("es") | ci("era")) + opt(ci("de")) + origin_word
                                + opt(ci("de") | punct(":"))) + demonym,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+origin"),
    Rule("partner_says", left(definite) + alt(*(ci(w) for w in PARTNER if w != "mujer")) + right(partner_says),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a partner named by the sex, with the age: "[pareja femenina de 23 años]"
    Rule("partner_sex_age", tag("NE+FAMILIARES_SUJETO_ASISTENCIA+partner") + with_age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    # "el otro gemelo", "la otra melliza": the co-twin (a muscle is "el gemelo interno", not "el otro gemelo")
    # (without "otro", as "otro [hijo]")
    Rule("co_twin", left((ci("el") | ci("la") | ci("del") | ci("al") | ci("su")) + (ci("otro") | ci("otra")))
         + alt(*(ci(w) for w in ["gemelo", "gemela", "mellizo", "melliza"])),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ("su ex pareja", "su ex-pareja"; "su [pareja estable]", "su [pareja actual]")
    # the patient's children named as children (general form): after a parent's word and a count, "Madre de [dos
    # niños]", or after a possessive, "sus [tres niñas]" ("los niños de la guardería" stay; "Madre de una [niña]" is
    # the sex stage's)
    Rule("parents_children", left(alt(*(ci(w) for w in PARENTS + ["abuela", "abuelo"])) + ci("de")) + count + kids,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("own_children", left(possessive) + opt(count) + kids, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("partner", left(possessive) + opt(ci("ex") + opt(punct("-"))) + partner
         + repeat(qualifier | partner_qualifier, 0, 1), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... and after an adjective of which partner it is: "su actual [pareja]", "su antigua [pareja]", "su segunda
    # [mujer]" (the sex stage tagged it), "su difunta [mujer]" (esfam7, general forms; were unlabelled or SEXO); the
    # adjective stays outside, as the article does
    Rule("partner_after_adjective", left(possessive + alt(*(ci(w) for w in PARTNER_BEFORE)))
         + (spouse | tag("NE+SEXO_SUJETO_ASISTENCIA")) + repeat(qualifier | partner_qualifier, 0, 1),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a partner heading an entry of a list, as "Madre:", "Hermanos:": "[Pareja]: sano, 35 años" (general form)
    Rule("partner_entry", (either(*(ci(w) for w in PARTNER)) & line_start()) + right(punct(":")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... or before the relative's state or illness, as "Madre sana": "[Pareja] sana", "[Mellizo] sano", "[Gemela] HTA"
    # (general forms; not "Mujer sana", the patient; also before "con"/"sin" and what the relative has: "[Gemelo] con
    # TDAH", "[Mellizo] sin patología", "[Gemela] con retraso del lenguaje", esfix6b)
    Rule("partner_entry_state", (either(*(ci(w) for w in LISTED_PARTNERS)) & line_start())
         + right(list_state | (ci("con") | ci("sin")) + (list_state | lower())),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the partner who goes with the patient: "acompañada de la [pareja]", "traído por el [novio]" (general form)
    Rule("companion_partner", left(companion_word + (ci("por") | ci("de")) + opt(definite)) + partner
         + repeat(qualifier | partner_qualifier, 0, 1), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the wife named by the word the sex stage took, beside another relative: "vive con [mujer] e hijos",
    # "convive con [mujer] y dos hijas" (general form; "Paciente mujer y madre de dos hijos" is the patient; after a verb
    # of living with: a walk from every "con" made the stage's walk checks half as many again)
    # (also after the article: "vive con la [mujer] y los hijos", esfam7)
    Rule("wife_with_kin", left(alt(*(ci(w) for w in LIVES_WITH)) + ci("con") + opt(ci("la")))
         + tag("NE+SEXO_SUJETO_ASISTENCIA")
         + right((ci("y") | ci("e")) + opt(determiner) + counted_kin), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # a word of civil state or age after a relative describes the relative, not the patient, so that the patient stage
    # does not take it for ID_SUJETO_ASISTENCIA: "Hijo de madre [soltera]", "su padre [viudo]", "la madre
    # [adolescente]" (general forms; not "Es madre soltera", the patient)
    Rule("relative_state", left((determiner | ci("de") | ci("del")) + (kin | ci("pareja"))) + relative_state_word,
         codes="NONPHI+relstate"),
    Rule("relative_state_line", left(either(*(ci(w) for w in KIN)) & line_start()) + relative_state_word,
         codes="NONPHI+relstate"),
    # the partner the patient lives with, without a possessive: "convive con [pareja]", "vive con [compañera
    # sentimental]" (general form; "Pareja estable." alone is the patient's sexual history)
    # (or comes with: "Acude con [pareja] a consulta", esfam7, general form)
    Rule("lives_with_partner", left(alt(*(ci(w) for w in LIVES_WITH + COMES)) + ci("con"))
         + either(*(ci(w) for w in ["pareja", "compañero", "compañera", "expareja"])) + opt(ci("sentimental")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (and after a preposition a noun takes: "informar a [familiares]", "convive con [familiares]", "en [familiares]
    # sanos", "sin [familiares] cercanos"; not after "y", "ni": "antecedentes personales y familiares")
    Rule("familiares", left(ci("por") | ci("sus") | ci("los") | ci("otros") | ci("varios") | ci("algunos")
                            | ci("diversos") | ci("numerosos") | ci("resto") + ci("de") | ci("a") | ci("con")
                            | ci("entre") | ci("unos") | ci("estos") | ci("dichos") | ci("en") | ci("de") | ci("sin"))
         + ci("familiares") + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # (general forms) the noun the speaker is: "según [familiares]", "según refieren [familiares]", "refieren
    # [familiares] que..."; the noun beside another relative or a friend: "hijos y [familiares]", "amigos y
    # [familiares]" (not "antecedentes personales y familiares"); the noun an adjective of a person's state follows:
    # "no refiere [familiares] afectos", "[familiares] sanos"
    # (and after one person's verb of saying: "Refiere [familiares] con HTA", "Niega [familiares] afectos")
    Rule("familiares_said", left(ci("según") + opt(alt(*(ci(w) for w in FAMILY_SAYS)))
                                 | alt(*(ci(w) for w in FAMILY_SAYS)) | partner_says)
         + ci("familiares") + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... and the one relative: "según [familiar]", "Refiere [familiar] que...", "[familiar] refiere que..."
    Rule("familiar_said", left(ci("según") + opt(partner_says) | partner_says) + ci("familiar") + opt(degree),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("familiar_says", ci("familiar") + right(partner_says), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... not the adjective after a noun of the family's life: "el apoyo familiar indica", "el entorno familiar acepta"
    Rule("family_setting", alt(*(ci(w) for w in FAMILY_SETTINGS)) + ci("familiar"), codes="NONPHI+word", weight=-1),
    Rule("familiares_and", left((counted_kin | alt(*(ci(w) for w in FRIENDS))) + (ci("y") | ci("e")))
         + ci("familiares") + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("familiares_state", ci("familiares") + right(alt(*(ci(w) for w in FAMILY_STATES))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ("Informados [familiares]", "Se avisa a [familiares]"; general forms)
    Rule("familiares_informed", left(alt(*(ci(w) for w in ["informados", "informadas", "avisados", "avisadas"])))
         + (ci("familiares") | ci("familiar")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the relative who goes with the patient: "acompañado de [familiar]", "[Familiar] que le acompaña", "traída por
    # [familiares]" (general forms)
    Rule("familiar_companion", left(companion_word + (ci("de") | ci("por"))) + (ci("familiar") | ci("familiares"))
         + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("familiar_accompanies", (ci("familiar") | ci("familiares"))
         + right(ci("que") + opt(ci("le") | ci("la") | ci("lo") | ci("les")) + alt(*(ci(w) for w in ACCOMPANIES))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the subject of a verb of saying: "Familiares refieren que...", "familiares comentan"
    Rule("familiares_say", ci("familiares") + right(alt(*(ci(w) for w in FAMILY_SAYS))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("count_familiares", count + ci("familiares") + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # the noun with its degree ("en [familiares de primer grado]"; the adjective of "antecedentes
    # familiares" is left alone: that rule starts earlier, so it wins); one relative: "un [familiar]"
    Rule("familiares_degree", (ci("familiares") | ci("familiar")) + degree, codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ... or with an adjective of closeness, which makes it the noun: "sus [familiares directos]", "[Familiares
    # cercanos] sanos", "un [familiar directo]" (esfam7, general forms; were unlabelled or without the adjective)
    Rule("familiares_close", (ci("familiares") | ci("familiar")) + family_close + opt(degree),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # ("antecedentes familiares directos" stays the history: starting earlier, it wins)
    Rule("family_history", (ci("antecedentes") | ci("antecedente") | ci("historia") | ci("historial"))
         + (ci("familiares") | ci("familiar")) + (degree | family_close), codes="NONPHI+word", weight=-1),
    Rule("familiar", left(ci("un") | ci("una") | ci("otro") | ci("otra") | ci("ningún") | ci("ningun")
                          | ci("algún") | ci("algun") | ci("cualquier") | ci("su") | ci("tu") | ci("el") | ci("al")
                          | ci("del") | ci("la") | ci("este") | ci("esta") | ci("dicho") | ci("dicha")
                          # (the noun right after a preposition: "acompañada por [familiar]", "acude con [familiar]")
                          | ci("por") | ci("con") | ci("a") | ci("sin"))
         + ci("familiar") + opt(degree), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    # "consentimiento [paterno]", "la radiografía [paterna]", "la rama [paterna]": the father (the training
    # notes label 4 of 5 such uses; "materno/materna" alone is mostly "lactancia materna", left alone)
    Rule("paternal", ci("paterno") | ci("paterna") | ci("paternos") | ci("paternas"),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=2),
    # ... and "materna" after a word naming a side of the family: "antecedentes por rama [materna]", "por línea
    # [materna]" (as "paterna" there; "lactancia materna", "leche materna" stay alone)
    Rule("maternal_side", left(ci("rama") | ci("línea") | ci("linea") | ci("vía") | ci("lado")
                               | ci("por") + ci("parte"))
         + (ci("materna") | ci("materno") | ci("maternas") | ci("maternos")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA"),
    Rule("kin_with_age", left(definite) + kin_np + with_age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    # ... and without one, the age right after one relative's kinship word and qualifiers, inside a line: "[Tío materno
    # de 37 años] con retraso mental" (esfam7: train writes such an age inside the relative's span 7 times in 5 notes,
    # apart 3 times in one note's list, each entry opening a line: "Hermano mayor de [65 años]", kept so); not a child
    # word, which describes the patient ("Hija de 7 años de una pareja sana")
    Rule("kin_with_age_inline", (either(*(ci(w) for w in KIN_ONE if w not in CHILDREN)) & ~line_start())
         + opt(both_sexes) + qualifiers + with_age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    # ... and a child after an indefinite article, the patient's child: "Tiene un [hijo de 10 años]", "otro [hijo de 3
    # años] falleció" (esfam7, general form, as "un [hermano de 10 años]")
    Rule("child_with_age", left(indefinite | ci("otro") | ci("otra")) + child_head + with_age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=-1),
    Rule("relative_age", left(relative_one + between_one + age_lead_one) + long_age + right(not_of_parents),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("described_patient_age", left(described_child + described_child_lead) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+descriptor", weight=-1),
    Rule("patients_child_age", left(patients_child + described_child_lead) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age", weight=-2),
    Rule("shared_event_patient_age", left(shared_with + relative_one + ci("a") + ci("los")) + long_age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+shared", weight=-1),
    Rule("picked_relative_age", left(relative_many + punct(",") + picked + ci("de")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # (or before them: "El mayor de sus hijos, de [20 años], está sano")
    Rule("picked_of_relatives_age", left(picked + ci("de") + opt(ci("sus") | ci("los") | ci("las")) + relative_many
                                         + opt(punct(",")) + ci("de")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("relative_bare_years", left(relative_one + (punct(",") | punct("(")))
         + adult_years + right(punct(",") | punct(")") | punct(";")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("relative_age_before_state", left(relative_one) + long_age + right(list_state),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... in days or weeks only right after the relative ("Hermano de [5 días]") or at an event ("Hermano fallecido a los
    # [3 días]"): after other words, "de 3 días" is how long a symptom lasts ("Madre refiere fiebre de 3 días", "Acude
    # con su madre por dolor de 2 días"; general forms of paediatric notes)
    Rule("relative_small_age", left(relative_one + (opt(punct(",")) + ci("de") | between_one + ci("a") + ci("los")))
         + quantity + (ci("días") | ci("semanas")) + right(not_of_parents), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # the newborn patient described by a parent, and an age of life: "Hijo de madre diabética, de [3 días] de vida", "Hija
    # de madre VIH, de [10 días] de edad" (the patient's; train writes no relative's age with "de vida", and a relative's
    # "de edad" right after the relative: "Hermana de [55 años] de edad"), tagged here as the ages stage would; of lower
    # weight than relative_age on the same span
    Rule("child_of_parent_age", left(child + ci("de") + relative_one + between_one + age_lead_one) + age
         + right(ci("de") + ci("vida")), codes="NE+EDAD_SUJETO_ASISTENCIA+newborn", weight=-1),
    # (and an age in days, weeks or months, which no parent has: "Hija de madre diabética de [15 días]")
    Rule("child_of_parent_small_age", left(child + ci("de") + parent_word + between_one + age_lead_one)
         + quantity + small_unit, codes="NE+EDAD_SUJETO_ASISTENCIA+newborn", weight=-1),
    # ... not the weeks of gestation, which train leaves unlabelled (5 of 6): "Hijo de madre sana, de 36 semanas de
    # gestación" (neither the patient's age nor the mother's)
    Rule("child_of_parent_gestation", left(child + ci("de") + parent_word + between_one + age_lead_one)
         + quantity + ci("semanas") + right(ci("de") + (ci("gestación") | ci("gestacion") | ci("embarazo")
                                                        | ci("amenorrea") | ci("edad") + ci("gestacional"))),
         codes="NONPHI+word", weight=-2),
    Rule("child_of_parent_aside_age", left(child + ci("de") + relative_one + between_one + punct(",") + ci("de")) + age
         + right(ci("de") + ci("edad")), codes="NE+EDAD_SUJETO_ASISTENCIA+newborn", weight=-1),
    # ... and a child's age in years set off by a comma: "Niño, hijo de madre VIH, de [3 años], que..." (esrel8, general
    # form; no train case: the patient's age, as "Hijo de padres sanos, de [7 años]"; was the mother's); up to thirteen
    # years, which a parent's age is not ("Hijo de madre soltera, de 35 años" stays the mother's)
    Rule("child_of_parent_aside_years", left(child + ci("de") + parent_word + between_one + punct(",") + ci("de"))
         + child_years, codes="NE+EDAD_SUJETO_ASISTENCIA+newborn", weight=-1),
    # (general form) the relative who brings or goes with the patient, and an age after a comma: the patient's ("Traído
    # por su madre, de [3 años], por fiebre", "Niño acompañado de su padre, de [8 años]"), tagged here as the ages stage
    # would; of lower weight than relative_age on the same span
    Rule("companion_patient_age", left(companion + opt(determiner) + relative_one + punct(",") + ci("de"))
         + age, codes="NE+EDAD_SUJETO_ASISTENCIA+companion", weight=-1),
    # ... and the age right after the relative who brings the patient, "Traído por su madre a los [6 meses] de edad por
    # estrabismo"; or at which a relative noticed something in the patient, "Su madre notó a los [8 meses] un reflejo
    # blanco", "La madre observó a los 2 años que no hablaba" (the patient's; general forms of paediatric notes, as the
    # ages stage tags it after several relatives: "Los padres notaron a los [2 años]")
    Rule("companion_patient_at_age", left(companion + opt(determiner) + relative_one + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+companion", weight=-1),
    Rule("noticed_patient_age", left(relative_one + opt(ci("lo") | ci("la") | ci("le")) + alt(*(ci(w) for w in NOTICED))
                                     + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+noticed", weight=-1),
    # ... and the age at which a relative took the patient somewhere or consulted about the patient: "Su madre lo llevó
    # al pediatra a los [3 años]", "La madre consultó a los [2 años] por estrabismo" (general forms: an object pronoun
    # after the relative, or a verb of consulting, makes the patient the one the age is about)
    Rule("brought_patient_age", left(relative_one + (ci("lo") | ci("la") | ci("le"))
                                     + repeat(in_clause & ~punct(","), 1, 4) + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+companion", weight=-1),
    Rule("consulted_patient_age", left(relative_one + alt(*(ci(w) for w in CONSULTED)) + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+companion", weight=-1),
    # ... and the age at which the patient lost or left a relative: "Perdió a su padre a los [10 años]", "Separado de su
    # madre a los [2 años]", "Huérfana de madre a los [5 años]" (general forms; the relative is the object there)
    Rule("lost_relative_patient_age", left(alt(*(ci(w) for w in LOST)) + (ci("a") | ci("de")) + opt(determiner)
                                           + relative_one + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+lost", weight=-1),
    # ... or bore or adopted a child: "Tuvo a su primer hijo a los [20 años]", "parió a su hija a los [17 años]"
    # (esfam7, general forms; the age was the child's)
    Rule("bore_relative_patient_age", left(alt(*(ci(w) for w in BORE)) + opt(ci("a")) + opt(determiner) + opt(ordinal)
                                           + relative_one + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+lost", weight=-1),
    # ... or at which, a relative says, something began: "La madre refiere que a los [6 meses] comenzó con crisis",
    # "Su padre cuenta que a los [2 años] dejó de hablar" (esfam7, general forms of paediatric notes; was unlabelled:
    # the ages stage leaves an age after one relative to this stage); not when another relative comes between ("La madre
    # refiere que su padre falleció a los 60 años" is the father's)
    Rule("said_patient_age", left(relative_one + partner_says + ci("que")
                                  + repeat(in_clause & ~punct(",") & ~either(*(ci(w) for w in KIN)), 0, 3)
                                  + ci("a") + ci("los")) + age,
         codes="NE+EDAD_SUJETO_ASISTENCIA+companion", weight=-1),
    # (not when a relative is the one who lost: "Su padre perdió a su madre a los [10 años]" is the father's age)
    Rule("relative_lost_relative_age", left(relative_one + alt(*(ci(w) for w in LOST)) + (ci("a") | ci("de"))
                                            + opt(determiner) + relative_one + ci("a") + ci("los")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age", weight=-2),
    # ("Abuelo paterno fallecido con 80 años", "la abuela murió con 70 años": "con" after an event of the relative's)
    Rule("relative_event_age", left(relative_one + between_one + (event | died) + ci("con")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... and the age of another relative of the same kind after it: "Un hermano de 12 años con asma y otro de [8 años]
    # sano" (general form; the ages stage took it for the patient's)
    Rule("other_relative_age", left(other_relative_lead) + age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # (esage5, general forms) ... in years without the unit, "Un hermano de 12 años y otro de [8], sano"; and each
    # of several relatives picked out after a comma or a colon, "Tiene dos hermanos, uno de [10 años] y otro de [7
    # años]", "Dos hijas: una niña de [5 años] y otra de [3]" (the ages stage took them for the patient's)
    Rule("other_relative_bare_age", left(other_relative_lead) + adult_or_child_years
         + right(punct(",") | punct(".") | punct(";") | punct(")")), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("each_relative_age", left(each_relative_lead) + age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("each_other_relative_age", left(each_relative_lead + age + repeat(in_clause & ~punct(","), 0, 6)
                                         + (ci("y") | punct(",")) + (ci("otro") | ci("otra")) + ci("de")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("each_other_relative_bare_age", left(each_relative_lead + age + repeat(in_clause & ~punct(","), 0, 6)
                                              + (ci("y") | punct(",")) + (ci("otro") | ci("otra")) + ci("de"))
         + adult_or_child_years + right(punct(",") | punct(".") | punct(";") | punct(")")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("relative_age_many", left(relatives_age_lead) + age + right(ci("y") | punct(",") + quantity),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # (general forms) a relative who opens the clause keeps the age of an event written further on, after a comma or a
    # bracket: "Antecedentes familiares: padre con HTA, fallecido a los [70 años]", "Madre con cáncer de mama
    # (diagnosticado a los [40 años])" (not "Traído por su madre por fiebre, diagnosticado a los 3 años": the patient)
    Rule("relative_event_age_far", left(clause_relative + far_between + (event | died) + repeat(in_clause, 0, 4)
                                        + (ci("a") + ci("los") | ci("con"))) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... the age since when an illness of the relative's: "Abuela materna con demencia desde los [70 años]" (not "Vive
    # con su madre desde los 5 años": the patient's)
    # (or after an adjective of the relative's state: "Padre diabético desde los [50 años]", "Madre hipertensa desde los
    # [40 años]"; general forms)
    Rule("relative_since_age", left(relative_one + (ci("con") | lower() & STATE_WORD)
                                    + repeat(in_clause & ~punct(","), 0, 8) + ci("desde") + ci("los")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... an age set off by commas after it: "El padre, con [45 años] de edad, es fumador", "Madre sana, [40 años] de
    # edad", "Su madre, actualmente con [60 años],"
    # (esage5: or after an obstetric code or an acronym, "Madre G2P2, [35 años]", "Padre HTA, [40 años]")
    Rule("relative_aside_age", left(clause_relative + repeat(lower() & in_clause | list_code, 0, 2) + punct(",")
                                    + opt(HAS_ADVERB) + opt(ci("con") | ci("de")))
         + age + right(opt(ci("de") + ci("edad")) + (punct(",") | punct(".") | punct(";"))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... an age in the relative's entry of a list: "Hermanos: uno de [10 años] y otro de [8 años]", "Madre: sana, de
    # [40 años]"
    # (years or months: not a pregnancy's weeks, "Madre: 30 años, G1P0, gestación de 38 semanas")
    Rule("relative_entry_de_age", left(relative + punct(":") + repeat(in_clause, 0, 8) + ci("de")) + long_age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... and an age in the relative's entry of a list: "Padre: IAM a los [50 años]", "Madre (cáncer de mama a los [40
    # años])"
    Rule("relative_entry_age", left(relative + (punct(":") | punct("(")) + repeat(in_clause & ~punct(")"), 0, 8)
                                    + ci("a") + ci("los")) + age, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # the age at death in a relative clause on the relative: "otro hijo que, por malformación cardiaca, falleció a
    # los [3 meses]", "un hermano que murió con [40 años]"
    Rule("relative_death_age", left(relative + opt(punct(",")) + ci("que") + clause + died + age_lead) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # (after whose relative it is: "La madre de la paciente tiene [60 años]", "El padre del niño tiene [40 años]")
    Rule("relative_has_age", left(relative + opt(possessor) + opt(punct(",") + ci("que")) + has_between + has) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # an age set off right after the kinship noun: "Madre, [65 años], HTA", "Padre ([70 años])", "Madre: [65 años]"
    Rule("relative_age_apposed", left(relative + (punct(",") | punct("(") | punct(":") | punct("-"))) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... or after the relative's name: "Su hermano Juan, [7 meses], tiene fiebre", "Madre: Lucía Gómez ([35 años]),
    # sana" (esfam7, general form; as "Su hermano Juan, de [siete meses]": the age was left unlabelled)
    Rule("relative_named_age", left(relative + opt(punct(",") | punct(":") | punct("(")) + person_name
                                    + (punct(",") | punct("(")))
         + age + right(punct(",") | punct(".") | punct(";") | punct(")")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # "Madre [45a], sana", "Padre de [50 a], HTA", "Hermana ([12 a])": the age with "a" abbreviating "años", as the
    # patient's ("Varón de [45 a]") (general form)
    Rule("relative_abbreviated_age", left(relative + opt(punct(",") | punct("(") | punct(":") | ci("de")))
         + digits(1, 3) + ci("a") + right(punct(",") | punct(".") | punct(")") | punct(";")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # an age at an event written without its unit: "Padre fallecido a los 65 años, diagnosticado a los [64] de cáncer"
    Rule("relative_bare_age", left(relative + repeat(~punct(".") & ~punct(";") & ~ci("paciente") & ~ci("que"), 0, 12)
                                   + event + ci("a") + ci("los"))
         + (digits(1, 2) & ~regex("0.*")) + right(ci("de") | punct(",") | punct(".") | ci("y") | ci("por") | ci("con")
                                                  | punct(")") | punct(";")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # ... or right after it, in a list of relatives: "Madre [35 años], G2P2" (not a time: "a su madre 2 días antes")
    Rule("relative_age_next", left(relative) + age + right(punct(",") | punct(".") | punct(";") | punct(")")
                                                          | ci("sano") | ci("sana") | ci("sanos") | ci("sanas")
                                                          | ci("con") | ci("y")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # (and a list: "sus tres hijos de [10], [8] y [5 años]")
    Rule("relative_age_pair_first", left(relatives_age_lead) + quantity
         + right(repeat(punct(",") + quantity, 0, 4) + ci("y") + age), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("relative_age_list_middle", left(relatives_age_lead + quantity + repeat(punct(",") + quantity, 0, 3)
                                          + punct(",")) + quantity
         + right(repeat(punct(",") + quantity, 0, 3) + ci("y") + age), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    Rule("relative_age_pair_second", left(relatives_age_lead + (age | quantity)
                                          + repeat(punct(",") + quantity, 0, 4) + ci("y")) + age,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+age"),
    # a full name (or two) written right after the kinship word, with no comma or parenthesis, belongs
    # to its span: "su [madre Teresa Rodriguez]", "los [padres Teresa y Juan Carlos]"; a first name
    # alone is the relative's own span ("Su hermano [Juan]")
    # (two first names: "sus [hijos Luis y Ana]", as "los [padres Teresa y Juan Carlos]")
    Rule("kin_and_name", relative + (full_name + opt(ci("y") + full_name) | name_with_unknown
                                     | first + ci("y") + full_name
                                     | first + repeat(first, 0, 1) + ci("y") + first + repeat(first, 0, 1)),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=1),
    # (the kinship word in lower case: "Dr. Lucía de la Nieto Bernal" is a surname)
    Rule("kin_and_unknown_name", left(determiner) + lower_kin + repeat(qualifier, 0, 2) + unknown_full_name,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=1),
    # (a partner's too: "su [pareja Mohamed Benali]", as "su [esposa Ana López Ruiz]")
    Rule("partner_and_name", left(possessive) + partner + (full_name | name_with_unknown),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=1),
    Rule("kin_and_two_names", relative + named + ci("y") + named, codes="NE+FAMILIARES_SUJETO_ASISTENCIA", weight=1),
    # the relative's name right after the kinship word
    # (also after a colon: "Nombre de la madre: [Ana Ruiz]")
    # (also after a relative the sex stage tagged: "Su marido, [Juan Pérez García]")
    # (after a courtesy title: "Su madre, Dña. [María López]")
    # (also after whose relative it is, set off: "La hija de la paciente, [Ana], refiere"; esfam7, general form)
    Rule("relative_name", left((relative | possessive + partner | tag("NE+FAMILIARES_SUJETO_ASISTENCIA"))
                               + opt(possessor + punct(",")) + opt(punct(",") | punct("(") | punct(":"))
                               + opt(opt(ci("el") | ci("la")) + courtesy))
         + person_name, codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    # ... and a surname after a courtesy title: "Su padre, el Sr. [Pérez], refiere" (esfam7, general form; was the
    # patient's name)
    Rule("relative_courtesy_surname", left((relative | possessive + partner | tag("NE+FAMILIARES_SUJETO_ASISTENCIA"))
                                           + opt(punct(",") | punct("(") | punct(":")) + opt(ci("el") | ci("la"))
                                           + courtesy)
         + repeat(last | unknown_surname, 1, 2), codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    # the second of two relatives' names set off after a plural kinship word: "Sus hijas, [Marta] y [Lucía], están
    # sanas", "sus padres ([Ana] y [Luis])" (general form; the second was left unmasked)
    Rule("relatives_second_name", left(relative_many + (punct(",") | punct("(") | punct(":")) + opt(courtesy)
                                       + person_name + (ci("y") | ci("e")) + opt(courtesy)) + person_name,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    # ... but after "Médico de familia:" the name is the professional's (the context above reads "familia")
    Rule("family_doctor_name", left(family_doctor + opt(punct(",") | punct(":")) + opt(courtesy)) + person_name,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=0),
    # the parents' names after the patient's name, as an identity record writes them: "Pedro Gómez, hijo de [Juan] y de
    # [María]", "hija de D. [José Pérez]" (general form; without it the names were left unmasked)
    Rule("parent_name", left(child + ci("de") + opt(courtesy)) + person_name,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    Rule("second_parent_name", left(child + ci("de") + opt(courtesy) + person_name + (ci("y") | ci("e")) + opt(ci("de"))
                                    + opt(courtesy)) + person_name,
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    # a name followed by the kinship word in brackets is the relative's: "Persona de contacto: [Juan Pérez] (hijo)",
    # "Contacto: [Ana] (hija)" (general form)
    Rule("name_then_relative", first + repeat(last, 0, 2)
         + right(punct("(") + opt(possessive) + (relative | partner) + punct(")")),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    # ... or in apposition after a comma, the apposition closed: "Acude con [María], su hija, que refiere", "Vive con
    # [Pedro], su hijo mayor.", "[María López], madre del paciente, refiere", "El Sr. [Pérez], padre de la paciente,"
    # (esfam7, general forms; the names were unmasked or the patient's)
    Rule("name_apposed_relative", first + repeat(last | unknown_surname, 0, 2) + right(apposed_relative),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
    Rule("surname_apposed_relative", left(courtesy) + repeat(last | unknown_surname, 1, 2) + right(apposed_relative),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1),
])

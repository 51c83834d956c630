"""Known hospitals (MEDDOCAN HOSPITAL), before the general hospitals stage.

The general rule of the hospitals stage takes every capitalised word after the head, so an address
written right after the name without its street type runs into it (`Hospital Universitario Doctor
Peset Gaspar Aguilar 90`, `Hospital Juan Canalejo Planta 11`). Here a head, its qualifiers and a
proper name of the es-orgs or es-health-orgs lexicons (NE+org+hospname: `Doctor Peset`, `Juan
Canalejo`, `La Paz`, `Son Dureta`, `Virgen de Valme`...) make the whole hospital name and nothing
more; the general stage then sees one tag and leaves it alone, and the streets stage finds the
address after it. A qualifier, a hyphenated second name or the person the name honours may follow
the known name (`[Hospital Universitario Virgen del Rocío Materno-Infantil]`, `[Hospital Universitario
La Paz-Carlos III]`, `[Hospital Militar Central Dr. Carlos Arvelo]`, `[Hospital General del Oeste
"Dr. José Gregorio Hernández"]`), not a street named after a doctor with its number (`Dr. Esquerdo,
46`). This stage also takes names written in capitals (`[HOSPITAL UNIVERSITARIO LA PAZ]`) and the
hospitals' acronyms of es-health-orgs (`[HUCA]`, `[CHUAC]`, `[HCDGU]`).

An address written without its street type after an unknown name is found here too when it starts with a
first name or a saint after the name (`Hospital Universitario Doctor Peset [Gaspar Aguilar 90]. 46017`,
`Hospital Lucus Augusti [San Cibrao s/n] (27003)`), so that the general stage stops before it.

Conventions learnt from the MEDDOCAN training notes:

* the known name ends here, also before "de" and the town it is in (`[Hospital Ramón y Cajal] de [Madrid]`, `[Hospital
  Universitario Virgen de las Nieves] de [Granada]`: the training notes write all 3 such names so), which the places
  stage tags; a name whose town is part of it is in the lexicon with it (`San Juan de Alicante`);
* `[Fundación Jiménez Díaz]`, `[Fundación "Jiménez Díaz"]` is a hospital;
* `[H. U. La Princesa]`, `[HCD "Gómez Ulla"]`: abbreviated heads;
* a head and a town of several words (`[Complejo Hospitalario Universitario de A Coruña]`,
  `[Hospital Universitario de Gran Canaria Doctor Negrín]`) is one hospital name too;
* before an untyped street, a word introducing a person (`San`, `Infanta`, `Reina`, `Virgen`, `Doctor`) does not end
  an unknown name (`[Hospital San Eusebio] [Piqueras 98]`), and after such a word with its first name the street starts
  (`[Hospital Infanta Beatriz] [Elvas s/n]`); a town right after the head names the hospital (`[Hospital Universitario
  Sagunto] [Ramón y Cajal s/n]`);
* from general knowledge, a private group's hospital is named by the group and its town or quarter (`[Hospital
  Quirónsalud Barcelona]`, `[Hospital Vithas Valencia Consuelo]`, as the lexicon's `Quirónsalud Madrid`);
* a hospital or health centre after an indefinite word is no name (`un hospital de [Madrid]`, `un centro de salud de
  [Madrid]`: tagged non-PHI here, the town stays a place), as the training notes leave them unannotated.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ORG_WORDS = runpy.run_path(str(Path(__file__).with_name("_org_words.py")))

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731

# "Nuevo Hospital de Segovia", "Empresa Pública Hospital de Poniente" (_org_words.py, as in the hospitals stage)
before_head = alt(*(seq(*map(lit, words.split())) for words in ORG_WORDS["BEFORE_HOSPITAL"]))
head = (opt(before_head) + ci("Hospital") | lit("Hopital") | lit("Hospitales") | (lit("Complejo") | lit("Complexo"))
        + (ci("Hospitalario") | ci("Asistencial")) | lit("Clínica") + lit("Hospital") | lit("Consorcio") + lit("Hospital")
        | (lit("Fundación") | lit("Fundació")) + lit("Hospital") | lit("Centenario") + lit("Hospital")
        | lit("H") + punct(".") + opt(lit("U") + punct(".")) | lit("HCD") | lit("HU") | lit("CH") | lit("C") + punct(".")
        + lit("H") + punct(".") + opt(lit("U") + punct(".")))
# (_org_words.py's, and "Hospital Vithas Xanit Internacional": after a known name too)
QUALIFIERS = ORG_WORDS["QUALIFIERS"] + ["Civil", "Integral", "Base", "Comunitario", "Internacional"]
qualifier = alt(*(lit(q) for q in QUALIFIERS)) + opt(punct("-") + alt(*(lit(q) for q in QUALIFIERS))) \
    | lit("Univ") + punct(".") | ci("y") + lit("Universitario")
# ("Hospital Universitari d'Igualada", "Hospital Comarcal de l'Alt Penedès")
lead = ci("de") + opt(ci("la") | ci("las") | ci("los") | lit("l") + punct("'")) | ci("del") | lit("d") + punct("'")
open_quote = punct('"') | punct("«") | punct("'") | punct("“")
close_quote = punct('"') | punct("»") | punct("'") | punct("”")
name = lex("NE+org+hospname")
# the person a name honours, after it: "Hospital General del Oeste "Dr. José Gregorio Hernández"",
# "Hospital Militar Central Dr. Carlos Arvelo", unless a number follows (the street "Dr. Esquerdo, 46")
title = (lit("Dr") | lit("Dra") | lit("Doctor") | lit("Doctora") | lit("Prof") | lit("Profesor")) + opt(punct(".")) \
    | lit("Fray") | lit("Sor")  # "Hospital Civil de Guadalajara Fray Antonio Alcalde"
# (a single capital only as an initial with its period: not "Dr. Carlos J" before ". Finlay")
honoree_word = cap() & ~lex("NONPHI+stop") & ~regex(r"[A-ZÁÉÍÓÚ]") | regex(r"[A-ZÁÉÍÓÚ]") + punct(".") | ci("de") | ci("del") \
    | ci("la")
honoree = title + cap() + repeat(honoree_word, 0, 4)
# (or a lower-case word that is no particle, the sentence going on: "ingresó en el [Hospital Nacional de Niños Dr. Carlos
# Sáenz Herrera] para...", was cut before the title and the honoree made a doctor)
honoree_end = punct(".") + (line_start() | token() & ~number()) | punct(")") | punct(";") | line_start() \
    | punct(",") + (token() & ~number()) \
    | regex(r"[a-záéíóúñü]{2,}") & ~either(*(lit(w) for w in ["de", "del", "la", "las", "los", "y", "e", "i", "da", "do"]))
known_name = name | open_quote + name + close_quote
known = head + repeat(qualifier, 0, 3) + opt(lead) + known_name
# "Hospital Universitario Virgen del Rocío Materno-Infantil", "Hospital Universitario La Paz-Carlos III": a
# qualifier or a second name joined by a hyphen after the known name
roman = regex(r"[IVX]{1,4}")
# (a second name of two words: "Hospital Universitario Donostia-San Sebastián", "Hospital Universitario Virgen de la
# Arrixaca-El Palmar", "Hospital Universitario La Paz-Cantoblanco-Carlos III"; a second head with its qualifiers:
# "Hospital General Universitario Gregorio Marañón-Hospital Materno Infantil")
HYPHEN_INTRO = either(*(lit(w) for w in ["San", "Santa", "Sant", "Santo", "El", "La", "Los", "Las", "Virgen", "Carlos"]))
# (not a stop word, as a street's type after a spaced dash: "[Hospital Universitario La Paz] - [Paseo de la Castellana 261]")
second_name = name | HYPHEN_INTRO + cap() + opt(roman) | (cap() & ~lex("NONPHI+stop")) + opt(roman)
# (after a spaced dash, a town is where the hospital is, not a second name: "[Hospital Clínico San Carlos] - [Madrid]")
TOWN = either(lex("NE+top", lexicon="es-places"), lex("NE+top+ciudad", lexicon="es-world"))
spaced_second_name = name | HYPHEN_INTRO + cap() + opt(roman) | (cap() & ~lex("NONPHI+stop") & ~TOWN) + opt(roman)
hyphen_name = (punct("-") & attached()) + second_name | punct("-") + spaced_second_name
known_extended = known + (repeat(qualifier, 1, 2) | repeat(hyphen_name, 1, 2)
                          | punct("-") + lit("Hospital") + repeat(qualifier, 1, 3))
quoted_honoree = known + open_quote + opt(title) + cap() + repeat(honoree_word, 0, 4) + close_quote
titled_honoree = known + honoree + right(honoree_end)
# "Hospital General Universitario Gregorio Marañón": the name alone after qualifiers is also common
jimenez_diaz = lit("Fundación") + opt(open_quote) + lit("Jiménez") + lit("Díaz") + opt(close_quote) \
    | (lit("FUNDACIÓN") | lit("FUNDACION")) + opt(open_quote) + lit("JIMÉNEZ") + (lit("DÍAZ") | lit("DIAZ")) + opt(close_quote)

# "Complejo Hospitalario Universitario de A Coruña", "Hospital Universitario de Gran Canaria Doctor Negrín": a
# head and a place of several words (the general stage's name words would stop inside it)
place = lex("NE+top", lexicon="es-places")
# and the person it honours after the place ("Hospital Universitari de Girona Doctor Josep Trueta")
with_place = head + repeat(qualifier, 0, 3) + lead + place + opt(name)
with_place_honoree = head + repeat(qualifier, 0, 3) + lead + place + honoree + right(honoree_end)

# "HOSPITAL UNIVERSITARIO LA PAZ": a name in capitals, its head in capitals
UPPER_WORD = regex(r"[^\W\d_]{2,}") & upper() & ~lex("NONPHI+stop") \
    | either(*(lit(q.upper()) for q in QUALIFIERS if q[0].isupper()))
# (Catalan and Galician ones too: "HOSPITAL UNIVERSITARI VALL D'HEBRON", "HOSPITAL DE LA SANTA CREU I SANT PAU",
# "COMPLEXO HOSPITALARIO UNIVERSITARIO DA CORUÑA")
upper_particle = lit("DE") | lit("DEL") | lit("LA") | lit("LAS") | lit("LOS") | lit("Y") | lit("I") | lit("DO") \
    | lit("DA") | (lit("D") | lit("L")) + punct("'")
upper_hospital = (lit("HOSPITAL") | (lit("COMPLEJO") | lit("COMPLEXO") | lit("CONSORCIO")) + lit("HOSPITALARIO")
                  | lit("COMPLEJO") + lit("ASISTENCIAL") | lit("SANATORIO") | lit("POLICLÍNICA")) \
    + repeat(repeat(upper_particle, 0, 2) + UPPER_WORD, 1, 6)
# "CLÍNICA" is also an adjective ("HISTORIA CLÍNICA ELECTRÓNICA", "EXPLORACIÓN CLÍNICA GENERAL"): its first word is
# not shaped like one
UPPER_ADJECTIVE = regex(r"[A-ZÁÉÍÓÚÑ]*(ICA|ICO|ICAS|ICOS|AL|ALES|EA|EO|IVA|IVO|NTE|UAL)")
# ("CLÍNICA UNIVERSIDAD DE NAVARRA", "CLÍNICA UNIVERSITARIA": "Universidad" is a stop word elsewhere)
upper_clinic = (lit("CLÍNICA") | lit("CLINICA")) \
    + (regex(r"[^\W\d_]{2,}") & upper() & ~either(lex("NONPHI+stop"), UPPER_ADJECTIVE)
       | lit("UNIVERSIDAD") | lit("UNIVERSITARIA")) \
    + repeat(repeat(upper_particle, 0, 2) + UPPER_WORD, 0, 5)

# An unknown name after a head and its qualifiers, ending in a house number or "s/n" before a postcode or the end
# of the line, is the street written without its type: "Hospital General Universitario [Hermanos Falcó, s/n]
# 02006 Albacete", "Hopital Materno Infantil [As Xubias de Arriba 84], 15006". Tagged here, before the
# hospitals stage, whose name rule would otherwise take the street's words into the name; the hospital is then
# the head and its qualifiers.
STREET_WORD = cap() & ~lex("NONPHI+stop") & ~either(*(lit(q) for q in QUALIFIERS)) & ~line_start()
street_particle = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y")
s_n = (lit("s") | lit("S")) + punct("/") + (lit("n") | lit("N"))
postcode = opt(lit("E") + punct("-")) + regex(r"(0[1-9]|[1-4]\d|5[0-2])\d{3}")
# A first name inside the words is where a second name starts: in "Hospital Universitario Son Dureta Andrea
# Doria, 55", "Son Dureta" is the hospital and "Andrea Doria, 55" the street (rule street_after_name): after the
# first word, a first name only right after another ("José Luis Gallo 2").
FIRST_NAME = lex("NE+persName+first")
NOT_FIRST = STREET_WORD & ~FIRST_NAME
number_end = opt(punct(",")) + (s_n | digits(1, 4))
address_end = right(opt(punct(",") | punct(".")) + (postcode | line_start() | punct("(") + postcode))
# (not a town as its first word, which names the hospital: "Hospital Universitario Sagunto [Ramón y Cajal s/n]")
street_after_head = left(head + repeat(qualifier, 1, 3)) \
    + (STREET_WORD & ~lex("NE+top", lexicon="es-places")) + opt(STREET_WORD & FIRST_NAME) \
    + repeat(NOT_FIRST | street_particle, 0, 4) + number_end + address_end
# An unknown name and, after it, a street named after a person or a saint: "Hospital Universitario Doctor Peset
# [Gaspar Aguilar 90]. 46017", "Hospital Lucus Augusti [San Cibrao s/n] (27003)"; the name before it ends in a word
# that is no first name ("Peset", "Augusti"), so that "Juan Carlos" is not cut in two.
# (not a word that introduces a person's name: "Hospital [San Pedro] Piqueras 98", not "Hospital San
# [Pedro Piqueras 98]")
SAINT = either(lit("San"), lit("Santa"), lit("Sant"), lit("Santo"))
NAME_INTRO = either(SAINT, *(lit(w) for w in ["Infanta", "Infante", "Reina", "Rey", "Príncipe", "Princesa", "Virgen",
                                              "Doctor", "Doctora", "Dr", "Dra", "Profesor", "Beato", "Beata", "Papa"]))
name_before_street = opt(title) + repeat(STREET_WORD | street_particle, 0, 3) + (NOT_FIRST & ~NAME_INTRO)
# (after a saint, the street's second word may be a first name too: "Hospital Royo Villanova [San Gregorio s/n]")
person_street = (STREET_WORD & FIRST_NAME) + repeat(NOT_FIRST | street_particle, 1, 3) + number_end \
    | SAINT + STREET_WORD + repeat(NOT_FIRST | street_particle, 0, 2) + number_end
# a title starts a street too ("Hospital Universitario San Cecilio [Doctor Olóriz 16] 18012")
titled_street = title + STREET_WORD + repeat(NOT_FIRST | street_particle, 0, 3) + number_end
after_street = right(punct(",") | punct(".") | postcode | line_start() | punct("("))
# (after a health centre's name too, which the institutions stage would otherwise run into the street: "Centro de Salud
# de Pinto [Pablo Picasso s/n] 28320")
health_centre_head = lit("Centro") + ci("de") + (ci("Salud") | lit("Salut") | lit("Saúde")) | lit("Consultorio") \
    | lit("Ambulatorio") | lit("Centro") + lit("de") + lit("Atención") + lit("Primaria")
# (after a clinic's or a sanatorium's name too: "Sanatorio Allende [Hipólito Yrigoyen 384]", "Clínica Rotger [Santiago
# Rusiñol 9], 07012 Palma")
clinic_head = either(lit("Clínica"), lit("Clinica"), lit("Sanatorio"), lit("Policlínica"))
# (the clinic's name not starting with a word shaped like an adjective: "Historia Clínica Electrónica Versión 3.")
# (nor ending in a word that introduces a person, as above: "Clínica San Roque Muelle 5")
NOT_ADJECTIVE = STREET_WORD & ~regex(ORG_WORDS["ADJECTIVE"])
clinic_name = clinic_head + opt(lead) + (NOT_ADJECTIVE + repeat(STREET_WORD | street_particle, 0, 2)
                                         + (NOT_FIRST & ~NAME_INTRO) | NOT_ADJECTIVE & NOT_FIRST & ~NAME_INTRO)
street_after_name = left((head + repeat(qualifier, 0, 3) | health_centre_head) + opt(lead) + name_before_street
                         | clinic_name) \
    + person_street + after_street
titled_street_after_name = left(head + repeat(qualifier, 0, 3) + opt(lead)
                                + repeat(STREET_WORD | street_particle, 0, 3) + STREET_WORD) + titled_street + after_street
# Any street's words and a house number right after an unknown name, before a postcode or the end of the line: "Hospital
# Comarcal Valdeorras [Calvario 42], 32300 O Barco" (the name's last word no word introducing a person, as above; the
# street's first word no first name, which person_street takes, nor a town, where the hospital is)
bare_street_after_name = left((head + repeat(qualifier, 0, 3)) + opt(lead) + name_before_street | clinic_name) \
    + (NOT_FIRST & ~TOWN) + repeat(NOT_FIRST | street_particle, 0, 2) + opt(punct(",")) + digits(1, 4) + address_end
# A name made of a word that introduces a person and the person's first name ("San Pedro", "Infanta Cristina", "Reina
# Sofía", "Rey Juan Carlos") is whole: the words after it, up to a house number or "s/n", are the street ("Hospital
# Infanta Cristina [Elvas s/n] 06080", "Hospital Reina Sofía [Menéndez Pidal s/n]"; not a first name: "Rey Juan [Carlos
# ...]")
intro_name = NAME_INTRO + repeat(STREET_WORD & FIRST_NAME, 1, 2)
street_after_intro_name = left(head + repeat(qualifier, 0, 3) + intro_name) \
    + (STREET_WORD & ~FIRST_NAME) + repeat(STREET_WORD | street_particle, 0, 3) + number_end + after_street
# "Plaza del Hospital Civil, s/n": a street named after a hospital; also after an institution ("Avda. de la
# Generalitat Valenciana, 50", "Plaza del Colegio de Médicos 2", "Paseo de la Fundación Jiménez Díaz, 2"), whose head
# the institutions stage (and the known hospitals here) would otherwise take for one
STREET_TYPE = either(*(lit(t) for t in ORG_WORDS["STREET_TYPES"]))
ORG_HEAD = either(*(lit(h) for h in ["Generalitat", "Universidad", "Universitat", "Fundación", "Fundació", "Colegio",
                                     "Instituto", "Institut", "Residencia", "Escuela", "Facultad", "Academia",
                                     "Clínica", "Sanatorio", "Xunta", "Junta", "Diputación", "Cabildo"]))
street_name_word = cap() & ~lex("NONPHI+stop") & ~line_start()
street_number = opt(punct(",")) + (s_n | digits(1, 4))
street_of_hospital = (STREET_TYPE + opt(punct(".")) | lit("C") + punct("/")) + (ci("de") | ci("del")) \
    + lit("Hospital") + repeat(street_name_word, 1, 3) + opt(street_number)
street_of_institution = (STREET_TYPE + opt(punct(".")) | lit("C") + punct("/")) \
    + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + ORG_HEAD \
    + (repeat(street_name_word | street_particle, 0, 3) + street_name_word + opt(street_number) | street_number)

# A private group's hospital is named by the group and the town or quarter it stands in (general knowledge of Spanish
# private groups, as the lexicon's "Quirónsalud Madrid", "Quirón Marbella"): "[Hospital Quirónsalud Barcelona]", "[Hospital
# Vithas Sevilla]", "[Clínica Vithas Santa Catalina]"; the name words after the town too ("[Hospital Vithas Valencia
# Consuelo]", was "[Hospital Vithas] [Valencia Consuelo]"); after another name the town stays apart, as the training notes
# write it ("[Hospital San Agustín] Avilés"), and a country is no part of it ("[Hospital Quirón] España")
CHAIN = either(*(lit(w) for w in ["Quirónsalud", "Quironsalud", "Quirón", "Quiron", "Vithas", "HM", "Nisa", "Sanitas",
                                  "Viamed", "Hospiten", "HLA", "Recoletas", "IMQ", "Juaneda", "Ruber"])) \
    | words("QuirónSalud") | words("QuironSalud")
COUNTRY = lex("NE+top+pais", lexicon="es-world")
CHAIN_TOWN = TOWN & ~line_start() & ~COUNTRY
CHAIN_NAME_WORD = cap() & ~lex("NONPHI+stop") & ~TOWN & ~COUNTRY & ~line_start() & ~regex(r"[A-ZÁÉÍÓÚÑ]+") \
    & ~regex(ORG_WORDS["SENTENCE_WORDS"]) & ~FIRST_NAME & ~either(*(lit(w) for w in ["El", "La", "Los", "Las"]))
# (nor an article, which starts a sentence whose period is missing: "[Hospital Quirón Málaga] El paciente...")
chain_name_word = CHAIN_NAME_WORD | (FIRST_NAME & ~line_start()) + (cap() & ~lex("NONPHI+stop"))
chain_hospital = (head | clinic_head) + repeat(qualifier, 0, 3) + CHAIN + repeat(qualifier, 0, 2) + CHAIN_TOWN \
    + repeat(chain_name_word, 0, 2)

# "un hospital de Madrid", "otro centro de salud de Málaga": a hospital or health centre in a town, not a name; tagged
# non-PHI here, before the rules that would take "hospital de Madrid" (they start later); the town stays for the places
# stage
indefinite_hospital = (lit("un") | lit("otro") | lit("algún") | lit("ningún") | lit("cualquier") | lit("Un")
                       | lit("Otro")) + (lit("hospital") | lit("hospitales") | ci("centro") + ci("de") + ci("salud"))

STAGE = Stage("hospital_names", [
    Rule("indefinite_hospital", indefinite_hospital, codes="NONPHI+generic", weight=-1),
    Rule("street_after_head", street_after_head, codes="NE+CALLE+hospital"),
    Rule("street_after_name", street_after_name, codes="NE+CALLE+hospital"),
    Rule("titled_street_after_name", titled_street_after_name, codes="NE+CALLE+hospital"),
    Rule("street_after_intro_name", street_after_intro_name, codes="NE+CALLE+hospital"),
    Rule("bare_street_after_name", bare_street_after_name, codes="NE+CALLE+hospital"),
    Rule("street_of_hospital", street_of_hospital, codes="NE+CALLE+hospital"),
    Rule("street_of_institution", street_of_institution, codes="NE+CALLE+institution"),
    Rule("upper_case", upper_hospital, codes="NE+HOSPITAL+upper"),
    Rule("upper_clinic", upper_clinic, codes="NE+HOSPITAL+upper"),
    # "remitido al HUCA": the acronyms of the lexicon, in capitals as written there
    Rule("acronym", lex("NE+org+hospacronym"), codes="NE+HOSPITAL+acronym"),
    Rule("with_place", with_place, codes="NE+HOSPITAL+place", weight=1),
    Rule("with_place_honoree", with_place_honoree, codes="NE+HOSPITAL+place"),
    Rule("known", known, codes="NE+HOSPITAL+known"),
    Rule("chain_hospital", chain_hospital, codes="NE+HOSPITAL+known"),
    Rule("known_extended", known_extended, codes="NE+HOSPITAL+known"),
    Rule("quoted_honoree", quoted_honoree, codes="NE+HOSPITAL+known"),
    Rule("titled_honoree", titled_honoree, codes="NE+HOSPITAL+known"),
    Rule("jimenez_diaz", jimenez_diaz, codes="NE+HOSPITAL+known"),
])

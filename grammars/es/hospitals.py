"""Hospitals (MEDDOCAN HOSPITAL).

Hospital names are tagged mainly so that the later stages do not take their parts for persons,
streets or towns ("Hospital Gregorio Marañón", "Hospital Dr. Peset", "Hospital General de
Segovia"), and because they are identifying in their own right.

Conventions learnt from the MEDDOCAN training notes:

* the span is the whole name with its head word: `[Hospital Universitario La Paz]`,
  `[Complejo Hospitalario de Navarra]`, `[Hospital General Universitario Gregorio Marañón]`,
  `[Hospital Regional Universitario "Carlos Haya"]`, `[Hospital Clínico Universitario de Valencia]`;
* after the head (`Hospital`, `Complejo Hospitalario`, `Clínica`, `Hospital Universitari`) come
  qualifiers (`Universitario`, `General`, `Clínico`, `Regional`, `Comarcal`, `Provincial`...) and
  the proper name: capitalised words with their particles, a title (`Dr.`), quotes;
* the name ends before punctuation, a lower-case word, a department or address word (`Servicio`,
  `Avda.`, `C/`: the es-nonphi stop list) or a tag of an earlier stage; a head with qualifiers
  only is a hospital too (`[Hospital General]`, `[Hospital Clínico Universitario]`), a bare
  `Hospital` is not;
* other heads: `Ciudad Sanitaria`, `Residencia Sanitaria`, `Centro Hospitalario`, `Hosp.`, `H.` with
  a qualifier, `Nuevo Hospital`; `Hospital de Día`, `Clínica de Heridas` are units of a hospital and
  `Clínica Dental ...` a clinic of one speciality (an institution);
* after a first name, the surnames stay in the name even when they are towns (`[Hospital Universitario
  Alejandro Lerma Cerdán]`); after other words, a town ends it (`[Hospital San Agustín] Avilés`);
* "de" and the town or province the hospital is in are part of a name that starts with "de" or is a head and its
  qualifiers (`[Hospital Clínic de Barcelona]`, `[Hospital General de Segovia]`, `[Hospital Nacional de Parapléjicos de
  Toledo]`), and of the Red Cross's (`[Hospital Cruz Roja de Bilbao]`), not of a proper name, known to the lexicons or
  not (`[Hospital Ramón y Cajal] de [Madrid]`, `[Hospital Universitario Virgen de las Nieves] de [Granada]`, `[Hospital
  Universitario "San Cecilio"] de [Granada]`: the training notes write all 3 such names so; the town is left to the
  places stage), except the "de" part of a Marian, noble or saint's title (`[Hospital Nuestra Señora de Candelaria]`);
  a comma or a parenthesis before the town leaves it out;
* after a "de" part, bare words are the name only when they end it, before a period or the end of the line
  (`[Hospital Central de la Defensa Gómez Ulla]. Glorieta...`), not before another "de" part (`[Hospital de
  León] Altos de Nava, s/n`: the street);
* a head in lower case needs a proper name (`[hospital Saint John of God]`, `[hospital comarcal de Valdeorras]`, not
  `un hospital comarcal`); `Clínica` needs one not shaped like an adjective (not `Historia Clínica Electrónica`);
* a capitalised article does not end a name (`[Clínica San Roque] de Las Palmas`); a place of two words that are no
  place alone does (`[Hospital Alemán de Buenos Aires]`); `U.` abbreviates a qualifier after a full head (`[Hospital U.
  de Getafe]`); English names with the head last may go on with "of" and a place (`[Children's Hospital of
  Philadelphia]`), end in `Cancer Center`, and leave "de" and a place after them out (`[Great Ormond Street Hospital]
  de Londres`).

Written from general knowledge for names the training notes do not have (each in the case file): a word introducing a
person takes the next word even when it is a town (`[Hospital Obispo Polanco] Teruel`), as an article does (`[Clínica
Los Nogales]`); an adjective of a speciality is a qualifier (`[Hospital Neurotraumatológico de Jaén]`), "de" and the
speciality a hospital is for too (`[Hospital de Traumatología y Rehabilitación Virgen del Rocío]`); abbreviated and
acronym heads (`[Hº Clínico San Carlos]`, `[HU Virgen del Rocío]`, `[CHU de Albacete]`); a hospital's number (`[Hospital
General de Zona No. 1]`); `clínica` in lower case with a proper name; a sentence's first word where the period is
missing (`[Hospital Severo Ochoa] Tras la cirugía`, grammars/es/_org_words.py) and a campus or building end a name;
a hyphenated second name of two words (`[Hospital Universitario Donostia-San Sebastián]`), a Galician article (`[Complexo
Hospitalario Universitario A Coruña]`), a middle initial (`[Hospital Dr. Carlos J. Finlay]`), "del Este" (a cardinal
point, not a sentence's first word), `Empresa Pública` before the head; a known name of the hospital_names stage that
the real name goes on after (`[Hospital Sta. María del Rosell]`, `[Hospital QuirónSalud]`, bare words before a period or
a lower-case word: `[Hospital Universitario Doctor Peset Aleixandre] para...`); the level of an Argentine hospital
(`[Hospital Interzonal General de Agudos Eva Perón]`) and a clinic's `Quirúrgica`, `Privada` as qualifiers; the Mexican
`Centro Médico Nacional` after the qualifiers (`[Hospital de Especialidades Centro Médico Nacional Siglo XXI]`); French
and Portuguese heads (`[Centre Hospitalier Universitaire de Nantes]`, `[Centro Hospitalar de São João]`); a town of
several words after a head in lower case (`[hospital comarcal de Don Benito]`). Where a name stops, from general
knowledge, as train stops before a Spanish town (`[Hospital San Agustín] Avilés`): a city of the world (`[Hospital
Italiano] Lima`), a country or a header's acronym after the name's words or a person's surname (`[Sanatorio Güemes]
Argentina`), a town after a spaced dash (`[Hospital Txagorritxu] - Vitoria`; `Donostia-San Sebastián` without spaces is
a second name), and bare words after a "de" part end before a comma and a capitalised word too (`[Hospital de Niños Sor
María Ludovica], La Plata`). Abbreviated qualifiers (`[Hospital Clín. Univ. de Valencia]`, `[Hosp. Mat. Inf. Virgen de las
Nieves]`) and any `HU-` acronym as the head (`[HUV Macarena]`, not the syndrome `HUS`). A date in a name after one or two
name words (`[Hospital Vithas Nisa 9 de Octubre]`) and before "de" and its town (`[Hospital 1º de Mayo] de Buenos Aires`);
a clinic's name with a "de" part and bare words as a hospital's (`[Clínica de Ojos Oftalmosalud]`), and such names end
before a town of one word (`[Clínica de Ojos Oftalmosalud] Lima`). Galician and Portuguese `Xeral`, `Geral` and `Naval`
as qualifiers (`[Hospital Xeral de Lugo]`, _org_words.py); the part of a valley a hospital serves before its town's name
(`[Hospital Bajo Deba]`); a Latin American hospital of one speciality named after a person (`[Hospital de
Gastroenterología Dr. Carlos Bonorino Udaondo]`).

The general rule does not need the name in a lexicon: with the org lexicons stripped of every name of the
training notes, it still finds 0.92 F1 of their HOSPITAL spans (the known names of the hospital_names stage
raise that to 0.97).

A street written without its type right after an unknown name (`Hospital General Universitario
Hermanos Falcó, s/n 02006`) is tagged by the hospital_names stage before this one (after a head with
qualifiers, before a postcode or the end of the line), so the name here stops at it. Known limit: without
qualifiers (`Hospital Miguel Servet, s/n`) the words are still taken into the name.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ORG_WORDS = runpy.run_path(str(Path(__file__).with_name("_org_words.py")))

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731

off_line_start = ORG_WORDS["off_line_start"]
# Few compound atoms (& and ~): the engine evaluates each of them for every distinct token.
# not "Hospital de Día", "Clínica de Heridas" (units of a hospital), nor a clinic of one speciality ("Clínica
# Dental Martínez", an institution)
CAP_NAME = cap() & ~either(lex("NONPHI+stop"), line_start(), *(lit(w) for w in [
    "Día", "Heridas", "Dolor", "Úlceras", "Memoria", "Obesidad", "Lípidos", "Sueño", "Dental", "Odontológica",
    "Oftalmológica", "Dermatológica", "Estética", "Podológica", "Veterinaria", "Fisioterapia", "Psicológica",
    # (street types the stop list lacks: "Hospital Torrecárdenas [Paraje Torrecárdenas s/n]")
    "Paraje", "Avinguda", "Partida", "Autovía", "Autopista",
    # (where a hospital's buildings are: "Hospital Universitario Virgen de la Victoria [Campus de Teatinos s/n]")
    "Campus", "Edificio", "Pabellón", "Módulo"]),
    # (a sentence's first word where its period is missing: "en el [Hospital Severo Ochoa] Tras la cirugía...")
    regex(ORG_WORDS["SENTENCE_WORDS"]))

# "Nuevo Hospital de Segovia", "Empresa Pública Hospital de Poniente" (_org_words.py)
before_head = alt(*(seq(*map(lit, words.split())) for words in ORG_WORDS["BEFORE_HOSPITAL"]))
# (a head in lower case only with a proper name: "hospital Saint John of God", not "un hospital general")
other_heads = (lit("Hospitales") | lit("Hôpital") | lit("Ospedale")
        | (lit("Complejo") | lit("Complexo")) + (ci("Hospitalario") | ci("Asistencial"))
        | lit("Consorcio") + (lit("Hospital") | lit("Hospitalario")) | lit("Consorci") + lit("Hospitalari")
        | lit("Hopital")
        | lit("Policlínica") | lit("Policlínico") | lit("Sanatorio") | lit("Hospital") + lit("Universitari")
        | lit("Hospital") + lit("Universitario") | (lit("Fundación") | lit("Fundació")) + lit("Hospital")
        | lit("Clínica") + lit("Universidad")  # "Clínica Universidad de Navarra"
        | (lit("Hosp") | lit("Hptal")) + punct(".") | lit("Ciudad") + lit("Sanitaria")
        | lit("Residencia") + lit("Sanitaria")
        | lit("Centro") + lit("Hospitalario")
        # French and Portuguese: "[Centre Hospitalier Universitaire de Nantes]", "[Centro Hospitalar de São João]"
        | lit("Centre") + lit("Hospitalier") | lit("Centro") + lit("Hospitalar")
        # abbreviated heads: "Hº Clínico San Carlos", "Htal. Virgen de la Luz", "Complejo Hosp. Universitario de Albacete";
        # a hospital's acronym as its head ("HU Virgen del Rocío", "CHU de Albacete", "HGU Gregorio Marañón")
        | lit("H") + (punct("º") & attached()) | lit("Htal") + punct(".")
        | (lit("Complejo") | lit("Complexo")) + lit("Hosp") + punct(".")
        | either(*(lit(a) for a in ["HU", "HGU", "HCU", "HUC", "CHU", "HRU", "HGUA"]))
        # (any "Hospital Universitario" acronym before the name: "[HUV Macarena]", "[HUMV Valdecilla]"; the medical acronyms
        # that start with H are not HU- but the hemolytic uremic syndrome's HUS: HTA, HDA, HSA, HIV, HPV, HLA)
        | regex(r"HU[A-Z]{1,3}") & ~lit("HUS"))
head = opt(before_head) + ci("Hospital") | other_heads
capital_head = opt(before_head) + (lit("Hospital") | lit("HOSPITAL")) | other_heads
# (_org_words.py's, and these)
QUALIFIERS = ORG_WORDS["QUALIFIERS"] + [
              "Geriátrico", "Clínica", "universitario", "general", "Especialidades", "Politécnico", "Politècnic",
              # (in lower case too, before a name: "el hospital comarcal de Valdeorras")
              "comarcal", "provincial", "regional", "clínico", "infantil", "militar", "materno", "central", "municipal",
              "insular", "psiquiátrico",
              # adjectives of a speciality, before "de" and a province as after "General" ("[Hospital Neurotraumatológico de
              # Jaén]", "[Hospital Maternoinfantil de Las Palmas]")
              "Maternoinfantil", "Neurotraumatológico", "Traumatológico", "Neurológico", "Cardiológico", "Ortopédico",
              "Oftalmológico", "Oftálmico", "Dermatológico", "Ginecológico", "Obstétrico", "Neumológico", "Básico",
              "Monográfico", "Penitenciario", "Neuropsiquiátrico", "Sociosanitario", "Antituberculoso",
              # a teaching hospital of Latin America: "[Hospital Escuela Universitario]"
              "Escuela",
              # the level of an Argentine public hospital: "[Hospital Interzonal General de Agudos Eva Perón]", "[Hospital
              # Zonal General de Agudos Dr. Isidoro Iriarte]"
              "Interzonal", "Zonal",
              # a clinic's qualifiers, whose adjective shape would otherwise stop the clinic ("[Clínica Quirúrgica Onyar]",
              # "[Clínica Privada Tres Torres]")
              "Quirúrgica", "Privada",
              # a polyclinic's name after the head: "[Hospital Policlínica Gipuzkoa]"
              "Policlínica"]
SPECIALITY_NOUN = either(*(lit(w) for w in ["Especialidades", "Traumatología", "Rehabilitación", "Maternidad", "Agudos",
                                               "Crónicos", "Ortopedia", "Quemados", "Parapléjicos", "Pediatría",
                                               "Neonatología",
                                               # (Latin American hospitals of one speciality, named after a person:
                                               # "[Hospital de Gastroenterología Dr. Carlos Bonorino Udaondo]")
                                               "Gastroenterología", "Oncología", "Cardiología", "Neumología",
                                               "Psiquiatría", "Geriatría", "Infectología", "Ginecobstetricia"]))
# abbreviated qualifiers with their period: "[Hosp. Gral. Univ. Gregorio Marañón]", "[Hospital Clín. Univ. de Valencia]",
# "[Hospital Prov. de Castellón]", "[Hosp. Mat. Inf. Virgen de las Nieves]"
ABBREVIATED_QUALIFIERS = ["Univ", "Gral", "Clín", "Clin", "Prov", "Reg", "Mat", "Inf", "Psiq"]
qualifier = alt(*(lit(q) for q in QUALIFIERS)) + opt(punct("-") + alt(*(lit(q) for q in QUALIFIERS))) \
    | either(*(lit(a) for a in ABBREVIATED_QUALIFIERS)) + punct(".") | (ci("y") | lit("i")) + alt(*(lit(q) for q in QUALIFIERS)) \
    | lit("de") + lit("Alta") + (lit("Resolución") | lit("Especialidad")) \
    | lit("de") + SPECIALITY_NOUN + opt((ci("y") | lit("e")) + SPECIALITY_NOUN)
# "Hospital de Alta Resolución de Utrera", "Hospital Regional de Alta Especialidad del Bajío"; a speciality the hospital is
# for ("[Hospital de Traumatología y Rehabilitación Virgen del Rocío]", "[Hospital de Especialidades Virgen de la
# Victoria]": its words are department stop words elsewhere)
# Galician and Portuguese "do", "da" too ("Hospital do Meixoeiro", "Hospital da Barbanza")
GALICIAN = lit("do") | lit("da") | lit("dos") | lit("das")
particle = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y") | lit("i") | (lit("d") | lit("l")) + punct("'") \
    | lit("of") | lit("the") | GALICIAN
# between the qualifiers and the name; an article alone in lower case too ("Hospital Universitario la Paz")
lead = ci("de") + opt(ci("la") | ci("las") | ci("los") | lit("l") + punct("'")) | ci("del") \
    | lit("la") | lit("el") | lit("las") | lit("los") | GALICIAN | lit("d") + punct("'")  # "Hospital d'Igualada"
# After the first word of the name, a Spanish town not introduced by "de" ends the name: it is where
# the hospital is ("Hospital San Agustín Avilés"); a city of the world too ("[Hospital Italiano] Lima, Perú",
# "[Sanatorio Güemes] Buenos Aires")
NOT_TOWN = CAP_NAME & ~lex("NE+top", lexicon="es-places") & ~lex("NE+top+ciudad", lexicon="es-world")
# (neither a country, an acronym in capitals, a single letter or a hospital's ward or building, where a header goes on
# after the name: "[Hospital Virgen de la Peña] España", "[Hospital de la Vega] UCI", "[Hospital de la Vega]
# Hospitalización", "[Sanatorio Güemes] España": not after the first word of the name, nor after a "de" part, below)
HEADER_AFTER_NAME = either(lex("NE+top+pais", lexicon="es-world"), regex(r"[A-ZÁÉÍÓÚÑ]+"), lit("Bloque"),
                           lit("Hospitalización"), lit("Planta"))
title = (lit("Dr") | lit("Dra") | lit("Doctor") | lit("Doctora") | lit("Dres") | lit("Profesor") | lit("Prof")) \
    + opt(punct("."))
extra_word = title | lit("Sant") | lit("Son") | lit("San") | lit("Santa") | lit("Santo") | lit("Santos") | regex(r"[IVX]{1,5}") | lit("Virgen") \
    | lit("Camino") | lit("Mar") | lit("Río") | lit("Cruz") | lit("Salud") | lit("Señora") | lit("Villanova") \
    | repeat(regex(r"[A-ZÁÉÍÓÚ]") + punct("."), 1, 3) + CAP_NAME \
    | (lit("Ntra") | lit("Nra") | lit("Sra") | lit("Sta") | lit("Sto") | lit("Pdte")) + punct(".")
# initials and the word they abbreviate: "Hospital General de Agudos J. M. Ramos Mejía" (not an initial ending the name:
# "Hospital Miguel Servet [P.º Isabel la Católica, 1]" is a street); an abbreviation: "Hospital Ntra. Sra. de la Montaña"
# a hyphenated second name, of two words after a saint or an article ("Hospital Universitario Donostia-San Sebastián",
# "Hospital Virgen de la Arrixaca-El Palmar")
# (not a street's type after a spaced dash: "[Hospital Universitario La Paz] - [Paseo de la Castellana 261]")
HYPHEN_INTRO = either(*(lit(w) for w in ["San", "Santa", "Sant", "Santo", "El", "La", "Los", "Las"]))
STREET_TYPE = either(*(lit(w) for w in ORG_WORDS["STREET_TYPES"]))  # (_org_words.py)
# (nor a town after a spaced dash, where the hospital is: "[Hospital Clínico San Carlos] - [Madrid]"; written without
# spaces it is a second name: "[Hospital Universitario Donostia-San Sebastián]")
hyphen_tail = (punct("-") & attached()) + opt(HYPHEN_INTRO) + (cap() & ~STREET_TYPE) \
    | punct("-") + opt(HYPHEN_INTRO) + (NOT_TOWN & ~STREET_TYPE)
name_word = CAP_NAME + opt(hyphen_tail) | extra_word
# (an article only before another capitalised word: "[Hospital Severo Ochoa] El paciente refería...")
LATER_ARTICLE = either(*(lit(w) for w in ["La", "Las", "Los", "El"]))
LATER_WORD = NOT_TOWN & ~LATER_ARTICLE & ~HEADER_AFTER_NAME
later_word = LATER_WORD + opt(hyphen_tail) | extra_word | LATER_ARTICLE + LATER_WORD
open_quote = punct('"') | punct("«") | punct("'") | punct("“")
close_quote = punct('"') | punct("»") | punct("'") | punct("”")
quoted = open_quote + plus(name_word | particle | number()) + close_quote
# Bare words first ("Gregorio Marañón", "Son Dureta"), then "de ..." parts ("Virgen de las Nieves");
# a bare word after a "de" part is where the address starts ("Hospital de León Altos de Nava"), except
# the name of a saint, whose word is half of it ("Hospital de Santa María", "de la Santa Creu i Sant Pau").
# "de A Coruña", "de Santiago de Compostela": a place of the lexicon after "de"
saint = (lit("San") | lit("Santa") | lit("Santo") | lit("Sant") | lit("Santos") | lit("Virgen")
         | (lit("Sta") | lit("Sto")) + punct(".")) + CAP_NAME
de_part = plus(particle) + (saint | name_word | quoted | lex("NE+top", lexicon="es-places")) | quoted \
    | title + plus(name_word)
# a person's name: after a first name, the surnames are taken even when they are also towns ("Hospital
# Universitario Alejandro Lerma Cerdán"), but not a province ("Hospital Gregorio Marañón Madrid")
FIRST_NAME = CAP_NAME & lex("NE+persName+first")
# (nor a header's word: "[Hospital de Especialidades Bernardo Sepúlveda] UCI", "... Sepúlveda] España"; a hyphen joins
# a surname only without spaces: "[Hospital General de Agudos Juan A. Fernández] - [Buenos Aires]")
SURNAME = CAP_NAME & ~LATER_ARTICLE & ~HEADER_AFTER_NAME \
    & ~either(lex("NE+top+provincia", lexicon="es-places"), lex("NE+top+ccaa", lexicon="es-places"),
              lex("NE+top+isla", lexicon="es-places"))
surname = SURNAME + opt((punct("-") & attached()) + cap()) | (ci("de") + opt(ci("la") | ci("los")) | ci("del")) + SURNAME
# (with a middle initial: "Hospital Militar Central Dr. Carlos J. Finlay", "Hospital Civil Juan I. Menchaca")
person = repeat(FIRST_NAME, 1, 2) + opt(regex(r"[A-Z]") + punct(".")) + repeat(surname, 1, 3)
# "de" and the town or province the hospital is in, written right after a name that starts with "de" or is its head and
# qualifiers only, are part of it ("[Hospital Clínic de Barcelona]" twice, "[Hospital Nacional de Parapléjicos de
# Toledo]", "[Hospital de Alta Resolución de Utrera]", "[Hospital General de Segovia]"); after a proper name (a person's,
# a saint's, the Virgin's, quoted) the training notes leave the town out, 3 of 3 ("[Hospital Ramón y Cajal] de Madrid",
# "[Hospital Universitario Virgen de las Nieves] de Granada", "[Hospital Universitario "San Cecilio"] de Granada"), known
# to the lexicons or not: `last_de_part_named` has no bare "de" and a place; the Red Cross's hospitals are named by
# their town ("[Hospital Cruz Roja de Bilbao]"); a comma or a parenthesis before the town leaves it out ("[Hospital de
# Barbastro], Barbastro (Huesca)")
PROVINCE = lex("NE+top+provincia", lexicon="es-places")
# (nor an article, which starts a province of two words: "[Clínica San Roque] de Las Palmas")
ARTICLE = either(*(lit(w) for w in ["La", "Las", "Los", "El"]))
# A place of two words that are no place alone ends the name too: "[Hospital Alemán de Buenos Aires]", "[Hospital
# Universitario de Puerto Rico]" (not a town, a province or a first name as the second word: "[Hospital de Cruces]
# Barakaldo"; neither of them a header's word, HEADER_AFTER_NAME)
two_word_place = (CAP_NAME & ~lex("NE+top", lexicon="es-places") & ~ARTICLE) \
    + (NOT_TOWN & ~PROVINCE & ~lex("NE+persName+first") & ~ARTICLE & ~HEADER_AFTER_NAME)
# ("del Este": a cardinal point, not the first word of a sentence, "Hospital Provincial del Este")
PLACE = lex("NE+top", lexicon="es-places")
# (the particles of a "de" part other than a bare "de": "del", "de la", "de las", "y", "i", "d'"...)
PARTICLE_NOT_DE = either(*(ci(w) for w in ["del", "la", "las", "los", "y"]),
                         *(lit(w) for w in ["i", "of", "the", "do", "da", "dos", "das"])) \
    | (lit("d") | lit("l")) + punct("'")
other_particles = PARTICLE_NOT_DE + repeat(particle, 0, 3) | ci("de") + plus(particle)
last_word = saint | (CAP_NAME & ~ARTICLE) + opt(hyphen_tail) | extra_word | quoted | two_word_place
last_de_part_named = ci("del") + lit("Este") \
    | other_particles + last_word \
    | ci("de") + (saint | (CAP_NAME & ~ARTICLE & ~PLACE) + opt(hyphen_tail) | extra_word | quoted | two_word_place) \
    | quoted | title + plus(name_word)
last_de_part = last_de_part_named | ci("de") + (CAP_NAME & ~ARTICLE) + opt(hyphen_tail) | ci("de") + PLACE
de_parts = opt(repeat(de_part, 0, 3) + last_de_part)
de_parts_named = opt(repeat(de_part, 0, 3) + last_de_part_named)
# ... except after a title of nobility, whose "de" and place are the name ("Príncipe de Asturias", "Duque de Cádiz")
NOBLE = either(*(lit(w) for w in ["Príncipe", "Princesa", "Infante", "Infanta", "Duque", "Duquesa", "Marqués",
                                   "Marquesa", "Conde", "Condesa", "Obispo", "Cardenal"]))
# the proper name: its first word, then the rest ("Gregorio" "Marañón", "Virgen" "de las Nieves")
proper_rest = repeat(later_word | quoted, 0, 3) + de_parts_named
# ... but "de" and a place right after a word that introduces one are the name: the Virgin's title ("Hospital Nuestra
# Señora de Candelaria", "Hospital Virgen de Covadonga"), a saint's ("Hospital San Pedro de Alcántara"; not a province,
# the town the hospital is in: "[Hospital "San Cecilio"] de Granada"), a title of nobility's ("Príncipe de Asturias"), and
# the Red Cross's hospital is named by its town ("[Hospital Cruz Roja de Bilbao]")
# (after a title, a word of the stop list is the honoree's surname, not a street's type: "[Hospital Dr. Plaza de Lugo]",
# not "[Hospital Dr.] [Plaza de Lugo]")
title_stop = title + (cap() & lex("NONPHI+stop"))
MARIAN = lit("Virgen") | lit("Verge") | lit("Virxe") | lit("Señora") | lit("Senyora") | lit("Sra") + punct(".")
place_named = (MARIAN | NOBLE) + ci("de") + PLACE | saint + ci("de") + (PLACE & ~PROVINCE) \
    | lit("Cruz") + lit("Roja") + ci("de") + PLACE \
    | title_stop + ci("de") + PLACE  # (the honoree's surname: "[Hospital Dr. Plaza de Lugo]")
# (a town of several words too, which the name words would cut: "[hospital comarcal de Don Benito]", where the
# hospital_names stage does not take a head in lower case)
proper_after_de = (saint | name_word | quoted | lex("NE+top", lexicon="es-places")) + repeat(de_part, 0, 4)
# "Hospital" alone is not a name: at least one qualifier or a proper name
# "Hospital Universitario Fundación Hospital Alcorcón": a foundation's name after the qualifiers
# (or the medical centre a Mexican hospital belongs to: "[Hospital de Especialidades Centro Médico Nacional Siglo XXI]",
# "[Hospital de Especialidades del Centro Médico Nacional La Raza]", "[Hospital General Centro Médico La Raza]")
foundation = lit("Fundación") + opt(lit("Hospital")) \
    | opt(ci("del")) + lit("Centro") + lit("Médico") + opt(lit("Nacional"))
# A word that introduces a person's name takes the next word into the name even when it is also a town ("[Hospital
# Obispo Polanco] Teruel", "[Hospital Reina Sofía]", "[Hospital Infanta Elena]"), not a province
INTRO = NOBLE | either(*(lit(w) for w in ["Reina", "Rey", "Papa", "Beato", "Beata", "Sor", "Fray", "Padre", "Madre",
                                          "Arzobispo", "Arquitecto", "Alcalde", "Almirante", "Comandante", "Capitán",
                                          # (and the upper or lower part of a valley or district the hospital serves, whose
                                          # town is its name: "[Hospital Alto Deba]", "[Hospital Bajo Deba]")
                                          "Alto", "Alta", "Bajo", "Baja"]))
# An article too, with the word after it ("[Clínica Los Nogales]", "[Hospital La Rioja]")
# (and a Galician article: "Complexo Hospitalario Universitario A Coruña", "Hospital Comarcal O Salnés")
intro_name = (INTRO + (CAP_NAME & ~PROVINCE) | (ARTICLE | lit("A") | lit("O")) + CAP_NAME) + opt(hyphen_tail)
# "Clínica" is also the adjective of "Historia Clínica Electrónica", "Práctica Clínica Europea", "Sesión Clínica
# General" and a heading ("Clínica Neurológica:"): a clinic needs a proper name whose first word is not shaped like an
# adjective ("Clínica Las Condes", "Clínica San Francisco", "Clínica del Pilar"), or "Universitaria" ("[Clínica
# Universitaria]")
clinic_head = lit("Clínica") | lit("Clinica")
# (unless it is a place of the lexicon, which keeps common words out: "[Clínica Montecanal]", a district of Zaragoza)
ADJECTIVE = regex(ORG_WORDS["ADJECTIVE"]) & ~lex("NE+top", lexicon="es-places")
# (nor one capital letter: "Historia Clínica Nº", "Clínica N.º"; initials are `extra_word`)
clinic_first = (CAP_NAME & ~ADJECTIVE & ~LATER_ARTICLE & ~regex(r"[A-ZÁÉÍÓÚ]")) + opt(punct("-") + cap()) | extra_word \
    | quoted | intro_name
# "H.U. Virgen Macarena", "H.G.U. Gregorio Marañón", "C.H.U. de Albacete": a head of two to four initials, the first
# H (or C. H.), then a name (written without spaces: "Dr. A. H. U. García" is a person)
initial = regex(r"[A-Z]") & attached()
initials_head = lit("H") + punct(".") + repeat(initial + punct("."), 1, 3) \
    | lit("C") + punct(".") + (lit("H") & attached()) + punct(".") + repeat(initial + punct("."), 0, 2)
# "H. Clínico Universitario": the abbreviated head with a qualifier (not an initial: "H. García")
h_qualified = lit("H") + punct(".") + repeat(qualifier, 1, 3)
# The heads come before one copy of the name patterns (the engine's machine grows with every copy)
# ("Hospital U. de Getafe": "U." abbreviates a qualifier after a head written in full, not after "H.": "Dr. A. H. U.
# García" is a person)
# (the acronym of the private group that runs the hospital, before its qualifiers: "[Hospital HM Universitario Sanchinarro]",
# "[Hospital HLA Universitario Moncloa]")
GROUP = regex(r"[A-Z]{2,3}")
before_name = head + (opt(lit("U") + punct(".")) + repeat(qualifier, 0, 3) | GROUP + repeat(qualifier, 1, 3)) \
    + opt(foundation) | h_qualified \
    | initials_head
before_clinic_name = clinic_head + repeat(qualifier, 0, 3) + opt(foundation)
# (in lower case too, with a proper name that is no title nor article: "remitida a la [clínica San Roque]", like
# "[hospital Saint John of God]"; not "Sesión clínica Dr. Pérez", "la valoración clínica El paciente...")
lower_clinic = lit("clínica") + ((CAP_NAME & ~ADJECTIVE & ~LATER_ARTICLE) + opt(punct("-") + cap()) | saint | intro_name)
# (the name's first word not on the next line: off_line_start)
named_hospital = (before_name + off_line_start(name_word | quoted | intro_name | title_stop)
                  | before_clinic_name + off_line_start(clinic_first) | lower_clinic) \
    + proper_rest \
    | (before_name | before_clinic_name) + off_line_start(name_word + place_named | place_named) + de_parts_named \
    | (before_name | before_clinic_name) + off_line_start((title + person | person) + de_parts_named
                                                          | NOBLE + de_part + de_parts_named
                                                          | lead + proper_after_de | ci("del") + lit("Este")) \
    | capital_head + repeat(qualifier, 1, 3) | h_qualified | clinic_head + (lit("Universitaria") | lit("Universitario"))

# After a name starting with "de", bare words are the name too when the name ends with them, before a period, a
# parenthesis or the end of the line: "[Hospital Central de la Defensa Gómez Ulla]. Glorieta del Ejército 1" (but
# "[Hospital de León] Altos de Nava, s/n": a "de" part follows the bare word; not a town, "[Hospital de Cruces]
# Barakaldo", nor a first name, where a street's name starts, unless it is the honoree's whole name: "[Hospital Comarcal
# de la Vega Lorenzo Guirao]. Cieza")
bare_word = NOT_TOWN & ~lex("NE+persName+first") & ~HEADER_AFTER_NAME
# (or before a lower-case word that is no particle, or a department or address word: "ingresó en el [Hospital de la Vega
# Baja] para...", "[Hospital Universitario del Valle Evaristo García] Servicio de...", not "[Hospital de León] Altos de
# Nava")
soft_end = punct(".") | punct(")") | punct(";") | line_start() | lex("NONPHI+stop") \
    | regex(r"[a-záéíóúñü]{2,}") & ~either(*(ci(w) for w in ["de", "del", "la", "las", "los", "do", "da", "km", "bis"]))
# (a word of two letters at least: not the "s" of "s/n", "[Hospital Universitario de Ceuta] Loma Colmenar s/n")
# (and after a "de" part, before a comma and a capitalised word, the town or country: "[Hospital de Niños Sor María
# Ludovica], La Plata"; not a comma and a house number or "s/n": "[Hospital de Txagorritxu] [José Atxotegi, s/n]"; not
# after a whole name, below, whose next word is the town: "[Hospital Universitario La Paz] Zurbaquén, España")
# (or before a town, where the hospital or clinic is: "[Clínica de Ojos Oftalmosalud] Lima"; a clinic's name with "de" as
# a hospital's: "[Clínica de Ojos Oftalmosalud]. Lima", was cut after "Ojos")
TOWN_AFTER = either(lex("NE+top", lexicon="es-places"), lex("NE+top+ciudad", lexicon="es-world")) & ~line_start()
de_bare_end = (before_name | before_clinic_name) + lead + (saint | name_word | quoted) + repeat(de_part, 0, 3) \
    + (repeat(bare_word + opt(punct("-") + cap()), 1, 2) | opt(title | INTRO) + person | saint) \
    + right(soft_end | punct(",") + cap() | TOWN_AFTER)

# "Hospital Clínico Universitario - Hospital Gil Casares": two names of one hospital, the second known
# (tagged by the hospital_names stage) or not (then the first is a head and qualifiers, joined by a hyphen: one copy
# of the big pattern, not two)
# a hospital's number after its name: "[Hospital General de Zona No. 1]", "[Hospital General de Zona Nº 8]"
# (in lower case too, and with a degree sign for the ordinal: "Hospital General de Zona n.º 32", "Hospital Regional N° 2")
hospital_number = ((lit("No") | lit("no")) + punct(".") | (lit("N") | lit("n")) + opt(punct("."))
                   + (punct("º") & attached() | punct("°") & attached()) | (lit("Núm") | lit("núm")) + punct(".")
                   | lit("número")) + digits(1, 3)
# a hospital complex's head right before the name of the hospital it runs: "[Complejo Hospitalario Hospital Virgen de la
# Salud]", "[Complejo Asistencial Universitario Hospital Santa Bárbara]" (one name, as "[Clínica Hospital Virgen del
# Camino]"; not after a period: "[Complejo Hospitalario de Toledo]. [Hospital Virgen de la Salud]")
complex_head = (lit("Complejo") | lit("Complexo")) + (ci("Hospitalario") | ci("Asistencial")) + repeat(qualifier, 0, 3)
named_hospital = opt(capital_head + repeat(qualifier, 1, 3) + punct("-") | complex_head) + named_hospital \
    + opt(opt(punct("-")) + tag("NE+HOSPITAL") | hospital_number)

# English names with the head last: "Massachusetts General Hospital", "Johns Hopkins Hospital", "St. Jude
# Children's Research Hospital"; not a Spanish head after a department ("Servicio de Urología Hospital General":
# a department word is a stop word, and a capitalised word after "Hospital" makes it the Spanish head)
EN_WORD = cap() & ~either(lex("NONPHI+stop"), line_start(), lit("Hospital"), *(lit(w) for w in [
    "El", "La", "Los", "Las", "Este", "Esta", "Ese", "Esa", "Aquel", "Nuestro", "Nuestra", "Su", "Sus", "Un", "Una",
    "Otro", "Otra", "Dicho", "Dicha", "Del", "Al", "En", "De", "Nuevo", "Antiguo", "Gran", "Real", "Mismo", "Primer",
    "Segundo", "Tercer", "Cada", "Ningún", "Algún", "Cualquier", "Como", "Desde", "Hasta", "Y", "O"]))
en_word = EN_WORD + opt(punct("'") + lit("s")) | (lit("St") | lit("Mt")) + punct(".") \
    | lit("MD")  # "MD Anderson Cancer Center"
# ("Children's Hospital of Philadelphia"; "MD Anderson Cancer Center"; before "de" and a place, which stays out as after
# Spanish names of bare words: "[Great Ormond Street Hospital] de Londres")
# (not a Spanish head before a particle or a qualifier in lower case: "Dra. Ana Ruiz [Hospital da Barbanza]", "Dr. Juan
# Pérez [Hospital universitario La Paz]")
SPANISH_AFTER_HEAD = [lit(w) for w in ["da", "do", "dos", "das", "la", "d"] + [q for q in QUALIFIERS if q.islower()]]
# (after the university it belongs to: "[University of Texas MD Anderson Cancer Center]", was "University of [Texas MD
# Anderson Cancer Center]")
english_hospital = opt(lit("University") + lit("of")) + repeat(en_word, 1, 5) \
    + (lit("Hospital") + opt(lit("of") + repeat(EN_WORD, 1, 2)) | lit("Cancer") + (lit("Center") | lit("Centre"))) \
    + right(token() & ~either(cap(), upper(), lit("de"), lit("del"), lit("of"), *SPANISH_AFTER_HEAD)
            | (lit("de") | lit("del")) + lex("NE+top"))

# "Hospital 9 de Octubre", "Hospital Nacional 2 de Mayo", "Hospital General 20 de Noviembre": a day and month right
# after a capitalised head (the dates stage has tagged them, without a year), before punctuation or the end of the
# line, name it
# (after an abbreviated head too: "[H. U. 12 de Octubre]", "[H.U. 12 de Octubre]"; or a head in capitals that the
# hospital_names stage has tagged: "[HOSPITAL UNIVERSITARIO 12 DE OCTUBRE]")
# (or "de" and a word that is no year, the town it is in, which stays out as after other names: "[Hospital 1º de Mayo] de
# Buenos Aires")
date_name_end = punct(".") | punct(",") | punct("(") | punct(";") | line_start() | ci("de") + (token() & ~number())
date_named = (capital_head + repeat(qualifier, 0, 3) | initials_head | lit("H") + punct(".") + opt(lit("U") + punct("."))
              | tag("NE+HOSPITAL+upper")) \
    + opt(open_quote) + tag("NE+FECHAS+dm") + opt(close_quote)
# (after a name of one or two words, a private group's and its hospital's, as for a bare head (general knowledge):
# "[Hospital Vithas Nisa 9 de Octubre]", "[Clínica Vithas 9 de Octubre]", was "[Hospital Vithas Nisa] [9 de Octubre]";
# the words not on the next line, nor shaped like adjectives: "Historia Clínica Electrónica 9 de Octubre", "Sesión Clínica
# General 12 de Marzo")
DATE_NAME_WORD = CAP_NAME & ~LATER_ARTICLE & ~ADJECTIVE & ~regex(r"[A-ZÁÉÍÓÚ]")
date_named = date_named | (capital_head + repeat(qualifier, 0, 3) | before_clinic_name) \
    + off_line_start(DATE_NAME_WORD) + opt(DATE_NAME_WORD) \
    + opt(open_quote) + tag("NE+FECHAS+dm") + opt(close_quote)
date_named = date_named + right(date_name_end)

# A known name (tagged by the hospital_names stage) that the real name goes on after: "del" or "de la" and a word that
# is no place ("[Hospital Sta. María del Rosell]", the lexicon having "Sta. María"; not "[Hospital Virgen de la Salud] de
# Toledo"), or a capitalised word glued to it ("[Hospital QuirónSalud] Málaga"), or, after a head and a place or after a
# known name, bare words as after a "de" part ("[Hospital Universitario de Álava Txagorritxu]. Vitoria", "[Hospital
# Universitario Doctor Peset Aleixandre] para...", not "[Complejo Hospitalario de Navarra] Irunlarrea, 3")
known_continued = tag("NE+HOSPITAL+known") \
    + ((ci("del") | ci("de") + (ci("la") | ci("las") | ci("los"))) + (CAP_NAME & ~lex("NE+top", lexicon="es-places"))
       + opt(hyphen_tail)
       | (cap() & attached()))
# (not an article, which starts a town or a sentence: "[Hospital Virgen de la Arrixaca] El Palmar", "[Hospital Severo
# Ochoa] El paciente refería...")
place_continued = (tag("NE+HOSPITAL+place") | tag("NE+HOSPITAL+known")) \
    + repeat((bare_word & ~LATER_ARTICLE) + opt(punct("-") + cap()), 1, 2) + right(soft_end)

# A name written all in lower case after a lower-case head, where a saint's or the Virgin's title makes it a name
# (general knowledge: "ingresó en el [hospital san telmo]", "[hospital san juan de dios]", "[hospital virgen del rocío]";
# not "el hospital de día", "un hospital general"); the town after it stays out as after other names
lower_saint_hospital = lit("hospital") \
    + (ORG_WORDS["lower_saint_name"]
       | lit("virgen") + (lit("del") | lit("de") + (lit("la") | lit("las") | lit("los")))
       + (regex(r"[a-záéíóúñü]{3,}") & ~lex("NONPHI+stop")))
STAGE = Stage("hospitals", [
    Rule("hospital", named_hospital, codes="NE+HOSPITAL"),
    Rule("lower_saint_hospital", lower_saint_hospital, codes="NE+HOSPITAL"),
    Rule("date_named", date_named, codes="NE+HOSPITAL"),
    Rule("de_bare_end", de_bare_end, codes="NE+HOSPITAL"),
    Rule("english_hospital", english_hospital, codes="NE+HOSPITAL+english"),
    Rule("two_names", tag("NE+HOSPITAL") + punct("-") + tag("NE+HOSPITAL"), codes="NE+HOSPITAL"),
    Rule("complex_known", complex_head + tag("NE+HOSPITAL"), codes="NE+HOSPITAL"),
    Rule("known_continued", known_continued, codes="NE+HOSPITAL"),
    Rule("place_continued", place_continued, codes="NE+HOSPITAL"),
    # "Hospital Universitario La Paz ([HULP])": the acronym given after the name
    # (also "Complejo Hospitalario Universitario de Vigo ([CHUVI])", "Complejo Asistencial ... ([CAULE])")
    Rule("acronym", left(tag("NE+HOSPITAL") + punct("(")) + regex(r"[A-Z]{0,2}H[A-Z0-9]{1,7}|CA[A-Z]{2,6}")
         + repeat(regex(r"[A-Z0-9]+") & attached(), 0, 2) + right(punct(")")),
         codes="NE+HOSPITAL"),
])

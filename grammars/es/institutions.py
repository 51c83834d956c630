"""Institutions and companies (MEDDOCAN INSTITUCION) and health centres (CENTRO_SALUD).

Conventions learnt from the MEDDOCAN training notes:

* an institution is a head word and its name, capitalised words with their particles, the
  department words allowed (`[Facultad de Odontología]`, `[Instituto de Medicina Legal]`,
  `[Universidad de Granada]`, `[Centro Penitenciario de Zuera]`, `[Fundació Puigvert]`,
  `[Centro de Transfusión Sanguínea de Navarra]`, `[Residencia Cristal]`, `[Asociación para Evitar
  la Ceguera en México]`); the name ends at punctuation, a lower-case word, another head, a
  department (`Servicio`, `Unidad`), an address or a header word;
* `Centro de Salud` + a name is a health centre (CENTRO_SALUD): `[Centro de Salud Las Calesas]`,
  `[Centro de Salud de Chantrea]`, `[Centro de Salud Zona 4]`; `su centro de salud` is not;
* the manufacturer named after a product is a company: `(Edemox®, [Chiesi], Madrid, Spain)`,
  `(Sonos 100 CF, [Hewlett Packard], Massachusetts, USA)`, `KeraOs® ([Keramat], Coruña, España)`:
  a company of the es-orgs / es-health-orgs lexicons after a ® / ™ mark or in a list between
  parentheses; any capitalised words read from the end of a manufacturer's parenthesis
  (`([Dako], Glostrup, Dinamarca)`, `(Xience V®, [Abbott Vascular], Santa Clara, CA, EE.UU.)`), after
  the word for a company (`la casa comercial [Medtronic]`), before its address (`de [Qiagen] (Hilden,
  Alemania)`) or ending with a corporate word or legal form (`[Allergan Inc].`, `[Novartis
  Farmacéutica S.A.]`); a brand with its mark alone (`(Orthofix®)`) names a product, not a company;
* the lexicons' institutions (`INTCF`, `Ciudad de la Justicia`, `Servicio Castellano-Leonés de Salud`,
  `Osakidetza`, `IMIBIC`) wherever they are written; in the author's line, another word in capitals
  standing alone between separators is an institution's acronym;
* after a product's mark, the last item of its parenthesis is its maker unless shaped like a drug
  (`(Prograf®, [MSD])`, not `(Septrin®, Trimetoprim)`); a legal form with periods ends a company's name
  anywhere (`[Construcciones Pérez S.L.]`);
* a town inside a name, followed by another word of it, is part of it (`[Centro de Psicología Álava Reyes]`); in
  a maker's parenthesis, a company named after an eponym (`[Johnson & Johnson]`) or led by a town
  (`[Bristol-Myers Squibb]`) is a maker;
* regional health services by their pattern (`[Servicio Salmantino de Salud]`, `[Servicio de Salud de las Illes
  Balears]`), an acronym in parentheses after an institution in its span (`[Centro Andaluz de Medicina del
  Deporte (CAMD)]`); a laboratory of a department (`Laboratorio de Hemodinámica`) is a unit, not an institution;
* health administrations (`[Área de Salud de Plasencia]`, `[Gerencia de Atención Primaria de
  Albacete]`), clinics of one speciality (`[Clínica Dental Martínez]`: not hospitals), heads in other
  languages (`[Universidade Federal de Minas Gerais]`) and English names with the head last
  (`[Johns Hopkins University]`, `[Dana-Farber Cancer Institute]`, not `National Institute of Health Stroke Scale`);
* the seats of forensic medicine and of the courts by their generic names (`[Clínica Médico-Forense de Jaén]`,
  `[Palacio de Justicia]`, `[Edificio de los Juzgados]`, `[Ciudad de la Justicia]`) and `[Ciudad Universitaria]`;
* a place of several words after "de" (`[Universidad Autónoma de Nuevo León]`), a saint (`[Universidad de San Carlos de
  Guatemala]`, `Nuestra Señora`) and a person's name ending a name (`[Centro de Especialidades Vicente Soldevilla]`)
  are part of it;
* health centres named with a title or in quotes (`[Centro de Salud Dr. Castroviejo]`), in capitals, with an acronym
  after the head (`[Centro de Atención Primaria (CAP) Sant Andreu]`), `[Zona Básica de Salud de Ripollet]`, `[Punto de
  Atención Continuada de Lalín]`; a bare first name after a centre's first word starts an untyped street (`[Centro de
  Salud Guayaba] Antonio Machado 10`); a number only after `Zona`;
* a company after `suministrado/proporcionado/cedido por` like after `fabricado por`, a company of the lexicons after
  `casa` or after a product's mark and "de" (`Humira® de [AbbVie]`);
* written from general knowledge (each in the case file): a health centre's name is bare words then "de" parts, and
  after its first word a town, province or country not introduced by "de" is where it is (`[Centro de Salud El Greco]
  Getafe`); "en" and a town of Spain is where an institution is (`[Universidad de Navarra] en Pamplona`), "en" and
  another word or a country part of its name (`Biomédica en Red`); another head not introduced by "de" starts another
  institution (`[Facultad de Medicina] [Consejería de Sanidad]`); a sentence's first word where the period is missing
  ends a name (grammars/es/_org_words.py); named blood banks, schools (`IES`, `CEIP`), police stations; nursing homes
  named or not (`una [residencia geriátrica]`).
* also from general knowledge: a town that also names a hospital in the lexicons is a word of a name (`[Centro de Salud
  de Getafe]`); `Médica`/`Médico` after another word of a name (`[Centro de Investigación Médica Aplicada]`, not
  `Residencia Médica`); a court's number and town (`[Juzgado de Instrucción nº 2 de Getafe]`); a disease's eponym and
  "con" inside a name (`[Asociación de Familiares de Enfermos de Alzheimer]`, `Personas con Discapacidad`); a nursing
  home's name after its generic words; an acronym in mixed case (`(INCan)`); a hospital's research institute with the
  hospital's name in it (`[Instituto de Investigación del Hospital Universitario La Paz (IdiPAZ)]`); a maker of one
  brand-shaped word after a product without a mark (`(Cavit, [Espe])`); more legal forms and corporate words (`plc`,
  `Ophthalmic`, `Implants`).
* also from general knowledge: a health centre named after a town abroad of several words (`[Centro de Salud de Tel
  Aviv]`), after its street when no house number follows (`[Centro de Salud Alameda de Osuna].`), with "Centro" as its
  quarter (`[Centro de Salud Talavera Centro]`); heads written without accents (`Asociacion`) or abbreviated (`[Univ. de
  Sevilla]`), royal (`[Real Academia Nacional de Medicina]`), companies by `Empresa`/`Compañía`, laboratories named after
  their founder (`[Laboratorios Dr. Esteve]`); a company after `mutua`/`aseguradora`, after "de" if of the lexicons (`de
  [Abbott],`), in the author's line if ending with a corporate word; homes for the elderly by their other names (`hogar de
  ancianos`, `asilo`, `casa de reposo`).
* also from general knowledge: sports clubs (`[Real Madrid C.F.]`, `[Fútbol Club Barcelona]`, `del [C.D. Tenerife]`), councils
  and high courts by their qualifier (`[Consejo Superior de Deportes]`, `[Corte Suprema de Justicia]`), armies, funeral
  homes (`[Tanatorio Municipal de Córdoba]`), Scandinavian heads written last (`[Karolinska Institutet]`); schools and
  nurseries in lower case before their name (`el [colegio público Miguel de Cervantes]`), a home's brand after "la
  residencia" (`la [residencia DomusVi]`); a maker alone in the parenthesis after a product's mark (`Toradol®
  ([Tecnofarma])`, not a generic drug name), a company of the lexicons after "en"/"a" (`se realizó en [Sistemas
  Genómicos] (Valencia)`), an employer after its trade (`la constructora [Dragados]`); in the author's line, titles,
  specialities and unnamed units in capitals are no acronyms of institutions (`TCAE`, `MFYC`, `SUAP`, `CMA`). Not
  "Ministerio": the training notes leave a ministry cited for a permit unannotated.
* also from general knowledge: a Spanish maker named after its trade (`(Combigan®, [Farmacéutica del Levante])`), a centre
  of one kind named after its quarter (`[Centro de Especialidades Argüelles]`), a company right after the doctor's name in
  the author line with no separator (`Dra. Ana Ruiz [Medisur Biotech] Calle...`), Spanish corporate words (`Implantes`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
NB = ~line_start()
# capitalised words of a name: not a structural stop word (department, address, header, title), but
# department and speciality words are allowed ("Facultad de Medicina")
ORG_WORDS = runpy.run_path(str(Path(__file__).with_name("_org_words.py")))
NAME_CAP = regex(r"[A-ZÁÉÍÓÚÑÜÇ][^\W\d_]*") & NB & ~lex("NONPHI+stop") \
    & ~regex("Ciudad|Edificio|Palacio|Referencia|Bifurcación|Campus") \
    & ~regex(ORG_WORDS["SENTENCE_WORDS"])
# (nor the first word of a sentence whose period is missing: "en la [Fundación Puigvert] Durante la exploración")
# after the first words, a town of the place lexicon not introduced by "de" is where the institution is
# or a first name, where a person's or a street's name starts ("Centro Médico Deportivo [Federico Garcia Lorca 50]")
# (nor a country, nor a unit or building of a university or hospital, where a header goes on after the name:
# "[Universidad de la Frontera] Chile", "[Instituto de Biomedicina] Laboratorio de Genética", "[Universidad de Sevilla]
# Decanato", "[Instituto de Medicina Legal] Pabellón de Gobierno")
NOT_TOWN = NAME_CAP & ~lex("NE+top", lexicon="es-places") & ~lex("NE+persName+first") \
    & ~lex("NE+top+pais", lexicon="es-world") & ~regex(r"[A-ZÁÉÍÓÚÑ]") \
    & ~either(*(lit(w) for w in ["Laboratorio", "Laboratorios", "Decanato", "Rectorado", "Vicerrectorado", "Hospitalización",
                                  "Pabellón", "Parque", "Módulo", "Bloque", "Planta", "Polígono"]))
SPECIALTY = lex("NONPHI+stop+specialty") & NB
particle = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y") | ci("e") | ci("para") \
    | lit("i") | lit("d") + punct("'") | lit("of") | lit("the") | lit("and") | punct("&") | ci("contra") | ci("el") \
    | lit("a") \
    | lit("con") \
    | lit("sobre") \
    | lit("di") | lit("degli") | lit("della") | lit("do") | lit("da") | lit("dos") | lit("das")
# ("Centro de Atención a Drogodependientes", "Personas con Discapacidad", "Violencia sobre la Mujer"; Italian and
# Portuguese particles: "Università degli Studi di Milano", "Universidade do Porto", "Faculdade de Medicina da Bahia")
open_quote = punct('"') | punct("«") | punct("“")
close_quote = punct('"') | punct("»") | punct("”")
# "Instituto Universitario Dexeus", "Escuela Universitaria de Enfermería": the qualifier is part of the name
QUALIFIER = either(*(lit(w) for w in ["Universitario", "Universitaria", "Universitari", "Universitària"]))
# (adjectives of medicine that are department words elsewhere, after another word: "Instituto de Genética Médica y
# Molecular", "Centro de Investigación Médica Aplicada"; not first: "Residencia Médica" is a training post)
MEDICAL_ADJECTIVE = either(lit("Médica"), lit("Médico")) & NB  # (not "Clínica", a head: "[Fundación Puigvert] Clínica...")
# (an eponym too, a disease's: "Asociación de Familiares de Enfermos de Alzheimer", "Fundación Síndrome de Down")
# ("Referencia" after another word: "Centro Nacional de Referencia de Leishmaniasis"; "Centro de Referencia" alone is a
# hospital's role)
word_in_name = (NAME_CAP | SPECIALTY | QUALIFIER | lit("Salud") | lit("Justicia") | lit("Legal") | lit("Forense")
                | lit("Referencia")
                | lex("NONPHI+stop+eponym") & NB | tag("NE+OTROS_SUJETO_ASISTENCIA+down")) \
    + repeat(punct("-") + cap(), 0, 2)  # "Departamento de Salud Valencia-Clínico-Malvarrosa"
title = (lit("Dr") | lit("Dra") | lit("Doctor") | lit("Doctora") | lit("Prof") | lit("Profesor")) + opt(punct("."))
quoted = open_quote + opt(title) + repeat(word_in_name | particle, 1, 6) + close_quote
# ("de Dios" ends a saint's name: "Residencia San Juan de Dios", not a place)
saint = (lit("San") | lit("Santa") | lit("Santo") | lit("Sant") | lit("Santos")) + cap() + opt(ci("de") + lit("Dios")) \
    | lit("Nuestra") + lit("Señora")  # "Centro Médico San Joaquín", "Residencia Nuestra Señora de los Dolores"
# (a town followed by another word of the name is part of it: "Centro de Psicología [Álava] Reyes", "Centro Médico
# [Viver] Melhor"; not a country: "Centro Médico Teknon Barcelona España")
TOWN_IN_NAME = NAME_CAP & lex("NE+top", lexicon="es-places")
NAME_AFTER_TOWN = NOT_TOWN & ~lex("NE+top", lexicon="es-world")
HEADS = ["Universidad", "Universitat", "University", "Facultad", "Facultat", "Instituto", "Institut",
         "Fundación", "Fundació", "Asociación", "Associació", "Sociedad", "Societat", "Colegio", "Consejería",
         "Conselleria", "Agencia", "Mutua", "Mutualidad", "Laboratorio", "Laboratorios", "Residencia",
         "Juzgado", "Tribunal", "Xarxa", "Corporació", "Escuela", "Academia", "Gerencia", "Consorcio", "Consorci",
         "Agència", "Universidade", "Università", "Université", "Universität", "Universiteit", "Faculdade",
         "Faculté", "Instituut", "Fundação", "Junta", "Generalitat", "Xunta", "Gobierno", "Govern", "Ayuntamiento",
         "Ajuntament", "Diputación", "Cabildo", "Institución", "Federación", "Confederación", "Mútua", "Escola",
         "Xerencia", "Comisaría", "Audiencia", "Fiscalía",  # "Audiencia Provincial de Barcelona", "Fiscalía de Menores"
         "Organización",  # "Organización Nacional de Ciegos Españoles"
         "Red",  # a network of public services: "Red de Salud Mental de Bizkaia", "Red Asistencial Juan Ciudad"
         # armies, named as a doctor's employer (general knowledge): "Ejército de Chile" (not "Ministerio": the training
         # notes leave "se solicitó su uso compasivo al Ministerio de Sanidad" unannotated; nor "Secretaría", a hospital's
         # office, "Secretaría de Dacriología", nor "Delegación", a Mexican borough, "Delegación Tlalpan")
         "Ejército",
         # a funeral home with its name or place, where forensic notes send a body: "Tanatorio Municipal de Córdoba"
         "Tanatorio",
         # written without their accents, as notes often are: "Fundacion Puigvert", "Asociacion Española de Pediatria"
         "Fundacion", "Asociacion", "Institucion", "Federacion", "Confederacion", "Consejeria", "Organizacion",
         "Comisaria", "Fiscalia", "Diputacion",
         # companies by their generic head: "Empresa Municipal de Transportes", "Compañía Telefónica Nacional"
         "Empresa", "Compañía",

         # schools: "IES Miguel de Cervantes", "CEIP San José"
         "IES", "CEIP"]
# (another head, not introduced by "de", starts another institution: "[Facultad de Medicina] [Consejería de Sanidad]")
HEAD_WORD = either(*(lit(h) for h in HEADS))
# (an article only with the word after it: "[Fundación Puigvert] El paciente refería...")
ARTICLE = either(*(lit(w) for w in ["La", "Las", "Los", "El"]))
later_word = ((NOT_TOWN & ~ARTICLE & ~HEAD_WORD) | SPECIALTY & ~HEAD_WORD | lit("Salud") | lit("Legal") | lit("Forense")
              | MEDICAL_ADJECTIVE) \
    + opt(punct("-") + cap()) \
    | saint | TOWN_IN_NAME + NAME_AFTER_TOWN | ARTICLE + (NOT_TOWN & ~ARTICLE) \
    | TOWN_IN_NAME + regex(r"[IVX]{1,4}")  # a town and its number: "Centro Penitenciario Madrid V"
# (a royal or noble person the institution is named after, whose name is a first name or a town that would end the name:
# "[Colegio Príncipe Felipe].", "[Centro de Investigación Príncipe Felipe]. Valencia", "[Fundación Reina Sofía]")
INTRO_WORD = either(*(lit(w) for w in ["Príncipe", "Princesa", "Infanta", "Infante", "Reina", "Rey", "Duque", "Duquesa",
                                       "Papa"])) & NB
intro_person = INTRO_WORD + (cap() & ~lex("NONPHI+stop") & NB) + opt(regex(r"[IVX]{1,4}") & NB)
later_word = later_word | intro_person
# (in capitals, or mixed with two capitals at least: "Instituto Nacional de Cancerología (INCan)", "(IdiPAZ)")
MIXED_ACRONYM = regex(r"[A-Z][A-Za-z]{0,3}[A-Z][A-Za-z]{0,5}")
acronym = punct("(") + (upper() & NB | MIXED_ACRONYM & NB) + opt(punct("/") + upper()) + punct(")")  # "(UPV/EHU)"
# the name after the head: bare words first, then "de ..." parts, a quoted part, an acronym in
# parentheses; a bare word after a "de ..." part is where the address starts
# ("Fundación Oftalmológica del Mediterráneo [Bifurcación ...]")
title_name = title + repeat(NAME_CAP, 1, 3)
# (a place of several words of the lexicons too: "Universidad Autónoma de [Nuevo León]", "Centro de Transfusión de la
# [Comunidad Valenciana]")
# "en" and a town of Spain is where the institution is ("[Universidad de Navarra] en Pamplona"), "en" and another word
# or a country part of its name ("Centro de Investigación Biomédica en Red", "[Asociación para Evitar la Ceguera en
# México]")
# (an article after "en": "Instituto Nacional de Seguridad e Higiene en el Trabajo")
en_part = ci("en") + opt(ci("el") | ci("la")) + (((NAME_CAP & ~lex("NE+top", lexicon="es-places")) | SPECIALTY | lit("Salud")) + opt(punct("-") + cap())
                      | lex("NE+top+pais"))  # ("Laboratorio de Pericias en Odontología Forense")
# ("del Este": a cardinal point, not the first word of a sentence, "Instituto de Medicina Legal del Este")
de_core = repeat(particle, 1, 2) + (word_in_name | quoted | lex("NE+top") | saint) | en_part | ci("del") + lit("Este")
de_part = de_core + repeat(later_word, 0, 2)
# Bare words after the last "de ..." part may be a street written without its type ("Centro de Transfusión
# Sanguínea de Navarra [Irunlarrea, 3]", "Instituto de Oftalmología Conde de Valenciana [Chimalpopoca 14]"):
# a name ending so is taken only when no house number follows (rule institution_bare_end); the name up to
# its last "de ..." part is always a candidate, so nothing is lost when it is refused.
PLAIN_CAP = cap() & ~lex("NONPHI+stop")
HOUSE_NUMBER = either(regex(r"\d{1,4}"), lit("s"), lit("S"))
free_unit = any_unit() & ~either(PLAIN_CAP, HOUSE_NUMBER, punct(","))
not_house_number = punct(",") + (any_unit() & ~HOUSE_NUMBER) | free_unit
no_street_after = right(not_house_number | line_start() | PLAIN_CAP + not_house_number
                        | PLAIN_CAP + PLAIN_CAP + not_house_number | PLAIN_CAP + PLAIN_CAP + PLAIN_CAP)
# ... or the person the institution is named after ("Instituto Nacional de Enfermedades Respiratorias Ismael Cosío
# Villegas")
# (not a country: "Santiago Chile"; with its particles: "Instituto de Educación Secundaria Miguel de Cervantes")
# (Catalan surnames joined by "i": "Institut d'Investigacions Biomèdiques August Pi i Sunyer")
person = lex("NE+persName+first") + repeat(opt(ci("de") | ci("del") | ci("y") | lit("i")) + (NAME_CAP & ~lex("NE+top+pais")),
                                           1, 3)
last_de_bare = de_core + (repeat(later_word, 1, 2) | repeat(later_word, 0, 2) + person)
lead_words = (intro_person | word_in_name | quoted | saint) + repeat(later_word | quoted, 0, 3)
inst_name = lead_words + opt(repeat(de_part, 0, 3) + de_core) + opt(acronym) \
    | lead_words + repeat(de_part, 1, 4) + acronym
inst_name_de = repeat(de_part, 0, 4) + de_core + opt(acronym) | repeat(de_part, 1, 5) + acronym
inst_name_bare = lead_words + repeat(de_part, 0, 3) + last_de_bare | lead_words + person \
    | person  # ("IES Francisco Ayala": the person right after the head, the surname a town)
inst_name_de_bare = repeat(de_part, 0, 3) + last_de_bare

salud = either(ci("Salud"), lit("Salut"), lit("Saúde"))
# health administrations: "Área de Salud de Plasencia", "Distrito Sanitario Málaga", "Departamento de Salud de
# Elche", "Gerencia de Atención Primaria de Albacete"
health_area = (lit("Área") | lit("Area") | lit("Departamento") | lit("Distrito")) + (ci("de") + salud | lit("Sanitario")
                                                                                    | lit("Sanitaria")) \
    | (lit("Departament") | lit("Parc")) + lit("de") + lit("Salut") \
    | (lit("Distrito") | lit("Dirección") | lit("Gerencia")) + ci("de") + lit("Atención") + lit("Primaria") \
    | (lit("Área") | lit("Area")) + ci("de") + lit("Gestión") + lit("Sanitaria") \
    | lit("Gerencia") + ci("de") + (lit("Área") | lit("Area")) + opt(lit("Integrada")) \
    | lit("Organización") + lit("Sanitaria") + lit("Integrada") | lit("OSI")
# ("Área de Gestión Sanitaria Norte de Huelva", "Gerencia de Área Integrada de Talavera de la Reina", the Basque
# "Organización Sanitaria Integrada Bilbao-Basurto", "OSI Barrualde-Galdakao")
CS_QUARTER_WORD = either(*(lit(w) for w in ["Norte", "Sur", "Este", "Oeste", "Oriente", "Occidente", "Central", "Centro"]))
# regional health services: "Servicio Salmantino de Salud", "Servei Català de la Salut", "Servicio de Salud de las
# Illes Balears" (not "Servicio de Salud Mental": a place or a name follows "de")
service = lit("Servicio") | lit("Servei") | lit("Servizo")
health_service = service + (NAME_CAP & ~SPECIALTY) + ci("de") + opt(ci("la") | lit("a")) + salud \
    | service + ci("de") + salud + (ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) \
    + (lex("NE+top") | NAME_CAP) + repeat(repeat(particle, 0, 2) + NAME_CAP, 0, 2) \
    | service + ci("de") + salud + either(*(lit(w) for w in ["Metropolitano", "Provincial", "Regional", "Departamental",
                                                              "Municipal"])) + repeat(NAME_CAP | CS_QUARTER_WORD, 0, 2)
# (Chile's health services by their area: "Servicio de Salud Metropolitano Sur", "Servicio de Salud Metropolitano
# Oriente", "Servicio de Salud Provincial de Salta" is one of the patterns above)
# (in capitals too: "INSTITUTO DE MEDICINA LEGAL DE ARAGÓN", "FUNDACIÓN PUIGVERT", "CENTRO PENITENCIARIO DE ZUERA")
# (a university or a faculty abbreviated: "Univ. de Granada", "Fac. de Medicina")
# (a royal one: "Real Academia Nacional de Medicina", "Real Club Celta de Vigo"; "Benemérita Universidad Autónoma de Puebla")
head = opt(lit("Real") | lit("Benemérita")) + alt(*(lit(h) for h in HEADS)) | alt(*(lit(h.upper()) for h in HEADS)) \
    | (lit("Univ") | lit("Fac")) + punct(".") \
    | (lit("Pontificia") | lit("Pontifícia")) + (lit("Universidad") | lit("Universidade"))
# "Centro" names an institution with a qualifier or a name ("Centro Penitenciario de Zuera",
# "Centro Nacional de Toxicología", "Centro Médico Deportivo"), not "Centro de Salud"
centro = lit("Centro") | lit("Centre") | lit("CENTRO")
rest = repeat(later_word | quoted, 0, 3) + opt(repeat(de_part, 0, 3) + de_core) + opt(acronym) \
    | repeat(later_word | quoted, 0, 3) + repeat(de_part, 1, 4) + acronym
rest_bare = repeat(later_word | quoted, 0, 3) + repeat(de_part, 0, 3) + last_de_bare \
    | repeat(later_word | quoted, 0, 3) + person
# not "Centro Habana", "Centro Norte": a district
centro_word = (NAME_CAP & ~salud & ~lex("NE+top")) | SPECIALTY | lit("Médico") | lit("Medico")
centro_inst = centro + centro_word + rest | centro + ci("de") + (NAME_CAP & ~salud | SPECIALTY) + rest
# a centre of one kind named after its quarter or town, with no "de", as a health centre is ("[Centro de Salud
# Talavera]"): the place right after the kind is its name (general knowledge of Spanish outpatient centres: "[Centro de
# Especialidades Argüelles]", "[Centro de Rehabilitación Getafe]"; was "[Centro de Especialidades] [Argüelles]")
centre_by_place = centro + ci("de") + (NAME_CAP & ~salud | SPECIALTY) + (TOWN_IN_NAME & NB) \
    + right(any_unit() & ~either(ci("de"), ci("del"), punct("-")) | line_start())
# (one word, not the first of a town's name with "de": "Centro de Especialidades Alcalá de Henares" stays as it was)
# English names with the head last: "Johns Hopkins University", "Harvard Medical School", "Cleveland Clinic"
# (Scandinavian ones too: "Karolinska Institutet", "Københavns Universitet")
english_head = lit("University") | lit("College") | lit("Institute") | lit("Clinic") | lit("Institutet") | lit("Universitet") \
    | lit("Medical") + (lit("School") | lit("College") | lit("Center") | lit("Centre")) | lit("School") + lit("of") + lit("Medicine")
english_institution = repeat(NAME_CAP + opt(punct("-") + cap()), 1, 4) + english_head \
    + opt(lit("of") + repeat(NAME_CAP, 1, 2))
# clinics of one speciality are no hospitals: "Clínica Dental Martínez", "Clínica Oftalmológica Baviera"
clinic_kind = alt(*(lit(w) for w in ["Dental", "Odontológica", "Oftalmológica", "Dermatológica", "Estética",
                                      "Podológica", "Veterinaria", "Fisioterapia", "Psicológica"]))
specialised_clinic = (lit("Clínica") | lit("Clinica")) + clinic_kind + opt(inst_name | inst_name_de | title_name)
# the seats of forensic medicine and of the courts: "Clínica Médico-Forense (de Cádiz)", "Palacio de Justicia",
# "Edificio (de los) Juzgados", "Juzgados de Plaza de Castilla", "Ciudad de la Justicia" (their words are no name words
# elsewhere)
forensic = (lit("Clínica") | lit("Clinica")) + (lit("Médico") | lit("Medico")) + opt(punct("-")) + lit("Forense") \
    | lit("Palacio") + ci("de") + lit("Justicia") | lit("Edificio") + opt(ci("de") + ci("los")) + lit("Juzgados") \
    | lit("Juzgados") | lit("Ciudad") + ci("de") + ci("la") + lit("Justicia") \
    | lit("Ciudad") + lit("Universitaria") \
    | lit("CLÍNICA") + lit("MÉDICO") + opt(punct("-")) + lit("FORENSE")  # a university's campus; in capitals
forensic_seat = forensic + opt(ci("de") + opt(ci("la") | ci("las") | ci("los") | ci("el")) + (lex("NE+top") | NAME_CAP))
# "Fundación Instituto Valenciano de Oncología": a foundation named after its institute
head = head | (lit("Fundación") | lit("Fundació")) + (lit("Instituto") | lit("Institut"))
# a regional blood or tissue bank with its place or name: "Banco de Sangre y Tejidos de Aragón", "Banco de Tejidos del
# Principado" (not "el Banco de Sangre del hospital": no name)
BANK_WORD = either(*(lit(w) for w in ["Sangre", "Tejidos", "Leche", "Ojos", "Cordón", "Células"]))
blood_bank = (lit("Banco") | lit("Banc")) + ci("de") + BANK_WORD + opt((ci("y") | lit("i")) + BANK_WORD) + inst_name_de
# a court's number and its town: "Juzgado de Instrucción nº 2 de Getafe", "Juzgado de Primera Instancia e Instrucción
# número 1 de Zaragoza", "Juzgado de lo Penal n.º 3"
court_number = ((lit("N") | lit("n")) + opt(punct(".")) + (punct("º") & attached()) | lit("número") | lit("núm") + punct(".")
                | lit("No") + punct(".")) + digits(1, 3)
court = lit("Juzgado") + opt(ci("de") + ci("lo") + NAME_CAP | inst_name_de) + court_number \
    + opt(ci("de") + (lex("NE+top") | NAME_CAP))
# Latin-American social security funds: "Caja Costarricense de Seguro Social", "Caja Nacional de Salud", "Caja de
# Previsión Social" ("Caja" alone is no head: a surname, "Raquel Caja Esteban")
social_fund = lit("Caja") + opt(NAME_CAP) + ci("de") + either(lit("Seguro"), lit("Seguridad"), lit("Salud"), lit("Previsión")) \
    + repeat(later_word, 0, 2) + opt(repeat(de_part, 0, 2) + de_core)
# A faculty, school or institute "de la" university it belongs to is one name ("[Facultad de Medicina de la Universidad de
# Murcia]", "[Escuela de Enfermería de la Universidad Complutense]"), as the training notes join a faculty and its
# university written side by side ("[Facultad de Odontología Universidad de Oviedo]")
FACULTY_HEAD = either(*(lit(h) for h in ["Facultad", "Facultat", "Faculdade", "Escuela", "Escola", "Instituto", "Institut",
                                          "Departamento", "Departament"]))
UNIVERSITY = opt(lit("Pontificia")) + either(lit("Universidad"), lit("Universitat"), lit("Universidade"))
faculty_of_university = FACULTY_HEAD + opt(QUALIFIER) + repeat(de_part, 0, 2) + de_core + ci("de") + ci("la") + UNIVERSITY \
    + repeat(later_word, 0, 3) + opt(repeat(de_part, 0, 2) + de_core) + opt(acronym)
# a laboratory named after its founder with his title, as Spanish pharmaceutical and clinical laboratories are
# ("Laboratorios Dr. Esteve", "Laboratorios del Dr. Collado"; not another head: "Instituto Dr. Rafael Pérez de Medicina"
# in names.cases)
titled_lab = (lit("Laboratorios") | lit("Laboratorio")) + opt(ci("del")) + title_name
# councils and high courts by their qualifier (general knowledge): "[Consejo Superior de Deportes]", "[Consejo Superior de
# Investigaciones Científicas]", "[Consejo General del Poder Judicial]", "[Corte Suprema de Justicia]" (not "consejo
# genético", nor "Consejo" alone)
council = lit("Consejo") + either(*(lit(w) for w in ["Superior", "General", "Nacional", "Insular", "Comarcal", "Regional",
                                                    "Consultivo", "Autonómico"])) + rest \
    | lit("Corte") + either(*(lit(w) for w in ["Suprema", "Superior", "Constitucional", "Nacional", "Penal",
                                              "Interamericana", "Internacional"])) + rest
# A head written in lower case before a proper name (general knowledge: running text does not always capitalise it):
# "estudia en la [universidad de Oviedo]", "trabaja en el [ayuntamiento de Fuenlabrada]", "la [fundación Santa María]",
# "la [universidad Carlos III]"; the name after it as after a capitalised head (a capital, a place or a saint)
lower_head = either(*(lit(w) for w in ["universidad", "ayuntamiento", "fundación", "facultad", "asociación",
                                       "consejería", "diputación"]))
institution = council | social_fund | faculty_of_university | (head | lower_head) + (inst_name | inst_name_de) \
    | titled_lab | centro_inst | lit("Juzgado") | court | blood_bank \
    | lit("Escuela") + lit("Universitaria") + opt(inst_name_de) | health_area + opt(inst_name | inst_name_de) \
    | specialised_clinic | health_service + opt(acronym) | forensic_seat
institution_bare_end = head + (inst_name_bare | inst_name_de_bare) | health_area + (inst_name_bare | inst_name_de_bare) \
    | centro + centro_word + rest_bare | centro + ci("de") + (NAME_CAP & ~salud | SPECIALTY) + rest_bare

# health centres
# (also in lower case, its name after it: "remitida desde el centro de salud de Villaverde")
cs_head = centro + (ci("de") + salud | lit("Salud")) + opt(lit("Universitario") | lit("Urbano") | lit("Rural")) \
    | lit("centro") + lit("de") + lit("salud") \
    | lit("C") + punct(".") + lit("S") + punct(".") \
    | lit("Centro") + lit("de") + lit("Atención") + lit("Primaria") | lit("CAP") \
    | lit("Consultorio") + opt(lit("Médico") | lit("Medico")) | lit("CENTRO") + lit("DE") + lit("SALUD") \
    | lit("Centre") + (lit("de") + lit("Salut") | lit("d") + punct("'") + lit("Atenció") + lit("Primària")) \
    | lit("Centro") + lit("de") + lit("Saúde") \
    | lit("Ambulatorio") | lit("CS") \
    | lit("EAP") | lit("Equipo") + lit("de") + lit("Atención") + lit("Primaria") \
    | lit("Àrea") + lit("Bàsica") + lit("de") + lit("Salut")  \
    | (lit("Área") | lit("Zona")) + lit("Básica") + lit("de") + lit("Salud") \
    | lit("Punto") + lit("de") + lit("Atención") + lit("Continuada")
# (primary care teams and areas: "EAP Sardenya", "Àrea Bàsica de Salut", "Zona Básica de Salud de
# Ripollet", the out-of-hours "Punto de Atención Continuada de Lalín"; in capitals: "CENTRO DE SALUD LAS CALESAS")
# (after its first word, a bare first name starts the street: "[Centro de Salud Guayaba] Antonio Machado 10", unless
# it follows another first name, a saint's title or an article: "Centro de Salud José Luis Pérez", "Centro de Salud San
# Andrés", "Centro de Salud Los Ángeles")
FIRST_NAME = lex("NE+persName+first")
# (a town abroad of several words (es-world), whose first word may be a header word: "Centro de Salud de [Tel Aviv]",
# "de [Buenos Aires]")
MULTI_TOWN = lex("NE+top", lexicon="es-world")
cs_article = lit("La") | lit("Las") | lit("Los") | lit("El")
cs_lead = ci("de") + opt(ci("la") | ci("las") | ci("los") | ci("el")) | ci("del")
# (a street-type word after a particle or an article is a word of the centre's name, not its address: "Centro de Salud
# Virgen del Camino", "Centro de Salud La Alameda de Osuna"; right after the head it still opens a street)
STREET_IN_NAME = either(*(lit(w) for w in ["Camino", "Alameda", "Paseo", "Plaza", "Ronda", "Rambla", "Puerta", "Cañada",
                                            "Senda", "Vereda", "Glorieta", "Cuesta", "Ribera"])) & NB
# (a town's or district's qualifier is the name's: "Centro de Salud de [Villaverde Alto]", "Centro de Salud Getafe Norte")
# ("Centro" too: "Centro de Salud Talavera Centro", "Centro de Salud de Jaén Centro")
CS_QUARTER = either(*(lit(w) for w in ["Alto", "Alta", "Bajo", "Baja", "Norte", "Sur", "Este", "Oeste", "Nuevo", "Nueva",
                                      "Viejo", "Vieja", "Centro"]))
cs_first = opt(cs_article) + (NAME_CAP & ~lit("Mental")) + opt(punct("-") + cap()) + opt(CS_QUARTER) \
    | lit("Zona") + opt(digits(1, 2)) \
    | cs_article + STREET_IN_NAME \
    | MULTI_TOWN | lit("Barrio") | lit("Ciudad") | (NAME_CAP & FIRST_NAME) + (NAME_CAP & FIRST_NAME) | saint \
    | lit("Atención") + lit("Primaria")  # "Centro de Salud de Atención Primaria de Alcalá"
cs_bare = (NAME_CAP & ~FIRST_NAME & ~lex("NE+top") & ~ARTICLE) + opt(punct("-") + cap())
cs_particle = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y") | lit("i") | lit("d") + punct("'")
cs_de = repeat(cs_particle, 1, 2) + ((NAME_CAP | STREET_IN_NAME) + opt(punct("-") + cap()) | MULTI_TOWN)
# Bare words first, then "de" parts, as for hospitals: a bare word after a "de" part, or after a name introduced by
# "de", is where an untyped street starts ("[Centro de Salud Virgen de la Fuensanta] Irunlarrea, 4", "[Centro de Salud de
# Benavente] Constitución, 3"); "en" is no particle here ("[Centro de Salud Fuentelarreyna] en Santander")
# (after a name of bare words, "de" and a province are where the centre is, as after a hospital's name: "[Centro de Salud
# Delicias] de [Zaragoza]", like "[Hospital Ramón y Cajal] de Madrid"; not after a noun that takes a complement: "Centro
# de Salud Puerta de Madrid", "Centro de Salud Virgen de la Fuensanta")
CS_PROVINCE = lex("NE+top+provincia", lexicon="es-places")
cs_de_last = repeat(cs_particle, 1, 2) + (((NAME_CAP & ~CS_PROVINCE) | STREET_IN_NAME) + opt(punct("-") + cap())
                                          | MULTI_TOWN)
CS_NOUN = cs_article + STREET_IN_NAME | either(*(lit(w) for w in ["Virgen", "Ciudad", "Barrio", "Puente", "Villa", "Puerta",
                                                                   "Príncipe", "Princesa", "Conde", "Marqués", "Duque",
                                                                   "Infanta"]))
# (nor after a qualifier, like "[Hospital General de Segovia]": "[Centro de Salud Mental Infanto-Juvenil de Ourense]")
CS_QUALIFIER = regex(r"Infantil|Infanto|Juvenil|Comarcal|Municipal|Provincial|Rural|Urbano|Comunitario|Integral") & NB
# a person the centre is named after, the surnames taken even when they are towns ("[Centro de Salud José Montseny]",
# "[Centro de Salud Isabel Moreno de Haro]"), not a province or a country ("[Centro de Salud Rosa Luxemburgo] Madrid")
CS_SURNAME = NAME_CAP & ~FIRST_NAME & ~ARTICLE & ~CS_PROVINCE & ~lex("NE+top+pais", lexicon="es-world") \
    & ~regex(r"[A-ZÁÉÍÓÚÑ]")
cs_person = repeat(NAME_CAP & FIRST_NAME, 1, 2) + repeat(opt(ci("de") | ci("del")) + CS_SURNAME, 1, 2)
cs_name = cs_lead + cs_first + repeat(cs_de, 0, 3) \
    | cs_first + repeat(cs_bare, 0, 3) + opt(repeat(cs_de, 0, 2) + cs_de_last) \
    | CS_NOUN + cs_de + opt(repeat(cs_de, 0, 1) + cs_de_last) \
    | CS_QUALIFIER + opt(punct("-") + cap()) + repeat(cs_de, 1, 3) \
    | quoted | title_name | cs_person
# ("Zona 4", not a house number; "Centro de Salud "Doctor Castroviejo"", "Centro de Salud Dr. Cirajas"; "Centro de Salud
# Ciudad Jardín"; after the first word, a town, province or country not introduced by "de" is where the centre is, as
# after a hospital's name: "[Centro de Salud El Greco] Getafe", "[Centro de Salud Mar Báltico] Madrid España")
# "Centro de Salud Mental de Arganda", "Centro de Salud Mental Retiro": a mental health centre with its name (not
# "Centro de Salud Mental" alone)
# (an acronym may follow the head: "Centro de Atención Primaria (CAP) Sant Andreu"; hyphenated words: "La
# Laguna-Mercedes")
# (a Roman number may follow the head: "CAP II Sant Andreu")
health_centre = cs_head + opt(acronym) + opt(lit("Mental")) + opt(regex(r"[IVX]{1,4}")) + cs_name
# a health centre named after the street it stands in, with no house number after it ("[Centro de Salud Alameda de
# Osuna].", "[Centro de Salud Avenida de Aragón], Madrid"; not "Centro de Salud [Paseo de la Castellana 5]")
STREET_WORD = either(*(lit(w) for w in ORG_WORDS["STREET_TYPES"] if len(w) > 3 and w not in ("Avda", "Ctra")))
# (or before its address: "[Centro de Salud Ronda de Segovia] C/ Ronda de Segovia 52")
street_named_centre = cs_head + (STREET_WORD | STREET_IN_NAME) + repeat(cs_de, 1, 3) \
    + right(punct(".") | punct(";") | punct(")") | line_start() | punct(",") + (cap() | upper())
            | (lit("C") | lit("c")) + punct("/") | STREET_WORD | lit("Avda") | lit("Ctra"))

# companies
mark = regex("[®™©]")
# (not a legal form alone, which is no name: "(Medtronic, Inc., Minneapolis, EE.UU.)" is "[Medtronic]", not "[Inc]"; the
# training notes leave a legal form after a comma out, "([Ohio Medical Instrument Co], Inc., Cincinnati...")")
LEGAL_WORD = either(*(lit(w) for w in ["Inc", "Ltd", "Ltda", "Corp", "Co", "LLC", "GmbH", "GMBH", "AG", "SA", "SL",
                                       "plc", "PLC", "SpA", "BV", "NV", "Srl", "SRL", "KG", "Oy", "Pty"]))
company_word = regex(r"[A-ZÁÉÍÓÚÑÜÇ][^\W_]*") & NB & ~lex("NONPHI+stop") & ~lex("NE+top") & ~LEGAL_WORD
# a company's legal form written with periods is part of its name: "Novartis Farmacéutica S.A.", "Pfizer S.L.U."
dotted = lambda *letters: alt(*(sum((lit(c) + punct(".") for c in form[1:]), lit(form[0]) + punct("."))  # noqa: E731
                                 for form in letters))
# (after a comma too, as Spanish firms write it: "Laboratorios Normon, S.A.", "Construcciones Pérez, S.L.")
legal_form = opt(punct(",")) + (dotted("SA", "SL", "SLU", "SAU", "SAL")
                                | lit("S") + punct(".") + lit("p") + punct(".") + lit("A") + punct("."))
company_seq = company_word + repeat(company_word | punct("&") | lit("and") | punct("-") + company_word | punct("+"), 0, 4) \
    + opt(legal_form)
company = lex("NE+org+company") + opt(legal_form)
PLACE_WORD = regex(r"[A-ZÁÉÍÓÚÑ][^\W\d_]+") & NB & lex("NE+top")
# Where the context is a maker's parenthesis ("(Company, Town, State)", "(Product®, Company)"), a company named after
# a person whose name is an eponym of the stop list ("[Johnson & Johnson], New Brunswick, NJ") or starting with a
# town and going on with other words ("[Bristol-Myers Squibb]", "[Boston Scientific]") is a maker too
EPONYM_WORD = regex(r"[A-Z][^\W\d_]+") & NB & lex("NONPHI+stop+eponym")
maker_word = company_word | EPONYM_WORD
place_led = PLACE_WORD + (punct("-") + company_word | company_word) + repeat(company_word | punct("-") + company_word, 0, 2)
# a maker named alone after a product: not a drug of the lexicon nor a word shaped like a drug's name
# ("Trimetoprim", "Amoxicilina", "Paracetamol", "Valproato")
DRUG_SHAPED = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]+(ina|ol|ona|ida|ato|azol|prim|mab|nib|pam|pril|eno|ico|ilo)")
# a Spanish maker named after its trade, whose first word is a common noun of the stop list, with its words or "de"/"del"
# and a place, a cardinal point or a name (general knowledge of Spanish firms' names: "(Combigan®, [Farmacéutica del
# Levante])", "([Industrias Químicas del Vallés], Barcelona, España)", "(Xalatan®, [Farmacéutica Levante])")
MAKER_TRADE = either(*(lit(w) for w in ["Farmacéutica", "Farmacéuticos", "Industrias", "Industria", "Química", "Químicas",
                                        "Productos", "Especialidades", "Laboratorios", "Laboratorio"])) & NB
maker_de = (ci("de") + opt(ci("la")) | ci("del")) + ((company_word & ~DRUG_SHAPED) | PLACE_WORD)
trade_maker = MAKER_TRADE + repeat(company_word | MAKER_TRADE, 1, 3) + opt(maker_de) \
    | MAKER_TRADE + repeat(company_word | MAKER_TRADE, 0, 2) + maker_de
maker_company_seq = (maker_word + repeat(maker_word | punct("&") | lit("and") | punct("-") + maker_word | punct("+"), 0, 4)
                     | place_led | trade_maker) + opt(legal_form)
# (one word, or the last of several: "Bristol-Myers Squibb", not "Amoxicilina-Clavulánico")
NOT_DRUG = company_word & ~DRUG_SHAPED
maker_seq = (company_word & ~lex("NONPHI")) \
    + repeat(company_word | punct("&") | lit("and") | punct("-") + company_word | punct("+"), 0, 3) \
    + (opt(punct("-")) + NOT_DRUG) + opt(legal_form) | (NOT_DRUG & ~lex("NONPHI")) + opt(legal_form) \
    | place_led + opt(legal_form) | trade_maker + opt(legal_form)
# a maker alone in the parenthesis after a product's mark ("Toradol® ([Tecnofarma])"): its last word not shaped like a
# drug's generic name ("Zyvoxid® (Linezolid)", "Prograf® (Tacrolimus)", "Zovirax® (Aciclovir)", "Xarelto® (Rivaroxabán)")
GENERIC_SHAPED = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]+(ina|ol|ona|ida|id|ide|ato|ilo|ino|eno|ano|aco|ico|ab|ib|us|vir|ir|án|ón|"
                       r"am|em|el|ept|im|pril|ex|ium|um)")
alone_maker = repeat(company_word & ~lex("NONPHI") | punct("&") | punct("-"), 0, 3) \
    + (company_word & ~lex("NONPHI") & ~DRUG_SHAPED & ~GENERIC_SHAPED) + opt(legal_form)
place = lex("NE+top") | lex("NE+top+pais")
after_company = punct(",") | punct(")") | punct(".") | punct(";") | punct("-")
# "(Product®, Company, City, Country)": the company before a place and a country
before_place = punct(",") + repeat(cap() | upper(), 0, 2) + place
# A manufacturer's parenthesis, read from its end: "(Company, City[, State], Country)" or
# "(Product, Company, City[, State], Country)": the company is the first or second item, the one
# right before the town (any capitalised words: "Fort Worth", "Marcy l'Etoile"), the optional state
# ("CA", "N.J.", "Texas") and a known country; "Allergan Inc., Irvine, CA" ends before the period.
corporate = alt(*(lit(w) for w in ["Inc", "Corp", "Corporation", "Co", "Ltd", "Ltda", "GmbH", "GMBH", "AG", "SA",
                                    "SL", "SpA", "BV", "NV", "Laboratories", "Labs", "Pharma", "Pharmaceuticals",
                                    "Pharmaceutical", "Pharmaceutica", "Farma", "Farmacéutica", "Diagnostics",
                                    "Scientific", "Instruments", "Surgical", "Biotech", "Technologies",
                                    "Microsystems", "Orthopaedics", "Biosystems", "Lifesciences", "Healthcare",
                                    # ("Optos plc", "AJL Ophthalmic", "Lenstec Optics", "Smiths Medical", "Mozo-Grau Implants")
                                    "plc", "PLC", "LLC", "Srl", "SRL", "KG", "Oy", "Pty", "Ophthalmic", "Ophthalmics",
                                    "Optics", "Medical", "Biomedical", "Implants", "Orthopedics", "Systems", "Solutions",
                                    "Group", "Products", "Devices", "Industries", "Biosciences", "Sciences",
                                    # a maker's Spanish branch or a Spanish firm: "Ortomed Ibérica", "Lumen Diagnósticos"
                                    "Ibérica", "Diagnósticos",
                                    # (Spanish forms of the English words above: "Vitalia Implantes", "Ortomed Sistemas")
                                    "Implantes", "Sistemas", "Soluciones", "Productos", "Dispositivos"])) \
    | alt(*(lit(w) for w in ["PHARMA", "PHARMACEUTICALS", "FARMA", "BIOTECH", "DIAGNOSTICS", "LABORATORIES", "LABS",
                             "HEALTHCARE", "BIOSCIENCES", "LIFESCIENCES", "TECHNOLOGIES", "SCIENTIFIC", "SURGICAL",
                             "MEDICAL", "IMPLANTS", "OPTICS", "CORPORATION", "INC", "LTD", "GROUP"]))
# (a company written in capitals has its corporate word in capitals: "MEDISUR BIOTECH", "ALBATROS PHARMA"; the
# English words only, which no Spanish heading in capitals has)
# (a unit, not only a token: a product's clone or model may be tagged already, "(clon L26; Dako, Carpinteria, CA)")
item_token = any_unit() & ~either(punct(","), punct(";"), punct("("), punct(")"))
product_item = repeat(item_token, 1, 6)
# a product's name has a mark, a number or a lower-case word ("Sonos 100 CF", "NOxPUMP plus"), which a
# company's ("Intuitive Surgical") has not
product_token = token() & ~either(punct(","), punct(";"), punct("("), punct(")"), lex("NE+org+company"))
marked_product = repeat(product_token, 0, 4) + (product_token & either(mark, number(), lower(), regex(r".*\d.*"))) \
    + repeat(product_token, 0, 4)
first_or_second = left(punct("(") + opt(product_item + (punct(",") | punct(";"))))
state_word = either(lex("NE+top+region", lexicon="es-world"), regex(r"[A-Z]{2}"))
state = state_word | regex(r"[A-Z]") + punct(".") + regex(r"[A-Z]") + punct(".")
town_word = either(cap(), upper()) & ~either(lex("NE+org+company"), lex("NE+top+pais", lexicon="es-world"))
town = town_word + repeat(town_word | punct(".") | punct("-") | punct("'") | lit("l") | lit("d") | ci("de")
                          | ci("del"), 0, 4)
# the town is not a state, or "(Company, City, CA, USA)" would make the city a company too
plain_town = (town_word & ~state_word) + repeat(town_word | punct(".") | punct("-") | punct("'") | lit("l") | lit("d")
                                           | ci("de") | ci("del"), 0, 4)
country = lex("NE+top+pais", lexicon="es-world")
closing = punct(")") | punct(";")
after_maker = opt(punct(".") | mark) + punct(",") + (plain_town + punct(",") | town + punct(",") + state + punct(",")) \
    + country + closing \
    | punct(".") + plain_town + punct(".") + country + closing \
    | opt(punct(".")) + punct(",") + plain_town + punct(",") + state + closing
# ("(Master Diagnostic. Granada. España)": periods for commas; "(Johnson & Johnson, New Brunswick, NJ)": the
# state without the country)
# "(Alcon, Texas, USA)": a state alone only after the first item, or the town of "(Company, Town, CA, USA)"
# would be a company
after_first_maker = opt(punct(".")) + punct(",") + state + punct(",") + country + closing

# "la casa comercial Medtronic", "el laboratorio Sistemas Genómicos": a company named after its kind
# (a mutual society or an insurer named after its kind: "la mutua MAZ", "la aseguradora Caser")
company_kind = lit("casa") + lit("comercial") | lit("laboratorio") | lit("laboratorios") | lit("empresa") \
    | lit("mutua") | lit("aseguradora") \
    | lit("compañía") | lit("fabricante") | lit("firma") + opt(lit("comercial") | lit("farmacéutica")) \
    | (lit("fabricado") | lit("fabricada") | lit("fabricados") | lit("fabricadas") | lit("comercializado")
       | lit("comercializada") | lit("distribuido") | lit("distribuida") | lit("suministrado") | lit("suministrada")
       | lit("suministrados") | lit("suministradas") | lit("proporcionado") | lit("proporcionada") | lit("cedido")
       | lit("cedida")) + lit("por")
# an employer named after its trade (general knowledge): "la constructora [Dragados]", "la multinacional [Nestlé]", "la
# farmacéutica [Pfizer]", "la empresa de limpieza [Limpiezas Martínez]", "la fábrica de [Uralita]", "la compañía aérea
# [Iberia]" (not a person after it: "la farmacéutica María López")
trade_kind = lit("constructora") | lit("multinacional") | lit("farmacéutica") | lit("consultora") | lit("aerolínea") \
    | lit("naviera") | lit("distribuidora") | lit("compañía") + lower() \
    | lit("empresa") + ci("de") + lower() + opt(ci("y") + lower()) \
    | (lit("fábrica") | lit("factoría") | lit("planta")) + ci("de")
# A firm named after its trade, written with a capital (general knowledge of how Spanish firms are named; an unseen name,
# so no lexicon): "trabaja en [Construcciones Aranda]", "fabricada por [Ortopedia Galindo]", "[Transportes Hermanos
# Gil]", "[Cooperativa Agrícola San Isidro]", "[Seguros Ocaso]"; the trade a plural noun or a word no department uses
# (not "Farmacia", "Óptica", "Hotel", "Servicios": "Servicio de Farmacia Hospital...", "C/ Hotel Pontinental"); then a
# proper name that is not shaped like an adjective ("Instalaciones Sanitarias", "Seguros Sociales") after at most one
# word that is ("Cooperativa Agrícola", "Transportes Urgentes")
TRADE_HEAD = either(*(lit(w) for w in [
    "Construcciones", "Constructora", "Transportes", "Talleres", "Excavaciones", "Instalaciones", "Hierros", "Maderas",
    "Muebles", "Autocares", "Limpiezas", "Ortopedia", "Ortopedias", "Seguros", "Cooperativa", "Bodegas", "Conservas",
    "Reformas", "Montajes", "Estructuras", "Fundiciones", "Carpinterías", "Pinturas", "Suministros", "Distribuciones",
    "Aluminios", "Gráficas", "Industrias", "Astilleros", "Granjas", "Viveros", "Grúas", "Mudanzas", "Recambios",
    "Supermercados", "Almacenes", "Gestoría", "Confecciones", "Calzados", "Embutidos", "Piensos", "Plásticos",
    "Cementos", "Inmobiliaria", "Promociones", "Automóviles", "Neumáticos"])) & NB
TRADE_ADJECTIVE = either(regex(ORG_WORDS["ADJECTIVE"]), regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]*(ari[ao]s?|os[ao]s?|ad[ao]s)"))
trade_name_word = either(company_word, PLACE_WORD) & ~TRADE_ADJECTIVE | lex("NE+top") | saint
# (with the family firm's ending: "[Talleres Martínez e Hijos]", "[Hierros Pérez y Cía.]")
family_end = ci("e") + lit("Hijos") | ci("y") + (lit("Cía") + opt(punct(".")) | lit("Compañía"))
trade_name = TRADE_HEAD + opt(TRADE_ADJECTIVE & NB) + trade_name_word \
    + repeat(trade_name_word | (ci("de") | ci("del")) + trade_name_word, 0, 2) + opt(family_end) + opt(legal_form) \
    | TRADE_HEAD + (ci("de") | ci("del")) + (lex("NE+top") | either(*(lit(w) for w in [
        "Norte", "Sur", "Este", "Oeste", "Levante", "Noroeste", "Nordeste", "Noreste", "Sureste", "Suroeste", "Centro",
        "Mediterráneo", "Cantábrico", "Atlántico"]))) + opt(legal_form)
# (or "de"/"del" and a place or a cardinal point only: "[Construcciones del Sur]", "[Conservas de Santoña]"; not
# "Ortopedia de Control del Daño", a surgical strategy)

# "anticuerpos de Dako Cytomation (Carpinteria, CA, EE. UU.)": the company before its address in parentheses
address_in_parenthesis = punct("(") + (plain_town + punct(",") | town + punct(",") + state + punct(",")) + country \
    + punct(")")
first_company_word = company_word & ~lex("NE+persName+first")

# "(Cavit, Espe)", "(Tegaderm, Nuvamed)", "(Vicryl 4/0, Ethicon)": a product's parenthesis without a mark, its last item a
# maker of one word shaped like a brand: mixed case, four letters or more, no word of the lexicons (places, names,
# drugs, department words), not shaped like a Spanish adjective or noun ("(Derecha, Izquierda)", "(Positivo,
# Negativo)", "(Sedación, Analgesia)"); the product before it one such word, with a model's number or not (not
# "(Grado 2, Fuhrman)"), nor a company of the lexicon ("(Siemens, Erlangen)": the maker, then its town)
SPANISH_WORD_SHAPED = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]*(a|o|as|os|al|ales|ar|ares|ivo|iva|ico|ica|ción|sión|dad|ura|ía|nte|"
                            r"ente|mente|es|ez|or|ión|ud)")
# (nor a Latin name of a germ or a plant: "(Staphylococcus, Streptococcus)")
LATIN_SHAPED = regex(r"[A-Z][a-z]*(us|um|ae|is|ella|ia|ii|ii)")
BRAND_WORD = regex(r"[A-Z][a-z]{3,}") & NB & ~either(lex("NONPHI"), lex("NE+top"), lex("NE+persName"),
                                                      SPANISH_WORD_SHAPED, LATIN_SHAPED)
unmarked_maker = left(punct("(") + (BRAND_WORD & ~DRUG_SHAPED & ~lex("NE+org+company")) + opt(opt(product_token) + (product_token & number()))
                      + punct(",")) + BRAND_WORD + right(punct(")"))

# In the author's line ("Remitido por: ...", "Responsable clínico: ..."), a word in capitals standing alone
# between separators is the acronym of an institution ("Servicio de Urología. IMIBIC. Córdoba"): not a
# word of the lexicons (places, names, department words), a unit (UCI, UVI), a Roman numeral or two letters.
author_line = (lit("Remitido") & line_start()) + lit("por") | (lit("Responsable") & line_start()) \
    + (ci("clínico") | ci("clinico") | ci("clínica"))
ACRONYM = regex(r"[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9-]{2,9}") & ~either(
    regex(r"[IVXLC]+"), lex("NONPHI"), lex("NE+top"), lex("NE+persName"), lex("NE+org+hospacronym"), *(lit(w) for w in [
        "UCI", "UVI", "UCIP", "UCIN", "URPA", "REA", "CRT", "CTRA", "AVDA", "CALLE", "USA", "UK", "EEUU", "SN", "SNS",
        "MIR", "PhD", "DNI", "NHC", "CIP", "NASS", "FEA", "MD", "PHD",
        # a hospital's units and teams, no institutions: "Unidad de Gestión Clínica" (UGC), hospitalisation at home (UHD,
        # HAD, HADO), palliative home teams (ESAD, PADES), mental health units (USM, USMI, USMIJ), a teaching unit (UDM), a
        # reference unit (CSUR), short-stay and day units (UCE, UCSI, UCMA); school levels (ESO, BUP, EGB, COU)
        "UGC", "UHD", "HAD", "HADO", "ESAD", "PADES", "USM", "USMI", "USMIJ", "UDM", "CSUR", "UCE", "UCSI", "UCMA",
        "UCP", "UCC", "UCIC", "UCO", "UMI", "ESO", "BUP", "EGB", "COU",
        # (general knowledge) nursing and training titles (DUE, ATS, TCAE, EIR), specialities (ORL, MFYC, MFC, COT, MI,
        # MIV), primary-care and emergency points with no name (CAP, EAP, ABS, PAC, SUAP, DCCU, SUE, SUH), units and
        # centres of a hospital or of the health area (CMA, UCA, CSM, UCSM, USM, CAID, CAD, CEP, CAE, UBS, USP, UTS, UPP,
        # UHE, UDH, URG, CEE)
        "DUE", "ATS", "TCAE", "EIR", "ORL", "MFYC", "MFC", "COT", "MI", "MIV", "CAP", "EAP", "ABS", "PAC", "SUAP", "DCCU",
        "SUE", "SUH", "CMA", "UCA", "CSM", "UCSM", "CAID", "CAD", "CEP", "CAE", "UBS", "USP", "UTS", "UPP", "UHE", "UDH",
        "URG", "CEE"]))
separator = punct(".") | punct(",") | punct(";")
header_acronym = left(author_line + repeat(any_unit() & ~line_start(), 1, 40) + separator) + ACRONYM \
    + right(separator | line_start())
# ... and a company whose name ends with a corporate word, standing alone between separators ("Responsable clínico:
# Dra. Ana Ruiz. [Lenstec Optics]. C/ ...", "Remitido por: Dr. Luis Vidal. [Palex Medical]. Barcelona")
# (or before its address, without a separator: "Servicio de Urología. [Lumen Diagnostics] Calle de la Iglesia, 605",
# "Remitido por: Dra. Ana Ruiz [Albatros Pharma] c/ de la Ermita, 118")
STREET_START = either(*(lit(w) for w in ORG_WORDS["STREET_TYPES"])) | (lit("C") | lit("c")) + punct("/")
# (the separator not the period of a title or an initial, which the doctor's name follows: "Remitido por: Dra. Ana Ruiz
# [Medisur Biotech]", was "Dra. [Ana Ruiz Medisur Biotech]")
TITLE_OR_INITIAL = either(*(lit(w) for w in ["Dr", "Dra", "Dres", "Prof", "Profa", "Sr", "Sra", "D", "Dña"]), regex(r"[A-Z]"))
# (in capitals, the English corporate words that name only companies, which a product's or device's name does not end
# with as "SYSTEM", "SURGICAL" do)
UPPER_CORPORATE = either(*(lit(w) for w in ["PHARMA", "PHARMACEUTICALS", "FARMA", "BIOTECH", "DIAGNOSTICS",
                                             "LABORATORIES", "LABS", "INSTRUMENTS", "BIOSCIENCES", "LIFESCIENCES",
                                             "HEALTHCARE", "TECHNOLOGIES", "BIOSYSTEMS"]))
UPPER_COMPANY_WORD = upper() & regex(r"[^\W\d_]{2,}") & ~lex("NONPHI+stop") & ~UPPER_CORPORATE
UPPER_COINED = regex(r"[A-ZÁÉÍÓÚÑ]{3,}(FARMA|PHARMA)")
# (or one word with its corporate ending, a firm's coined name (general knowledge): "Remitido por: Dra. Ana Ruiz.
# [Iberfarma]. Barcelona", "[Biotech]" alone being no name)
CORPORATE_ONE_WORD = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]{2,}(farma|pharma|tech|labs?)") & ~lex("NE+top") & ~lex("NONPHI")
header_company = left(author_line + repeat(any_unit() & ~line_start(), 0, 40) + (any_unit() & ~TITLE_OR_INITIAL)
                      + separator) \
    + ((company_word | PLACE_WORD) + repeat(company_word | PLACE_WORD | punct("-") + company_word, 0, 3) + corporate
       | CORPORATE_ONE_WORD) \
    + right(separator | line_start() | STREET_START)
# ... also right after the doctor's name with no separator, as author lines are often written ("Dra. Ana Ruiz [Medisur
# Biotech] Calle Mayor 5", like the training notes' "Dra. María Merino Viveros [Hospital Universitario de Getafe]"): after
# a title and up to four capitalised words, the words that are no name of the lexicon up to a corporate word (general
# knowledge)
NAME_WORD = cap() & NB & ~lex("NONPHI+stop")  # (any capitalised word: "Abril", a month, is a name too)
# (or after the author line's label, the name without a title: "Remitido por: Mayra Guerra Cavazos [Albatros Pharma] c/
# de la Ermita")
company_after_doctor = left((title | author_line + opt(punct(":"))) + repeat(NAME_WORD | regex(r"[A-Z]") + punct("."), 1, 4)) \
    + repeat(either(company_word, PLACE_WORD) & ~lex("NE+persName"), 1, 3) + corporate \
    + right(separator | line_start() | STREET_START)
# ... and a maker named after its trade standing alone between separators ("Responsable clínico: Dr. Luis Vidal.
# [Farmacéutica del Levante]. C/ ...")
trade_maker_in_header = left(author_line + repeat(any_unit() & ~line_start(), 0, 40) + (any_unit() & ~TITLE_OR_INITIAL)
                             + separator) + trade_maker + opt(legal_form) + right(separator | line_start() | STREET_START)

# a laboratory of a hospital's department is a unit, no institution: "Laboratorio de Hemodinámica", "Laboratorio de
# Función Pulmonar", "Laboratorio del Sueño" (tagged non-PHI, so that the institution rule does not take it)
UNIT_WORD = SPECIALTY | either(*(lit(w) for w in ["Función", "Sueño", "Marcha", "Análisis", "Urgencias", "Hormonas",
                                                   "Arritmias", "Biología", "Anatomía", "Pruebas", "Motilidad"]))
UNIT_ADJECTIVE = SPECIALTY | either(*(lit(w) for w in ["Pulmonar", "Molecular", "Clínicos", "Clínica", "Respiratoria",
                                                        "Cardíaca", "Humana", "Médica", "Celular", "Funcionales",
                                                        "Patológica", "Digestiva"]))
hospital_lab = lit("Laboratorio") + (ci("de") | ci("del")) + UNIT_WORD \
    + repeat(opt(ci("y") | ci("e") | ci("de")) + UNIT_ADJECTIVE, 0, 2)

# Heads that are also common nouns at a line's start: a drug combination ("Tratamiento: Asociación de Amoxicilina y
# Ácido Clavulánico"), a medical residency ("Residencia de Medicina Familiar y Comunitaria", "la Residencia de
# Pediatría"); tagged non-PHI with the words after them, so that the institution rule, which stops earlier, loses
DRUG_NAME = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]+(ina|ol|ona|ida|ato|azol|prim|mab|nib|pam|pril|eno|ico|ilo|ano|ina)") & NB
# ... and the world health bodies whose classifications the notes cite, which the training notes leave unannotated
# ("según la clasificación de la Organización Mundial de la Salud", "grado IV de la OMS")
not_institution = ((lit("Asociación") | lit("Asociacion")) + ci("de") + DRUG_NAME | lit("Residencia") + ci("de") + SPECIALTY
                   | (lit("Organización") | lit("Organizacion")) + (lit("Mundial") | lit("Panamericana"))
                   # (a kind of company, no name: "una Empresa de Trabajo Temporal")
                   | lit("Empresa") + ci("de") + lit("Trabajo") + lit("Temporal")) \
    + repeat(word() & ~lex("NE+top"), 0, 8)

# A hospital's research institute or foundation, the hospital's name in it (tagged by the hospital stages): "Instituto
# de Investigación del Hospital Universitario La Paz (IdiPAZ)", "Fundación para la Investigación Biomédica del Hospital
# Gregorio Marañón", "Institut de Recerca de l'Hospital de la Santa Creu i Sant Pau"
RESEARCH = either(lit("Investigación"), lit("Investigació"), lit("Recerca"))
research_institute = (lit("Instituto") | lit("Institut") | lit("Fundación") | lit("Fundació")) \
    + repeat(particle, 0, 2) + RESEARCH + repeat(word_in_name | particle, 0, 3) \
    + opt(ci("del") | ci("de") + opt(lit("l") + punct("'"))) + tag("NE+HOSPITAL") + opt(acronym)

# A nursing home is one even unnamed, in the training notes ("una [residencia de ancianos]"), with its name after it
# ("una [residencia de ancianos San José]", "la [residencia geriátrica Los Olmos]", a brand: "la [residencia de mayores
# Amavir]", not a town: "una [residencia de ancianos] de [Madrid]"); "residencia" alone only with a proper name shaped as
# one (a saint, an article and a word, quotes: "vive en la [residencia Los Álamos]", not "permiso de residencia",
# "Lugar de residencia: Tafira"); a day centre likewise ("acude al [centro de día Los Pinos]", "[Centro de Día San
# Fernando]", not "acude a un centro de día")
# (a saint with his "de" part: "San Vicente de Paúl", "Santa Teresa de Jesús")
home_name = saint + opt(ci("de") + NAME_CAP) | ARTICLE + (NAME_CAP & ~ARTICLE) | quoted
home_kind = ci("de") + (ci("ancianos") | ci("mayores") | ci("la") + ci("tercera") + ci("edad")) | ci("geriátrica") \
    | ci("asistida") | ci("sociosanitaria")
# (a home for the elderly by its other Spanish and Latin-American names: "un [hogar de ancianos]", "el [asilo de ancianos
# San Vicente]", "la [casa de reposo Los Robles]", "[Hogar San José]")
HOME_WORD = ci("residencia") | ci("hogar") | ci("asilo") | ci("casa") + ci("de") + ci("reposo")
nursing_home = HOME_WORD + home_kind + opt(home_name | NOT_TOWN & ~ARTICLE & ~HEAD_WORD) \
    | lit("residencia") + (home_name | ORG_WORDS["lower_saint_name"]) | ci("casa") + ci("de") + ci("reposo") + home_name \
    | lit("Hogar") + (saint | ARTICLE + (NAME_CAP & ~ARTICLE))
# (a saint's name in lower case too, as in the hospitals stage: "una [residencia san ginés]")
# (a home run by a company, its brand after "la residencia": "la [residencia DomusVi] de Leganés", "una [residencia
# Ballesol]"; not a town, a person or the patient's own: "su residencia habitual", "permiso de residencia")
HOME_BRAND = either(NAME_CAP, MIXED_ACRONYM) & NB & ~lex("NE+top") & ~lex("NE+persName") & ~ARTICLE & ~HEAD_WORD \
    & ~lex("NONPHI") & ~MEDICAL_ADJECTIVE \
    & ~regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]+(ñola|ñol|esa|ense|ana|ano|ina|ino|eña|eño|al|nte|iva|ivo)")  # "la residencia Española",
# "Permanente", "Temporal"
branded_home = left(lit("la") | lit("una") | lit("otra")) + lit("residencia") + HOME_BRAND
# a school written in lower case before its proper name, shaped as a home's or a person's ("estudia en el [colegio San
# José]", "alumna del [instituto Ramiro de Maeztu]", "el [colegio Los Olivos]"; not "en el colegio", "el instituto de
# su barrio")
# (public, private or state-funded, and nurseries: "el [colegio público Miguel de Cervantes]", "la [escuela infantil El
# Principito]", "la [guardería Los Pitufos]")
school = (lit("colegio") | lit("instituto") | lit("escuela") | lit("guardería") | lit("escuela") + lit("infantil")) \
    + opt(ci("de") + (lit("Primaria") | lit("Secundaria")) | lit("público") | lit("pública") | lit("privado")
          | lit("concertado")) + (home_name | person)
day_centre = (lit("centro") | lit("Centro")) + ci("de") + (lit("día") | lit("Día")) + opt(home_kind) + home_name \
    | lit("Centro") + lit("de") + lit("Día") + opt(home_kind) + (NAME_CAP & ~ARTICLE & ~HEAD_WORD | lex("NONPHI+stop+eponym") & NB) \
    + repeat(later_word, 0, 2) + opt(repeat(de_part, 0, 2) + de_core)

# Sports clubs, where a patient plays or a club's doctor works (general knowledge): "jugador del [Real Madrid]",
# "Servicio Médico. [Real Madrid C.F.]", "[Fútbol Club Barcelona]", "[Club Atlético Osasuna]", "[Athletic Club de
# Bilbao]", "[Sevilla F.C.]", "[C.D. Tenerife]", "[Club Baloncesto Estudiantes]"; "Real" only before a town of the
# lexicons or a club's word ("Real Betis", "Real Sociedad"; not "Real Decreto"); an abbreviation before the name only after
# an article or a preposition ("del [C.D. Tenerife]"; not a person's initials: "Dr. C. B. Bocanegra")
CLUB_ABBR = dotted("FC", "CF", "CD", "UD", "SD", "CA", "CB", "RCD") | either(*(lit(w) for w in ["FC", "CF", "CD", "UD", "SD", "RCD"]))
CLUB_WORD = either(*(lit(w) for w in ["Deportivo", "Deportiva", "Atlético", "Atlètic", "Baloncesto", "Balonmano", "Natación",
                                       "Ciclista", "Polideportivo", "Náutico", "Alpino", "Hockey", "Rugby", "Voleibol", "Tenis",
                                       "Golf", "Atletismo", "Gimnástico", "Deportiu", "Esportiu"]))
CLUB_HEAD = opt(lit("Real")) + (lit("Club") | lit("Fútbol") + lit("Club") | lit("Futbol") + lit("Club")) \
    + opt(ci("de") + (lit("Fútbol") | lit("Futbol") | lit("Baloncesto") | lit("Tenis") | lit("Golf"))) | lit("Unión") + lit("Deportiva") \
    | lit("Sociedad") + lit("Deportiva") | lit("Agrupación") + lit("Deportiva")
club_name = repeat(CLUB_WORD, 0, 2) + (NAME_CAP & ~CLUB_WORD | PLACE_WORD) + repeat(NAME_CAP | PLACE_WORD, 0, 2) \
    + opt(ci("de") + (PLACE_WORD | NAME_CAP)) \
    | repeat(CLUB_WORD, 1, 2) + ci("de") + (PLACE_WORD | NAME_CAP)  # "Real Club Náutico de Vigo"
club_tail = CLUB_ABBR | lit("Club") + opt(ci("de") + lit("Fútbol")) | lit("Balompié") | lit("Club")
sports_club = CLUB_HEAD + club_name + opt(club_tail) \
    | lit("Real") + (PLACE_WORD | lit("Betis") | lit("Sociedad") | lit("Sporting") + ci("de") + PLACE_WORD) + opt(club_tail) \
    | PLACE_WORD + CLUB_ABBR \
    | (lit("Atlético") | lit("Athletic")) + (ci("de") + PLACE_WORD | lit("Club") + opt(ci("de") + PLACE_WORD))
club_abbr_first = left(ci("del") | ci("el") | ci("al") | ci("en") | ci("de")) + CLUB_ABBR + club_name

# a country whose name starts with a head word is a country, no institution: "(Medtronic, Moscú, [Federación Rusa])",
# "[Federación de Rusia]", "[Confederación Suiza]"; a longer name is still an institution ("Federación Rusa de Fútbol")
country_with_head = (lit("Federación") | lit("Confederación")) \
    + (lit("Rusa") | lit("Suiza") | lit("Helvética") | ci("de") + lex("NE+top+pais", lexicon="es-world"))

STAGE = Stage("institutions", [
    Rule("country_with_head", country_with_head, codes="NE+PAIS+top+pais", weight=-1),
    Rule("hospital_lab", hospital_lab, codes="NONPHI+unit", weight=-1),
    Rule("not_institution", not_institution, codes="NONPHI+generic", weight=-1),
    Rule("header_acronym", header_acronym, codes="NE+INSTITUCION+acronym", weight=2),
    Rule("header_company", header_company, codes="NE+INSTITUCION+company", weight=1),
    Rule("company_after_doctor", company_after_doctor, codes="NE+INSTITUCION+company", weight=1),
    Rule("trade_maker_in_header", trade_maker_in_header, codes="NE+INSTITUCION+company", weight=1),
    Rule("institution", institution, codes="NE+INSTITUCION"),
    Rule("research_institute", research_institute, codes="NE+INSTITUCION"),
    Rule("centre_by_place", centre_by_place, codes="NE+INSTITUCION"),
    # (with its acronym after it: "Instituto de Investigaciones Biomédicas August Pi i Sunyer (IDIBAPS)")
    Rule("institution_bare_end", institution_bare_end + opt(acronym) + no_street_after, codes="NE+INSTITUCION"),
    # not a scale named after an institute: "NIHSS (National Institute of Health Stroke Scale)"
    Rule("english_institution", english_institution + right(token() & ~either(cap(), upper(), lit("of"))),
         codes="NE+INSTITUCION"),
    Rule("known_institution", lex("NE+org+inst") + opt(ci("de") + lex("NE+top")) + opt(acronym),
         codes="NE+INSTITUCION", weight=1),
    Rule("nursing_home", nursing_home, codes="NE+INSTITUCION"),
    Rule("branded_home", branded_home, codes="NE+INSTITUCION"),
    Rule("sports_club", sports_club, codes="NE+INSTITUCION"),
    Rule("club_abbr_first", club_abbr_first, codes="NE+INSTITUCION"),
    Rule("school", school, codes="NE+INSTITUCION"),
    Rule("day_centre", day_centre, codes="NE+INSTITUCION"),
    Rule("health_centre", health_centre, codes="NE+CENTRO_SALUD", weight=-1),
    Rule("street_named_centre", street_named_centre, codes="NE+CENTRO_SALUD", weight=-1),
    # after a product's mark, a company of the lexicon; any capitalised words only before a place
    # ("CRE™ Wireguided Balloon Dilator; Boston Scientific" names a product, "E-Test® AB BIODISK" is unsure)
    # ("Humira® de AbbVie": "de" between them)
    Rule("company_after_mark", left(mark + (punct(",") | punct(";") | punct("(") | punct(",") + punct("(") | lit("de"))
                                    | (mark & attached()) | mark) + company
         + right(after_company | punct("(")), codes="NE+INSTITUCION+company"),
    Rule("maker_after_mark", left(mark + (punct(",") | punct(";") | punct("(") | punct(",") + punct("(")))
         + company_seq + right(before_place), codes="NE+INSTITUCION+company"),
    # "(Timoftol® 0,5%, MSD)", "(Zovirax®, Glaxo Smith Kline)", "(Edemox®, Chiesi-España)": the last item of a
    # product's parenthesis, after its mark, is its maker, unless it is a drug ("(Septrin®, Trimetoprim)")
    Rule("maker_closing_mark", left(mark + repeat(product_token | punct(",") + number(), 0, 4)
                                    + (punct(",") | punct(";")))
         + maker_seq + right(punct(")") | punct("-") + country + punct(")")), codes="NE+INSTITUCION+company",
         weight=1),
    # "Toradol® (Tecnofarma)", "Nanoblast® (Galimplant)": a parenthesis right after a product's mark holding one name is
    # its maker, unless it is a drug ("Sintrom® (Acenocumarol)", "Emend® (aprepitant)") or a place
    Rule("maker_alone_after_mark", left(mark + punct("(")) + alone_maker + right(punct(")")),
         codes="NE+INSTITUCION+company", weight=1),
    Rule("unmarked_maker", unmarked_maker, codes="NE+INSTITUCION+company"),
    Rule("known_company", left(punct("(") | punct(",") | punct(";")) + company + right(after_company),
         codes="NE+INSTITUCION+company", weight=1),
    # "anticuerpos monoclonales de Dako.", "el sistema Architect de Abbott,": a company of the lexicons after "de", before
    # a punctuation mark (not a brand with its mark: "de Stryker®")
    Rule("known_company_after_de", left(lit("de")) + company + right(after_company), codes="NE+INSTITUCION+company",
         weight=1),
    # "el estudio genético se realizó en Sistemas Genómicos (Valencia)", "las muestras se enviaron a Synlab.": a company of
    # the lexicons after "en" or "a", before a punctuation mark or its place in parentheses (was a place after "en")
    Rule("known_company_after_en", left(lit("en") | lit("a")) + company + right(after_company | punct("(")),
         codes="NE+INSTITUCION+company", weight=1),
    Rule("maker_in_parenthesis", first_or_second + maker_company_seq + right(after_maker),
         codes="NE+INSTITUCION+company", weight=1),
    Rule("maker_before_state", left(punct("(")) + maker_company_seq + right(after_first_maker),
         codes="NE+INSTITUCION+company", weight=1),
    # "Allergan Inc.", "Alcon Laboratories", "Siemens Medical Solutions GmbH": a corporate word ends the name,
    # whose first word may be a place ("Boston Scientific")
    # (not a brand with its mark: "Stryker Corporation®", nor a model's name: "AcrySof SA60AT")
    # (after its first word, a town is a word of the name too, and an initial may lead it: "[B. Braun Melsungen AG]")
    Rule("corporate_name", left(punct("(") | punct(",") | punct(";") | mark | lit("de") | lit("por"))
         + opt(regex(r"[A-Z]") + punct(".")) + (company_word | PLACE_WORD) + repeat(company_word | PLACE_WORD, 0, 3)
         + corporate + opt(punct(".") + opt(punct(",")) + corporate)  # "Nidek Co., Ltd", "Topcon Co. Ltd" (not "Co, Inc")
         + right(any_unit() & ~mark & ~(attached() & either(word(), number()))),
         codes="NE+INSTITUCION+company",
         weight=1),
    Rule("company_after_kind", left(company_kind) + (company | company_seq), codes="NE+INSTITUCION+company",
         weight=1),
    # "fabricado por la casa Zeiss": a company of the lexicons after "casa" ("casa" alone is also home)
    Rule("company_after_trade", left(trade_kind) + (company | first_company_word + repeat(company_word | punct("&")
                                                                                           | punct("-") + company_word, 0, 3)
                                                    + opt(legal_form)),
         codes="NE+INSTITUCION+company", weight=1),
    Rule("company_after_house", left(lit("casa")) + company, codes="NE+INSTITUCION+company", weight=1),
    Rule("trade_name", trade_name, codes="NE+INSTITUCION+company", weight=1),
    # "Construcciones Pérez S.L.", "Laboratorios Ordesa S.L.": a legal form written with periods ends a company's
    # name wherever it is
    Rule("legal_form_name", company_word + repeat(company_word | ci("de") | ci("del") | ci("y") | punct("&")
                                                  | punct("-") + company_word, 0, 4) + legal_form,
         codes="NE+INSTITUCION+company", weight=1),
    # "en el [LUMEN DIAGNOSTICS]", "[MEDISUR BIOTECH], velocidad...", "[IBERFARMA]": a company written in capitals,
    # anywhere, by its English corporate word or its coined one-word name (general knowledge; not inside a longer
    # heading in capitals)
    Rule("upper_company", left(~upper()) + (repeat(UPPER_COMPANY_WORD, 1, 3) + UPPER_CORPORATE | UPPER_COINED)
         + opt(legal_form) + right(~upper()), codes="NE+INSTITUCION+company", weight=1),
    Rule("maker_before_address", left(lit("de") | lit("por") | lit("con"))
         + (company | first_company_word + repeat(company_word | punct("&") | punct("-") + company_word, 0, 4)
            + opt(legal_form))
         + right(address_in_parenthesis), codes="NE+INSTITUCION+company", weight=1),
    Rule("company_before_place", left(punct("(") + marked_product + (punct(",") | punct(";")))
         + (company_seq | trade_maker) + right(before_place), codes="NE+INSTITUCION+company", weight=2),
])

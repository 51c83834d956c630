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
  after a ® / ™ mark, before `, place, country)`, or a company of the es-orgs lexicon in a list
  or between parentheses;
* the es-orgs lexicon's institutions (`INTCF`, `Ciudad de la Justicia`, `Servicio Castellano-Leonés
  de Salud`) wherever they are written.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
NB = ~line_start()
# capitalised words of a name: not a structural stop word (department, address, header, title), but
# department and speciality words are allowed ("Facultad de Medicina")
NAME_CAP = regex(r"[A-ZÁÉÍÓÚÑÜÇ][^\W\d_]*") & NB & ~lex("NONPHI+stop") & ~lex("NE+org+hospname") \
    & ~regex("Ciudad|Edificio|Palacio|Referencia|Bifurcación")
# after the first words, a town of the place lexicon not introduced by "de" is where the institution is
# or a first name, where a person's or a street's name starts ("Centro Médico Deportivo [Federico Garcia Lorca 50]")
NOT_TOWN = NAME_CAP & ~lex("NE+top", lexicon="es-places") & ~lex("NE+persName+first")
SPECIALTY = lex("NONPHI+stop+specialty") & NB
particle = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y") | ci("e") | ci("para") | ci("en") \
    | lit("i") | lit("d") + punct("'") | lit("of") | lit("the") | lit("and") | punct("&")
open_quote = punct('"') | punct("«") | punct("“")
close_quote = punct('"') | punct("»") | punct("”")
word_in_name = (NAME_CAP | SPECIALTY | lit("Salud") | lit("Justicia") | lit("Legal") | lit("Forense")) \
    + opt(punct("-") + cap())
quoted = open_quote + repeat(word_in_name | particle, 1, 6) + close_quote
saint = (lit("San") | lit("Santa") | lit("Santo") | lit("Sant") | lit("Santos")) + cap()  # "Centro Médico San Joaquín"
later_word = (NOT_TOWN | SPECIALTY | lit("Salud") | lit("Legal") | lit("Forense")) + opt(punct("-") + cap()) | saint
acronym = punct("(") + (upper() & NB) + punct(")")
# the name after the head: bare words first, then "de ..." parts, a quoted part, an acronym in
# parentheses; a bare word after a "de ..." part is where the address starts
# ("Fundación Oftalmológica del Mediterráneo [Bifurcación ...]")
de_part = repeat(particle, 1, 2) + (word_in_name | quoted) + repeat(later_word, 0, 2)
inst_name = (word_in_name | quoted) + repeat(later_word | quoted, 0, 3) + repeat(de_part, 0, 4) + opt(acronym)
inst_name_de = de_part + repeat(de_part, 0, 4) + opt(acronym)

HEADS = ["Universidad", "Universitat", "University", "Facultad", "Facultat", "Instituto", "Institut",
         "Fundación", "Fundació", "Asociación", "Associació", "Sociedad", "Societat", "Colegio", "Consejería",
         "Conselleria", "Agencia", "Mutua", "Mutualidad", "Laboratorio", "Laboratorios", "Residencia",
         "Juzgado", "Tribunal", "Xarxa", "Corporació", "Escuela", "Academia"]
head = alt(*(lit(h) for h in HEADS)) | (lit("UNIVERSIDAD") | lit("FACULTAD") | lit("INSTITUTO")) \
    | lit("Pontificia") + lit("Universidad")
# "Centro" names an institution with a qualifier or a name ("Centro Penitenciario de Zuera",
# "Centro Nacional de Toxicología", "Centro Médico Deportivo"), not "Centro de Salud"
centro = lit("Centro")
salud = ci("Salud")
rest = repeat(later_word | quoted, 0, 3) + repeat(de_part, 0, 4) + opt(acronym)
# not "Centro Habana", "Centro Norte": a district
centro_inst = centro + ((NAME_CAP & ~salud & ~lex("NE+top")) | SPECIALTY | lit("Médico") | lit("Medico")) + rest \
    | centro + ci("de") + (NAME_CAP & ~salud) + rest
institution = head + (inst_name | inst_name_de) | centro_inst | lit("Juzgado") \
    | lit("Escuela") + lit("Universitaria") + opt(inst_name_de)

# health centres
cs_head = centro + (ci("de") + salud | lit("Salud")) | lit("C") + punct(".") + lit("S") + punct(".") \
    | lit("Centro") + lit("de") + lit("Atención") + lit("Primaria") | lit("CAP") | lit("Consultorio") \
    | lit("Ambulatorio") | lit("CS")
cs_name = opt(ci("de") + opt(ci("la") | ci("las") | ci("los") | ci("el")) | ci("del")) \
    + (NAME_CAP | lit("Zona") | lit("Barrio")) + repeat(repeat(particle, 0, 2) + (NAME_CAP | number()), 0, 4)
health_centre = cs_head + cs_name

# companies
mark = regex("[®™©]")
company_word = regex(r"[A-ZÁÉÍÓÚÑÜÇ][^\W_]*") & NB & ~lex("NONPHI+stop") & ~lex("NE+top")
company_seq = company_word + repeat(company_word | punct("&") | lit("and") | punct("-") + company_word | punct("+"), 0, 4)
company = lex("NE+org+company", lexicon="es-orgs")
place = lex("NE+top") | lex("NE+top+pais")
after_company = punct(",") | punct(")") | punct(".") | punct(";") | punct("-")
# "(Product®, Company, City, Country)": the company before a place and a country
before_place = punct(",") + repeat(cap() | upper(), 0, 2) + place

STAGE = Stage("institutions", [
    Rule("institution", institution, codes="NE+INSTITUCION"),
    Rule("known_institution", lex("NE+org+inst", lexicon="es-orgs") + opt(ci("de") + lex("NE+top")),
         codes="NE+INSTITUCION", weight=1),
    Rule("nursing_home", ci("residencia") + ci("de") + (ci("ancianos") | ci("mayores")), codes="NE+INSTITUCION"),
    Rule("health_centre", health_centre, codes="NE+CENTRO_SALUD", weight=-1),
    Rule("company_after_mark", left(mark + (punct(",") | punct(";") | punct("(") | punct(",") + punct("("))
                                    | (mark & attached())) + (company | company_seq)
         + right(after_company), codes="NE+INSTITUCION+company"),
    Rule("known_company", left(punct("(") | punct(",") | punct(";")) + company + right(after_company),
         codes="NE+INSTITUCION+company", weight=1),
    Rule("company_before_place", left(punct("(") + repeat(token() & ~punct(")") & ~punct("(") & ~punct(",") & ~lex("NE+org+company"), 1, 5)
                                      + (punct(",") | punct(";")))
         + company_seq + right(before_place), codes="NE+INSTITUCION+company", weight=2),
])

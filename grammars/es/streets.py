"""Street addresses (MEDDOCAN CALLE).

Conventions learnt from the MEDDOCAN training notes:

* the span runs from the street type to the last detail of the address, without the postcode
  and town that follow: `[c/ del Abedul 5-7, 2º dcha] 28036 Madrid`,
  `[Calle del Dr. Esquerdo, 46], 28007 Madrid`, `[Avda. Valdecilla nº 25] 39008 Santander`,
  `[Ctra. de Colmenar, km 9,100]. 28034 Madrid`, `[Av. Córdoba, s/n], 28041`;
* street types: `C/`, `Calle`, `Avda.`, `Av.`, `Avenida`, `Paseo`, `Pº`, `Plaza`, `Pza.`, `Ctra.`,
  `Carretera`, `Camino`, `Ronda`, `Glorieta`, `Travesía`, `Urbanización`, `Passeig`, `Rúa`,
  `Apartado (de correos)`; the name after the type is any words, abbreviations (`Dr.`, `Sto.`)
  and Roman numerals, until the house number, `s/n` or a kilometre;
* after the number come flat details: `, 2º dcha`, `- 4º L`, `, 3, 2. A`, `, Bajo A`, `6A`;
* in the header `Domicilio:` the whole value of the line is the street (`Domicilio: [Paseo M]`), up to a
  postcode (`Domicilio: [C/ Real 5], 41700 Dos Hermanas`: postcode and town are TERRITORIO) or the next field
  of a header written on one line (`Domicilio: [C/ Real 5] Localidad: Paterna CP: 46980`).

* right after a hospital name, `Capitalised Words, number` is the street without its type
  (`Hospital de León [Altos de Nava, s/n]`), unless the first word opens a place inside a
  building (`Planta 11`, `Área 3400`);
* also Catalan, Galician and Latin-American types (`Avinguda`, `Plaça`, `Gran Vía`, `Cra.`;
  `Carrera`, `Diagonal`, which are also surnames or words, only before a number:
  `[Carrera 7 # 40-62]`, `[Calle 72 No. 10-34]`), house numbers after `No.` or `#`, a floor or door
  word after a period (`[c/ Castillo de Rena 43. Puerta 2]`), a last door `E` unless it opens a
  postcode (`[... 4.º E]. 02004`, but `[... 6°] E-28015`), streets named after a date
  (`[Calle 5 de Julio nº 3]`) or a title (`[Profesor Martín Lagos s/n]`);
* `n.º 5`, a quoted door (`2º piso dto "C"`), an abbreviated detail's period before a comma
  (`esc. izda., 4º C`); a type word without a number is no street after a title, an initial or a
  first name (`Dra. Ana Plaza Huamán`, `Dr. A. Calle Rodríguez`: surnames);
* a social security number written in the `Domicilio:` field is ID_ASEGURAMIENTO (the value's
  shape decides, as the training gold labels it);
* the estate or neighbourhood written after the number belongs to the address, as the Mexican `Col.` does in
  the training notes (`[C/ Roble 4, Urb. Los Pinos], 29600 Marbella`, `[..., Bº San José]`); one written after
  a period or a comma with no type word is TERRITORIO (`[Calle Olivos 943], Independencia`);
* Basque streets write the type after the name (`[Urkixo zumarkalea, 65]`); a house number the dates stage
  took for a year is the street's (`[Av. Constitución 2000]`); in a sentence, a street's name stops at the
  words that go on (`la [calle Santa Isabel] a la altura del número 12`);
* a typed street without a number ends before a postcode after a spaced dash, a bracket or `C.P.`
  (`[Avda. de la Cruz] - 45956`, `[Calle del Norte] (25495)`), not at the `E-` of one (`[Calle del Río] E-28935`);
  a building after the number's period is the address's (`[Calle Mayor, 12. Edificio Sur, planta 3]`), as are a
  corner, the streets a Cuban house stands between and the Mexican side of the street
  (`[Colón 1234 esq. Sarmiento]`, `[Calle 23 No. 456 entre L y M]`, `[Av. Constitución 2000 Ote]`).

An address without a type word is taken only right before a postcode (`Dr. Silvino Rubio Barbón.
[Acacias, 30]. 33423`) or, after a period or an organisation, right before a known town. A type word
or a person's title is no inner word of it: it opens the street, and the word before it is a surname
(`Dr. Juan Pérez García [Gran Vía, 28]`, `Ana López Ruiz [Marqués de Larios 4]`). After a first name and two more
words (the author's two surnames) any word opens it, even a surname (`Dra. Ana López Ruiz [Blasco Ibáñez 17]`); after a
verb of residence its house number closes it (`vive en [Juan de Austria 12], Madrid`). A rule for
`Capitalised Words, number` anywhere was tried on the training notes: half of its matches were
wrong (department names run into the street), so it was left out. Right after the author's name that the staff
stages found (the "Médico:" line, repeated in the "Remitido por:" field) it is the street, as after an organisation
(`Dr. [Gonzalo Vitagliano Zabala] [2664 3o B] Capital Federal`); so is the value of a `Dirección:` field.

Counted on the training notes: a header value that ends in an abbreviated door and a doubled period
(`Domicilio: Calle Tudela, 27, 4 der..`) keeps the abbreviation's period in 6 notes and leaves it in 8, so the
span stops before it, as it does before a postcode (`[C/ San Raimundo, 38, 2º Dcha]. 28039 Madrid`, always).
Also counted: a header value goes on after a comma to the line's end, the town or district it names included
(`Córdoba 2554, Santa Fe`, `Calle Guerrero 12, Buenavista, Cuauhtémoc`: 5 notes; 1 leaves them out), so the header
rule keeps them; a type written twice opens the street at the first (`[Paseo. Av. Vall d´Hebron, 119-129]`).
Also written from general knowledge, not seen in the training notes: `s/nº`, `sin nº`, `s.n.`, `letra C`, `Torre 2`,
`Pabellón C`, `Ent. 1ª`, `bj. dcha`, `tercero izquierda`, `tercera planta`, `Avda, Sol 7` (a comma for the period),
`Blvr.`, the Central American `4a. Avenida 10-25, zona 1`, the Cuban `e/` (entre), the Peruvian `Mz. B Lt. 5`, a
Chilean house number of five digits before its flat (`Av. Las Condes 12461, Torre 3`), a business park
(`Parque Tecnológico de Boecillo, C/ Juan de Herrera 12`) and the header `Domicilio habitual:`.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# Few compound atoms (& and ~): the engine evaluates each of them for every distinct token.
NB = ~line_start()
WORD_NB = word() & NB
CAP_NB = cap() & NB
dot = punct(".")

# Types are matched as written (capitalised; the lower-case forms listed): "AV" is visual acuity,
# "vía oral" a route of administration.
TYPES_DOT = ["Avda", "Av", "Avd", "Pza", "Pl", "Ctra", "Carr", "Urb", "Pso", "Cl", "Trav", "Gta", "Cno", "AVDA",
             "avda", "av", "pza", "ctra", "Bo",
             # Catalan, Galician and Latin-American abbreviations: "Avgda. Diagonal", "Pg. de Gràcia",
             # "Ptge. Llívia", "Pje. Los Olmos", "Cra. 7", "Blvd. Hidalgo", "Calz. de Tlalpan"
             "Avgda", "Aving", "Pg", "Ptge", "Pje", "Psje", "Cra", "Kra", "Cll", "Clle", "Blvd", "Calz", "Prol",
             "Crta", "PZA", "CTRA", "Pol",
             "Ave",  # "Ave. Reforma 222": avenida (Mexico, Cuba)
             # more Spanish abbreviations: ronda, rambla, barriada, camino, travesía, plaza, paseo, polígono
             "Rda", "Rbla", "Bda", "Cmno", "Trv", "Plz", "Plza", "Psg", "Pgno", "Polg",
             # "Pz. de España", "Carret. de Valencia", "Urbaniz. Los Pinos", "Trva. de la Paz", "Cjón. del Gato" (callejón)
             # (not "Ps.", which is also Pseudomonas)
             "Pz", "Carret", "Urbaniz", "Trva", "Cjón", "Cjon",
             # "Blvr. Kukulcán 12", "Bvd. Lázaro Cárdenas 3" (bulevar)
             "Blvr", "Bvd"]
# "Jr. Cusco 123": jirón (Peru), only with a number ("Robert Brown Jr. Departamento de Cirugía": junior)
NUMBERED_TYPES_DOT = ["Jr"]
# A comma typed for the period of the abbreviation: "Avda, Sol 7", "Av, Serrano 34" (not "Cl, K 4,5": chloride and
# potassium in a laboratory result)
TYPES_COMMA = ["Avda", "Av", "Avd", "Pza", "Plza", "Ctra", "Pso", "Urb", "Trav", "Gta"]
TYPES_WORD = ["Calle", "Avenida", "Paseo", "Plaza", "Carretera", "Camino", "Ronda", "Glorieta", "Travesía",
              "Travesia", "Urbanización", "Urbanizacion", "Passeig", "Rúa", "Rua", "Carrer", "Vía", "Via",
              "Bulevar", "Pasaje", "Callejón", "Costanilla", "Cuesta", "Paraje", "Polígono", "Poligono", "Rambla",
              "Alameda", "Jirón", "Barrio", "Campus", "CALLE", "AVENIDA", "PASEO", "PLAZA", "calle", "avenida",
              # Catalan, Galician, Portuguese, Italian, French, English, Latin-American types
              "Avinguda", "Plaça", "Passatge", "Travessera", "Praza", "Praça", "Viale", "Piazza", "Rue",
              "Boulevard", "Avenue", "Prolongación", "Autovía", "Autopista", "Explanada", "Muelle", "Pasadizo",
              "Travessia", "Camí", "Callejon", "Plazuela", "Plazoleta",
              # more Spanish types: "Barriada de San Pedro 8", "Senda del Rey 3", "Cañada Real 12" (not "Subida",
              # "Bajada", "Partida", words before a quantity: "Bajada de 5 kg")
              "Barriada", "Senda", "Vereda", "Circunvalación", "Cañada",
              # a housing estate: "Residencial Los Álamos, bloque 2", "Conjunto Residencial El Pinar, casa 14"
              "Residencial",
              # Latin-American types: "Periférico Sur 4091", "Malecón 2000", "Andador Los Pinos 5"
              "Periférico", "Periferico", "Malecón", "Malecon", "Andador",
              # a road junction: "Bifurcación Pío Baroja-General Avilés, s/n"
              "Bifurcación",
              # Galician, Portuguese and Catalan: "Travesa da Choupana", "Travessa do Carmo", "Baixada de la Glòria",
              # "Pujada del Castell", "Placeta del Pi"
              "Travesa", "Travessa", "Baixada", "Pujada", "Placeta"]
# Types that are also surnames or common words ("Alicia Carrera Fernández"): only before a street
# number ("Carrera 7 # 40-62", "Diagonal 45 No. 12-30")
NUMBERED_TYPES = ["Carrera", "Calzada", "Transversal", "Diagonal"]
# Colombian abbreviations, also only before a street number and its sign ("Kr 7 # 12-34", "Transv. 23 # 97-73",
# "AK 15 # 100-43": avenida carrera, "Dg 40A # 20-15")
NUMBERED_ABBR = ["Transv", "Tv", "Kr", "Cr", "Dg", "Diag", "Ak", "AK", "AC", "KR", "CL", "TV", "DG"]
# addresses written in capitals: "RONDA DE SEGOVIA 50", "URB. LOS PINOS 3" (not "VÍA", "RÚA", which are also
# acronyms or words)
TYPES_UPPER = sorted({t.upper() for t in TYPES_WORD if len(t) > 3} - {t for t in TYPES_WORD} - {"VÍA", "VIA", "RÚA", "RUA"}
                     | {"URB", "PSO", "TRAV", "RDA", "CNO", "GTA", "AVD"})
# "Vía" names a street only before a capitalised name ("Vía Augusta 22"): "Vía oral 3 veces" is a route
VIA = lit("Vía") | lit("Via")
_type_abbr = (
    (lit("C") | lit("c") | lit("Cl") | lit("CL")) + (punct("/") | punct("\\")) + opt(dot)
    | alt(*(lit(t) for t in TYPES_DOT)) + opt(dot)
    | alt(*(lit(t) for t in TYPES_COMMA)) + punct(",")
    | (lit("B") | lit("C")) + punct("º") + opt(dot)  # "Bº" barrio, "Cº" camino
    # "CRT. Carretera de Jaén" (only with its period: "CRT" is also a cardiac therapy), "Av/ de España"
    | (lit("CRT") | lit("Crt")) + dot | (lit("Av") | lit("Avda")) + punct("/")
    | (ci("P") + punct("º") | ci("P") + dot + punct("º")) + opt(dot)
    | lit("C") + dot + punct("º") + opt(dot)  # "C.º de Vera" (camino)
    # an old road: "Antiguo Camino Acapulco 320", "Antigua Carretera de Valencia"
    | (lit("Antiguo") | lit("Antigua")) + (lit("Camino") | lit("Carretera") | lit("Ctra") + opt(dot) | lit("Calle"))
    | ci("Apartado") + opt(ci("de") + ci("correos")) + opt(ci("Calle"))
    | lit("Gran") + VIA
)
_type_word = alt(*(lit(t) for t in TYPES_WORD if t not in ("Vía", "Via"))) | alt(*(lit(t) for t in TYPES_UPPER))
# (a full type word with a period: "Calle. Carlos Lorenzo Navarro, 56")
street_type_not_via = _type_abbr | alt(*(lit(t) for t in NUMBERED_TYPES_DOT)) + opt(dot) | _type_word + opt(dot)
street_type = street_type_not_via | VIA
# without a number a full type word's period ends the sentence: "Pozo Cañada. Riells" is no street
no_number_type = _type_abbr | _type_word | VIA
# "C. Piloña nº 23": only with a number and capitalised words (a lone "C." is more often an initial
# or the end of a sentence: "hepatitis B o C. Medicado con 160 mg")
ABBREV = ["Dr", "Dra", "Sto", "Sta", "Gral", "Prof", "Pdte", "Ntra", "Sra", "Sr", "Nnal", "D", "Dña", "Hnos", "Mtro",
          "Cdad", "Fco", "Cte", "Col", "Ing", "Lic", "V", "J", "M",
          # "Pol. Ind. Las Mercedes", "Avda. Cap. Haya", "Plaza Card. Belluga", "C/ Pbro. Juan Díaz"
          "Ind", "Cap", "Cmdte", "Card", "Pbro", "Mtra", "Ntro"]
abbrev = alt(*(lit(a) for a in ABBREV)) + dot
roman = regex(r"[IVXLC]{1,6}")
# "Av. del Padre Claret": the relatives stage tagged "Padre Claret" NONPHI+kinname
# "Calle 5 de Julio", "Avenida 1º de Mayo": the dates stage has tagged the day and month (FECHAS+dm)
# "Avda. Reina Mª Cristina", "C/ Ntra. Sª de la Luz": an abbreviation closed by a superscript letter
sup_abbrev = (lit("M") | lit("N") | lit("S")) + punct("ª")
# (not the words of a sentence that goes on after the name: "la [calle Santa Isabel] a la altura del número 12"; nor
# its first word: "la calle está a 20 metros", "la calle tiene 3 carriles" are no streets)
NAME_STOP = either(*(lit(w) for w in ["altura", "junto", "frente", "cerca", "donde", "que", "cuando", "con", "para", "por",
                                      "está", "es", "fue", "hace", "desde", "hasta", "durante", "tras", "entre", "en",
                                      "estaba", "era", "son", "están", "tiene", "tenía", "mide", "queda", "quedaba",
                                      "hay", "había", "se", "sin", "sobre", "como"]))
# (a street named after an organisation, which an earlier stage tagged: "Calle [Cruz Roja] 3", "Calle [Ciudad
# Universitaria] 3")
# (a town named with a kinship word names streets too: "[Plaza Madre de Dios 3]", "[C/ Dos Hermanas 5]")
NAME_TAG = tag("NONPHI+kinname") | tag("NE+FECHAS+dm") | tag("NE+INSTITUCION") | tag("NE+HOSPITAL") | tag("NE+CENTRO_SALUD") \
    | tag("NONPHI+kinplace")
# ("a" only before a capitalised name, "Carretera de Cádiz a Málaga", "Camino a la Ermita": not a time, "en la [Avda. de la
# Albufera] a las 10 horas")
A_NAME = lit("a") + opt(lit("la") | lit("las") | lit("los") | lit("el")) + CAP_NB
name_tok = (WORD_NB & ~NAME_STOP & ~lit("a")) | A_NAME | abbrev | sup_abbrev | punct("'") | punct("´") | punct("-") | NAME_TAG
# not only particles: "Camino de 3 km diarios" is no street
PARTICLE = either(*(lit(w) for w in ["de", "del", "la", "las", "los", "el", "y", "a", "en"]))
name_seq = star(PARTICLE) + ((WORD_NB & ~PARTICLE & ~NAME_STOP) | abbrev | sup_abbrev | NAME_TAG) + star(name_tok)

# house number, s/n, km
# ("s/nº", "s/n.º", "sin nº", "sin número")
s_n = (lit("s") | lit("S")) + punct("/") + (lit("n") | lit("N")) + opt(opt(punct(".")) + (punct("º") | punct("°"))) \
    | lit("SN") | lit("sn") | (lit("s") | lit("S")) + dot + (lit("n") | lit("N")) \
    | ci("sin") + (ci("número") | ci("numero") | ci("n") + opt(dot) + (punct("º") | punct("°")) | ci("núm") + opt(dot))
letter = regex(r"[A-Za-z]") & attached()
# "18ª", "3.º", "3.o": an ordinal written right after the number
sup = punct("º") | punct("ª") | punct("°")
house_ord = opt(punct(".")) + sup | punct(".") + (regex("o|a") & attached())
house = regex(r"[1-9]\d{0,3}") + opt(house_ord | letter) + opt(punct("-") + digits(1, 4) + opt(letter))
# (a road's kilometre point: "Ctra. de Extremadura p.k. 12", "PK 3,5")
km = (ci("km") | ci("p") + dot + ci("k") | lit("PK") | lit("Pk")) + opt(punct(".")) + digits(1, 4) \
    + opt((punct(",") | punct(".")) + digits(1, 3))
# "nº 25", "n.º 5", "No. 2395", "número 5", "# 49-00" (Latin-American addresses)
# (two houses: "números 12-14", "nos. 5 y 7")
number_sign = ci("n") + opt(dot) + (punct("º") | punct("°")) + opt(dot) | ci("no") + opt(dot) | ci("número") | ci("numero") \
    | ci("números") | ci("numeros") | ci("nos") + dot \
    | ci("num") + opt(dot) | ci("núm") + opt(dot) | punct("#") \
    | ci("nro") + opt(dot) | ci("n") + dot  # "Av. Arequipa Nro. 1234" (Peru, Argentina), "Calle Real n. 5"
# (a house number the dates stage took for a year: "Av. Constitución 2000", "Av. Santa Fe 1950")
# (five digits that no Spanish postcode has are a Latin-American house number: "Av. Kennedy 60500")
# (Quito numbers a house by its quarter, the block and the house: "Av. 6 de Diciembre N34-120", "Calle Lizardo García E7-45",
# "Av. América Oe3-45")
# (the blocking stage took "N34", "E12" for ICD-10 codes)
quito_house = ((lit("N") | lit("S") | lit("E") | lit("Oe") | lit("OE")) + (digits(1, 3) & attached()) | tag("NONPHI+icd10")) \
    + punct("-") + digits(1, 4) + opt(letter)
numero = opt(number_sign) + (house | tag("NE+FECHAS+y") | regex(r"(5[3-9]|[6-9]\d)\d{3}") | quito_house)
number_part = s_n | km | numero

DETAIL_WORDS = ["bajo", "dcha", "dch", "der", "dr", "derecha", "izq", "izqda", "izda", "iz", "izquierda", "ático",
                "atico", "portal", "piso", "puerta", "pta", "esc", "escalera", "planta", "dto", "local", "bis",
                "esq", "entlo", "entresuelo", "principal", "pral", "bloque", "blq", "casa", "edificio",
                # Latin-American flats and plots: "piso 5, depto B", "parcela 12", "apto 301", "oficina 4"
                "depto", "dpto", "departamento", "apto", "apartamento", "parcela", "oficina", "of", "lote", "manzana",
                "suite", "nave", "interior", "int",
                # Catalan floors and doors ("baixos", "àtic", "pis", "porta"), a duplicated number, a Brazilian "conjunto"
                "baixos", "baix", "àtic", "atic", "pis", "porta", "duplicado", "dup", "conjunto", "sótano", "semisótano",
                "entreplanta",
                # "3º dcho." (derecho), "3º ext. izda." (exterior), "2ª planta, despacho 4"
                "dcho", "drcho", "izdo", "izqdo", "exterior", "despacho",
                # "entresòl 1a" (Catalan), "chalet 3", "vivienda 2"
                "entresòl", "entresol", "chalet", "vivienda", "bajos", "sobreático", "sobreatico",
                # "2ª planta, consulta 5", "consultorio 401", "1ª planta, módulo B", "planta baja", "3º andar" (Portuguese)
                "consulta", "consultorio", "módulo", "modulo", "baja", "andar",
                # the Mexican side of the street after the number: "Calle 5 de Mayo 234 Pte.", "Av. Constitución 2000 Ote."
                "pte", "ote", "nte", "poniente", "oriente",
                # Galician floors and sides: "1º esquerda", "baixo", "2º dereita"
                "esquerda", "dereita", "baixo", "baixa",
                # "Esc 1 Pl 2 Pta 3": the floor's abbreviation without its period
                "pl"]
DETAIL_ABBR = ["esc", "dcha", "izq", "izqda", "izda", "pta", "dto", "blq", "pral", "entlo", "der", "bl", "edf",
               "edif", "portal", "piso", "planta", "depto", "dpto", "apto", "of", "int",
               # "Mz. B Lote 10" (manzana, lote), "conj. 12", "pl. 3", "bjo. A", "loc. 2"
               "mz", "lt", "conj", "pl", "bjo", "loc", "drcha", "ofic", "dup", "ext", "dcho", "izdo", "izqdo", "desp",
               # "Ap. 301", "Apt. 4B" (apartamento), "cons. 401" (consultorio), "mód. B"
               "ap", "apt", "cons", "mód", "mod",
               # "Ent. 1ª" (entresuelo), "bj. dcha" (bajo), "entl. 2a" (Catalan entresòl), "P. 2, Pta. B" (planta)
               "ent", "bj", "entl", "p"]
# a capitalised word of two letters or more; not the town after it: "Col. Obrera México D.F."
NAME_WORD = CAP_NB & regex(r"[^\W\d_]{2,}")
DISTRICT_WORD = NAME_WORD & ~lex("NE+top")
# a building's name, which is often a place's ("Edf. Argentina", "Edificio Europa", "Torre Valencia")
BUILDING_WORD = (lit("Edf") | lit("Edif")) + dot | lit("Edificio") | lit("Torre")
# ... or its number after a sign: "Edificio No. 7", "Torre nº 2"
building = BUILDING_WORD + CAP_NB + repeat(CAP_NB | roman, 0, 2) | BUILDING_WORD + number_sign + digits(1, 3) + opt(letter)
ordinal = opt(punct(".")) + sup | punct(".") + (regex("o|a") & attached()) \
    | (regex(r"(o|a|oa|os|as|mo|er|do|to|è)[A-Z]?") & attached())  # "6è" (Catalan)
# not "E": "4 - 6° E-28015" is a postcode; nor the conjunctions "y", "o", "e": "Av. Amazonas N34-120 y Av. Atahualpa"
door = regex(r"[A-DF-Za-df-np-xz]")
door_not_a = regex(r"[A-DF-Zb-df-np-xz]")
DISTRICT_PARTICLE = ci("de") | ci("del") | ci("la") | ci("las") | ci("los")
# (also in lower case, before the capitalised name: "C/ Mayor 5, urbanización El Bosque", "..., barrio de San José")
estate_word = alt(*(lit(t) for t in ["Urb", "Urbanización", "Urbanizacion", "URB", "Barrio", "Bda", "Barriada", "Residencial",
                                     "Fracc", "Fraccionamiento", "urb", "urbanización", "urbanizacion", "barrio",
                                     "barriada"])) \
    | lit("B") + punct("º") \
    | (lit("Polígono") | lit("Poligono")) + opt(lit("Industrial")) | lit("Pol") + opt(dot + lit("Ind"))
detail_item = (
    digits(1, 3) + opt(ordinal + opt(door) | door_not_a)
    # a door "E" written against its floor: "P3 2E", "3ºE" (a postcode's "E-" stands apart: "6° E-28015")
    | digits(1, 3) + opt(ordinal) + (lit("E") & attached())
    | km
    | alt(*(ci(w) for w in DETAIL_WORDS)) + opt(door)
    # the middle door, "3º centro", "4º Centro"; a capitalised "Centro" alone is a district: "..., Centro Habana", "Col.
    # Centro"
    | lit("centro") | digits(1, 3) + opt(ordinal) + ci("centro")
    | alt(*(ci(w) for w in DETAIL_ABBR)) + dot + (digits(1, 4) + opt(ordinal) + opt(door) | door)
    # a flat's number of four digits after its word: "apto 1201", "oficina 1503"
    | alt(*(ci(w) for w in DETAIL_WORDS)) + digits(4)
    # a letter and digits after the word, which the blocking stage took for an ICD-10 code or a vertebra: "local C12",
    # "oficina B21", "bloque C2", "portal L1"
    | alt(*(ci(w) for w in DETAIL_WORDS)) + opt(dot) + (tag("NONPHI+icd10") | tag("NONPHI+vertebra"))
    # a range of house numbers: "Calle Mayor 12 al 14"
    | ci("al") + digits(1, 4)
    # ... or two houses, "C/ Mayor 5 y 7"; the cross street of an Ecuadorian or Cuban address, "Av. Amazonas N34-120 y
    # Av. Atahualpa", "Calle 23 No. 1254 y Calle 16"
    | lit("y") + digits(1, 4)
    | lit("y") + street_type_not_via + star(PARTICLE) + (CAP_NB | digits(1, 3) + opt(sup))
    + repeat(CAP_NB | DISTRICT_PARTICLE | roman, 0, 3)
    # a door written with its word, a tower or a pavilion of a block: "3º, letra C", "Torre 2, planta 5", "s/n, Pabellón C"
    | ci("letra") + door
    # the numbered zone of a Guatemalan address, as the Mexican "Col." is the address's: "4a. Avenida 10-25, zona 1"
    | ci("zona") + digits(1, 2)
    # a floor written in words before its door: "número 5, tercero izquierda", "cuarto B"
    | alt(*(ci(w) for w in ["primero", "segundo", "tercero", "cuarto", "quinto", "sexto", "séptimo", "septimo", "octavo",
                            "noveno", "décimo", "decimo"]))
    + (alt(*(ci(w) for w in ["izquierda", "derecha", "izquierdo", "derecho", "izda", "izq", "dcha", "centro"])) | door)
    # ... or before the floor's word: "tercera planta", "segundo piso", "primer piso"; "1er. piso"
    | alt(*(ci(w) for w in ["primer", "primero", "primera", "segundo", "segunda", "tercer", "tercero", "tercera", "cuarto",
                            "cuarta", "quinto", "quinta", "sexto", "sexta", "séptimo", "séptima", "octavo", "octava",
                            "noveno", "novena", "décimo", "décima"]))
    + (ci("planta") | ci("piso") | ci("andar"))
    | digits(1, 3) + ordinal + dot + (ci("planta") | ci("piso"))
    | (ci("torre") | ci("pabellón") | ci("pabellon")) + (digits(1, 2) | door)
    # the corner or the two streets the house stands between: "Colón 1234 esq. Sarmiento", "Calle 23 No. 456 entre L y M",
    # "Calle 23 No. 1254 e/ 16 y 18" (Cuba)
    | ci("esq") + opt(dot) + opt(ci("con")) + CAP_NB + repeat(CAP_NB | DISTRICT_PARTICLE, 0, 3)
    # ... the corner written in full, with the other street's type: "C/ Mayor s/n, esquina C/ Toledo", "Calle 5 esquina
    # con Avenida 3", "Avda. Sol 4 esquina a Luna"
    | ci("esquina") + opt(ci("con") | ci("a")) + opt(street_type) + star(PARTICLE) + (CAP_NB | digits(1, 3) + opt(sup))
    + repeat(CAP_NB | DISTRICT_PARTICLE | roman, 0, 3)
    | (ci("entre") | lit("e") + punct("/")) + (CAP_NB | digits(1, 3) + opt(sup)) + repeat(CAP_NB | DISTRICT_PARTICLE, 0, 3) + lit("y")
    + (CAP_NB | digits(1, 3) + opt(sup)) + repeat(CAP_NB | DISTRICT_PARTICLE, 0, 3)
    # an abbreviated detail word before another: "esc. izq.", "pta. dcha"
    | alt(*(ci(w) for w in DETAIL_ABBR)) + dot + alt(*(ci(w) for w in DETAIL_WORDS))
    # (not the preposition "a" after the number: "en la [Ctra. N-II km 23,5] a las 10 horas", "[C/ Mayor 5] a 200 metros")
    | door_not_a + opt(digits(1, 2))
    # a door letter between quotes: 'piso dto "C"'
    | punct('"') + door + punct('"')
    | regex(r"[A-Z]{1,4}") + punct("-") + digits(1, 2)
    # a building's initials before its floor: "Paseo Isabel la Católica, 1-3, HRTQ-planta 3"
    | regex(r"[A-Z]{2,5}") + punct("-") + alt(*(ci(w) for w in ["planta", "piso", "pta", "puerta", "bloque", "portal"]))
    + opt(dot) + digits(1, 3)
    # the neighbourhood (Mexico) or the building of the address: "Chimalpopoca 14, Col. Obrera", "# 4800 Colonia
    # Sección XVI", "Plaza de las Américas, Edf. Argentina, esc 9"
    # (after a particle any name, also a town's: "Col. Fuentes del Pedregal")
    | (lit("Col") + dot | lit("Colonia") | (lit("Edf") | lit("Edif")) + dot) + DISTRICT_WORD
    + repeat(DISTRICT_WORD | roman | plus(DISTRICT_PARTICLE) + NAME_WORD, 0, 3)
    # a neighbourhood named after a city, right after its word: "Col. Roma", "Colonia Juárez", "Col. Roma Norte"
    | (lit("Col") + dot | lit("Colonia")) + NAME_WORD + opt(DISTRICT_WORD) + repeat(plus(DISTRICT_PARTICLE) + NAME_WORD, 0, 2)
    # ... or opening with a particle: "Colonia del Valle", "Col. de los Doctores", "Col. Las Águilas"
    | (lit("Col") + dot | lit("Colonia")) + plus(DISTRICT_PARTICLE) + NAME_WORD + repeat(opt(DISTRICT_PARTICLE) + NAME_WORD, 0, 2)
    | building
    # the estate or neighbourhood after the number, like the Mexican "Col." above: "C/ Roble 4, Urb. Los Pinos",
    # "Bº San José", "Pol. Ind. El Tejar", "Fracc. Las Palmas", "Barrio de la Estación"
    # (its words may be towns': "Urb. Los Pinos", "Fracc. Las Palmas")
    | estate_word + opt(dot) + star(DISTRICT_PARTICLE) + NAME_WORD
    + repeat(star(DISTRICT_PARTICLE) + (NAME_WORD | roman), 0, 3)
    # an office or module number after the floor, tagged by the dates stage: "3ª planta, despacho 4"
    | tag("NONPHI+room")
)
# (an abbreviated detail word's period before the comma: "esc. izda., 4º C")
detail_sep = punct(",") | punct("-") | punct("/") | dot + punct(",")
# after a period, only a floor, door or building word with its number: "c/ Castillo de Rena 43. Puerta 2"
# (or a place in the building: "Avda. de Roma s/n. Pabellón 3, planta 2", "C/ Mayor 5. Despacho 12"; not "consulta", also a
# verb: "... C/ Mayor 5. Consulta 3 veces por semana")
dotted_detail = dot + alt(*(ci(w) for w in ["puerta", "piso", "planta", "escalera", "portal", "bloque", "edificio",
                                             "local", "pta", "esc", "bajo", "pabellón", "pabellon", "módulo", "modulo",
                                             "oficina", "despacho", "consultorio", "nave", "torre"])) + opt(dot) \
    + (opt(punct("-")) + digits(1, 3) + opt(ordinal) + opt(door) | door) \
    | dot + digits(1, 2) + opt(punct(".")) + sup \
    + opt(door | alt(*(ci(w) for w in DETAIL_WORDS))) \
    | dot + building \
    | dot + estate_word + opt(dot) + star(DISTRICT_PARTICLE) + NAME_WORD + repeat(star(DISTRICT_PARTICLE) + (NAME_WORD | roman), 0, 3) \
    | dot + tag("NONPHI+room")
# (a floor after a period: "14. 1º B", "14. 3º izda"; a building: "261. Edificio Sur, planta 3"; an estate, as after a
# comma: "C/ Roble 4. Urb. Los Pinos"; an office or module the dates stage tagged: "C/ Mayor 5. Despacho 12")
details = star(opt(detail_sep) + detail_item | dotted_detail)

# (an abbreviation may open it: "Pol. Ind. El Tejar", "Urb. Sta. Clara")
# (not ending in a particle: "[Avda. de la Iglesia] Setenil de las Bodegas")
cap_seq = (CAP_NB | abbrev) + repeat(star(ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y"))
                                     + (CAP_NB | abbrev | roman), 0, 5)
# "Calle 72 No. 10-34", "Carrera 7 # 40-62": a street named by a number, then the house number after its sign
QUARTER = lit("Sur") | lit("Norte") | lit("Este") | lit("Oeste")
numbered_name = digits(1, 3) + opt(letter) + opt(ci("bis")) + opt(regex(r"[A-Za-z]")) \
    + opt(QUARTER)  # "Calle 5 Sur # 12-34"
# lower-case types other than "calle", "avenida", "c/" only before a capitalised name and a number ("vive en el paseo de
# la Estación 36", "urb. Las Lomas, 18"; not "paseo diario de 30 minutos", "plaza de toros")
LOWER_TYPES = ["paseo", "plaza", "urb", "urbanización", "camino", "carretera", "ronda", "travesía", "glorieta", "rambla",
               "pasaje", "barrio", "plza", "trav", "rda", "gta", "cno", "bulevar", "callejón", "cuesta"]
# (its name is capitalised words and particles: not "vive en el barrio de San José desde hace 4 años")
lower_street = alt(*(lit(t) for t in LOWER_TYPES)) + opt(dot) + star(PARTICLE) + CAP_NB \
    + star(CAP_NB | PARTICLE | abbrev | sup_abbrev | punct("-") | tag("NONPHI+kinname") | tag("NE+FECHAS+dm"))
# a street named by its ordinal before the type, as Central American cities number them: "4a. Avenida 10-25",
# "5ª Avenida Norte 12-34", "1a Calle Poniente 5"
ordinal_street = digits(1, 2) + ordinal + opt(dot) + (lit("Avenida") | lit("Calle") | (lit("Av") | lit("Avda") | lit("Ave"))
                                                       + opt(dot)) \
    + repeat(CAP_NB, 0, 2) + opt(punct(",")) + number_part + details
# "Av. Cra. 30 # 45-03", "Avenida Calle 26 # 69-76" (Bogotá); a quarter after the number ("Calle 5 # 12-34 Sur")
# (a type written twice opens the street at the first: "[Paseo. Av. Vall d´Hebron, 119-129]", "[C/ Pza. Mayor 12]", as the
# training gold labels it; a full type word other than "Calle" only with a period: "Alameda", "Plaza", "Ronda" are also
# surnames, "Dr. Luis Pérez Alameda [C/ Real 5]")
FIRST_OF_TWO_TYPES = _type_abbr | _type_word + dot | lit("Calle") | lit("calle") | lit("CALLE")
# a name between quotes: 'Avenida "La Paz" 5', 'calle «Los Olmos» 12'
QUOTE = punct('"') | punct("“") | punct("”") | punct("«") | punct("»")
# foreign streets (from general knowledge; the training notes have the Portuguese "Rua"): the Italian, French and
# Portuguese types in lower case before a capitalised name and a number ("via Roma 5", "corso Buenos Aires 12", "rue
# Lepic 3"); the French and English number first ("12 rue de Rivoli", "15 avenue des Champs-Élysées", "221B Baker
# Street", "10 Downing St."); the German type glued to the name ("Hauptstraße 5", "Goethestr. 12", "Kirchgasse 3")
FOREIGN_LOWER = ["via", "viale", "piazza", "corso", "strada", "rue", "avenue", "boulevard", "rua", "praça", "travessa"]
foreign_lower_street = alt(*(lit(t) for t in FOREIGN_LOWER)) + star(PARTICLE | ci("di") | ci("della") | ci("des")
                                                                   | ci("du") | ci("do") | ci("da")) \
    + CAP_NB + star(CAP_NB | PARTICLE | punct("-") & attached())
FRENCH_TYPE = alt(*(lit(t) for t in ["rue", "Rue", "avenue", "Avenue", "boulevard", "Boulevard", "bd", "allée", "impasse",
                                     "quai", "Quai", "place", "chemin", "cours"]))
ENGLISH_TYPE = alt(*(lit(t) for t in ["Street", "Avenue", "Road", "Lane", "Drive", "Boulevard", "Square", "Way", "Court",
                                      "Terrace", "Crescent"])) | (lit("St") | lit("Ave") | lit("Rd") | lit("Blvd")) + dot
number_first_house = digits(1, 4) + opt(regex(r"[A-Za-z]") & attached() | ci("bis")) + opt(punct(","))
foreign_number_first = number_first_house + FRENCH_TYPE \
    + star(PARTICLE | ci("des") | ci("du") | lit("d") + punct("'") | lit("l") + punct("'")) + CAP_NB \
    + star(CAP_NB | punct("-") & attached() | (CAP_NB & attached())) \
    | number_first_house + repeat(CAP_NB, 1, 3) + ENGLISH_TYPE
german_street = regex(r"[A-ZÄÖÜ][a-zäöüß]+(straße|strasse|gasse|allee|weg)") | regex(r"[A-ZÄÖÜ][a-zäöüß]+str") + dot
typed_street = (opt(FIRST_OF_TWO_TYPES) + street_type_not_via + name_seq | VIA + star(PARTICLE) + CAP_NB + star(name_tok)) + opt(punct(",")) \
    + number_part + details \
    | lower_street + opt(punct(",")) + number_part + details \
    | opt((lit("Av") | lit("Avda")) + opt(dot) | lit("Avenida")) + (street_type | alt(*(lit(t) for t in NUMBERED_TYPES))
                                                                 | alt(*(lit(t) for t in NUMBERED_ABBR)) + opt(dot)) \
    + numbered_name + opt(punct(",")) + number_sign + house + opt(QUARTER) + details \
    | lit("C") + dot + cap_seq + opt(punct(",")) + number_part + details \
    | lit("Gran") + (lit("Vía") | lit("Via")) + opt(punct(",")) + number_part + details \
    | street_type + tag("NE+FECHAS+dmy") + details \
    | (street_type_not_via | lit("calle")) + name_seq + punct(",") + tag("NE+FECHAS+dmy") + details \
    | ordinal_street \
    | (street_type_not_via | alt(*(lit(t) for t in LOWER_TYPES)) | lit("calle")) + opt(PARTICLE) + QUOTE \
    + plus(CAP_NB | PARTICLE) + QUOTE + opt(punct(",")) + number_part + details \
    | foreign_lower_street + opt(punct(",")) + number_part + details \
    | foreign_number_first \
    | german_street + opt(punct(",")) + number_part + details
# (after the street's name and a comma, a date of the dates stage is the house number, floor and door: "Calle Real,
# 5-3-12")
# ("Gran Vía, 28"; "Av. 9 de Julio 1925": the dates stage took the house number into the date)
# without a number: capitalised name only, closed by punctuation or a postcode
# (or a known town: "C/. Pío XII Pamplona España")
KNOWN_TOWN = either(lex("NE+top", lexicon="es-places"), lex("NE+top+ciudad", lexicon="es-world"))
before_next = opt(punct(".") | punct(",") | punct("-"))
# (or a postcode between brackets, "[San Cibrao s/n] (27003) Lugo", or a foreign one tagged by the postcodes stage,
# "[Gascón 450] (C1181ACH) Buenos Aires")
# (after "C.P.": "[O'Donnell 12]. C.P. 02400"; a foreign postcode of four digits before its town: "[Carmen 101], 2000,
# Rosario", "[Reyes Católicos, 101]. 5500 Mendoza")
cp_prefix = (lit("CP") | lit("C") + dot + lit("P") | tag("NONPHI+cpfield")) + opt(dot) + opt(punct(":")) \
    | ci("código") + ci("postal")
town = lex("NE+top", lexicon="es-places") | lex("NE+top+ciudad", lexicon="es-world")
postcode_next = before_next + opt(cp_prefix) + opt(punct("(")) + (regex(r"(E-)?(0[1-9]|[1-4]\d|5[0-2])\d{3}")
                                                                    | tag("NE+TERRITORIO+cp")) \
    | before_next + regex(r"\d{4}") + opt(punct(",")) + town
# a street without a number, then its flat or building details: "Urb. El Bosque, parcela 23",
# "Polígono Industrial Cobo Calleja, nave 14", "Plaza de las Américas, Edf. Argentina, esc 9, 6A"
word_detail = alt(*(ci(w) for w in DETAIL_WORDS)) + (digits(1, 4) + opt(ordinal) + opt(door) | door) \
    | alt(*(ci(w) for w in DETAIL_ABBR)) + dot + (digits(1, 4) + opt(ordinal) + opt(door) | door) | building
# a house number of five digits before a flat's or an office's detail: "Av. Las Condes 12461, Torre 3, Oficina 402"
# (Santiago de Chile numbers its houses past 10000; a Spanish postcode is followed by its town)
typed_five_digits_detail = street_type_not_via + name_seq + opt(punct(",")) + digits(5, 5) + punct(",") \
    + (word_detail | (ci("torre") | ci("pabellón") | ci("pabellon")) + (digits(1, 2) | door)) + details
# a Peruvian block and plot, "Mz. B Lt. 5, Urb. Los Jardines", "Manzana B, Lote 5" (not "manzana", the apple)
block_plot = (lit("Manzana") | (lit("Mz") | lit("Mza")) + dot) + (door | digits(1, 3)) + opt(punct(",")) \
    + (lit("Lote") | (lit("Lt") | lit("Lte")) + dot) + digits(1, 4) + opt(letter) + details
typed_with_details = street_type + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + cap_seq \
    + opt(punct(",")) + word_detail + details
# a street inside an estate or a neighbourhood: "Urb. Nueva Andalucía, calle D, nº 20", "Barrio San Roque, C/ Mayor 3"
ESTATE_TYPES = ["Urb", "Urbanización", "Urbanizacion", "URB", "Barrio", "Bda", "Barriada", "Polígono", "Poligono", "Pol",
                "Colonia", "Residencial", "Conjunto"]
# (or in a business park: "Parque Tecnológico de Paterna, C/ Benjamín Franklin 12", "Parque Empresarial La Moraleja,
# Avda. de Europa 5"; the street's flat or plot details without its number: "Polígono Industrial San Cristóbal, calle B,
# nave 3")
PARK = lit("Parque") + either(*(lit(w) for w in ["Empresarial", "Tecnológico", "Tecnologico", "Científico", "Industrial",
                                                 "Comercial", "Logístico", "Logistico"]))
# (or a named building, a floor of it between: "Edificio Torre Picasso, planta 5, Plaza Pablo Ruiz Picasso 1", "Finca El
# Olivar, Ctra. de Toledo km 5", as the training gold writes "[Ofiplaza El Retiro, Edificio No.7, Suite 737]" whole)
NAMED_BUILDING = BUILDING_WORD | lit("Finca") | lit("Cortijo") | lit("Masía") | lit("Masia") | lit("Quinta")
estate_street = (alt(*(lit(t) for t in ESTATE_TYPES)) | lit("B") + punct("º") | PARK | NAMED_BUILDING) + opt(dot) \
    + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + cap_seq + punct(",") \
    + opt(word_detail + punct(",")) + (typed_street | typed_with_details)
# ... and a business park's plot or building: "Parque Tecnológico de Asturias, parcela 12"
park_with_details = PARK + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + cap_seq \
    + opt(punct(",")) + word_detail + details
# roads named after the towns they join, with a road number: "Ctra. Torrevieja - San Miguel de Salinas",
# "Ctra. Nnal. 332 Alicante-Valencia, s/n", "Carretera de Madrid-Toledo km 12"
ROAD_TYPES = ["Ctra", "Carr", "Crta", "CTRA", "Carretera", "Autovía", "Autopista", "Camino", "Cno", "Cmno"]
road_type = alt(*(lit(t) for t in ROAD_TYPES)) + opt(dot)
road_code = opt(abbrev) + opt(regex(r"[A-Z]{1,3}") + punct("-")) + (digits(1, 4) | roman)
road_towns = opt(ci("de") | ci("del")) + cap_seq + punct("-") + cap_seq
road = road_type + opt(road_code) + road_towns + opt(opt(punct(",")) + number_part + details)
# a road named by its code alone, with its kilometre point: "AP-7, km 187", "N-340 km 5", "M-40, km 3", "A7, km. 187"
# (train: "[A7, km. 187]" after a hospital; the kilometre makes it an address wherever it is)
road_id = regex(r"[A-Z]{1,3}") + (punct("-") & attached()) + (regex(r"\d{1,4}|[IVX]{1,4}") & attached()) \
    | regex(r"[A-Z]{1,3}\d{1,4}") | tag("NONPHI+icd10")
road_km = road_id + opt(punct(",")) + km + details
# (an estate written in lower case: "vive en la urbanización Los Rosales, en Boadilla")
# (or a lower-case word in a sentence: "vivía en la [Avenida del Mediterráneo] junto a su hija")
LOWER_WORD = regex(r"[a-záéíóúüñ]+")
# (or the line's end, or the e-mail or phone that closes an address: "Hospital X [Avenida de Andalucía] E-mail: ...";
# the contacts stage has tagged them)
CONTACT_CUE = tag("NE+CORREO_ELECTRONICO") | tag("NE+NUMERO_TELEFONO") | tag("NE+NUMERO_FAX") | tag("NONPHI+field") \
    | ci("tel") | ci("teléfono") | ci("telf") | ci("tfno") | ci("correo")
# streets named after a title and a name ("Profesor Martín Lagos s/n", "General Avilés, 3"): the title opens
# the street (the es-nonphi lexicon stops names at it elsewhere)
# (a person's title is no inner word: it opens the street after a surname, "Dra. Ana López Ruiz [Marqués de Larios 4]")
PERSON_TITLES = ["Profesor", "Profesora", "Doctor", "Doctora", "General", "Capitán", "Almirante", "Comandante", "Coronel",
                 "Alcalde", "Presidente", "Maestro", "Poeta", "Pintor", "Músico", "Cardenal", "Obispo", "Arzobispo",
                 "Conde", "Condesa", "Duque", "Duquesa", "Marqués", "Marquesa", "Infanta", "Hermanos"]
PERSON_TITLE = either(*(lit(w) for w in PERSON_TITLES))
STREET_TITLE = either(*(lit(w) for w in PERSON_TITLES + ["Reina", "Rey", "Príncipe", "Princesa", "Virgen", "Santa", "San",
                                                         "Sant"]))
# a town after "de" ends a street's name written without a number, "vive en la [calle Mayor] de [Madrid]", unless a
# title or a place noun names the street after the town ("Calle Virgen de Guadalupe", "Avenida Ciudad de Barcelona",
# "Calle Príncipe de Vergara", "Paseo Puerta de Toledo"), or a first name a person's ("el Hospital de la [calle Diego de
# León]", "calle Juan de Toledo": the name's first word)
NAME_ITEM = CAP_NB | abbrev | roman | NAME_TAG
NAME_PARTICLE = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y") | punct("-") & attached()
TOWN_NOUN = STREET_TITLE | either(*(lit(w) for w in ["Ciudad", "Puerta", "Puente", "Señora", "Camino", "Ronda", "Villa",
                                                       "Vega", "Ribera", "Plaza", "Carretera", "Avenida", "Paseo"]))
# (nor a country after its last word, which closes the address: "[Avda. Fernández Ladreda] España", unless a state's title
# names the street after it: "Avenida República Argentina")
COUNTRY = lex("NE+top+pais", lexicon="es-world")
COUNTRY_TITLE = either(lit("República"), lit("Reino"), lit("Estados"), lit("Países"))
# (a department's word after the type word is no street's name: the type word was a surname, "Dra. Ana Ruiz Cuesta
# Servicio de Cardiología", "Dr. Juan Plaza Unidad de Ictus")
DEPARTMENT_WORD = either(*(lit(w) for w in ["Servicio", "Unidad", "Sección", "Seccion", "Departamento", "Dpto", "Área",
                                            "Consulta", "Consultas"]))
name_no_town = ((CAP_NB & ~DEPARTMENT_WORD) | abbrev | NAME_TAG) + opt(repeat(star(NAME_PARTICLE) + NAME_ITEM, 0, 4)
                                      + (plus(NAME_PARTICLE) + (CAP_NB & ~KNOWN_TOWN | abbrev | roman)
                                         | CAP_NB & ~COUNTRY | abbrev | roman | NAME_TAG)) \
    | opt((CAP_NB | abbrev | NAME_TAG) + repeat(star(NAME_PARTICLE) + NAME_ITEM, 0, 3) + star(NAME_PARTICLE)) \
    + COUNTRY_TITLE + CAP_NB \
    | (CAP_NB | abbrev | NAME_TAG) + repeat(star(NAME_PARTICLE) + NAME_ITEM, 0, 3) + star(NAME_PARTICLE) + TOWN_NOUN \
    + plus(NAME_PARTICLE) + NAME_ITEM \
    | (TOWN_NOUN | CAP_NB & lex("NE+persName+first")) + plus(NAME_PARTICLE) + NAME_ITEM
# (or a postcode after a dash, between brackets or after its label: "[Avda. de la Cruz] - 45956", "[Calle del Norte]
# (25495)", "[Avda. del Prado] C.P. 38552"; a dash with a space before it: "[Calle del Río] E-28935")
# (or a number that opens with a 0, no house's: a foreign postcode, "[Calle Santa María] 0500 Providencia")
NO_NUMBER_NEXT = punct(".") | punct(",") | punct(")") | punct("(") | punct("-") & ~attached() | digits(5) | regex(r"0\d{3}") \
    | (lit("E") | lit("ES")) + punct("-") | cp_prefix | KNOWN_TOWN | LOWER_WORD
no_number_type_estate = no_number_type | lit("urbanización") | lit("urbanizacion") | lit("urb") + opt(dot)
typed_no_number = no_number_type_estate + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + name_no_town \
    + right(NO_NUMBER_NEXT)
# ... or before a semicolon or the contact that closes an address (not the line's end or a colon, which also close a
# heading: "Vía Aérea Difícil", "Plaza Mayor: ..."), its name without a town
# after its first word (not "[Avenida de Andalucía] Málaga España" taken whole to the line's end) and not ending in an
# abbreviation, whose period ends the sentence ("Domicilio: [Paseo M].")
NAME_NOT_TOWN = CAP_NB & ~KNOWN_TOWN & ~lex("NE+top+pais", lexicon="es-world")
# ... or right before a country, its last word not a town ("[Avda. Fernández Ladreda] España"; "[C/. Pío XII] Pamplona
# España" stops before the town)
typed_no_number_country = no_number_type_estate + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) \
    + (CAP_NB | abbrev | NAME_TAG) + opt(repeat(star(NAME_PARTICLE) + NAME_ITEM, 0, 4) + star(NAME_PARTICLE)
                                         + (NAME_NOT_TOWN | abbrev | roman)) \
    + right(COUNTRY)
typed_no_number_end = (no_number_type | lit("urbanización") | lit("urbanizacion") | lit("urb") + opt(dot)) \
    + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + opt(abbrev) + CAP_NB \
    + repeat(NAME_NOT_TOWN | abbrev + NAME_NOT_TOWN | ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | ci("y")
             | roman, 0, 5) \
    + right(punct(";") | CONTACT_CUE)

# header value: the whole line (not its last period), up to the next field of a header written on one line
# ("Domicilio: [C/ Real 5] Localidad: Paterna CP: 46980") and up to a postcode, which with the town after it is
# TERRITORIO ("Domicilio: [C/ Real 5], 41700 Dos Hermanas (Sevilla)")
# (with its qualifier: "Domicilio habitual:", "Domicilio del paciente:")
# (not any words: "Alta a domicilio con tratamiento: paracetamol")
header = ci("Domicilio") + opt(either(*(ci(w) for w in ["habitual", "actual", "particular", "familiar", "postal"]))
                               | ci("del") + ci("paciente") | ci("de") + ci("la") + ci("paciente")) + punct(":")
# the labels of the other header fields (_fields.py)
FIELD_WORD = regex(runpy.run_path(str(Path(__file__).with_name("_fields.py")))["FIELD_LABELS"])
SPANISH_CP = regex(r"(0[1-9]|[1-4]\d|5[0-2])\d{3}")
# (a NONPHI+field tag, "Teléfono:", ends no value, but may be inside one; a foreign postcode the postcodes stage tagged
# ends it: "Domicilio: [Av. Corrientes 1234], C1043AAZ CABA")
header_tok = NB & ~punct(":") & ~FIELD_WORD & ~SPANISH_CP & ~tag("NONPHI+cpfield") & ~tag("NE+TERRITORIO+cp") \
    & ~tag("NE+NUMERO_TELEFONO") \
    & ~tag("NE+CORREO_ELECTRONICO") & ~tag("NE+ID_SUJETO_ASISTENCIA")
header_end = header_tok & ~punct(".") & ~punct(",") & ~punct("-") & ~punct("(") & ~tag("NONPHI+field")


# (a title abbreviation may open the street's name, "Gral. Paz 1234", but is no inner word: "... García Dr. Balmis 17")
TITLE_ABBREV = ["Dr", "Dra", "Gral", "Prof", "Sr", "Sra", "D", "Dña", "Lic", "Ing", "Mtro", "Mtra", "Pdte", "Cap", "Cmdte",
                "Card", "Pbro"]
inner_abbrev = alt(*(lit(a) for a in ABBREV if a not in TITLE_ABBREV)) + dot
# (not a title or an initial before a person's name: "Remitido por Dr. Juan López Serrano 45" is a name, then a street)
PERSON_ABBREV = ["Dr", "Dra", "D", "Dña", "Sr", "Sra", "Prof", "Lic", "Ing", "Mtro", "Mtra", "Fco", "V", "J", "M", "Col", "Ind"]
opening_abbrev = alt(*(lit(a) for a in ABBREV if a not in PERSON_ABBREV)) + dot

# After a hospital name, an address without its type: "Hospital de León [Altos de Nava, s/n]"
# words that open a place inside a building, not a street: "Hospital X. Planta 11", "Área 3400"
NOT_STREET = ["Planta", "Piso", "Área", "Area", "Edificio", "Pabellón", "Pabellon", "Módulo", "Modulo", "Unidad",
              "Sección", "Seccion", "Consulta", "Consultas", "Box", "Habitación", "Cama", "Despacho", "Sala", "Bloque",
              "Torre", "Puerta", "Servicio", "Departamento", "Zona", "Sector", "Nivel", "Ala", "Quirófano",
              # a sentence after the name: "... al Ministerio de Sanidad. En los 2 primeros meses"
              "En", "Se", "Con", "Tras", "Durante", "Para", "Por", "Desde", "Hasta", "Un", "Una", "Su", "Sus", "Este",
              "Esta", "Le", "Lo", "No", "Hace", "Al", "A", "Y", "Que", "Ha", "Fue", "Entre", "Sin", "Tiene"]
# (right after an organisation any title opens it: "Universidad de Chile [Dr. Castelo, 8]")
# A street type is no inner word of an untyped street: it opens the typed street, and the word before it is a
# surname ("Dr. Juan Pérez García [Gran Vía, 28]", "... García [Vía Augusta 22]", "... García [Paraje X, s/n]")
TYPE_WORD = either(*(lit(t) for t in sorted(set(TYPES_WORD + TYPES_DOT + NUMBERED_TYPES_DOT + NUMBERED_TYPES + ESTATE_TYPES + TYPES_UPPER)
                                            | {"Gran", "Finca", "Cortijo", "Lugar", "Paraje", "Residencial"})))
# (nor a specialty its first word, nor a type word an inner one: "Hospital X. Urología [Calle de la Cruz, 27]"; after a
# particle a type word is the name's: "Hospital X [Virgen del Camino 3]")
# (also Galician, Portuguese and Catalan particles and "al": "Travessa do Carmo", "Rua dos Pinheiros", "Subida al Castillo")
UNTYPED_PARTICLE = ci("de") | ci("del") | ci("la") | ci("las") | ci("los") | lit("i") | lit("y") | lit("el") \
    | lit("do") | lit("dos") | lit("das") | lit("dels") | lit("al")
untyped_item = (CAP_NB & ~TYPE_WORD) | plus(UNTYPED_PARTICLE) + CAP_NB | UNTYPED_PARTICLE | roman | inner_abbrev
untyped_number = opt(punct(",")) + number_part + details
untyped_rest = repeat(untyped_item, 0, 4) + untyped_number
# (a known town alone before four or five digits is the organisation's town and its postcode, not a street: "Hospital
# Vargas. Caracas 1010-A", "Hospital La Paz, Madrid 1500"; before a short house number, "s/n" or a kilometre, or with
# more words, it names the street: "Fundació Puigvert. [Cartagena 340-350]", "[Ofra s/n]", "[Toledo Nuevo 5]")
short_house = opt(number_sign) + digits(1, 3) + opt(house_ord | letter) + opt(punct("-") + digits(1, 4) + opt(letter))
TOWN_ATOM = either(lex("NE+top", lexicon="es-places"), lex("NE+top+ciudad", lexicon="es-world"))
UNTYPED_FIRST = CAP_NB & ~either(*(lit(w) for w in NOT_STREET)) & ~lex("NONPHI+stop+specialty")
untyped = ((UNTYPED_FIRST & ~TOWN_ATOM) | tag("NONPHI+kinname") | abbrev) + untyped_rest \
    | (UNTYPED_FIRST & TOWN_ATOM) + repeat(untyped_item, 1, 4) + untyped_number \
    | (UNTYPED_FIRST & TOWN_ATOM) + opt(punct(",")) + (s_n | km | short_house) + details

# ... and after the author's name: its first word a name (not an acronym, "MIR 3", "R2", nor a word that numbers a
# professional's grade, code or extension: "Grado III 2", "Código 12", "Extensión 2345"); a house number alone has three
# digits or more ("Dr. [Gonzalo Vitagliano Zabala] [2664 3o B]")
STAFF_NOT_STREET = ["Código", "Codigo", "Extensión", "Extension", "Ext", "Busca", "Grado", "Nivel", "Tel", "Teléfono",
                    "Telefono", "Fax", "Móvil", "Movil", "Colegiado", "Colegiada", "Residente", "Año", "Curso", "Página",
                    "Tabla", "Figura", "Fig", "Tfno", "Telf", "Tlf", "Mat", "Matrícula", "Registro", "Reg", "Cédula"]
after_staff_street = ((NAME_WORD & ~regex(r"[A-ZÁÉÍÓÚÜÑ]+") & ~FIELD_WORD
                       & ~either(*(lit(w) for w in NOT_STREET + STAFF_NOT_STREET)))
                      | tag("NONPHI+kinname") | opening_abbrev) + untyped_rest \
    | digits(3, 4) + opt(house_ord | letter) + details

# "Apartado de Correos 20134": a post-office box is an address too
# ("Apdo. Correos 1234", "Casilla de correo 123" (Chile, Argentina))
po_box = (ci("Apartado") + ci("de") + ci("correos") | (lit("Apdo") | lit("Aptdo")) + dot + opt(opt(ci("de")) + ci("correos"))
          | lit("Casilla") + ci("de") + (ci("correo") | ci("correos"))) \
    + opt(ci("n") + punct("º") | ci("no")) + digits(1, 6)  # "Apartado de Correos 20134", "Apdo. 1234"
# an address without its type right before a postcode: "Dr. Silvino Rubio Barbón. [Acacias, 30]. 33423"
CAP_STREET = cap() & NB & ~lex("NONPHI+stop")
# (after a particle a type word is part of the name: "Bajada de la Plaza 3", "Cuesta del Camino 5")
# "Nuestra Señora de la Paz", "Ntra. Sra. de Fátima" (the title words are stop words)
NUESTRA_SENORA = (lit("Nuestra") | lit("Ntra") + dot) + (lit("Señora") | lit("Sra") + dot)
# ("Ramón y Cajal", "Alfonso X el Sabio", "Sant Antoni Maria i Claret", "O'Donnell", "Gran Capitán")
STREET_PARTICLE = either(ci("de"), ci("del"), ci("la"), ci("las"), ci("los"), ci("da"), lit("y"), lit("el"), lit("i"),
                         lit("do"), lit("dos"), lit("das"), lit("dels"), lit("al"))
# ("Hermanos Pinzón", "Padre Claret": the relatives stage tagged them NONPHI+kinname)
# (also a town named with a kinship word, which the relatives stage tagged: "[Madre de Dios 12, 3º]", "[Dos Hermanas 5]")
untyped_head = STREET_TITLE | opening_abbrev | lit("Gran") + CAP_STREET | NUESTRA_SENORA | tag("NONPHI+kinname") \
    | tag("NONPHI+kinplace")
untyped_tail = repeat((CAP_STREET & ~TYPE_WORD & ~PERSON_TITLE) | inner_abbrev | roman | plus(STREET_PARTICLE) + CAP_STREET
                      | (punct("'") | punct("´") | punct("’")) + CAP_STREET, 0, 4) \
    + opt(punct(",")) + number_part + details
untyped_street = (CAP_STREET | untyped_head) + untyped_tail
# Right after a word, which may be a surname of the author's name, a street of more than one word does not start
# with a surname: a name has two surnames more often than one ("Dr. Aritz Bidaguren Urbieta [Isla de Arosa 123]",
# "Dra. María Isabel Durán Muñoz [Colón 12]"); one word before the number may be ("Dr. Juan López [Serrano 45]").
# (a first name that is also a surname opens one: "... Torres Gómez [Jaime I, 101]")
# (not a first name that is also a surname, the second surname of the author: "Dr. Juan Pérez Gil [Reina Victoria 12]",
# not "Dr. Juan Pérez [Gil Reina Victoria 12]")
FIRST_NAME = lex("NE+persName+first")
LAST_NAME = lex("NE+persName+last")
untyped_after_word = ((CAP_STREET & ~LAST_NAME) | (CAP_STREET & FIRST_NAME & ~LAST_NAME) | untyped_head) + untyped_tail
one_word_street = (CAP_STREET | STREET_TITLE) + opt(punct(",")) + number_part + details
untyped_cp = untyped_street + right(postcode_next)
# ... or right before a known town: "Dr. Julio Villanueva Maffei. [Santa María 571], Recoleta", also between brackets:
# "[Francisco Silvela 123] (Madrid)"
town_next = before_next + opt(punct("(")) + town
untyped_town = untyped_street + right(town_next)
# Not inside the author's name: "Remitido por: Dr. Juan López [Serrano 45], 28001 Madrid" is a name, then the street.
# An address without its type does not start right after the author field ("Remitido por:"), after a title
# ("Dr.", "Dra.") or after a first name; a surname before it is left to the names stage.
TITLE = either(*(lit(w) for w in ["Dr", "Dra", "Dres", "Doctor", "Doctora", "Prof", "Profa", "D", "Dña", "Sr", "Sra"]))
AUTHOR_FIELD_END = either(lit("por"), ci("clínico"), ci("clinico"), ci("clínica"))
# (nor inside a hyphenated surname, "Dr. Rubén Fernández García-Guilarte [Eduardo Dato 7]", nor after a number)
NAME_WORD_LEFT = any_unit() & ~punct(".") & ~punct(":") & ~punct("-") & ~number() & ~lex("NE+persName+first") & ~TITLE
# After a first name and two more words (the two surnames), any word opens the street: "Dra. Ana López Ruiz [Blasco
# Ibáñez 17]", "Dr. Juan Pérez Gil, [Menéndez Pelayo 12]"
after_two_surnames = left(FIRST_NAME + (CAP_NB & ~FIRST_NAME) + (CAP_NB & ~TITLE) + opt(punct(","))) + untyped_street
# (a comma ends the author's name as a period does: "Dr. Juan Pérez, [Alonso Cano 45], 28003 Madrid", not "Dr. Juan
# Pérez, Martínez [Campos 45]")
START_AFTER_SEPARATOR = tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD") \
    | (any_unit() & ~TITLE & ~punct(".")) + (punct(".") | punct(",")) | (any_unit() & ~AUTHOR_FIELD_END) + punct(":")
street_start = left(START_AFTER_SEPARATOR | NAME_WORD_LEFT)
# ... or, after a period or an organisation, right before the e-mail, phone or country that closes the author's address, or an
# unknown town and its country: "Dr. Juan Pérez García. [Francisco Silvela 12]. E-mail: ...", "... [Francisco Silvela 12],
# Cuautitlán Izcalli, México" (not a place in a building: "Habitación 312. Tel. 2345")
CLOSE_CUE = CONTACT_CUE | COUNTRY | repeat(CAP_NB | STREET_PARTICLE, 1, 4) + punct(",") + COUNTRY
untyped_before_contact = left((any_unit() & ~TITLE & ~punct(".")) + punct(".")
                              | (tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD")) + opt(punct(".") | punct(",")))\
    + ((CAP_STREET & ~either(*(lit(w) for w in NOT_STREET + STAFF_NOT_STREET))) | untyped_head) + untyped_tail \
    + right(before_next + CLOSE_CUE)
# A type word without a number is no street where a town is written: inside a town's name ("Valverde del Camino"),
# after a postcode ("28046 Alameda de la Sagra") or in the header "Localidad/ Provincia: Alameda de la Sagra."
TOWN_FIELD = either(ci("Localidad"), ci("Provincia"), ci("Población"), ci("Municipio"))
# ... nor a surname after a title, an initial or a first name: "Dra. Ana Plaza Huamán", "Dr. A. Calle Rodríguez"
INITIAL = regex(r"[A-ZÁÉÍÓÚÑ]")
not_town_start = left((any_unit() & ~TOWN_FIELD) + punct(":")
                      | (any_unit() & ~TITLE & ~INITIAL) + punct(".")
                      | any_unit() & ~ci("de") & ~ci("del") & ~punct(":") & ~punct(".") & ~regex(r"(E-)?\d{5}")
                      & ~TITLE & ~lex("NE+persName+first"))
# Basque streets write the type after the name: "Urkixo zumarkalea, 65", "Sabino Arana etorbidea 20",
# "Begiristain pasealekua 109", "Nagusia kalea 5", "Easo enparantza 2"
BASQUE_TYPES = ["kalea", "etorbidea", "hiribidea", "pasealekua", "zumarkalea", "enparantza", "errepidea", "bidea",
                "auzoa", "ibilbidea", "plaza"]
basque_street = CAP_STREET + repeat(CAP_STREET | roman, 0, 3) + alt(*(ci(t) for t in BASQUE_TYPES)) + opt(punct(",")) \
    + number_part + details
# an address field: "Dirección: [Santa Rosa 123 depto 4], Santiago", "Correspondencia: ..."
ADDRESS_FIELD = either(ci("Dirección"), ci("Direccion"), ci("correspondencia"))
# a street without its type after a verb of residence: "vive en [Juan de Austria 12], Madrid" (its house number closes
# it: not "vive en Madrid 3 días a la semana")
RESIDENCE = either(*(ci(w) for w in ["vive", "vivía", "reside", "residía", "residente", "domicilio", "domiciliado",
                                     "domiciliada", "domiciliados"]))
after_residence = left(RESIDENCE + ci("en")) + untyped_street \
    + right(punct(",") | punct(".") | punct("(") | punct(";") | line_start() | ci("de") | ci("en"))
# where someone lives, a street without a number also in a lower-case type other than "calle" and up to the line's end:
# "vive en la [plaza Ramón Gómez de la Serna], con su hija", "reside en la [Plaza Ramón Gómez de la Serna]" (not "paseo
# diario", "plaza de toros": its name is capitalised; nor "el barrio de [San José]", a neighbourhood: TERRITORIO)
LOWER_NO_NUMBER_TYPE = alt(*(lit(t) for t in LOWER_TYPES if t != "barrio")) + opt(dot)
residence_no_number = left(RESIDENCE + ci("en") + opt(ci("la") | ci("el"))) \
    + (no_number_type_estate | LOWER_NO_NUMBER_TYPE) \
    + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + name_no_town + right(NO_NUMBER_NEXT | line_start())
# ... and a lower-case type after "en la", "en el" anywhere: "vive con su madre en la [plaza de San Juan]", "se cayó en el [paseo
# de la Castellana]"
# (not a road or a way, which is where one travels, not an address: "en la carretera de Burgos", "en el camino de Santiago")
lower_no_number = left(ci("en") + (lit("la") | lit("el"))) \
    + alt(*(lit(t) for t in LOWER_TYPES if t not in ("barrio", "camino", "carretera", "ronda", "cuesta", "pasaje", "rda", "cno"))) \
    + opt(dot) \
    + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + name_no_town + right(NO_NUMBER_NEXT)
FOREIGN_COUNTRY = lex("NE+top+pais", lexicon="es-world") & ~either(lit("España"), lit("Spain"), lit("ESPAÑA"))

# after a comma, a saint's or the Virgin's name and a short house number is a street without its type: "Dra. Ana Ruiz,
# [San Juan Bautista 5, 2º B]" (not a count after it, "..., San José 5 años"; not a postcode, "San Sebastián 20014")
SAINT_OPENER = either(lit("San"), lit("Santa"), lit("Sant"), lit("Santo"), lit("Virgen"))
NOT_HOUSE_NEXT = ~regex(r"(?i)años?|mes(es)?|d[ií]as?|semanas?|horas?|h|hs|min|%|mg|kg|g|ml|cm|mm|veces|puntos")
saint_street = SAINT_OPENER + repeat((CAP_STREET & ~TYPE_WORD) | plus(STREET_PARTICLE) + CAP_STREET, 1, 4) \
    + opt(punct(",")) + (short_house | s_n) + details

STAGE = Stage("streets", [
    Rule("po_box", po_box, codes="NE+CALLE"),
    # ... also "Apartado" and its number alone, before the postcode that closes the address: "[Apartado 123]. 45999
    # Zurbaquén", "[Apartado nº 41], 03550" (not a section of a text: "el apartado 3 del protocolo", in lower case and
    # without a postcode)
    Rule("po_box_bare", lit("Apartado") + opt(number_sign) + digits(1, 6) + right(postcode_next), codes="NE+CALLE"),
    Rule("untyped_before_postcode", left(START_AFTER_SEPARATOR) + untyped_cp, codes="NE+CALLE", weight=3),
    Rule("untyped_after_word_before_postcode", left(NAME_WORD_LEFT) + (untyped_after_word | one_word_street)
         + right(postcode_next), codes="NE+CALLE", weight=3),
    # right after the author's name, which the staff stages found on the header line and repeated here, as after an
    # organisation: "Remitido por: Dr. [Juan Pérez García] [Alfonso XIII 12, 4º] 38760 Los Llanos", "... García.
    # [Doctor Castelo 49]. Arias y Aguilera", "Dr. [Gonzalo Vitagliano Zabala] [2664 3o B] Capital Federal"
    Rule("untyped_after_staff_name", left(tag("NE+NOMBRE_PERSONAL_SANITARIO") + opt(punct(".") | punct(",")))
         + after_staff_street, codes="NE+CALLE", weight=2),
    # right after a specialty, the department's last word, any word opens it, even a surname: "Servicio de Oftalmología
    # [Ramón y Cajal 3] 28805 Alcalá de Henares" (not after any es-nonphi stop word: "Dra" and "Doctora" are too)
    Rule("untyped_after_nonname", left((lex("NONPHI+stop+specialty") & NB) + opt(punct(","))) + untyped_street
         + right(postcode_next | town_next),
         codes="NE+CALLE", weight=3),
    Rule("untyped_after_two_surnames", after_two_surnames + right(postcode_next | town_next), codes="NE+CALLE",
         weight=3),
    Rule("untyped_before_town", left((any_unit() & ~TITLE & ~punct(".")) + punct(".") | tag("NE+HOSPITAL")
                                     | tag("NE+INSTITUCION") | ADDRESS_FIELD + punct(":")) + untyped_town,
         codes="NE+CALLE", weight=3),
    Rule("untyped_before_contact", untyped_before_contact, codes="NE+CALLE", weight=3),
    Rule("saint_street_after_comma", left(punct(",")) + saint_street + right(NOT_HOUSE_NEXT), codes="NE+CALLE",
         weight=3),
    Rule("header", left(header) + repeat(header_tok, 0, 20) + header_end, codes="NE+CALLE+domicilio"),
    # (five digits closing the line right after the name are its house number, not a postcode without its town:
    # "Domicilio: [Av. Vicuña Mackenna 10500]")
    Rule("header_long_number", left(header) + repeat(header_tok, 0, 20) + (NAME_WORD & ~FIELD_WORD) + SPANISH_CP
         + right(line_start() | punct(".") + line_start()), codes="NE+CALLE+domicilio"),
    # a social security number written in the address field ("Domicilio: 37 45673567 04."): the value's
    # shape decides, as the training notes label it
    Rule("header_nass", left(header) + digits(2) + digits(7, 10) + digits(1, 2), codes="NE+ID_ASEGURAMIENTO+nass",
         weight=-1),
    Rule("typed", typed_street, codes="NE+CALLE", weight=1),
    # the house number written first, the street after it: "vive en el [número 5 de la calle Mayor]", "en el [nº 12 de la
    # Avda. de América]" (one address, as "[calle Mayor, número 5]")
    Rule("number_first", left(ci("el") | ci("en")) + number_sign + house + (ci("de") + opt(ci("la") | ci("el")) | ci("del"))
         + (no_number_type_estate | lit("calle") | lit("avenida") | LOWER_NO_NUMBER_TYPE)
         + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + name_no_town + right(NO_NUMBER_NEXT | line_start()),
         codes="NE+CALLE", weight=1),
    # a house number of five digits before a town and a foreign country: "[Av. Vicuña Mackenna 10500], Santiago, Chile"
    Rule("typed_five_digits", (street_type_not_via + name_seq) + digits(5, 5)
         + right(punct(",") + repeat(CAP_NB, 1, 3) + punct(",") + FOREIGN_COUNTRY), codes="NE+CALLE", weight=1),
    # the flat details after a street the hospital_names stage found after a hospital's name, up to its house number:
    # "Hospital Universitario Son Dureta [Andrea Doria, 55, bajo]"
    Rule("hospital_street_details", tag("NE+CALLE+hospital") + plus(opt(detail_sep) + detail_item | dotted_detail),
         codes="NE+CALLE", weight=1),
    # ... and the words between the hospital's name and that street, which the hospital_names stage left out of both:
    # "[Hospital Infanta Cristina] [Pío XII 36]" (it found "XII 36")
    Rule("hospital_street_head", left(tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD"))
         + repeat(CAP_STREET | abbrev, 1, 2) + tag("NE+CALLE+hospital") + details, codes="NE+CALLE", weight=1),
    Rule("typed_five_digits_detail", typed_five_digits_detail, codes="NE+CALLE", weight=1),
    Rule("block_plot", block_plot, codes="NE+CALLE", weight=1),
    Rule("basque", street_start + basque_street, codes="NE+CALLE", weight=1),
    # (not a type word inside a town's name: "Valverde del Camino", "Santiago de Compostela")
    Rule("typed_no_number", not_town_start + typed_no_number, codes="NE+CALLE", weight=2),
    Rule("residence_no_number", residence_no_number, codes="NE+CALLE", weight=2),
    Rule("lower_no_number", lower_no_number, codes="NE+CALLE", weight=2),
    Rule("typed_no_number_end", not_town_start + typed_no_number_end, codes="NE+CALLE", weight=2),
    # ... or closing its line right after an organisation, where no heading is: "Hospital del Henares. [Avda. de la Paz]"
    # (the type's period or the name's last one is the sentence's)
    Rule("typed_no_number_after_organisation", left((tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD"))
                                                    + opt(punct(".") | punct(",")))
         + no_number_type_estate + opt(ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")) + name_no_town
         + right(opt(punct(".")) + line_start()), codes="NE+CALLE", weight=2),
    Rule("typed_no_number_country", not_town_start + typed_no_number_country, codes="NE+CALLE", weight=2),
    Rule("typed_with_details", not_town_start + typed_with_details, codes="NE+CALLE", weight=2),
    Rule("estate_street", not_town_start + estate_street, codes="NE+CALLE", weight=2),
    Rule("park_with_details", park_with_details, codes="NE+CALLE", weight=2),
    # a place the institutions stage took for an organisation, followed by "s/n", is the address (every "s/n" of the
    # training notes is in a street): "Facultad de Medicina. [Ciudad Universitaria s/n]. 28040 Madrid"
    Rule("organisation_s_n", tag("NE+INSTITUCION") + opt(punct(",")) + s_n + details, codes="NE+CALLE", weight=2),
    Rule("road", not_town_start + road, codes="NE+CALLE", weight=1),
    Rule("road_km", road_km, codes="NE+CALLE", weight=1),
    # "Gran Vía" names the street by itself, without a number, where someone lives: "vive en la [Gran Vía]" (the
    # places stage would take it for a town), not where someone walks
    Rule("gran_via", left(RESIDENCE + ci("en") + opt(ci("la"))) + lit("Gran") + VIA, codes="NE+CALLE", weight=2),
    # a last door "E" ("Callejón de las Portadas, 11, 4.º E", "23 - 1ºE"): not the "E-" of a postcode
    Rule("typed_door_e", typed_street + lit("E") + right(~punct("-") & ~number()), codes="NE+CALLE", weight=1),
    Rule("typed_door_e_attached", typed_street + (lit("E") & attached()) + right(~punct("-")), codes="NE+CALLE",
         weight=1),
    # "Dr Esquerdo 46, 28007 Madrid": a street named after a doctor, written without its type
    # (not right after the author field, with or without its colon: "Remitido por Dr. Juan López Serrano 45")
    Rule("doctor_street", left(any_unit() & ~punct(":") & ~AUTHOR_FIELD_END | (any_unit() & ~AUTHOR_FIELD_END) + punct(":"))
         + (lit("Dr") | lit("Doctor")) + opt(dot) + CAP_STREET + repeat(CAP_STREET | ci("de") | ci("del"), 0, 3)
         + opt(punct(",")) + number_part + details
         + right(opt(punct(",") | punct(".")) + digits(5)), codes="NE+CALLE", weight=2),
    Rule("after_residence", after_residence, codes="NE+CALLE", weight=2),
    # the value of an address field, a street without its type, up to the punctuation or the line's end after its number:
    # "Dirección: [Mayor 5, 2º dcha].", "Dirección postal: [Santa Rosa 123 depto 4], Santiago"
    Rule("untyped_address_field", left(ADDRESS_FIELD + repeat(regex(r"[^\W\d_]+"), 0, 2) + punct(":")) + untyped_street
         + right(punct(",") | punct(".") | punct(";") | punct("(") | punct("-") | line_start()), codes="NE+CALLE", weight=2),
    Rule("after_hospital", left((tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD"))
                                + opt(punct(".") | punct(","))) + untyped, codes="NE+CALLE", weight=2),
])

"""Places: towns, provinces, regions and postcodes (MEDDOCAN TERRITORIO) and countries (PAIS).

Conventions learnt from the MEDDOCAN training notes:

* a postcode is TERRITORIO on its own, apart from the town: `[28036] [Madrid]`; a leading `E-`
  belongs to it (`[E-31008] Pamplona`); it is recognised after `CP:`/`C.P.`/`Código postal`
  (the header `CP:` gives its whole value, also foreign ones: `CP: [40140-280]`), right before a
  town of the place lexicons (`[5500] Mendoza`), or right after one (`Bilbao 48902`);
* each town, province or region is its own span: `[Getafe] - [Madrid]`, `[Tolosa], [Gipuzkoa]`,
  `[Pamplona]. [Navarra]`, `[Alcázar de San Juan] ([Ciudad Real])`;
* the header `Localidad/ Provincia:` gives one span per comma-separated part of its value
  (a country there is PAIS: `Santiago, [Chile]`); so do `Localidad:`, `Provincia:`, `Población:`, `Municipio:`,
  and on a header written on one line each value stops at the next field (`Localidad: [Paterna] CP: [46980]`);
  a town of the lexicons in the `País:` field is TERRITORIO;
* a town named with a kinship word (`Dos Hermanas`, `Paterna`), which the relatives stage tagged
  NONPHI+kinplace, is TERRITORIO wherever it is;
* a place of the lexicons (es-places: Spain; es-world: Latin-American and other cities, regions,
  smaller towns and districts, and the GeoNames towns of 5,000 inhabitants or more of Latin America and of the
  countries migrants come from) is tagged only in a place context: after a postcode, another place, a street or a
  hospital name (and a separator), between parentheses, before `, country`, a postcode or another
  place, after `natural de`, `residente en`, `vive en`, `procedente de`, `nacido en`,
  `trasladó a`, `ciudad de`, `provincia de`..., and (provinces, regions and large foreign cities
  only) after a comma or after `en`, `a`, `desde`, `hasta` (`remitido a un hospital en [Bogotá]`);
  the lexicon alone is not enough (many towns are surnames or words: `García`, `Javier`, `Una`);
  a province, region or large foreign city standing alone is TERRITORIO anywhere (favouring
  recall: on the training notes 10 right, 5 wrong), but not a street's name before its number
  (`Jujuy Nº 491`);
* a town of any name after a strong trigger (`natural de [Villanueva del Trabuco]`, `tras viajar a
  [Chefchaouen]`, `el barrio de [Triana]`; not a ward: `procedente de Urgencias`), before its province or
  country in parentheses after `en`/`desde`/`paciente de`, in `País:`, `Lugar de nacimiento:`, `Ciudad:`, and
  in a letter's date (`En [X], a 12 de marzo`); a district of any name between the street and a known town
  (`Av. Brasil 600, [Pueblo Libre], Lima`);
* a Galician article opens a town of any name (`45999 [O Zurbal]`, `natural de [A Estrada]`) and Galician particles
  stay inside one (`[A Pobra do Caramiñal]`): the lexicons hold Galicia's municipalities, not its villages; so do the
  Catalan ones (`[Sant Joan d'Alacant]`, `[Vilanova i la Geltrú]`, `natural de [L'Ametlla de Mar]`);
* a town and its province joined by a hyphen are two places (`[Somoto]-[Madriz]`); a town of any name stops
  before a province's first word (`[Tafira] [Islas Canarias]`); no Spanish postcode ends in 000;
* two towns of any name closing an address, after the street, an organisation or a postcode, before the
  line's end, the e-mail or phone, the country or a postcode (`Calle Olivos 943, [Vitacura], [Santiago].
  Email: ...`, `28935 [Móstoles] ([Madrid]) e-mail`);
* a postcode also right before the e-mail or phone closing an address (`..., [23008] nefro@...`)
  and as the value of `Localidad/ Provincia:` (`Localidad/ Provincia: [28013].`);
* a town of the lexicons near a town (`un pueblo cercano a [Plasencia]`), after a word for the patient, a
  nationality or the home and `de` (`paciente de [Leganés]`, `varón marroquí de [Nador]`, `su domicilio de
  [Moratalaz]`), and opening a dated line (`[Getafe], 12 de marzo de 2018`); a town of any name after `en`/`desde`
  before `, province` (`en [Gamones], Zamora.`); the lexicons also hold short forms (`Pozuelo`, `Talavera`), districts,
  neighbourhoods and comarcas (`Vallecas`, `Triana`, `El Bierzo`) and the home towns of migrants (`Nador`, `Bacau`);
* a country of the es-world lexicon (NE+top+pais) is PAIS wherever it is written with a capital
  (`España`, `EE. UU.`); capitalised words before `, country` are a town (`[Basel], Suiza`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# Few compound atoms (& and ~): the engine evaluates each of them for every distinct token.
NB = ~line_start()
WORD_NB = word() & NB
CAP_NAME = cap() & ~lex("NONPHI+stop") & NB
LINE_END_TOK = NB & ~punct(".") & ~punct(",")

# a province, an autonomous community or a foreign first-level region (one word: these are single-token atoms)
SPANISH_PROVINCE = either(lex("NE+top+provincia", lexicon="es-places"), lex("NE+top+ccaa", lexicon="es-places"))
PROVINCE = either(SPANISH_PROVINCE, lex("NE+top+region", lexicon="es-world"))

# Postcodes: Spanish ones (01-52 + three digits) only, and not a round thousand (no Spanish postcode ends in 000;
# "leucocitos 8.000, 12000 Plaquetas" is a count)
cp5 = regex(r"(0[1-9]|[1-4]\d|5[0-2])(00[1-9]|0[1-9]\d|[1-9]\d\d)")
postcode = opt((lit("E") | lit("ES")) + punct("-") | lit("E") | lit("ES")) + cp5  # "E-28015", "ES-28001", "E 28053"
# (its colon or a hyphen before the digits: "CP: 28001", "CP-28001", "CP.-28001")
cp_field = (lit("CP") | tag("NONPHI+cpfield") | ci("código") + ci("postal")
            | lit("CP") + punct(".")) + opt(punct(":") | punct("-"))
# (in lower case only before a colon and a Spanish postcode: "cp: 28001")
cp_field_lower = (lit("cp") | lit("c") + punct(".") + lit("p") + punct(".")) + punct(":")

# (NONPHI+kinplace: a town the relatives stage kept from being a relative, "Dos Hermanas", "Paterna")
kin_town = tag("NONPHI+kinplace")
# the Catalan article elided before a town, in lower case or with a typographic apostrophe: "[l'Hospitalet de Llobregat]",
# "[L’Hospitalet de Llobregat]" (the lexicon has "L'Hospitalet de Llobregat" and "Hospitalet de Llobregat")
ELIDED_ARTICLE = (lit("l") | lit("L")) + (regex(r"['’]") & attached())
place = opt(ELIDED_ARTICLE) + (lex("NE+top", lexicon="es-places") | lex("NE+top+ciudad", lexicon="es-world")
                               | lex("NE+top+region", lexicon="es-world") | lex("NE+top+localidad", lexicon="es-world")) \
    | kin_town
country = lex("NE+top+pais", lexicon="es-world")
sep = punct(",") | punct(".") | punct("-") | punct("/")
sep_no_period = punct(",") | punct("-") | punct("/")
# a lower-case word of a sentence, not a particle of a department's or a hospital's name ("Servicio de Urología del")
sentence_word = lower() & ~ci("de") & ~ci("del") & ~lit("y") & ~lit("i")
some_place = place | country

# what follows an address: "e-mail", "E-mail:", "Correo electrónico", "Tel."
# (the contacts stage has tagged e-mails, phones and "e-mail:" fields by now)
contact_cue = tag("NE+CORREO_ELECTRONICO") | tag("NE+NUMERO_TELEFONO") | tag("NONPHI+field") | ci("correo") \
    | ci("tel") | ci("teléfono") | ci("telf") | ci("tfno")
# A place right after another place or a postcode (context, not consumed).
anchor = (postcode | place) + opt(sep) + opt(punct("("))
TRIGGERS = [("natural", "de"), ("natural", "y"), ("residente", "en"), ("reside", "en"), ("residía", "en"),
            ("vive", "en"), ("vivía", "en"), ("procedente", "de"), ("procedentes", "de"), ("originario", "de"),
            ("originaria", "de"), ("nacido", "en"), ("nacida", "en"), ("trasladó", "a"), ("llegado", "a"),
            ("llegada", "a"), ("ciudad", "de"), ("provincia", "de"), ("localidad", "de"), ("municipio", "de"),
            ("pueblo", "de"), ("viaje", "a"), ("viajó", "a"), ("emigró", "a"), ("regresó", "a"), ("volvió", "a"),
            ("domiciliado", "en"), ("domiciliada", "en"), ("afincado", "en"), ("afincada", "en"), ("oriundo", "de"),
            ("oriunda", "de"), ("zona", "de"), ("comarca", "de"), ("isla", "de"), ("residentes", "en"),
            # "vecino de Leganés", "procede de Tánger", "regresa de Dakar"
            ("vecino", "de"), ("vecina", "de"), ("vecinos", "de"), ("nativo", "de"), ("nativa", "de"),
            ("procede", "de"), ("procedía", "de"), ("proviene", "de"), ("provenía", "de"), ("regresa", "de"),
            ("regresó", "de"), ("vuelve", "de"), ("volvió", "de"), ("viene", "de"), ("venía", "de"),
            ("natural", "del"), ("originario", "del"), ("originaria", "del"),
            # "trasladada a Fuentelapeña", "tras viajar a Oruro"
            ("trasladado", "a"), ("trasladada", "a"), ("trasladados", "a"), ("traslada", "a"), ("trasladarse", "a"),
            ("trasladado", "desde"), ("trasladada", "desde"), ("viajar", "a"), ("viajado", "a"), ("viaja", "a"),
            ("viajes", "a"), ("mudó", "a"), ("mudarse", "a"), ("emigrar", "a"), ("estancia", "en"),
            ("vacaciones", "en"), ("veraneo", "en"), ("veranea", "en"),
            # near a town: "un pueblo cercano a [Plasencia]", "en las afueras de [Toledo]"
            ("cerca", "de"), ("cercano", "a"), ("cercana", "a"), ("próximo", "a"), ("próxima", "a"), ("afueras", "de"),
            ("alrededores", "de"), ("cercanías", "de"), ("inmediaciones", "de"),
            # "en su domicilio de [Moratalaz]", "ha estado en [Tetuán]"
            ("domicilio", "de"), ("estado", "en"), ("lleva", "en"), ("llevaba", "en"),
            # moves and trips to a town: "se desplazó a [Toledo]", "había ido a [Lucena]", "a su vuelta a [Vigo]"
            ("desplazó", "a"), ("desplaza", "a"), ("desplazado", "a"), ("desplazada", "a"), ("marchó", "a"),
            ("fue", "a"), ("ido", "a"), ("regreso", "a"), ("vuelta", "a"), ("retorno", "a"), ("excursión", "a"),
            ("habitante", "de"), ("habitantes", "de"), ("procedencia", "de"), ("inmigrante", "de"),
            ("emigrante", "de"), ("rural", "de"), ("rural", "en")]
# (an adverb may stand between the verb and its preposition: "vive solo en", "reside actualmente en")
trigger_adverb = opt(alt(*(ci(w) for w in ["solo", "sola", "solos", "actualmente", "habitualmente", "habitual", "ahora",
                                           "también", "temporalmente", "siempre",
                                           # "viajes frecuentes a", "viaje reciente a"
                                           "reciente", "recientes", "frecuente", "frecuentes", "anual", "anuales"]))
                     # any adverb in -mente ("viajó recientemente a"), a frequency or a time ("viaja con frecuencia a",
                     # "reside desde hace 10 años en", "nacido en 1950 en", "ha residido con anterioridad en")
                     | regex(r"(?i)[a-záéíóúñ]{3,}mente") | ci("con") + (ci("frecuencia") | ci("anterioridad"))
                     | opt(ci("desde")) + ci("hace") + any_unit() + regex(r"(?i)d[ií]as?|semanas?|mes(es)?|años?")
                     | (ci("desde") | ci("en")) + (tag("NE+FECHAS") | regex(r"(19|20)\d\d"))
                     | tag("NONPHI+duration"))
trigger = alt(*(ci(a) + trigger_adverb + ci(b) for a, b in TRIGGERS)) + opt(ci("la") | ci("el") | ci("los") | ci("las"))

# triggers after which a capitalised name is a place even when the lexicons do not know it
STRONG_TRIGGERS = [("natural", "de"), ("residente", "en"), ("reside", "en"), ("vive", "en"), ("procedente", "de"),
                   ("originario", "de"), ("originaria", "de"), ("nacido", "en"), ("nacida", "en"), ("oriundo", "de"),
                   ("oriunda", "de"), ("domiciliado", "en"), ("domiciliada", "en"), ("residentes", "en"),
                   ("vecino", "de"), ("vecina", "de"), ("vecinos", "de"), ("residía", "en"), ("vivía", "en"),
                   ("afincado", "en"), ("afincada", "en"), ("pedanía", "de"), ("procedentes", "de"),
                   # travels and moves: "tras viajar a [Chefchaouen]", "de vacaciones en [Tavira]", "emigró a [Lyon]"
                   ("viajar", "a"), ("viajado", "a"), ("viajó", "a"), ("viaje", "a"), ("viajes", "a"), ("viaja", "a"),
                   ("viajaba", "a"),
                   ("vacaciones", "en"), ("veraneo", "en"), ("veranea", "en"), ("emigró", "a"), ("emigró", "desde"),
                   ("emigrar", "a"), ("mudó", "a"), ("mudarse", "a"),
                   # "con residencia en", "nació en", "viviendo en", "empadronado en"
                   ("residencia", "en"), ("nació", "en"), ("residiendo", "en"), ("viviendo", "en"),
                   ("empadronado", "en"), ("empadronada", "en"),
                   # "ha vivido en", "vivió en", "naturales de", "con domicilio en", "tras regresar de"
                   ("vivió", "en"), ("vivido", "en"), ("residió", "en"), ("residido", "en"), ("nacidos", "en"),
                   ("nacidas", "en"), ("naturales", "de"), ("originarios", "de"), ("originarias", "de"),
                   ("oriundos", "de"), ("oriundas", "de"), ("domicilio", "en"), ("regresó", "de"), ("regresa", "de"),
                   ("regresar", "de"), ("regresado", "de"), ("estuvo", "en"),
                   # "procedente del Rif", "natural del Alentejo"
                   ("natural", "del"), ("procedente", "del"), ("procedentes", "del"), ("originario", "del"),
                   ("originaria", "del"), ("oriundo", "del"), ("oriunda", "del"), ("vecino", "del"), ("vecina", "del"),
                   # the Latin-American "residente de", "nacido y criado en", "emigrado de", "llegó desde", "la zona
                   # rural de", "el área urbana de"
                   ("residente", "de"), ("residentes", "de"), ("criado", "en"), ("criada", "en"), ("emigrado", "de"),
                   ("emigrada", "de"), ("emigró", "de"), ("emigrado", "desde"), ("emigrada", "desde"),
                   ("llegó", "desde"), ("llegada", "desde"), ("llegado", "desde"), ("llegados", "desde"),
                   ("rural", "de"), ("rural", "del"), ("urbana", "de"), ("urbana", "del"), ("urbano", "de"),
                   ("periferia", "de"), ("extrarradio", "de"),
                   # a trip through a country or town: "durante un viaje por [Kenia]", "de viaje en [Tánger]"
                   ("viaje", "por"), ("viajes", "por"), ("viajó", "por"), ("viajar", "por"), ("viaje", "en"),
                   # an arrival: "hace 3 semanas que ha llegado a [Barcelona]"
                   ("llegado", "a"), ("llegada", "a"), ("llegó", "a"), ("llegar", "a"), ("llegaron", "a"),
                   # the Latin-American "proveniente de": "varón de 25 años, proveniente de [Zurbaquén]"
                   ("proveniente", "de"), ("provenientes", "de"), ("proveniente", "del"), ("provenientes", "del"),
                   # a visit: "de visita en [Zurbaquén]"; a childhood: "pasó su infancia en [Zurbaquén]"
                   ("visita", "en"), ("infancia", "en"), ("niñez", "en"), ("juventud", "en"),
                   # a stay somewhere, without its length: "tras una estancia en [Zurbaquén]", "estancia reciente en
                   # [Zurbaquén]" (a ward is no town: "su estancia en Urgencias", "estancia en UCI")
                   ("estancia", "en"), ("estancias", "en")]
# a noun for a place, in lower case, before "de": "el barrio de [Triana]", "la comarca de [La Vera]", "la ciudad de
# [Cochabamba]" (in lower case only: "Ciudad de México" is one name; not "departamento", "estado": "el departamento de
# Cirugía", "estado de Salud"; nor "isla", "región": "isla de Reil", "región de Broca")
PLACE_NOUNS = ["barrio", "barriada", "distrito", "aldea", "pedanía", "comarca", "localidad", "municipio", "pueblo",
               "población", "concejo", "corregimiento", "cantón", "condado",
               "ciudad", "provincia", "villa", "parroquia", "caserío",
               # a Latin-American village: "residente en la comunidad de [Zurbaquén]" (in lower case only: "Comunidad de
               # La Rioja 1-3ºC" is a street)
               "comunidad"]
# (a qualifying word may stand between the noun and "de": "la localidad zamorana de [Gamones]", "la pedanía murciana de
# [Sucina]", "su pueblo natal de [Lucena]"; not after "población": "la población general de Europa")
PLACE_NOUN_ADJECTIVE = lower() & regex(r"[a-záéíóúñü]{4,}") & ~ci("para") & ~ci("como") & ~ci("entre")
# a noun for a place right before its name, the Latin-American way: "el municipio [Libertador]", "la parroquia [San Blas]",
# "el cantón [Cuenca]"
BARE_PLACE_NOUNS = ["municipio", "parroquia", "cantón", "corregimiento", "pedanía", "comarca", "aldea", "caserío"]
# a visit, or a stay of some length: "tras visitar [Tánger]", "una estancia de 3 meses en [Tánger]"
VISIT_VERB = either(*(ci(w) for w in ["visitar", "visitó", "visitado", "visitada", "visitaron", "visitando"]))
STAY = (ci("estancia") | ci("estancias") | ci("viaje") | ci("residencia") | ci("vacaciones")) + ci("de") \
    + any_unit() + opt(regex(r"(?i)d[ií]as?|semanas?|mes(es)?|años?")) + (ci("en") | ci("a")) \
    | tag("NONPHI+duration") + ci("en")  # (the ages stage tags "estancia de 3 meses" as a duration)
strong_trigger = (alt(*(ci(a) + trigger_adverb + ci(b) for a, b in STRONG_TRIGGERS)) | VISIT_VERB | STAY
                  | alt(*(lit(n) for n in BARE_PLACE_NOUNS))
                  | alt(*(lit(n) for n in PLACE_NOUNS)) + (ci("de") | ci("del"))
                  | alt(*(lit(n) for n in PLACE_NOUNS if n != "población")) + PLACE_NOUN_ADJECTIVE
                  + (ci("de") | ci("del"))
                  # a place near a town: "una aldea próxima a [Zurbaquén]", "un pueblo cercano a [Zurbaquén]"
                  | alt(*(lit(n) for n in PLACE_NOUNS)) + regex(r"cercan[oa]|pr[oó]xim[oa]") + (ci("a") | ci("al"))) \
    + opt(ci("la") | ci("el") | ci("los") | ci("las"))
# Header "Localidad/ Provincia: a, b": each part.
# (also the other names of the field, and the province's own field on a one-line header: "Provincia: [Cuenca]")
TOWN_FIELD = either(ci("Localidad"), ci("Provincia"), ci("Población"), ci("Poblacion"), ci("Municipio"), lit("Ciudad"),
                    # the district's fields of Spanish and Latin-American headers: "Barrio: [Triana]", "Comuna: [Maipú]"
                    # ("Distrito:", "Parroquia:", "Cantón:", "Corregimiento:", "Pedanía:")
                    lit("Barrio"), lit("Comuna"), lit("Distrito"), lit("Parroquia"), lit("Cantón"), lit("Corregimiento"),
                    lit("Pedanía"))
# (also "Lugar de nacimiento:", "Lugar de residencia:", "Ciudad:")
# ("Localidad de nacimiento:", "Ciudad de residencia:", "Municipio de origen:")
PLACE_FIELD = (lit("Lugar") | TOWN_FIELD) + ci("de") \
    + (ci("nacimiento") | ci("residencia") | ci("origen") | ci("procedencia"))
loc_field = (TOWN_FIELD + opt(punct("/") + opt(TOWN_FIELD)) | PLACE_FIELD) + punct(":")
# (a header written on one line: the value stops at the next field, "Localidad: [Paterna] CP: 46980 Provincia: ...")
FIELD_WORD = regex(runpy.run_path(str(Path(__file__).with_name("_fields.py")))["FIELD_LABELS"] + r"|Domicilio|Direcci[oó]n")
# (the value's first word may be a field's word: "Localidad/ Provincia: [Población de Arroyo]"; a name the names
# stage took there is part of the town's name: "[Pobladura de Pelayo García]")
NAME_TAG = either(tag("NE+NOMBRE_SUJETO_ASISTENCIA"), tag("NE+NOMBRE_PERSONAL_SANITARIO"))
# a town of the lexicons, which ends the value of the header "CP:" line ("CP: [45999] [Toledo]")
CP_TOWN = cap() & lex("NE+top", lexicon="es-places")
# (not a value that says there is none: "Localidad/ Provincia: No consta.", "Desconocida", "Sin datos")
NOT_STATED = regex(r"(?i)no|sin|desconoce|desconocid[oa]|ignorad[oa]")  # (see NOT_A_PLACE_VALUE)
CP_VALUE_TOK = NB & ~FIELD_WORD & ~punct(":") & ~CP_TOWN
CP_VALUE_END = LINE_END_TOK & ~FIELD_WORD & ~punct(":") & ~CP_TOWN
FIRST_LOC_WORD = either(WORD_NB & ~NOT_STATED, NAME_TAG)
LOC_WORD = either(WORD_NB & ~FIELD_WORD, NAME_TAG)
# (a hyphen with spaces around it separates two places: "[Getafe] - [Madrid]"; one written between two words joins them:
# "[Vitoria-Gasteiz]")
part_tok = LOC_WORD | (punct("-") & attached()) | punct("'") | punct(".")
# "Localidad/ Provincia: [Mostoles] [Madrid]": a province or region after a capitalised word is a part of its
# own; after a particle it ends the town's name ("Villanueva de Córdoba")
loc_part = FIRST_LOC_WORD + opt(repeat(part_tok, 0, 5) + (LOC_WORD & ~(cap() & PROVINCE))) \
    | FIRST_LOC_WORD + repeat(part_tok, 0, 4) + (lower() & NB) + LOC_WORD \
    | FIRST_LOC_WORD + repeat(part_tok, 0, 4) + (regex(r"[A-Z]") & NB) + punct(".") \
    | place  # "Bogotá D.C."; a town of the lexicons whose last word is a province's: "[Sant Joan d'Alacant]"

# A town of any name right after a postcode: "33423 [Soto de Llanera]", "08950 [Esplugues]"
# not a trigger's first word opening a sentence: "Natural de Getafe (Madrid)" is no town "Natural de Getafe"
TRIGGER_WORD = either(*(lit(w.capitalize()) for w in sorted({a for a, _ in TRIGGERS})
                        if w not in ("ciudad", "isla", "pueblo")))
# (not a particle written with a capital, which opens no town: the Mexican borough's "Del. Benito Juárez")
TOWN_WORD = CAP_NAME & regex(r"[^\W\d_]{2,}") & ~lex("NE+top+pais", lexicon="es-world") & ~TRIGGER_WORD & ~regex(r"De|Del")
# later bare words: not a place of their own ("28905 [Getafe] - [Madrid]", "39770 [Laredo] [Cantabria]")
# (nor the first word of a province's, region's or island's name of several words, which is the next place: "35016
# [Arucas] [Islas Canarias]", "3 [Membrilla] [Ciudad Real]", "[Tegueste] [Santa Cruz de Tenerife]", "[Tlalpan] [Distrito
# Federal]")
NEXT_PLACE_WORD = regex(r"Islas?|Illes|Ciudad|Santa|Santo|San|Sant|Las|La|Los|El|A|Comunidad|Comunitat|Castilla|Regi[oó]n"
                        r"|Provincia|Principado|Distrito|Estado|Departamento|Pa[ií]s|Rep[uú]blica|Gran|Capital")
LATER_TOWN_WORD = TOWN_WORD & ~lex("NE+top", lexicon="es-places") & ~lex("NE+top", lexicon="es-world") & ~upper() \
    & ~NEXT_PLACE_WORD  # not "SP"
town_particle_part = (ci("de") | ci("del") | ci("de") + (ci("la") | ci("las") | ci("los") | ci("el"))) + TOWN_WORD \
    | (punct("-") & attached()) + (cap() & attached() & ~lex("NE+top+pais", lexicon="es-world")
                                   & ~PROVINCE)  # not "Concepción-[Chile]", "Alcorcón-[Madrid]"
# a town named after a saint or a person, which the names stage took for a person's name: "[Casas de Fernando Alonso]",
# "[Navas de San Antonio]", "[San Bartolomé de la Torre]"
SAINT = lit("San") | lit("Santa") | lit("Santo") | lit("Sant")
town_particle_part = town_particle_part | (ci("de") | ci("del")) + opt(SAINT) + NAME_TAG
# Galician and Portuguese particles inside a town's name: "[A Pobra do Caramiñal]", "[Porto do Son]", "[Ponte da Barca]"
town_particle_part = town_particle_part | (lit("do") | lit("da") | lit("dos") | lit("das")) + TOWN_WORD
# ... and the Catalan ones, the elided "d'" and the "i" that joins two names: "[Sant Joan d'Alacant]", "[Sant Sadurní
# d'Anoia]", "[Vilanova i la Geltrú]" ("i" is no Spanish word)
town_particle_part = town_particle_part | lit("d") + (regex(r"['’]") & attached()) + (TOWN_WORD & attached()) \
    | lit("i") + opt(lit("la") | lit("el") | lit("les")) + TOWN_WORD
# ... and a lower-case article without "de" before the name's last word: "[Alcalá la Real]", "[Fuente el Saz]", "[Torrejón
# el Rubio]" (not a day or a month written with a capital: "vive en [Zurbaquén] el Martes ...")
CALENDAR_WORD = regex(r"Lunes|Martes|Mi[eé]rcoles|Jueves|Viernes|S[aá]bado|Domingo|Enero|Febrero|Marzo|Abril|Mayo|Junio"
                      r"|Julio|Agosto|Septiembre|Setiembre|Octubre|Noviembre|Diciembre")
town_particle_part = town_particle_part | (lit("la") | lit("el") | lit("las") | lit("los")) + (TOWN_WORD & ~CALENDAR_WORD)
saint_name_town = SAINT + NAME_TAG
town_rest = repeat(town_particle_part | LATER_TOWN_WORD, 0, 3)
# a Galician article opening a town's name, a word of one letter that TOWN_WORD leaves out: "45999 [O Zurbal]", "[A
# Estrada]", "[Os Blancos]", "[As Pontes]" (Galicia names its villages and parishes so: the lexicons hold the
# municipalities, not the thousands of villages)
GALICIAN_ARTICLE = regex(r"O|A|Os|As")
galician_town = (GALICIAN_ARTICLE & NB) + (TOWN_WORD & ~lex("NE+top+pais", lexicon="es-world")) + town_rest
# a known town is not continued by a bare capitalised word, which is the next place: "35016 [Casabermeja]
# [Casas de los Pinos]", "04005-005 [Guntín] [Vilanova de la Barca]" (its particles and a qualifying adjective
# still belong to it: "Villanueva de Arriba", "Fuentealbilla Nueva")
KNOWN_TOWN_WORD = TOWN_WORD & lex("NE+top", lexicon="es-places")
TOWN_ADJECTIVE = either(*(lit(w) for w in ["Nueva", "Nuevo", "Vieja", "Viejo", "Real", "Alta", "Alto", "Baja", "Bajo",
                                           "Mayor", "Menor", "Grande", "Chico", "Norte", "Sur", "Este", "Oeste"]))
# a town's name opened by an abbreviated word: "[Sta. Cruz de La Palma]", "[Pto. Real]", "[Vva. de la Serena]"
TOWN_ABBREVIATION = regex(r"Sta|Sto|Pto|Vva|Stgo|Sn|S|Ntra")
abbreviated_town = (TOWN_ABBREVIATION & NB) + (punct(".") & attached()) \
    + ((cap() & NB & ~country) | town_particle_part) + town_rest
known_town = KNOWN_TOWN_WORD + repeat(town_particle_part | TOWN_ADJECTIVE, 0, 3)
# (also a town of the lexicons whose name has a lower-case article: "[Tabanera la Luenga]", "[Fuente el Saz de Jarama]")
town_seq = opt(ELIDED_ARTICLE) + ((TOWN_WORD & ~lex("NE+top", lexicon="es-places")) + town_rest | known_town) \
    | abbreviated_town | saint_name_town + town_rest | galician_town | place
# building and flat words of an address, not a district: "Edf. Argentina", "Urb. Los Pinos"
BUILDING_WORD = regex(r"(?i)edf|edif|edificio|esc|escalera|urb|urbanización|col|colonia|bloque|portal|piso|planta|local"
                      r"|torre|puerta|barrio|sector|zona")
# words that open a department or a place inside a building, not a town: "Hospital X. Servicio de ..."
DEPARTMENT_WORD = regex(r"Servicio|Unidad|Secci[oó]n|Departamento|Consultas?|Planta|Pabell[oó]n|M[oó]dulo|"
                        r"[AÁ]rea|Cl[ií]nica|Laboratorio|Instituto|Facultad|Escuela|Centro|Hospital|Urgencias|"
                        r"Atenci[oó]n|Medicina|Cirug[ií]a|Pediatr[ií]a|Tel|Fax|Email|Mail|CP|Apartado|"
                        # (a department that is also a field of study: "estudiante de Enfermería", "licenciado en
                        # Farmacia")
                        r"Enfermer[ií]a|Farmacia|Fisioterapia|Psicolog[ií]a|Odontolog[ií]a|Veterinaria|Magisterio|"
                        r"Ingenier[ií]a|Arquitectura|Derecho|Biolog[ií]a|Qu[ií]mica|Econ[oó]micas|Empresariales|"
                        r"Periodismo|Inform[aá]tica|Filolog[ií]a|Odontolog[ií]a|Nutrici[oó]n|Log[oó]pedia|Podolog[ií]a")
# an Argentine postcode, its province's letter, four digits and three letters (the tokenizer splits it): "B6450", "C1059ABG"
AR_CP = regex(r"[A-Z]") + (digits(4, 4) & attached()) + opt(regex(r"[A-Z]{3}") & attached())
org = tag("NE+HOSPITAL") | tag("NE+INSTITUCION") | tag("NE+CENTRO_SALUD")
foreign_cp = regex(r"\d{4,6}") + opt((punct("-") & attached()) + (regex(r"\d{3,4}") & attached())) \
    | regex(r"[A-Z]\d{4}[A-Z]{3}")

# Capitalised words before ", country" (foreign towns: Basel, Lübeck, Fort Worth).
# ("Marcy l'Etoile", "Saint-Priest", "Franklin Lakes")
# (a later word that is a known place is a place of its own: "15679 [Ames] [A Coruña], España")
# a US state or a region between a foreign town and its country: "Sunnyvale, CA, USA", "Warsaw, IN, EE. UU."
US_STATES = ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH "
             "OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC").split()
us_state = either(*(lit(s) for s in US_STATES))
# (nor a US state's abbreviation, a place of its own: "[Minneapolis] [MN], USA")
LATER_CAP_NAME = CAP_NAME & ~lex("NE+top", lexicon="es-places") & ~lex("NE+top", lexicon="es-world") & ~us_state
town_words = CAP_NAME + repeat(LATER_CAP_NAME | (lit("l") | lit("d")) + punct("'") + cap()
                               | (punct("-") & attached()) + cap(), 0, 2) \
    | town_seq  # "Aldeanueva del Pinar, España"
SHORT_ACRONYM = upper() & regex(r"[A-ZÁÉÍÓÚÑ]{2,5}")
# the word that names a first-level division before its name: "..., [Chivilcoy], Provincia de Buenos Aires"
# (also abbreviated: "..., [Vicente López], Pcia. de Buenos Aires", "Prov. de Córdoba", "Edo. Zulia", "Dpto. de Caldas")
DIVISION_WORD = regex(r"(?i)provincia|departamento|estado|regi[oó]n|comunidad") \
    | regex(r"Pcia|Prov|Edo|Depto|Dpto") + (punct(".") & attached())
# what may stand before the separator ahead of a postcode: not a lower-case word, the thousands of a count ("8.500",
# tokenized 8 . 500) nor a closing parenthesis (the end of a street without its tag, "s/n", a door letter, a district
# are)
NOT_A_COUNT = ~(regex(r"\d{3}") & attached()) & ~punct(")") & ~(lower() & ~lit("n") & ~lit("sn") & ~lit("dcha") & ~lit("izda")
                                                  & ~lit("izq") & ~lit("bajo") & ~lit("piso"))
# large cities (tagged anywhere) whose name is also a clinical or common word
CLINICAL_WORD_CITY = regex(r"Colon|Col[oó]n|Resistencia|Independencia|Colonia|Concepci[oó]n|Fortaleza|Providencia|Natal"
                           r"|Manta|Pasto|Lim[oó]n|Posadas|Recoleta|Corrientes")
# a province, a community, an island or a foreign first-level region, of one word or several
BIG_DIVISION = lex("NE+top+provincia", lexicon="es-places") | lex("NE+top+ccaa", lexicon="es-places") \
    | lex("NE+top+isla", lexicon="es-places") | lex("NE+top+region", lexicon="es-world")
# an adjective that qualifies a specialty: "Cardiología Pediátrica", "Cirugía Digestiva", "Radiología Intervencionista"
SPECIALTY_ADJECTIVE = regex(r"[A-ZÁÉÍÓÚ][a-záéíóúñ]*(ic[ao]s?|iv[ao]s?|il|ista|ógic[ao]s?|ari[ao]s?)")
# a word for the patient before "de" and a town: "paciente de [Gamones] (Zamora)", "varón de [Tafira] (Gran Canaria)"
PATIENT_WORD = regex(r"(?i)paciente|var[oó]n|mujer|hombre|niño|niña|señor|señora|chico|chica|joven|anciano|anciana")
# a place where one works or lives, in lower case, before "de" and a town of the lexicons: "una granja de [Tudela]" (a
# closed list: after other nouns "de" and a capitalised word is an eponym, "maniobra de Romberg", "síndrome de Tolosa")
WORKPLACE_NOUN = regex(r"granjas?|fábricas?|fincas?|cortijos?|minas?|canteras?|explotaci[oó]n|invernaderos?|talleres?|taller"
                       r"|obras?|almacenes|almacén|oficinas?|empresas?|colegios?|escuelas?|institutos?|guarderías?"
                       r"|urbanizaci[oó]n|casas?|pisos?|chalets?|cárcel|prisi[oó]n|camping|playas?")
# after a trigger, a town of any name, but not a ward, a department or a unit's acronym: "procedente de Urgencias",
# "procedente de Atención Primaria", "procedente de UCI", "procedente del Servicio de Neurología"
WARD_WORD = regex(r"Quir[oó]fanos?|Reanimaci[oó]n|Primaria|Domicilio|Residencia|Hospitalizaci[oó]n|Observaci[oó]n|"
                  r"Neonatolog[ií]a|Paritorio|Partos|Cuidados|Intensivos|Otro|Otra|Consulta|Neonatos|Lactantes|Prematuros|"
                  r"Maternidad|Cr[ií]ticos|Semicr[ií]ticos|Agudos|Cr[oó]nicos|Coronarias?|Aislamiento|Quemados|"
                  r"Hemodi[aá]lisis|Di[aá]lisis|Tratamiento|Seguimiento|Control|Rehabilitaci[oó]n|Remisi[oó]n|Lista")
UNKNOWN_TOWN_WORD = TOWN_WORD & ~lex("NE+top", lexicon="es-places") & ~DEPARTMENT_WORD & ~WARD_WORD & ~SHORT_ACRONYM
# (also a town named "Don"/"Doña" and a first name that the patient_names stage took for the patient's, after a strong
# trigger: "Nombre: Benito ..." ... "natural de [Don Benito]", "[Doña Mencía]", "[Don Álvaro]")
# (a capitalised article opens the name and is no town by itself: "el barrio de [El Raval]", "natural de [La Tebaida]")
TOWN_ARTICLE = lit("El") | lit("La") | lit("Los") | lit("Las")
trigger_town = (UNKNOWN_TOWN_WORD & ~either(lit("El"), lit("La"), lit("Los"), lit("Las"))) + town_rest | known_town \
    | abbreviated_town | (SAINT | lit("Don") | lit("Doña")) + NAME_TAG + town_rest \
    | TOWN_ARTICLE + (UNKNOWN_TOWN_WORD | KNOWN_TOWN_WORD) + town_rest | galician_town \
    | ELIDED_ARTICLE + (UNKNOWN_TOWN_WORD | KNOWN_TOWN_WORD) + town_rest \
    | lit("Ciudad") + ci("de") + country  # a capital named after its country: "[Ciudad de Guatemala]", "[Ciudad de Panamá]"
# a header field of the patient's origin and its value, a town of any name but not a ward or an unknown origin
# (also after another field's value on the same line, "Nacionalidad: marroquí. Procedencia: [Nador]", and the habitual
# residence, "Residencia habitual: [Nador]")
ORIGIN_WORD = either(lit("Procedencia"), lit("Origen"), lit("Residencia"))
ORIGIN_FIELD = ((line_start() & ORIGIN_WORD) | punct(".") + ORIGIN_WORD) + opt(ci("habitual") | ci("actual")) \
    | (line_start() & lit("Natural")) + ci("de") | (line_start() & either(lit("Nacido"), lit("Nacida"))) + ci("en")
# (a value that states no place, NOT_STATED, or names a kind of place or origin)
NOT_A_PLACE_VALUE = either(NOT_STATED, regex(r"(?i)propi[oa]|habitual|familiar|rural|urban[oa]|s[ií]|ningun[oa]"
                                             r"|otr[oa]s?|extranjer[oa]|nacional|espa[nñ]ol[a]?|geri[aá]trica|asistida"))
origin_town = (UNKNOWN_TOWN_WORD & ~NOT_A_PLACE_VALUE) + town_rest | known_town
PLACE_NOT_ACRONYM = either(lex("NE+top", lexicon="es-places"), lex("NE+top+ciudad", lexicon="es-world"),
                           lex("NE+top+region", lexicon="es-world"), lex("NE+top+localidad", lexicon="es-world")) \
    & ~SHORT_ACRONYM
# a sentence's first word before a comma: "Además, España ..."
SENTENCE_OPENER = either(regex(r"[^\W\d_]+mente"), *(lit(w) for w in [
    "Además", "Asimismo", "Así", "Hoy", "Ahora", "Entonces", "Luego", "Después", "Antes", "Ayer", "Tampoco",
    "También", "Sin", "Por", "En", "Para", "Con", "Aunque", "Pero", "Sí", "No", "Bien", "Allí", "Aquí", "Ya"]))
state = us_state | lex("NE+top+region", lexicon="es-world")
# the abbreviation of a Mexican state between the town and the country, which the training notes leave unlabelled
# ("Aguascalientes, Ags., México", "San Luis Potosí SLP México"): "[Torreón], Coah. México", "[Monterrey] N.L. México"
MX_NUEVO_LEON = lit("N") + (punct(".") & attached()) + (lit("L") & attached()) + opt(punct(".") & attached())
MX_STATE_WORD = regex(r"Ags|Coah|Chis|Chih|Dgo|Gto|Gro|Hgo|Jal|Mich|Mor|Nay|Oax|Pue|Qro|Sin|Son|Tab|Tamps|Tlax|Ver|Yuc|Zac")
MX_STATE = (MX_STATE_WORD & NB) + opt(punct(".") & attached()) | MX_NUEVO_LEON

# a town closing an address (after the street, an organisation or a postcode) and what ends the address
address_town = (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~MX_STATE_WORD) + town_rest | abbreviated_town | saint_name_town + town_rest \
    | galician_town
address_end = line_start() | contact_cue | country | cp5 | punct("(") + (some_place | postcode) | tag("NONPHI+cpfield") \
    | lit("CP") | ci("código") + ci("postal")
# (a postcode opens the address's towns only after a word that is no count's: not "se administraron 15407 Unidades.
# Alta."; its period may follow it: "45600. [Zurbaquén]. [Toledo] Teléfono: ...")
cp_opener = NOT_A_COUNT + (postcode | tag("NE+TERRITORIO+cp")) + opt(punct(",") | punct("-") | punct("."))
address_opener = tag("NE+CALLE") + opt(sep) | org + opt(punct(",") | punct(".")) | cp_opener
# a Spanish postcode after a district or a town of any name, before the town that closes the address (a place of
# its own, the e-mail, the phone, the country or the line's end after it): "Vallejuelo [15407]. Zurbaquén. España.",
# "Tentedre [36760] Zurbaquén E-mail: ..." (not a department's word: "Servicio de Urología 28001 ...")
closing_cp_left = cap() & NB & ~DEPARTMENT_WORD & ~WARD_WORD
closing_after_town = opt(punct(".") | punct(",") | punct("-")) \
    + (address_end | address_town + opt(punct(".") | punct(",")) + address_end)
town_sep = punct(",") | punct(".") | punct("-") | punct("(") | punct("/")
STAGE = Stage("places", [
    # postcodes
    # (a foreign postcode with its suffix: "CP. 40140-276")
    # (Colombian and Ecuadorian postcodes have six digits, Chilean ones seven: "CP 110231", "C.P. 8420000")
    Rule("cp_field", left(cp_field) + (postcode | digits(4, 7) + opt((punct("-") & attached())
                                                                     + (digits(3, 4) & attached()))),
         codes="NE+TERRITORIO+cp"),
    Rule("cp_field_lower", left(cp_field_lower) + cp5, codes="NE+TERRITORIO+cp"),
    # the header "CP:" line: its whole value ("CP: 40140-280", "CP: C1031", "CP: 110151"), but not a town written
    # after the postcode ("CP: [45999] [Toledo]")
    # (not a value that says there is none: "CP: No consta.", "CP: Desconocido.")
    Rule("cp_header", left((line_start() & lit("CP")) + punct(":"))
         + ((CP_VALUE_TOK & ~NOT_STATED) + repeat(CP_VALUE_TOK, 0, 11) + CP_VALUE_END | CP_VALUE_END & ~NOT_STATED),
         codes="NE+TERRITORIO+cp", weight=1),
    # a town written as the value of the "CP:" line, which the header's postcode rule leaves to the town rules: "CP:
    # [Alcubillas].", "CP: [Villarmentero de Campos]" (not cut before the known town "Campos")
    Rule("town_in_cp_header", left((line_start() & lit("CP")) + punct(":")) + origin_town + right(opt(punct(".")) + line_start()),
         codes="NE+TERRITORIO+top", weight=2),
    Rule("cp_before_place", postcode + right(opt(punct(",") | punct("-") | punct(".")) + opt(punct("(")) + some_place),
         codes="NE+TERRITORIO+cp", weight=1),
    Rule("cp_after_place", left(place + opt(punct(",") | punct("-") | punct(".") | punct(")"))) + postcode,
         codes="NE+TERRITORIO+cp", weight=1),
    Rule("foreign_cp", digits(4, 5) + right(opt(punct(",")) + place), codes="NE+TERRITORIO+cp", weight=2),
    Rule("cp_in_parens", left(punct("(")) + postcode + right(punct(")")), codes="NE+TERRITORIO+cp", weight=1),
    # a foreign postcode right after its town (or a federal district's D.F./D.C.), before the e-mail, phone or country:
    # "México D.F. [6100] E-mail: ...", "Bogotá [110111], Colombia"
    Rule("foreign_cp_after_town", left(place + opt(lit("D") + punct(".") + (lit("F") | lit("C")) + punct("."))
                                       + opt(punct(","))) + foreign_cp
         + right(opt(punct(",") | punct(".")) + (contact_cue | country | punct("(") + country)),
         codes="NE+TERRITORIO+cp", weight=2),
    # ... or closing the line: a Latin-American postcode of six or seven digits, after the towns that close an address
    # ("Carrera 7 # 45-10, Bogotá [110231]", "Av. Apoquindo 3000, Las Condes, Santiago [7550000]"); no Spanish postcode
    # has six digits
    Rule("six_digit_cp_after_town", left((tag("NE+CALLE") | org) + opt(sep) + repeat(place + sep, 0, 2)
                                         + (place | town_seq) + opt(punct(","))) + digits(6, 7)
         + right(opt(punct(".")) + line_start()),
         codes="NE+TERRITORIO+cp", weight=2),
    # ... and a foreign postcode of four or five digits (with its suffix: "Caracas [1010-A]") after a town of the lexicons
    # closing an address, before the line's end or the e-mail: "Gascón 450, Buenos Aires [1181]", "Hospital Vargas.
    # Caracas [1010-A]. E-mail: ..." (a year is a date by now)
    Rule("foreign_cp_closing_line", left((tag("NE+CALLE") | org) + opt(sep) + repeat(place + sep, 0, 2) + place)
         + digits(4, 5) + opt((punct("-") & attached()) + (regex(r"[A-Z]|\d{3,4}") & attached()))
         + right(opt(punct(".")) + (line_start() | contact_cue)), codes="NE+TERRITORIO+cp", weight=2),
    # (and the town of any name before it: "Las Condes, [Santiago] 7550000")
    Rule("town_before_six_digit_cp", left((tag("NE+CALLE") | org) + opt(sep) + repeat(place + sep, 0, 2)) + town_seq
         + right(opt(punct(",")) + digits(6, 7) + opt(punct(".")) + line_start()), codes="NE+TERRITORIO", weight=2),
    # the postcode closing an address after an organisation, at the line's end: "Hospital Central, [28001]."
    Rule("cp_closing_after_org", left(org + opt(punct(",") | punct(".") | punct("-"))) + postcode
         + right(opt(punct(".")) + line_start()), codes="NE+TERRITORIO+cp", weight=1),
    # the postcode closing an address, right before the e-mail or phone: "Extremadura, 2, P3 2E, [23008] nefro@..."
    Rule("cp_before_contact", left(punct(",") | punct(".") | tag("NE+CALLE") | tag("NE+HOSPITAL")) + postcode
         + right(opt(punct(",") | punct(".")) + contact_cue), codes="NE+TERRITORIO+cp", weight=1),
    # a postcode between the street (or a district) and a town of any name that closes the address: "Residencia El
    # Limonar. [29620] Torremolinos. Málaga.", "Calle de Lemus, 149. Vedado. [10400] La Habana. Cuba."
    # (after the street, an organisation or a capitalised word and a separator: not "1500 UI, 25000 Unidades.")
    Rule("cp_before_closing_town", left(tag("NE+CALLE") + opt(sep) | org + opt(sep) | (cap() & ~upper()) + sep)
         + (postcode | digits(4, 5))
         + right(opt(sep) + town_seq + opt(sep) + (some_place | address_end)), codes="NE+TERRITORIO+cp", weight=2),
    # a Spanish postcode written with a space after the province's two digits, before a place, after the street, an
    # organisation or a separator: "C/ Mayor 5. [28 001] Madrid" (as the header writes "CP: [80 100]")
    Rule("spaced_cp_before_place", left(tag("NE+CALLE") + opt(sep) | org + opt(sep)
                                        | NOT_A_COUNT + (punct(",") | punct(".")))
         + regex(r"0[1-9]|[1-4]\d|5[0-2]") + (regex(r"00[1-9]|0[1-9]\d|[1-9]\d\d") & ~attached())
         + right(opt(punct(",") | punct("-")) + some_place), codes="NE+TERRITORIO+cp", weight=1),
    # a capital's federal district: "Bogotá D.C.", "México D.F."
    Rule("federal_district", some_place + lit("D") + punct(".") + (lit("C") | lit("F")) + punct("."),
         codes="NE+TERRITORIO+top", weight=1),
    # a town named with a kinship word is a town wherever the relatives stage found it
    Rule("kin_town", kin_town, codes="NE+TERRITORIO+top", weight=6),
    # countries anywhere
    Rule("country", country, codes="NE+PAIS+top+pais", weight=1),
    # ... but a Spanish town named like a country before its province: "44500 [Andorra] (Teruel)"
    Rule("country_named_town", country + right(punct("(") + SPANISH_PROVINCE + punct(")")), codes="NE+TERRITORIO+top",
         weight=0),
    # header parts
    Rule("loc_header_country", left(loc_field + opt(loc_part + punct(","))) + country + right(opt(punct(".")) + line_start()),
         codes="NE+PAIS+top+pais"),
    Rule("loc_header_1", left(loc_field) + loc_part, codes="NE+TERRITORIO+top", weight=2),
    # a postcode written in the town's field: "Localidad/ Provincia: [28013]."
    Rule("loc_header_cp", left(loc_field) + (postcode | foreign_cp), codes="NE+TERRITORIO+cp", weight=2),
    # ... or after the town there: "Localidad/ Provincia: Gamones [49001]."
    # (also after the town's province: "Localidad/ Provincia: Rosario, Santa Fe [2000].")
    Rule("loc_header_cp_after_town", left(loc_field + loc_part + opt(punct(",") + loc_part) + opt(punct(",") | punct("-")))
         + (postcode | foreign_cp)
         + right(opt(punct(".")) + line_start()), codes="NE+TERRITORIO+cp", weight=2),
    Rule("loc_header_2", left(loc_field + loc_part + (punct(",") | punct("-") & ~attached())) + loc_part,
         codes="NE+TERRITORIO+top", weight=2),
    Rule("loc_header_province", left(loc_field + loc_part + opt(punct("-") & attached())) + (cap() & PROVINCE) + right(punct(".") | punct(",")
                                                                                  | line_start()),
         codes="NE+TERRITORIO+top", weight=2),
    # lexicon places in context
    Rule("after_anchor", left(anchor) + place, codes="NE+TERRITORIO+top", weight=1),
    # not an acronym that is also a town's name: "Gasto Energético en Reposo (GER)"
    Rule("in_parens", left(punct("(")) + PLACE_NOT_ACRONYM + right(punct(")") | punct(",")),
         codes="NE+TERRITORIO+top", weight=1),
    # (a province, island or region of several words: "[Tafira] ([Gran Canaria])", "([Ciudad Real])")
    Rule("big_place_in_parens", left(punct("(")) + (lex("NE+top+provincia", lexicon="es-places")
                                                    | lex("NE+top+ccaa", lexicon="es-places")
                                                    | lex("NE+top+isla", lexicon="es-places")
                                                    | lex("NE+top+region", lexicon="es-world")) + right(punct(")")),
         codes="NE+TERRITORIO+top", weight=1),
    Rule("before_parens_place", place + right(punct("(") + place + punct(")")), codes="NE+TERRITORIO+top", weight=1),
    Rule("before_country", place + right(opt(punct(",") | punct("-") | punct(".")) + opt(punct("(")) + country),
         codes="NE+TERRITORIO+top", weight=1),
    Rule("after_trigger", left(trigger) + place, codes="NE+TERRITORIO+top", weight=1),
    # two places of the lexicons joined by "y", "e", "o": "veraneó en Benidorm y [Gandía]", "entre [Toledo] y Madrid"
    Rule("coordinated", left(place + (ci("y") | ci("e") | ci("o"))) + place, codes="NE+TERRITORIO+top", weight=1),
    Rule("coordinated_first", place + right((ci("y") | ci("e") | ci("o")) + place), codes="NE+TERRITORIO+top",
         weight=1),
    # after a strong trigger, a town of any name: "natural de [Villanueva del Trabuco]", "residente en [Lübeck]"
    Rule("any_town_after_trigger", left(strong_trigger) + trigger_town, codes="NE+TERRITORIO+top", weight=3),
    # ... also the patient's name or a word of it that the patient_names stage found there: a town is where one is born
    # or lives, a person is not ("Apellidos: Toledo García" ... "Nacida en [Toledo]", "Nombre: Santiago" ... "natural de
    # [Santiago]")
    Rule("patient_name_town_after_trigger", left(strong_trigger) + tag("NE+NOMBRE_SUJETO_ASISTENCIA+persName"),
         codes="NE+TERRITORIO+top", weight=3),
    # ... and a second one joined by "y"/"e"/"o", its preposition repeated or not: "vive en [Gamones] y [Menasalbas]",
    # "ha vivido en Madrid y en [Gamones]"
    Rule("any_second_town_after_trigger", left(strong_trigger + trigger_town + (ci("y") | ci("e") | ci("o"))
                                               + opt(ci("en") | ci("de") | ci("a") | ci("desde")))
         + trigger_town, codes="NE+TERRITORIO+top", weight=3),
    # a town of any name after "entre" a place of the lexicons "y": "vive entre Madrid y [Gamones]"
    Rule("any_town_between", left(ci("entre") + place + (ci("y") | ci("e"))) + trigger_town, codes="NE+TERRITORIO+top",
         weight=3),
    # a town of any name after a weaker trigger, before its province or country: "trasladado a [Gamones] (Zamora)",
    # "de vacaciones en [Tavira], Portugal."
    Rule("any_town_after_trigger_before_division", left(trigger) + trigger_town
         + right(punct("(") + (BIG_DIVISION | country) + punct(")")
                 | punct(",") + (BIG_DIVISION | country) + (punct(".") | punct(",") | punct(";") | line_start())),
         codes="NE+TERRITORIO+top", weight=4),
    # ... and its province or region between parentheses after it, of any name: "residente en Zurbaquén
    # ([Vallejuelo])", "natural de Cuenca ([Azuay])" (not an acronym: "procedente de Zurbaquén (HUVN)")
    # (also a town or region between parentheses after a country: "natural de Marruecos ([Zurbaquén])")
    Rule("division_in_parens_after_trigger_town", left(strong_trigger + (trigger_town | country) + punct("("))
         + (TOWN_WORD & ~upper() & ~DEPARTMENT_WORD & ~WARD_WORD) + town_rest + right(punct(")")),
         codes="NE+TERRITORIO+top", weight=3),
    # ... and a place of the lexicons right after it, a place of its own: "natural de [Zurbaquén] [Alcorcón]"
    Rule("place_after_trigger_town", left(strong_trigger + trigger_town + opt(punct(",") | punct("(")))
         + place, codes="NE+TERRITORIO+top", weight=3),
    Rule("before_postcode", place + right(opt(punct(",") | punct("-")) + cp5), codes="NE+TERRITORIO+top", weight=1),
    Rule("before_place", place + right((punct(",") | punct("-") | punct(".")) + place), codes="NE+TERRITORIO+top",
         weight=1),
    # postcodes after a street: "Villarroel, 170, [08036]", "Rua Abilio Soares, 1337. [04005-005]"
    # (also after an abbreviation's period that the street leaves outside it: "Calle Zurbano 12, 3º izq., [28010].")
    Rule("cp_after_street", left(tag("NE+CALLE") + opt(punct(",") | punct(".") | punct("-")
                                                      | punct(".") + (punct(",") | punct("-"))) + opt(punct("(")))
         + (postcode | foreign_cp), codes="NE+TERRITORIO+cp", weight=2),
    # a town of any name before its province or country between parentheses: "[Estella] (Navarra)"
    Rule("town_before_parens", left(punct(",") | punct(".") | tag("NE+TERRITORIO+cp") | postcode | tag("NE+CALLE"))
         + town_seq + right(opt(punct(",")) + punct("(") + some_place + punct(")")), codes="NE+TERRITORIO+top",
         weight=3),
    # (after a bare comma or period, not after a count: "leucocitos 8.500, 12500 Plaquetas", "40500 Unidades")
    Rule("town_after_cp", left((tag("NE+CALLE") + opt(sep) | NOT_A_COUNT + (punct(",") | punct(".") | punct(")"))
                                | org + opt(sep)
                                | tag("NONPHI+cpfield") + opt(punct(":")) | lit("CP") + opt(punct(":"))
                                | punct("(")) + postcode + opt(punct(")"))
                               + opt(punct(",") | punct("-") | punct("."))) + town_seq,
         codes="NE+TERRITORIO+top", weight=2),
    # ... also a town the names stage took for a person's name: "41003 [Pedro Abad] (España)", "41003 [Castillo de
    # Locubín]" (a name right after a postcode is the town)
    # (also after a saint's title: "26006 [San Pedro Manrique]", the names stage having taken "Pedro Manrique")
    Rule("name_town_after_cp", left((postcode | tag("NE+TERRITORIO+cp")) + opt(punct(",") | punct("-") | punct(".")))
         + opt(lit("San") | lit("Santa") | lit("Santo") | lit("Sant")) + NAME_TAG + town_rest, codes="NE+TERRITORIO+top",
         weight=2),
    # ... and right after the street, before another place, a postcode or the address's end: "Av. Libertador 1200,
    # [Vicente López], Provincia de Buenos Aires", "Calle 7 # 5-20, [Pedro Abad], Córdoba"
    Rule("name_town_after_street", left(tag("NE+CALLE") + opt(sep)) + NAME_TAG
         + right(opt(town_sep) + (some_place | DIVISION_WORD | address_end)
                 | town_sep + address_town + opt(punct(".") | punct(",")) + address_end),
         codes="NE+TERRITORIO+top", weight=2),
    # ... and after a foreign postcode that follows the street: "Avenida de Italia 1460, 2000, [Rafaela]. Argentina"
    Rule("town_after_foreign_cp", left(tag("NE+CALLE") + opt(sep) + (foreign_cp | tag("NE+TERRITORIO+cp")) + opt(sep))
         + town_seq,
         codes="NE+TERRITORIO+top", weight=3),
    Rule("place_in_parens", left((place | postcode) + punct("(")) + TOWN_WORD + right(punct(")")),
         codes="NE+TERRITORIO+top", weight=2),
    # ... also after a town of any name that follows a postcode: "C.P. 02400. Hellín ([Albacete])"
    Rule("province_in_parens_after_town", left((postcode | tag("NE+TERRITORIO+cp")) + opt(sep) + town_seq + punct("("))
         + town_seq + right(punct(")")), codes="NE+TERRITORIO+top", weight=2),
    # a town of any name after the street and "de" or "en": "vive en la calle Mayor, 23, 2 A de [Villarrobledo].", "vive en
    # la calle Mayor, en [Zurbaquén]"
    Rule("town_after_street_preposition", left(tag("NE+CALLE") + opt(punct(",")) + (ci("de") | ci("en"))) + town_seq,
         codes="NE+TERRITORIO+top", weight=3),
    # (also after the organisation's acronym in brackets, tagged as the organisation: "Hospital Universitario Central de
    # Asturias ([HUCA]). [Oviedo].", "(CHUS). SANTIAGO DE COMPOSTELA.")
    # (its final point outside the tag: "(H.U.G.). [Getafe].")
    Rule("after_hospital", left(org + opt(punct("(") + org + opt(punct(".")) + punct(")"))
                                + opt(punct(",") | punct(".") | punct("-") | ci("de"))) + place,
         codes="NE+TERRITORIO+top", weight=1),
    Rule("after_street", left(tag("NE+CALLE") + opt(punct(",") | punct(".") | punct("-"))) + place,
         codes="NE+TERRITORIO+top", weight=1),
    # a district of any name between the street and a known town or a postcode: "Av. Brasil 600, [Pueblo Libre], Lima",
    # "Ofra s/n. [La Cuesta]. 38320 La Laguna"
    Rule("district_after_street", left(tag("NE+CALLE") + (punct(",") | punct(".")) + opt(postcode))
         + (TOWN_WORD & ~BUILDING_WORD & ~lit("CP")) + repeat((TOWN_WORD & ~NEXT_PLACE_WORD) | ci("de") | ci("del"), 0, 3)
         + right((punct(",") | punct(".") | punct("-")) + (some_place | postcode | DIVISION_WORD + opt(ci("de")) + some_place
                                                           | DIVISION_WORD + ci("de"))),
         codes="NE+TERRITORIO+top", weight=3),
    # a town in the country's field: "País: [Gibraleón]"
    Rule("town_in_country_field", left(ci("País") + punct(":")) + place, codes="NE+TERRITORIO+top", weight=2),
    # ... also a town the lexicons lack (the countries are a closed list): "País: [Villárdiga]."
    # ... and a country written in odd case there is a country: "País: ESpaña", "País: españa"
    Rule("odd_case_country_in_field", left(ci("País") + opt(ci("de") + (ci("nacimiento") | ci("origen"))) + punct(":"))
         + (WORD_NB & regex(r"[A-ZÁÉÍÓÚÑ]{2}.*[a-záéíóúñ].*|[a-záéíóúñ]{3,}")) + right(punct(".") | line_start()),
         codes="NE+PAIS+top+pais", weight=4),
    # (not a country miswritten in capitals: "País: ESpaña")
    Rule("any_town_in_country_field", left(ci("País") + opt(ci("de") + (ci("nacimiento") | ci("origen"))) + punct(":"))
         + (TOWN_WORD & ~regex(r"[A-ZÁÉÍÓÚÑ]{2}.*")) + town_rest + right(punct(".") | line_start()), codes="NE+TERRITORIO+top",
         weight=4),
    # "en Bogotá", "a Barcelona", "de Sevilla": only provinces, regions and large foreign cities
    # "en Getafe", "desde Móstoles": any town of the lexicons after a preposition (names, streets and
    # hospitals are tags by now); not after "de", which follows too many nouns ("el gen de Granada")
    Rule("place_after_preposition", left(ci("en") | ci("a") | ci("desde") | ci("hasta") | ci("hacia"))
         + place, codes="NE+TERRITORIO+top", weight=3),
    Rule("big_place_after_preposition", left(ci("en") | ci("a") | ci("desde") | ci("hasta") | ci("hacia"))
         + (lex("NE+top+provincia", lexicon="es-places") | lex("NE+top+ccaa", lexicon="es-places")
            | lex("NE+top+ciudad", lexicon="es-world")), codes="NE+TERRITORIO+top", weight=2),
    # a province, region or large foreign city is a place wherever it stands alone (not a street's name
    # before its number: "Jujuy Nº 491", not inside a district: "Col. San Lucas Coyoacán", "Delegación Tlalpan")
    # ... but not a large city named like a clinical or common word outside a place context (the context rules have
    # lower weights and win): "Colon descendente", "Resistencia a la insulina", "Independencia para las ABVD",
    # "Colonia de Candida", "Fortaleza muscular"
    Rule("clinical_word_city", CLINICAL_WORD_CITY, codes="NONPHI+word", weight=5),
    Rule("big_place_anywhere", left(~ci("Delegación") & ~ci("Colonia"))
         + (lex("NE+top+provincia", lexicon="es-places") | lex("NE+top+ccaa", lexicon="es-places")
            | lex("NE+top+ciudad", lexicon="es-world"))
         + right((~number() & ~lit("N") & ~ci("no") & ~ci("número") & ~punct("#")) | MX_NUEVO_LEON),
         codes="NE+TERRITORIO+top", weight=5),
    # a province or region after a comma is a place ("Centro de Salud Delicias, Valladolid.")
    Rule("province_after_comma", left(punct(",")) + (lex("NE+top+provincia", lexicon="es-places")
                                                      | lex("NE+top+ccaa", lexicon="es-places")),
         codes="NE+TERRITORIO+top", weight=2),
    # "..., 30, [Getafe]. ", "Servicio de Urgencias, [Móstoles]." : a town of the lexicons between a comma and the end
    # of the sentence or another comma
    Rule("town_after_comma", left(punct(",")) + place + right(punct(".") | punct(",") | punct(";")),
         codes="NE+TERRITORIO+top", weight=4),
    # (the postcodes stage has tagged an Argentine postcode: "C1059ABG [Buenos Aires], Argentina")
    # (also after the e-mail that an address line puts before its town: "E-mail: a@b.es [Zurbaquén], España.")
    Rule("town_before_country", left(punct(",") | punct("(") | punct(";") | foreign_cp | tag("NE+TERRITORIO+cp")
                                     | tag("NE+CORREO_ELECTRONICO"))
         + town_words
         + right((punct(",") | punct("-")) + opt(MX_STATE + opt(punct(","))) + country), codes="NE+TERRITORIO+top",
         weight=3),
    # ... after a postcode, also before a period: "10400 [La Habana]. Cuba."
    # (also the postcode between parentheses: "Gascón 450 (1181) [Zurbaquén]. Argentina.")
    Rule("town_after_cp_before_country", left((foreign_cp | tag("NE+TERRITORIO+cp")) + opt(punct(")"))) + town_words
         + right(punct(".") + country), codes="NE+TERRITORIO+top", weight=3),
    # ... also after a period, when the country closes the sentence or the line ("Universidad de Chile. [Santiago],
    # Chile."), not a sentence's adverb ("Además, España es...")
    Rule("town_before_country_end", left(punct(".")) + (CAP_NAME & ~SENTENCE_OPENER) + (repeat(CAP_NAME, 0, 2) | town_rest)
         + right(opt(punct(",") | punct("-")) + country + (punct(".") | line_start())), codes="NE+TERRITORIO+top",
         weight=3),
    # the Argentine way, the postcode between parentheses after the town, before the country: "Av. Haya de la Torre
    # s/n. [Rafaela] ([2300]), Argentina"
    # (also the Argentine postcode with its province's letter: "[Pehuajó] ([B6450]), Argentina")
    Rule("town_before_cp_in_parens", left(sep | tag("NE+CALLE")) + town_seq
         + right(punct("(") + (digits(4, 5) | AR_CP) + punct(")") + opt(punct(","))
                 + (country | DIVISION_WORD + opt(ci("de")) + some_place)),
         codes="NE+TERRITORIO+top", weight=3),
    Rule("cp_in_parens_before_country", left(town_seq + punct("(")) + (digits(4, 5) | AR_CP)
         + right(punct(")") + opt(punct(",")) + (country | DIVISION_WORD + opt(ci("de")) + some_place)),
         codes="NE+TERRITORIO+cp", weight=2),
    Rule("town_before_state", left(punct(",") | punct("(") | punct(";")) + town_words
         + right(punct(",") + (state + punct(",") + country | us_state + punct(")") | us_state + digits(5, 5))),
         codes="NE+TERRITORIO+top", weight=3),
    # a company's town between parentheses: "(Siemens, [Erlangen])"
    Rule("town_after_company_in_parens", left(punct("(") + tag("NE+INSTITUCION") + (punct(",") | punct(";")))
         + (TOWN_WORD & ~SHORT_ACRONYM) + repeat(LATER_CAP_NAME, 0, 2) + right(punct(")")), codes="NE+TERRITORIO+top",
         weight=3),
    # ... also before its province, region or state, the brand or product before the company: "(Travatan®, Alcon,
    # [Fort Worth], Texas)", "(Azopt®, Laboratorios Alcon-Cusi SA, [El Masnou], Barcelona)", "(Johnson & Johnson,
    # [Nuevo Brunswick], NJ)"
    Rule("town_after_company_before_division", left(tag("NE+INSTITUCION") + punct(","))
         + (TOWN_WORD & ~SHORT_ACRONYM) + repeat(LATER_CAP_NAME | town_particle_part, 0, 2)
         + right(punct(",") + (BIG_DIVISION | us_state) + opt(punct(",") + country) + punct(")")),
         codes="NE+TERRITORIO+top", weight=3),
    # (and that province, region or state: "(Travatan®, Alcon, Zurbaquén, [Texas])")
    Rule("division_after_company_town", left(tag("NE+INSTITUCION") + punct(",") + (TOWN_WORD & ~SHORT_ACRONYM)
                                             + repeat(LATER_CAP_NAME | town_particle_part, 0, 2) + punct(","))
         + (BIG_DIVISION | us_state) + right(opt(punct(",") + country) + punct(")")), codes="NE+TERRITORIO+top",
         weight=3),
    # a US state's abbreviation between the town and the ZIP code: "Cleveland, [OH] 44195, USA"
    Rule("us_state_before_zip", left(TOWN_WORD + punct(",")) + us_state + right(digits(5, 5)), codes="NE+TERRITORIO+top",
         weight=3),
    # ... and the ZIP code after it, a postcode like any other: "Rochester, MN [55905], USA"
    Rule("zip_after_us_state", left(TOWN_WORD + punct(",") + us_state) + digits(5, 5)
         + right(opt(punct(",")) + (country | contact_cue | punct(".") | line_start())), codes="NE+TERRITORIO+cp", weight=2),
    # a town of any name before its state's abbreviation and the country: "Meireles. [Fortaleza] - CE Brasil",
    # "[Campinas] - SP, Brasil"
    Rule("town_before_state_abbreviation", left(sep | tag("NE+CALLE")) + town_seq
         + right(opt(punct("-") | punct(",")) + (regex(r"[A-Z]{2,3}") & NB) + opt(punct(",")) + country),
         codes="NE+TERRITORIO+top", weight=3),
    # a state's abbreviation between a known town and the country: "Sao Paulo [SP] Brasil", "San Luis Potosí [SLP]
    # México"
    Rule("state_abbreviation", left(place + opt(punct(","))) + (regex(r"[A-Z]{2,4}") & NB)
         + right(opt(punct(",")) + country), codes="NE+TERRITORIO+top", weight=3),
    # a foreign postcode after its town or state and before the country: "São Paulo - SP, [01305-000], Brasil", "Santiago
    # [7550000], Chile" (four digits only right after a town: "Madrid, 2005, España" may be a year)
    Rule("foreign_cp_before_country", left(TOWN_WORD) + regex(r"\d{4,7}")
         + right(opt(punct(",") | punct(".")) + country), codes="NE+TERRITORIO+cp", weight=2),
    Rule("long_foreign_cp_before_country", left(punct(",") | punct("-"))
         + (regex(r"\d{5}") + (punct("-") & attached()) + (regex(r"\d{3}") & attached()) | regex(r"\d{5,7}"))
         + right(opt(punct(",") | punct(".")) + country), codes="NE+TERRITORIO+cp", weight=2),
    # ... and the town before them: "[Santiago] 7550000, Chile"
    # (not a postcode's label: "CP 44500 Andorra (Teruel)")
    Rule("town_before_foreign_cp_country", left(punct(",") | punct(".") | tag("NE+CALLE"))
         + ((TOWN_WORD & ~DEPARTMENT_WORD & ~SHORT_ACRONYM) + town_rest | known_town)
         + right(regex(r"\d{4,7}") + opt(punct(",") | punct(".")) + country), codes="NE+TERRITORIO+top", weight=3),
    # a foreign postcode between parentheses after its town: "Córdoba ([5000]), Argentina"
    Rule("foreign_cp_in_parens", left(place + punct("(")) + digits(4, 5) + right(punct(")")),
         codes="NE+TERRITORIO+cp", weight=2),
    # a town of any name after "de"/"en", before its country: "el hospital de [Herat], Afganistán"
    Rule("town_after_de_before_country", left(ci("de") | ci("en") | ci("a") | ci("desde") | ci("hacia"))
         + (CAP_NAME & ~SENTENCE_OPENER)
         + repeat(CAP_NAME, 0, 2) + right(punct(",") + country), codes="NE+TERRITORIO+top", weight=4),
    # ... also before "en" and the country: "ingresado en un hospital de [Zurbaquén], en Rumanía" (a town of any name:
    # not a department or ward, "trabaja en Urgencias, en España")
    Rule("town_after_de_before_en_country", left(ci("de") | ci("en") | ci("a") | ci("desde") | ci("hacia"))
         + trigger_town + right(punct(",") + ci("en") + country), codes="NE+TERRITORIO+top", weight=4),
    Rule("state_before_country", left(TOWN_WORD + punct(",")) + us_state + right(punct(",") + country | punct(")")),
         codes="NE+TERRITORIO+top", weight=3),
    # a postcode right after a hospital or institution, before a town: "Hospital Virgen del Camino [31008] Pamplona"
    Rule("cp_after_org", left(org + opt(sep)) + postcode + right(opt(sep) + TOWN_WORD), codes="NE+TERRITORIO+cp",
         weight=2),
    # a town of any name closing an address, after the street (or an organisation) and before the line's end, the
    # e-mail or phone, the country or a postcode: "Avenida de Elvas s/n. [Badajoz].", "C/ los Balbos s/n . [Cádiz].
    # Tfno: ...", "Hospital La Paz [Madrid] E-mail: ...", "C/ Méndez Núñez nº34 - 1º. [Ferrol] 15407."
    # (after the period of a street or an organisation written in a sentence, a new sentence starts: "vive en la calle
    # Mayor 5. Ingresó.", "remitido al Hospital La Paz. Ingresó."; not after "de": "Servicio de Urología del Hospital
    # La Paz. [Villarremota].")
    Rule("town_closing_address", left(tag("NE+CALLE") + opt(sep_no_period) | (any_unit() & ~lower()) + tag("NE+CALLE")
                                      + punct(".") | org + opt(punct(",")) | (any_unit() & ~sentence_word) + org
                                      + punct("."))
         + address_town + right(opt(punct(".") | punct(",") | punct("-")) + address_end), codes="NE+TERRITORIO+top",
         weight=4),
    # a town of any name right before the postcode's label, closing an address whose street the streets stage missed:
    # "Zabala 2664 3o B [Gamones]. Código postal 1426", "Calle Mayor 5 [Gamones], C.P. 28999" (not a sentence's word
    # before it, nor a department: "Servicio de Urología. CP 28001")
    Rule("town_before_cp_label", left(any_unit() & ~sentence_word & ~ci("de") & ~ci("del"))
         + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~SHORT_ACRONYM) + town_rest + right(opt(punct(".") | punct(",")) + (tag("NONPHI+cpfield") | lit("CP")
                                                         + opt(punct(".") | punct(":")) + digits(4, 7))),
         codes="NE+TERRITORIO+top", weight=4),
    # ... and the postcode after it: "C/ Mayor 5. Zurbaquén ([28999]).", "C/ Mayor 5. Zurbaquén-[28999]."
    # (also with no separator, the postcode ending the line or followed by a period: "C/ Mayor 5, Zurbaquén [28999]")
    # (also after an organisation out of a sentence and its town: "Hospital Zurbaquén. Zurbaquén, [45999].")
    # (also after the town's period: "Facultad de Medicina. Zurbaquén. [45999].")
    Rule("cp_after_closing_town", left((tag("NE+CALLE") | (any_unit() & ~sentence_word) + org) + opt(sep) + address_town
                                       + (punct(",") | punct("-") | punct("(") | punct("."))) + postcode
         + right(opt(punct(")")) + opt(punct(".") | punct(",")) + (address_end | some_place)), codes="NE+TERRITORIO+cp",
         weight=2),
    Rule("cp_right_after_closing_town", left(tag("NE+CALLE") + opt(sep) + address_town) + postcode
         + right(opt(punct(".")) + (line_start() | contact_cue)), codes="NE+TERRITORIO+cp", weight=2),
    # ... and after the street of an address block, before a period (the note's last line has no line after it):
    # "Avenida de Elvas s/n. [Aldeanueva del Pinar]." (not a street in a sentence: "vive en la calle Mayor 5. Ingresó.")
    Rule("town_closing_street", left((any_unit() & ~lower()) + tag("NE+CALLE") + opt(sep)) + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~upper()) + town_rest
         + right(punct(".")),
         codes="NE+TERRITORIO+top", weight=4),
    # ... and before the Spanish postcode that follows it: "Calle Mayor, 5. [Zurbaquén] 28001 (Toledo)", "C/ Mayor 5,
    # [Zurbaquén], 45001 Toledo"
    Rule("town_before_cp_after_street", left((any_unit() & ~lower()) + tag("NE+CALLE") + opt(sep))
         + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~MX_STATE_WORD & ~upper()) + town_rest
         + right(opt(punct(",") | punct("-")) + postcode), codes="NE+TERRITORIO+top", weight=4),
    # ... also two towns (a district and its town, a town and its province): "Calle Olivos 943, [Vitacura],
    # [Santiago]. Email: ...", "28935 [Móstoles] ([Madrid]) e-mail: ...", "Avda. X, 5, 4o B [Nerja]. [Málaga]. España"
    Rule("first_of_two_closing_towns", left(address_opener) + address_town
         + right(town_sep + address_town + opt(punct(")")) + opt(punct(".") | punct(",")) + address_end),
         codes="NE+TERRITORIO+top", weight=4),
    # ... the town written right before its province, without a separator: "Avda. Ronda Norte, s/n [Aljaraque]
    # Huelva e-mail: ...", "Calle Mayor 5 [Villaverde del Río] (Sevilla)"
    Rule("town_before_province_closing", left(address_opener) + address_town
         + right(opt(punct("(")) + (cap() & PROVINCE) + opt(punct(")")) + opt(punct(".") | punct(",")) + address_end),
         codes="NE+TERRITORIO+top", weight=4),
    # ... a town the names stage took for a person's name, then another town: "Calle Olivos 943, [Pedro Bernardo],
    # [Venta de Baños]. Email: ..."
    Rule("town_after_name_town", left(tag("NE+CALLE") + opt(sep) + NAME_TAG + town_sep) + address_town
         + right(opt(punct(")")) + opt(punct(".") | punct(",")) + address_end), codes="NE+TERRITORIO+top", weight=4),
    Rule("second_of_two_closing_towns", left(address_opener + address_town + town_sep) + address_town
         + right(opt(punct(")")) + opt(punct(".") | punct(",")) + address_end), codes="NE+TERRITORIO+top", weight=4),
    Rule("cp_between_closing_towns", left(closing_cp_left) + postcode
         + right(opt(punct(".") | punct(",") | punct("-")) + address_town + closing_after_town),
         codes="NE+TERRITORIO+cp", weight=2),
    Rule("town_after_cp_between_closing_towns", left(closing_cp_left + postcode + opt(punct(".") | punct(",") | punct("-")))
         + address_town + right(closing_after_town), codes="NE+TERRITORIO+top", weight=4),
    # a town of any name between an organisation and its street: "Hospital San Agustín [Zurbaquén] c/ Camino de Heros
    # nº 4" (not after a period, where another organisation's name may stand: "Residencia Los Pinos. Medisur Biotech.
    # C/ de la Cruz")
    Rule("town_between_org_and_street", left(org + opt(punct(","))) + address_town
         + right(opt(punct(",")) + tag("NE+CALLE")), codes="NE+TERRITORIO+top", weight=4),
    # a town of any name between parentheses after an organisation: "Centro de Salud Delicias ([Zurbaquén])" (not its
    # acronym: "Hospital Universitario La Paz (HULP)")
    Rule("town_in_parens_after_org", left(org + punct("(")) + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~SHORT_ACRONYM)
         + town_rest + right(punct(")")),
         codes="NE+TERRITORIO+top", weight=4),
    # a town of any name right after a department's specialty, before its province between parentheses and the end of
    # the address: "Servicio de Oftalmología [Medina del Campo] (Valladolid). España E-mail: ..." (not the specialty's
    # adjective: "Servicio de Cardiología Pediátrica (Madrid)")
    Rule("town_after_specialty", left(ci("de") + (lex("NONPHI+stop+specialty") & NB))
         + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD & ~SPECIALTY_ADJECTIVE) + town_rest
         + right(punct("(") + BIG_DIVISION + punct(")") + opt(punct(".") | punct(",")) + address_end),
         codes="NE+TERRITORIO+top", weight=4),
    # a town of any name where someone has lived for some time: "su madre lleva en [Gamones] 5 años"
    Rule("town_of_stay", left((ci("lleva") | ci("llevaba") | ci("llevan") | ci("llevaban")) + ci("en")) + trigger_town
         + right(tag("NONPHI+duration") | number() + regex(r"(?i)d[ií]as?|semanas?|mes(es)?|años?")),
         codes="NE+TERRITORIO+top", weight=4),
    # ... or after an organisation and "en": "una residencia de ancianos en [Gamones]", "el Hospital Comarcal en [Gamones]"
    Rule("town_after_org_en", left(org + ci("en")) + trigger_town, codes="NE+TERRITORIO+top", weight=4),
    # ... or after a place where one works or lives and "en": "trabaja en un invernadero en [Zurbaquén]", "tiene una casa
    # en [Zurbaquén]" (a ward is no town: "una oficina en Urgencias")
    Rule("town_after_workplace_en", left(WORKPLACE_NOUN + ci("en")) + trigger_town, codes="NE+TERRITORIO+top",
         weight=4),
    # a town of any name after a hospital's "de": "Hospital Ramón y Cajal de [Madrid] y ..."
    Rule("town_after_org_de", left(org + ci("de")) + (TOWN_WORD & ~BUILDING_WORD & ~DEPARTMENT_WORD) + town_rest,
         codes="NE+TERRITORIO+top", weight=4),
    # "en [Lübeck] (Alemania)": a town of any name before its country between parentheses
    Rule("town_before_parens_country", left(ci("en") | ci("de") | ci("a") | ci("desde") | ci("hacia")) + trigger_town
         + right(punct("(") + country + punct(")")), codes="NE+TERRITORIO+top", weight=4),
    # ... or before ", provincia de ...": "trabaja en [Villárdiga], provincia de Málaga"
    # (also closing an address: "Hospital Central. [Quipaxtla], Estado de Mérida", "Av. Bolívar 123, [Cabimas], Estado
    # Zulia")
    Rule("town_before_division", left(ci("en") | ci("de") | ci("a") | ci("desde") | tag("NE+CALLE") + opt(sep)
                                      | org + opt(sep)) + trigger_town
         + right(punct(",") + DIVISION_WORD + opt(ci("de") | ci("del")) + some_place), codes="NE+TERRITORIO+top",
         weight=4),
    # a town of any name after a noun for a place of origin or residence: "su ciudad de origen, [Zurbaquén]", "la localidad
    # de nacimiento de [Zurbaquén]"
    Rule("town_after_place_of_origin", left(alt(*(ci(n) for n in ["ciudad", "pueblo", "localidad", "municipio",
                                                                 "país", "aldea", "lugar"]))
                                            + ci("de") + (ci("origen") | ci("nacimiento") | ci("residencia")
                                                          | ci("procedencia")) + opt(punct(",") | ci("de")))
         + trigger_town, codes="NE+TERRITORIO+top", weight=4),
    # ... or named after "su" and that noun and a comma: "el centro de salud de su localidad, [Zurbaquén]", "su pueblo
    # natal, [Zurbaquén]"
    Rule("town_after_own_place", left(ci("su") + alt(*(ci(n) for n in ["ciudad", "pueblo", "localidad", "municipio",
                                                                       "aldea", "villa", "barrio", "comarca"]))
                                      + opt(ci("natal")) + punct(",")) + trigger_town,
         codes="NE+TERRITORIO+top", weight=4),
    # a town of any name at a distance: "vive en un pueblo a 30 km de [Zurbaquén]", "a 2 horas de [Zurbaquén]" (the time
    # only after "a": not "a las 2 horas de Tratamiento")
    Rule("town_at_distance", left((number() + regex(r"(?i)km|kms|kil[oó]metros?|millas") + opt(punct(".") & attached())
                                   | ci("a") + number() + regex(r"(?i)horas?|minutos")) + (ci("de") | ci("del")))
         + trigger_town, codes="NE+TERRITORIO+top", weight=4),
    # a town of any name after a division's abbreviated word and "de": "(Dpto. de [Zurbaquén])", "Pcia. de [Zurbaquén]"
    # (not a department's specialty: "Dpto. de Oftalmología", "Dpto. de Medicina Interna")
    Rule("town_after_division_abbreviation", left(regex(r"Pcia|Prov|Edo|Depto|Dpto") + (punct(".") & attached())
                                                  + (ci("de") | ci("del")))
         + ((UNKNOWN_TOWN_WORD & ~lex("NONPHI+stop+specialty") & ~WARD_WORD) + town_rest | known_town),
         codes="NE+TERRITORIO+top", weight=4),
    # ... or its province or region: "trabaja en una granja en [Gamones] (Zamora)", "paciente de [Tafira] (Gran Canaria)"
    # (after "en", "desde" or a word for the patient and "de": not "Sistema de [Navegación de Medtronic] (Madrid)",
    # "Grupo de [Trabajo de Arritmias] (Cataluña)", "a Pediatría (Sevilla)")
    # (also after a comma and "de": "Varón de 60 años, de [Zurbaquén] (Toledo), que acude")
    Rule("town_before_parens_province", left(ci("en") | ci("desde") | (PATIENT_WORD | punct(",")) + ci("de"))
         + trigger_town + right(punct("(") + BIG_DIVISION + punct(")")), codes="NE+TERRITORIO+top", weight=4),
    # ... or after a comma, closing the clause: "trabaja en una granja en [Gamones], Zamora.", "paciente de [Tafira],
    # Gran Canaria, que ..."
    Rule("town_before_comma_province", left(ci("en") | ci("desde") | PATIENT_WORD + ci("de"))
         + trigger_town + right(punct(",") + BIG_DIVISION + (punct(".") | punct(",") | punct(";") | punct(")")
                                                             | line_start())),
         codes="NE+TERRITORIO+top", weight=4),
    # a town of the lexicons between commas after "de": "Varón de 45 años, de [Lucena], que acude..."
    Rule("town_between_commas_after_de", left(punct(",") + ci("de")) + place
         + right(punct(",") | punct(".") | punct(";")), codes="NE+TERRITORIO+top", weight=3),
    # ... also of any name after the patient's age, sex or nationality: "Hombre de 50 años, de [Zurbaquén], ganadero",
    # "Paciente boliviana, de [Zurbaquén], que acude"
    Rule("any_town_between_commas_after_patient_de", left((tag("NE+EDAD_SUJETO_ASISTENCIA") | tag("NE+SEXO_SUJETO_ASISTENCIA")
                                                           | (lex("NE+demonym", lexicon="es-terms") & lower())
                                                           | tag("NE+ID_SUJETO_ASISTENCIA")) + punct(",") + ci("de"))
         + trigger_town + right(punct(",") | punct(".") | punct(";")), codes="NE+TERRITORIO+top", weight=3),
    # a town of the lexicons after a word for the patient and "de": "paciente de [Leganés] de 45 años", "mujer de
    # [Lucena]"
    # (also after the patient's age or profession: "Varón de 45 años de [Tudela]", "agricultora de [Lucena]", and after
    # a place where one works or lives: "en una granja de [Tudela]", "una finca de [Lucena]")
    Rule("town_after_patient_de", left((PATIENT_WORD | tag("NE+SEXO_SUJETO_ASISTENCIA") | tag("NE+EDAD_SUJETO_ASISTENCIA")
                                        | tag("NE+PROFESION") | WORKPLACE_NOUN) + ci("de")) + place,
         codes="NE+TERRITORIO+top", weight=3),
    # a town of any name after a nationality (in lower case: not "Sistema Español de Farmacovigilancia") and "de":
    # "varón marroquí de [Nador]", "mujer ecuatoriana de [Loja]"
    Rule("town_after_demonym_de", left(((lex("NE+demonym", lexicon="es-terms") & lower())
                                        | tag("NE+ID_SUJETO_ASISTENCIA"))
                                       + ci("de")) + trigger_town, codes="NE+TERRITORIO+top", weight=3),
    # a town of any name in a field of origin: "Procedencia: [Zurbaquén].", "Natural de: [Lucena]" (not a ward or an
    # unknown origin: "Procedencia: Urgencias.", "Origen: Desconocido.")
    Rule("town_in_origin_field", left(ORIGIN_FIELD + punct(":")) + origin_town
         + right(punct(".") | punct(",") | punct("(") | line_start()), codes="NE+TERRITORIO+top", weight=4),
    # the place of a letter's date: "En [Gamones], a 12 de marzo de 2018"
    Rule("town_of_dated_letter", left((line_start() & lit("En")) | punct(".") + lit("En")) + town_seq
         + right(punct(",") + ci("a") + tag("NE+FECHAS")), codes="NE+TERRITORIO+top", weight=4),
    # ... also a town of the lexicons without "En", opening the line: "[Getafe], 12 de marzo de 2018", "[Lucena], a 3
    # de mayo de 2017" (not a word of any kind: "Alta, 3 de mayo", "Lunes, 12 de marzo")
    Rule("town_opening_dated_line", (PLACE_NOT_ACRONYM & line_start())
         + right(punct(",") + opt(ci("a")) + tag("NE+FECHAS")), codes="NE+TERRITORIO+top", weight=4),
])

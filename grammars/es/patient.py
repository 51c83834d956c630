"""What else the notes say about the patient: descriptions that the corpus labels
ID_SUJETO_ASISTENCIA, origin and race (OTROS_SUJETO_ASISTENCIA) and the occupation (PROFESION).

Conventions learnt from the MEDDOCAN training notes:

* ID_SUJETO_ASISTENCIA, beyond record numbers: the words that single the patient out, `[Lactante]
  de tres meses`, `Estaba [casada]`, `es [viudo]`, `[Adolescente] varón`, `Varón [joven]`, `Una
  [estudiante] femenina`, `Es [hijo único]`, `[Separada], con dos hijos` (esrel8: opening a line too, as `[Viuda]`), `de origen [boliviano]`, `de ascendencia [afgana]`,
  `se trata de la [primera hija] de padres sanos`, `Varón de 49 años, [peruano]`, `Varón [marroquí] de 35 años`, `de [raza caucásica]`, `mujer [caucásica]`, `hábito [homosexual]`;
* a descriptor written with a capital right after a name (or a capitalised word) or as a name field's value is a
  surname (`Ana [Casado] Primo`, `Apellidos: Zubeldiaga [Casado]`): NONPHI+surname, which the names stage takes
  inside the name;
* as header fields, the value only: `Raza: [caucásica]`, `Etnia: [gitana]`, `Origen: [marroquí]`, `Orientación
  sexual: [homosexual]`;
* OTROS_SUJETO_ASISTENCIA: the skin colour, `Mujer de [raza negroide]`, `Paciente masculino [negro]` (an ethnic
  group after `raza` is an origin: `de [raza gitana]` ID_SUJETO_ASISTENCIA, as `de etnia [gitana]`);
  (`síndrome de Down` is tagged by the blocking stage);
* PROFESION: the occupation after `de profesión`, `trabaja como`, `trabajador en`, `empleada como`,
  `se dedicaba a`, an occupation's field (`Antecedentes laborales: [minero]`, `Actividad laboral:`; general forms), the
  trade after `se dedica a` and an article (`se dedica a la [agricultura]`),
  or right after the patient's age (`Varón de 20 años, [pescador],`, `Mujer de
  28 años, [auxiliar de enfermería]`), or before `de profesión` (`[Mecánico] de profesión`); after
  `de profesión`, `profesión:`, `trabaja como`, one to three lower-case words the lexicon lacks: `de
  profesión [tapicero],`; the
  occupations come from the es-terms lexicon (NE+prof); `[trabajador en canteras]`,
  `[empleado en Carpintería metálica]`: the worker's phrase is the span; so is what the worker works on
  (`[conductor de autobús]`, `[profesor de secundaria]`); `Es [agricultor]` (not `era`: a former occupation, `minero
  jubilado`, is not labelled); `[Ama de casa]` wherever it is.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
NB = ~line_start()

sex = tag("NE+SEXO_SUJETO_ASISTENCIA")
age = tag("NE+EDAD_SUJETO_ASISTENCIA")
DESCRIPTORS = ["lactante", "casado", "casada", "viudo", "viuda", "soltero", "soltera", "divorciado", "divorciada",
               "adolescente", "joven", "estudiante"]
descriptor = alt(*(ci(w) for w in DESCRIPTORS))  # "hijo único": the relatives stage
demonym = lex("NE+demonym", lexicon="es-terms")
origin = (ci("origen") | ci("ascendencia") | ci("etnia") | ci("procedencia")) + opt(ci("étnico") | ci("étnica"))
# the patient's place among siblings: "[la menor] de 4 hermanos", "[el menor] de una familia de ocho hermanos"
# (train labels "el/la menor" so each time; "la mayor de ..." it labels one way and the other: left out)
# (the relatives stage has tagged "una familia", "4 hermanos", "hijos" by now)
kin = tag("NE+FAMILIARES_SUJETO_ASISTENCIA")
sibling_count = ci("de") + opt(ci("una") + kin + ci("de")) + kin
youngest = (ci("el") | ci("la")) + ci("menor")
ORDINALS = ["primer", "primera", "primero", "segundo", "segunda", "tercer", "tercera", "tercero", "cuarto", "cuarta",
            "quinto", "quinta", "sexto", "sexta", "séptimo", "séptima", "octavo", "octava"]
ordinal = alt(*(ci(w) for w in ORDINALS))
# the patient's place among a number of siblings, the whole phrase: "Es [la mayor de tres hermanos]", "[la sexta de nueve
# hermanos]", "[el segundo de una familia de cinco hermanos]" (train labels "la sexta de nueve hermanos" and "mayor de
# tres hermanos" so; "el/la menor" alone: `youngest`) (a number of relatives: not "la mayor de sus hermanas")
kin_count = tag("NE+FAMILIARES_SUJETO_ASISTENCIA+many")
place_among = (ci("mayor") | ordinal | ci("mediano") | ci("mediana") | ci("pequeño") | ci("pequeña")) \
    + ci("de") + opt(ci("una") + kin + ci("de")) + kin_count
# "Casado y [sin hijos].": the patient's description, a relative word alone before a punctuation or "ni"/"y" (not
# "sin [familiares] cercanos", relatives that the patient lacks)
childless = ci("sin") + kin + right(punct(".") | punct(",") | punct(";") | ci("ni") | ci("y"))
# "una [niña adoptada]": the sex word with "adoptado/a" describes the patient (the sex stage has tagged it by now)
adopted = tag("NE+SEXO_SUJETO_ASISTENCIA") + (ci("adoptada") | ci("adoptado"))
# an ethnic group after "raza" is the patient's origin, as after "etnia"/"origen" (train: "de [raza caucásica]",
# "de [raza blanca]", "de origen [boliviano]" ID_SUJETO 8 times of 9); the skin colour ("[raza negroide]",
# "Paciente masculino [negro]") is OTROS_SUJETO
race_id_word = ci("caucásica") | ci("caucasica") | ci("blanca") | ci("caucásico") | ci("gitana") | ci("asiática") \
    | ci("asiatica") | ci("árabe") | ci("arabe") | ci("oriental") | ci("indígena")
race_id = ci("raza") + race_id_word
caucasian = ci("caucásica") | ci("caucásico") | ci("caucasica") | ci("caucasico")
orientation = ci("homosexual") | ci("heterosexual") | ci("bisexual")
# (right after the patient: "Varón [homosexual] de 30 años", "Paciente [bisexual]", "es [homosexual]"; general form, as
# train's "hábito [homosexual]"; "transexual" says who the patient is in the same way)
orientation_after_patient = orientation | ci("transexual")
# who left the country of the demonym after it: "inmigrante [marroquí]"
migrant = alt(*(ci(w) for w in ["inmigrante", "emigrante", "refugiado", "refugiada", "solicitante"]))
race_other_word = ci("negroide") | ci("negra") | ci("negro") | ci("mestiza")
race_other = ci("raza") + race_other_word
black = ci("negro") | ci("negra")
# the other skin colours after the patient describe it as its race does (train: "Paciente [morena]", "mujer [caucásica]"
# ID_SUJETO_ASISTENCIA; black is OTROS_SUJETO_ASISTENCIA, above)
skin = ci("moreno") | ci("morena") | ci("mulato") | ci("mulata") | ci("trigueño") | ci("trigueña") | ci("blanco") \
    | ci("blanca")

# the marital status "separado/a" and what follows it (not a thing set apart: "separada de ella por una lámina")
separated = either(ci("separado"), ci("separada"))
separated_after = punct(",") | punct(".") | punct(";") | ci("y") | ci("con") | ci("sin") | ci("desde") | ci("hace") \
    | ci("de") + age

prof_word = lex("NE+prof", lexicon="es-terms")
# the occupation with what it works on: "[conductor de autobús]", "[profesor de secundaria]", "[jugador de fútbol]"
# (one lower-case noun after "de"; not the age, the place or "de profesión": "enfermera de 30 años", "de baja")
NOT_COMPLEMENT = regex("(?i)(profesión|profesion|oficio|edad|años|baja|alta|forma|manera|modo|riesgo|origen|raza|nacionalidad"
                       "|momento|nuevo|vez|acuerdo|repente|urgencia|urgencias|guardia|turno|día|noche|mañana|tarde"
                       "|pronto|siempre|reciente|hace|entonces|joven|pequeño|pequeña|niño|niña)")
# (up to two: "[técnico de mantenimiento de ascensores]", "[conductor de camiones de mercancías]"; esrel4, general forms,
# as train's "[trabajador de una fábrica de cemento]" and "[mantenimiento de instalaciones eléctricas]")
# (each noun with the adjective that narrows it, "[profesora de educación infantil]", "[técnico de laboratorio clínico]",
# "[conductor de autobús urbano]", or after one that measures it, "[conductor de camiones de largo recorrido]"; an
# adjective by its ending, not one that says when or how often, "profesor de inglés habitual")
COMPLEMENT_ADJECTIVE = regex("(?i)[a-záéíóúñ]+(al|ar|il|ico|ica|ivo|iva|ario|aria|ano|ana|ense)") \
    & ~regex("(?i)(habitual|ocasional|actual|anterior|posterior|regular|similar|particular|normal|total|inicial|final"
             "|principal|temporal|parcial|hospital|lugar|hogar|bar|mar|semana|mañana|ventana|mano|hermano|hermana|año"
             "|militar|familiar|domiciliario|domiciliaria|diario|diaria|horario|salario|voluntario|voluntaria)")
MEASURE_ADJECTIVE = regex("(?i)(largo|larga|corto|corta|gran|grandes)")
complement_noun = lower() & ~NOT_COMPLEMENT & ~regex("(?i)(el|la|los|las|un|una|su|sus|este|esta)")
complement = repeat((ci("de") | ci("del"))
                    + (complement_noun + opt(COMPLEMENT_ADJECTIVE & NB) | MEASURE_ADJECTIVE + (lower() & NB)), 0, 2)
# an adjective that narrows the occupation: "[ingeniero informático]", "[profesor universitario]", "[policía municipal]"
OCCUPATION_ADJECTIVE = regex("(?i)(informático|informática|universitario|universitaria|público|pública|municipal"
                             "|autónomo|autónoma|agrícola|forestal|industrial|textil|metalúrgico|metalúrgica|sanitario"
                             "|sanitaria|agropecuario|agropecuaria|naval|aeronáutico|aeronáutica|químico|química|civil"
                             "|eléctrico|eléctrica|escolar)")
# a former occupation written with "ex" is labelled with it, as train's "[ex profesora de instituto]": "[ex minero]",
# "[ex-trabajador de la construcción]" (not "minero jubilado": train leaves it)
RETIRED = regex("(?i)(jubilado|jubilada|retirado|retirada|prejubilado|prejubilada)")
ex_prefix = ci("ex") + opt(punct("-") & attached())
# a role that names an occupation only with its area: "[encargado de mantenimiento]", "[jefe de ventas]", "[responsable
# de logística]" (esfix6b, general forms; "el responsable", "su jefe" alone are no occupation)
ROLES = ["encargado", "encargada", "responsable", "jefe", "jefa", "director", "directora", "coordinador", "coordinadora",
         "supervisor", "supervisora", "capataz"]
role = alt(*(ci(w) for w in ROLES)) + (ci("de") | ci("del")) + complement_noun + opt(COMPLEMENT_ADJECTIVE & NB) \
    + repeat((ci("de") | ci("del")) + complement_noun, 0, 1)
prof = opt(ex_prefix) + (prof_word + complement | role) + opt(OCCUPATION_ADJECTIVE)
FUNCTION_WORD = regex("(?i)(es|era|fue|y|e|o|de|del|la|el|los|las|un|una|su|sus|en|con|por|para|que|a|al|sin|ha|había|como"
                      "|trabaja|trabajaba|trabajó|ejerce|ejercía|ejerció|dedica|dedicaba)")
# (not a verb, a function word or a word that says the occupation is past or absent)
free_word = lower() & NB & ~FUNCTION_WORD & ~regex("(?i)(jubilado|jubilada|retirado|retirada|desempleado|desempleada"
                                                   "|parado|parada|actualmente|habitualmente|previamente|antes|durante"
                                                   "|desde|hasta|hace|años|profesión|ocupación)")
free_occupation = repeat(free_word, 1, 3)
of_more = (ci("de") | ci("del")) + opt(ci("la") | ci("el") | ci("los") | ci("las"))
free_occupation = free_occupation + opt(of_more + free_occupation)  # "[jefe de obra]", "[pesca de altura]"
WORKPLACE = regex("(?i)(empresa|fábrica|fabrica|hospital|casa|calle|oficina|tienda|mina|granja|obra|centro|clínica"
                  "|clinica|residencia|colegio|escuela|universidad|extranjero|actualidad|momento|mismo|misma|zona|campo"
                  "|ciudad|pueblo|puerto|aeropuerto|bar|restaurante|hotel|taller|almacén|almacen|ayuntamiento|banco"
                  "|sector|servicio|unidad|planta|turno|noche|mañana|tarde|exterior|interior|domicilio|hogar)")
# ("ocupación" only as a field: "una ocupación inespecífica de la fosa" is a radiological finding)
# (not "se dedica a": "se dedica a jugar al fútbol")
# ("Antecedentes laborales: minero", "Actividad laboral: camarera", "Exposición laboral: trabajador del metal": the
# occupation's field in a history, before a word of an occupation: not "Situación laboral: activo", "Antecedentes
# laborales: exposición a asbesto")
work_field = (ci("antecedentes") | ci("antecedente") | ci("actividad") | ci("exposición") | ci("exposicion")
              | ci("historia") | ci("vida")) + (ci("laboral") | ci("laborales")) + punct(":")
# ("De profesión," with its comma only opening the sentence: "De profesión, [albañil]"; not "carpintero de profesión,
# acude")
# ("de oficio" as "de profesión": "Varón de 50 años, de oficio [carpintero]"; esfix6b, general form; not before it, "un
# abogado de oficio" is appointed by a court)
free_trigger = ci("profesión") + opt(punct(":")) | ci("ocupación") + punct(":") | lit("De") + ci("profesión") + punct(",") \
    | ci("de") + ci("oficio") + opt(punct(":"))
work_verb = (ci("trabaja") | ci("trabajaba") | ci("trabajó") | ci("trabajado") | ci("empleado") | ci("empleada")
             | ci("contratado") | ci("contratada")) + (ci("como") | ci("de"))
profession_field = ci("profesión") + opt(punct(":")) | ci("ocupación") + opt(punct(":")) | work_field \
    | (ci("dedica") | ci("dedicaba") | ci("dedicado") | ci("dedicada")) + ci("a") + opt(ci("las") | ci("la"))
# "trabajador en canteras", "empleado en Carpintería metálica": the worker's own phrase
# (with what the workplace makes or does: "[trabajador de una fábrica de cemento]", "[trabajador del metal]")
worker_word = word() & NB & ~regex("(?i)y|e|o|con|sin|que|durante|desde|hasta|hace|por|a|al|del|de|en|para|se|le|lo"
                                   "|su|sus|jubilado|jubilada|retirado|retirada|fumador|fumadora|casado|casada")
worker = opt(ex_prefix) + (ci("trabajador") | ci("trabajadora") | ci("empleado") | ci("empleada") | ci("operario")
                           | ci("operaria")) \
    + (ci("en") | ci("de") | ci("del")) + opt(ci("la") | ci("el") | ci("una") | ci("un")) + repeat(worker_word, 1, 3) \
    + repeat((ci("de") | ci("del")) + opt(ci("la") | ci("el") | ci("los") | ci("las")) + repeat(worker_word, 1, 2), 0, 2)
# a sport practised as an amateur or in competition describes the patient, not an occupation: the whole phrase is
# ID_SUJETO_ASISTENCIA, as train's "[jugador de baloncesto de competición]" ("[deportista profesional]" stays an
# occupation)
SPORTSPERSON = regex("(?i)(ciclista|atleta|triatleta|nadador|nadadora|futbolista|deportista|corredor|corredora|tenista"
                     "|boxeador|boxeadora|gimnasta|bailarín|bailarina|montañero|montañera|escalador|escaladora"
                     "|esquiador|esquiadora|surfista|piragüista|remero|remera|patinador|patinadora|judoka|karateka"
                     "|maratoniano|maratoniana|jinete|golfista|buceador|buceadora)")
sportsperson = (ci("jugador") | ci("jugadora")) + ci("de") + lower() | SPORTSPERSON
AMATEUR = ["aficionado", "aficionada", "amateur", "federado", "federada", "semiprofesional",
           # (esrel4, general forms: a sport practised regularly or for pleasure, "[ciclista de carretera habitual]",
           # "[maratoniano habitual]", "[montañero experimentado]")
           "habitual", "regular", "ocasional", "recreativo", "recreativa", "experimentado", "experimentada"]
amateur_word = alt(*(ci(w) for w in AMATEUR)) | ci("competitivo") | ci("competitiva") \
    | ci("no") + ci("profesional") | ci("de") + ci("competición") | ci("de") + ci("élite")
amateur = ci("de") + (ci("competición") | ci("élite") | ci("alto") + ci("rendimiento")) | alt(*(ci(w) for w in AMATEUR)) \
    | (ci("a") + ci("nivel") | ci("de") + ci("forma") | ci("de") + ci("manera")) + amateur_word \
    | ci("los") + ci("fines") + ci("de") + ci("semana") | ci("en") + ci("su") + ci("tiempo") + ci("libre")
sport_words = repeat(lower() & NB & ~regex("(?i)(y|e|o|que|con|sin|desde|durante|hasta|hace|por|para|se|le|lo|su|sus"
                                           "|profesional|jubilado|jubilada)"), 0, 3)
# the occupation said by the work itself, a gerund after "trabaja": "De profesión trabajaba [colocando paneles de pladur]",
# "trabaja [reparando coches]"
GERUND = regex("(?i)[a-záéíóúñ]+(ando|iendo|yendo)")
# (a parenthesis after the age is skipped: "Varón de 22 años (68 kg., 172 cm.), [militar]")
after_age = age + opt(ci("de") + ci("edad")) + opt(punct("(") + repeat(~punct(")") & NB, 1, 10) + punct(")")) \
    + opt(punct(","))

# a capitalised descriptor right after a name is a surname ("Ana [Casado] Primo", "Pedro [Joven]"):
# NONPHI+surname, which the names stage takes inside the name
cap_descriptor = alt(*(lit(f) for w in DESCRIPTORS for f in (w.capitalize(), w.upper())))
# (also after a capitalised word the lexicons lack, a surname too: "Apellidos: Zubeldiaga [Casado]", not one that opens
# its line or that the nonphi lexicon knows; and as the value of a name field: "Apellidos: [Casado] Zubeldiaga")
name_before = lex("NE+persName+first") | lex("NE+persName+last") | tag("NONPHI+surname") \
    | (ci("Dr") | ci("Dra") | ci("Doctor") | ci("Doctora")) + opt(punct(".")) \
    | cap() & NB & ~lex("NONPHI+stop") \
    | (lit("Nombre") | lit("NOMBRE") | lit("Apellidos") | lit("APELLIDOS")) + punct(":")

STAGE = Stage("patient", [
    Rule("descriptor_surname", left(name_before + opt(ci("de") + opt(ci("la") | ci("los")) | ci("del"))) + cap_descriptor,
         codes="NONPHI+surname", weight=-2),
    Rule("descriptor", descriptor, codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=1),
    Rule("youngest", youngest + right(sibling_count), codes="NE+ID_SUJETO_ASISTENCIA+siblings", weight=1),
    # (not the children of the parents that follow: "la mayor de [dos hijas] de padres no consanguíneos", as train
    # labels it)
    Rule("place_among_siblings", opt(ci("el") | ci("la")) + place_among + right(~ci("de")),
         codes="NE+ID_SUJETO_ASISTENCIA+siblings", weight=1),
    # "se trata de la [primera hija] de padres sanos", "Es el [segundo hijo] de una pareja": the patient's place among
    # the children, which the corpus labels as it labels "[hijo único] de padres" (not after a possessive: "Su primer
    # hijo", the patient's child; the relatives stage has tagged "hijo" by now)
    Rule("birth_order_parents", left(ci("el") | ci("la")) + ordinal + kin
         + right(ci("de") + kin), codes="NE+ID_SUJETO_ASISTENCIA+siblings", weight=1),
    Rule("adopted", adopted, codes="NE+ID_SUJETO_ASISTENCIA+adopted", weight=1),
    # ... and "adoptado/a" alone as what the patient is: "Es [adoptada]", "Niña de 3 años, [adoptada], procedente de
    # China" (esrel4, general forms; not a decision, "la conducta adoptada", nor the verb, "fue adoptada a los 2 años")
    Rule("adopted_alone", left(ci("es") | ci("era") | (age | sex) + punct(","))
         + (ci("adoptado") | ci("adoptada")) + right(punct(",") | punct(".") | punct(";") | ci("y") | ci("de")
                                                      | ci("desde") | ci("con") | ci("sin") | ci("procedente")),
         codes="NE+ID_SUJETO_ASISTENCIA+adopted", weight=1),
    Rule("childless", childless, codes="NE+ID_SUJETO_ASISTENCIA+childless", weight=1),
    # (also as a header field: "Origen: [marroquí]", "Etnia: [gitana]")
    Rule("origin", left(origin + opt(ci("de") | punct(":"))) + demonym, codes="NE+ID_SUJETO_ASISTENCIA+origin"),
    # "Raza: [caucásica]": the field's value (as "NHC: [value]"); the skin colour is OTROS_SUJETO ("Raza: [negra]")
    Rule("race_field", left(ci("raza") + punct(":")) + (race_id_word | ci("gitano") | ci("blanco")),
         codes="NE+ID_SUJETO_ASISTENCIA+race"),
    Rule("race_field_other", left(ci("raza") + punct(":")) + race_other_word, codes="NE+OTROS_SUJETO_ASISTENCIA+race"),
    # (also at the end of the sentence, or after "inmigrante": "Varón de 35 años, [peruano].", "Mujer de 30 años,
    # inmigrante [marroquí]"; esrel4, general forms)
    Rule("nationality_after_age", left(age + punct(",") + opt(migrant)) + demonym
         + right(punct(",") | ci("con") | ci("que") | punct(".") | punct(";") | ci("y") | ci("sin") | ci("de")),
         codes="NE+ID_SUJETO_ASISTENCIA+origin", weight=1),
    # "Varón marroquí de 35 años", "mujer ecuatoriana, de 40 años", "Paciente rumano de 50 años": the origin right
    # after the sex word, before the age (as "Varón de 49 años, [peruano]" after it)
    Rule("nationality_before_age", left(sex | ci("paciente")) + demonym
         + right(opt(punct(",")) + ci("de") + age), codes="NE+ID_SUJETO_ASISTENCIA+origin", weight=1),
    Rule("race_id", race_id, codes="NE+ID_SUJETO_ASISTENCIA+race"),
    Rule("caucasian", left(sex) + caucasian, codes="NE+ID_SUJETO_ASISTENCIA+race"),
    Rule("skin", left(sex | ci("paciente")) + skin, codes="NE+ID_SUJETO_ASISTENCIA+race"),
    Rule("orientation", left(ci("hábito") | ci("habito") | ci("orientación") + opt(ci("sexual")) + opt(punct(":")))
         + orientation,
         codes="NE+ID_SUJETO_ASISTENCIA+orientation"),
    # "Separada, con dos hijos", "es separado y vive solo": the marital status as "[divorciada]" (general form); not a
    # thing set apart, "separada de ella por una lámina", "separado por un tabique"
    # (esrel8, general forms: also opening the text or a line, "Separada, con dos hijos"; before the age, "Mujer
    # separada de [45 años]"; and how long ago, "separada hace 2 años")
    Rule("separated", left(sex | ci("paciente") | ci("es") | ci("está") | ci("esta") | ci("estaba") | ci("era")
                           | punct(",") | punct(".") | punct(":") | punct(";")) + separated + right(separated_after),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=1),
    Rule("separated_line", (separated & line_start()) + right(separated_after),
         codes="NE+ID_SUJETO_ASISTENCIA+descriptor", weight=1),
    Rule("orientation_after_patient", left(sex | ci("paciente") | ci("es") | age + punct(",")) + orientation_after_patient,
         codes="NE+ID_SUJETO_ASISTENCIA+orientation"),
    Rule("race_other", race_other, codes="NE+OTROS_SUJETO_ASISTENCIA+race"),
    Rule("black", left(sex | ci("paciente")) + black, codes="NE+OTROS_SUJETO_ASISTENCIA+race"),
    # occupations
    # (not a former occupation, "Profesión: maestra jubilada", as train leaves "minero jubilado" and "trabajador de la
    # construcción jubilado")
    Rule("profession_after_field", left(profession_field) + (prof | worker) + right(~RETIRED), codes="NE+PROFESION"),
    # "Profesión: [Estudiante]": the field's value is the occupation, as any other value there (elsewhere "una estudiante
    # de 16 años" describes the patient: the descriptor rule, of higher weight)
    Rule("student_after_field", left(ci("profesión") + punct(":") | ci("ocupación") + punct(":"))
         + (ci("estudiante") | ci("estudiantes")), codes="NE+PROFESION"),
    Rule("profession_after_verb", left(work_verb) + prof, codes="NE+PROFESION"),
    # after an explicit trigger ("de profesión", "profesión:", "trabaja como"), an occupation the lexicon
    # does not have: one to three words up to punctuation or a function word ("de profesión [tapicero],")
    # (also before "desde", "durante", "hace": "Trabaja de [encargado de almacén] desde 2010"; esfix6b)
    Rule("free_occupation", left(free_trigger | work_verb) + free_occupation
         + right(punct(",") | punct(".") | punct(";") | punct(")") | FUNCTION_WORD | ci("desde") | ci("durante")
                 | ci("hace")), codes="NE+PROFESION", weight=2),
    # "Varón de 26 años de edad [deportista profesional] ([jugador de fútbol])": the occupation named again, more
    # precisely, in brackets
    Rule("profession_in_brackets", left((after_age | profession_field | work_verb) + prof + punct("(")) + prof
         + right(punct(")")), codes="NE+PROFESION", weight=1),
    # an occupation between commas, as an apposition to the patient: "sin tratamiento, [militar], que durante su jornada
    # laboral" (train: 5 of the 6 such lexicon words are labelled; not a word that is an adjective or a thing there:
    # "tratamiento quirúrgico, médico, ...", "conductora" of a car in an accident)
    # (not an item of a list of professionals: "equipo formado por neurólogo, psicólogo, logopeda y fisioterapeuta")
    Rule("profession_between_commas", left((word() & ~prof_word) + punct(",")) + opt(ex_prefix)
         + (prof_word & ~regex("(?i)(m[eé]dico|m[eé]dica|t[eé]cnico|t[eé]cnica|qu[ií]mico|comercial|auxiliar"
                               "|inform[aá]tico|conductor|conductora|piloto|dependiente)"))
         + complement + opt(OCCUPATION_ADJECTIVE) + right(punct(",") + ~prof_word), codes="NE+PROFESION", weight=1),
    Rule("profession_before_field", prof + right(ci("de") + ci("profesión")), codes="NE+PROFESION"),
    # a former occupation with its complement is no occupation, nor are its first words: "profesor de matemáticas
    # jubilado" gave "[profesor]" (the longer match wins and tags nothing)
    Rule("retired_occupation", prof + RETIRED, codes="NONPHI+retired", weight=1),
    # not a former occupation: "Paciente de 70 años de edad, minero jubilado"
    Rule("profession_after_age", left(after_age) + prof + opt(ci("profesional"))
         + right(~RETIRED), codes="NE+PROFESION", weight=1),
    # ... and a second occupation joined to it: "Varón de 44 años, [agricultor] y [ganadero]," (each its own span, as
    # train's list "como [azafata], [dependienta], [monitora de deporte]")
    Rule("profession_after_age_second", left(after_age + prof + (ci("y") | ci("e"))) + prof
         + right(punct(",") | punct(".") | punct(";") | punct(")") | FUNCTION_WORD), codes="NE+PROFESION", weight=1),
    Rule("profession_como", left(ci("como")) + prof + right(punct(",") | punct(".") | ci("y") | ci("en") | punct(")")),
         codes="NE+PROFESION", weight=1),
    Rule("profession_list", left(ci("como") + prof + punct(",") + opt(prof + punct(","))) + prof, codes="NE+PROFESION",
         weight=1),
    # ... and the last of the list after "y": "como [chapista], [fresador] y [herrero]."
    Rule("profession_list_last", left(ci("como") + prof + repeat(punct(",") + prof, 0, 2) + (ci("y") | ci("e"))) + prof
         + right(punct(",") | punct(".") | punct(";") | punct(")") | ci("en")), codes="NE+PROFESION", weight=1),
    # "Es [agricultor]", "es [profesor de secundaria]" (not "era": a former occupation, "era minero", is not labelled)
    # (not a word that is also an adjective there: "es dependiente.", "el daño es químico.", "el tratamiento es
    # médico", "el uso es comercial")
    Rule("profession_is", left(ci("es")) + (prof_word & ~regex("(?i)(dependiente|contable|qu[ií]mico|qu[ií]mica|piloto"
                                                              "|m[eé]dico|m[eé]dica|comercial|t[eé]cnico|t[eé]cnica)"))
         + complement + opt(OCCUPATION_ADJECTIVE) + right(punct(",") | punct(".") | punct(";") | ci("y") | ci("en")
                                                       | ci("con") | ci("desde") | punct(")")),
         codes="NE+PROFESION", weight=1),
    Rule("amateur_sport", sportsperson + sport_words + amateur, codes="NE+ID_SUJETO_ASISTENCIA+sport", weight=-1),
    Rule("work_gerund", left(ci("trabaja") | ci("trabajaba") | ci("trabajó") | ci("trabajado") | ci("trabajando"))
         + (GERUND & NB) + repeat(free_word, 1, 3) + opt(of_more + repeat(free_word, 1, 3))
         + right(punct(",") | punct(".") | punct(";") | punct(")") | FUNCTION_WORD | ci("desde") | ci("durante")),
         codes="NE+PROFESION", weight=2),
    # "se dedica a la [agricultura]", "se dedicaba al [comercio]", "se dedica a la [venta ambulante]": the trade after
    # "se dedica a" and an article (train: "se dedicaba a las [tareas del hogar]"; an infinitive, "se dedica a jugar al
    # fútbol", takes no article)
    # (also "dedicado a" right after the patient's age: "Varón de 60 años, dedicado a la [construcción]"; not elsewhere,
    # "el tiempo dedicado a la lectura")
    Rule("devoted_to", left((ci("se") + (ci("dedica") | ci("dedicaba") | ci("dedicó") | ci("dedicaban"))
                             | after_age + (ci("dedicado") | ci("dedicada")))
                            + (ci("a") + (ci("la") | ci("las") | ci("los") | ci("el")) | ci("al")))
         + (free_word & ~WORKPLACE) + repeat(free_word, 0, 2) + opt(of_more + repeat(free_word, 1, 3))
         + right(punct(",") | punct(".") | punct(";") | punct(")") | FUNCTION_WORD | ci("desde") | ci("durante")),
         codes="NE+PROFESION", weight=2),
    # "Ama de casa" names an occupation wherever it is written
    Rule("housewife", (ci("ama") | ci("amas")) + ci("de") + ci("casa"), codes="NE+PROFESION", weight=1),
    # (the whole phrase, then punctuation or a function word: not a former occupation, "Paciente de 85 años,
    # trabajador de la construcción jubilado", as train leaves it)
    Rule("worker", left(after_age | ci("era") | ci("es")) + worker
         + right(punct() | FUNCTION_WORD | regex("(?i)(durante|desde|hasta|hace|sin|con|que|cuando)") | cap()),
         codes="NE+PROFESION", weight=1),
    # "que trabajaba en el [mantenimiento de instalaciones eléctricas]", "trabaja en la [construcción]": the trade
    # after "trabaja en el/la" (not a workplace: "trabaja en la fábrica", "en el hospital", "en una empresa")
    # (and the trade's sector: "trabaja en el [sector de la construcción]", "en el [ramo de la hostelería]"; esfix6b,
    # general form)
    Rule("works_in", left((ci("trabaja") | ci("trabajaba") | ci("trabajó") | ci("trabajado")) + ci("en")
                          + (ci("el") | ci("la")))
         + ((free_word & ~WORKPLACE) + repeat(free_word, 0, 2) | (ci("sector") | ci("ramo")) + of_more + free_word
            + repeat(free_word, 0, 2)) + opt(of_more + repeat(free_word, 1, 3))
         + right(punct(",") | punct(".") | punct(";") | punct(")") | FUNCTION_WORD | ci("desde") | ci("durante")),
         codes="NE+PROFESION", weight=2),
])

"""Person names: patients (MEDDOCAN NOMBRE_SUJETO_ASISTENCIA) and health professionals
(NOMBRE_PERSONAL_SANITARIO).

Conventions learnt from the MEDDOCAN training notes:

* header fields: `Nombre: [Ernesto].` and `Apellidos: [Rivera Bueno].` are the patient's (first
  names and surnames are separate spans: the whole value of each line, not its final period);
* `Médico: [Ignacio Navarro Cuéllar] NºCol: ...`, `Remitido por: [Laura Crespo Pérez]. ...`,
  `Responsable clínico: Dr. [Octavio Castillo] Calle ...` are the professional's: the name runs
  until punctuation, an institution or address word (`Servicio`, `Hospital`, `C/`, `Calle`,
  `Correo`...: the es-nonphi lexicon), a lower-case word or a tag of an earlier stage;
* the `Médico:` line's rules (MEDICO_RULES) run in the earlier staff_header stage, and the staff_names
  stage finds that name again in the note; after such a copy, a field may add a surname (`Dr. [José
  Alberto Reche Sainz]`: professional_field_more), or one name word the lexicons lack that ends the name (`Dr.
  [Fabián Berri Loguidri]. Servicio`: professional_field_more_word);
* a header value whose first letters were lost is the name from its first letter: `Médico: [osé
  Ángel Tomás Amérigo]`, `Médico: ,[aria Fernanda Muñoz Velásquez]`; the author's name in
  parentheses after an e-mail address is the professional's: `Email: x@y.es ([Javier Andonegui])`;
* a signature is the professional's: the name after a closing formula (`Atentamente,\n[Ana Ruiz]`), alone on
  the line after an e-mail address, or right before one at the start of a line (`[Ana Ruiz] ana@x.es`);
  these rules take the name by its shape, not the lexicons (names absent from es-names are found too);
  a name alone on the line after a contact line (an e-mail, a phone, a street, a town) is a signature too,
  and so is a name of three words or more that fills a service field (`Episodio: [Crisanto Sánchez Tixe]`);
* a title is not part of the name: `Dr. [Santiago Junquera Bañares]`, `Dra. [Paula Ortiz]`, `Dr/a. [...]`,
  `Prof. Dr. [...]`, `el profesor [García-Sancho]`, `Informe del Dr. [...]`; after a plural title each
  name is a span: `los Dres. [J. Pérez] y [M. Gómez]`;
  `Sr./Sra. X` in the narrative is the patient (`La Sra. [Teresa Puertas Rondon]`);
* names are Capitalised words with inner particles (`Jose Luis Del Castillo Pardo de Vera`,
  `Victoria Fuentelsaz del Barrio`), hyphenated parts (`Fernández-Viña`), initials (`C.`) and
  abbreviated first names (`Fco. Javier`);
* `Hospital Dr. Peset`, `Fundación Jiménez Díaz`: a title after an institution word names the
  institution, not a person (tagged NONPHI here so the title rule cannot take it);
* in the narrative, a first name of the es-names lexicon (NE+persName+first) followed by one or
  two of its surnames (NE+persName+last) is a name: `La paciente [Juana Pérez Gómez]`. Whose it
  is cannot be told from the words; it is tagged as the patient's (MEDDOCAN leaves relatives'
  names unlabelled, so on that corpus these matches count as false positives, but they are PHI).
  Followed by a house number it is a street named after someone (`Ramón Puga, 52`): NONPHI here.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# Few compound atoms (& and ~): the engine evaluates each of them for every distinct token.
NB = ~line_start()
# words after a professional's name that start the affiliation or the address, and that the es-nonphi
# lexicon does not stop ("Dr. [Juan Pérez] Cuidados Intensivos", "... UCI Pediátrica", "... Pabellón B")
NOT_NAME = regex("Cuidados|Atención|Atenció|Primaria|Unitat|Unidade|Servizo|Edificio|Edif|Pabellón|Pabellon"
                 "|Ps|Pl|Pg|Apdo|Vía|Via|Gran|Zona|Distrito|Gerencia|Sanidad|UCI|UVI|ORL|UCIP|UCIN|Preventiva"
                 # abbreviated departments and other affiliation or address heads ("Dr. [Juan Pérez] Serv. Cirugía",
                 # "... Gabinete de Psicología", "... Banco de Sangre", "... Colonia Roma Norte")
                 "|Serv|Dpto|Dep|Depto|Unid|Secc|Gabinete|Banco|Red|Colonia|Fraccionamiento"
                 # the places inside a hospital or a campus and the Catalan affiliation heads ("... Bloque Quirúrgico",
                 # "... Quirófanos Centrales", "... Sótano", "... Campus de Espinardo", "... Centre de Salut", "... Àrea
                 # Bàsica de Salut", "... Secció de Cardiologia", "... Ambulatori Sant Andreu", "... Laboratori Clínic",
                 # "... SAS": the Andalusian health service); not "Sala", "Torre", "Barrio", which are surnames too
                 "|Bloque|Quirófano|Quirófanos|Quirofano|Sótano|Campus|Centre|Àrea|Área|Area|Secció|Ambulatori"
                 "|Ambulatorio|Laboratori|Laboratorio|SAS"
                 # the acronyms of primary care and emergency posts before or after a name ("Remitido por: MAP Dr. [Luis
                 # Gil]": médico de atención primaria; "MFyC", "PAC", "SUAP", "SUMMA", "SAMU")
                 "|MAP|MIR|MFyC|MFYC|PAC|SUAP|SUMMA|SAMU"
                 # ("Remitido por: Trabajadora social [Ana Ruiz]": the title of a social worker)
                 "|Trabajador|Trabajadora"
                 # ("... Enfermería", "... Análisis Clínicos", "... Equipo de Atención Primaria", "... Hospitalización a
                 # Domicilio", "... Trabajo Social", "... ABS Raval", "... EAP Sardenya": Catalan primary-care teams)
                 "|Enfermería|Enfermeria|Análisis|Analisis|Equipo|Hospitalización|Hospitalizacion|Trabajo|ABS|EAP"
                 # degrees and posts ("... Máster en Implantología", "Profesora Asociada"), and the specialists' and
                 # specialties' words, which no surname is ("... Estomatóloga", "... Neumología")
                 "|Máster|Master|Grado|Diplomado|Diplomada|Graduado|Graduada|Becario|Becaria|Investigador"
                 "|Investigadora|Asociado|Asociada|Titular|Emérito|Emérita"
                 "|[A-ZÁÉÍÓÚ][a-záéíóúñ]*(ólogo|óloga|ólogos|ólogas|ología|ologia|iatra|iatras)"
                 # the first words of a note's section headings, which a signature rule would take for a name
                 # alone on its line ("ana@x.es\nEnfermedad Actual", "28001 Madrid\nPruebas Complementarias")
                 "|Enfermedad|Pruebas|Prueba|Plan|Impresión|Comentario|Comentarios|Conclusión|Conclusiones|Anamnesis"
                 "|Resultado|Resultados|Hallazgos|Recomendaciones|Recomendación|Seguimiento|Situación|Estado"
                 "|Orientación|Descripción|Valoración|Procedimiento|Intervención|Examen|Exámenes|Analítica|Analíticas"
                 "|Estudio|Estudios|Biopsia|Tomografía|Resonancia|Ecografía|Radiografía|Consentimiento|Alergias"
                 "|Alergia|Hábitos|Medicación|Sin|Discusión|Resumen|Caso|Curso|Nota|Hoja|Otros|Juicio|Diagnósticos"
                 "|Tratamientos|Cuadro|Pauta|Indicaciones|Control|Controles|Revisión|Cita|Próxima|Imagen|Imágenes"
                 "|Hemograma|Orina|Gasometría|Electrocardiograma|Destino|Epicrisis|Observaciones|Objetivo|Objetivos"
                 "|Introducción|Agradecimientos|Bibliografía|Referencias|Material|Métodos|Conflicto|Financiación"
                 # capitalised prepositions, articles and conjunctions that start the next sentence when its period
                 # is missing ("el Dr. [Juan Pérez] En la exploración..."); not the particles of a surname ("De la
                 # Cruz", "Del Castillo") nor the words of foreign surnames ("El Kadaoui", "Al", "Le", "Lo", "Su")
                 "|En|Tras|Con|Por|Para|Se|Ante|Bajo|Desde|Durante|Hasta|Según|Entre|Hacia|Mediante|Contra|Sobre"
                 "|Un|Una|Unos|Unas|Este|Esta|Estos|Estas|Que|Cuando|Donde|Pero|Aunque|Porque|Además"
                 # courtesy titles ("Dr. Don [Juan Pérez]") and Latin-American professional ones ("Lic. [Ana Ruiz]")
                 "|Don|Doña|Dña|Lic|Licda|Licdo|Lcda|Lcdo|Lda|Ldo|Psic|Mtro|Mtra|Enf|Mg|Mgtr|Obst"
                 # the feminine and full forms of the professor's title, which a professional's field would otherwise
                 # take for a one-word name ("Remitido por: Profa. [Ana Ruiz]"), and the street named after a
                 # professor that may follow the name ("Dr. [Juan Pérez] Profesor Martín Lagos s/n")
                 "|Profa|Profesor|Profesora"
                 # degrees and fellowships written after the name ("Dra. [Ana Ruiz] FEBO", "... FACS", "... DUE")
                 "|FEBO|FEBU|FACS|FRCS|FEA|DUE|ATS|MSc|MBA|FESC")
CAP_NAME = cap() & ~lex("NONPHI+stop") & ~NOT_NAME & NB  # not an institution, address, header word or eponym
LINE_END_TOK = NB & ~punct(".") & ~punct(",")

# a lone capital is an initial ("C."), never a name word: "Dr. D. Xavier Pascual" (D. = Don)
NAME_CAP = CAP_NAME & ~regex(r"[A-ZÁÉÍÓÚÑ]")
# a surname that an earlier stage took for a word because it is also one ("Juan [Nieto] Pérez",
# "Ana [Casado] Primo": the relatives and patient stages tag such capitalised words NONPHI+surname)
surname_tag = tag("NONPHI+surname")
# the usual abbreviations of the commonest surnames: "Dra. Lucía [Fdez.] Arrieta", "J. [Glez.] Ruiz"
ABBREVIATED_SURNAME = regex("Fdez|Fdz|Fndez|Glez|Gzlez|Gonz|Rguez|Rgez|Rdguez|Rodz|Hdez|Hdz|Hndez|Mtnez|Mtez|Mtz|Mnez"
                            "|Dguez|Dgez|Schez|Vzquez|Vqz|Jmnez|Jmez|Gtrrez|Gtez|Álvz|Alvz") & NB
# the abbreviated first names: "Dr. [Fco. Javier Ruiz]", "[Fca. López]" (Francisco, Francisca)
ABBREVIATED_FIRST_NAME = regex("Fco|Fca|FCO|FCA") & NB
# (a hyphen between spaces separates: "Dr. [Juan Pérez] - Servicio de Urología")
joined_hyphen = either(punct("-"), punct("–")) & attached()  # (also the en dash: "Sánchez–Gómez")
# the particles inside a surname ("de la Fuente", "van der Berg", Catalan "i": "Soler i Puig")
single_particle = alt(*(ci(w) for w in ["de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "von", "der",
                                        "den", "di"]), lit("i"), lit("I"))
# ("Mª. José", "Ana Mª. Ruiz", "Mª. del Pilar": the abbreviated María with a period too, with the name word (and its
# particles) that follows it; "Maª", "Ma." before a first name, as Latin-American notes write María: "Ma. Fernanda")
# ("Dell'Acqua", "O'Donnell", "l'Hereu": an apostrophe inside a name word)
name_word = NAME_CAP + repeat(joined_hyphen + word(), 0, 2) \
    | lit("M") + (punct("ª") | punct(".") + (lit("a") | punct("ª"))) \
    | lit("M") + punct("ª") + punct(".") + repeat(single_particle, 0, 2) + NAME_CAP \
    | lit("Ma") + (punct("ª") | punct(".")) + (NAME_CAP & lex("NE+persName+first")) \
    | (lit("O") | lit("L") | lit("l") | NAME_CAP) + (punct("'") & attached()) + (cap() & attached()) \
    | (lit("D") | lit("d")) + (punct("'") | punct("´")) + cap() \
    | ABBREVIATED_SURNAME + punct(".") \
    | ABBREVIATED_FIRST_NAME + opt(punct("."))
initial = regex(r"[A-CE-ZÁÉÍÓÚÑ]") + punct(".")  # not "D." ("Dr. D. Xavier": Don)
# after a name word, "D." is an initial too ("Daniel D. Pérez")
inner_initial = regex(r"[A-ZÁÉÍÓÚÑ]") + punct(".")
# initials inside a name, before a name word ("J. M. [García]"); a name that ends with an initial leaves its period out,
# as the corpus leaves out a value's final period ("Apellidos: [Casas A].", "Dr. [Juan Pérez G]. Servicio ..."): the
# rules that take such a final letter (final_initial) have the period as their right context
initials = repeat(inner_initial, 1, 3)
final_initial = regex(r"[A-ZÁÉÍÓÚÑ]") & NB
# "D." before a word that is not a first name is an initial ("D. Iglesias Gil"); before a first name it
# is "Don" ("Dr. D. [Xavier Pascual]")
d_initial = lit("D") + punct(".") + (NAME_CAP & ~lex("NE+persName+first"))
# a hyphenated surname whose first part is also a street word or an earlier stage's word
# ("Calle-Vázquez", "Casado-Torres")
# ("Molina-Nieto": a kin word after a hyphen is a surname, which the relatives stage took for a word)
hyphenated = (cap() & ~lex("NONPHI+stop+specialty") & NB | surname_tag) + joined_hyphen \
    + (cap() & ~lex("NONPHI+stop") | tag("NE+FAMILIARES_SUJETO_ASISTENCIA")) \
    + opt(joined_hyphen + cap())  # "Mateos-Aparicio-Cotelo"
particle = single_particle | ci("y")
# "y" joins the parts of one surname ("Ortega y Gasset", "Ramón y Cajal"), not a first name: "Médico: [Juan Pérez] y
# [Ana Ruiz]" are two professionals (a first name of the lexicons after "y" starts the second name)
first = lex("NE+persName+first")
y_word = (NAME_CAP & ~first) + repeat(joined_hyphen + word(), 0, 2) | hyphenated | surname_tag


def joined(words, particles=particle):
    """A name word after 0-2 `particles`; after "y", only a word that is no first name of the lexicons."""
    if particles is not particle:
        return repeat(particles, 0, 2) + words
    return repeat(single_particle, 0, 2) + words | ci("y") + opt(single_particle) + y_word


def person_with(particles):
    """A name: name words (with initials, hyphenated and NONPHI+surname words) joined by `particles`."""
    return (hyphenated | name_word | initial | d_initial | surname_tag) \
        + repeat(joined(hyphenated | name_word | surname_tag, particles)
                 | initials + joined(hyphenated | name_word | surname_tag, particles), 0, 6)


person = person_with(particle)
# after a title, a street word after the first name is a surname too ("Dra. Ana [Plaza] Huamán", "Dr. Luis
# [Calle] Ortiz"): the street itself the streets stage has tagged already ("Calle Mayor 5")
street_surname = regex("Plaza|Calle|Camino|Alameda|Ronda|Rambla|Prado|Cuesta|Carrera|Vía|Via|Cañada|Costa") & NB
# two initials that the blocking stage took for a postcode field ("Dr. [C. P. Puig Tixe]": "C.P."), before a name word
cp_initials = tag("NONPHI+cpfield") + name_word
# (after a title or a professional's field, "D." is Don, not an initial: "Dr. D. [Eulalia Ortiz]")
# a surname that is also an eponym, inside the name, before another name word: "Dr. [Juan Bell Pérez]", "Dra.
# [Ana Parkinson López]" (not at its end: "Dr. Juan Pérez Down" may be followed by the syndrome's words)
inner_eponym = (lex("NONPHI+stop+eponym") & NB) + name_word
# surnames that are also words of a heading, a degree or an address ("Caso", "Grado", "Bajo", "Banco"): inside a
# name, before another name word ("Dr. [Juan Grado Pérez]", "Médico: [Luis Caso Martín] NºCol"), not at its end
# ("Dr. Juan Pérez Grado en Medicina")
inner_word = (regex("Caso|Grado|Bajo|Banco") & NB) + name_word
# (after a title, a first name of the lexicons that is also an eponym or a street word starts the name: "Dr. [Wilson
# Ruiz López]"; and so does a street word that is a first name or a surname the lexicons' first names lack: "Dra.
# [Camino Gómez]", "Dr. [Plaza]", "Dra. [Costa Ruiz]")
titled_words = hyphenated | name_word | surname_tag | street_surname | inner_eponym | inner_word
# (an initial without its period before a name word, after a title: "Dr. [J Pérez Gómez]"; not "D" (Don), the
# Galician articles of a town, "A Coruña", "O Porriño", nor a conjunction)
bare_initial = regex(r"[BCF-NP-XZ]") & NB
titled_person = (hyphenated | name_word | initial | surname_tag | cp_initials | first & cap() & NB | street_surname
                 | bare_initial + name_word) \
    + repeat(joined(titled_words) | initials + joined(titled_words), 0, 6)

# "Dr.", "Dra.", "Dr/a.", "Dr(a).", "Dr./Dra."
# (also the Latin-American titles of nurses, psychologists and teachers: "Lic. [Ana Ruiz]", "Licda.", "Psic.", "Mtra.")
title_word = either(*(ci(w) for w in ["Dr", "Dra", "Doctor", "Doctora", "Prof", "Profa", "Profesor", "Profesora", "Lic",
                                      "Licda", "Licdo", "Lcda", "Lcdo", "Lda", "Ldo", "Psic", "Mtro", "Mtra"]))
# (the feminine abbreviations with the ordinal sign, as the RAE writes them: "Dr.ª", "Dra.ª", "Drª.", "Prof.ª")
feminine_sign = punct("ª") | lit("a") & attached()
title_tail = opt(punct("/") + (ci("a") | ci("Dra")) | punct("(") + ci("a") + punct(")") | punct("ª")) \
    + opt(punct(".") | punct(":")) + opt(feminine_sign + opt(punct("."))) \
    + opt(punct("/") + ci("Dra") + opt(punct("."))) \
    + opt((ci("Dr") | ci("Dra")) + opt(punct("."))) \
    + opt(lit("D") + punct(".") | (lit("Dña") | lit("Don") | lit("Doña") | lit("D") + punct("ª")) + opt(punct(".")))
# ("Prof. Dr. ...", "Dr. D. ...", "Dra. Dña. ...": a second title and the courtesy one are no part of the name)
title = title_word + title_tail
# the abbreviated degrees of nurses, masters and midwives ("Enf. [Ana Ruiz]", "Mg. [Luis Gil]", "Mgtr.", "Obst."): also
# words ("Enf. de Crohn", "Mg. 2,1 mg/dl"), so a title only in a professional's field or before a first name of the
# lexicons
weak_title = (lit("Enf") | lit("Mg") | lit("Mgtr") | lit("Obst")) + punct(".")
PROFESSIONAL_NOUNS = ["médico", "médica", "medico", "medica", "enfermero", "enfermera", "matrona", "cirujano",
                      "cirujana", "pediatra", "psiquiatra", "psicólogo", "psicóloga", "fisioterapeuta", "residente",
                      "adjunto", "adjunta", "facultativo", "facultativa", "oncólogo", "oncóloga", "neurólogo", "neuróloga",
                      "cardiólogo", "cardióloga", "radiólogo", "radióloga", "anestesista", "ginecólogo", "ginecóloga",
                      "urólogo", "uróloga", "dermatólogo", "dermatóloga", "oftalmólogo", "oftalmóloga", "internista"]
professional_noun = alt(*(lit(w) for w in PROFESSIONAL_NOUNS))
# the patient, as a relative's kinship word names him or her: "la madre de la paciente", "el padre del niño"
# ("niño", "niña", "varón" the sex stage has tagged)
patient_noun = ci("paciente") | ci("niño") | ci("niña") | ci("enfermo") | ci("enferma") | ci("menor") | ci("lactante") \
    | tag("NE+SEXO_SUJETO_ASISTENCIA")
# what a professional's noun is "of": "médico de guardia", "médica de cabecera", "pediatra de zona", "enfermera de
# atención primaria"
professional_post = ci("guardia") | ci("cabecera") | ci("familia") | ci("zona") | ci("referencia") | ci("urgencias") \
    | ci("atención") + ci("primaria") | ci("atencion") + ci("primaria")
# two or more professionals: "los Dres. [Pérez] y [Gómez]", "los doctores [J. Pérez] y [M. Gómez]": each name
# is a span, so the names after a plural title do not take "y"
plural_title = (ci("Dres") | ci("Drs") | ci("Dras") | ci("Doctores") | ci("Doctoras")) + opt(punct(".") | punct(":"))
one_person = person_with(single_particle)
# ... and the authors of a case report: "Autores: [Juan Pérez Gómez], [Ana Ruiz López] y [Luis Gil]"
name_list_head = plural_title | (ci("Autores") | ci("Autoras")) + punct(":")
# a surname with a lower-case particle right after a title: "el Dr. [de la Fuente]", "Dr. [del Río]"
lead_particle = ci("de") + opt(ci("la") | ci("las") | ci("los")) | ci("del")
# "Remitido por: D. [Juan Pérez]"
# ("D.ª", the RAE's abbreviation of "doña")
don = (lit("D") + opt(punct("ª")) | lit("Dña") | lit("Don") | lit("Doña")) + opt(punct(".")) | lit("D") + punct(".") + punct("ª")
# the titles a professional's field may put before the name (after "Remitido por:", "Médico:"...)
# (a professional's noun, capitalised, before the name in the field: "Remitido por: Enfermera [Ana Ruiz]", "Matrona
# [...]", "Trabajadora social [...]")
professional_title = regex("|".join(w[0].upper() + w[1:] for w in PROFESSIONAL_NOUNS)) & NB \
    | (lit("Trabajador") | lit("Trabajadora")) + ci("social")
field_title = title | don | weak_title | professional_title
patient_title = (lit("Sr") | lit("Sra") | lit("Srta") | ci("señor") | ci("señora") | lit("Dña") | lit("D") + punct("ª")) + opt(punct("."))

# the value of the "Nombre:"/"Apellidos:" header line (not its final period or comma). MEDDOCAN gives
# each field its own line, but a one-line header runs on into the next field: the value ends before a
# period, comma, colon or semicolon (an initial's period excepted: "J. Antonio"), a number, a tag of an
# earlier stage (a date, an age, an id: sex and kinship words may be surnames, "Niño", "Primo"), and
# before a field label ("Ana Ruiz. Fecha de ingreso: ...", "Ana Ruiz Edad: 45 años")
HEADER_LABEL = regex("(?i)fecha|edad|sexo|g[eé]nero|nhc|nhis|nif|dni|nie|cip|cipa|nass|nuhsa|sip|domicilio|direcci[oó]n"
                     "|tel[eé]fono|tfno|tlf|tel|m[oó]vil|email|e-mail|correo|nacionalidad|profesi[oó]n|ocupaci[oó]n"
                     "|localidad|provincia|municipio|poblaci[oó]n|ciudad|pa[ií]s|episodio|habitaci[oó]n|cama|servicio"
                     "|m[eé]dico|paciente|historia|ingreso|nacimiento|estado|remitido|motivo|apellidos|apellido|nombre|cp")
value_unit = either(NB & ~punct(".") & ~punct(",") & ~punct(":") & ~punct(";") & ~number() & ~tag("NE")
                    & ~tag("NONPHI+field") & ~HEADER_LABEL,
                    tag("NE+SEXO_SUJETO_ASISTENCIA"), tag("NE+FAMILIARES_SUJETO_ASISTENCIA"))
header_initial = (regex(r"[A-ZÁÉÍÓÚÑ]") & NB) + punct(".")
# (it starts and ends with a word: not the brackets of a placeholder "[NOMBRE_SUJETO_ASISTENCIA]")
value_word = value_unit & ~punct()
# ("Nombre: [José Mª]": the abbreviated María ends the value with its ordinal sign)
value_last = value_word | lit("M") + punct("ª")
# (a courtesy or professional title before the value is not part of it: "Nombre: Dña. [Ana Ruiz]", "Nombre: D.
# [Juan]": the value starts with a word that is no title, or an initial other than "D.")
COURTESY = regex("D|Dr|Dra|Sr|Sra|Srta|Dña|Don|Doña|DR|DRA|SR|SRA|DÑA")
value_first = value_word & ~COURTESY | (regex(r"[A-CE-ZÁÉÍÓÚÑ]") & NB) + punct(".")
line_value = value_first + opt(repeat(value_unit | header_initial, 0, 18) + value_last)  # bounded
header_title = opt(patient_title | don | title)
# a stray punctuation mark before a header's value ("Médico: ,[Ana Ruiz]", "Médico: .[Ana Ruiz]", "Médico: ([Ana
# Ruiz]", "Remitido por: -[Ana Ruiz]", "Nombre: .[Ana]")
stray = punct()

medico = lit("Médico") | lit("Medico") | lit("Médica") | lit("MÉDICO")
# a professional's noun, capitalised, at the start of a line: a field label's head
professional_head = regex("|".join(w[0].upper() + w[1:] for w in PROFESSIONAL_NOUNS) + "|MÉDICO") & line_start()
professional_field = (
    # a field that starts its line with "Médico" or a professional's noun and ends with a colon: "Médico de
    # cabecera:", "Médico que informa:", "Médico de Atención Primaria:", "Anestesista:", "Enfermera responsable:"
    professional_head + repeat(word(), 0, 4) + punct(":")
    # "Autor:", "Autor del informe:", "Autora para correspondencia:", "Ayudante:"
    | (ci("Autor") | ci("Autora") | ci("Ayudante")) + repeat(word(), 0, 3) + punct(":")
    | medico + opt(ci("responsable")) + punct(":")
    # "Médico/a:", "Médico(a):"
    | medico + (punct("/") + ci("a") | punct("(") + ci("a") + punct(")")) + punct(":")
    | (ci("Remitido") | ci("Remitida") | ci("Emitido") | ci("Firmado")) + ci("por") + opt(punct(":"))
    | (ci("Responsable") | ci("Rsponsable")) + opt(ci("clínico") | ci("clinico") | ci("médico") | ci("medico")) + punct(":")
    | ci("Dirección") + (ci("para") | ci("de")) + ci("correspondencia") + punct(":")
    | lit("Correspondencia") + punct(":")
    # signatures and other header fields naming the professional: "Firmado: ...", "Fdo.: ...",
    # "Atendido por: ...", "Médico adjunto: ...", "Facultativo: ..."
    | (ci("Firmado") | ci("Firma") | ci("Fdo") + opt(punct("."))) + punct(":")
    | (ci("Atendido") | ci("Atendida") | ci("Realizado") | ci("Realizada") | ci("Informado") | ci("Informada")
       | ci("Revisado") | ci("Revisada") | ci("Valorado") | ci("Valorada") | ci("Derivado") | ci("Derivada")
       | ci("Solicitado") | ci("Solicitada") | ci("Elaborado") | ci("Elaborada") | ci("Redactado") | ci("Redactada")
       | ci("Dictado") | ci("Dictada") | ci("Validado") | ci("Validada") | ci("Visto") | ci("Vista")
       | ci("Supervisado") | ci("Supervisada")) + ci("por") + punct(":")
    | medico + (ci("adjunto") | ci("adjunta") | ci("residente") | ci("remitente") | ci("solicitante")
                | ci("informante") | ci("tratante") | ci("asistente")) + punct(":")
    | (ci("Facultativo") | ci("Facultativa") | ci("Enfermero") | ci("Enfermera") | ci("Cirujano") | ci("Cirujana")
       | ci("Pediatra") | ci("Especialista") | ci("Doctor") | ci("Doctora") | ci("Residente")) + punct(":")
    # the other posts and roles a header names a professional by, at the start of a line ("Instrumentista:",
    # "Supervisora:", "Tutor:", "Investigador principal:", "Jefe de servicio:", "MIR:", "DUE:", "MAP:", "Solicitante:",
    # "Peticionario:", "Remitente:", "Remite:", "Deriva:", "Dr. solicitante:"); not in the narrative, where a director
    # or a boss need not be a health professional
    | (regex("Instrumentista|Supervisor|Supervisora|Tutor|Tutora|Investigador|Investigadora|Consultor|Consultora"
             "|Director|Directora|Jefe|Jefa|Coordinador|Coordinadora|MIR|DUE|MAP|Solicitante|Peticionario"
             "|Peticionaria|Remitente|Remite|Deriva") & line_start()) + repeat(word(), 0, 3) + punct(":")
    | (regex("Dr|Dra") & line_start()) + opt(punct(".")) + repeat(lower(), 1, 2) + punct(":")
) + opt(stray)
# the "Médico:" header line: its whole value up to "NºCol" (or the end of the line) is the name, even
# with a surname that is also a word an earlier stage or the nonphi lexicon knows ("Médico: [Luis Plaza
# Calle] NºCol", "Médico: [Juan Nieto Pérez] NºCol"); not a department ("Médico: Cirugía Oral NºCol")
medico_field = medico + punct(":")
# (surnames that are also eponyms or street words: "Wilson", "Bell", "Plaza", "Calle", "Camino"...)
header_word = either(lex("NONPHI+stop+eponym"), regex("Plaza|Calle|Camino|Alameda|Ronda|Rambla|Clínico|Clinico")) \
    & NB
earlier_word = surname_tag | tag("NE+SEXO_SUJETO_ASISTENCIA") | tag("NE+FAMILIARES_SUJETO_ASISTENCIA") \
    | tag("NE+ID_SUJETO_ASISTENCIA+descriptor")
header_words = hyphenated | header_word | name_word | inner_word
# (the "Médico:" line's value, bounded by "NºCol", may join its surnames with a spaced dash: "[Ana Sánchez - Gómez]",
# "[Ana Sánchez -Gómez]"; elsewhere a spaced dash separates the name from the department)
dash = either(punct("-"), punct("–"), punct("—"))
# (a first word that an earlier stage took for a kinship or sex word is a name word too: "Médico: [Nieto] NºCol",
# "Médico: [Varón Gómez] NºCol")
header_name = (hyphenated | header_word | name_word | initial | d_initial | cp_initials | earlier_word) \
    + repeat(joined(header_words) | initials + joined(header_words) | earlier_word | dash + header_words, 0, 7) \
    + opt(final_initial)
# the surnames first and the first name after a comma: "Médico: [Pérez Gómez, Juan] NºCol"
inverted = punct(",") + name_word + opt(name_word)
col_number = tag("NONPHI+field") | lit("N") + punct("º")  # "NºCol:" (the ids stage tags it)
institution = either(*(ci(w) for w in ["Hospital", "Clínica", "Clinica", "Fundación", "Instituto", "Centro",
                                         "Residencia", "Colegio", "Policlínica", "Sanatorio", "Complejo", "Calle",
                                         "Avenida", "Avda", "Paseo", "Plaza", "Glorieta", "Premio", "Cátedra",
                                         "Universitario", "Universitaria", "General", "Asistencial"])) \
    & cap()  # capitalised: not "Nota clínica\nDr. [Ana Ruiz]"

# a signature: the name after a letter's closing formula ("Atentamente,\n[Ana Ruiz]", "Un saludo, Dra. [...]"),
# a name alone on the line after an e-mail address ("ana@x.es\n[Ana Ruiz]"), or a name right before
# its e-mail address at the start of a line ("[Ana Ruiz] ana@x.es"); two name words at least
closing = (ci("Atentamente") | ci("Cordialmente") | ci("Saludos") + opt(ci("cordiales")) | ci("Un") + ci("saludo")) \
    + opt(punct(",") | punct("."))
# (name words exclude a line's first word, which may be a heading: a signature's name starts its line)
line_first = cap() & line_start() & ~lex("NONPHI+stop") & ~NOT_NAME & ~regex(r"[A-ZÁÉÍÓÚÑ]")
line_initial = (regex(r"[A-ZÁÉÍÓÚÑ]") & line_start()) + punct(".")
signature_person = (line_first + opt(punct("-") + word()) | line_initial) \
    + repeat(repeat(particle, 0, 2) + (hyphenated | name_word | surname_tag) | inner_initial, 1, 6)
email_tag = tag("NE+CORREO_ELECTRONICO")
# the end of a contact line: an e-mail, a phone, a street, a hospital (tags of earlier stages) or a town ("...
# 28027 Madrid"); not any tag: "Edad: 45 años.\nPruebas Complementarias" is a heading
contact_end = either(tag("NE+CORREO_ELECTRONICO"), tag("NE+NUMERO_TELEFONO"), tag("NE+NUMERO_FAX"), tag("NE+CALLE"),
                     tag("NE+HOSPITAL"), tag("NE+INSTITUCION"), lex("NE+top"))
last = lex("NE+persName+last")
# a header value whose first letters were lost ("Médico: osé Ángel Tomás Amérigo", "Médico: ,aria
# Fernanda Muñoz"): the lower-case rest of the first name is part of the name (not a title, an
# article or a word that starts a department)
clipped = lower() & NB & ~regex("(?i)(dr|dra|drs|dres|doctor|doctora|el|la|los|las|de|del|y|e|en|servicio|unidad"
                                "|equipo|sección|seccion|departamento|médico|medico|médica|medica|enfermera|enfermero"
                                "|residente|adjunto|adjunta|jefe|jefa|cirujano|cirujana|pediatra|especialista"
                                "|facultativo|facultativa|profesor|profesora|matrona|auxiliar|coordinador|coordinadora)")
# the patient's header fields: "Nombre:", "NOMBRE:", "Nombre y apellidos:", "Nombre del paciente:", "Apellidos:"
nombre_field = (lit("Nombre") | lit("NOMBRE")) + opt(ci("y") + (ci("apellidos") | ci("apellido")) | ci("del")
                                                      + ci("paciente") | ci("completo"))
# ("Apellido:", "Primer apellido:", "Segundo apellido:", "1er apellido:", "2º apellido:": each surname on its own line)
apellidos_field = lit("Apellidos") | lit("APELLIDOS") | lit("Apellido") | lit("APELLIDO") \
    | (ci("primer") | ci("segundo") | number() + opt(punct("º") | punct("°") | regex("er|do|o") & attached())) \
    + ci("apellido")
# the participles of a professional's acts, before "por"
professional_act = alt(*(ci(w + e) for w in ["valorad", "atendid", "intervenid", "explorad", "operad", "tratad",
                                              "remitid", "derivad", "revisad", "diagnosticad", "evaluad", "visitad"]
                         for e in ["o", "a"])) + ci("por")
lexicon_surname = (last | surname_tag) + opt(joined_hyphen + (cap() & NB))
# a person's name before a house number: a street named after someone
person_street_rest = last + opt(opt(particle) + last) + opt(punct(","))
person_street = first + person_street_rest
street_number = number() | ci("n") + punct("º") | lit("N")
not_age = right(~either(ci("años"), ci("año"), ci("meses"), ci("a")))

# what ends a professional's name: punctuation, the end of the line, a department or address word, a tag
name_end = punct(".") | punct(",") | punct(";") | punct("(") | punct("-") | line_start() | lex("NONPHI+stop") | NOT_NAME \
    | tag("NE") | tag("NONPHI")

# The "Médico:" header line, whose name the NºCol that follows bounds: the staff_header stage applies these rules
# before the other names rules, so that the staff_names stage can find that name again wherever the note repeats
# it ("Remitido por: Dr. [Juan Pérez Gómez] Profesor Martín Lagos s/n": not "... Profesor").
second_sep = punct("/") | ci("y") | ci("e")
MEDICO_RULES = [
    Rule("medico_line", left(medico_field + opt(stray) + opt(field_title)) + header_name + opt(inverted)
         + right(opt(punct('"') | punct("»") | punct("'")) + opt(punct(".") | punct(","))
                 + (col_number | line_start() | punct("/") | second_sep + opt(field_title) + first)
                 | punct(",") + opt(field_title) + first + name_word),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=-1),
    # a second professional on the line: "Médico: [Juan Pérez] / [Ana López] NºCol", "Médico: [Juan Pérez] y [Ana
    # López] NºCol", "Médico: [Juan Pérez], [Ana López] NºCol"
    Rule("medico_line_second", left(medico_field + opt(stray) + opt(field_title) + header_name
                                    + (second_sep | punct(",")) + opt(field_title)) + header_name
         + opt(inverted) + right(opt(punct(".") | punct(",")) + (col_number | line_start())),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=-1),
]

STAGE = Stage("names", [
    Rule("nombre_header", left(nombre_field + punct(":") + opt(stray) + header_title) + line_value,
         codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName+first"),
    Rule("apellidos_header", left(apellidos_field + punct(":") + opt(stray) + header_title) + line_value,
         codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName+last"),
    # "Apellidos y nombre: [Ruiz Pérez, Ana]"
    Rule("apellidos_nombre_header", left(apellidos_field + ci("y") + ci("nombre") + punct(":") + header_title)
         + line_value
         + opt(punct(",") + line_value), codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName+last"),
    # "Paciente: [Ana Ruiz Pérez]", "Paciente: Dña. [Ana Ruiz]": a name of two words or more (not "Paciente:
    # Individuo de sexo masculino", "Paciente: mujer de 45 años")
    Rule("paciente_header", left((lit("Paciente") | lit("PACIENTE")) + punct(":") + opt(patient_title))
         + (hyphenated | name_word | initial) + repeat(repeat(particle, 0, 2) + (hyphenated | name_word | surname_tag)
                                                       | inner_initial, 1, 6),
         codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName+first"),
    # ("Remitido por: Sr. D. [Juan Pérez]": a courtesy title in a professional's field is not the patient's)
    # (a word before a colon and a number is the next field's label, not a surname: "Médico: [Ana Ruiz López] CNP:
    # 28/2812345"; before an e-mail it may end the name, "Dr. [José Pérez]: jose@...")
    Rule("professional_field", left(professional_field + opt(patient_title) + opt(field_title)) + opt(lead_particle)
         + titled_person + right(~punct(":") | punct(":") + ~number()), codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    Rule("professional_field_final_initial", left(professional_field + opt(patient_title) + opt(field_title))
         + opt(lead_particle) + titled_person + final_initial + right(punct(".")),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    # a second professional in the field after "y": "Remitido por: Dr. [Juan Pérez] y [Ana Ruiz]" (not the patient's name
    # that the lexicons would make of it)
    Rule("professional_field_second", left(professional_field + opt(patient_title) + opt(field_title) + titled_person
                                           + (ci("y") | ci("e")) + opt(field_title)) + titled_person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # ... or after a comma, when a first name of the lexicons and another name word follow it: "Remitido por: [Ana Ruiz
    # Gómez], [Luis Gil Pérez]. Servicio de ..." (not the town or the department after the comma: "Dr. [Juan Pérez],
    # Madrid", "..., Servicio de Urología")
    Rule("professional_field_comma", left(professional_field + opt(patient_title) + opt(field_title) + titled_person
                                          + punct(",") + opt(field_title))
         + (first & cap() & NB) + repeat(joined(titled_words) | initials + joined(titled_words), 1, 6),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # the surnames first and the first name after a comma, as the "Médico:" line writes them too: "Remitido por:
    # Dr. [Pérez Gómez, Juan]. Servicio de ..." (a first name of the lexicons, then the end of the name)
    Rule("professional_inverted", left(professional_field + opt(patient_title) + opt(field_title))
         + titled_person + punct(",") + first + opt(first)
         + right(punct(".") | punct(",") | punct(";") | punct("(") | line_start()),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    # the name on the line after the field: "Correspondencia:\n[Ana Ruiz Pérez]\nServicio de Urología"
    Rule("professional_next_line", left(professional_field + opt(field_title)) + signature_person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    # after the professional's name found on the "Médico:" line and propagated (staff_header, staff_names stages),
    # a surname more that the field adds: "Médico: [José Alberto Reche]" ... "Remitido por: Dr. [José Alberto Reche
    # Sainz]": one or two surnames of the lexicons that end the name (punctuation, the end of the line, a department
    # or address word, a tag); not any capitalised word, which may start the affiliation ("Dr. [Juan Pérez Gómez]
    # Torre Norte. Servicio de ..."), nor the start of an address written without its street type ("Dr. [Juan
    # Pérez Gómez] San Vicente Mártir 85")
    Rule("professional_field_more", left(professional_field + opt(patient_title) + opt(field_title))
         + tag("NE+NOMBRE_PERSONAL_SANITARIO")
         + repeat(opt(single_particle) + (last | surname_tag), 1, 2) + right(name_end),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    # ... or one name word the lexicons lack, when the name ends right after it ("Médico: [Fabián Berri]" ... "Remitido
    # por: Dr. [Fabián Berri Loguidri]. Servicio de ...", "... Loguidri Hospital General"); one word only: two
    # capitalised words after the name may be an address without its street type ("San Vicente Mártir 85")
    Rule("professional_field_more_word", left(professional_field + opt(patient_title) + opt(field_title))
         + tag("NE+NOMBRE_PERSONAL_SANITARIO") + name_word + right(name_end),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    Rule("professional_clipped", left(professional_field + opt(punct(","))) + clipped + person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    Rule("closing", left(closing + opt(field_title)) + (signature_person | opt(lead_particle) + titled_person),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    Rule("line_after_contact", left(contact_end + repeat(punct(".") | punct(")"), 0, 2)) + signature_person
         + right(opt(punct(".")) + line_start()), codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    Rule("before_email", signature_person + right(opt(punct(",")) + email_tag),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    # the author's name in parentheses after the e-mail address: "Email: x@y.es ([Javier Andonegui])"
    Rule("after_email", left(tag("NE+CORREO_ELECTRONICO") + punct("(")) + person + right(punct(")")),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName"),
    Rule("institution_title", institution + repeat(CAP_NAME | particle | punct('"') | punct("«"), 0, 6)
         + opt(punct(".")) + opt(punct('"') | punct("«")) + (title_word & NB) + title_tail + person,
         codes="NONPHI+institution", weight=-1),
    Rule("title", left(title) + opt(lead_particle) + titled_person, codes="NE+NOMBRE_PERSONAL_SANITARIO+persName",
         weight=1),
    # ... ending with an initial, whose period is left out: "Dr. [Juan Pérez G]. Servicio de Urología"
    Rule("title_final_initial", left(title) + opt(lead_particle) + titled_person + final_initial + right(punct(".")),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # "Enf. [Ana Ruiz]", "la Mg. [Rosa Gil Quispe]": a weak title before a first name of the lexicons
    Rule("weak_title", left(weak_title) + first
         + repeat(joined(hyphenated | name_word | surname_tag) | inner_initial, 0, 6),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # "la enfermera [Rosa Martínez]", "el médico de guardia, [Juan López]", "el enfermero D. [Juan Ruiz]"
    # ("el Dr. de guardia, [Juan López]")
    # ("su médica de cabecera, [Ana Ruiz]", "el pediatra de zona [Luis Gil]", "su médico de atención primaria, ...")
    Rule("professional_noun", left((professional_noun + opt(ci("de") + professional_post)
                                    | title + ci("de") + ci("guardia"))
                                   + opt(punct(",") | punct(":")) + opt(don)) + person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    Rule("plural_title", left(name_list_head + repeat(one_person + punct(","), 0, 3)) + one_person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    Rule("plural_title_last", left(name_list_head + repeat(one_person + punct(","), 0, 3) + one_person
                                   + (ci("y") | ci("e"))) + one_person,
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    Rule("patient_title", left(patient_title) + person, codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName", weight=1),
    # a person's name as the value of a header field that names the service ("Especialidad: [Alonso
    # Cabrera]", "Episodio: [Marta García Torrelles]"): the professional's, as the training notes label it
    Rule("service_field_person", left((lit("Especialidad") | lit("Servicio") | lit("Episodio")) + punct(":"))
         + first + repeat(last | NAME_CAP, 1, 3), codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # ... and any name of three words or more that fills the line ("Episodio: [Crisanto Sánchez del Corral].";
    # not two, which may be a specialty the nonphi lexicon lacks: "Especialidad: Análisis Clínicos.")
    Rule("service_field_line", left((lit("Especialidad") | lit("Servicio") | lit("Episodio")) + punct(":"))
         + (hyphenated | name_word) + repeat(repeat(particle, 0, 2) + (hyphenated | name_word | surname_tag), 2, 5)
         + right(opt(punct(".")) + line_start()), codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # in the narrative, a name after the participle of a professional's act: "valorada por [Ana Ruiz Pérez]",
    # "intervenido por [Juan López]" (the lexicons' first name, then surnames)
    Rule("professional_act", left(professional_act + opt(ci("el") | ci("la"))) + first
         + repeat(opt(particle) + (last | surname_tag | name_word), 1, 3),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1),
    # (not across "y": "los Dres. [Juan Pérez], [Ana Ruiz] y [Luis Gil]")
    # (a surname of the lexicons may be the first part of a hyphenated one: "[Ana Ruiz-Zubeldia]")
    Rule("first_last", first + lexicon_surname + opt(opt(single_particle) + lexicon_surname),
         codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName", weight=2),
    # ... with a second surname the lexicons lack, which ends the name ("[Eider Gallego Zubeldiaga] acude": else the
    # name would end early, and the header's surnames would tag "Zubeldiaga" apart); not a place ("Ana Ruiz Madrid")
    Rule("first_last_more", first + lexicon_surname + (NAME_CAP & ~lex("NE+top")) + right(~cap()),
         codes="NE+NOMBRE_SUJETO_ASISTENCIA+persName", weight=2),
    # ... a relative's name, when the kinship word follows it in apposition: "[Ana Ruiz López], su esposa, refiere...",
    # "[Pedro Gil] (hermano) es donante" (the corpus labels a relative's name FAMILIARES, as the relatives stage does
    # when the kinship word comes first)
    # (not the patient's: "La paciente Ana Ruiz, hija de padres sanos", "Ana Ruiz, madre de 3 hijos", "la Sra. [Ana
    # Ruiz], su esposa": the patient_title rule wins the tie)
    # ... a professional's name, when the professional's noun follows it in apposition: "[Ana Ruiz López], cirujana del
    # servicio, ...", "con [Luis Gil Pérez] (residente de Urología)", "[Ana Ruiz], su médica de cabecera"; not the
    # patient's occupation ("Ana Ruiz, enfermera de 45 años", "..., médico de profesión", "..., médico jubilado")
    Rule("first_last_professional", first + lexicon_surname + opt(opt(single_particle) + lexicon_surname)
         + right((punct(",") | punct("(")) + opt(ci("su") | ci("la") | ci("el")) + professional_noun
                 + (ci("de") + (~number() & ~tag("NE") & ~ci("profesión") & ~ci("profesion"))
                    | ~ci("de") & ~regex("(?i)jubilad[oa]|retirad[oa]|ya"))),
         codes="NE+NOMBRE_PERSONAL_SANITARIO+persName", weight=1.5),
    # ... a relative's name after the kinship word of the patient and a comma: "La madre de la paciente, [Ana Ruiz López],
    # refiere..." (the relatives stage takes the name after "su madre, ..." itself)
    Rule("relative_of_patient_name", left(tag("NE+FAMILIARES_SUJETO_ASISTENCIA") + (ci("de") | ci("del"))
                                          + opt(ci("la") | ci("el")) + patient_noun + punct(","))
         + first + lexicon_surname + opt(opt(single_particle) + lexicon_surname),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1.5),
    Rule("first_last_relative", left(~ci("paciente")) + first + lexicon_surname
         + opt(opt(single_particle) + lexicon_surname)
         + right((punct(",") | punct("(")) + opt(ci("su") | ci("sus") | ci("la") | ci("el"))
                 + tag("NE+FAMILIARES_SUJETO_ASISTENCIA") + (~ci("de") & ~ci("del"))),
         codes="NE+FAMILIARES_SUJETO_ASISTENCIA+persName", weight=1.5),
    # ... but a name followed by a house number is a street named after someone ("Ramón Puga, 52",
    # "Federico Garcia Lorca 50"): longer, so it wins over first_last (not a number of years: "Ana
    # Ruiz, 45 años")
    # (not after a title or a field's colon, where the name is a professional's and the number starts the address:
    # "Remitido por: Dr. [Juan Pérez Gómez] 28001 Madrid")
    # (at the start of a line, whatever came before it)
    Rule("person_street", left(~punct(".") & ~punct(":") & ~title_word) + person_street + street_number + not_age,
         codes="NONPHI+street", weight=2),
    Rule("person_street_line", (first & line_start()) + person_street_rest + street_number + not_age,
         codes="NONPHI+street", weight=2),
])

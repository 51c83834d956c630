"""Words of the names of hospitals, institutions and health centres, for the stages that find them.

ADJECTIVE: a regular expression over one token, a capitalised word shaped like an adjective ("Clínica [Electrónica]").

SENTENCE_WORDS: capitalised words that end such a name: the first words of a sentence whose period is missing ("en el
[Hospital Severo Ochoa] Tras la cirugía...", "en la [Fundación Puigvert] Durante la exploración..."), none of which
is a word of such a name (not "Es", the Balearic article: "Centro de Salud Es Castell").

BEFORE_HOSPITAL: the words before the head "Hospital" that belong to the name, for the hospitals and hospital_names
stages: "Nuevo Hospital de Segovia", "Antiguo Hospital Provincial", "Gran Hospital de la Beneficencia", and the
Andalusian public companies that run some ("Empresa Pública Hospital de Poniente", "Empresa Pública Sanitaria Hospital
Costa del Sol").

QUALIFIERS: the adjectives a hospital's name takes after its head, for both hospital stages (each adds its own):
"Hospital [Universitario] ...", "Hospital [Clínico] San Carlos", "Hospital [Materno]-[Infantil]".

STREET_TYPES: the type words of a street written after or inside such a name, which the name does not take in:
"[Hospital Universitario La Paz] - [Paseo de la Castellana 261]", "Plaza del Hospital Civil, s/n"; and for the dates
stage, in any case, the street named after a month ("Calle Mayo 12" is no date).

lower_saint_name: a saint's name written all in lower case ("san telmo", "santa teresa", "san juan de dios"), for the
stages whose names take one after a lower-case head ("el [hospital san telmo]", "una [residencia san ginés]").

off_line_start(p): `p` whose first token does not start a line, for the stages whose names must not go on over a line
break.

A stage file loads it with `runpy.run_path(Path(__file__).with_name("_org_words.py"))`.
"""

from fstdeid.grammar import Alt, Atom, Repeat, Seq, alt, either, lex, line_start, lit, opt, regex, repeat, seq

# a regular expression over one token
SENTENCE_WORDS = (r"En|Tras|Durante|Desde|Hasta|Con|Sin|Se|Por|Para|Al|Ante|Según|Hace|Donde|Cuando|Como|Que|Su|Sus|"
                  r"Este|Esta|Un|Una|No|Fue|Posteriormente|Previamente|Actualmente|Finalmente|Inicialmente|"
                  # (the verbs and subjects a case report's sentence starts with: "[Hospital X] Presenta dolor...")
                  r"Presenta|Presentaba|Presentó|Refiere|Refería|Refirió|Acude|Acudió|Ingresa|Ingresó|Consulta|"
                  r"Consultó|Destaca|Paciente|Había|Tenía|Estaba")

# a capitalised word shaped like an adjective, which after "Clínica" makes no clinic's name ("Historia Clínica
# Electrónica", "Práctica Clínica Habitual", "Evolución Clínica Favorable", "Respuesta Clínica Estable")
ADJECTIVE = r"[A-ZÁÉÍÓÚ][a-záéíóúñ]*(ica|ico|icas|icos|al|ales|ea|eo|eas|eos|iva|ivo|nte|ntes|ual|able|ables|ible|ibles)"

# word sequences (tokens separated by spaces)
BEFORE_HOSPITAL = ["Nuevo", "Antiguo", "Gran", "Real", "Benemérito", "Empresa Pública", "Empresa Pública Sanitaria"]

# one token each
QUALIFIERS = ["Universitario", "Universitaria", "Universitari", "General", "Clínico", "Clinico", "Clínic", "Regional",
              "Comarcal", "Provincial", "Central", "Infantil", "Materno", "Militar", "Psiquiátrico", "Nacional",
              "Municipal", "Insular", "Hospitalario", "Asistencial", "Quirúrgico", "Oncológico", "Pediátrico",
              "Maternal", "Privado", "Público", "Docente",
              # Galician and Portuguese "General", a navy's hospital: "[Hospital Xeral de Lugo]", "[Hospital Naval de Ferrol]"
              "Xeral", "Geral", "Naval"]
STREET_TYPES = ["Plaza", "Calle", "Avenida", "Paseo", "Travesía", "Ronda", "Camino", "Carretera", "Avda", "Ctra", "Pza",
                "Pl", "Av", "Avinguda", "Passeig", "Carrer", "Rúa", "Praza", "Glorieta", "Rambla", "Vía"]

# (the saint's title, then a word that is no stop word, and "de dios" of "san juan de dios", the commonest such name)
lower_saint_name = either(lit("san"), lit("santa"), lit("sant"), lit("santo")) \
    + (regex(r"[a-záéíóúñü]{3,}") & ~lex("NONPHI+stop")) + opt(lit("de") + lit("dios"))


def off_line_start(p):
    """`p` whose first token does not start a line: a name does not go on over a line break ("Remitido al
    [Hospital]\nSan Juan..."; a header's next line is another field). An alternative of atoms becomes one atom."""
    if isinstance(p, Atom):
        return p & ~line_start()
    if isinstance(p, Alt):
        if all(isinstance(i, Atom) for i in p.items):
            return either(*p.items) & ~line_start()
        return alt(*(off_line_start(i) for i in p.items))
    if isinstance(p, Seq):
        return seq(off_line_start(p.items[0]), *p.items[1:])
    if isinstance(p, Repeat) and p.lo >= 1:
        if p.hi == 1:
            return off_line_start(p.item)
        return seq(off_line_start(p.item), repeat(p.item, p.lo - 1, None if p.hi is None else p.hi - 1))
    raise TypeError(f"off_line_start: a pattern that may be empty or is unexpected: {p!r}")

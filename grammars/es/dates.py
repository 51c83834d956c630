"""Dates (MEDDOCAN FECHAS).

Conventions learnt from the MEDDOCAN training notes:

* numeric dates are the whole `dd/mm/yyyy`, `d-m-yy`, `dd.mm.yyyy` (also with stray spaces,
  `12/04 /2011`); day and month are checked (1-31, 1-12), the year has 2 or 4 digits;
* month names: `2 de noviembre de 2020`, `noviembre de 2020`, `noviembre del 2020`,
  `noviembre 2020`, `27-abril-2004`, `el 9 de noviembre` (only `9 de noviembre` is tagged);
  `enero del año 2001` is one date;
* years alone are dates after `en`, `desde`, `hasta`, `a finales/principios de`... and after
  `año`, which belongs to the span (`en el [año 2004]`); only 1900-2029, so doses and counts
  ("en 300 pacientes") are left alone;
* a header `Fecha de ...:` announces a date whatever its shape (`Fecha de Ingreso: 2016`), but no lower-case word
  after it but those of a date (`Fecha de la cirugía: [12/03/2015], sin incidencias`);
* also month-first (`05/25/2008`), ISO (`2008-05-25`) and Roman-month (`3-IV-2009`) dates; a day
  and month without a year after `el`/`día` (`el 12/05`); a year after `del`/`el` unless a unit follows (`Edición del
  [2005]`, not `el 2000 mg`) and a year closing a citation (`Martelin [1980])`);
* a year standing alone is a date (204 of 209 in the training notes): not after a number, a comma or
  `nº` (house numbers and postcodes, `Avenida de Italia 1460, 2000`), nor before a unit or `/`;
* typos keep a numeric date whole: `12/05//2015`, `12/012/2015`.
* forms not seen in the training notes but usual in Spanish, each one date: month and year in digits
  (`03/2010`; two-digit month, as `1/2000` is a dilution), abbreviated months inside a date
  (`12-feb-2010`, `feb. 2010`), no `de` (`2 noviembre 2010`), ordinal days (`1º de mayo`),
  `diciembre-2009`, `12 de mayo, 2010`; both years of a range (`[2010]-[2012]`); the year of a
  citation (`(Yamanouchi, [1995])`, `et al., [2001]`).
* also general Spanish forms, each one date: no `de` before the month or an abbreviated month with
  `de` (`12 marzo de 2010`, `12 de sept. de 2010`), `primero de mayo de 2010`, month first (`marzo 12
  de 2010`), a two-digit year right after the month (`marzo '98`, `marzo-98`, `Junio 04`); a month alone
  after `a finales/mediados/principios de`; months or days that share the year or month written once are one date
  (`entre [marzo y abril de 2010]`, `[12 y 13 de marzo de 2010]`, `del [3 al 12 de marzo]`: the dev notes label
  month pairs so; tagged apart, each was an extent error); a time after a date is not part of it; a year before a
  unit or a counted noun (`2000 copias/ml`, `1920 horas`) is a quantity.
* a weekday before a date belongs to it (`[lunes 12 de marzo de 2015]`, `[martes, 3 de abril]`); a weekday
  alone is no date;
* Roman months in lowercase or between spaces before a four-digit year (`3-iv-2010`, `5 XI 2011`); a
  two-digit year after an apostrophe (`12 de marzo del '98`); a header's value stops at a bracket or a
  spaced dash (`12/03/1950 (65 años)`, `12/03/2010 - 15/03/2010`: two units each).
* a month's name inside a street or a person's name is no date: not after another capitalised word inside the line
  or a street's type (`calle Pintor Salvador Abril 18`, `Calle Mayo 12`), nor before a number that goes on (`Abril
  18-2-1`); a house number is no day (`calle Mayor 5. [12-03-2012]`);
* unseen in the training notes, each one date: `día` without its accent (`el dia [12/03]`), a month of the current year
  (`en [marzo] del presente año`, `de este año`, `del corriente año`), a Roman month and a year (`en [X-2010]`), days
  sharing a numeric date (`del [12 al 15/03/2010]`, as `del [3 al 12 de marzo]`), a year opening its line before a
  colon (`Antecedentes:\n[2009]: IAM`: every year of the training notes is labelled), a month alone after `semana de`,
  `quincena de` as after `mes de` (`la primera semana de [mayo]`);
* general forms, unseen in the training notes: a day and month with a dash after `el`, `del`, `al` (`el [12-03]`; not
  `el 30-40%`, `el 2-3 días`, nor after `día`, a day of a treatment); a year's field (`Año de nacimiento: [1950]`), a
  year after a field named by its event alone (`Nacimiento: [1950]`, `Defunción: [2012]`; not `Nacimiento: Madrid`); a
  year with the thousands' point where a year is named (`marzo de [2.014]`, `en el [año 2.010]`, `en [1.998]`; `2.000
  ml` stays a quantity); a two-digit year after `el año` (`en el [año 98]`); days joined by `hasta` (`desde el [12
  hasta el 15 de marzo]`, as `del [3 al 12 de marzo]`);
* a month alone (`en marzo`) is not tagged: the dev notes label it far less often than the
  training notes suggested (tried: 5 more right, 19 more wrong).

"Hospital Universitario 12 de Octubre", "Hospital 9 de Octubre" are hospitals, not dates: they are tagged here as
NE+HOSPITAL so the date rules cannot take "12 de Octubre" (not when a year follows: "Hospital 12 de Marzo de 2010").
"""

import re
import runpy
from pathlib import Path

from fstdeid.grammar import *

ORG_WORDS = runpy.run_path(str(Path(__file__).with_name("_org_words.py")))

MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre",
          "octubre", "noviembre", "diciembre"]
month = alt(*(lit(m, ignore_case=True) for m in MONTHS))
# abbreviated months, only inside a date with a day or a year ("12-feb-2010", "feb. 2010"): alone,
# "mar", "ago", "dic" are words
MONTH_ABBREVIATIONS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "sept", "set", "oct", "nov",
                       "dic"]
month_abbr = alt(*(lit(m, ignore_case=True) for m in MONTH_ABBREVIATIONS)) + opt(punct("."))
day = regex(r"0?[1-9]|[12]\d|3[01]")
num_month = regex(r"0?[1-9]|1[0-2]")
year4 = regex(r"(19|20)\d\d")
year = year4 | digits(2)
# "2.014", "1.998": a year written with the thousands' point, as Spanish writes quantities (only where a year is named:
# after a month, "año" or a preposition of time; elsewhere "2.000" is a quantity)
year_dotted = (lit("1") + (punct(".") & attached()) + (regex(r"9\d\d") & attached())
               | lit("2") + (punct(".") & attached()) + (regex(r"0[0-2]\d") & attached()))
year_named = year4 | year_dotted
sep = punct("/") | punct("-") | punct(".")
de = lit("de", ignore_case=True)
de_del = de | lit("del", ignore_case=True)
ano = lit("año", ignore_case=True)
ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# "día", also without its accent ("el dia 12/03", typed fast)
dia = ci("día") | ci("dia")

numeric = day + sep + num_month + sep + year
# "05/25/2008": month first (an American date), and ISO "2008-05-25", "2008/05/25"
us_numeric = num_month + punct("/") + regex(r"1[3-9]|2\d|3[01]") + punct("/") + year
iso = year4 + (punct("-") | punct("/")) + num_month + (punct("-") | punct("/")) + day
# "3-IV-2009": a Roman month
# (lowercase too, "3-iv-2010"; with spaces only before a four-digit year, "3 IV 2010")
roman_month = regex(r"(?i)I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII")
roman_sep = punct("-") | punct("/") | punct(".")
roman_date = day + roman_sep + roman_month + roman_sep + year \
    | day + (roman_month & upper()) + year4
# "27-abril-2004", "27/abril/2004"
dash_month = day + (punct("-") | punct("/")) + month + (punct("-") | punct("/")) + year4
# "2 de noviembre de 2020", "2 de noviembre del 2020", "2 de noviembre 2020"
# "1º de mayo de 2010", "primero de mayo de 2010": an ordinal day
# ("1ro de mayo", "1er de mayo": the Latin-American ordinal; "tres de abril de 2015", "quince de marzo": a day in words)
DAY_WORDS = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece",
             "catorce", "quince", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte",
             "veintiuno", "veintiún", "veintidós", "veintidos", "veintitrés", "veintitres", "veinticuatro",
             "veinticinco", "veintiséis", "veintiseis", "veintisiete", "veintiocho", "veintinueve", "treinta"]
ord_day = day + opt(punct("º") | punct("°") | regex("ro|ero|er") & attached()) \
    | lit("primero", ignore_case=True) | alt(*(lit(w) for w in DAY_WORDS))  # lower-case: "Hospital Dos de Mayo"
# "2 de noviembre de 2020", "2 noviembre 2010", "12 de sept. de 2010", "12 feb 2010", "12 de mayo, 2010"
day_month_year = ord_day + opt(de) + (month | month_abbr) + (opt(de_del) + opt(ano) | punct(",")) + year_named
# "noviembre de 2020", "noviembre 2020", "sept. de 2010", "feb. 2010", "diciembre-2009"
month_year = (month | month_abbr) + (opt(de_del) + opt(ano) | punct("-") | punct("/") | punct(",")) + year_named
# "marzo 12 de 2010", "marzo 12, 2010": the month first
month_day_year = month + day + (de_del | punct(",")) + year4
# "12-feb-2010", "12.SEP.10"
abbr_date = day + (punct("-") | punct("/") | punct(".")) + month_abbr + (punct("-") | punct("/") | punct(".")) + year
# "03/2010", "11-2010": month (two digits: "1/2000" is a dilution) and year
# (esnum7, general form: the dot too, "en [03.2014]", as "03/2014"; a quantity's thousands take three digits)
numeric_my = regex(r"0[1-9]|1[0-2]") + (punct("/") | punct("-") | punct(".") & attached()) + year4
day_month = ord_day + de + month
# "lunes 12 de marzo de 2015", "el martes, 3 de abril", "miércoles 12/03/2015": a weekday before a date is part of it
# (the training notes write none; the surrogate engine shifts such a date as one, recomputing its weekday)
WEEKDAYS = ["lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo"]
weekday = alt(*(ci(w) for w in WEEKDAYS))
weekday_dated = day_month_year | day_month | numeric | dash_month | abbr_date | roman_date | month_day_year

# "a finales de", "a mediados de", "a primeros de": a part of a month or a year
# months listed together: "marzo y abril", "enero, febrero y marzo", "marzo-abril"
month_joint = punct(",") | lit("y") | lit("e") | lit("o") | lit("a") | punct("-") | punct("/")
month_run = month + repeat(month_joint + month, 0, 3)

period_part = alt(*(lit(w, ignore_case=True) for w in ["finales", "principios", "mediados", "comienzos", "inicios",
                                                       "fines", "primeros", "últimos"]))
year_trigger = (lit("en", ignore_case=True) | lit("desde", ignore_case=True) | lit("hasta", ignore_case=True)
                | lit("durante", ignore_case=True) | lit("antes", ignore_case=True) + de
                | period_part + de_del
                | lit("nacido", ignore_case=True) | lit("nacida", ignore_case=True))
month_atom = regex("(?i)" + "|".join(MONTHS))
# a fraction of a bone or an organ, not a day and month: "el 1/3 medio de la tibia", "el 1/3 distal", "del 1/3
# superior"
FRACTION_AFTER = regex("(?i)medio|media|distal|proximal|superior|inferior|interno|interna|externo|externa|anterior"
                       "|posterior|lateral|central|restante|restantes|parte|partes")
# the lower-case words a date may hold
DATE_WORD = regex("(?i)" + "|".join(["de", "del", "año", "y"] + MONTHS + MONTH_ABBREVIATIONS + WEEKDAYS))
# a number that is a quantity, not a year: "el 2000 mg", "2000 copias/ml", "1920 horas", "2000 puntos"
UNITS = ["mg", "ml", "g", "kg", "ui", "u", "cc", "mcg", "µg", "ng", "pg", "dl", "µl", "kcal", "cal", "unidades", "l",
         "mm", "cm", "m", "mmhg", "m2", "%", "x", "gr", "gramos", "kilos", "litros", "metros", "mmol", "meq", "ufc",
         "pacientes", "casos", "veces", "personas", "sujetos", "células", "cél", "copias", "puntos",
         "determinaciones", "plaquetas", "leucocitos", "hematíes", "horas", "h", "minutos", "min", "segundos", "días",
         "semanas", "meses", "años", "ciclos", "sesiones", "dosis", "comprimidos", "cigarrillos", "paquetes"]
not_unit_word = ~regex("(?i)" + "|".join(UNITS))
not_unit = not_unit_word & ~number()
date_header = lit("Fecha") | lit("FECHA")
# "F. ingreso:", "F. Nac.:": the abbreviated field (only before the words of a date field: "F. Pérez:" is a name)
F_FIELDS = ["ingreso", "nacimiento", "nac", "alta", "defunción", "exitus", "intervención", "cirugía", "consulta",
            "ing", "visita", "revisión", "informe"]
date_header = date_header | lit("F") + punct(".") + alt(*(ci(w) for w in F_FIELDS))
# "FUR:" (fecha de última regla), "FPP:" (fecha probable de parto), "Última regla:"
date_header = date_header | lit("FUR") | lit("FPP") | (lit("Última") | lit("Ultima")) + ci("regla")
# "Año de nacimiento: 1950", "Año del diagnóstico: 2010", "Año: 2014": a year's field (the header rules' value)
date_header = date_header | (lit("Año") | lit("AÑO")) + opt(de_del + word())
header_ctx = date_header + star(word() | punct("/") | punct(".")) + punct(":")
# a field named by the event alone, opening its line, "Nacimiento: 1950", "Defunción: 2012", "Ingreso: 2016": a year
# after it is the event's date (other dates there are found by their shape; not the words after it, "Nacimiento:
# Madrid" is a place)
EVENT_FIELD = regex("(?i)(nacimiento|nac|defunción|defuncion|fallecimiento|exitus|ingreso|alta|diagnóstico|diagnostico"
                    "|intervención|intervencion|cirugía|cirugia)")
event_field = (EVENT_FIELD & line_start()) + opt(punct(".")) + punct(":")
NB = ~line_start()
# (the value ends with a word or a number: not the line's closing punctuation, "Fecha de ingreso: 12/03/2015;")
LINE_END_TOK = NB & ~punct()
quote = punct('"') | punct("«") | punct("“") | punct("'")

# a lab value that looks like a year: "CPK 2000", "plaquetas de 1950", "LDH: 1980"
LAB_WORDS = ["plaquetas", "leucocitos", "linfocitos", "neutrófilos", "neutrofilos", "hematíes", "CPK",
             "CK", "LDH", "GOT", "GPT", "GGT", "AST", "ALT", "PSA", "ferritina", "glucosa", "glucemia", "colesterol",
             "triglicéridos", "creatinina", "urea", "proteinuria", "IgE", "IgG", "TSH", "fibrinógeno", "diuresis",
             "amilasa", "lipasa", "bilirrubina", "fosfatasa", "troponina", "mioglobina", "osmolaridad", "peso",
             "dosis", "volumen", "carga", "PCR", "VSG", "CD4", "CD8", "CEA", "IgA", "IgM", "HbA1c", "recuento",
             "hemoglobina", "hematocrito", "sodio", "potasio", "calcio", "fósforo", "albúmina", "proteínas", "INR",
             "dímero", "procalcitonina", "lactato", "BNP", "NT-proBNP", "título", "títulos", "cifra", "cifras",
             "valor", "valores", "nivel", "niveles"]
# "carga viral de 2000", "ferritina sérica 2000", "IgE total 2000"
LAB_MODIFIERS = ["viral", "total", "sérica", "sérico", "plasmática", "plasmático", "libre", "CD4", "CD8", "de"]
lab_value = alt(*(words(w, ignore_case=True) for w in LAB_WORDS)) \
    + repeat(alt(*(words(w, ignore_case=True) for w in LAB_MODIFIERS)), 0, 2) + opt(punct(":")) + opt(de) + year4
# before a year standing alone: not a number, a comma, `nº`, a postcode field (`CP 2011`, `Código postal 2011`), nor a
# capitalised word inside a sentence: a street's name before its house number (`calle Mayor 2011`, `Av. Rivadavia
# 1980`, `C/ MAYOR 2011`); a capitalised word that opens its line or sentence is a verb or a noun (`Operado 2010`),
# and a holiday names a time (`Navidad 2010`)
HOLIDAYS = either(*(lit(w) for w in ["Navidad", "Navidades", "Pascua", "Santa", "Reyes", "Carnaval", "Carnavales"]))
not_after_year = ~number() & ~punct(",") & ~punct("/") & ~punct("-") & ~punct(".") & ~lit("n") & ~punct("º") \
    & ~punct("#") & ~punct(":") & ~lit("CP") & ~ci("postal")
sentence_start = punct(".") | punct(":") | punct(";") | punct("(")
bare_year_before = (not_after_year & ~cap() & ~upper()) | HOLIDAYS \
    | (not_after_year & cap() & line_start()) | sentence_start + (not_after_year & cap())
# a bed, a room, a box: their numbers are not PHI in this corpus
room_word = ci("cama") | ci("habitación") | ci("habitacion") | ci("hab") | ci("box") | ci("quirófano") \
    | ci("quirofano") | ci("despacho") | ci("módulo") | ci("modulo")
room_no = (lit("n") | lit("N")) + opt(punct(".")) + (punct("º") | punct("°")) | ci("número") | ci("numero") \
    | ci("núm") + opt(punct("."))
# a street's type before a month's name, in any case: the street is named after it ("Calle Mayo 12", "C/ Abril 18",
# "urbanización Julio 5"); the types of _org_words.py and the abbreviation "C" and an urbanización's
STREET_TYPE = regex("(?i)" + "|".join(map(re.escape, ORG_WORDS["STREET_TYPES"] + ["C", "Urbanización", "Urb"])))
# the two-digit year after a month ("Junio 04"), not a house number that goes on ("... Abril 18-2-1")
short_year_after_month = opt(punct("'") | punct("’") | punct("-") | punct("/")) + digits(2) \
    + right(not_unit & ~punct("/") & ~punct(":") & ~punct(".") & ~punct("-") | (punct(".") | punct("-")) + ~number())
# the date that names a hospital after its head, the month capitalised (not when a year follows: "en el Hospital 12 de
# Marzo de 2010")
hospital_date = opt(quote) + day + de + (cap() & month_atom) + opt(quote) \
    + right(~either(de, lit("del", ignore_case=True)) | de_del + ~number())
STAGE = Stage("dates", [
    Rule("lab_value", lab_value, codes="NONPHI+measure", weight=-1),
    # hospitals named after a date: "Hospital Universitario 12 de Octubre", "Hospital 9 de Octubre", "Clínica 9 de
    # Octubre" (the month capitalised, as in a name)
    Rule("hospital_12_octubre",
         (lit("Hospital") + opt(lit("Universitario")) | lit("H") + punct(".")) + opt(quote) + lit("12") + de
         + lit("Octubre", ignore_case=True) + opt(quote), codes="NE+HOSPITAL"),
    # (not when a year follows: "en el Hospital 12 de Marzo de 2010")
    # (a known hospital's one-word name before the date, where the lexicon names the hospital with it: "[Hospital Nisa
    # 9 de Octubre]", the es-health-orgs entry "Nisa 9 de Octubre", which the hospital_names stage cannot see once the
    # date is tagged)
    Rule("hospital_date_name",
         (lit("Hospital") + opt(lit("Universitario") | lit("General")) + opt(lex("NE+org+hospname") & cap())
          | lit("H") + punct(".") | lit("Clínica") & line_start() | lit("Sanatorio")) + hospital_date,
         codes="NE+HOSPITAL"),
    # ("Clínica" not after a capitalised word, whose adjective it is: "Historia Clínica 9 de Octubre", "Sesión Clínica
    # 12 de Marzo"; "en la [Clínica 9 de Octubre]", "Servicio de Cirugía. [Clínica 9 de Octubre]")
    Rule("clinic_date_name", left(~cap()) + lit("Clínica") + hospital_date, codes="NE+HOSPITAL"),
    # "citoqueratinas 5/6/8/18": a list, not a date
    Rule("slash_list", number() + punct("/") + number() + punct("/") + number() + plus(punct("/") + number()),
         codes="NONPHI+list"),
    Rule("numeric_dmy", day + sep + num_month + sep + year4, codes="NE+FECHAS+dmy"),
    # a two-digit year is not the start of a longer number: in "calle Mayor 5. 12-03-2012" the date is "12-03-2012",
    # not "5. 12-03" (no date of the training notes goes on with a separator and a number)
    Rule("numeric_dmy_short_year", day + sep + num_month + sep + digits(2)
         + right(~punct("/") & ~punct("-") & ~punct(".") | sep + ~number()), codes="NE+FECHAS+dmy"),
    Rule("weekday_date", weekday + opt(punct(",")) + weekday_dated, codes="NE+FECHAS+dmy", weight=1),
    # "el sábado 12/03": a day and month without the year, after "el" (not a dose in a weekly schedule: "lunes 1/2
    # comprimido, martes 1/4")
    Rule("weekday_day_month", left(lit("el", ignore_case=True) | lit("del", ignore_case=True)) + weekday
         + opt(punct(",")) + day + punct("/") + num_month
         + right(~punct("/") & ~punct("-") & ~number() & ~regex("(?i)comp|comprimidos?|cp|cps|cápsulas?|mg|ml|dosis"
                                                                   "|pastillas?|ampollas?|sobres?|gotas")),
         codes="NE+FECHAS+dm", weight=1),
    Rule("numeric_mdy", us_numeric, codes="NE+FECHAS+mdy"),
    Rule("iso_ymd", iso, codes="NE+FECHAS+ymd"),
    Rule("roman_month", roman_date, codes="NE+FECHAS+dmy"),
    # "en X-2010", "desde III/2009": a Roman month (in capitals) and a year, no day (not inside a longer number or list)
    Rule("roman_month_year", left(~number() & ~punct("-") & ~punct("/") & ~punct("."))
         + (roman_month & upper()) + (punct("-") | punct("/")) + year4
         + right(~punct("-") & ~punct("/") & ~number()), codes="NE+FECHAS+my", weight=1),
    # "el 12/05", "desde el día 3-4": day and month without the year, after an article or "día"
    Rule("day_month_numeric", left(lit("el", ignore_case=True) | dia | lit("del", ignore_case=True) | ci("al"))
         + day + punct("/") + num_month + right(~punct("/") & ~punct("-") & ~number() & ~FRACTION_AFTER),
         codes="NE+FECHAS+dm", weight=2),
    # "el 12-03", "del 3-4 al 5-4": with a dash too (not a range of percentages or of a unit, "el 30-40%", "del 8-10
    # %", "el 2-3 días", nor one of a longer number; not after "día", a day of a treatment: "el día 3-4 del ciclo")
    Rule("day_month_dash", left(lit("el", ignore_case=True) | lit("del", ignore_case=True) | ci("al"))
         + day + (punct("-") & attached()) + (num_month & attached())
         + right(~punct("/") & ~punct("-") & ~punct("%") & ~punct(",") & ~punct(".") & not_unit & ~FRACTION_AFTER
                 | (punct(",") | punct(".")) + ~number()),
         codes="NE+FECHAS+dm", weight=2),
    # "Edición del 2005", "en el 2010", "Martelin 1980)": a year after "del" / "el", or in a citation
    Rule("year_after_del", left(lit("del", ignore_case=True) | lit("el", ignore_case=True)) + year4 + right(not_unit),
         codes="NE+FECHAS+y", weight=3),
    Rule("year_cited", left(cap() & ~month_atom) + year4 + right(punct(")") | punct(";")), codes="NE+FECHAS+y", weight=3),
    Rule("dash_month", dash_month, codes="NE+FECHAS+dmy"),
    Rule("month_day_year", month_day_year, codes="NE+FECHAS+mdy"),
    Rule("abbr_month", abbr_date, codes="NE+FECHAS+dmy", weight=1),
    # (the walk starts at the month, not at any unit before it)
    Rule("numeric_my", numeric_my + right(~punct("/") & ~punct("-") & ~punct(".") & ~number()
                                           | punct(".") + ~(number() & attached())), codes="NE+FECHAS+my", weight=2),
    # ... not after a number, a comma, a slash, a dash or a point ("1,03/2010", "5.12-2011": parts of a longer number
    # or list), which a NONPHI rule from the unit before keeps out
    Rule("numeric_my_after_number", (number() | punct("/") | punct("-") | punct(".") | punct(",")) + numeric_my
         + right(~punct("/") & ~punct("-") & ~number()), codes="NONPHI+number", weight=2),
    # "en 3/2010": a one-digit month too, after a preposition of time ("1/2000" elsewhere is a dilution)
    Rule("numeric_my_after_en", left(lit("en", ignore_case=True) | lit("desde", ignore_case=True)
                                     | lit("hasta", ignore_case=True))
         + regex(r"[1-9]") + punct("/") + year4 + right(~punct("/") & ~punct("-") & ~number()), codes="NE+FECHAS+my",
         weight=2),
    Rule("day_month_year", day_month_year, codes="NE+FECHAS+dmy"),
    Rule("month_year", month_year, codes="NE+FECHAS+my", weight=1),
    # "Junio 04", "marzo '98", "marzo-98": a two-digit year right after the month
    # (not a house number that goes on, "Calle Pintor Salvador Abril 18-2-1": a street named after a person)
    # (nor a word of a name after another capitalised word inside the line, "calle Pintor Salvador Abril 18", "la Calle
    # Mayo 12": a date's month follows a preposition, "en Agosto 06", "(Junio 04)", "En diciembre 06")
    Rule("month_short_year", left(~(cap() & NB) & ~STREET_TYPE & ~punct("/")
                                  | regex("En|Desde|Hasta|Hacia|Tras|Durante|Antes|Después|Hace"))
         + month + short_year_after_month, codes="NE+FECHAS+my", weight=2),
    Rule("month_short_year_line", (month_atom & line_start()) + short_year_after_month, codes="NE+FECHAS+my", weight=2),
    # (esnum7, general form) an abbreviated month and a two-digit year joined by a dash or a slash, as a table or a list
    # writes them: "en [mar-14]", "[Sept/09]" (not after a number or a separator: "12-mar-14" is abbr_month's)
    Rule("abbr_month_short_year", left(~number() & ~punct("-") & ~punct("/") & ~punct("."))
         + alt(*(lit(m, ignore_case=True) for m in MONTH_ABBREVIATIONS)) + (either(punct("-"), punct("/")) & attached())
         + (digits(2) & attached()) + right(~punct("-") & ~punct("/") & ~number() & not_unit_word),
         codes="NE+FECHAS+my", weight=2),
    # a two-digit year after "de"/"del": "3 de marzo del 98", "marzo de 98" (not "marzo de 20 pacientes")
    # (a function word may follow the year, "en junio de 71 por dolor": not a counted noun, "de 20 pacientes")
    Rule("short_year_de", (day_month | month) + de_del + opt(ano) + digits(2)
         + right(~lower() & ~number() | regex("(?i)por|y|e|o|con|en|a|se|sin|que|tras|cuando|hasta|desde|donde|al|el|la"
                                              "|fue|ingresó|ingresa|acudió|acude")),
         codes="NE+FECHAS+dmy", weight=2),
    # "3 de marzo del '98 ingresó": after an apostrophe, whatever follows
    Rule("short_year_apostrophe", (day_month | month) + de_del + opt(ano) + (punct("'") | punct("’")) + digits(2),
         codes="NE+FECHAS+dmy", weight=2),
    # a month alone after "el mes de", "a finales de", "a mediados de" ("en marzo" alone is left: see above)
    # (also "la primera semana de [mayo]", "la segunda quincena de [marzo]": a part of the month, as "mes de")
    # ("a finales de [mayo y junio]": the months listed together, one date; esnum7)
    Rule("month_alone", left((lit("mes", ignore_case=True) | period_part | ci("semana") | ci("quincena")) + de)
         + month_run, codes="NE+FECHAS+m", weight=2),
    # "en marzo del año siguiente", "en marzo del año de ingreso": a month of a year named otherwise (not "de ese
    # mismo año": tried, one more right on half A, one more wrong on half B of the training notes)
    # (esnum7, general form: months that share that year are one date, as month_pair's share a year in digits: "en [mayo
    # y junio] del presente año"; the first month was left out)
    Rule("month_of_that_year", month_run + right(de_del + ano + ~number()), codes="NE+FECHAS+m", weight=2),
    # "en marzo del presente año", "en marzo de este año", "en abril del corriente año", "en mayo del año en curso": a
    # month of the current year (not "de ese mismo año", see above)
    Rule("month_of_this_year", month_run + right(ci("del") + (ci("presente") | ci("corriente")) + ano
                                             | de + ci("este") + opt(ci("mismo")) + ano),
         codes="NE+FECHAS+m", weight=2),
    # "en noviembre pasado", "el pasado noviembre", "el último marzo": a month named by its distance from now
    Rule("month_last", month + right(ci("pasado") | ci("último") | ci("ultimo")), codes="NE+FECHAS+m", weight=2),
    Rule("last_month", left(ci("pasado") | ci("último") | ci("ultimo")) + month, codes="NE+FECHAS+m", weight=2),
    # "en [marzo y abril de 2010]", "de [marzo a mayo de 2010]", "[enero, febrero y marzo de 2011]": months that share
    # their year are one date, as the year is written once
    Rule("month_pair", month + repeat(month_joint + month, 1, 3) + opt(de_del) + opt(ano) + year4,
         codes="NE+FECHAS+my", weight=1),
    # "[12 y 13 de marzo de 2010]", "del [3 al 12 de marzo]", "[12-13 de mayo]": days that share their month, one date
    # (also "desde el [12 hasta el 15 de marzo]")
    Rule("day_pair", day + repeat((punct(",") | lit("y") | lit("al") | punct("-") | ci("hasta") + opt(ci("el"))) + day,
                                  1, 3) + de + month
         + opt(opt(de_del) + opt(ano) + year4), codes="NE+FECHAS+dm", weight=1),
    # "del [12 al 15/03/2010]", "[12-15/03/2010]": days that share a numeric date's month and year, one date as above
    Rule("day_pair_numeric", day + (ci("al") | ci("y") | punct("-")) + day + sep + num_month + sep + year4,
         codes="NE+FECHAS+dmy", weight=1),
    Rule("day_month", day_month, codes="NE+FECHAS+dm", weight=1),
    # "el 3 abril", "el día 12 marzo": a day and a month without "de", after an article or "día"
    Rule("day_month_no_de", left(ci("el") | dia | ci("del") | ci("al")) + ord_day + month,
         codes="NE+FECHAS+dm", weight=1),
    # "el 3 del corriente", "el día 12 del presente mes", "el 5 del mes en curso": a day of the current month
    Rule("day_current_month", ord_day + ci("del") + ((ci("corriente") | ci("presente")) + opt(ci("mes"))
                                                     | ci("mes") + (ci("actual") | ci("en") + ci("curso"))),
         codes="NE+FECHAS", weight=1),
    Rule("ano_year", ano + year_named, codes="NE+FECHAS+y"),
    # "en el año 98", "desde el año 85": a two-digit year after "año" and an article (not a count, "el año 3 de la
    # carrera", nor a quantity after it)
    Rule("ano_short_year", left(lit("el", ignore_case=True) | ci("del")) + ano + digits(2)
         + right(~punct("%") & ~punct("/") & ~punct("-") & ~punct(",") & ~punct(".") & not_unit
                 | (punct(",") | punct(".")) + ~number()), codes="NE+FECHAS+y", weight=1),
    # (not a quantity: "se incluyeron en 2000 pacientes", "durante 1990 ciclos"; a number may follow the year, "en
    # 2010 3 ciclos de QT")
    Rule("year_after_trigger", left(year_trigger + opt(lit("el") | lit("los"))) + year_named + right(not_unit_word),
         codes="NE+FECHAS+y", weight=2),
    # "et al., 2001", "(Pérez y cols., 2003)"
    Rule("year_in_citation", left((lit("al") | lit("cols") | lit("col")) + punct(".") + opt(punct("(") | punct(",")))
         + year4, codes="NE+FECHAS+y",
         weight=2),
    # "(Yamanouchi, 1995)", "(Pérez y García, 2001; ...)": an author and the year of a citation
    Rule("year_after_author", left(cap() + punct(",")) + year4 + right(punct(")") | punct(";")), codes="NE+FECHAS+y",
         weight=2),
    Rule("year_in_parens", left(punct("(")) + year4 + right(punct(")")), codes="NE+FECHAS+y", weight=2),
    # a bed, room or box number is not a date ("Cama 2011", "Habitación 2010", "box nº 1998")
    Rule("room_number", room_word + opt(punct(".")) + opt(room_no) + opt(punct(":")) + number(), codes="NONPHI+room",
         weight=-1),
    # a year standing alone ("operado 2010 y 2012", "Edición 2005"): not after a number or a comma
    # (house numbers, postcodes: "Avenida de Italia 1460, 2000, Rosario") nor before a unit
    Rule("event_field_year", left(event_field) + year_named + right(not_unit & ~punct("/") & ~punct("-")),
         codes="NE+FECHAS+y", weight=3),
    Rule("bare_year", left(bare_year_before) + year4
         + right(not_unit & ~punct("/") & ~punct("-") & ~punct("ª") & ~punct("º")), codes="NE+FECHAS+y", weight=5),
    # "12/012/2015", "12/05//2015", "31/06/2015", "12/05/201", "1/1/20015": typos, still one date
    Rule("numeric_loose", digits(1, 2) + sep + opt(sep) + digits(1, 3) + sep + opt(sep) + year4,
         codes="NE+FECHAS+dmy", weight=4),
    Rule("numeric_truncated_year", day + sep + num_month + sep + regex(r"(19|20)\d|(19|20)\d{3}")
         + right(not_unit & ~punct("/") & ~punct("-")), codes="NE+FECHAS+dmy", weight=4),
    # "2009: IAM inferior.": a year opening its line before a colon, an entry of a dated list (a number opening a line
    # before a word may be a postcode, "2000 Rosario")
    Rule("year_list_entry", (year4 & line_start()) + right(punct(":")), codes="NE+FECHAS+y", weight=3),
    # "en 2003, 2005 y 2007": a year after another year and a comma
    Rule("year_list", left(year4 + punct(",")) + year4 + right(not_unit & ~punct("/") & ~punct("-")),
         codes="NE+FECHAS+y", weight=3),
    # ... also the first year of a range there: "en 2008, [2010]-[2012] y 2014"
    Rule("year_list_range", left(year4 + punct(",")) + year4 + right((punct("-") | lit("y") | lit("a") | lit("al"))
                                                                     + year4), codes="NE+FECHAS+y", weight=3),
    Rule("second_year", left(year4 + (lit("a") | lit("y") | lit("al") | lit("hasta") | punct("-"))) + year4,
         codes="NE+FECHAS+y", weight=3),
    # "2010-2012", "entre 2008 y 2010": the first year of a range
    Rule("first_year", left(~number() & ~punct(",") & ~punct("/") & ~punct("-") & ~punct("."))
         + year4 + right((punct("-") | lit("y") | lit("a") | lit("al")) + year4), codes="NE+FECHAS+y", weight=3),
    # "Fecha de Ingreso: 05/25/2008", "26708/2017": the header's value, whatever its shape
    # (the whole value of the line: not a second field on the same line, "Fecha de alta: 12.03.2015. Fecha de ...")
    # (not a time after the date: "Fecha de ingreso: 12 de marzo de 2016 a las 10 h")
    # (not an age in brackets after it, "12/03/1950 (65 años)", nor a second date after a spaced dash, "12/03/2010 -
    # 15/03/2010": those are dates of their own)
    # (nor words after the date, "Fecha de la cirugía: 12/03/2015, sin incidencias": no lower-case word but those of a
    # date, "de", "del", "año", a month, a weekday)
    Rule("header_any", left(header_ctx) + repeat(NB & ~punct(":") & ~ci("las") & ~ci("horas") & ~punct("(")
                                                 & ~(punct("-") & ~attached()) & ~(lower() & ~DATE_WORD), 0, 12)
         + LINE_END_TOK
         + right(opt(punct()) + line_start()), codes="NE+FECHAS", weight=3),
    # ... or its numbers, wherever the line ends (also at the end of the text: "Fecha de Ingreso: 26708/2017")
    Rule("header_numbers", left(header_ctx) + repeat(number() + (punct("/") | punct("-") & attached() | punct(".")),
                                                     0, 4)
         + number(), codes="NE+FECHAS", weight=4),
])

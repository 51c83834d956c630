"""Identifiers announced by a header field.

MEDDOCAN labels, and the fields that announce them in the notes:

* ID_SUJETO_ASISTENCIA (patient record number): `NHC: 368503`, `CIPA: nhc-123789`, `NHC: 139587451/23`;
* ID_ASEGURAMIENTO (social security number): `NASS: 26 63514095 04`, `NASS: 55-55012378-99`;
* ID_TITULACION_PERSONAL_SANITARIO (physician's registration): `NºCol: 28 28 70973`, `NºCol:31-20-25896`;
* ID_CONTACTO_ASISTENCIAL (episode number): `Episodio: 53345653`;
* and the guidelines' rarer identifiers, each after its field name: ID_EMPLEO_PERSONAL_SANITARIO
  (`Nº de empleado: 4521`), NUMERO_BENEF_PLAN_SALUD (`Nº de beneficiario`, `Nº de afiliado`, `Póliza`),
  the patient's identity document (`DNI: 12345678-Z`, `NIE`, `NIF`, `Pasaporte`, `Cédula`: ID_SUJETO_ASISTENCIA, as the
  guidelines list the DNI, NIF and passport among the patient's identifiers; the DNI's and NIE's shapes without their
  field too: `12345678Z`, `X1234567L`),
  IDENTIF_VEHICULOS_NRSERIE_PLACAS (`matrícula 1234 BCD`, `Nº de bastidor`),
  IDENTIF_DISPOSITIVOS_NRSERIE (`Nº de serie: SN-45A78/2`, `número de serie`), IDENTIF_BIOMETRICOS
  (`huella dactilar nº`, `identificador biométrico:`). Such values mix letters and digits: the span
  is the value's tokens glued together or joined by dashes, slashes and dots.

Also: `Nº (de) afiliación`, `Afiliación:` and `Seguridad Social:` alone announce the social security number
(ID_ASEGURAMIENTO); a seven-digit value after `NASS` is the record number (ID_SUJETO_ASISTENCIA) only in a header whose
values slipped one line down, the social security number following after `Domicilio:` (both such notes of the
training set); `Nº de registro` is the record; `Colegiado:`, `Col.:`, `Nº de Col.`, `NCol`, `Colegiado
282812345`, `CNP: 28/2812345` announce the registration; `Código de facultativo`, `Código médico:` the staff code; digit groups
may be joined by glued dots (`28.28.12345`).

The registration written other ways also announces ID_TITULACION (`Nº de colegiación:`, `Nº Colegio:`, `Registro
profesional:`, `Reg. prof.`, the Colombian `Tarjeta profesional`, the Mexican `Cédula profesional`, the Peruvian `CMP`).

The Andalusian number's name mistyped (`NUSHA:`, `Nuhsa:`) announces it too; `CIAS:`, `Código CIAS:` (the code of a
doctor's post in Spanish primary care) the staff code (ID_EMPLEO_PERSONAL_SANITARIO).

Abbreviated fields: `Id. paciente:`, `Cód. del paciente:`, `Nº HC. 1234567`, `H. Cl.: 1234567` announce the record;
every field (record, CIPA, NASS, Episodio, the identity document, the staff code, the plan's, a plate's, a device's) may
be followed by `nº`, `Nº.`, `#`, `-` before its value (`CIPA nº:
[1234567]`, `NASS Nº. [28/12345678/90]`, `Episodio #[12345678]`), and its value may stand in brackets or quotes (`NHC ([1234567])`, `NHC: "[1234567]"`), after a slash (`NHC/[1234567]`), or
open with a letter glued to its digits (`NHC: [A1234567B]`).

The health card's number (`Tarjeta sanitaria: ...`, `TSI:`, `TIS:`) is the personal code it carries, the CIP: the
patient's (ID_SUJETO_ASISTENCIA, as the training notes label every `CIPA:` value), not a health plan's.

The `nhc-` prefix of a CIPA value is no part of it, whatever its case (`CIPA: NHC-[123456]`, as `CIPA: nhc-[123456]`).

The span is the value only: its digit groups and the spaces, dashes and slashes between them (it
ends at the first other token, so never takes the final period). A field without a value is left
alone. The field name `NºCol:` itself is tagged NONPHI, so that the professional's name before it
(`Médico: X NºCol: ...`, names stage) stops there.
"""

from fstdeid.grammar import *

num = number()
sep = punct("-") | punct("/")
# digit groups apart, or joined by dashes and slashes, or by dots glued to them ("NºCol: 28.28.12345",
# "NASS: 28.12345678.90"; a dot with a space after it ends the value)
value = num + star(opt(sep) + num | (punct(".") & attached()) + (num & attached()))
colon = opt(punct(":")) + opt(punct(":"))
# a check letter glued to the number belongs to it: "NºCol: 28 28 12345-M", "NºCol: 2812345M", "Episodio: 12345678-A"
check = opt(opt(either(punct("-"), punct("/")) & attached()) + (regex("[A-Z]") & attached()))

# (HCE: historia clínica electrónica)
nhc = lit("NHC", ignore_case=True) | lit("NHC") + punct(".") | lit("HC") | lit("HCE")
# (NUHSA, SIP: the Andalusian and Valencian health services' patient numbers)
# ("CIP SNS:", "CIP-AUT:", "CIP: SNS 1234567890": the national or regional code's name is no part of the value;
# "Código de identificación personal:" is the CIP written out)
cip_scope = opt(punct("-")) + (lit("SNS") | lit("AUT")) | lit("autonómico", ignore_case=True) \
    | lit("autonomico", ignore_case=True)
# the health card carries the CIP: "Tarjeta sanitaria: ...", "Nº de tarjeta sanitaria individual:", "TSI:", "TIS:"
# (also "Nº tarjeta:", "Nº de la tarjeta:", "Tarjeta:" with its capital and colon, "Nº TSI:")
card_no = (lit("N") | lit("n")) + opt(punct(".")) + (punct("º") | punct("°")) + opt(lit("de", ignore_case=True)) \
    + opt(lit("la", ignore_case=True))
health_card = opt(card_no) + lit("Tarjeta", ignore_case=True) + lit("sanitaria", ignore_case=True) \
    + opt(lit("individual", ignore_case=True)) \
    | card_no + lit("tarjeta", ignore_case=True) | lit("Tarjeta") + punct(":") | opt(card_no) + (lit("TSI") | lit("TIS"))
# (the field's name; `cipa` below adds its separator)
cipa_name = (lit("CIPA", ignore_case=True) | lit("CIP", ignore_case=True) + opt(cip_scope) | lit("CIPSNS")
             | lit("NUHSA") | lit("SIP")
             # (the Andalusian number's name as often mistyped, "NUSHA", "Nuhsa")
             | lit("NUSHA") | lit("Nuhsa") | lit("NUHSA") + punct(".")
             | lit("Código", ignore_case=True) + lit("de") + lit("identificación", ignore_case=True)
             + lit("personal", ignore_case=True) | health_card)
nass = lit("NASS", ignore_case=True) | lit("NSS") | lit("NUSS")
ncol = (lit("N") + opt(punct(".")) + punct("º") + opt(punct(".")) + lit("Col", ignore_case=True) + opt(punct("."))
        | lit("N") + punct("º") + lit("Col", ignore_case=True))
episodio = lit("Episodio", ignore_case=True)

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
# capitals each with its point: dotted("D", "N", "I") is "D.N.I." (the point after the last one too)
dotted = lambda *letters: seq(*(lit(c) + punct(".") for c in letters))  # noqa: E731
no = (lit("N") | lit("n")) + opt(punct(".")) + (punct("º") | punct("°")) + opt(punct(".")) \
    | ci("número") | ci("numero") | ci("núm") + opt(punct(".")) | ci("num") + opt(punct(".")) \
    | ci("no") + punct(".") | ci("nro") + opt(punct("."))  # (esnum7: the Latin-American "Nro. Col.:")
de = opt(ci("de") | ci("del"))
# "Historia: 1234567"; "Hª clínica:", "Nº Hª:", "H.ª C.:": "historia" abbreviated with a superscript a
sup_a = punct("ª") | regex("a") & attached()
h_a = lit("H") + opt(punct(".")) + punct("ª") + opt(punct("."))
# the same fields written out: "N.H.C.:", "Nº de historia clínica:", "Nº de colegiado:"
nhc = nhc | nhc + no | dotted("N", "H") + lit("C") + opt(punct(".")) \
    | opt(no + de) + ci("historia") + (ci("clínica") | ci("clinica")) + opt(no) \
    | no + de + ci("historia") | no + (lit("HC") + opt(punct(".")) | dotted("H") + lit("C") + opt(punct("."))) \
    | dotted("H", "C") + opt(no) \
    | ci("historia") + punct(":") | ci("historia") + no \
    | (lit("H") + punct(".") | ci("hist") + punct(".")) + (ci("clínica") | ci("clinica") | ci("clín") + punct(".")
                                                          | ci("clin") + punct(".") | ci("cl") + punct(".")) + opt(no) \
    | no + de + ci("hist") + punct(".") + opt(ci("clínica") | ci("clinica")) \
    | (no | ci("ID") | ci("identificador") | ci("código") | ci("codigo")) + de + ci("paciente") \
    | (ci("id") | ci("ident") | ci("cód") | ci("cod")) + punct(".") + de + ci("paciente") \
    | opt(no + de) + ci("expediente") + opt(ci("clínico") | ci("clinico")) + opt(no) \
    | opt(no + de) + h_a + opt(ci("clínica") | ci("clinica") | lit("C") + opt(punct(".")) + opt(sup_a)) + opt(no)
# the other fields written out: "Nº de la Seguridad Social:", "Nº de afiliación a la Seguridad Social:", "N.A.S.S.:",
# "Nº de episodio:", "Episodio nº:", "Nº de ingreso:"
# "Seguridad Social", "Seg. Social", "SS", "S.S."
social_security = ci("seguridad") + ci("social") | ci("seg") + opt(punct(".")) + ci("social") | lit("SS") \
    | lit("S") + punct(".") + lit("S") + opt(punct("."))
# ("Nº de afiliación:" alone is the social security's affiliation number too: that is what Spanish notes mean by it)
nass = nass | dotted("N", "A", "S") + lit("S") + opt(punct(".")) \
    | no + de + opt(ci("la")) + social_security \
    | no + de + (ci("afiliación") | ci("afiliacion")) \
    + opt(opt((ci("a") | ci("de")) + opt(ci("la"))) + social_security)
# "Nº de registro:" is the record number in Latin-American notes ("Registro:" alone is too common a word)
# ("Nº de identificación:", "Identificación del paciente:", "Identificación:": the patient's identifier)
identification = ci("identificación") | ci("identificacion")
nhc = nhc | no + de + ci("registro") | no + de + identification \
    | identification + (ci("del") + ci("paciente") + opt(punct(":")) | punct(":"))
# "NHª:" (Nº Hª without its º), "N.H.:", "Historia clínica electrónica:" (a colon after the two abbreviations: "N.H." alone
# may be other initials)
nhc = nhc | lit("NH") + punct("ª") | dotted("N", "H") + punct(":") \
    | ci("historia") + (ci("clínica") | ci("clinica")) + (ci("electrónica") | ci("electronica"))
# "NIP:" (número de identificación del paciente), the Latin-American "Ficha clínica:", "Nº de ficha:" (the record is a
# "ficha" there) ("NIP" and "Ficha" alone only with a colon: "la ficha técnica", "NIP 3" may be other things)
nhc = nhc | lit("NIP") + punct(":") | opt(no + de) + ci("ficha") + (ci("clínica") | ci("clinica")) + opt(no) \
    | no + de + ci("ficha") | lit("Ficha") + punct(":")
# "Afiliación:", "Seguridad Social:": the field alone, with its colon (not "SS:", a saline serum's volume too)
nass = nass | (ci("afiliación") | ci("afiliacion") | ci("seguridad") + ci("social")
               | ci("seg") + opt(punct(".")) + ci("social")) + punct(":")
episodio = episodio + opt(no) | no + de + (ci("episodio") | ci("ingreso"))
# "Nº de colegiado", "Colegiado nº 282812345", "Col. nº 2812345"
# ("Nº de Col.:", "Num. Col.:", "No. Col.:", "N° Col:", "NCol:")
ncol = ncol | no + de + (ci("colegiado") | ci("colegiada") | ci("col") + opt(punct("."))) | lit("NCol") \
    | (ci("colegiado") | ci("colegiada") | ci("col") + opt(punct("."))) + no \
    | (lit("Colegiado") | lit("Colegiada") | lit("Col") + punct(".")) + punct(":")  # "Colegiado: 282812345"
# "CNP: 28/2812345", "C.N.P.: 282812345": the professional's registration number ("colegiado número provincial"), the
# field in capitals before its value (the value is required: "agentes del CNP" is the national police)
cnp = lit("CNP") | dotted("C", "N") + lit("P") + opt(punct("."))
# the Latin-American registration ("matrícula"): "M.N. 12345", "M.P.: 4567", "Matrícula nacional Nº 12345", "Matrícula
# profesional: 4567" (a "Matrícula:" alone is a vehicle's plate: `vehicle` below); "MN"/"MP" without dots only as a
# field, "MN: 12345", "MP Nº 4567" ("Rochester, MN 55905": Minnesota and its ZIP code)
license_field = (dotted("M", "N") | dotted("M", "P")
                 | (ci("matrícula") | ci("matricula")) + (ci("nacional") | ci("provincial") | ci("profesional"))) \
    + opt(no) + colon \
    | (lit("MN") | lit("MP")) + (no + colon | punct(":"))
# the registration written other ways (general forms): "Nº de colegiación:", "Colegiación:", "Nº Colegio:", "Registro
# profesional:", "Reg. prof.", the Colombian "Tarjeta profesional", the Mexican "Cédula profesional", "Céd. Prof.", the
# Peruvian "CMP" (Colegio Médico del Perú) ("Cédula:" alone is the patient's identity document)
prof_abbr = ci("profesional") | ci("prof") + punct(".")
license_field = license_field \
    | (opt(no + de) + (ci("colegiación") | ci("colegiacion")) | no + de + ci("colegio")
       | opt(no + de) + (ci("registro") | ci("reg") + punct(".")) + prof_abbr
       | (ci("tarjeta") | ci("cédula") | ci("cedula") | (ci("céd") | ci("ced")) + punct(".")) + prof_abbr
       | lit("CMP")) + opt(no) + colon
# after a record field: "NHC: 123", "NHC - 123", "NHC #123", "NHC=123", "NHC: nº 123"
# ("Nº de historia clínica (NHC): 1234567": the field's abbreviation in brackets before the colon)
# (every field's separator: "CIPA nº: 123", "NASS Nº. 28 ...", "Episodio #123", "NASS - 28-...")
# a value in brackets or quotes ("NHC (1234567)", "NHC: [1234567]", 'NHC: "1234567"'): the value only
field_sep = colon + opt(punct("-") | punct("#") | punct("=") | no + colon) \
    + opt(punct("(") | punct("[") | punct('"') | punct("«") | punct("“"))
nhc_sep = opt(punct("(") + regex("[A-Z]{2,5}") + punct(")")) + field_sep
cipa = cipa_name + field_sep + opt(lit("SNS")) + opt(lit("nhc", ignore_case=True) + opt(punct("-")))
# an alphanumeric value: "12345678-Z", "X1234567L", "SN-45A78/2", "1234 BCD"
piece = regex(r"\d+|[A-Z]{1,4}|[A-Z0-9]{2,}")
glue = regex(r"[-/.]") & attached()
# ("A78" inside "SN-45A78/2" is an ICD-10 look-alike that the blocking stage has tagged)
alnum_tail = repeat((piece & attached()) | glue + (piece & attached()) | tag("NONPHI+icd10"), 0, 6)
# (a lone capital opens a value only with digits glued to it, "X1234567L", "A-123": the "N" of "Pasaporte Nº. AB123456"
# is the field's)
first_piece = (piece & ~regex("[A-Z]")) | regex("[A-Z]") + opt(glue) + (num & attached()) | tag("NONPHI+icd10")
alnum = first_piece + alnum_tail
# (also the physician's staff code: "Código de facultativo:", "Nº de facultativo", "Código médico:")
employee = no + de + (ci("empleado") | ci("empleada") | ci("personal") | ci("trabajador") | ci("facultativo")) \
    + field_sep \
    | (ci("código") | ci("codigo") | ci("identificador") | ci("ID")) + de + (ci("empleado") | ci("empleada")
                                                                          | ci("facultativo")) + field_sep \
    | (ci("código") | ci("codigo")) + (ci("médico") | ci("medico")) + punct(":") \
    | no + (ci("mecanográfico") | ci("mecanografico")) + field_sep  # the Spanish public health services' staff number
# ("CIAS:", "Código CIAS:", "Nº CIAS": the code of a doctor's post in the Spanish public primary care services)
employee = employee | opt(no | ci("código") | ci("codigo")) + lit("CIAS") + field_sep
beneficiary = (no + de + (ci("beneficiario") | ci("beneficiaria") | ci("afiliado") | ci("afiliada")
                          | ci("póliza") | ci("poliza")) | ci("póliza") | ci("poliza")) + field_sep
# the patient's identity document: "DNI:", "D.N.I.", "NIE", "N.I.F.", "DNI/NIE:", "DNI nº", "Nº de DNI", "Pasaporte nº",
# "Documento Nacional de Identidad", "Documento de identidad"; the Latin-American "Cédula (de identidad)", "RUT", "CURP"
doc_name = lit("DNI") | dotted("D", "N", "I") | lit("NIE") | dotted("N", "I", "E") | lit("NIF") | dotted("N", "I", "F") \
    | ci("pasaporte") | lit("RUT") | lit("CURP")
identity_doc = (opt(no + de) + doc_name + opt(punct("/") + doc_name)
                | ci("documento") + opt(ci("nacional")) + ci("de") + (ci("identidad") | ci("identificación"))
                | ci("cédula") + opt(ci("de") + (ci("identidad") | ci("ciudadanía")))) + opt(no) + field_sep
# the shapes of a Spanish DNI (eight digits and a check letter, never I, Ñ, O or U) and NIE (X, Y or Z, seven digits and
# the letter), written without their field: "[12345678Z]", "[12345678-Z]", "[X1234567L]", "[Y-1234567-X]"
check_letter = regex("[A-HJ-NP-TV-Z]") & attached()
dash = opt(punct("-") & attached())
dni_shape = digits(8) + dash + check_letter
nie_shape = regex("[XYZ]") + dash + (digits(7) & attached()) + dash + check_letter
vehicle = (ci("matrícula") | ci("matricula") | ci("placa") + ci("de") + ci("matrícula") | no + de + ci("bastidor")
           | lit("VIN")) + field_sep
plate = digits(4) + opt(punct("-")) + regex(r"[B-DF-HJ-NP-TV-Z]{3}") | alnum
device = (no + de + ci("serie") | ci("serie") + punct(":") | ci("serial") + punct(":")
          | no + de + ci("lote") | no + de + ci("dispositivo")) + field_sep
biometric = ((ci("huella") + opt(ci("dactilar") | ci("digital")) | ci("identificador") + ci("biométrico")
              | ci("registro") + ci("biométrico") | ci("perfil") + ci("de") + lit("ADN")) + opt(no) + field_sep)

STAGE = Stage("ids", [
    Rule("employee", left(employee) + alnum, codes="NE+ID_EMPLEO_PERSONAL_SANITARIO"),
    # (not the "SS" of "Nº afiliación SS: ...", a social security number)
    Rule("beneficiary", left(beneficiary) + ((piece & ~lit("SS") & ~regex("[A-Z]"))
                                               | regex("[A-Z]") + opt(glue) + (num & attached()) | tag("NONPHI+icd10"))
         + alnum_tail,
         codes="NE+NUMERO_BENEF_PLAN_SALUD"),
    # (the patient's: MEDDOCAN's guidelines put the DNI, NIF and passport among the patient's identifiers)
    Rule("identity_doc", left(identity_doc) + alnum, codes="NE+ID_SUJETO_ASISTENCIA+doc"),
    # (below the field rules: "NºCol: [28123456M]" is the registration with its check letter)
    Rule("identity_shape", dni_shape | nie_shape, codes="NE+ID_SUJETO_ASISTENCIA+doc", weight=2),
    Rule("vehicle", left(vehicle) + plate, codes="NE+IDENTIF_VEHICULOS_NRSERIE_PLACAS"),
    Rule("device", left(device) + alnum, codes="NE+IDENTIF_DISPOSITIVOS_NRSERIE"),
    Rule("biometric", left(biometric) + alnum, codes="NE+IDENTIF_BIOMETRICOS"),
    # the field name itself, so that a name before it ("Médico: X NºCol: ...") stops there
    Rule("ncol_field", ncol + colon, codes="NONPHI+field", weight=1),
    Rule("cnp_field", cnp + colon + right(num), codes="NONPHI+field", weight=1),
    Rule("employee_field", employee, codes="NONPHI+field", weight=1),  # "Médico: X Nº de empleado: 4521"
    # the record field written out, so that a later stage does not read it as a name ("Nº [H. Clínica]:" is no hospital)
    Rule("nhc_field", nhc + nhc_sep + right(num | piece), codes="NONPHI+field", weight=1),
    Rule("nhc", left(nhc + nhc_sep) + value, codes="NE+ID_SUJETO_ASISTENCIA+nhc"),
    # "NHC/1234567": a slash after the field, before digits only ("NHC/CIPA: ..." names two fields)
    Rule("nhc_slash", left(nhc + punct("/")) + value, codes="NE+ID_SUJETO_ASISTENCIA+nhc"),
    # a record number with letters or dots ("NHC: 1234567-A", "NHC: 12.345.678", "NHC: nhc-123456")
    # (not a lone letter: the "C" of "Hª Cª:")
    Rule("nhc_alnum", left(nhc + nhc_sep + opt(ci("nhc") + opt(punct("-"))))
         + ((piece & ~regex("[A-Z]")) | tag("NONPHI+icd10")) + alnum_tail, codes="NE+ID_SUJETO_ASISTENCIA+nhc", weight=1),
    # "NHC: B-1234567": a lone letter opens the value when a dash or slash and digits follow
    # (or glued to the digits: "NHC: A1234567B")
    Rule("nhc_letter", left(nhc + nhc_sep) + regex("[A-Z]") + opt(glue) + (num & attached()) + alnum_tail,
         codes="NE+ID_SUJETO_ASISTENCIA+nhc", weight=1),
    Rule("cipa", left(cipa) + value, codes="NE+ID_SUJETO_ASISTENCIA+cipa"),
    # "CIP: ABCD123456789012", "NUHSA: AN1234567890": a personal code with letters
    # "NUHSA: AN 01 2345 6789": letters, then digit groups apart
    Rule("cipa_spaced", left(cipa) + (regex("[A-Z]{1,4}") & ~lit("SNS") & ~lit("AUT") & ~ci("nhc")) + value,
         codes="NE+ID_SUJETO_ASISTENCIA+cipa", weight=1),
    # (the "nhc-" prefix is no part of the value, whatever its case: "CIPA: NHC-[123456]")
    # (a lone letter only with digits glued to it: the "N" of "CIPA Nº. 1234567" is the field's)
    Rule("cipa_alnum", left(cipa) + ((piece & ~lit("SNS") & ~lit("AUT") & ~ci("nhc") & ~regex("[A-Z]"))
                                     | regex("[A-Z]") + (num & attached()) | tag("NONPHI+icd10")) + alnum_tail,
         codes="NE+ID_SUJETO_ASISTENCIA+cipa", weight=1),
    Rule("nass", left(nass + field_sep) + value + check, codes="NE+ID_ASEGURAMIENTO+nass"),
    # "NASS: 7324691.\nDomicilio: 91 28065072 33.": a header whose values slipped one line down, the record number
    # after "NASS:" and the social security number after "Domicilio:" (the 2 seven-digit values the training notes
    # label ID_SUJETO_ASISTENCIA after "NASS:"); a short value after "NASS:" in a header that did not slip is the
    # social security number all the same ("NASS: [964573]." ID_ASEGURAMIENTO)
    Rule("nass_record_shape", left(nass + colon) + digits(7)
         + right(opt(punct(".")) + (ci("Domicilio") & line_start()) + punct(":") + number() + number()),
         codes="NE+ID_SUJETO_ASISTENCIA+nhc", weight=-1),
    Rule("ncol", left(ncol + colon) + value + check, codes="NE+ID_TITULACION_PERSONAL_SANITARIO+ncol"),
    Rule("cnp", left(cnp + colon) + digits(2, 12) + star(opt(sep) + num) + check,
         codes="NE+ID_TITULACION_PERSONAL_SANITARIO+ncol"),
    Rule("license", left(license_field) + digits(3, 12) + star(opt(sep) + num),
         codes="NE+ID_TITULACION_PERSONAL_SANITARIO+ncol"),
    # "(Colegiado 282812345)": the word alone before a number of two digits or more, not a count ("colegiado 12 años")
    # (also "Col. 28/12345": the abbreviation, with its capital, before the number)
    Rule("ncol_word", left(ci("colegiado") | ci("colegiada") | lit("Col") + punct(".")) + digits(2, 12) + star(opt(sep) + num) + right(~lower()),
         codes="NE+ID_TITULACION_PERSONAL_SANITARIO+ncol", weight=1),
    Rule("episodio", left(episodio + field_sep) + value + check, codes="NE+ID_CONTACTO_ASISTENCIAL+episodio"),
    # "Episodio: A-12345", "Episodio: URG2010-3345": an episode number with letters
    # (letters alone are no episode number: "Episodio I de dolor", "Episodio: DR. ...")
    Rule("episodio_alnum", left(episodio + field_sep) + (regex(r"[A-Z]{1,4}") + opt(glue) + (num & attached())
                                                     | regex(r"[A-Z]+\d[A-Z0-9]*") | tag("NONPHI+icd10")) + alnum_tail,
         codes="NE+ID_CONTACTO_ASISTENCIAL+episodio", weight=1),
])

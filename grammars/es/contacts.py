"""Contacts: e-mail addresses (CORREO_ELECTRONICO), telephone (NUMERO_TELEFONO) and fax numbers
(NUMERO_FAX).

Conventions learnt from the MEDDOCAN training notes:

* an e-mail is the tokenizer's e-mail token, whatever precedes it (`E-mail:`, `Correo electrónico:`
  or nothing);
* a phone or fax number is tagged only after its trigger (`Tel.:`, `Tfno.`, `Tlf:`, `Telf.:`,
  `Teléfono:`, `móvil`, `Fax:`); the trigger and a `+` are not part of the span, the digits with
  their inner spaces, dashes or dots are: `Teléfono: [917 27 70 00]`, `Fax: [985-27-36-14]`;
* Spanish numbers have nine digits in any grouping (`963 862 600`, `93 416 97 00`,
  `986 413144`), optionally after the country code 34; an extension `ext 1530` belongs to it;
* without a trigger, only the usual groupings of a Spanish number starting with 6-9 (`942 56 21 60`,
  `963 862 600`); identifiers have other groupings (`28 28 57910`, `26 63514095 04`);
* after a trigger, a number of another shape (foreign numbers, one run of 6-8 or 10-12 digits) too, the opening parenthesis
  left out as the corpus does: `Fax: ([5982) 487-3837]`;
* lists after one trigger are numbers each: `Telfs.: [918823884] / [918823984] / [619128686]`;
* `Tel. y Fax:` announces a telephone number (that is how the corpus labels it);
* after an e-mail field, an address the tokenizer does not join (`Correo: jperez@hotmail`,
  `E-mail: jperez @ gmail.com`, `jperez@hotmail .com`, a local part split at a space, `Ana Ruiz@hospital.es`,
  `ana. ruiz@gmail.com`), and anywhere an "@" written out (`jperez(arroba)gmail.com`, `jperez [at] gmail.com`) or
  with a space around it before a domain and its period (`ana.ruiz @ hospital.es`, `ana.ruiz@ hospital.es`);
  without a trigger, Madrid and Barcelona land lines in 2-3-2-2 groups
  (`91 234 56 78`); more trigger spellings (`Telfno`, `Teléf.`, `Teléfono fijo:`, `Tel. contacto:`,
  `teléfono número`), not `Tf`/`Tno` (transferrin, a shift);
* a number in a phone's groups without a trigger is no phone after a field name in capitals and its colon (`NHC: 912
  345 678`, `CIPA: 91 234 56 78`: identifiers, the ids stage's);
* a URL (`www.hospital.es`, `http://...`) is URL_WEB, an IPv4 address (`192.168.1.25`)
  DIREC_PROT_INTERNET;
* the field names themselves (`E-mail:`, `Correo electrónico:`, `Tfno.`, `Fax:`) are tagged
  NONPHI, so that the names and streets stages stop in front of them.
"""

from itertools import product

from fstdeid.grammar import *


def compositions(total, parts, lo=2):
    """Group sizes (each >= lo) adding up to total, in at most `parts` groups."""
    out = []
    for k in range(1, parts + 1):
        for sizes in product(range(lo, total + 1), repeat=k):
            if sum(sizes) == total:
                out.append(sizes)
    return out


gap = opt(punct("-") | punct("."))
groupings = []
for sizes in compositions(9, 4):
    p = digits(sizes[0])
    for n in sizes[1:]:
        p = p + gap + digits(n)
    groupings.append(p)
nine = alt(*groupings)
intl = opt(punct("+")) + (lit("34") + gap) + nine | regex(r"34\d{9}") | lit("0034") + nine
extension = opt((lit("ext", ignore_case=True) | lit("extensión", ignore_case=True)) + opt(punct(".")) + digits(2, 5))
number = (nine | intl) + extension
# after a trigger, a number of any other shape (foreign numbers): "Tel.: (5982) 487-3837", "Tel: 4789-2345";
# an opening parenthesis is left out of the span, as the corpus does
# (an area code between parentheses and one-digit groups inside: "+52 (55) 5555 1234", "+57 1 234 5678")
other_part = opt(punct("(")) + digits(1, 5) + opt(punct(")"))
other_number = digits(1, 5) + opt(punct(")")) + repeat(gap + other_part, 1, 4) + extension

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
phone_word = (ci("teléfono") | ci("telefono") | ci("teléfonos") | ci("tel") | ci("telf") | ci("telfs") | ci("telef")
              | ci("tfno") | ci("tfnos") | ci("tlf") | ci("tlfno") | ci("tlfn") | ci("tfn") | ci("móvil") | ci("movil")
              | ci("tlfs") | ci("tlfo") | ci("telfno") | ci("teléf") | ci("teléfs") | ci("móviles") | ci("moviles"))
# Latin-American mobiles, as a field only (capitalised): "Cel.: 15-4567-8901", "Celular: 300 123 4567"
# ("inmunidad celular 1.500", "15 cel/campo" are no phones; nor "Instituto de Biología Celular y Molecular", a name)
cel_word = lit("Cel") | lit("CEL") | lit("Celular") | lit("CELULAR")
fax_word = ci("fax") | ci("telefax")
# the country code between parentheses is left out, like a "+": "Tfno: (+34) [91 234 56 78]"
punc = opt(punct(".")) + opt(punct(":")) + opt(punct("+") | punct("(") + punct("+") + digits(2, 4) + punct(")"))
# "Tel. y Fax:", "Teléfono/Fax:" announce a telephone number; "Teléfono de contacto:"
# "Teléfono móvil:", "Tel. contacto:", "Teléfono fijo:", "teléfono número 912345678"
phone_kind = ci("de") + ci("contacto") | ci("contacto") | ci("fijo") | ci("móvil") | ci("movil") | ci("particular") \
    | ci("número") | ci("numero") | lit("n") + punct("º")
def phone_trigger_of(head):
    """A phone field: its head word, a kind ("de contacto", "móvil"), punctuation, and a fax that shares it."""
    return head + opt(opt(punct(".")) + phone_kind) + punc + opt((ci("y") | punct("/")) + fax_word + punc)


phone_field = phone_trigger_of(phone_word) | ci("número") + ci("de") + phone_word + punc
phone_trigger = phone_field | phone_trigger_of(cel_word)
fax_trigger = fax_word + punc
list_sep = punct("/") | punct("-") | ci("y") | ci("o") | punct(",")

prefix3 = regex(r"[6-9]\d\d")  # Spanish numbers start with 6, 7 (mobiles), 8 or 9 (land lines)
octet = regex(r"25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d")
# (a bare "Correo" is a field only with its colon: "Calle Correo 29" is a street)
mail_author = opt(ci("autor") | ci("autora") | ci("de") + ci("contacto"))
mail_colon = punct(":") | punct(";")
mail_field = (ci("e") + punct("-") + ci("mail") | ci("email") | ci("mail")
              | ci("correo") + (ci("electrónico") | ci("electronico") | punct("-") + ci("e") | ci("e"))) \
    + mail_author + opt(mail_colon) \
    | ci("correo") + mail_author + mail_colon

# after an e-mail field, an address the tokenizer does not read as one e-mail token: a host without its domain (a mail
# provider, `Correo: jperez@hotmail`, or an intranet host, `Correo: Juan.Perez@hcsc`), or spaces around the `@`
# (`E-mail: jperez @ gmail.com`) (only after the field: a rule starting at any word would slow the stage down)
glued = lambda a: a & attached()  # noqa: E731
local_token = either(word(), regex(r"\d+"))
local_part = local_token + repeat(glued(either(punct("."), punct("-"), punct("_"))) + glued(local_token), 0, 4)
label = regex(r"[A-Za-z0-9][\w-]*")
loose_email = local_part + glued(punct("@")) + glued(label)
spaced_email = local_part + punct("@") + label + plus(glued(punct(".")) + glued(label))
# ... or a space before the domain's period (`E-mail: jperez@hotmail .com`)
spaced_domain = loose_email + plus(punct(".") + glued(label))
# ... or a local part that the tokenizer split at a space, before an e-mail token (`E-mail: Ana Ruiz@hospital.es`: not
# `Ruiz@hospital.es` alone)
# (not the words of a longer field name: `Correo electrónico del autor: x@y.es`)
FIELD_TAIL = either(*(ci(w) for w in ["de", "del", "la", "el", "autor", "autora", "contacto", "personal", "electrónico",
                                      "electronico", "es", "y"]))
split_local = repeat((word() & ~FIELD_TAIL) + opt(glued(either(punct("."), punct("-"), punct("_")))), 1, 2) + email()
# an "@" written out to hide the address from robots, after a field or not: `jperez(arroba)gmail.com`, `jperez [at]
# gmail.com`, `jperez (at) gmail.com`
written_at = punct("(") + (ci("arroba") | ci("at")) + punct(")") | punct("[") + (ci("arroba") | ci("at")) + punct("]")
written_email = local_part + written_at + label + plus(glued(punct(".")) + glued(label))

# a number the text says to call, without a phone word: "llamar al [600123456]", "localizable en el [912345678]"
# (nine digits that start as Spanish numbers do; the grouped forms are `phone_shape`'s)
CALL = either(*(ci(w) for w in ["llamar", "llame", "llamen", "llamó", "llamo", "llamando", "contactar", "contacte",
                                 "contacten", "contactó", "localizable", "localizables", "localizar", "marcar"]))
call_intro = CALL + opt(ci("al") | ci("en") + opt(ci("el")) | ci("a"))

# a number written as a phone is one only where no identifier's field announces it: not after a field name in capitals
# and its colon ("NHC: 912 345 678" is a record number; "TEL: ..." is a trigger of its own)
# (three rules each, as a rule has one left context: the token before is no colon, or the word before the colon is no
# capitals, or the number opens its line; each `before` takes the number's first group)
not_id_value = [("", lambda first: left(~punct(":") & ~punct("#")) + first),
                ("_after_colon", lambda first: left(~upper() + punct(":")) + first),
                ("_line_start", lambda first: first & line_start())]

STAGE = Stage("contacts", [
    # field names as non-PHI tags: a name or street before them stops there ("... Bañares E-mail: x@y.es")
    Rule("mail_field", mail_field, codes="NONPHI+field", weight=1),
    # (not the "Tel" of "Tel Aviv", "Tel-Aviv", a city the places stage finds)
    Rule("phone_field", phone_field + right(~lit("Aviv") & ~punct("-") | punct("-") + ~lit("Aviv")), codes="NONPHI+field",
         weight=1),
    # "Celular" is a field only with its colon or before its number
    Rule("cel_field", cel_word + opt(opt(punct(".")) + phone_kind) + opt(punct(".")) + punct(":"),
         codes="NONPHI+field", weight=1),
    Rule("cel_field_number", phone_trigger_of(cel_word) + right(regex(r"\d+") | punct("(") | punct("+")),
         codes="NONPHI+field", weight=1),
    Rule("fax_field", fax_trigger, codes="NONPHI+field", weight=1),
    Rule("email", email(), codes="NE+CORREO_ELECTRONICO"),
    Rule("url", url(), codes="NE+URL_WEB"),
    Rule("email_loose", left(mail_field) + loose_email, codes="NE+CORREO_ELECTRONICO", weight=1),
    Rule("email_spaced_domain", left(mail_field) + spaced_domain, codes="NE+CORREO_ELECTRONICO", weight=1),
    Rule("email_split_local", left(mail_field) + split_local, codes="NE+CORREO_ELECTRONICO", weight=1),
    Rule("email_written_at", written_email, codes="NE+CORREO_ELECTRONICO", weight=1),
    # ... and anywhere an "@" with a space around it, before a domain with its period ("escribir a ana.ruiz @
    # hospital.es", "ana.ruiz@ hospital.es"): the "@" says it is an address wherever it is
    Rule("email_spaced_anywhere", spaced_email, codes="NE+CORREO_ELECTRONICO", weight=1),
    # an IPv4 address: four numbers of 1-3 digits glued by dots
    Rule("ip", octet + repeat((punct(".") & attached()) + (octet & attached()), 3, 3) + opt((punct(":") & attached())
                                                                                       + (digits(1, 5) & attached())),
         codes="NE+DIREC_PROT_INTERNET", weight=1),  # (after a phone trigger, "91.234.56.78" is the phone number)
    Rule("phone", left(phone_trigger) + number, codes="NE+NUMERO_TELEFONO"),
    Rule("phone_2nd", left(phone_trigger + number + list_sep) + number, codes="NE+NUMERO_TELEFONO"),
    Rule("phone_3rd", left(phone_trigger + number + list_sep + number + list_sep) + number, codes="NE+NUMERO_TELEFONO"),
    Rule("fax", left(fax_trigger) + number, codes="NE+NUMERO_FAX"),
    Rule("phone_other", left(phone_trigger + opt(punct("("))) + other_number, codes="NE+NUMERO_TELEFONO", weight=3),
    Rule("fax_other", left(fax_trigger + opt(punct("("))) + other_number, codes="NE+NUMERO_FAX", weight=3),
    # after a trigger, one run of digits of another length (a foreign or a short local number: "Tel: 45678901",
    # "Telf.: 2345678"); the nine-digit run is `number`'s, a short count ("Tel. 2") no number
    Rule("phone_run", left(phone_trigger) + (digits(6, 8) | digits(10, 12)),
         codes="NE+NUMERO_TELEFONO", weight=3),
    Rule("fax_run", left(fax_trigger) + (digits(6, 8) | digits(10, 12)),
         codes="NE+NUMERO_FAX", weight=3),
    Rule("phone_after_call", left(call_intro) + regex(r"[6-9]\d{8}"), codes="NE+NUMERO_TELEFONO"),
    # a Spanish number written in the usual groups without a trigger: "citas previas del hospital 942 56 21 60"
    # (not the value of an identifier's field in capitals, "NHC: 912 345 678", "CIPA: 91 234 56 78": the ids stage's)
    *(Rule(f"phone_shape{suffix}", before(prefix3) + (digits(2) + digits(2) + digits(2) | digits(3) + digits(3)),
           codes="NE+NUMERO_TELEFONO", weight=2) for suffix, before in not_id_value),
    # "93 416 97 00", "91 234 56 78": the land lines of Madrid and Barcelona (two-digit province code) in their usual
    # groups ("28 28 57910", "26 63514095 04" are registrations and social security numbers: other groupings)
    *(Rule(f"phone_shape_2{suffix}", before(regex(r"[89][1-8]")) + digits(3) + digits(2) + digits(2)
           + right(~regex(r"\d+")), codes="NE+NUMERO_TELEFONO", weight=2) for suffix, before in not_id_value),
    Rule("fax_2nd", left(fax_trigger + number + list_sep) + number, codes="NE+NUMERO_FAX"),
])

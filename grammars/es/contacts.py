"""E-mail addresses and telephone numbers."""

from fstdeid.grammar import *

phone_9 = digits(9) | (digits(3) + digits(3) + digits(3)) | (digits(3) + digits(2) + digits(2) + digits(2))
phone_trigger = lit("teléfono", ignore_case=True) | lit("tel", ignore_case=True) | lit("tlf", ignore_case=True)

STAGE = Stage("contacts", [
    Rule("email", email(), codes="NE+CORREO_ELECTRONICO"),
    Rule("phone", left(phone_trigger + opt(punct(".")) + opt(punct(":"))) + opt(punct("+") + digits(2)) + phone_9,
         codes="NE+NUMERO_TELEFONO"),
])

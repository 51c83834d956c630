"""Identifiers announced by a header field.

MEDDOCAN labels, and the fields that announce them in the notes:

* ID_SUJETO_ASISTENCIA (patient record number): `NHC: 368503`, `CIPA: nhc-123789`, `NHC: 139587451/23`;
* ID_ASEGURAMIENTO (social security number): `NASS: 26 63514095 04`, `NASS: 55-55012378-99`;
* ID_TITULACION_PERSONAL_SANITARIO (physician's registration): `NºCol: 28 28 70973`, `NºCol:31-20-25896`;
* ID_CONTACTO_ASISTENCIAL (episode number): `Episodio: 53345653`.

The span is the value only: its digit groups and the spaces, dashes and slashes between them (it
ends at the first other token, so never takes the final period). A field without a value is left
alone. The field name `NºCol:` itself is tagged NONPHI, so that the professional's name before it
(`Médico: X NºCol: ...`, names stage) stops there.
"""

from fstdeid.grammar import *

num = number()
sep = punct("-") | punct("/")
value = num + star(opt(sep) + num)
colon = opt(punct(":")) + opt(punct(":"))

nhc = lit("NHC", ignore_case=True) | lit("NHC") + punct(".") | lit("HC")
cipa = (lit("CIPA", ignore_case=True) | lit("CIP", ignore_case=True)) + colon + opt(lit("nhc", ignore_case=True) + opt(punct("-")))
nass = lit("NASS", ignore_case=True) | lit("NSS") | lit("NUSS")
ncol = (lit("N") + opt(punct(".")) + punct("º") + opt(punct(".")) + lit("Col", ignore_case=True) + opt(punct("."))
        | lit("Nº") + lit("Col", ignore_case=True))
episodio = lit("Episodio", ignore_case=True)

STAGE = Stage("ids", [
    # the field name itself, so that a name before it ("Médico: X NºCol: ...") stops there
    Rule("ncol_field", ncol + colon, codes="NONPHI+field", weight=1),
    Rule("nhc", left(nhc + colon) + value, codes="NE+ID_SUJETO_ASISTENCIA+nhc"),
    Rule("cipa", left(cipa) + value, codes="NE+ID_SUJETO_ASISTENCIA+cipa"),
    Rule("nass", left(nass + colon) + value, codes="NE+ID_ASEGURAMIENTO+nass"),
    Rule("ncol", left(ncol + colon) + value, codes="NE+ID_TITULACION_PERSONAL_SANITARIO+ncol"),
    Rule("episodio", left(episodio + colon) + value, codes="NE+ID_CONTACTO_ASISTENCIAL+episodio"),
])

"""The patient's name wherever the note repeats it (MEDDOCAN NOMBRE_SUJETO_ASISTENCIA).

The header gives the patient's first names and surnames (`Nombre: Fernanda.`, `Apellidos: Rivera
Bueno.`, names stage); the narrative then calls the patient by them: `[Fernanda] es la mayor de dos
hijas`, `Antes del ingreso [Hugo] no había presentado...`, `Las dos abuelas de [Paula]`. This
Propagate stage (the "dictionary of the text") tags every other occurrence of those names, and of
each of their words written with a capital (`parts`), with the same codes. Only the header tags
feed it (NE+...+persName+first / +last): names found in the narrative by the lexicons may be a
relative's. The first name and the surnames written side by side are one name, one span, as the
corpus labels a full name (`join`): `[Zorion Gaztañaga Etxebarria] acude`, not `[Zorion] [Gaztañaga
Etxebarria]`; and so is a copy with a name the names stage found right before or after it (`[Juan Bautista]` by the
lexicons, then the header's surnames: `[Juan Bautista Quisen Rribelangaz]`). Case is not ignored: a name is written with its capital, and many first names and
surnames are words too (`Nombre: Dolores` is not the `dolores` of `refiere dolores abdominales`,
`Apellidos: Blanco` not the `blanco` of `tejido blanco`).
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("patient_names", masks=["NE+NOMBRE_SUJETO_ASISTENCIA+persName+first",
                                          "NE+NOMBRE_SUJETO_ASISTENCIA+persName+last"], parts=True, min_chars=3,
                  join=True, ignore_case=False)

"""Towns, hospitals and institutions wherever the note repeats them (MEDDOCAN TERRITORIO, HOSPITAL,
INSTITUCION, CENTRO_SALUD).

The places stage finds a town only in a place context (a header field, after a postcode, between
parentheses...), and the hospitals and institutions stages a name only after its head word. A note
names them again without that context: the header's `Localidad/ Provincia: [Móstoles]` is the
`[Móstoles]` of the narrative, and a hospital named once in full is the same hospital when the
address line repeats the name. This Propagate stage (the "dictionary of the text") tags every other
occurrence of those spans, with the same codes, whatever their case: a header in capitals names the town the
narrative writes with its capital (`Localidad/ Provincia: [ZURBAQUÉN]` ... `consultorio de [Zurbaquén]`), and the other
way round. Names shorter than four letters are not propagated (`Una` the town is not `una`); a longer town that is
also a word written in lower case in the same note (`Pinto`, `pinto`) is taken too (not seen in the training notes:
neither change moved a count there). Postcodes (NE+TERRITORIO+cp) are not propagated: a number elsewhere is
seldom the postcode.
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("propagate_places", masks=["NE+TERRITORIO+top", "NE+HOSPITAL", "NE+INSTITUCION",
                                             "NE+CENTRO_SALUD"], min_chars=4, ignore_case=True)

"""Towns, hospitals and institutions wherever the note repeats them (MEDDOCAN TERRITORIO, HOSPITAL,
INSTITUCION, CENTRO_SALUD).

The places stage finds a town only in a place context (a header field, after a postcode, between
parentheses...), and the hospitals and institutions stages a name only after its head word. A note
names them again without that context: the header's `Localidad/ Provincia: [Móstoles]` is the
`[Móstoles]` of the narrative, and a hospital named once in full is the same hospital when the
address line repeats the name. This Propagate stage (the "dictionary of the text") tags every other
occurrence of those spans, with the same codes, whatever their case: a header in capitals names the town the
narrative writes with its capital (`Localidad/ Provincia: [ZURBAQUÉN]` ... `consultorio de [Zurbaquén]`), and the other
way round; but a copy must start with a capital (`capital=True`): a town named like a word (`Pinto`) is not the word
(`exantema pinto`). Names shorter than four letters are not propagated. Postcodes (NE+TERRITORIO+cp) are not propagated: a number elsewhere is
seldom the postcode.
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("propagate_places", masks=["NE+TERRITORIO+top", "NE+HOSPITAL", "NE+INSTITUCION",
                                             "NE+CENTRO_SALUD"], min_chars=4, ignore_case=True,
                  capital=True)

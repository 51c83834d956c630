"""The patient's occupation wherever the note repeats it (MEDDOCAN PROFESION).

The patient stage finds an occupation only in an occupation context (after the age, `de profesión`, `trabaja
como`, between commas); the note then names the patient by it again without that context: `Varón de 45 años,
[militar], ...` and later `en uniforme [militar]`, `la [auxiliar de enfermería] reconoce`. The training notes label
every repetition of a labelled occupation in its note (26 of 26), so this Propagate stage tags every other occurrence
of those spans with the same codes, whatever their case. Occupations shorter than four letters are not propagated.
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("propagate_patient", masks=["NE+PROFESION"], min_chars=4, ignore_case=True)

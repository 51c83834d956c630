"""The professional's name of the "Médico:" header line wherever the note repeats it (MEDDOCAN
NOMBRE_PERSONAL_SANITARIO).

The same name closes the note after `Remitido por:` or `Responsable clínico:`, followed by the professional's
department or address with or without punctuation (`Dr. [Juan Pérez Gómez] Profesor Martín Lagos s/n`); this
Propagate stage tags it there as it was found on the header line (staff_header stage), so that the names
stage does not run the name on into the address nor stop it early at a surname that is also a word. Whole
names of 8 letters or more only, with their case: a one-word name would be found inside the patient's
header ("Médico: Pérez", "Apellidos: Pérez García").
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("staff_names", masks=["NE+NOMBRE_PERSONAL_SANITARIO"], min_chars=8, ignore_case=False)

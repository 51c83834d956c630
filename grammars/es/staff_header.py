"""The professional's name on the "Médico:" header line (MEDDOCAN NOMBRE_PERSONAL_SANITARIO), before the
other names rules.

`Médico: [Ignacio Navarro Cuéllar] NºCol: 28 28 57410.`: the NºCol that follows bounds the name, so this
occurrence is the note's most reliable one; the staff_names stage finds it again where the note repeats it
with no such bound (`Remitido por: Dr. [Ignacio Navarro Cuéllar] Profesor Martín Lagos s/n`). The rules are
those of names.py (MEDICO_RULES), where their atoms are defined.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import Stage

STAGE = Stage("staff_header", runpy.run_path(str(Path(__file__).with_name("names.py")))["MEDICO_RULES"])

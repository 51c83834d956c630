# The Spanish cascade: one stage per line, applied in order.
# Non-PHI look-alikes first, then the categories with the most specific triggers, so that later,
# broader stages (names, places) see the earlier matches as single units and stop at them.
# "file"           mode     state     repeat
"blocking.py"      Replace  Enabled   1     # ICD-10 codes, vertebral levels, eponymous phrases
"dates.py"         Merge    Enabled   1     # FECHAS
"contacts.py"      Merge    Enabled   1     # e-mail, phone, fax
"ids.py"           Merge    Enabled   1     # NHC, CIPA, NASS, NºCol, Episodio
"hospital_names.py" Merge   Enabled   1     # HOSPITAL with a known proper name (es-orgs): "Hospital Doctor Peset"
"hospitals.py"     Merge    Enabled   1     # HOSPITAL (before names, streets, places: "Hospital Dr. Peset")
"institutions.py"  Merge    Enabled   1     # INSTITUCION, CENTRO_SALUD (companies after a product, faculties...)
"sex.py"           Merge    Enabled   1     # SEXO_SUJETO_ASISTENCIA
"relatives.py"     Merge    Enabled   1     # FAMILIARES_SUJETO_ASISTENCIA (before ages: "Hermano mayor de 65 años")
"ages.py"          Merge    Enabled   1     # EDAD_SUJETO_ASISTENCIA (after sex: "Paciente mujer, 44 años")
"patient.py"       Merge    Enabled   1     # ID_SUJETO descriptions, OTROS_SUJETO, PROFESION (after ages)
"propagate_patient.py" Merge Enabled 1     # PROFESION: the patient's occupation wherever repeated
"postcodes.py"     Merge    Enabled   1     # TERRITORIO: foreign postcodes a street could take for its door (C1059ABG)
"staff_header.py"  Merge    Enabled   1     # NOMBRE_PERSONAL_SANITARIO: the "Médico:" header line, bounded by NºCol
"staff_names.py"   Merge    Enabled   1     # NOMBRE_PERSONAL_SANITARIO: that name wherever repeated ("Remitido por: Dr. ...")
"streets.py"       Merge    Enabled   1     # CALLE (before names: "Calle del Dr. Esquerdo")
"names.py"         Merge    Enabled   1     # NOMBRE_SUJETO_ASISTENCIA, NOMBRE_PERSONAL_SANITARIO
"patient_names.py" Merge   Enabled   1     # NOMBRE_SUJETO_ASISTENCIA: the header's names wherever repeated
"places.py"        Merge    Enabled   1     # TERRITORIO (towns, postcodes), PAIS
"propagate_places.py" Merge Enabled  1     # TERRITORIO, HOSPITAL, INSTITUCION: the names found above, wherever repeated

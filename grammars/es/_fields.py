"""The labels of a Spanish note's header fields, for the stages that read a header's values up to
the next field (a header written on one line: "Domicilio: C/ Real 5 Localidad: Paterna CP: 46980").

A stage file loads it with `runpy.run_path(Path(__file__).with_name("_fields.py"))`.

Not "Ciudad", "País", "Correo": they also name streets ("Avda. Ciudad de Barcelona", "Calle del
Correo"); "e-mail:" and "Teléfono:" are NONPHI+field tags of the contacts stage by then.
"""

# a regular expression over one token
FIELD_LABELS = (r"Localidad|LOCALIDAD|Provincia|PROVINCIA|Poblaci[oó]n|Municipio|CP|Tel[eé]fono|Tfno|Telf|Tlf|"
                r"Tel|M[oó]vil|NHC|NASS|NIF|DNI|CIPA?|Fecha|Edad|Sexo|E?-?mail|Email|Nombre|Apellidos|Episodio")

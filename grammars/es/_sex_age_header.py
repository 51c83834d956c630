"""The header of the two fields sex and age, in either order: "Sexo/Edad:", "Sexo y edad:", "Edad/Sexo:",
"Edad-Sexo:". The sex stage reads the sex after it, the ages stage the age. Also a form's dotted leader after
either field's name ("Edad...... 45"), which both stages use.

A stage file loads it with `runpy.run_path(Path(__file__).with_name("_sex_age_header.py"))`.
"""

from fstdeid.grammar import attached, lit, opt, punct, repeat

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
field_and = punct("/") | ci("y") | punct("-") & attached()
field_end = opt(punct(":") | punct("-") | punct("="))
sex_and_age = ci("Sexo") + field_and + ci("Edad") + field_end
age_and_sex = ci("Edad") + field_and + ci("Sexo") + field_end
# a form's dotted leader after the field's name: "Edad...... 45", "Sexo……: V" (esage5)
dot_leader = (repeat(punct("."), 2, 30) | repeat(punct("…"), 1, 10)) + opt(punct(":"))
